import Foundation
import MenuDiagnostics
import MenuRules
import Testing
@testable import MenuDriver

/// Reports stay bounded on hostile input: quotes are excerpts, and a file
/// reports at most `--error-limit` diagnostics.
@Suite("Bounded reports")
struct HostileReportTests {
    /// `menuc check` of `text` read from standard input as `a.menu`.
    private func check(_ text: String, _ options: [String] = []) -> DriverResult {
        let environment = DriverEnvironment(readStandardInput: { .success(Array(text.utf8)) })
        return Driver.run(["check", "--stdin-filename", "a.menu", "--color", "never"] + options + ["-"], environment: environment)
    }

    @Test func aLongShortcutIsQuotedAsAnExcerpt() {
        let shortcut = String(repeating: "cmd+", count: 20) + "O"
        let result = check("menu \"File\" {\n  item \"Open\" key: \(shortcut)\n}\n", ["--error-limit", "1"])
        #expect(result.stderr == """
            a.menu:2:24: error: modifier 'cmd' appears twice in shortcut 'cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+c…'; remove one [repeated-modifier]
              item "Open" key: cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+O
                                   ^~~
            a.menu:2:20: note: first written here
              item "Open" key: cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+O
                               ^~~
            a.menu:2:28: note: too many errors emitted (18 more not shown); use '--error-limit 0' to show all [error-limit]
              item "Open" key: cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+cmd+O
                                       ^~~
            1 error generated.

            """)
    }

    @Test func aLongTitleIsQuotedAsAnExcerpt() {
        let result = check("menu \"File\" {\n  item \"open the door to the garden and the kitchen and the hall\"\n}\n")
        #expect(result.stderr == """
            a.menu:2:8: warning: title 'open the door to the garden and the kitchen and t…' is 56 columns wide; shorten it to 40 or fewer [long-title]
              item "open the door to the garden and the kitchen and the hall"
                   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            a.menu:2:8: warning: 'open the door to the garden and the kitchen and t…' is not in title case; write 'Open the Door to the Garden and the Kitchen and t…' [title-case]
              item "open the door to the garden and the kitchen and the hall"
                   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
                   "Open the Door to the Garden and the Kitchen and the Hall"
            2 warnings generated.

            """)
    }

    @Test func pastTheLimitOneNoteCountsTheRest() {
        let result = check("x\nx\nx\n", ["--error-limit", "2"])
        #expect(result.status == .inputHasErrors)
        #expect(result.stderr == """
            a.menu:1:1: error: unknown declaration 'x'; expected 'app', 'platforms', 'menu', 'contextmenu', 'pulldown', 'popup', 'dockmenu', 'editmenu' or 'activities' [expected-declaration]
            x
            ^
            a.menu:2:1: error: unknown declaration 'x'; expected 'app', 'platforms', 'menu', 'contextmenu', 'pulldown', 'popup', 'dockmenu', 'editmenu' or 'activities' [expected-declaration]
            x
            ^
            a.menu:3:1: note: too many errors emitted (1 more not shown); use '--error-limit 0' to show all [error-limit]
            x
            ^
            2 errors generated.

            """)
    }

    @Test func theDefaultLimitIs200AndZeroShowsAll() {
        let text = String(repeating: "x\n", count: 250)
        let limited = check(text).stderr
        #expect(limited.components(separatedBy: ": error: ").count - 1 == 200)
        #expect(limited.contains("a.menu:201:1: note: too many errors emitted (50 more not shown)"))
        let all = check(text, ["--error-limit", "0"]).stderr
        #expect(all.components(separatedBy: ": error: ").count - 1 == 250)
        #expect(!all.contains("too many"))
    }

    /// An error left out still fails the check, even when what is shown
    /// are warnings.
    @Test func errorsPastTheLimitStillFailTheCheck() {
        let text = "menu \"File\" {\n  item \"open\"\n  item \"Run\" role: nosuchrole\n}\n"
        let result = check(text, ["--error-limit", "1"])
        #expect(!result.stderr.contains(": error: "))
        #expect(result.stderr.contains("(1 more not shown)"))
        #expect(result.status == .inputHasErrors)
    }

    /// Rules keep only as many findings as are shown, and count the rest;
    /// an error among those counted still fails the check.
    @Test func ruleFindingsPastTheLimitAreCounted() {
        let text = "menu \"File\" {\n  item \"open\"\n  item \"close\"\n  item \"save\"\n}\n"
        let result = check(text, ["--error-limit", "1", "--warnings-as-errors"])
        #expect(result.stderr.components(separatedBy: ": error: ").count - 1 == 1)
        #expect(result.stderr.contains("note: too many errors emitted (2 more not shown)"))
        #expect(result.status == .inputHasErrors)
    }

    /// With suppression comments every finding is kept until the comments
    /// are applied: a comment that silences one past the limit is used.
    @Test func suppressionsApplyBeforeTheLimit() {
        let text = "menu \"File\" {\n  item \"open\"\n  item \"close\"\n  // menuc:disable-next-line title-case\n  item \"save\"\n}\n"
        let result = check(text, ["--error-limit", "1"])
        #expect(result.stderr.contains("a.menu:2:8: warning: 'open' is not in title case"))
        #expect(result.stderr.contains("a.menu:3:8: note: too many warnings emitted (1 more not shown)"))
        #expect(!result.stderr.contains("unused-suppression"))
    }

    /// '--fix' applies every fix-it and judges each round by all the errors,
    /// not by the first few it shows.
    @Test func fixesAreNotLimited() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.menu", "menu \"File\" {\n  itme \"Open\"\n  itme \"Close\"\n  itme \"Save\"\n}\n")
        let result = Driver.run(["check", "--fix", "--error-limit", "1", file])
        #expect(result.status == .success)
        #expect(folder.read("a.menu") == "menu \"File\" {\n  item \"Open\"\n  item \"Close\"\n  item \"Save\"\n}\n")
    }

    @Test(arguments: ["-1", "many", ""])
    func aLimitMustBeANumber(_ value: String) {
        let result = check("x\n", ["--error-limit=\(value)"])
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix("error: invalid value '\(value)' for '--error-limit'; use a number, or 0 to report all\n"))
    }

    @Test func anOptionsFileSetsTheLimit() throws {
        let folder = try TemporaryFolder()
        try folder.write(".menuc", "--error-limit 1\n")
        let file = try folder.write("a.menu", "x\nx\nx\n")
        let result = Driver.run(["check", "--color", "never", file])
        #expect(result.stderr.components(separatedBy: ": error: ").count - 1 == 1)
        #expect(result.stderr.contains("(2 more not shown)"))
        let overridden = Driver.run(["check", "--color", "never", "--error-limit", "0", file])
        #expect(overridden.stderr.components(separatedBy: ": error: ").count - 1 == 3)
    }

    /// Inputs of about 200 KB built to report as much as they can: every
    /// line an error, every line a warning, one line of errors, one huge
    /// title. Each reporter's report stays under a fixed size, whatever the
    /// size of the input.
    @Test(arguments: ["text", "json", "sarif", "github"])
    func reportsAreBoundedWhateverTheInput(reporter: String) {
        for input in Self.hostileInputs {
            let result = check(input, ["--reporter", reporter])
            let size = result.standardOutput.count + result.standardError.count
            #expect(size < 600_000, "\(reporter): \(size) bytes for \(input.prefix(20))…")
        }
    }

    /// The shapes of issue 40 (and of `menuc-bench`'s hostile inputs), at
    /// about 200 KB: a reproducer each, small enough to run in every test run.
    static let hostileInputs = [
        String(repeating: "x\n", count: 100_000),
        "menu \"File\" {\n" + (0..<8_000).map { "  item \"open thing \($0)\"\n" }.joined() + "}\n",
        "menu \"File\" {\n  item \"A\" " + String(repeating: "disabled ", count: 20_000) + "\n}\n",
        "menu \"File\" {\n  item \"A\" key: " + String(repeating: "cmd+", count: 50_000) + "O\n}\n",
        "platforms " + String(repeating: "macOS, ", count: 30_000) + "iOS\nmenu \"File\" {\n  item \"A\"\n}\n",
        "menu \"File\" {\n  item \"" + String(repeating: "a the ... ", count: 20_000) + "\"\n}\n",
        "menu \"File\" {\n  item \"" + String(repeating: "a", count: 200_000) + "\"\n}\n",
        "menu \"File\" {\n" + String(repeating: "  item \"the open... " + String(repeating: "a", count: 2_000) + "\"\n", count: 100) + "}\n",
        "menu \"File\" {\n  item \"A\" key: cmd+O" + String(repeating: "\u{301}", count: 100_000) + "\n}\n",
    ]

    /// The shapes that once took seconds and hundreds of megabytes at 10 MB,
    /// at about 200 KB: a key followed by combining marks, one shortcut of
    /// repeated modifiers, a platform listed again and again. Each report
    /// is small and holds at most the limit's diagnostics and the note.
    @Test(arguments: [
        "menu \"File\" {\n  item \"A\" key: cmd+O" + String(repeating: "\u{301}", count: 100_000) + "\n}\n",
        "menu \"File\" {\n  item \"A\" key: " + String(repeating: "cmd+", count: 50_000) + "O\n}\n",
        "platforms " + String(repeating: "macOS, ", count: 30_000) + "macOS\nmenu \"File\" {\n  item \"A\"\n}\n",
    ])
    func hostileShapesGetSmallReports(_ input: String) {
        let result = check(input)
        #expect(result.status == .inputHasErrors)
        #expect(result.stderr.utf8.count < 200_000, "\(result.stderr.utf8.count) bytes for \(input.prefix(30))…")
        #expect(result.stderr.components(separatedBy: ": error: ").count - 1 <= DiagnosticLimit.defaultLimit)
    }

    /// Whatever the input, the JSON report holds at most the error limit's
    /// diagnostics and the note counting the rest, and no fix-it carries
    /// more than a title a fix rewrites.
    @Test func reportsHoldAtMostTheLimit() throws {
        for input in Self.hostileInputs {
            let result = check(input, ["--reporter", "json"])
            let report = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput)) as? [[String: Any]])
            #expect(report.count <= 201, "\(report.count) diagnostics for \(input.prefix(20))…")
            let replacements = report.flatMap { ($0["fixIts"] as? [[String: Any]]) ?? [] }.compactMap { $0["replacement"] as? String }
            #expect(replacements.allSatisfy { $0.utf8.count <= 1_100 }, "a long fix-it for \(input.prefix(20))…")
        }
    }

    /// A title longer than any menu shows gets its diagnostics, but no
    /// fix-it rewriting it whole.
    @Test func aHugeTitleGetsNoFixIt() {
        let long = String(repeating: "a", count: 1_001)
        let result = check("menu \"File\" {\n  item \"\(long)\"\n}\n", ["--reporter", "json"])
        #expect(result.stdout.contains("\"title-case\""))
        #expect(!result.stdout.contains("\"replacement\""))
        let short = check("menu \"File\" {\n  item \"\(long.dropLast())\"\n}\n", ["--reporter", "json"])
        #expect(short.stdout.contains("\"replacement\": \"\\\"A\(long.dropFirst(2))\\\"\""))
    }

    /// Positions come from the line table, and are right for every one of
    /// many errors on one long line with a non-ASCII character before them.
    @Test func manyErrorsOnOneLineHaveTheirColumns() {
        let count = 2_000
        let source = SourceFile(path: "a.menu", text: "menu \"File\" {\n  item \"é\" " + String(repeating: "disabled ", count: count) + "\n}\n")
        var unlimited = Configuration()
        unlimited.errorLimit = 0
        let diagnostics = Checker.check(source, configuration: unlimited).diagnostics
        #expect(diagnostics.count == count - 1)
        // The first 'disabled' is at byte column 13, UTF-16 column 11 (0-based,
        // 'é' is one unit); each after it 9 further on.
        #expect(diagnostics.map { source.location(of: $0.range.start).column } == (1..<count).map { 13 + 9 * $0 })
        #expect(diagnostics.map { source.utf16Column(of: $0.range.start) } == (1..<count).map { 11 + 9 * $0 })
        #expect(diagnostics.allSatisfy { source.location(of: $0.range.start).line == 2 })
    }
}
