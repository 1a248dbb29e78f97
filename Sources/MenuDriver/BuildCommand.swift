import MenuBackends
import MenuDiagnostics
import MenuReporters
import MenuModel
import MenuRules

/// `menuc build`: check, then emit an artefact for each input.
enum BuildCommand {
    static let spec = CommandSpec(
        name: "build",
        abstract: "Check .menu files and emit JSON, Markdown, Swift, or a keyboard map in SVG or HTML.",
        discussion: """
            Nothing is written unless every input checks without errors; outputs are \
            written atomically, so a failed build leaves the previous output as it \
            was. With one input and no -o (or -o -), the artefact goes to standard output, \
            and a --reporter json, sarif or github report to standard error. \
            Exits with 0 on success, 1 when an input has errors, 64 on a usage \
            mistake, 66 when an input cannot be read and 73 when an output cannot \
            be written.
            """,
        arguments: ("<files> ...", "The .menu files to build (a directory stands for the .menu files below it); '-' reads standard input."),
        options: [
            OptionSpec(names: ["--emit"], valueName: "<format>", help: "What to emit: \(formatList)."),
            OptionSpec(names: ["-o", "--output"], valueName: "<path>", help: "Where to write: a file for one input, a directory (one <name>.<ext> per input), or '-' for standard output."),
            OptionSpec(names: ["--swift-namespace"], valueName: "<name>", help: "The Swift type that holds the generated code. (default: from the file name, as in TextEditMenus)"),
            swiftTargetSpec,
            keyboardSpec,
            swiftBundleSpec,
            OptionSpec(names: ["--language"], valueName: "<language>", help: "Build in this language of the --catalog, as in zh-Hans: every title it translates is replaced before the backend runs."),
            OptionSpec(names: ["--source-language"], valueName: "<language>", help: "The language the .menu file is written in, for --emit xcstrings. (default: en)"),
        ] + CheckOptions.specs + [Translations.catalogSpec])

    /// `--swift-bundle`, which a `.menuc` file may hold too.
    static let swiftBundleSpec = OptionSpec(
        names: ["--swift-bundle"], valueName: "<bundle>",
        help: "The bundle whose string catalog the Swift code looks titles up in: main (an app's target) or module (a Swift package target with the catalog as a resource); may be set in a .menuc file. (default: main)")

    /// `--swift-target`, which a `.menuc` file may hold too.
    static let swiftTargetSpec = OptionSpec(
        names: ["--swift-target"], valueName: "<framework>",
        help: "What the Swift code builds the menus with: \(SwiftTarget.allCases.map(\.rawValue).joined(separator: ", ")); may be set in a .menuc file. (default: swiftui)")

    /// `--keyboard`, which a `.menuc` file may hold too.
    static let keyboardSpec = OptionSpec(
        names: ["--keyboard"], valueName: "<layout>",
        help: "The keyboard the svg and html maps draw: \(KeyboardLayout.allCases.map(\.rawValue).joined(separator: ", ")); may be set in a .menuc file. (default: ansi)")

    /// The `--swift-target` of `parsed`, if given.
    static func swiftTarget(_ parsed: ParsedArguments, command: String) throws(UsageError) -> SwiftTarget? {
        try parsed.choice("--swift-target", command: command)
    }

    /// The `--keyboard` of `parsed`, if given.
    static func keyboard(_ parsed: ParsedArguments, command: String) throws(UsageError) -> KeyboardLayout? {
        try parsed.choice("--keyboard", command: command)
    }

