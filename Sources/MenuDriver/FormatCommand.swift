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

    static func run(_ arguments: [String], environment: DriverEnvironment, result: inout DriverResult) throws(UsageError) {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.flag("--help") {
            result.output(HelpFormatter.help(for: spec, commandPath: "menuc fmt"))
            return
        }
        let options = try CheckOptions(parsed, command: "fmt", environment: environment)
        guard !parsed.positionals.isEmpty else {
            throw UsageError(message: "no input files; name one or more .menu files, or '-' for standard input", command: "fmt")
        }
        let inPlace = parsed.flag("--in-place")
        let checkOnly = parsed.flag("--check")
        if inPlace, checkOnly {
            throw UsageError(message: "'--in-place' and '--check' cannot be combined", command: "fmt")
        }
        if inPlace, parsed.positionals.contains("-") {
            throw UsageError(message: "'--in-place' cannot rewrite standard input", command: "fmt")
        }
        var refused: [FileDiagnostics] = []
        let inputs = Inputs.expand(parsed.positionals, result: &result)
        if inPlace { try Inputs.requireRewritable(inputs, option: "--in-place", command: "fmt") }
        for source in Inputs.read(inputs, options: options, environment: environment, result: &result) {
            switch Formatter.format(source) {
            case .refused(let diagnostics):
                refused.append(FileDiagnostics(source: source, diagnostics: diagnostics))
                result.escalate(to: .inputHasErrors)
            case .movesSuppression(let directive):
                // Left as written: formatted, what the directive silences
                // would change. Only `--check` fails on it.
                let location = source.location(of: directive.start)
                result.error(
                    "warning: '\(source.path)' not formatted: formatting would move the line that the 'menuc:disable-next-line' "
                        + "at \(location.line):\(location.column) points at; put the directive on a line of its own, "
                        + "right above what it silences\n")
                if checkOnly {
                    result.output("\(source.path)\n")
                    result.escalate(to: .inputHasErrors)
                } else if !inPlace {
                    result.output(source.text)
                }
            case .formatted(let text):
                let bytes = Array(text.utf8)
                if checkOnly {
                    if bytes != source.bytes {
                        result.output("\(source.path)\n")
                        result.escalate(to: .inputHasErrors)
                    }
                } else if inPlace {
                    guard bytes != source.bytes else { continue }
                    if case .failure(let error) = FileSystem.writeFileAtomically(source.path, bytes) {
                        result.error("error: cannot write '\(source.path)': \(error.reason)\n")
                        result.escalate(to: .cannotWriteOutput)
                    }
                } else {
                    result.output(text)
                }
            }
        }
        if !refused.isEmpty {
            result.error(TextReporter.render(refused, colors: options.colors))
            result.error("error: not formatted: fix the syntax errors first\n")
        }
    }
}
