@testable import MenuBackends
import MenuDiagnostics
import MenuSyntax
import Testing

@Suite struct SwiftLiteralTests {
    /// Printable ASCII other than quotes and backslashes is copied as it is
    /// (a fast path skips the per-scalar checks for such text); every other
    /// ASCII byte is escaped, alone, between letters and at either end.
    @Test func everyASCIIByte() {
        for value in UInt8(0)...0x7F {
            let expected: String
            switch value {
            case UInt8(ascii: "\""): expected = #"\""#
            case UInt8(ascii: "\\"): expected = #"\\"#
            case UInt8(ascii: "\n"): expected = #"\n"#
            case UInt8(ascii: "\t"): expected = #"\t"#
            case UInt8(ascii: "\r"): expected = #"\r"#
            case 0: expected = #"\0"#
            case 0x20..<0x7F: expected = String(UnicodeScalar(value))
            default: expected = #"\u{"# + SwiftLiteral.hex(UInt32(value)) + "}"
            }
            let character = String(UnicodeScalar(value))
            #expect(SwiftLiteral.escaped(character) == expected, "byte \(value)")
            #expect(SwiftLiteral.escaped("Save" + character + "As") == "Save" + expected + "As", "byte \(value)")
            #expect(SwiftLiteral.escaped(character + "Open") == expected + "Open", "byte \(value)")
            #expect(SwiftLiteral.escaped("Open" + character) == "Open" + expected, "byte \(value)")
        }
    }

    /// The quick test keeps "…" and U+2190 to U+23FF as they are: so does
    /// the scalar-by-scalar path, at the start, after a letter, after
    /// punctuation and after another of them; and their neighbours outside
    /// the ranges still take that path.
    @Test func keptSymbolsAreKeptByTheFullAnalysisToo() {
        let kept = [Unicode.Scalar(0x2026)!] + (0x2190...0x23FF).map { Unicode.Scalar($0)! }
        for scalar in kept {
            for text in ["\(scalar)", "a\(scalar)", "\"\(scalar)", ".\(scalar)\(scalar)", "Save As\(scalar)"] {
                #expect(SwiftLiteral.escaped(text) == SwiftLiteral.escapedScalarByScalar(text), "U+\(String(scalar.value, radix: 16))")
            }
            #expect(SwiftLiteral.escapedScalarByScalar("x\(scalar)") == "x\(scalar)", "U+\(String(scalar.value, radix: 16))")
        }
        for value: UInt32 in [0x2025, 0x2027, 0x218F, 0x2400, 0x200B, 0x202E] {
            let text = "x" + String(Unicode.Scalar(value)!)
            #expect(SwiftLiteral.escaped(text) == SwiftLiteral.escapedScalarByScalar(text))
        }
        #expect(SwiftLiteral.escaped("Open…") == "Open…")
        #expect(SwiftLiteral.escaped("⌃⌥⇧⌘↩") == "⌃⌥⇧⌘↩")
        #expect(SwiftLiteral.escaped("Bidi \u{202E}") == "Bidi \\u{202E}")
    }

    /// Code interpolates a title as `SwiftLiteral.string` writes it, whether
    /// the title is a string or text kept in the source, and whichever way
    /// it takes (copied as it is, or escaped scalar by scalar); source text
    /// that is not valid UTF-8 is repaired as `LiteralText.string` repairs it.
    @Test(arguments: [
        "Save As…", "", "Say \"Hi\"", "C:\\Files", "Tab\there", "⌘⇧S", "Bidi \u{202E}x", "打开", "🙂 Smile", "e\u{301}", "…",
        "\u{2190}", "\u{23FF}", "\u{2400}", "a\u{200B}b",
    ])
    func interpolatedLiteralsAreTheLiteralsOfTheText(_ title: String) {
        // The reference takes no quick path, so a quick test that let a
        // character through unescaped shows here.
        let expected = "\"" + SwiftLiteral.escapedScalarByScalar(title) + "\""
        let source = Array("x\"\(title)\"".utf8)
        let inSource = LiteralText(sourceBytes: source, range: SourceRange(start: 2, end: source.count - 1))
        for code: SwiftCode in ["\(literal: title)", "\(literal: LiteralText(title))", "\(literal: inSource)"] {
            #expect(String(decoding: code.utf8, as: UTF8.self) == expected)
        }
    }

