import Foundation
import MenuJSON
import Testing
@testable import MenuDriver

/// `menuc diff`: exit statuses, errors, the forms git calls it in.
@Suite("Diff command")
struct DiffCommandTests {
    static let old = """
        menu "File" {
            item "New" key: cmd+N
            item "Save As…" key: cmd+shift+S
        }

        """

    static let shortcutChanged = """
        menu "File" {
            item "New" key: cmd+N
            item "Save As…" key: cmd+opt+shift+S
        }

        """

    static let commandAdded = """
        menu "File" {
            item "New" key: cmd+N
            item "Save As…" key: cmd+shift+S
            item "Export…" key: cmd+E
        }

        """

    @Test func differencesExitZeroWithoutFailOnChange() throws {
        let folder = try TemporaryFolder()
        let result = Driver.run(["diff", try folder.write("Old.menu", Self.old), try folder.write("New.menu", Self.shortcutChanged)])
        #expect(result.status == .success)
        #expect(result.stdout.hasSuffix("\nFile\n  'Save As…': shortcut ⇧⌘S → ⌥⇧⌘S (line 3)\n"))
        #expect(result.stderr.isEmpty)
    }

    @Test func aChangedShortcutFailsOnChange() throws {
        let folder = try TemporaryFolder()
        let result = Driver.run([
            "diff", "--fail-on-change", try folder.write("Old.menu", Self.old), try folder.write("New.menu", Self.shortcutChanged),
        ])
        #expect(result.status == .inputHasErrors)
        #expect(result.stdout.contains("'Save As…': shortcut ⇧⌘S → ⌥⇧⌘S"))
        #expect(result.stderr == "error: a shortcut that existed changed or went away: ⇧⌘S ('Save As…' in File)\n")
    }

    /// The last line names a few of the broken shortcuts and counts the
    /// rest, and cuts a long title, so it stays short however many broke.
    @Test func manyBrokenShortcutsAreCountedOnTheLastLine() throws {
        let folder = try TemporaryFolder()
        let long = String(repeating: "Long ", count: 200)
        let items = (0..<6).map { "    item \"\(long)\($0)\" key: cmd+ctrl+\($0)\n" }.joined()
        let old = try folder.write("Old.menu", "menu \"File\" {\n" + items + "}\n")
        let new = try folder.write("New.menu", "menu \"File\" {\n}\n")
        let result = Driver.run(["diff", "--fail-on-change", old, new])
        #expect(result.status == .inputHasErrors)
        let last = try #require(result.stderr.split(separator: "\n").last)
        #expect(last.hasPrefix("error: 6 shortcuts that existed changed or went away: ⌃⌘0 ('Long Long"))
        #expect(last.hasSuffix(" and 3 more"))
        #expect(last.count < 300)
    }

    @Test func anAddedCommandDoesNotFailOnChange() throws {
        let folder = try TemporaryFolder()
        let result = Driver.run([
            "diff", "--fail-on-change", "--format", "markdown", try folder.write("Old.menu", Self.old),
            try folder.write("New.menu", Self.commandAdded),
        ])
        #expect(result.status == .success)
        #expect(result.stdout.contains("| Export… | File | `⌘E` |"))
        #expect(result.stderr.isEmpty)
    }

    @Test func aMissingFileExits66() throws {
        let folder = try TemporaryFolder()
        let result = Driver.run(["diff", try folder.write("Old.menu", Self.old), folder.path + "/Missing.menu"])
        #expect(result.status == .unreadableInput)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: cannot read '\(folder.path)/Missing.menu': no such file\n")
    }

    /// As the help says, warnings are not shown: only the errors of a file
    /// that stops the comparison.
    @Test func onlyTheErrorsOfAFileWithErrorsAreShown() throws {
        let folder = try TemporaryFolder()
        let warned = try folder.write("Old.menu", "menu \"File\" {\n    item \"save as\"\n}\n")
        let bad = try folder.write("Bad.menu", errorMenu + "menu \"Edit\" {\n    item \"select all\"\n}\n")
        let result = Driver.run(["diff", warned, bad])
        #expect(result.status == .inputHasErrors)
        #expect(result.stderr.contains("[reserved-shortcut]"))
        #expect(!result.stderr.contains("warning:"), "\(result.stderr)")
    }

