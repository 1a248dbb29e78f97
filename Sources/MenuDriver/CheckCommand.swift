import MenuDiagnostics
import MenuReporters
import MenuModel
import MenuRules
import MenuSyntax

/// `menuc check`: diagnostics only.
enum CheckCommand {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check .menu files and report diagnostics.",
        discussion: """
            Exits with 0 when no file has errors (warnings are allowed), 1 when one \
            has, 64 on a usage mistake, 66 when an input cannot be read and 73 when \
            '--fix' cannot write a file back.
            """,
        arguments: ("<files> ...", "The .menu files to check (a directory stands for the .menu files below it); '-' reads standard input."),
        options: CheckOptions.specs + [
            Translations.catalogSpec,
            OptionSpec(names: ["--fix"], valueName: nil, help: "Apply the fix-its in place (atomically, and only when the result parses at least as well), then report what remains."),
        ])

    static func run(_ arguments: [String], environment: DriverEnvironment, result: inout DriverResult) throws(UsageError) {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.flag("--help") {
            result.output(HelpFormatter.help(for: spec, commandPath: "menuc check"))
            return
        }
        // Option values first: in `check --reporter F`, F is taken as the
        // reporter, and saying so beats "no input files".
        let options = try CheckOptions(parsed, command: "check", environment: environment)
        guard !parsed.positionals.isEmpty else {
            throw UsageError(.noInputFiles, command: "check")
        }
        let fix = parsed.flag("--fix")
        if fix, parsed.positionals.contains("-") {
            throw UsageError(.cannotFixStandardInput, command: "check")
        }
        var files: [FileDiagnostics] = []
        var translations = Translations()
        let inputs = Inputs.expand(parsed.positionals, result: &result)
        if fix { try Inputs.requireRewritable(inputs, option: "--fix", command: "check") }
        let sources = Inputs.read(inputs, options: options, environment: environment, result: &result)
        for (position, source) in sources.enumerated() {
            let optionsFile = try CheckOptions.optionsFile(for: source.path)
            let configuration = try options.configuration(over: optionsFile)
            var diagnostics: [Diagnostic]
            var checked: CheckResult
            if fix {
                // Fixes take every fix-it, and judge a round by all its errors.
                var unlimited = configuration
                unlimited.errorLimit = 0
                checked = Checker.check(source, configuration: unlimited, keepingSyntaxTree: false)
                checked = applyFixIts(checked, configuration: unlimited, result: &result)
                diagnostics = DiagnosticLimit.apply(checked.diagnostics, limit: configuration.errorLimit)
            } else {
                // Only the last file's index is kept to the exit; the others go with their check.
                let isLast = position == sources.count - 1
                checked = Checker.check(source, configuration: configuration, keepingSyntaxTree: false, keepingIndex: isLast)
                diagnostics = checked.diagnostics
            }
            files.append(FileDiagnostics(source: checked.source, diagnostics: diagnostics))
            if checked.hasErrors { result.escalate(to: .inputHasErrors) }
            let catalogPath = Translations.catalogPath(commandLine: options.commandLine, optionsFile: optionsFile)
            _ = translations.checkCatalog(of: checked, at: catalogPath, configuration: configuration, reports: &files, result: &result)
            if position == sources.count - 1 { result.keptUntilExit = checked }
        }
        options.report(files, into: &result)
    }

    /// Applies fix-its in rounds (`FixRounds`), writes the file if they
    /// changed it, says how many it applied, as clang-tidy does, and returns
    /// the check of what is on disk.
    static func applyFixIts(_ checked: CheckResult, configuration: Configuration, result: inout DriverResult) -> CheckResult {
        let rounds = FixRounds(checked, configuration: configuration)
        let path = checked.source.path
        if let refusal = rounds.refusal {
            let reason = switch refusal {
            case .wouldNotParse: "the result would not parse"
            case .wouldNotLeaveFewerSyntaxErrors: "they would not leave fewer syntax errors"
            }
            result.report(.warning, "\(rounds.applied > 0 ? "the remaining " : "")fix-its for '\(path)' were not applied: \(reason)")
        }
        guard rounds.applied > 0 else { return checked }
        switch FileSystem.writeFileAtomically(path, rounds.bytes) {
        case .success:
            result.error("applied \(rounds.applied) fix-it\(rounds.applied == 1 ? "" : "s") to '\(TerminalText.oneLine(path))'\n")
            return Checker.check(SourceFile(path: path, bytes: rounds.bytes), configuration: configuration, keepingSyntaxTree: false)
        case .failure(let error):
            result.report(.error, "cannot write '\(path)': \(error.reason)")
            result.escalate(to: .cannotWriteOutput)
            return checked
        }
    }
}

extension DiagnosticMessage {
    fileprivate static let cannotFixStandardInput: DiagnosticMessage = "'--fix' rewrites files in place and cannot fix standard input"
}
