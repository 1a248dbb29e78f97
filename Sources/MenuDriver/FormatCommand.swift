import MenuDiagnostics
import MenuFormatter
import MenuReporters

/// `menuc fmt`: the canonical layout.
enum FormatCommand {
    static let spec = CommandSpec(
        name: "fmt",
        abstract: "Format .menu files in the canonical layout.",
        discussion: """
            Prints the formatted text to standard output unless --in-place or --check \
            is given. Files with syntax errors are reported and left alone. Exits \
            with 0 on success, 1 when a file has syntax errors or (with --check) is \
            not formatted, 64 on a usage mistake, 66 when an input cannot be read and \
            73 when a file cannot be rewritten.
            """,
        arguments: ("<files> ...", "The .menu files to format (a directory stands for the .menu files below it); '-' reads standard input."),
        options: [
            OptionSpec(names: ["-i", "--in-place"], valueName: nil, help: "Rewrite the files (atomically) instead of printing them."),
            OptionSpec(names: ["--check"], valueName: nil, help: "Print nothing; list the files that are not formatted and exit with 1 if there are any."),
            OptionSpec(names: ["--color"], valueName: "<when>", help: "Colour diagnostics: auto, always or never. (default: auto)"),
            OptionSpec(names: ["--stdin-filename"], valueName: "<path>", help: "The name to report for standard input. (default: <stdin>)"),
        ])

    /// What `fmt` does with a formatted file.
    private enum Mode {
        /// Prints it.
        case print
        /// Writes it back (`--in-place`).
        case inPlace
        /// Lists it if it changed (`--check`).
        case check
    }

    static func run(_ arguments: [String], environment: DriverEnvironment, result: inout DriverResult) throws(UsageError) {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.flag("--help") {
            result.output(HelpFormatter.help(for: spec, commandPath: "menuc fmt"))
            return
        }
        let options = try CheckOptions(parsed, command: "fmt", environment: environment)
        guard !parsed.positionals.isEmpty else {
            throw UsageError(.noInputFiles, command: "fmt")
        }
        let mode = try mode(parsed)
        let inputs = Inputs.expand(parsed.positionals, result: &result)
        if mode == .inPlace { try Inputs.requireRewritable(inputs, option: "--in-place", command: "fmt") }
        var refused: [FileDiagnostics] = []
        for source in Inputs.read(inputs, options: options, environment: environment, result: &result) {
            switch Formatter.format(source) {
            case .refused(let diagnostics):
                refused.append(FileDiagnostics(source: source, diagnostics: diagnostics))
                result.escalate(to: .inputHasErrors)
            case .movesSuppression(let directive):
                leave(source, movingSuppression: directive, mode: mode, result: &result)
            case .formatted(let text):
                deliver(text, formatting: source, mode: mode, result: &result)
            }
        }
        if !refused.isEmpty {
            result.error(TextReporter.render(refused, colors: options.colors))
            for file in refused {
                result.report(.error, "'\(file.source.path)' not formatted: fix the syntax errors first")
            }
        }
    }

    private static func mode(_ parsed: ParsedArguments) throws(UsageError) -> Mode {
        let inPlace = parsed.flag("--in-place")
        let checkOnly = parsed.flag("--check")
        if inPlace, checkOnly {
            throw UsageError(.inPlaceAndCheck, command: "fmt")
        }
        if inPlace, parsed.positionals.contains("-") {
            throw UsageError(.cannotRewriteStandardInput, command: "fmt")
        }
        return inPlace ? .inPlace : checkOnly ? .check : .print
    }

    /// A file left as written: formatted, what its suppression directive
    /// silences would change. Only `--check` fails on it.
    private static func leave(
        _ source: SourceFile, movingSuppression directive: SourceRange, mode: Mode, result: inout DriverResult
    ) {
        let location = source.location(of: directive.start)
        result.report(
            .warning,
            "'\(source.path)' not formatted: formatting would move the line that the 'menuc:disable-next-line' "
                + "at \(location.line):\(location.column) points at; put the directive on a line of its own, "
                + "right above what it silences")
        switch mode {
        case .check:
            result.output(TerminalText.oneLine(source.path) + "\n")
            result.escalate(to: .inputHasErrors)
        case .print:
            result.output(source.text)
        case .inPlace:
            break
        }
    }

    /// Prints the formatted text, writes it back, or lists the file if it changed.
    private static func deliver(_ text: String, formatting source: SourceFile, mode: Mode, result: inout DriverResult) {
        let bytes = Array(text.utf8)
        switch mode {
        case .check:
            if bytes != source.bytes {
                result.output(TerminalText.oneLine(source.path) + "\n")
                result.escalate(to: .inputHasErrors)
            }
        case .inPlace:
            guard bytes != source.bytes else { return }
            if case .failure(let error) = FileSystem.writeFileAtomically(source.path, bytes) {
                result.report(.error, "cannot write '\(source.path)': \(error.reason)")
                result.escalate(to: .cannotWriteOutput)
            }
        case .print:
            result.output(text)
        }
    }
}

extension DiagnosticMessage {
    fileprivate static let inPlaceAndCheck: DiagnosticMessage = "'--in-place' and '--check' cannot be combined"
    fileprivate static let cannotRewriteStandardInput: DiagnosticMessage = "'--in-place' cannot rewrite standard input"
}