    @Test func invalidSourceTextIsRepairedAsAStringWouldBe() {
        let source: [UInt8] = [0x22, 0x4F, 0xFF, 0x6B, 0x22]
        let text = LiteralText(sourceBytes: source, range: SourceRange(start: 1, end: 4))
        let code: SwiftCode = "\(literal: text)"
        #expect(String(decoding: code.utf8, as: UTF8.self) == "\"" + SwiftLiteral.escapedScalarByScalar(text.string) + "\"")
        #expect(text.string == "O\u{FFFD}k")
    }

    @Test func plainTitlesAreUnchanged() {
        #expect(SwiftLiteral.escaped("Save As...") == "Save As...")
        #expect(SwiftLiteral.escaped("") == "")
        #expect(SwiftLiteral.string("Export as PDF") == #""Export as PDF""#)
    }
}

@Suite struct SwiftIdentifierTests {
    /// Names that are already identifiers (ASCII letters, digits and
    /// underscores, not starting with a digit) are kept as they are by a
    /// fast path; anything else is built scalar by scalar.
    @Test(arguments: [
        ("save", "save"), ("saveAs2", "saveAs2"), ("_private", "_private"), ("A", "A"),
        ("3D", "_3D"), ("9", "_9"), ("a-b", "a_b"), ("a b", "a_b"), ("-", "_"), ("", "fallback"),
        ("café", "café"), ("打开", "打开"), ("x\u{301}", "x\u{301}"), ("a.b", "a_b"), ("über2", "über2"),
    ])
    func sanitizedNames(_ name: String, _ expected: String) {
        #expect(SwiftIdentifier.sanitized(name, fallback: "fallback") == expected)
    }
}

@Suite struct SwiftNameScopeTests {
    /// A name is taken as it is, then with its suffix, then numbered from 2,
    /// never twice; a name without a suffix goes straight to numbers.
    @Test func namesAreClaimedInOrder() {
        var scope = SwiftNameScope(reserved: ["reserved"])
        #expect(scope.claim("open", suffix: "Action") == "open")
        #expect(scope.claim("open", suffix: "Action") == "openAction")
        #expect(scope.claim("open", suffix: "Action") == "openAction2")
        #expect(scope.claim("open", suffix: "Action") == "openAction3")
        #expect(scope.claim("openAction") == "openAction4")
        #expect(scope.claim("reserved", suffix: "Action") == "reservedAction")
        #expect(scope.claim("reserved") == "reserved2")
        #expect(scope.claim("reserved") == "reserved3")
        #expect(scope.contains("openAction2") && scope.contains("reserved") && !scope.contains("reserved4"))
    }

    /// Names the caller keeps (a command's case name) are found through it,
    /// as the scope grows too, and clash with its own names as any do.
    @Test func aScopeFindsNamesTheCallerKeeps() {
        var scope = SwiftNameScope(reserved: ["open"], capacity: 2)
        var kept: [String] = []
        for base in ["open", "save", "save", "close"] + (0..<300).map { "name\($0)" } + ["name7"] {
            let name = scope.claim(base, suffix: "Command", keptAt: kept.count) { kept[$0] }
            kept.append(name)
        }
        #expect(Array(kept.prefix(4)) == ["openCommand", "save", "saveCommand", "close"])
        #expect(kept.last == "name7Command")
        #expect(scope.claim("close", suffix: "Action", keptAt: nil) { kept[$0] } == "closeAction")
        #expect(scope.claim("closeAction", keptAt: nil) { kept[$0] } == "closeAction2")
    }