    /// The backends' names as help and messages list them: "json, markdown or swift".
    static var formatList: String {
        let names = Backends.names
        guard names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    static func run(_ arguments: [String], environment: DriverEnvironment, result: inout DriverResult) throws(UsageError) {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.flag("--help") {
            result.output(HelpFormatter.help(for: spec, commandPath: "menuc build"))
            return
        }
        guard let request = try Request(parsed, environment: environment, result: &result) else { return }
        guard let builds = try checkAndReport(request, environment: environment, result: &result) else { return }
        write(builds, request: request, result: &result)
    }

    /// What an input's artefact is made from, once it is checked: the
    /// source text and its check are let go before any artefact is made.
    private struct Build {
        let sourcePath: String
        /// The model the backend reads: with `--language`, translated.
        let model: MenuModel
        let catalog: (path: String, catalog: StringCatalog)?
        let settings: FileSettings
    }

    /// An input checked with its options file's configuration, and what it
    /// is built with.
    private struct CheckedInput {
        let check: CheckResult
        let configuration: Configuration
        let settings: FileSettings
    }

    /// Reads and checks every input, reports the diagnostics, and returns
    /// what to build; nil when nothing may be written (an input could not
    /// be read or has errors).
    private static func checkAndReport(
        _ request: Request, environment: DriverEnvironment, result: inout DriverResult
    ) throws(UsageError) -> [Build]? {
        let sources = Inputs.read(request.inputs, options: request.options, environment: environment, result: &result)
        let inputs = try check(sources, request: request)
        var reports: [FileDiagnostics] = []
        var translations = Translations()
        var catalogs: [(path: String, catalog: StringCatalog)?] = []
        for input in inputs {
            let check = input.check
            reports.append(FileDiagnostics(source: check.source, diagnostics: diagnostics(of: check, settings: input.settings, request: request)))
            let catalog = translations.checkCatalog(
                of: check, at: input.settings.catalogPath, configuration: input.configuration, reports: &reports, result: &result)
            // A '--language' the catalog cannot give is a usage mistake, said before any report.
            if let language = request.language { try requireTranslations(in: catalog, language: language, result: result) }
            catalogs.append(catalog)
        }
        request.options.report(
            reports, into: &result,
            artefactOnStandardOutput: request.options.reporter != .text && writesToStandardOutput(request.outputPaths))
        if inputs.contains(where: \.check.hasErrors) { result.escalate(to: .inputHasErrors) }
        // Nothing is written unless every input was read and is good.
        guard result.status == .success else { return nil }
        let models = translatedModels(inputs.map(\.check), catalogs: catalogs, request: request, result: &result)
        return inputs.indices.map { position in
            Build(
                sourcePath: inputs[position].check.source.path, model: models[position], catalog: catalogs[position],
                settings: inputs[position].settings)
        }
    }

    /// `--language` needs a catalog with that language; one that could not
    /// be read has been reported already.
    private static func requireTranslations(
        in catalog: (path: String, catalog: StringCatalog)?, language: String, result: DriverResult
    ) throws(UsageError) {
        guard let (path, catalog) = catalog else {
            guard result.status == .success else { return }
            throw UsageError(.languageWithoutCatalog(language), command: "build")
        }
        try Translations.requireLanguage(language, in: catalog, path: path)
    }

    /// The models the backend reads: with `--language`, each in that
    /// language, from its catalog (`requireTranslations` saw to it that every
    /// input has one); else the checked ones.
    private static func translatedModels(
        _ checked: [CheckResult], catalogs: [(path: String, catalog: StringCatalog)?], request: Request, result: inout DriverResult
    ) -> [MenuModel] {
        guard let language = request.language else { return checked.map(\.model) }
        var models: [MenuModel] = []
        for (check, catalog) in zip(checked, catalogs) {
            guard let (path, catalog) = catalog else {
                models.append(check.model)
                continue
            }
            let (model, untranslated) = catalog.translate(check.model, into: language)
            if !untranslated.isEmpty {
                let total = check.model.localizableTitles.count
                result.report(.warning, Translations.untranslatedWarning(untranslated, of: total, language: language, path: path))
            }
            models.append(model)
        }
        return models
    }

    /// The check's diagnostics and, for an input without errors, the
    /// backend's warnings about what the artefact cannot carry, in source order.
    private static func diagnostics(of check: CheckResult, settings: FileSettings, request: Request) -> [Diagnostic] {
        guard !check.hasErrors else { return check.diagnostics }
        let warnings = request.backend.warnings(check.model, options: backendOptions(for: check.source.path, settings: settings, request: request))
        guard !warnings.isEmpty else { return check.diagnostics }
        return (check.diagnostics + warnings).sorted(by: Diagnostic.sourceOrder)
    }

    private static func backendOptions(for sourcePath: String, settings: FileSettings, request: Request) -> BackendOptions {
        BackendOptions(
            sourceName: FileSystem.baseName(of: sourcePath), swiftNamespace: request.namespace,
            swiftTarget: settings.swiftTarget, keyboard: settings.keyboard, sourceLanguage: request.sourceLanguage,
            localizationBundle: settings.localizationBundle)
    }

    /// What an input is built with that its options file may set.
    struct FileSettings {
        var swiftTarget: SwiftTarget
        var keyboard: KeyboardLayout
        var localizationBundle: LocalizationBundle
        /// The string catalog whose translations are checked (`--catalog`).
        var catalogPath: String?
    }

    /// What a build is asked to do, its arguments checked before any input is read.
    private struct Request {
        let backend: any Backend.Type
        let options: CheckOptions
        let namespace: String?
        /// `--language`: the language to build in, from the catalog.
        let language: String?
        /// `--source-language`; without it, a catalog's own, else English.
        let sourceLanguage: String?
        /// `--swift-bundle` on the command line, which wins over a `.menuc` file's.
        let localizationBundle: LocalizationBundle?
        /// `--swift-target` on the command line, which wins over a `.menuc` file's.
        let swiftTarget: SwiftTarget?
        /// `--keyboard` on the command line, which wins over a `.menuc` file's.
        let keyboard: KeyboardLayout?
        let inputs: [String]
        /// Where each input's artefact goes, in order; nil for standard output.
        let outputPaths: [String]?

        /// Nil when the arguments name no input after all (an empty
        /// directory, which is reported).
        init?(_ parsed: ParsedArguments, environment: DriverEnvironment, result: inout DriverResult) throws(UsageError) {
            backend = try BuildCommand.backend(parsed)
            options = try CheckOptions(parsed, command: "build", environment: environment)
            namespace = parsed.value("--swift-namespace")
            language = parsed.value("--language")
            sourceLanguage = parsed.value("--source-language")
            localizationBundle = try BuildCommand.localizationBundle(parsed)
            if language != nil, backend is StringCatalogBackend.Type {
                throw UsageError(.languageWithCatalogOutput, command: "build")
            }
            swiftTarget = try BuildCommand.swiftTarget(parsed, command: "build")
            keyboard = try BuildCommand.keyboard(parsed, command: "build")
            // Options only some backends read; the others ignore them, and say so.
            let backendOptions = [
                ("--swift-target", swiftTarget != nil, backend is SwiftBackend.Type),
                ("--swift-namespace", namespace != nil, backend is SwiftBackend.Type),
                ("--swift-bundle", localizationBundle != nil, backend is SwiftBackend.Type),
                ("--keyboard", keyboard != nil, backend is SVGBackend.Type || backend is HTMLBackend.Type),
                ("--source-language", sourceLanguage != nil, backend is StringCatalogBackend.Type),
            ]
            for (name, isGiven, isRead) in backendOptions where isGiven && !isRead {
                result.report(.warning, "'\(name)' is ignored with '--emit \(backend.name)'")
            }
            if let namespace, backend is SwiftBackend.Type { try validate(namespace: namespace) }
            guard !parsed.positionals.isEmpty else {
                throw UsageError(.noInputFiles, command: "build")
            }
            inputs = try distinct(Inputs.expand(parsed.positionals, result: &result), environment: environment)
            guard !inputs.isEmpty else { return nil }
            let output = try BuildCommand.output(parsed, inputCount: inputs.count)
            // A namespace names one type, so one input's.
            if namespace != nil, backend is SwiftBackend.Type, inputs.count > 1 {
                throw UsageError(.namespaceForSeveralInputs, command: "build")
            }
            guard let output else {
                outputPaths = nil
                return
            }
            outputPaths = try plannedOutputs(
                for: inputs, into: output, backend: backend, standardInputName: parsed.value("--stdin-filename"), environment: environment)
        }

        /// The target, keyboard, bundle and catalog an input is built with:
        /// the command line's, else its options file's, else SwiftUI, ANSI,
        /// the main bundle and none.
        func settings(from optionsFile: OptionsFile.Contents) -> FileSettings {
            FileSettings(
                swiftTarget: swiftTarget ?? optionsFile.swiftTarget ?? .swiftui, keyboard: keyboard ?? optionsFile.keyboard ?? .ansi,
                localizationBundle: localizationBundle ?? optionsFile.localizationBundle ?? .main,
                catalogPath: Translations.catalogPath(commandLine: options.commandLine, optionsFile: optionsFile))
        }
    }

    /// The `--swift-bundle` of `parsed`, if given.
    static func localizationBundle(_ parsed: ParsedArguments, command: String = "build") throws(UsageError) -> LocalizationBundle? {
        guard let name = parsed.value("--swift-bundle") else { return nil }
        guard let bundle = LocalizationBundle(rawValue: name) else {
            throw UsageError(.unknownBundle(name), command: command)
        }
        return bundle
    }

    /// The backend `--emit` names.
    private static func backend(_ parsed: ParsedArguments) throws(UsageError) -> any Backend.Type {
        guard let name = parsed.value("--emit") else {
            throw UsageError(.missingFormat, command: "build")
        }
        guard let backend = Backends.named(name) else {
            throw UsageError(.unknownFormat(name), command: "build")
        }
        return backend
    }

    /// The `-o` path; nil for standard output. Several inputs need a
    /// directory.
    private static func output(_ parsed: ParsedArguments, inputCount: Int) throws(UsageError) -> String? {
        // '-o -' is standard output, as it is to clang and most tools that write a file.
        let requested = parsed.value("--output")
        let output = requested == "-" ? nil : requested
        guard inputCount > 1 else { return output }
        guard let output else {
            throw UsageError(.severalInputsNeedDirectory(requestedStandardOutput: requested == "-"), command: "build")
        }
        guard FileSystem.isDirectory(output) else {
            throw UsageError(.outputNotDirectory(output), command: "build")
        }
        return output
    }

    /// Checks each input with the configuration of its options file, which
    /// is read once for the check and the build's settings.
    private static func check(_ sources: [SourceFile], request: Request) throws(UsageError) -> [CheckedInput] {
        var inputs: [CheckedInput] = []
        for source in sources {
            let optionsFile = try CheckOptions.optionsFile(for: source.path)
            let configuration = try request.options.configuration(over: optionsFile)
            inputs.append(CheckedInput(
                check: Checker.check(source, configuration: configuration, keepingSyntaxTree: false),
                configuration: configuration, settings: request.settings(from: optionsFile)))
        }
        return inputs
    }

    /// Emits each input's artefact and writes it atomically, or prints it.
    /// A write that fails is reported and the others are still written.
    private static func write(_ builds: [Build], request: Request, result: inout DriverResult) {
        for (position, build) in builds.enumerated() {
            var options = backendOptions(for: build.sourcePath, settings: build.settings, request: request)
            // A catalog written again keeps the translations of the one
            // given, and says which it cannot keep.
            if request.backend is StringCatalogBackend.Type, let (catalogPath, catalog) = build.catalog {
                options.catalog = catalog
                let leftOut = catalog.translatedKeys(missingFrom: build.model)
                if !leftOut.isEmpty { result.report(.warning, Translations.leftOutWarning(leftOut, path: catalogPath)) }
            }
            guard let path = request.outputPaths?[position] else {
                result.standardOutput.append(contentsOf: request.backend.emit(build.model, options: options).utf8)
                continue
            }
            let written = FileSystem.writeFileAtomically(path, durability: .rebuildable, keepingIdenticalFile: true) { file in
                request.backend.emit(build.model, options: options, to: file)
            }
            if case .failure(let error) = written {
                result.report(.error, "cannot write '\(path)': \(error.reason)")
                result.escalate(to: .cannotWriteOutput)
            }
        }
    }

    /// Whether an artefact goes where standard output goes: printed (no
    /// `-o`), or written to a file that is standard output (`-o /dev/stdout`,
    /// or the file `>` sends it to).
    private static func writesToStandardOutput(_ outputPaths: [String]?) -> Bool {
        guard let outputPaths else { return true }
        guard let standardOutput = FileSystem.identity(ofDescriptor: 1) else { return false }
        return outputPaths.contains { FileSystem.identity(of: $0) == standardOutput }
    }

    /// The inputs with a file named twice (`a.menu ./a.menu`, or a folder
    /// and a file in it) built once, at its first place. Another name for
    /// the file (a link) is another input, whose artefact has its own name,
    /// unless it is a FIFO or pipe: that is read once, and refused.
    private static func distinct(_ inputs: [String], environment: DriverEnvironment) throws(UsageError) -> [String] {
        var seen: Set<NamedFile> = []
        var readOnce: [FileSystem.FileIdentity: String] = [:]
        var distinct: [String] = []
        for input in inputs {
            if input == "-", distinct.contains("-") {
                throw UsageError(.standardInputTwice, command: "build")
            }
            if let identity = identity(ofInput: input, environment: environment) {
                if input != "-", !seen.insert(NamedFile(identity: identity, name: FileSystem.baseName(of: input))).inserted { continue }
                if identity.kind == .readOnce, let earlier = readOnce.updateValue(input, forKey: identity) {
                    throw UsageError(.onePipeTwice(earlier, input), command: "build")
                }
            }
            distinct.append(input)
        }
        return distinct
    }

    /// The file an input names; for '-', the file or pipe standard input
    /// was redirected from, if any.
    private static func identity(ofInput input: String, environment: DriverEnvironment) -> FileSystem.FileIdentity? {
        input == "-" ? environment.standardInputIdentity : FileSystem.identity(of: input)
    }

    private struct NamedFile: Hashable {
        let identity: FileSystem.FileIdentity
        let name: String
    }

    /// The generated code is compiled against the name asked for, so a
    /// name that cannot be used as written is refused, never changed.
    private static func validate(namespace: String) throws(UsageError) {
        guard !namespace.isEmpty else {
            throw UsageError(.emptyNamespace, command: "build")
        }
        guard let problem = SwiftBackend.problem(withNamespace: namespace) else { return }
        let reason = switch problem {
        case .notAnIdentifier: "it is not a Swift identifier"
        case .keyword: "it is a Swift keyword"
        case .hidesAType: "the generated code refers to another '\(namespace)', which it would hide"
        case .namesANestedType: "the generated code declares a '\(namespace)' type inside it"
        }
        let suggestion = SwiftBackend.namespace(for: BackendOptions(sourceName: "", swiftNamespace: namespace))
        throw UsageError(.unusableNamespace(namespace, reason: reason, suggestion: suggestion), command: "build")
    }

    /// Where each input's artefact goes: `output` itself, or in a directory
    /// a file named after the input. Refused before anything is read, input
    /// by input: standard input into a directory with no name for it, two
    /// inputs whose artefacts would land on one file (the second would
    /// silently replace the first), and an artefact that would replace an
    /// input.
    private static func plannedOutputs(
        for inputs: [String], into output: String, backend: any Backend.Type, standardInputName: String?, environment: DriverEnvironment
    ) throws(UsageError) -> [String] {
        let intoDirectory = FileSystem.isDirectory(output)
        let identities = inputs.map { identity(ofInput: $0, environment: environment) }
        var inputsByIdentity: [FileSystem.FileIdentity: String] = [:]
        for (input, identity) in zip(inputs, identities) {
            if let identity { inputsByIdentity[identity] = input }
        }
        // Keyed by the path in lowercase: names that differ only in case
        // are one file on a case-insensitive volume, as macOS's usually is,
        // and a package is built there whatever machine it was written on.
        var inputsByOutput: [String: (input: String, path: String)] = [:]
        var paths: [String] = []
        for (input, identity) in zip(inputs, identities) {
            let path = intoDirectory
                ? try artefactPath(for: input, in: output, backend: backend, standardInputName: standardInputName)
                : output
            // An input that is not there is reported as unreadable, not as a clash.
            if input == "-" || identity != nil, let earlier = inputsByOutput.updateValue((input, path), forKey: path.lowercased()) {
                let destination: DiagnosticMessage = earlier.path == path
                    ? "would both be built into '\(whole: path)'"
                    : "would be built into '\(whole: earlier.path)' and '\(whole: path)', one file on a case-insensitive volume such as macOS's"
                throw UsageError(.outputsClash(earlier.input, input, destination: destination), command: "build")
            }
            // A terminal or /dev/null is both read and written unharmed.
            if let output = FileSystem.identity(of: path), output.kind != .stream, let overwritten = inputsByIdentity[output] {
                throw UsageError(.outputIsInput(path, input: overwritten), command: "build")
            }
            paths.append(path)
        }
        return paths
    }

    /// The file in `directory` that an input's artefact is written to,
    /// named after the input (for standard input, after `--stdin-filename`).
    private static func artefactPath(
        for input: String, in directory: String, backend: any Backend.Type, standardInputName: String?
    ) throws(UsageError) -> String {
        var name = input
        if input == "-" {
            guard let standardInputName else {
                throw UsageError(.standardInputNeedsName, command: "build")
            }
            guard let first = FileSystem.stem(of: standardInputName).first, first != "." else {
                throw UsageError(.unusableStandardInputName(standardInputName), command: "build")
            }
            name = standardInputName
        }
        return FileSystem.joined(directory, FileSystem.stem(of: name) + "." + backend.fileExtension)
    }
}

/// A file an artefact is written to, a piece at a time as the backend makes it.
extension FileSystem.Contents: ArtefactOutput {
    public func write(_ piece: String) {
        write(piece.utf8)
    }
}

extension DiagnosticMessage {
    fileprivate static func languageWithoutCatalog(_ language: String) -> DiagnosticMessage {
        "'--language \(language)' reads the translations from a string catalog; add '--catalog <file>.xcstrings' (write one with '--emit xcstrings')"
    }

