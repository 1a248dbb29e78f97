import MenuDiagnostics
import MenuReporters
import Testing

@Suite struct TextReporterTests {
    private let menu = """
        menu File {
          item "Save" key Cmdd+S
        }

        """

    private func render(_ text: String, _ diagnostics: [Diagnostic], colors: Bool = false) -> String {
        TextReporter.render([file(text, diagnostics)], colors: colors)
    }

    @Test func plainErrorAtAPoint() {
        let output = render(menu, [Diagnostic(.error, id: "expected-brace", "expected '{'", at: position(of: "item", in: menu))])
        #expect(output == """
            main.menu:2:3: error: expected '{' [expected-brace]
              item "Save" key Cmdd+S
              ^

            """)
    }

    /// A message quoting a title with a `\n` escape stays on its line,
    /// as editors and CI read one line per problem; so does a note.
    @Test func controlCharactersInMessagesAreWrittenAsEscapes() {
        let diagnostic = Diagnostic(
            .warning, id: "title-case", "'two\nlines\there' is not in title case", at: position(of: "item", in: menu),
            notes: [DiagnosticNote("a bell \u{7}, and \u{85}", at: nil)])
        #expect(render(menu, [diagnostic]) == """
            main.menu:2:3: warning: 'two\\nlines\\there' is not in title case [title-case]
              item "Save" key Cmdd+S
              ^
            main.menu: note: a bell \\u{7}, and \\u{85}

            """)
    }

    @Test func longLinesAreShownAsAWindowAroundTheRange() {
        let line = String(repeating: "a", count: 150) + " BAD " + String(repeating: "é", count: 150)
        let output = render(line, [Diagnostic(.error, id: "x", "here", at: range(of: "BAD", in: line))])
        // 60 bytes before the range; after it, 60 bytes rounded up to a whole character.
        let shown = "…" + String(repeating: "a", count: 59) + " BAD " + String(repeating: "é", count: 30) + "…"
        #expect(output == """
            main.menu:1:152: error: here [x]
            \(shown)
            \(String(repeating: " ", count: 61))^~~

            """)
    }

    @Test func rangeWithTildes() {
        let output = render(menu, [
            Diagnostic(.warning, id: "unknown-modifier", "unknown modifier 'Cmdd'", at: range(of: "Cmdd", in: menu)),
        ])
        #expect(output == """
            main.menu:2:19: warning: unknown modifier 'Cmdd' [unknown-modifier]
              item "Save" key Cmdd+S
                              ^~~~

            """)
    }

    @Test func singleCharacterRangeHasNoTilde() {
        let output = render(menu, [Diagnostic(.error, id: "x", "here", at: range(of: "{", in: menu))])
        #expect(output == """
            main.menu:1:11: error: here [x]
            menu File {
                      ^

            """)
    }

    @Test func wideCharactersBeforeTheCaret() {
        let text = "menu ファイル {\n  item \"保存😀\" key Cmdd\n}\n"
        let output = render(text, [
            Diagnostic(.error, id: "unknown-modifier", "unknown modifier 'Cmdd'", at: range(of: "Cmdd", in: text)),
            Diagnostic(.error, id: "wide", "wide range", at: range(of: "保存😀", in: text)),
        ])
        // Columns count UTF-8 bytes; the caret counts display columns
        // (保, 存 and 😀 are two columns each).
        #expect(output == """
            main.menu:2:25: error: unknown modifier 'Cmdd' [unknown-modifier]
              item "保存😀" key Cmdd
                                ^~~~
            main.menu:2:9: error: wide range [wide]
              item "保存😀" key Cmdd
                    ^~~~~~

            """)
    }

    @Test func tabsExpandToMultiplesOfFour() {
        let text = "menu File {\n\tkey\tCmdd\n}\n"
        let output = render(text, [Diagnostic(.error, id: "x", "bad", at: range(of: "Cmdd", in: text))])
        #expect(output == """
            main.menu:2:6: error: bad [x]
                key Cmdd
                    ^~~~

            """)
        let tabs = "\t\tx"
        let underTabs = render(tabs, [Diagnostic(.error, id: "t", "tab range", at: range(of: "\t\t", in: tabs))])
        #expect(underTabs == "main.menu:1:1: error: tab range [t]\n        x\n^~~~~~~~\n")
    }

    @Test func rangeContinuingOnLaterLinesIsUnderlinedToTheEndOfItsFirstLine() {
        let text = "menu File {\n  item \"Save\"\n}\n"
        let start = range(of: "File", in: text).start
        let output = render(text, [
            Diagnostic(.error, id: "x", "multi-line", at: SourceRange(start: start, end: range(of: "}", in: text).end)),
        ])
        #expect(output == """
            main.menu:1:6: error: multi-line [x]
            menu File {
                 ^~~~~~

            """)
    }

    @Test func trailingCarriageReturnIsNotShown() {
        let text = "menu File {\r\n  item Save\r\n}\r\n"
        let output = render(text, [Diagnostic(.error, id: "x", "unquoted", at: range(of: "Save", in: text))])
        #expect(output == "main.menu:2:8: error: unquoted [x]\n  item Save\n       ^~~~\n")
    }

    @Test func controlCharactersAreShownVisibly() {
        let text = "a\u{1B}[31mb"
        let output = render(text, [Diagnostic(.error, id: "x", "escape", at: range(of: "b", in: text))])
        #expect(output == "main.menu:1:7: error: escape [x]\na<U+001B>[31mb\n             ^\n")
        let c1 = "a\u{9B}31mb"
        let shownC1 = render(c1, [Diagnostic(.error, id: "x", "csi \u{9B}", at: range(of: "b", in: c1))])
        #expect(shownC1 == "main.menu:1:7: error: csi \\u{9B} [x]\na<U+009B>31mb\n            ^\n")
    }

    @Test func notesWithAndWithoutRange() {
        let text = "menu File {\n  item \"Save\" key Cmd+S\n  item \"Save\" key Cmd+S\n}\n"
        let diagnostic = Diagnostic(
            .error, id: "duplicate-shortcut", "shortcut 'Cmd+S' is used twice",
            at: range(of: "Cmd+S", in: text, occurrence: 1),
            notes: [
                DiagnosticNote("first used here", at: range(of: "Cmd+S", in: text)),
                DiagnosticNote("shortcuts must be unique within a menu bar"),
            ])
        #expect(render(text, [diagnostic]) == """
            main.menu:3:19: error: shortcut 'Cmd+S' is used twice [duplicate-shortcut]
              item "Save" key Cmd+S
                              ^~~~~
            main.menu:2:19: note: first used here
              item "Save" key Cmd+S
                              ^~~~~
            main.menu: note: shortcuts must be unique within a menu bar

            """)
    }

    @Test func insertFixIts() {
        let text = "menu File {\n  item Save\n}\n"
        let word = range(of: "Save", in: text)
        let diagnostic = Diagnostic(
            .error, id: "unquoted-title", "titles must be quoted", at: word,
            fixIts: [
                .insert("\"", at: word.start, message: "insert '\"'"),
                .insert("\"", at: word.end, message: "insert '\"'"),
            ])
        #expect(render(text, [diagnostic]) == """
            main.menu:2:8: error: titles must be quoted [unquoted-title]
              item Save
                   ^~~~
                   "   "

            """)
    }

    @Test func replaceFixIt() {
        let cmdd = range(of: "Cmdd", in: menu)
        let diagnostic = Diagnostic(
            .error, id: "unknown-modifier", "unknown modifier 'Cmdd'; did you mean 'Cmd'?", at: cmdd,
            fixIts: [.replace(cmdd, with: "Cmd", message: "replace 'Cmdd' with 'Cmd'")])
        #expect(render(menu, [diagnostic]) == """
            main.menu:2:19: error: unknown modifier 'Cmdd'; did you mean 'Cmd'? [unknown-modifier]
              item "Save" key Cmdd+S
                              ^~~~
                              Cmd

            """)
    }

    @Test func fixItsThatAreNotShown() {
        let cmdd = range(of: "Cmdd", in: menu)
        let diagnostic = Diagnostic(
            .error, id: "x", "m", at: cmdd,
            fixIts: [
                .remove(cmdd, message: "remove"),
                .insert("}", at: menu.utf8.count, message: "on another line"),
                .replace(cmdd, with: "A\nB", message: "multi-line text"),
            ])
        #expect(render(menu, [diagnostic]) == """
            main.menu:2:19: error: m [x]
              item "Save" key Cmdd+S
                              ^~~~

            """)
    }

    @Test func overlappingFixItHintsMoveRight() {
        let text = "ab"
        let diagnostic = Diagnostic(
            .error, id: "x", "m", at: .at(0),
            fixIts: [
                .insert("XYZ", at: 0, message: "first"),
                .insert("Q", at: 1, message: "second"),
            ])
        #expect(render(text, [diagnostic]) == "main.menu:1:1: error: m [x]\nab\n^\nXYZ Q\n")
    }

    @Test func atEndOfFile() {
        let unterminated = "menu File {"
        #expect(render(unterminated, [Diagnostic(.error, id: "expected-brace", "expected '}'", at: .at(unterminated.utf8.count))]) == """
            main.menu:1:12: error: expected '}' [expected-brace]
            menu File {
                       ^

            """)

        let withNewline = "menu File {\n"
        let atEnd = Diagnostic(
            .error, id: "expected-brace", "expected '}'", at: .at(withNewline.utf8.count),
            fixIts: [.insert("}", at: withNewline.utf8.count, message: "insert '}'")])
        #expect(render(withNewline, [atEnd]) == "main.menu:2:1: error: expected '}' [expected-brace]\n\n^\n}\n")

        #expect(render("", [Diagnostic(.error, id: "empty", "empty file", at: .at(0))])
            == "main.menu:1:1: error: empty file [empty]\n\n^\n")

        // Offsets past the end are clamped to the end.
        #expect(render("ab", [Diagnostic(.warning, id: "far", "far away", at: SourceRange(start: 10, end: 20))])
            == "main.menu:1:3: warning: far away [far]\nab\n  ^\n")
    }

    @Test func severalFilesInOrder() {
        let output = TextReporter.render([
            file("b.menu", "x", [Diagnostic(.note, id: "n", "remark", at: .at(0))]),
            file("a.menu", "y", [Diagnostic(.error, id: "e", "bad", at: SourceRange(start: 0, end: 1))]),
            file("c.menu", "z", []),
        ], colors: false)
        #expect(output == "b.menu:1:1: note: remark [n]\nx\n^\na.menu:1:1: error: bad [e]\ny\n^\n")
        #expect(TextReporter.render([], colors: true) == "")
    }

    @Test func colors() {
        let cmdd = range(of: "Cmdd", in: menu)
        let diagnostics = [
            Diagnostic(
                .error, id: "unknown-modifier", "unknown modifier 'Cmdd'", at: cmdd,
                notes: [DiagnosticNote("menu here", at: range(of: "File", in: menu)), DiagnosticNote("no range")],
                fixIts: [.replace(cmdd, with: "Cmd", message: "fix")]),
            Diagnostic(.warning, id: "w", "careful", at: range(of: "item", in: menu)),
        ]
        let e = escape
        #expect(render(menu, diagnostics, colors: true) == """
            \(e)[1mmain.menu:2:19: \(e)[0m\(e)[0;1;31merror: \(e)[0m\(e)[1munknown modifier 'Cmdd' [unknown-modifier]\(e)[0m
              item "Save" key Cmdd+S
            \(e)[0;1;32m                  ^~~~\(e)[0m
            \(e)[0;32m                  Cmd\(e)[0m
            \(e)[1mmain.menu:1:6: \(e)[0m\(e)[0;1;30mnote: \(e)[0mmenu here
            menu File {
            \(e)[0;1;32m     ^~~~\(e)[0m
            \(e)[1mmain.menu: \(e)[0m\(e)[0;1;30mnote: \(e)[0mno range
            \(e)[1mmain.menu:2:3: \(e)[0m\(e)[0;1;35mwarning: \(e)[0m\(e)[1mcareful [w]\(e)[0m
              item "Save" key Cmdd+S
            \(e)[0;1;32m  ^~~~\(e)[0m

            """)
        #expect(!render(menu, diagnostics, colors: false).contains(escape))
    }

    @Test func summaryWording() {
        #expect(TextReporter.summary(errors: 0, warnings: 0) == nil)
        #expect(TextReporter.summary(errors: 1, warnings: 0) == "1 error generated.")
        #expect(TextReporter.summary(errors: 3, warnings: 0) == "3 errors generated.")
        #expect(TextReporter.summary(errors: 0, warnings: 1) == "1 warning generated.")
        #expect(TextReporter.summary(errors: 0, warnings: 2) == "2 warnings generated.")
        #expect(TextReporter.summary(errors: 1, warnings: 2) == "1 error and 2 warnings generated.")
        #expect(TextReporter.summary(errors: 2, warnings: 1) == "2 errors and 1 warning generated.")
    }
}
