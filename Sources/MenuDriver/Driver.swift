import MenuBackends
import MenuDiagnostics
import MenuReporters
import MenuModel
import MenuRules
import MenuSyntax

/// What the driver needs from the process around it. The executable fills
/// this in; tests pass their own.
public struct DriverEnvironment: Sendable {
    public var readStandardInput: @Sendable () -> Result<[UInt8], FileSystem.ReadError>
    /// The file or pipe standard input reads (`< Menus.menu`), if any
    /// (`FileSystem.identity(ofDescriptor:)`): an artefact is never written
    /// over it, or into it.
    public var standardInputIdentity: FileSystem.FileIdentity?
    public var standardOutputIsTerminal: Bool
    public var standardErrorIsTerminal: Bool
    /// Environment variables (`NO_COLOR`, `TERM`).
    public var variables: [String: String]

    public init(
        readStandardInput: @escaping @Sendable () -> Result<[UInt8], FileSystem.ReadError> = { .success([]) },
        standardInputIdentity: FileSystem.FileIdentity? = nil,
        standardOutputIsTerminal: Bool = false,
        standardErrorIsTerminal: Bool = false,
        variables: [String: String] = [:]
    ) {
        self.readStandardInput = readStandardInput
        self.standardInputIdentity = standardInputIdentity
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.standardErrorIsTerminal = standardErrorIsTerminal
        self.variables = variables
    }
}

/// Exit statuses, following sysexits(3) where they apply.
public enum ExitStatus: Int32, Sendable {
    /// No errors (warnings allowed).
    case success = 0
    /// The input has errors.
    case inputHasErrors = 1
    /// The command line is wrong.
    case usage = 64
    /// An input file cannot be read.
    case unreadableInput = 66
    /// An output cannot be written.
    case cannotWriteOutput = 73
}

/// What a run produced; the executable writes it out and exits.
public struct DriverResult: Sendable {
    public var standardOutput: [UInt8] = []
    public var standardError: [UInt8] = []
    public var status: ExitStatus = .success
    /// What the command leaves to the end of the process: `check`'s result
    /// for its last file, with its model and (unless fixed) the rules'
    /// index. The executable exits without freeing it, as LLVM's compilers
    /// leave theirs at exit (`llvm::BuryPointer`): freeing a large model
    /// one object at a time reads the whole heap again, and the exit frees
    /// the memory at once. Earlier files' are freed as usual, before the
    /// next is checked, so memory stays that of one file.
    public internal(set) var keptUntilExit: CheckResult?

    mutating func output(_ text: String) { standardOutput += Array(text.utf8) }
    public mutating func error(_ text: String) { standardError += Array(text.utf8) }

    /// Writes a message to standard error as `[location: ]severity: message`,
    /// on one line, its control characters escaped as the text reporter
    /// escapes a diagnostic's: a file name or an option value may hold
    /// anything, and would otherwise reach the terminal as it is.
    public mutating func report(_ severity: Severity, _ message: String, at location: String? = nil) {
        let prefix = location.map { TerminalText.oneLine($0) + ": " } ?? ""
        error(prefix + severity.rawValue + ": " + TerminalText.oneLine(message) + "\n")
    }

    /// Keeps the most serious status: an unreadable input or unwritable output
    /// outranks errors in the input.
    public mutating func escalate(to status: ExitStatus) {
        let rank: [ExitStatus: Int] = [.success: 0, .inputHasErrors: 1, .unreadableInput: 2, .cannotWriteOutput: 3, .usage: 4]
        if rank[status]! > rank[self.status]! { self.status = status }
    }
}

/// The `menuc` command line: subcommands, their options, and the work they
/// do. Returns data; never prints or exits.
public enum Driver {
    public static let version = "0.1.0"

    static let subcommands: [(name: String, abstract: String)] = [
        ("check", CheckCommand.spec.abstract),
        ("build", BuildCommand.spec.abstract),
        ("diff", DiffCommand.spec.abstract),
        ("fmt", FormatCommand.spec.abstract),
        ("rules", RulesCommand.spec.abstract),
        ("explain", ExplainCommand.spec.abstract),
        ("lsp", LanguageServerCommand.spec.abstract),
    ]

    public static func run(_ arguments: [String], environment: DriverEnvironment = DriverEnvironment()) -> DriverResult {
        var result = DriverResult()
        guard let first = arguments.first else {
            result.error(topLevelHelp)
            result.status = .usage
            return result
        }
        do throws(UsageError) {
            try run(first, Array(arguments.dropFirst()), environment: environment, result: &result)
        } catch {
            report(error, into: &result)
        }
        return result
    }