    @Test func anInputWithErrorsIsReportedAndNotCompared() throws {
        let folder = try TemporaryFolder()
        let bad = try folder.write("Bad.menu", errorMenu)
        let result = Driver.run(["diff", try folder.write("Old.menu", Self.old), bad])
        #expect(result.status == .inputHasErrors)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("\(bad):2:24: error: "))
        #expect(result.stderr.contains("[reserved-shortcut]"))
        #expect(result.stderr.hasSuffix("1 error generated.\n"))
        // As for 'check', a .menuc beside the file applies.
        try folder.write(".menuc", "--disable reserved-shortcut\n")
        #expect(Driver.run(["diff", folder.path + "/Old.menu", bad]).status == .success)
    }

    @Test func usageMistakesExit64() throws {
        let badFormat = Driver.run(["diff", "--format", "yaml", "a.menu", "b.menu"])
        #expect(badFormat.status == .usage)
        #expect(badFormat.stderr.hasPrefix("error: invalid value 'yaml' for '--format'; use text, markdown, json\n"))
        #expect(Driver.run(["diff", "--format", "jsn", "a", "b"]).stderr.hasPrefix("error: invalid value 'jsn' for '--format'; did you mean 'json'?\n"))
        let oneFile = Driver.run(["diff", "a.menu"])
        #expect(oneFile.status == .usage)
        #expect(oneFile.stderr.hasPrefix("error: 'diff' compares two files, OLD and NEW"))
        #expect(Driver.run(["diff", "-", "-"]).status == .usage)
        // The titles' translations are check's and build's business: diff does not take a catalog.
        let catalog = Driver.run(["diff", "--catalog", "Menus.xcstrings", "a.menu", "b.menu"])
        #expect(catalog.status == .usage)
        #expect(catalog.stderr.contains("'--catalog'"))
    }

    @Test func standardInputIsOneSide() throws {
        let folder = try TemporaryFolder()
        let environment = DriverEnvironment(readStandardInput: { .success(Array(Self.commandAdded.utf8)) })
        let result = Driver.run(["diff", "--format", "json", try folder.write("Old.menu", Self.old), "-"], environment: environment)
        #expect(result.status == .success)
        let document = try JSONParser.parse(result.standardOutput)
        #expect(document["new"]?.stringValue == "<stdin>")
        #expect(document["changes"]?[0]?["change"]?.stringValue == "added")
        #expect(document["changes"]?[0]?["new"]?["line"]?.intValue == 4)
    }

    /// git's external diff driver: path old-file old-hex old-mode new-file
    /// new-hex new-mode, with /dev/null for a file that is not there.
    @Test func gitExternalDiffArguments() throws {
        let folder = try TemporaryFolder()
        let old = try folder.write("old-blob", Self.old)
        let new = try folder.write("new-blob", Self.shortcutChanged)
        let changed = Driver.run(["diff", "Menus.menu", old, "1111111", "100644", new, "2222222", "100644"])
        #expect(changed.status == .success)
        #expect(changed.stdout.hasPrefix("a/Menus.menu → b/Menus.menu: 1 change\n"))
        let added = Driver.run(["diff", "Menus.menu", "/dev/null", ".", ".", new, "2222222", "100644"])
        #expect(
            added.stdout == """
                a/Menus.menu → b/Menus.menu: 3 changes

                File
                  added menu 'File' (line 1)
                  added 'New' ⌘N (line 2)
                  added 'Save As…' ⌥⇧⌘S (line 3)

                """)
        let removed = Driver.run(["diff", "--fail-on-change", "Menus.menu", old, "1111111", "100644", "/dev/null", ".", "."])
        #expect(removed.status == .inputHasErrors)
        #expect(removed.stdout.contains("  removed 'Save As…' ⇧⌘S (old line 3)\n"))
        // A rename adds the new path and a summary.
        let renamed = Driver.run(["diff", "Old.menu", old, "1", "100644", new, "2", "100644", "New.menu", "similarity index 90%\n"])
        #expect(renamed.stdout.hasPrefix("a/Old.menu → b/New.menu: 1 change\n"))
    }

    @Test func helpAndTheSubcommandList() {
        let help = Driver.run(["diff", "--help"])
        #expect(help.status == .success)
        #expect(help.stdout.hasPrefix("OVERVIEW: Show what changed in menus and shortcuts between two .menu files.\n"))
        #expect(help.stdout.contains("USAGE: menuc diff [<options>] <old> <new>\n"))
        #expect(help.stdout.contains("  --fail-on-change "))
        #expect(Driver.run(["help", "diff"]).stdout == help.stdout)
        #expect(Driver.run(["--help"]).stdout.contains("\n  diff "))
    }
}