    fileprivate static let languageWithCatalogOutput: DiagnosticMessage =
        "'--language' cannot be used with '--emit xcstrings', which writes the .menu file's own titles; build the catalog without it"

    fileprivate static func unknownBundle(_ name: String) -> DiagnosticMessage {
        "invalid value '\(name)' for '--swift-bundle'; use \(LocalizationBundle.allCases.map(\.rawValue).joined(separator: " or "))"
    }

    fileprivate static let missingFormat: DiagnosticMessage = "missing '--emit <format>'; choose \(BuildCommand.formatList)"

    fileprivate static func unknownFormat(_ name: String) -> DiagnosticMessage {
        let suggestion = Suggestion.didYouMean(name, in: Backends.names)
        return "invalid value '\(name)' for '--emit'\(DiagnosticMessage(suggestion.isEmpty ? "; use \(BuildCommand.formatList)" : suggestion))"
    }

    fileprivate static func severalInputsNeedDirectory(requestedStandardOutput: Bool) -> DiagnosticMessage {
        requestedStandardOutput
            ? "'-o -' writes one artefact to standard output; building several files needs '-o <directory>' for their outputs"
            : "building several files needs '-o <directory>' for their outputs"
    }

    fileprivate static func outputNotDirectory(_ output: String) -> DiagnosticMessage {
        "'-o \(whole: output)' must be an existing directory when building several files"
    }

