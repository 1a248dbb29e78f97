import MenuDiagnostics
import MenuFuzzing
import Testing
@testable import MenuSyntax

@Suite("Lexer")
struct LexerTests {
    /// The tokens of `text` as (kind, text) pairs, without the final end of file.
    func tokens(_ text: String) -> [(TokenKind, String)] {
        let bytes = Array(text.utf8)
        let (tokens, _, _) = Lexer.tokenize(bytes)
        return tokens.dropLast().map { ($0.kind, String(decoding: bytes[$0.range.start..<$0.range.end], as: UTF8.self)) }
    }

    func expectTokens(_ text: String, _ expected: [(TokenKind, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let actual = tokens(text)
        #expect(actual.map(\.0) == expected.map(\.0), sourceLocation: sourceLocation)
        #expect(actual.map(\.1) == expected.map(\.1), sourceLocation: sourceLocation)
    }

    /// A string literal ends at its closing quote wherever that falls, with
    /// an escaped quote, non-ASCII text or a tab before it.
    @Test(arguments: [#"\""#, "é", "\t", "…", ""])
    func stringEndsAtItsQuoteAtEveryOffset(_ inner: String) {
        for before in 0...17 {
            for after in 0...9 {
                let literal = "\"" + String(repeating: "a", count: before) + inner + String(repeating: "b", count: after) + "\""
                expectTokens("item " + literal + " key: cmd+Q", [
                    (.identifier, "item"), (.string, literal), (.identifier, "key"), (.colon, ":"), (.shortcut, "cmd+Q"),
                ])
            }
        }
    }

    /// A keyword is recognised only when the whole identifier spells it:
    /// not a prefix, not with a letter beyond ASCII or more letters,
    /// not in other case; and every keyword, of every length, is.
    @Test func keywordsAreWholeIdentifiers() {
        func keyword(_ text: String) -> Keyword? {
            let (tokens, _, _) = Lexer.tokenize(Array(text.utf8))
            #expect(tokens.count == 2 && tokens[0].kind == .identifier, "\(text)")
            return tokens.first?.keyword
        }
        var all: [(String, Keyword)] = [("app", .app), ("platforms", .platforms)]
        all += MenuKind.allCases.map { ($0.keyword, .menu($0)) }
        all += EntryKind.allCases.filter { $0 != .separator }.map { ($0.keyword, .entry($0)) }
        all += AttributeName.allCases.map { ($0.rawValue, .attribute($0)) }
        for (spelling, expected) in all {
            #expect(keyword(spelling) == expected)
            for other in [spelling + "s", spelling + "é", spelling + "_", String(spelling.dropLast()), spelling.dropLast() + "X", spelling.uppercased(),
                          "é" + spelling, spelling + String(repeating: "x", count: 16)] {
                #expect(keyword(other) == nil, "\(other)")
            }
        }
        #expect(keyword("contextmenuXYZW") == nil)
        #expect(keyword("名前") == nil)
    }

    /// The decoder of the common shortcut forms decodes exactly
    /// what the general decoder does, and leaves every mistake to it:
    /// generated shortcut texts of modifier names and symbols, '+' signs and
    /// keys, with a margin of other bytes around the token.
    @Test func spelledOutShortcutsDecodeAsTheGeneralDecoderDoes() {
        let parts = ["cmd", "CMD", "command", "shift", "opt", "alt", "ctrl", "control", "fn", "globe", "cmf", "",
                     "+", "S", "s", "1", ",", "return", "f5", "⌘", "é", "cmd\u{0}", " ", "⇧⌘S", "⌘⌘", "⌃⌥", "⌘Space", "⌥⌘⎋",
                     "⌘\u{FE0E}", "⇧", "⌘,", "⇧⌘", "RETURN", "esc", "f20", "f21", "F05", "pageDown", "⌘Tab", "⌥⌘Esc", "⌘x1", "space",
                     "left"]
        var generator = SplitMix64(state: 3)
        for _ in 0..<20_000 {
            let count = 1 + Int(generator.next() % 4)
            let text = (0..<count).map { _ in parts[Int(generator.next() % UInt64(parts.count))] }.joined(separator: "+")
            let bytes = Array("x \(text) y".utf8)
            let range = SourceRange(start: 2, end: bytes.count - 2)
            let fast = ShortcutDecoder.decode(bytes, range: range)
            let general = ShortcutDecoder.decodeAnyForm(bytes, range: range)
            #expect(fast.0 == general.0, "\(text)")
            #expect(fast.1.map(\.message) == general.1.map(\.message), "\(text)")
        }
    }

    @Test func entryLineTokenByToken() {
        expectTokens(
            #"item "Save" key: cmd+shift+S id: save"#,
            [
                (.identifier, "item"), (.string, #""Save""#), (.identifier, "key"), (.colon, ":"),
                (.shortcut, "cmd+shift+S"), (.identifier, "id"), (.colon, ":"), (.identifier, "save"),
            ])
    }

    @Test func punctuationSeparatorAndNewlines() {
        expectTokens(
            "menu \"A\" {\n    ---\n    toggle \"On\" | \"Off\"\n}\nplatforms macOS, iPadOS",
            [
                (.identifier, "menu"), (.string, "\"A\""), (.leftBrace, "{"), (.newline, "\n"),
                (.separator, "---"), (.newline, "\n"),
                (.identifier, "toggle"), (.string, "\"On\""), (.pipe, "|"), (.string, "\"Off\""), (.newline, "\n"),
                (.rightBrace, "}"), (.newline, "\n"),
                (.identifier, "platforms"), (.identifier, "macOS"), (.comma, ","), (.identifier, "iPadOS"),
            ])
    }

    @Test(arguments: ["cmd+,", "cmd++", "cmd+shift+/", "⌘⇧Z", "cmd+opt+esc", "ctrl+cmd+F", "cmd+{", "⌥⌘⎋", "f12"])
    func shortcutsAfterKeyAreOneToken(_ shortcut: String) {
        expectTokens("key: \(shortcut)", [(.identifier, "key"), (.colon, ":"), (.shortcut, shortcut)])
    }

    @Test func commentAfterShortcutEndsIt() {
        expectTokens("key: cmd+N// new", [(.identifier, "key"), (.colon, ":"), (.shortcut, "cmd+N")])
        // Here the slash after '+' is the key itself.
        expectTokens("key: cmd+/ // help", [(.identifier, "key"), (.colon, ":"), (.shortcut, "cmd+/")])
    }

    @Test func commentsAreCollectedAndNestedBlockCommentsClose() {
        let text = "/* outer /* inner */ still outer */ item // trailing\n"
        let (tokens, comments, diagnostics) = Lexer.tokenize(Array(text.utf8))
        #expect(diagnostics.isEmpty)
        #expect(tokens.map(\.kind) == [.identifier, .newline, .endOfFile])
        #expect(comments.map(\.style) == [.block, .line])
        #expect(comments.map(\.startsLine) == [true, false])
    }

    /// The lexer tells which comments may be suppression directives, so
    /// that the rules do not read every comment again; the ones it rules
    /// out are exactly those whose text does not start with 'menuc:'.
    @Test func commentsThatMayBeDirectivesAreMarked() {
        let text = """
            // menuc:disable-next-line title-case
            //menuc:disable
            /*\tmenuc:disable missing-ellipsis */
            // a note about menuc:disable
            /* menuc */ // menu:disable
            //
            """
        let bytes = Array(text.utf8)
        let (_, comments, diagnostics) = Lexer.tokenize(bytes)
        #expect(diagnostics.isEmpty)
        #expect(comments.map(\.mayBeDirective) == [true, true, true, false, false, false, false])
        #expect(comments.map { $0.startsWithDirectivePrefix(in: bytes) } == comments.map(\.mayBeDirective))
        #expect(comments.map { $0.isNextLineDirective(in: bytes) } == [true, false, false, false, false, false, false])
    }

    @Test func stringEscapesDecode() {
        let bytes = Array(#"item "a \"quoted\" \\ path\n\tline \u{1F600} 中文""#.utf8)
        let (tokens, _, diagnostics) = Lexer.tokenize(bytes)
        #expect(diagnostics.isEmpty)
        #expect(tokens[1].kind == .string && tokens[1].hasEscapes)
        #expect(StringLiteralDecoder.decode(bytes, token: tokens[1]) == "a \"quoted\" \\ path\n\tline 😀 中文")
    }

    /// A literal is its decoded text and its range, with escapes or without,
    /// terminated or not.
    @Test func literalsAreTheirTextAndRange() {
        let bytes = Array(#"item "Save As…" | "a\tb" | "unterminated"#.utf8)
        let (tokens, _, _) = Lexer.tokenize(bytes)
        let strings = tokens.filter { $0.kind == .string }
        #expect(strings.map(\.hasEscapes) == [false, true, false])
        let literals = strings.map { StringLiteralDecoder.literal(bytes, token: $0) }
        #expect(literals.map(\.value) == ["Save As…", "a\tb", "unterminated"])
        #expect(literals.map(\.value) == strings.map { StringLiteralDecoder.decode(bytes, token: $0) })
        let decoded = zip(literals, strings).map { StringLiteral(value: $0.value, range: $1.range) }
        #expect(literals == decoded)
        #expect(literals.map(\.hashValue) == decoded.map(\.hashValue))
        #expect(literals[0] != StringLiteral(value: "Save As…", range: strings[1].range))
    }

    @Test func byteOrderMarkAndCRLFAreAccepted() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("menu \"A\" {\r\n    item \"B\"\r\n}\r\n".utf8)
        let result = Parser.parse(bytes)
        #expect(result.diagnostics.isEmpty)
        let source = SourceFile(path: "bom.menu", bytes: bytes)
        // The first token is at column 1 although three BOM bytes precede it.
        #expect(source.location(of: 3) == MenuDiagnostics.SourceLocation(offset: 3, line: 1, column: 1))
        #expect(source.lineText(1) == "    item \"B\"")
    }

    @Test func badBytesAreReportedAtTheirExactPosition() {
        let marked = MarkedSource("menu \"A\" {1️⃣⊗\n    item \"x2️⃣\u{0}y\"\n    item \"z3️⃣\u{FEFF}\"\n4️⃣\u{7}\n}\n")
        let result = Parser.parse(marked.bytes)
        #expect(result.diagnostics.reported(in: marked.source) == [
            Reported(position: marked.position("1️⃣"), id: "invalid-utf8"),
            Reported(position: marked.position("2️⃣"), id: "control-character"),
            Reported(position: marked.position("3️⃣"), id: "stray-byte-order-mark"),
            Reported(position: marked.position("4️⃣"), id: "control-character"),
        ])
        // The same positions, spelt out once as a check on the markers themselves.
        #expect(["1️⃣", "2️⃣", "3️⃣", "4️⃣"].map(marked.position) == ["1:11", "2:12", "3:12", "4:1"])
    }

    @Test func unterminatedStringAndBadEscape() {
        let marked = MarkedSource("menu \"A\" {\n    item 1️⃣\"Open\n    item \"Bad 2️⃣\\q\"\n}\n")
        let result = Parser.parse(marked.bytes)
        #expect(result.diagnostics.reported(in: marked.source) == [
            Reported(position: marked.position("1️⃣"), id: "unterminated-string"),
            Reported(position: marked.position("2️⃣"), id: "invalid-escape"),
        ])
    }

    @Test func unterminatedBlockCommentPointsAtItsOpening() {
        let marked = MarkedSource("menu \"A\" {\n}\n1️⃣/* never /* closed */\n")
        let result = Parser.parse(marked.bytes)
        #expect(result.diagnostics.reported(in: marked.source) == [Reported(position: marked.position("1️⃣"), id: "unterminated-comment")])
    }

    @Test func binaryInputIsReportedBrieflyAndNeverCrashes() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<20_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let result = Parser.parse(bytes)
        let notText = result.diagnostics.filter { ["invalid-utf8", "control-character"].contains($0.id) }
        #expect(notText.count <= Lexer.badByteReportLimit + 1)
        #expect(notText.last?.message.hasPrefix("too many invalid characters") == true)
        // Reading stopped early, so the rest is short too.
        #expect(result.diagnostics.count < 2 * Lexer.badByteReportLimit)
    }

    /// As many bad bytes or stray characters as the limits allow are each
    /// reported, and the file is read to its end: at the limit, the last
    /// one was taken for one too many, and reading stopped there (a missing
    /// closing quote and brace were reported after it).
    @Test(arguments: [(UInt8(0xFF), "invalid-utf8", Lexer.badByteReportLimit), (UInt8(ascii: "+"), "unexpected-character", Lexer.unexpectedCharacterReportLimit)])
    func problemsUpToTheLimitAreEachReported(_ byte: UInt8, _ id: String, _ limit: Int) {
        var bytes = Array("menu \"File\" {\n".utf8)
        let line = byte == 0xFF ? Array("    item \"A".utf8) + [byte] + Array("\"\n".utf8) : Array("    item \"A\" ".utf8) + [byte, UInt8(ascii: "\n")]
        for _ in 0..<limit { bytes += line }
        bytes += Array("}\n".utf8)
        let result = Parser.parse(bytes)
        #expect(result.diagnostics.map(\.id) == Array(repeating: id, count: limit))
        #expect(!result.diagnostics.contains { $0.message.hasPrefix("too many") })
        bytes.insert(contentsOf: line, at: bytes.count - 2)
        // One more: the summary in its place; reading stops there for bad
        // bytes, and nothing is said of what was not read (the string and
        // the menu it cut).
        let oneMore = Parser.parse(bytes).diagnostics
        #expect(oneMore.count == limit + 1 && oneMore.last?.message.hasPrefix("too many") == true)
        #expect(oneMore.allSatisfy { $0.id == id })
    }

    /// Text with many stray characters is not binary: the reports stop at a
    /// limit, but the file is still read to the end and checked.
    @Test func strayCharactersAreBoundedWithoutStoppingTheFile() {
        let lines = (0..<400).map { "    item \"Item \($0)\" + +" }
        let text = "menu \"File\" {\n" + lines.joined(separator: "\n") + "\n    itme \"Last\"\n}\n"
        let result = Parser.parse(Array(text.utf8))
        let stray = result.diagnostics.filter { $0.id == "unexpected-character" }
        #expect(stray.count == Lexer.unexpectedCharacterReportLimit + 1)
        #expect(stray.last?.message.hasPrefix("too many unexpected characters") == true)
        #expect(result.diagnostics.contains { $0.message == "unknown entry 'itme'; did you mean 'item'?" })
        #expect(!result.diagnostics.contains { $0.id == "invalid-utf8" || $0.message.contains("does not look like a text file") })
    }

    /// The value after a misspelled attribute name is one token, so the
    /// mistake is one error, with a suggestion.
    @Test(arguments: ["kye: cmd+Q", "ky: ⌘⇧S", "keys: cmd+shift+/"])
    func misspelledKeyIsOneError(_ attribute: String) {
        let result = Parser.parse(Array("menu \"File\" {\n    item \"Quit\" \(attribute)\n}\n".utf8))
        #expect(result.diagnostics.map(\.id) == ["unknown-attribute"])
    }
}