    /// Runs the subcommand, or the top-level option, `first`.
    private static func run(
        _ first: String, _ rest: [String], environment: DriverEnvironment, result: inout DriverResult
    ) throws(UsageError) {
        switch first {
        case "-h", "--help":
            result.output(topLevelHelp)
        case "help":
            try help(rest.first, result: &result)
        case "--version":
            result.output("menuc \(version)\n")
        case "check":
            try CheckCommand.run(rest, environment: environment, result: &result)
        case "build":
            try BuildCommand.run(rest, environment: environment, result: &result)
        case "diff":
            try DiffCommand.run(rest, environment: environment, result: &result)
        case "fmt":
            try FormatCommand.run(rest, environment: environment, result: &result)
        case "rules":
            try RulesCommand.run(rest, result: &result)
        case "explain":
            try ExplainCommand.run(rest, result: &result)
        case "lsp":
            // The executable runs the server for a plain `menuc lsp`; here
            // only help and mistakes arrive.
            let parsed = try ParsedArguments(rest, spec: LanguageServerCommand.spec)
            if parsed.flag("--help") {
                result.output(HelpFormatter.help(for: LanguageServerCommand.spec, commandPath: "menuc lsp"))
            }
        default:
            if first.hasPrefix("-") {
                throw UsageError(.unknownTopLevelOption(first), command: nil)
            }
            throw UsageError(.unknownSubcommand(first, suggestion: didYouMean(first)), command: nil)
        }
    }

    /// `menuc help [<subcommand>]`.
    private static func help(_ name: String?, result: inout DriverResult) throws(UsageError) {
        guard let name else {
            result.output(topLevelHelp)
            return
        }
        guard let spec = spec(named: name) else {
            throw UsageError(.unknownSubcommand(name, suggestion: didYouMean(name)), command: nil)
        }
        result.output(HelpFormatter.help(for: spec, commandPath: "menuc \(name)"))
    }

    /// What other tools call the subcommands: too far from menuc's names
    /// for a spelling suggestion.
    private static let otherToolsNames = ["format": "fmt", "lint": "check", "compile": "build"]

    /// `"; did you mean 'fmt'?"` for a subcommand that does not exist, or the empty string.
    private static func didYouMean(_ name: String) -> String {
        if let subcommand = otherToolsNames[name.lowercased()] { return "; did you mean '\(subcommand)'?" }
        return Suggestion.didYouMean(name, in: subcommands.map(\.name))
    }

    /// The message for a usage mistake, and how to get help.
    private static func report(_ error: UsageError, into result: inout DriverResult) {
        result.report(.error, error.message.text, at: error.location)
        if error.showsUsage, let command = error.command, let spec = spec(named: command) {
            // The command is one of menuc's own (`spec(named:)` found it).
            result.error("Usage: \(HelpFormatter.usage(for: spec, commandPath: "menuc \(command)"))\n")
            result.error("  See 'menuc \(command) --help' for more information.\n")
        } else if error.showsUsage {
            result.error("Usage: menuc <subcommand>\n  See 'menuc --help' for more information.\n")
        }
        result.status = .usage
    }

    static func spec(named name: String) -> CommandSpec? {
        switch name {
        case "check": CheckCommand.spec
        case "build": BuildCommand.spec
        case "diff": DiffCommand.spec
        case "fmt": FormatCommand.spec
        case "rules": RulesCommand.spec
        case "explain": ExplainCommand.spec
        case "lsp": LanguageServerCommand.spec
        default: nil
        }
    }

    static var topLevelHelp: String {
        var lines = [
            "OVERVIEW: A compiler for menus and keyboard shortcuts.",
            "",
            "menuc reads .menu files, checks them against Apple's Human Interface",
            "Guidelines, and emits JSON, Markdown cheat-sheets and Swift source.",
            "",
            "USAGE: menuc <subcommand>",
            "",
            "OPTIONS:",
            HelpFormatter.row("--version", "Show the version."),
            HelpFormatter.row("-h, --help", "Show help information."),
            "",
            "SUBCOMMANDS:",
        ]
        for subcommand in subcommands {
            lines.append(HelpFormatter.row(subcommand.name, subcommand.abstract))
        }
        lines += ["", "  See 'menuc help <subcommand>' for detailed help."]
        return lines.joined(separator: "\n") + "\n"
    }
}

extension DiagnosticMessage {
    fileprivate static func unknownTopLevelOption(_ option: String) -> DiagnosticMessage {
        "unknown option '\(option)'"
    }

    fileprivate static func unknownSubcommand(_ name: String, suggestion: String) -> DiagnosticMessage {
        "unknown subcommand '\(name)'\(DiagnosticMessage(suggestion))"
    }
}