    fileprivate static let namespaceForSeveralInputs: DiagnosticMessage =
        "'--swift-namespace' names one type; build one file at a time with it"

    fileprivate static func onePipeTwice(_ earlier: String, _ input: String) -> DiagnosticMessage {
        "'\(whole: earlier)' and '\(whole: input)' are one FIFO or pipe, which can be read only once; name it once"
    }

    fileprivate static let emptyNamespace: DiagnosticMessage = "'--swift-namespace' needs a name, as in 'AppMenus'"

    fileprivate static func unusableNamespace(_ namespace: String, reason: String, suggestion: String) -> DiagnosticMessage {
        "'--swift-namespace \(namespace)' cannot name the generated type: \(reason); use a name such as '\(suggestion)'"
    }

    fileprivate static func outputsClash(_ earlier: String, _ input: String, destination: DiagnosticMessage) -> DiagnosticMessage {
        "'\(whole: earlier)' and '\(whole: input)' \(destination); build them into separate directories"
    }

    fileprivate static func outputIsInput(_ path: String, input: String) -> DiagnosticMessage {
        "the output '\(whole: path)' is the input '\(whole: input == "-" ? "standard input" : input)'; write the artefact to another file"
    }

    fileprivate static let standardInputNeedsName: DiagnosticMessage =
        "building standard input into a directory needs '--stdin-filename <name>' to name its output, as in 'Menus.menu'"

    fileprivate static func unusableStandardInputName(_ name: String) -> DiagnosticMessage {
        "'--stdin-filename \(name)' would name a hidden or nameless artefact; use a name such as 'Menus.menu'"
    }
}
