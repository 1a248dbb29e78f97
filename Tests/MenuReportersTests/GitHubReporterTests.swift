import MenuDiagnostics
import MenuReporters
import Testing

@Suite struct GitHubReporterTests {
    @Test func oneLinePerDiagnostic() {
        let text = "menu File {\n  item \"Save\" key Cmdd+S\n}\n"
        let output = GitHubReporter.render([
            file("menus/main.menu", text, [
                Diagnostic(.error, id: "unknown-modifier", "unknown modifier 'Cmdd'", at: range(of: "Cmdd", in: text),
                           notes: [DiagnosticNote("not shown")]),
                Diagnostic(.warning, id: "long-title", "title is long", at: range(of: "\"Save\"", in: text)),
                Diagnostic(.note, id: "style", "consider a separator", at: .at(text.utf8.count)),
            ]),
            file("b.menu", "x", []),
        ])
        #expect(output == """
            ::error file=menus/main.menu,line=2,col=19,endLine=2,endColumn=23,title=unknown-modifier::unknown modifier 'Cmdd'
            ::warning file=menus/main.menu,line=2,col=8,endLine=2,endColumn=14,title=long-title::title is long
            ::notice file=menus/main.menu,line=4,col=1,endLine=4,endColumn=1,title=style::consider a separator

            """)
        #expect(GitHubReporter.render([]) == "")
    }

    @Test func escaping() {
        let output = GitHubReporter.render([
            file("dir,with:odd%chars\nname.menu", "abc", [
                Diagnostic(.error, id: "id:with,comma", "100% wrong:\r\nline two, really", at: SourceRange(start: 0, end: 3)),
            ]),
        ])
        #expect(output == "::error file=dir%2Cwith%3Aodd%25chars%0Aname.menu,line=1,col=1,endLine=1,endColumn=4,"
            + "title=id%3Awith%2Ccomma::100%25 wrong:%0D%0Aline two, really\n")
    }

    @Test func escapeFunctions() {
        #expect(GitHubReporter.escapeData("a%b\rc\nd:e,f") == "a%25b%0Dc%0Ad:e,f")
        #expect(GitHubReporter.escapeProperty("a%b\rc\nd:e,f") == "a%25b%0Dc%0Ad%3Ae%2Cf")
        #expect(GitHubReporter.escapeData("メニュー 😀") == "メニュー 😀")
        // Other controls would reach the log raw: escaped as the text reporter escapes them.
        #expect(GitHubReporter.escapeData("a\u{1B}[31m\u{7}\u{7F}\u{9B}b") == "a\\u{1B}[31m\\u{7}\\u{7F}\\u{9B}b")
        #expect(GitHubReporter.escapeProperty("x\u{1B}y.menu") == "x\\u{1B}y.menu")
    }
}
