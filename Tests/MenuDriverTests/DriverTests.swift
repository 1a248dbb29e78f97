import Foundation
import MenuBackends
import MenuDiagnostics
import MenuJSON
import MenuModel
import MenuRules
import MenuSyntax
import Testing
@testable import MenuDriver

/// A temporary folder, removed when the test ends.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "menuc-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    func read(_ name: String) -> String? {
        try? String(contentsOfFile: path + "/" + name, encoding: .utf8)
    }
}

extension DriverResult {
    var stdout: String { String(decoding: standardOutput, as: UTF8.self) }
    var stderr: String { String(decoding: standardError, as: UTF8.self) }
}

let cleanMenu = """
    menu "File" {
        item "New" key: cmd+N
    }

    """

let warningMenu = """
    menu "File" {
        item "Export"
    }

    """

let errorMenu = """
    menu "File" {
        item "Search" key: cmd+space
    }

    """

@Suite("Driver")
struct DriverTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// `check` leaves the last file's model and index to the exit.
    @Test func checkKeepsTheLastFilesModelAndIndexUntilExit() throws {
        let folder = try TemporaryFolder()
        let (first, last) = (try folder.write("a.menu", cleanMenu), try folder.write("b.menu", warningMenu))
        let result = Driver.run(["check", first, last])
        let kept = try #require(result.keptUntilExit)
        #expect(kept.source.path == last)
        #expect(kept.index != nil)
    }

    // MARK: - Exit statuses

    @Test func cleanFileExitsZero() throws {
        let folder = try TemporaryFolder()
        let result = Driver.run(["check", try folder.write("a.menu", cleanMenu)])
        #expect(result.status == .success)
        #expect(result.stderr.isEmpty)
    }

    @Test func warningsStillExitZero() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.menu", warningMenu)
        let result = Driver.run(["check", file])
        #expect(result.status == .success)
        #expect(result.stderr.contains("\(file):2:10: warning: 'Export' asks for more input before it acts; end its title with '…' [missing-ellipsis]"))
        #expect(result.stderr.hasSuffix("1 warning generated.\n"))
    }

    @Test func warningsAsErrorsExitOne() throws {
        let folder = try TemporaryFolder()
        let result = Driver.run(["check", "--warnings-as-errors", try folder.write("a.menu", warningMenu)])
        #expect(result.status == .inputHasErrors)
        #expect(result.stderr.contains("error: 'Export' asks for more input"))
    }

    @Test func errorsExitOne() throws {
        let folder = try TemporaryFolder()
        let result = Driver.run(["check", try folder.write("a.menu", errorMenu)])
        #expect(result.status == .inputHasErrors)
        #expect(result.stderr.contains("[reserved-shortcut]"))
    }

    @Test func unreadableInputExits66() throws {
        let folder = try TemporaryFolder()
        let missing = Driver.run(["check", folder.path + "/missing.menu"])
        #expect(missing.status == .unreadableInput)
        #expect(missing.stderr == "error: cannot read '\(folder.path)/missing.menu': no such file\n")
        let directory = Driver.run(["check", folder.path])
        #expect(directory.status == .unreadableInput)
        #expect(directory.stderr == "error: '\(folder.path)' is a directory without .menu files\n")
    }

    @Test func aDirectoryStandsForTheMenuFilesBelowIt() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/Nested/.hidden", withIntermediateDirectories: true)
        try folder.write("Clean.menu", cleanMenu)
        try folder.write("Nested/Error.menu", errorMenu)
        try folder.write("Nested/.hidden/Ignored.menu", errorMenu)
        try folder.write("notes.txt", "not a menu")
        let result = Driver.run(["check", "--reporter", "json", folder.path])
        #expect(result.status == .inputHasErrors)
        let files = Set(try JSONParser.parse(result.standardOutput).arrayValue?.compactMap { $0["file"]?.stringValue } ?? [])
        #expect(files == [folder.path + "/Nested/Error.menu"])
        let built = Driver.run(["build", "--emit", "json", "-o", folder.path, folder.path + "/Clean.menu"])
        #expect(built.status == .success)
    }

    /// The walk of a folder lists each file once and never waits: a link
    /// back up the tree is not followed (it made the walk go round until
    /// paths grew too long, checking each file forty times), a FIFO named
    /// like a menu is passed over (opening it waited for a writer), and a
    /// link to a menu file is read.
    @Test func aDirectoryIsWalkedWithoutLoopsOrWaits() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/Menus/Deeper", withIntermediateDirectories: true)
        try folder.write("Menus/Deeper/Error.menu", errorMenu)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Menus/Deeper/up", withDestinationPath: "..")
        try folder.write("Elsewhere.txt", errorMenu)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Menus/Linked.menu", withDestinationPath: folder.path + "/Elsewhere.txt")
        #expect(mkfifo(folder.path + "/Menus/Pipe.menu", 0o600) == 0)
        let result = Driver.run(["check", "--reporter", "json", folder.path + "/Menus"])
        #expect(result.status == .inputHasErrors)
        let files = try JSONParser.parse(result.standardOutput).arrayValue?.compactMap { $0["file"]?.stringValue } ?? []
        #expect(Set(files) == [folder.path + "/Menus/Deeper/Error.menu", folder.path + "/Menus/Linked.menu"])
        // Each file once: as many findings as the two files checked alone.
        let alone = Driver.run(["check", "--reporter", "json", folder.path + "/Menus/Deeper/Error.menu", folder.path + "/Menus/Linked.menu"])
        #expect(files.count == (try JSONParser.parse(alone.standardOutput).arrayValue?.count ?? -1))
    }

    /// A folder below the one named that cannot be read is an error, not
    /// a part of the tree passed over in silence (which let a check pass
    /// with files unchecked). The superuser reads every folder, so only
    /// other users can see it.
    @Test(.enabled(if: geteuid() != 0, "the superuser can read any folder"))
    func anUnreadableFolderBelowIsReported() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/Secret", withIntermediateDirectories: true)
        try folder.write("Clean.menu", cleanMenu)
        try folder.write("Secret/Error.menu", errorMenu)
        #expect(chmod(folder.path + "/Secret", 0o000) == 0)
        defer { chmod(folder.path + "/Secret", 0o700) }
        let result = Driver.run(["check", folder.path])
        #expect(result.status == .unreadableInput)
        #expect(result.stderr == "error: cannot read '\(folder.path)/Secret': permission denied\n")
    }

    @Test(arguments: [
        ["check"], ["check", "--reporter", "xml", "a.menu"], ["check", "--bogus", "a.menu"], ["frobnicate"],
        ["build", "a.menu"], ["build", "--emit", "pdf", "a.menu"], ["check", "--disable", "titel-case", "a.menu"],
        ["check", "--disable", "unknown-role", "a.menu"], ["check", "--platform", "android", "a.menu"],
        ["check", "--rule-option", "long-title.max-columns=wide", "a.menu"], ["explain"], ["rules", "extra"],
        ["fmt", "--in-place", "--check", "a.menu"], ["check", "--fix", "-"],
        ["build", "--emit", "swift", "--swift-namespace", "String", "a.menu"],
        ["build", "--emit", "swift", "--swift-namespace", "my-menus", "a.menu"],
        ["build", "--emit", "swift", "--swift-target", "qt", "a.menu"],
        ["build", "--emit", "svg", "--keyboard", "azerty", "a.menu"],
    ])
    func usageMistakesExit64(_ arguments: [String]) {
        let result = Driver.run(arguments)
        #expect(result.status == .usage, "\(arguments)")
        #expect(result.stderr.hasPrefix("error: "), "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("Usage: menuc"), "\(arguments)")
    }

    /// A bad option value is named even when it leaves no input file.
    @Test(arguments: ["check", "build", "fmt"])
    func aBadOptionValueIsReportedBeforeMissingInputs(_ command: String) {
        let result = Driver.run([command] + (command == "build" ? ["--emit", "json"] : []) + ["--color", "Menus.menu"])
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix("error: invalid value 'Menus.menu' for '--color'"), "\(result.stderr)")
        let namespace = Driver.run(["build", "--emit", "swift", "--swift-namespace", "my menus"])
        #expect(namespace.stderr.hasPrefix("error: '--swift-namespace my menus' cannot name the generated type"), "\(namespace.stderr)")
    }

    @Test func suggestionsForMistypedNames() {
        #expect(Driver.run(["chek"]).stderr.hasPrefix("error: unknown subcommand 'chek'; did you mean 'check'?"))
        #expect(Driver.run(["check", "--disable", "titel-case", "x"]).stderr.hasPrefix("error: unknown rule 'titel-case'; did you mean 'title-case'?"))
        #expect(Driver.run(["check", "--reportr", "json", "x"]).stderr.hasPrefix("error: unknown option '--reportr'; did you mean '--reporter'?"))
    }

    // MARK: - Help

    @Test(arguments: ["check", "build", "fmt", "rules", "explain", "lsp"])
    func everySubcommandHasHelp(_ subcommand: String) {
        let result = Driver.run([subcommand, "--help"])
        #expect(result.status == .success)
        #expect(result.stdout.hasPrefix("OVERVIEW: "))
        #expect(result.stdout.contains("USAGE: menuc \(subcommand)"))
        #expect(result.stdout.contains("-h, --help"))
        #expect(Driver.run(["help", subcommand]).stdout == result.stdout)
    }

    @Test func topLevelHelpAndVersion() {
        let help = Driver.run(["--help"])
        #expect(help.status == .success)
        for subcommand in ["check", "build", "fmt", "rules", "explain", "lsp"] {
            #expect(help.stdout.contains("\n  \(subcommand) "), "\(subcommand) missing from help")
        }
        #expect(Driver.run(["--version"]).stdout == "menuc \(Driver.version)\n")
        #expect(Driver.run([]).status == .usage)
    }

    // MARK: - Reporters

    @Test func jsonReporterGivesExactPositions() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.menu", "menu \"File\" {\n    item \"中文 Open\" key: cmd+space\n}\n")
        let result = Driver.run(["check", "--reporter", "json", file])
        #expect(result.status == .inputHasErrors)
        let json = try JSONParser.parse(result.standardOutput)
        let first = try #require(json[0])
        #expect(first["file"]?.stringValue == file)
        #expect(first["line"]?.intValue == 2)
        // Columns count UTF-8 bytes, as clang's do: "中文" is six bytes.
        #expect(first["column"]?.intValue == 29)
        #expect(first["endColumn"]?.intValue == 38)
        #expect(first["severity"]?.stringValue == "error")
        #expect(first["id"]?.stringValue == "reserved-shortcut")
        #expect(first["message"]?.stringValue == "'⌘Space' is reserved by the system: it opens Spotlight on macOS; choose another shortcut")
        #expect(first["notes"]?.arrayValue == [])
    }

    /// A machine-readable report and an artefact on standard output would
    /// make one unusable file: with the artefact there, the report goes to
    /// standard error; with `-o`, to standard output.
    @Test(arguments: ["json", "sarif", "github"])
    func aBuildsReportStaysOutOfItsArtefact(reporter: String) throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Menus.menu", warningMenu)
        let printed = Driver.run(["build", "--emit", "json", "--reporter", reporter, file])
        #expect(printed.status == .success)
        let artefact = try #require(try? JSONParser.parse(printed.standardOutput))
        #expect(artefact["menus"]?[0]?["title"]?.stringValue == "File")
        #expect(printed.stderr.contains("missing-ellipsis"))
        let written = Driver.run(["build", "--emit", "json", "--reporter", reporter, "-o", folder.path + "/Menus.json", file])
        #expect(written.status == .success)
        #expect(written.stderr.isEmpty)
        #expect(String(decoding: written.standardOutput, as: UTF8.self) == printed.stderr)
    }

    @Test func standardInputIsRead() {
        let environment = DriverEnvironment(readStandardInput: { .success(Array(errorMenu.utf8)) })
        let result = Driver.run(["check", "--stdin-filename", "Menus.menu", "-"], environment: environment)
        #expect(result.status == .inputHasErrors)
        #expect(result.stderr.hasPrefix("Menus.menu:2:24: error:"))
    }

    @Test func colourOnlyWhenAskedOrOnATerminal() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.menu", warningMenu)
        #expect(!Driver.run(["check", file]).stderr.contains("\u{1B}["))
        #expect(Driver.run(["check", "--color", "always", file]).stderr.contains("\u{1B}["))
        let terminal = DriverEnvironment(standardErrorIsTerminal: true)
        #expect(Driver.run(["check", file], environment: terminal).stderr.contains("\u{1B}["))
        let noColor = DriverEnvironment(standardErrorIsTerminal: true, variables: ["NO_COLOR": "1"])
        #expect(!Driver.run(["check", file], environment: noColor).stderr.contains("\u{1B}["))
        let dumbTerminal = DriverEnvironment(standardErrorIsTerminal: true, variables: ["TERM": "dumb"])
        #expect(!Driver.run(["check", file], environment: dumbTerminal).stderr.contains("\u{1B}["))
    }

    @Test func disableAndSuppression() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.menu", warningMenu)
        #expect(Driver.run(["check", "--disable", "missing-ellipsis", file]).stderr.isEmpty)
    }

    // MARK: - Fix-its

    @Test func fixRewritesTheFileAndReportsWhatRemains() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.menu", "menu \"File\" {\n    item \"Export...\"\n    ---\n}\n")
        let result = Driver.run(["check", "--fix", file])
        #expect(result.status == .success)
        #expect(folder.read("a.menu") == "menu \"File\" {\n    item \"Export…\"\n}\n")
        #expect(result.stderr == "applied 2 fix-its to '\(file)'\n")
    }

    /// A fix that changes a title keeps the command's identifier, which
    /// generated code and the app's handlers call it by; after a toggle's
    /// second title, which stays as written. A menu or choice cannot be
    /// given an identifier, so a fix that would rename one is not offered.
    @Test func fixKeepsIdentifiersDerivedFromTitles() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.menu", """
            menu "View" {
                item "New" key: cmd+N
                item "The New"
                toggle "the grid" /* c */ | "Hide \\u{47}rid" key: cmd+G
                item "the Ruler" id: ruler
            }

            """)
        let result = Driver.run(["check", "--fix", file])
        #expect(folder.read("a.menu") == """
            menu "View" {
                item "New" key: cmd+N
                item "New" id: theNew
                toggle "Grid" /* c */ | "Hide \\u{47}rid" id: theGrid key: cmd+G
                item "Ruler" id: ruler
            }

            """)
        // Two entries titled 'New' are worth a warning, not the error two
        // commands named 'new' would be.
        #expect(result.status == .success)

        let named = try folder.write("b.menu", "menu \"View\" {\n    choice \"the grid\" {\n        option \"On\" checked\n    }\n}\npopup \"the sort\" {\n    option \"Name\" default\n}\n")
        let unfixed = Driver.run(["check", "--fix", named])
        #expect(folder.read("b.menu") == "menu \"View\" {\n    choice \"The Grid\" {\n        option \"On\" checked\n    }\n}\npopup \"The Sort\" {\n    option \"Name\" default\n}\n")
        #expect(unfixed.stderr.components(separatedBy: "[leading-article]").count == 3)
    }

    /// Fixes that each rewrite the whole title apply one per round, until
    /// none is left: one run does what several would.
    @Test func fixRunsUntilNothingIsLeft() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.menu", "menu \"View\" {\n    item \"the a an the a show ruler...\" id: ruler\n}\n")
        _ = Driver.run(["check", "--fix", file])
        let once = folder.read("a.menu")
        #expect(once == "menu \"View\" {\n    item \"Show Ruler\" id: ruler\n}\n")
        _ = Driver.run(["check", "--fix", file])
        #expect(folder.read("a.menu") == once)
    }

    /// In a file with syntax errors, fixes that leave fewer are applied.
    @Test func fixRepairsWhatItCanOfAFileThatDoesNotParse() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.menu", "menu \"File\" {\n    item \"Open\" kye: cmd+O\n    item \"Close\" key: cmd+W $\n}\n")
        let result = Driver.run(["check", "--fix", file])
        #expect(result.status == .inputHasErrors)
        #expect(folder.read("a.menu") == "menu \"File\" {\n    item \"Open\" key: cmd+O\n    item \"Close\" key: cmd+W $\n}\n")
        #expect(!result.stderr.contains("were not applied"))
    }

    // MARK: - Formatting

    @Test func formatCheckAndInPlace() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.menu", "menu \"File\"{\n  item \"New\"   key: command+n\n}\n")
        let check = Driver.run(["fmt", "--check", file])
        #expect(check.status == .inputHasErrors)
        #expect(check.stdout == file + "\n")
        #expect(Driver.run(["fmt", "--in-place", file]).status == .success)
        #expect(folder.read("a.menu") == "menu \"File\" {\n    item \"New\" key: cmd+N\n}\n")
        #expect(Driver.run(["fmt", "--check", file]).status == .success)
    }

    /// A file whose formatting would move what a suppression silences is
    /// left as written: printed as it is, not rewritten in place, and a
    /// failure for `--check`, with the directive's place and what to do.
    @Test func formatLeavesAFileWhoseSuppressionWouldMove() throws {
        let folder = try TemporaryFolder()
        let original = "// menuc:disable-next-line title-case\nmenu \"a\" { item \"b\"\n}\n"
        let file = try folder.write("a.menu", original)
        let warning = "warning: '\(file)' not formatted: formatting would move the line that the 'menuc:disable-next-line' at 1:1 "
            + "points at; put the directive on a line of its own, right above what it silences\n"
        let printed = Driver.run(["fmt", file])
        #expect(printed.status == .success)
        #expect(printed.stdout == original)
        #expect(printed.stderr == warning)
        #expect(Driver.run(["fmt", "-i", file]).status == .success)
        #expect(folder.read("a.menu") == original)
        let check = Driver.run(["fmt", "--check", file])
        #expect(check.status == .inputHasErrors)
        #expect(check.stdout == file + "\n")
    }

    @Test func formatRefusesSyntaxErrors() throws {
        let folder = try TemporaryFolder()
        let original = "menu \"File\" {\n    item \"New\n}\n"
        let file = try folder.write("a.menu", original)
        let result = Driver.run(["fmt", "--in-place", file])
        #expect(result.status == .inputHasErrors)
        #expect(result.stderr.contains("[unterminated-string]"))
        #expect(folder.read("a.menu") == original)
    }

    // MARK: - Rules and explain

    @Test func rulesListsTheCatalog() {
        let result = Driver.run(["rules"])
        #expect(result.status == .success)
        #expect(result.stdout.contains("  reserved-shortcut           error    A shortcut is reserved by the system on one of the file's platforms.\n"))
    }

    @Test func explainShowsRationaleAndExamples() {
        let result = Driver.run(["explain", "title-case"])
        #expect(result.status == .success)
        #expect(result.stdout.hasPrefix("title-case (warning, titles)\n"))
        #expect(result.stdout.contains("WHY:"))
        #expect(result.stdout.contains("title-case.strict (default: false)"))
        #expect(Driver.run(["explain", "unterminated-string"]).stdout.contains("error of the language"))
        #expect(Driver.run(["explain", "roles"]).stdout.contains("settings"))
    }
}

@Suite("Safe outputs and odd inputs")
struct SafeOutputTests {
    @Test func failedBuildLeavesThePreviousOutputAlone() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Menus.menu", cleanMenu)
        let output = folder.path + "/Menus.json"
        #expect(Driver.run(["build", "--emit", "json", "-o", output, file]).status == .success)
        let previous = try #require(folder.read("Menus.json"))
        try folder.write("Menus.menu", errorMenu)
        let failed = Driver.run(["build", "--emit", "json", "-o", output, file])
        #expect(failed.status == .inputHasErrors)
        #expect(folder.read("Menus.json") == previous)
        // No temporary file is left behind either.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Menus.json", "Menus.menu"])
    }

    /// A file of a quarter of a megabyte, larger than any real one, with
    /// `extra` added to its last menu.
    static func largeMenu(adding extra: String = "") -> String {
        var text = ""
        var menu = 0
        while text.utf8.count < 256 * 1024 {
            menu += 1
            text += "menu \"Tools \(menu)\" {\n"
            for item in 1...20 { text += "    item \"Show Layer \(menu * 100 + item)\"\n" }
            text += "}\n"
        }
        text.removeLast(2)
        return text + extra + "}\n"
    }

    /// Submenus nested as deep as the parser takes them, each with an item.
    static let deepSubmenus = (1..<Parser.maximumNesting).map { level in
        String(repeating: "    ", count: level) + "submenu \"Level \(level)\" {\n"
            + String(repeating: "    ", count: level + 1) + "item \"Open Level \(level)\"\n"
    }.joined() + (1..<Parser.maximumNesting).reversed().map { String(repeating: "    ", count: $0) + "}\n" }.joined()

    /// A large file's artefact written to a file is the one printed, and
    /// only it is left, with submenus nested as deep as they may be and the
    /// app and platforms declared last, as they may be.
    @Test(arguments: ["json", "markdown", "swift"])
    func aLargeFilesArtefactIsTheOnePrinted(_ format: String) throws {
        let folder = try TemporaryFolder()
        let declaredLast = "app \"Layers\"\nplatforms macOS, iPadOS\n"
        let file = try folder.write("Menus.menu", Self.largeMenu(adding: Self.deepSubmenus) + declaredLast)
        let printed = Driver.run(["build", "--emit", format, file])
        #expect(printed.status == .success)
        #expect(Driver.run(["build", "--emit", format, "-o", folder.path + "/out", file]).status == .success)
        #expect(folder.read("out") == printed.stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Menus.menu", "out"])
    }

    /// An error in a large file's last menu, found by lowering or by a
    /// rule, leaves the previous output as it was, and no temporary file.
    @Test(arguments: zip(
        ["json", "json", "markdown"],
        [
            ("    item \"Run\" role: nosuchrole\n", "error: unknown role 'nosuchrole'"),
            ("    item \"Search\" key: cmd+space\n", "error: '⌘Space' is reserved by the system"),
            ("    item \"Search\" key: cmd+space\n", "error: '⌘Space' is reserved by the system"),
        ]))
    func anErrorFoundWhileTheArtefactIsWrittenLeavesThePreviousOutput(format: String, error: (line: String, message: String)) throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Menus.menu", Self.largeMenu())
        let output = folder.path + "/Menus.json"
        #expect(Driver.run(["build", "--emit", format, "-o", output, file]).status == .success)
        let previous = try #require(folder.read("Menus.json"))
        try folder.write("Menus.menu", Self.largeMenu(adding: error.line))
        let failed = Driver.run(["build", "--emit", format, "-o", output, file])
        #expect(failed.status == .inputHasErrors)
        #expect(failed.stderr.contains(error.message))
        #expect(folder.read("Menus.json") == previous)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Menus.json", "Menus.menu"])
    }

    /// A build stopped part way (here by a bad options file beside the
    /// second input) writes nothing, not even the first input's artefact.
    @Test func aBuildStoppedAfterWritingAnArtefactRemovesIt() throws {
        let folder = try TemporaryFolder()
        for name in ["a", "b", "out"] {
            try FileManager.default.createDirectory(atPath: folder.path + "/" + name, withIntermediateDirectories: true)
        }
        let first = try folder.write("a/First.menu", Self.largeMenu())
        let second = try folder.write("b/Second.menu", cleanMenu)
        try folder.write("b/.menuc", "--disable titel-case\n")
        let result = Driver.run(["build", "--emit", "json", "-o", folder.path + "/out", first, second])
        #expect(result.status == .usage)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").isEmpty)
    }

    @Test func unwritableOutputExits73WithAClearMessage() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Menus.menu", cleanMenu)
        let result = Driver.run(["build", "--emit", "json", "-o", folder.path + "/missing/folder/Menus.json", file])
        #expect(result.status == .cannotWriteOutput)
        #expect(result.stderr == "error: cannot write '\(folder.path)/missing/folder/Menus.json': no such folder '\(folder.path)/missing/folder'\n")
    }

    /// JSON goes out as the writer's bytes, Markdown and Swift as strings:
    /// a file and standard output get the same text either way.
    @Test(arguments: ["json", "markdown", "swift"])
    func fileAndStandardOutputGetTheSameArtefact(_ format: String) throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Menus.menu", cleanMenu)
        let printed = Driver.run(["build", "--emit", format, file])
        #expect(printed.status == .success)
        #expect(Driver.run(["build", "--emit", format, "-o", folder.path + "/out", file]).status == .success)
        let written = try #require(folder.read("out"))
        #expect(written == printed.stdout)
        #expect(written.hasPrefix(format == "json" ? "{\n  \"formatVersion\": 2," : format == "markdown" ? "# Menus" : "//"))
    }

    /// `-o -` is standard output, as it is to clang: it names no file '-'.
    /// With several inputs it is a usage mistake that says why.
    @Test func dashAsOutputIsStandardOutput() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Menus.menu", cleanMenu)
        let printed = Driver.run(["build", "--emit", "json", file])
        let dashed = Driver.run(["build", "--emit", "json", "-o", "-", file])
        #expect(dashed.status == .success)
        #expect(dashed.stdout == printed.stdout)
        #expect(!dashed.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/-"))
        let second = try folder.write("Second.menu", cleanMenu)
        let several = Driver.run(["build", "--emit", "json", "-o", "-", file, second])
        #expect(several.status == .usage)
        #expect(several.stderr.contains("'-o -' writes one artefact to standard output; building several files needs '-o <directory>'"))
    }

    @Test func outputIntoADirectoryNamesTheFileAfterTheInput() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Menus.menu", cleanMenu)
        #expect(Driver.run(["build", "--emit", "markdown", "-o", folder.path, file]).status == .success)
        #expect(folder.read("Menus.md")?.hasPrefix("# Menus Keyboard Shortcuts") == true)
    }

    /// Every registered backend is offered by `--emit`, named in its help
    /// and in the message for a wrong value, and writes a file with its
    /// own extension.
    @Test func everyBackendIsOfferedAndNamesItsFiles() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Menus.menu", cleanMenu)
        let help = Driver.run(["build", "--help"]).stdout
        let missing = Driver.run(["build", file])
        #expect(missing.status == .usage)
        for backend in Backends.all {
            #expect(Backends.named(backend.name).map(ObjectIdentifier.init) == ObjectIdentifier(backend))
            #expect(help.contains(backend.name))
            #expect(missing.stderr.contains(backend.name))
            let output = folder.path + "/" + backend.name
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            #expect(Driver.run(["build", "--emit", backend.name, "-o", output, file]).status == .success)
            #expect(try FileManager.default.contentsOfDirectory(atPath: output) == ["Menus." + backend.fileExtension])
        }
        #expect(Set(Backends.names).count == Backends.all.count)
    }

    /// Two inputs of one name would be built into one file, the second
    /// replacing the first: refused before anything is written.
    @Test func inputsBuiltIntoOneFileAreAUsageError() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/a/b", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)
        let first = try folder.write("a/Same.menu", cleanMenu)
        let second = try folder.write("a/b/Same.menu", cleanMenu)
        for inputs in [[first, second], [folder.path + "/a"]] {
            let result = Driver.run(["build", "--emit", "json", "-o", folder.path + "/out"] + inputs)
            #expect(result.status == .usage)
            #expect(result.stderr.hasPrefix(
                "error: '\(first)' and '\(second)' would both be built into '\(folder.path)/out/Same.json'; build them into separate directories\n"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").isEmpty)
    }

    /// Names that differ only in case are one file on a case-insensitive
    /// volume (macOS's, usually), so they clash on every machine: a package
    /// must build the same wherever it is checked out.
    @Test func outputsDifferingOnlyInCaseAreAUsageError() throws {
        let folder = try TemporaryFolder()
        for name in ["out", "a", "b"] {
            try FileManager.default.createDirectory(atPath: folder.path + "/" + name, withIntermediateDirectories: true)
        }
        let first = try folder.write("a/menus.menu", cleanMenu)
        let second = try folder.write("b/Menus.menu", cleanMenu)
        let result = Driver.run(["build", "--emit", "json", "-o", folder.path + "/out", first, second])
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix(
            "error: '\(first)' and '\(second)' would be built into '\(folder.path)/out/menus.json' and '\(folder.path)/out/Menus.json', "
                + "one file on a case-insensitive volume such as macOS's; build them into separate directories\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").isEmpty)
    }

    /// A file named twice (or a folder and a file in it) is built once;
    /// standard input can be read only once.
    @Test func anInputNamedTwiceIsBuiltOnce() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/Menus/out", withIntermediateDirectories: true)
        let file = try folder.write("Menus/Menus.menu", cleanMenu)
        let result = Driver.run(["build", "--emit", "json", "-o", folder.path + "/Menus/out", file, folder.path + "/Menus/./Menus.menu", folder.path + "/Menus"])
        #expect(result.status == .success, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Menus/out") == ["Menus.json"])
        let printed = Driver.run(["build", "--emit", "json", file, file])
        #expect(printed.status == .success)
        #expect(printed.stdout.hasPrefix("{"))
        let twice = Driver.run(["build", "--emit", "json", "-o", folder.path, "--stdin-filename", "A.menu", "-", "-"])
        #expect(twice.status == .usage)
        #expect(twice.stderr.hasPrefix("error: standard input can be read only once; name '-' once\n"))
    }

    /// Another name for a file (a hard or a symbolic link) is another input,
    /// with its own artefact; a missing file named twice is unreadable,
    /// not a clash.
    @Test func linksAreInputsOfTheirOwnAndMissingFilesAreUnreadable() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/in", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)
        let file = try folder.write("in/Menus.menu", cleanMenu)
        try FileManager.default.linkItem(atPath: file, toPath: folder.path + "/in/Hard.menu")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/in/Soft.menu", withDestinationPath: "Menus.menu")
        #expect(Driver.run(["build", "--emit", "json", "-o", folder.path + "/out", folder.path + "/in"]).status == .success)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").sorted() == ["Hard.json", "Menus.json", "Soft.json"])
        let missing = Driver.run(["build", "--emit", "json", "-o", folder.path + "/out", "missing.menu", "./missing.menu"])
        #expect(missing.status == .unreadableInput)
    }

    /// Rewriting in place needs a regular file: `/dev/stdin` would be
    /// written into the pipe the command reads.
    @Test(arguments: [["fmt", "--in-place"], ["check", "--fix"]])
    func rewritingInPlaceNeedsARegularFile(_ command: [String]) {
        let result = Driver.run(command + ["/dev/null"])
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix(
            "error: '\(command[1])' rewrites files in place, but '/dev/null' is not a regular file; name the .menu file itself\n"))
    }

    /// A character device is written, not replaced, and reads the same
    /// after: it may be both input and output. A FIFO is neither: standard
    /// input from one is not built into it, and two FIFOs of one name are
    /// two inputs built into one file.
    @Test func devicesAndFIFOsAsInputsAndOutputs() throws {
        #expect(Driver.run(["build", "--emit", "json", "-o", "/dev/null", "/dev/null"]).status == .success)
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/a", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/b", withIntermediateDirectories: true)
        for fifo in ["/p", "/a/Menus.menu", "/b/Menus.menu"] { #expect(mkfifo(folder.path + fifo, 0o644) == 0) }
        let environment = DriverEnvironment(
            readStandardInput: { .success(Array(cleanMenu.utf8)) }, standardInputIdentity: FileSystem.identity(of: folder.path + "/p"))
        let intoItself = Driver.run(["build", "--emit", "json", "-o", folder.path + "/p", "-"], environment: environment)
        #expect(intoItself.status == .usage)
        #expect(intoItself.stderr.hasPrefix("error: the output '\(folder.path)/p' is the input 'standard input'"))
        let clash = Driver.run(["build", "--emit", "json", "-o", folder.path, folder.path + "/a/Menus.menu", folder.path + "/b/Menus.menu"])
        #expect(clash.status == .usage)
        #expect(clash.stderr.contains("would both be built into"))
        // A FIFO is read once, whatever it is called.
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/q", withDestinationPath: "p")
        for inputs in [[folder.path + "/p", folder.path + "/q"], ["-", folder.path + "/p"]] {
            let twice = Driver.run(["build", "--emit", "json", "-o", folder.path, "--stdin-filename", "S.menu"] + inputs, environment: environment)
            #expect(twice.status == .usage)
            #expect(twice.stderr.hasPrefix("error: '\(inputs[0])' and '\(inputs[1])' are one FIFO or pipe, which can be read only once; name it once\n"))
        }
        // A character device named twice is built once.
        let output = folder.path + "/out"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        #expect(Driver.run(["build", "--emit", "json", "-o", output, "/dev/null", "/dev/null"]).status == .success)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output) == ["null.json"])
    }

    /// An artefact is never written over its input, however the output
    /// path reaches it.
    @Test func anOutputThatIsTheInputIsAUsageError() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Menus.menu", cleanMenu)
        let link = folder.path + "/Menus.md"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "Menus.menu")
        for output in [file, folder.path + "/./Menus.menu", link] {
            let result = Driver.run(["build", "--emit", "markdown", "-o", output, file])
            #expect(result.status == .usage)
            #expect(result.stderr.hasPrefix("error: the output '\(output)' is the input '\(file)'; write the artefact to another file\n"))
        }
        #expect(folder.read("Menus.menu") == cleanMenu)
        // Standard input redirected from the file is the file.
        let environment = DriverEnvironment(
            readStandardInput: { .success(Array(cleanMenu.utf8)) }, standardInputIdentity: FileSystem.identity(of: file))
        let redirected = Driver.run(["build", "--emit", "markdown", "-o", file, "-"], environment: environment)
        #expect(redirected.status == .usage)
        #expect(redirected.stderr.hasPrefix("error: the output '\(file)' is the input 'standard input'; write the artefact to another file\n"))
    }

    /// Standard input built into a directory is named by `--stdin-filename`.
    @Test func standardInputIntoADirectoryNeedsAName() throws {
        let folder = try TemporaryFolder()
        let environment = DriverEnvironment(readStandardInput: { .success(Array(cleanMenu.utf8)) })
        let unnamed = Driver.run(["build", "--emit", "json", "-o", folder.path, "-"], environment: environment)
        #expect(unnamed.status == .usage)
        #expect(unnamed.stderr.hasPrefix(
            "error: building standard input into a directory needs '--stdin-filename <name>' to name its output, as in 'Menus.menu'\n"))
        for name in ["", "Menus/", "..", ".menu"] {
            let odd = Driver.run(["build", "--emit", "json", "-o", folder.path, "--stdin-filename", name, "-"], environment: environment)
            #expect(odd.status == .usage, "'\(name)'")
            #expect(odd.stderr.hasPrefix("error: '--stdin-filename \(name)' would name a hidden or nameless artefact; use a name such as 'Menus.menu'\n"))
        }
        let named = Driver.run(
            ["build", "--emit", "json", "-o", folder.path, "--stdin-filename", "Menus/Piped.menu", "-"], environment: environment)
        #expect(named.status == .success)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Piped.json"])
    }

    /// The namespace is used as written or refused: code is compiled
    /// against the name asked for.
    @Test func aNamespaceThatCannotBeUsedIsRefused() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Menus.menu", cleanMenu)
        let refused = Driver.run(["build", "--emit", "swift", "--swift-namespace", "class", file])
        #expect(refused.status == .usage)
        #expect(refused.stderr.hasPrefix(
            "error: '--swift-namespace class' cannot name the generated type: it is a Swift keyword; use a name such as 'classMenus'\n"))
        let used = Driver.run(["build", "--emit", "swift", "--swift-namespace", "AppMenus", file])
        #expect(used.status == .success)
        #expect(used.stdout.contains("enum AppMenus"))
        let ignored = Driver.run(["build", "--emit", "json", "--swift-namespace", "AppMenus", file])
        #expect(ignored.status == .success)
        #expect(ignored.stderr == "warning: '--swift-namespace' is ignored with '--emit json'\n")
    }

    /// A shortcut the Swift target cannot carry is a warning at its `key:`,
    /// with an id; the build still succeeds.
    @Test func backendWarningsAreReportedAtTheEntry() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Keys.menu", "app \"Keys\"\nplatforms macOS, iPadOS\n\nmenu \"View\" {\n    item \"Refresh\" key: cmd+F6\n}\n")
        let result = Driver.run(["build", "--emit", "swift", "--color", "never", file])
        #expect(result.status == .success)
        #expect(result.stderr.hasPrefix("\(file):5:20: warning: no key equivalent for '⌘F6' in SwiftUI on iPadOS"), "\(result.stderr)")
        #expect(result.stderr.contains("[unsupported-shortcut]"))
        #expect(result.stdout.contains("KeyEquivalent(\"\\u{F709}\")"))
        // JSON has no such limit.
        #expect(Driver.run(["build", "--emit", "json", file]).stderr.isEmpty)
    }

    /// `--swift-target` on the command line or in a `.menuc` file; a bad
    /// value in the file is reported at its line.
    @Test func theSwiftTargetComesFromTheCommandLineOrTheOptionsFile() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Menus.menu", cleanMenu)
        #expect(Driver.run(["build", "--emit", "swift", "--swift-target", "swiftui", file]).status == .success)
        let ignored = Driver.run(["build", "--emit", "json", "--swift-target", "swiftui", file])
        #expect(ignored.stderr == "warning: '--swift-target' is ignored with '--emit json'\n")
        _ = try folder.write(".menuc", "--swift-target swiftui\n")
        #expect(Driver.run(["build", "--emit", "swift", file]).status == .success)
        #expect(Driver.run(["check", file]).status == .success)
        _ = try folder.write(".menuc", "# target\n--swift-target swiftiu\n")
        let bad = Driver.run(["build", "--emit", "swift", file])
        #expect(bad.status == .usage)
        #expect(bad.stderr.contains(".menuc:2:1: error: invalid value 'swiftiu' for '--swift-target'; did you mean 'swiftui'?"), "\(bad.stderr)")
    }

    /// The localization options are read by one backend each, and ignored
    /// with a warning by the others, as `--swift-target` is.
    @Test func localizationOptionsOfAnotherBackendAreIgnoredWithAWarning() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Menus.menu", cleanMenu)
        let bundle = Driver.run(["build", "--emit", "json", "--swift-bundle", "module", file])
        #expect(bundle.status == .success)
        #expect(bundle.stderr == "warning: '--swift-bundle' is ignored with '--emit json'\n")
        let sourceLanguage = Driver.run(["build", "--emit", "swift", "--source-language", "de", file])
        #expect(sourceLanguage.status == .success)
        #expect(sourceLanguage.stderr == "warning: '--source-language' is ignored with '--emit swift'\n")
        #expect(Driver.run(["build", "--emit", "xcstrings", "--source-language", "de", file]).stderr.isEmpty)
        #expect(Driver.run(["build", "--emit", "swift", "--swift-bundle", "module", file]).stderr.isEmpty)
    }

    /// `--keyboard` flows as `--swift-target` does: the command line wins
    /// over the `.menuc` file, a bad value is refused with a suggestion.
    @Test func theKeyboardComesFromTheCommandLineOrTheOptionsFile() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Menus.menu", "menu \"Tools\" {\n    item \"Tick\" key: ctrl+cmd+`\n}\n")
        let ansi = Driver.run(["build", "--emit", "svg", file])
        #expect(ansi.status == .success)
        #expect(ansi.stdout.contains("US ANSI keyboard"))
        #expect(ansi.stdout.contains("id=\"cmd-ctrl-u60\" data-shortcut=\"⌃⌘`\" data-commands=\"1\""))
        let jis = Driver.run(["build", "--emit", "html", "--keyboard", "jis", file])
        #expect(jis.stdout.contains("JIS keyboard"))
        #expect(jis.stdout.contains("<text class=\"off-keyboard\" data-shortcut=\"⌃⌘`\""))
        let ignored = Driver.run(["build", "--emit", "json", "--keyboard", "iso", file])
        #expect(ignored.stderr == "warning: '--keyboard' is ignored with '--emit json'\n")
        _ = try folder.write(".menuc", "--keyboard iso\n")
        #expect(Driver.run(["build", "--emit", "svg", file]).stdout.contains("ISO keyboard"))
        #expect(Driver.run(["build", "--emit", "svg", "--keyboard", "ansi", file]).stdout.contains("US ANSI keyboard"))
        #expect(Driver.run(["check", file]).status == .success)
        _ = try folder.write(".menuc", "# layout\n--keyboard jsi\n")
        let bad = Driver.run(["build", "--emit", "svg", file])
        #expect(bad.status == .usage)
        #expect(bad.stderr.contains(".menuc:2:1: error: invalid value 'jsi' for '--keyboard'; did you mean 'jis'?"), "\(bad.stderr)")
        let badOnCommandLine = Driver.run(["build", "--emit", "svg", "--keyboard", "qwerty", file])
        #expect(badOnCommandLine.stderr.hasPrefix("error: invalid value 'qwerty' for '--keyboard'; use ansi, iso, jis"), "\(badOnCommandLine.stderr)")
    }

    @Test func emptyFileChecksClean() throws {
        let folder = try TemporaryFolder()
        let result = Driver.run(["check", try folder.write("Empty.menu", "")])
        #expect(result.status == .success)
        #expect(result.stderr.isEmpty)
    }

    @Test func binaryFileGetsABoundedNumberOfErrors() throws {
        let folder = try TemporaryFolder()
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let path = folder.path + "/binary.menu"
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        let result = Driver.run(["check", "--reporter", "json", path])
        #expect(result.status == .inputHasErrors)
        let count = try JSONParser.parse(result.standardOutput).arrayValue?.count ?? 0
        #expect(count > 0 && count < 500, "\(count) diagnostics")
    }

    @Test func fixAndFormatRewriteAtomicallyAndKeepPermissions() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Menus.menu", "menu \"File\" {\n    item \"Export...\"\n}\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file)
        #expect(Driver.run(["check", "--fix", file]).status == .success)
        #expect(folder.read("Menus.menu") == "menu \"File\" {\n    item \"Export…\"\n}\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
    }
}

@Suite("Options files")
struct OptionsFileTests {
    @Test func theNearestOptionsFileAppliesAndTheCommandLineWins() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/Target/Menus", withIntermediateDirectories: true)
        let file = try folder.write("Target/Menus/App.menu", warningMenu)
        #expect(Driver.run(["check", file]).stderr.contains("[missing-ellipsis]"))

        try folder.write("Target/.menuc", "# options of this target\n--disable missing-ellipsis   # a comment\n")
        #expect(Driver.run(["check", file]).stderr.isEmpty)
        #expect(Driver.run(["check", "--enable", "missing-ellipsis", file]).stderr.contains("[missing-ellipsis]"))

        // A nearer file wins over one further up.
        try folder.write("Target/Menus/.menuc", "--warnings-as-errors\n")
        let nearer = Driver.run(["check", file])
        #expect(nearer.status == .inputHasErrors)
        #expect(nearer.stderr.contains("error: 'Export' asks for more input"))
    }

    @Test func aMistakeInAnOptionsFileNamesTheFile() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("App.menu", cleanMenu)
        try folder.write(".menuc", "--disable titel-case\n")
        let result = Driver.run(["check", file])
        #expect(result.status == .usage)
        #expect(result.stderr == "\(folder.path)/.menuc:1:1: error: unknown rule 'titel-case'; did you mean 'title-case'?\n")
    }

    /// Of '--disable' and '--enable' for one rule, the last given wins, as
    /// with other tools' options.
    @Test func theLastOfDisableAndEnableWins() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.menu", warningMenu)
        let enabledLast = Driver.run(["check", "--disable", "missing-ellipsis", "--enable", "missing-ellipsis", file])
        #expect(enabledLast.stderr.contains("[missing-ellipsis]"))
        let disabledLast = Driver.run(["check", "--enable", "missing-ellipsis", "--disable", "missing-ellipsis", file])
        #expect(disabledLast.status == .success && disabledLast.stderr.isEmpty)
        try folder.write(".menuc", "--enable missing-ellipsis\n")
        #expect(Driver.run(["check", "--disable", "missing-ellipsis", file]).stderr.isEmpty)
    }

    @Test func optionsFileArgumentsIgnoreCommentsAndBlankLines() {
        #expect(OptionsFile.arguments(in: "# only a comment\n\n--disable a, b\n  --warnings-as-errors # why\r\n") == ["--disable", "a,", "b", "--warnings-as-errors"])
    }

    /// A file saved on Windows ends its lines with CRLF, which Swift reads
    /// as one Character, equal to neither "\n" nor "\r"; and a file may
    /// start with a byte-order mark.
    @Test(arguments: ["\r\n", "\r", "\n"])
    func optionsFileLinesEndAnyWay(_ lineEnd: String) {
        let text = "\u{FEFF}--disable title-case" + lineEnd + "--warnings-as-errors" + lineEnd + "# done" + lineEnd
        #expect(OptionsFile.arguments(in: text) == ["--disable", "title-case", "--warnings-as-errors"])
    }
}
