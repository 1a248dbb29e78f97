import MenuBackends
import MenuDiagnostics
import MenuReporters
import MenuSemantics

/// `menuc build`: check, then emit an artefact for each input.
enum BuildCommand {
    static let spec = CommandSpec(
        name: "build",
        abstract: "Check .menu files and emit JSON, Markdown or Swift.",
        discussion: """
            Nothing is written unless every input checks without errors; outputs are \
            written atomically, so a failed build leaves the previous output as it \
            was. With one input and no -o, the artefact goes to standard output. \
            Exits with 0 on success, 1 when an input has errors, 64 on a usage \
            mistake, 66 when an input cannot be read and 73 when an output cannot \
            be written.
            """,
        arguments: ("<files> ...", "The .menu files to build (a directory stands for the .menu files below it); '-' reads standard input."),
        options: [
            OptionSpec(names: ["--emit"], valueName: "<format>", help: "What to emit: json, markdown or swift."),
            OptionSpec(names: ["-o", "--output"], valueName: "<path>", help: "Where to write: a file for one input, or a directory (one <name>.<ext> per input)."),
            OptionSpec(names: ["--swift-namespace"], valueName: "<name>", help: "The Swift type that holds the generated code. (default: from the file name, as in TextEditMenus)"),
        ] + CheckOptions.specs)

    static func run(_ arguments: [String], environment: DriverEnvironment, result: inout DriverResult) throws(UsageError) {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.flag("--help") {
            result.output(HelpFormatter.help(for: spec, commandPath: "menuc build"))
            return
        }
        guard let formatName = parsed.value("--emit") else {
            throw UsageError(message: "missing '--emit <format>'; choose json, markdown or swift", command: "build")
        }
        guard let format = EmitFormat(rawValue: formatName) else {
            throw UsageError(
                message: "invalid value '\(formatName)' for '--emit'\(Suggestion.didYouMean(formatName, in: EmitFormat.allCases.map(\.rawValue)))",
                command: "build")
        }
        guard !parsed.positionals.isEmpty else {
            throw UsageError(message: "no input files; name one or more .menu files, or '-' for standard input", command: "build")
        }
        let inputs = Inputs.expand(parsed.positionals, result: &result)
        guard !inputs.isEmpty else { return }
        let output = parsed.value("--output")
        if inputs.count > 1 {
            guard let output else {
                throw UsageError(message: "building several files needs '-o <directory>' for their outputs", command: "build")
            }
            guard FileSystem.isDirectory(output) else {
                throw UsageError(message: "'-o \(output)' must be an existing directory when building several files", command: "build")
            }
        }
        if parsed.value("--swift-namespace") != nil, inputs.count > 1 {
            throw UsageError(message: "'--swift-namespace' names one type; build one file at a time with it", command: "build")
        }
        let options = try CheckOptions(parsed, command: "build", environment: environment)

        var checked: [CheckResult] = []
        for source in Inputs.read(inputs, options: options, environment: environment, result: &result) {
            checked.append(Checker.check(source, configuration: try options.configuration(for: source.path), keepingSyntaxTree: false))
        }
        options.report(checked.map { FileDiagnostics(source: $0.source, diagnostics: $0.diagnostics) }, into: &result)
        if checked.contains(where: \.hasErrors) { result.escalate(to: .inputHasErrors) }
        guard result.status == .success else { return }

        // Every input is good: now emit, all of them or (on a write error) as
        // many as could be written, each atomically.
        for check in checked {
            defer { environment.keepUntilExit(check) }
            let sourceName = FileSystem.baseName(of: check.source.path)
            let backendOptions = BackendOptions(sourceName: sourceName, swiftNamespace: parsed.value("--swift-namespace"))
            guard let output else {
                Backends.emit(check.model, as: format, options: backendOptions) { result.standardOutput.append(contentsOf: $0) }
                continue
            }
            let path = FileSystem.isDirectory(output)
                ? FileSystem.joined(output, FileSystem.stem(of: sourceName) + "." + format.fileExtension)
                : output
            let written = FileSystem.writeFileAtomically(path, durability: .rebuildable, keepingIdenticalFile: true) { write in
                Backends.emit(check.model, as: format, options: backendOptions) { write(UnsafeRawBufferPointer($0)) }
            }
            if case .failure(let error) = written {
                result.error("error: cannot write '\(path)': \(error.reason)\n")
                result.escalate(to: .cannotWriteOutput)
            }
        }
    }
}
