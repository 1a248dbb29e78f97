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

    /// "…" and U+2190 to U+23FF (where the shortcut symbols ⌘, ⇧, ↩… are)
    /// stay as they are: at the start, after a letter, after punctuation and
    /// after another of them; their neighbours outside the ranges follow the
    /// general rules.
    @Test func shortcutSymbolsStayAsTheyAre() {
        let kept = [Unicode.Scalar(0x2026)!] + (0x2190...0x23FF).map { Unicode.Scalar($0)! }
        for scalar in kept {
            for text in ["\(scalar)", "a\(scalar)", ".\(scalar)\(scalar)", "Save As\(scalar)", "x\(scalar)"] {
                #expect(SwiftLiteral.escaped(text) == text, "U+\(String(scalar.value, radix: 16))")
            }
            #expect(SwiftLiteral.escaped("\"\(scalar)") == "\\\"\(scalar)", "U+\(String(scalar.value, radix: 16))")
        }
        let neighbours: [(UInt32, String)] = [
            (0x2025, "x\u{2025}"), (0x2027, "x\u{2027}"), (0x218F, #"x\u{218F}"#), (0x2400, "x\u{2400}"),
            (0x200B, #"x\u{200B}"#), (0x202E, #"x\u{202E}"#),
        ]
        for (value, expected) in neighbours {
            #expect(SwiftLiteral.escaped("x" + String(Unicode.Scalar(value)!)) == expected)
        }
        #expect(SwiftLiteral.escaped("Open…") == "Open…")
        #expect(SwiftLiteral.escaped("⌃⌥⇧⌘↩") == "⌃⌥⇧⌘↩")
        #expect(SwiftLiteral.escaped("Bidi \u{202E}") == "Bidi \\u{202E}")
    }

    /// Code interpolates a title as `SwiftLiteral.string` writes it,
    /// whichever way it takes (copied as it is, or escaped scalar by scalar).
    @Test(arguments: [
        ("Save As…", #""Save As…""#), ("", #""""#), ("Say \"Hi\"", #""Say \"Hi\"""#), ("C:\\Files", #""C:\\Files""#),
        ("Tab\there", #""Tab\there""#), ("⌘⇧S", #""⌘⇧S""#), ("Bidi \u{202E}x", #""Bidi \u{202E}x""#), ("打开", #""打开""#),
        ("🙂 Smile", #""🙂 Smile""#), ("e\u{301}", "\"e\u{301}\""), ("…", #""…""#), ("\u{2190}", "\"\u{2190}\""),
        ("\u{23FF}", "\"\u{23FF}\""), ("\u{2400}", "\"\u{2400}\""), ("a\u{200B}b", #""a\u{200B}b""#),
    ])
    func interpolatedLiteralsAreTheLiteralsOfTheText(_ title: String, _ expected: String) {
        #expect("\(literal: title)" == expected)
        #expect(SwiftLiteral.string(title) == expected)
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

    /// Names equal as Swift strings are (canonically equivalent) are one.
    @Test func canonicallyEquivalentNamesClash() {
        var scope = SwiftNameScope()
        #expect(scope.claim("caf\u{E9}") == "caf\u{E9}")
        #expect(scope.claim("cafe\u{301}") == "cafe\u{301}2")
    }
}

@Suite struct SwiftWriterTests {
    /// Lines of a block of text are indented to the writer's level, empty
    /// ones are left empty, and a final line feed ends one more, empty line.
    @Test func linesOfTextAreIndented() {
        let output = ArtefactText()
        var writer = SwiftWriter(output: output)
        writer.enter()
        writer.lines("a\n\n  b\nc\n")
        writer.lines("")
        writer.lines("d")
        writer.leave()
        writer.lines("e")
        writer.finish()
        #expect(output.text == "    a\n\n      b\n    c\n\n\n    d\ne\n")
    }
}

@Suite struct BuilderGroupingTests {
    /// The children of weights as `walk` visits them: each child's index,
    /// each group in brackets. Each line must be one level deeper than the
    /// groups open around it.
    static func walked(_ weights: [Int]) -> String {
        var text = ""
        func append(_ token: String) {
            if let last = text.last, last != "[", token != "]" { text += " " }
            text += token
        }
        var open = 0
        SwiftUIPart.BuilderGrouping(weights: weights).walk(childLines: { [SwiftUIPart.Line("\($0)")] }) { line in
            if line.code == "}" { open -= 1 }
            #expect(line.depth == open)
            switch line.code {
            case "Group {":
                open += 1
                append("[")
            case "}": append("]")
            default: append(line.code)
            }
        }
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
