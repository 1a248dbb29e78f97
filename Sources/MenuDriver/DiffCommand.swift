import MenuBackends
import MenuDiagnostics
import MenuModel
import MenuReporters
import MenuRules

/// `menuc diff`: what changed for the user between two versions of a menu file.
enum DiffCommand {
    static let spec = CommandSpec(
        name: "diff",
        abstract: "Show what changed in menus and shortcuts between two .menu files.",
        discussion: """
            Commands added and removed, shortcuts changed, titles changed and entries \
            moved to another menu, matched by identifier, then by title. Both files are \
            checked as 'check' checks them; when one has errors they are reported and \
            nothing is compared (warnings are not shown). '/dev/null' stands for a file \
            that does not exist. Given the seven arguments git passes an external diff \
            driver (path old-file old-hex old-mode new-file new-hex new-mode; nine for a \
            renamed file), it compares old-file with new-file: 'git config \
            diff.menu.command "menuc diff"' with '*.menu diff=menu' in .gitattributes. \
            'git difftool -x "menuc diff"' passes two files. \
            Exits with 0 whether or not the files differ, 1 when a file has errors or, \
            with --fail-on-change, a shortcut that existed changed or was removed, 64 \
            on a usage mistake and 66 when a file cannot be read.
            """,
        arguments: ("<old> <new>", "The two versions of the .menu file; '-' reads standard input."),
        options: [
            OptionSpec(names: ["--format"], valueName: "<format>", help: "How to show the changes: text, markdown or json. (default: text)"),
            OptionSpec(names: ["--fail-on-change"], valueName: nil, help: "Exit with 1 when a shortcut that existed changed or was removed, naming them on standard error."),
        ] + CheckOptions.specs)

    static func run(_ arguments: [String], environment: DriverEnvironment, result: inout DriverResult) throws(UsageError) {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.flag("--help") {
            result.output(HelpFormatter.help(for: spec, commandPath: "menuc diff"))
            return
        }
        let format = try self.format(parsed)
        let options = try CheckOptions(parsed, command: "diff", environment: environment)
        let pair = try Pair(parsed.positionals, standardInputName: options.standardInputName)
        let inputs = [pair.old, pair.new]
        let sources = inputs.map { read($0, environment: environment, result: &result) }
        guard result.status == .success else { return }
        var checked: [CheckResult?] = []
        for (input, source) in zip(inputs, sources) {
            checked.append(try source.map { source throws(UsageError) in
                Checker.check(source, configuration: try options.configuration(for: input.configurationPath), keepingSyntaxTree: false)
            })
        }
        let present = checked.compactMap { $0 }
        if present.contains(where: \.hasErrors) {
            // Only what stops the comparison: the errors of the files that have them.
            let errors = present.filter(\.hasErrors).map { check in
                FileDiagnostics(source: check.source, diagnostics: check.diagnostics.filter { $0.severity != .warning })
            }
            options.report(errors, into: &result)
            result.escalate(to: .inputHasErrors)
            return
        }
        let models = checked.map { $0?.model ?? MenuModel(appName: nil, platforms: present.first?.model.platforms ?? [.macOS], menus: []) }
        let changes = MenuDiff.compare(old: models[0], new: models[1])
        let files = zip(inputs, sources).map { DiffFile(name: $0.name, source: $1) }
        result.output(DiffReport.render(format, changes, old: files[0], new: files[1]))
        if parsed.flag("--fail-on-change") { failIfShortcutsBroke(changes, result: &result) }
    }

    /// One of the two files: where it is read from, and what it is called.
    struct Input {
        /// The file to read; '-' for standard input, nil for none (`/dev/null`).
        var path: String?
        /// What the report and diagnostics call it.
        var name: String
        /// Where its `.menuc` options file is looked for.
        var configurationPath: String
    }

    /// The old and new files of `menuc diff OLD NEW`, or of git's external
    /// diff driver: `path old-file old-hex old-mode new-file new-hex
    /// new-mode`, and for a renamed file also the new path and a summary.
    struct Pair {
        var old: Input
        var new: Input

        init(_ positionals: [String], standardInputName: String) throws(UsageError) {
            switch positionals.count {
            case 2:
                if positionals == ["-", "-"] {
                    throw UsageError(.standardInputTwice, command: "diff")
                }
                old = Self.input(positionals[0], name: nil, standardInputName: standardInputName)
                new = Self.input(positionals[1], name: nil, standardInputName: standardInputName)
            case 7, 9:
                let newPath = positionals.count == 9 ? positionals[7] : positionals[0]
                old = Self.input(positionals[1], name: "a/" + positionals[0], configurationPath: positionals[0])
                new = Self.input(positionals[4], name: "b/" + newPath, configurationPath: newPath)
            default:
                throw UsageError(.wrongArgumentCount(positionals.count), command: "diff")
            }
        }

        private static func input(_ path: String, name: String?, standardInputName: String) -> Input {
            let shown = name ?? (path == "-" ? standardInputName : path)
            return input(path, name: shown, configurationPath: path == "-" ? standardInputName : path)
        }

        private static func input(_ path: String, name: String, configurationPath: String) -> Input {
            Input(path: path == "/dev/null" ? nil : path, name: name, configurationPath: configurationPath)
        }
    }

    private static func format(_ parsed: ParsedArguments) throws(UsageError) -> DiffReport.Format {
        try parsed.choice("--format", command: "diff") ?? .text
    }

    /// The input's text under its name; nil for `/dev/null`, or when it
    /// cannot be read (reported, status 66).
    private static func read(_ input: Input, environment: DriverEnvironment, result: inout DriverResult) -> SourceFile? {
        guard let path = input.path else { return nil }
        return Inputs.read(path, name: input.name, environment: environment, result: &result)
    }

    /// `--fail-on-change`: status 1 and a last line naming the first
    /// shortcuts people knew that changed or went away (the report lists all).
    private static func failIfShortcutsBroke(_ changes: [MenuChange], result: inout DriverResult) {
        let broken = changes.filter(\.breaksShortcut).compactMap(\.old)
        guard !broken.isEmpty else { return }
        result.report(.error, DiagnosticMessage.shortcutsBroke(broken).text)
        result.escalate(to: .inputHasErrors)
    }

    /// How many broken shortcuts the last line names.
    static let namedBrokenShortcuts = 3
}

extension DiagnosticMessage {
    fileprivate static func shortcutsBroke(_ broken: [DiffEntry]) -> DiagnosticMessage {
        let named = broken.prefix(DiffCommand.namedBrokenShortcuts).map { entry -> DiagnosticMessage in
            "\(entry.shortcut?.display ?? "") ('\(entry.title)' in \(DiagnosticMessage.excerpt(DiffReport.menuName(entry))))"
        }
        let rest = broken.count - named.count
        let list = named.map(\.text).joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
        let count = broken.count == 1 ? "a shortcut that existed" : "\(broken.count) shortcuts that existed"
        return "\(count) changed or went away: \(list)"
    }

    fileprivate static func wrongArgumentCount(_ count: Int) -> DiagnosticMessage {
        "'diff' compares two files, OLD and NEW (or takes the seven arguments git passes a diff driver); got \(count) argument\(count == 1 ? "" : "s")"
    }
}
