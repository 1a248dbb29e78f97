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
            throw UsageError(message: "no input files; name one or more .menu files, or '-' for standard input", command: "check")
        }
        let fix = parsed.flag("--fix")
        if fix, parsed.positionals.contains("-") {
            throw UsageError(message: "'--fix' rewrites files in place and cannot fix standard input", command: "check")
        }
        var files: [FileDiagnostics] = []
        var translations = Translations()
        let inputs = Inputs.expand(parsed.positionals, result: &result)
        if fix { try Inputs.requireRewritable(inputs, option: "--fix", command: "check") }
        for source in Inputs.read(inputs, options: options, environment: environment, result: &result) {
            let configuration = try options.configuration(for: source.path)
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
                checked = Checker.check(source, configuration: configuration, keepingSyntaxTree: false)
                diagnostics = checked.diagnostics
            }
            files.append(FileDiagnostics(source: checked.source, diagnostics: diagnostics))
            if checked.hasErrors { result.escalate(to: .inputHasErrors) }
            _ = try translations.checkCatalog(
                of: checked, configuration: configuration, commandLine: options.commandLine, reports: &files, result: &result)
        }
        options.report(files, into: &result)
    }

    /// Fix-its are applied in rounds: one title can have several, each
    /// rewriting the whole title, and only one of them applies per round.
    /// Real titles need four at most; the limit only ends fixes that would
    /// undo each other.
    static let maximumFixRounds = 32

    /// Applies fix-its until none is left that applies, writes the file if it
    /// changed and parses at least as well as before (a file with syntax
    /// errors takes fixes that leave fewer errors), says how many it
    /// applied, as clang-tidy does, and returns the check of what is on disk.
    static func applyFixIts(_ checked: CheckResult, configuration: Configuration, result: inout DriverResult) -> CheckResult {
        var current = checked
        var appliedCount = 0
        // Hashes of the states the file went through, not the states: up to
        // 32 copies of a large file would take gigabytes. A collision only
        // ends the rounds early.
        var seen: Set<Int> = [checked.source.bytes.hashValue]
        for _ in 0..<maximumFixRounds {
            let fixIts = current.diagnostics.flatMap(\.fixIts)
            guard !fixIts.isEmpty else { break }
            let (bytes, applied) = FixItApplication.apply(fixIts, to: current.source.bytes)
            guard applied > 0, seen.insert(bytes.hashValue).inserted else { break }
            let candidate = Checker.check(
                SourceFile(path: checked.source.path, bytes: bytes), configuration: configuration, keepingSyntaxTree: false)
            if candidate.hasSyntaxErrors, !current.hasSyntaxErrors || candidate.diagnostics.errorCount >= current.diagnostics.errorCount {
                let reason = current.hasSyntaxErrors ? "they would not leave fewer syntax errors" : "the result would not parse"
                result.report(.warning, "\(appliedCount > 0 ? "the remaining " : "")fix-its for '\(checked.source.path)' were not applied: \(reason)")
                break
            }
            current = candidate
            appliedCount += applied
        }
        guard appliedCount > 0 else { return checked }
        switch FileSystem.writeFileAtomically(checked.source.path, current.source.bytes) {
        case .success:
            result.error("applied \(appliedCount) fix-it\(appliedCount == 1 ? "" : "s") to '\(TextReporter.oneLine(checked.source.path))'\n")
            return current
        case .failure(let error):
            result.report(.error, "cannot write '\(checked.source.path)': \(error.reason)")
            result.escalate(to: .cannotWriteOutput)
            return checked
        }
    }
}
