import Foundation
import MenuBackends
import Testing
@testable import MenuDriver

/// What a newcomer meets first: mistakes on the command line answered with
/// what to write instead, and commands that say what they did.
@Suite("Rough edges")
struct RoughEdgeTests {
    /// An unknown '--emit' value is answered with the values there are, as
    /// an unknown '--reporter' value is.
    @Test func anUnknownEmitValueListsTheValues() {
        let result = Driver.run(["build", "--emit", "yaml", "a.menu"])
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix("error: invalid value 'yaml' for '--emit'; use \(BuildCommand.formatList)\n"), "\(result.stderr)")
        #expect(BuildCommand.formatList.hasPrefix("json, markdown"))
        // A near miss is still answered with the near value.
        #expect(Driver.run(["build", "--emit", "jsno", "a.menu"]).stderr.hasPrefix("error: invalid value 'jsno' for '--emit'; did you mean 'json'?\n"))
    }

    /// Other tools' names for menuc's subcommands are too far from them for
    /// a spelling suggestion.
    @Test(arguments: [("format", "fmt"), ("lint", "check"), ("compile", "build"), ("Lint", "check")])
    func otherToolsNamesSuggestTheSubcommand(_ name: String, _ subcommand: String) {
        let result = Driver.run([name, "a.menu"])
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix("error: unknown subcommand '\(name)'; did you mean '\(subcommand)'?\n"), "\(result.stderr)")
        #expect(Driver.run(["help", name]).stderr.hasPrefix("error: unknown subcommand '\(name)'; did you mean '\(subcommand)'?\n"))
    }

    /// Each file that `fmt` refuses is named, not just "not formatted".
    @Test func formatNamesEachFileItRefuses() throws {
        let folder = try TemporaryFolder()
        let bad = try folder.write("Bad.menu", "menu \"File\" {\n    item \"New\n}\n")
        let good = try folder.write("Good.menu", "menu \"File\" {\n    item \"New\"\n}\n")
        let worse = try folder.write("Worse.menu", "menu \"Edit\" {\n    item \"Copy\" key:\n}\n")
        let result = Driver.run(["fmt", "--check", "--color", "never", bad, good, worse])
        #expect(result.status == .inputHasErrors)
        let summary = result.stderr.split(separator: "\n").filter { $0.contains("not formatted") }
        #expect(summary == [
            "error: '\(bad)' not formatted: fix the syntax errors first",
            "error: '\(worse)' not formatted: fix the syntax errors first",
        ])
    }

    /// `check --fix` says how many fix-its it applied to each file it
    /// rewrote, before it reports what remains; a file it leaves alone is
    /// not mentioned.
    @Test func fixSaysWhatItChanged() throws {
        let folder = try TemporaryFolder()
        let fixed = try folder.write("Fixed.menu", "menu \"File\" {\n    item \"Export...\"\n    item \"Print...\" key: cmd+P\n}\n")
        let untouched = try folder.write("Clean.menu", cleanMenu)
        let one = try folder.write("One.menu", "menu \"File\" {\n    item \"Save...\" key: cmd+space\n}\n")
        let result = Driver.run(["check", "--fix", "--color", "never", fixed, untouched, one])
        #expect(folder.read("Fixed.menu") == "menu \"File\" {\n    item \"Export…\"\n    item \"Print…\" key: cmd+P\n}\n")
        #expect(folder.read("One.menu") == "menu \"File\" {\n    item \"Save…\" key: cmd+space\n}\n")
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines.prefix(3)) == [
            "applied 2 fix-its to '\(fixed)'",
            "applied 1 fix-it to '\(one)'",
            "\(one):2:25: error: '⌘Space' is reserved by the system: it opens Spotlight on macOS; choose another shortcut [reserved-shortcut]",
        ], "\(result.stderr)")
        #expect(!result.stderr.contains(untouched))
        #expect(result.status == .inputHasErrors)
    }

    /// A mistake in an options file is reported at its line and column,
    /// past comments and blank lines, by `check` and `build` alike.
    @Test(arguments: ["check", "build"])
    func optionsFileMistakesHaveTheirLine(_ command: String) throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("App.menu", cleanMenu)
        try folder.write(".menuc", "# options\n\n--warnings-as-errors\n  --platform macOS  # and\n    --rule-option long-title.max-columns=wide\n")
        let result = Driver.run([command] + (command == "build" ? ["--emit", "json"] : []) + [file])
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix("\(folder.path)/.menuc:5:5: error: "), "\(result.stderr)")
    }
}