    /// A scope told of fewer names than it is given makes room as they come,
    /// and names equal as Swift strings are (canonically equivalent) are one.
    @Test func aScopeGrowsPastItsCapacity() {
        var scope = SwiftNameScope(capacity: 2)
        for number in 0..<1_000 { #expect(scope.claim("name\(number)") == "name\(number)") }
        #expect(scope.claim("name7") == "name7100")
        #expect(scope.claim("name7", suffix: "Action") == "name7Action")
        #expect((0..<1_000).allSatisfy { scope.contains("name\($0)") } && !scope.contains("name1000"))
        #expect(scope.claim("caf\u{E9}") == "caf\u{E9}")
        #expect(scope.claim("cafe\u{301}") == "cafe\u{301}2")
    }
}

@Suite struct PositionTableTests {
    /// Positions stored under the same hash are told apart by the caller,
    /// and one never stored is not found.
    @Test func positionsSharingAHashAreConfirmedByTheCaller() {
        let keys = ["a", "b", "c", "d", "e"]
        var table = PositionTable(capacity: keys.count)
        for position in keys.indices { table.insert(position, hash: 42) { _ in 42 } }
        for (position, key) in keys.enumerated() {
            #expect(table.find(hash: 42) { keys[$0] == key } == position)
        }
        #expect(table.find(hash: 42) { _ in false } == nil)
        #expect(table.find(hash: 7) { keys[$0] == "a" } == nil)
        #expect(table.hasRoom)
    }

    /// A table given less room than it is asked to hold grows, and finds
    /// every position under the hash it was stored under.
    @Test func aTableGrowsPastItsCapacity() {
        var table = PositionTable(capacity: 1)
        for position in 0..<1_000 { table.insert(position, hash: position * 7919) { $0 * 7919 } }
        #expect((0..<1_000).allSatisfy { position in table.find(hash: position * 7919) { $0 == position } == position })
        #expect(table.find(hash: 1_000 * 7919) { $0 == 1_000 } == nil)
    }
}

@Suite struct SwiftWriterTests {
    /// Lines of a block of text are indented to the writer's level, empty
    /// ones are left empty, and a final line feed ends one more, empty line.
    @Test func linesOfTextAreIndented() {
        var writer = SwiftWriter()
        writer.enter()
        writer.lines("a\n\n  b\nc\n")
        writer.lines("")
        writer.lines("d")
        writer.leave()
        writer.lines("e")
        #expect(String(decoding: writer.utf8, as: UTF8.self) == "    a\n\n      b\n    c\n\n\n    d\ne\n")
    }
}

@Suite struct BuilderGroupingTests {
    /// The children of weights as `walk` visits them: each child's index,
    /// each group in brackets.
    static func walked(_ weights: [Int]) -> String {
        var text = ""
        func append(_ token: String) {
            if let last = text.last, last != "[", token != "]" { text += " " }
            text += token
        }
        SwiftUIPart.BuilderGrouping(weights: weights).walk(
            openGroup: { append("[") },
            closeGroup: { append("]") },
            child: { append("\($0)") })
        return text
    }

    /// Up to ten weighed children stay as they are, however many weigh nothing.
    @Test func tenOrFewerStayUngrouped() {
        #expect(Self.walked([]) == "")
        #expect(Self.walked(Array(repeating: 1, count: 10)) == "0 1 2 3 4 5 6 7 8 9")
        #expect(Self.walked([0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0]) == "0 1 2 3 4 5 6 7 8 9 10 11 12 13")
    }

    /// Past ten, children go into groups of ten in order; a child that weighs
    /// nothing joins the group before it.
    @Test func moreThanTenAreGroupedInOrder() {
        #expect(Self.walked(Array(repeating: 1, count: 11)) == "[0 1 2 3 4 5 6 7 8 9] [10]")
        #expect(Self.walked([0] + Array(repeating: 1, count: 10) + [0, 1]) == "[0 1 2 3 4 5 6 7 8 9 10 11] [12]")
    }

    /// More than ten groups are grouped again, ten at a time, level by level.
    @Test func groupsOfGroups() {
        let twoLevels = Self.walked(Array(repeating: 1, count: 101))
        #expect(twoLevels.hasPrefix("[[0 1 2 3 4 5 6 7 8 9] [10 11 12 13 14 15 16 17 18 19] "))
        #expect(twoLevels.hasSuffix("[90 91 92 93 94 95 96 97 98 99]] [[100]]"))
        let threeLevels = Self.walked(Array(repeating: 1, count: 1_001))
        #expect(threeLevels.hasPrefix("[[[0 1 2 3 4 5 6 7 8 9] "))
        #expect(threeLevels.hasSuffix("[990 991 992 993 994 995 996 997 998 999]]] [[[1000]]]"))
        #expect(threeLevels.filter { $0 == "[" }.count == 1 + 10 + 100 + 1 + 1 + 1)
    }
}
