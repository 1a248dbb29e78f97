import MenuDiagnostics
import MenuReporters
import MenuModel
import MenuRules

/// The options `check` and `build` share: what to check and how to report it.
///
/// Its messages are `DiagnosticMessage`s, so that a value they quote is an
/// excerpt, as in a diagnostic: an option's value may be as long as a file.
struct CheckOptions {
    enum Reporter: String, CaseIterable {
        case text, json, sarif, github
    }

    enum ColorChoice: String, CaseIterable {
        case auto, always, never
    }

    static let specs: [OptionSpec] = [
        OptionSpec(names: ["--reporter"], valueName: "<reporter>", help: "How to report diagnostics: text, json, sarif or github. (default: text)"),
        OptionSpec(names: ["--color"], valueName: "<when>", help: "Colour text diagnostics: auto, always or never. (default: auto)"),
        OptionSpec(names: ["--platform"], valueName: "<platform>", help: "Check for this platform instead of the file's 'platforms': macOS, iPadOS, iOS or visionOS. Repeatable."),
        OptionSpec(names: ["--disable"], valueName: "<rule>", help: "Turn a rule off. Repeatable."),
        OptionSpec(names: ["--enable"], valueName: "<rule>", help: "Turn a rule back on; for one rule, the last of --disable and --enable wins. Repeatable."),
        OptionSpec(names: ["--warnings-as-errors"], valueName: nil, help: "Report warnings as errors."),
        OptionSpec(names: ["--rule-option"], valueName: "<name=value>", help: "Set a rule option, as in long-title.max-columns=50 (see 'menuc explain <rule>'). Repeatable."),
        OptionSpec(names: ["--error-limit"], valueName: "<n>", help: "Report at most n errors and warnings per file, then how many more there are; 0 reports all. (default: \(DiagnosticLimit.defaultLimit))"),
        OptionSpec(names: ["--stdin-filename"], valueName: "<path>", help: "The name to report for standard input. (default: <stdin>)"),
    ]

    var reporter = Reporter.text
    var colors = false
    var standardInputName = "<stdin>"
    let commandLine: ParsedArguments
    private let command: String

    init(_ arguments: ParsedArguments, command: String, environment: DriverEnvironment) throws(UsageError) {
        reporter = try arguments.choice("--reporter", command: command) ?? .text
        switch try arguments.choice("--color", command: command) ?? ColorChoice.auto {
        case .always: colors = true
        case .never: colors = false
        case .auto:
            colors = environment.standardErrorIsTerminal && environment.variables["NO_COLOR"] == nil
                && environment.variables["TERM"] != "dumb"
        }
        // Mistakes in the options are usage errors before any file is read.
        var validated = Configuration()
        try Self.apply(arguments, to: &validated, command: command)
        commandLine = arguments
        self.command = command
        standardInputName = arguments.value("--stdin-filename") ?? "<stdin>"
    }

    /// Applies the checking options of `arguments` on top of `configuration`:
    /// first an options file's, then the command line's.
    static func apply(_ arguments: ParsedArguments, to configuration: inout Configuration, command: String) throws(UsageError) {
        var platforms: [Platform] = []
        for name in arguments.all("--platform") {
            guard let platform = Platform(rawValue: name) else {
                throw UsageError(.unknownPlatform(name), command: command)
            }
            platforms.append(platform)
        }
        // Platforms given here replace those of an earlier layer.
        if !platforms.isEmpty { configuration.platformOverride = platforms }
        // In the order given: the last of '--disable x' and '--enable x' wins.
        for (key, id) in arguments.all(of: ["--disable", "--enable"]) {
            try Self.validateRule(id, command: command)
            if key == "--disable" {
                configuration.disabledRules.insert(id)
            } else {
                configuration.disabledRules.remove(id)
            }
        }
        if arguments.flag("--warnings-as-errors") { configuration.warningsAsErrors = true }
        for setting in arguments.all("--rule-option") {
            try apply(ruleOption: setting, to: &configuration, command: command)
        }
        if let limit = arguments.value("--error-limit") {
            guard let value = Int(limit), value >= 0 else {
                throw UsageError(.invalidErrorLimit(limit), command: command)
            }
            configuration.errorLimit = value
        }
    }

    /// Applies one `--rule-option name=value`.
    private static func apply(ruleOption setting: String, to configuration: inout Configuration, command: String) throws(UsageError) {
        guard let equals = setting.firstIndex(of: "=") else {
            throw UsageError(.ruleOptionWithoutValue, command: command)
        }
        do {
            try configuration.setOption(String(setting[..<equals]), to: String(setting[setting.index(after: equals)...]))
        } catch {
            switch error {
            case .unknownOption(let name, let suggestion):
                throw UsageError(.unknownRuleOption(name, suggestion: suggestion), command: command)
            case .invalidValue(let option, let value, let expected):
                throw UsageError(.invalidRuleOptionValue(value, for: option, expected: expected), command: command)
            }
        }
    }

    /// The options file of an input, read once; its problem is a usage
    /// error at its place.
    static func optionsFile(for path: String) throws(UsageError) -> OptionsFile.Contents {
        do throws(OptionsFile.Problem) {
            return try OptionsFile.contents(for: path)
        } catch {
            throw UsageError(DiagnosticMessage(error.message), command: nil, showsUsage: false, location: error.location)
        }
    }

    /// The configuration for one input: its options file's, then the command line's.
    func configuration(for path: String) throws(UsageError) -> Configuration {
        try configuration(over: Self.optionsFile(for: path))
    }

    /// The configuration of an input's options file with the command line's options applied after it.
    func configuration(over optionsFile: OptionsFile.Contents) throws(UsageError) -> Configuration {
        var configuration = optionsFile.configuration
        try Self.apply(commandLine, to: &configuration, command: command)
        return configuration
    }

    private static func validateRule(_ id: String, command: String) throws(UsageError) {
        guard RuleRegistry.descriptor(id: id) == nil else { return }
        if RuleRegistry.isLanguageError(id) {
            throw UsageError(.languageErrorCannotBeDisabled(id), command: command)
        }
        throw UsageError(.unknownRule(id), command: command)
    }

    /// Renders the diagnostics of all checked files with the chosen reporter.
    /// A report meant for a program (JSON, SARIF, workflow annotations)
    /// goes to standard output, unless `artefactOnStandardOutput`: then it
    /// goes to standard error, so that the artefact arrives as it is.
    func report(_ files: [FileDiagnostics], into result: inout DriverResult, artefactOnStandardOutput: Bool = false) {
        func output(_ text: String) {
            if artefactOnStandardOutput { result.error(text) } else { result.output(text) }
        }
        switch reporter {
        case .text:
            result.error(TextReporter.render(files, colors: colors))
            let all = files.flatMap(\.diagnostics)
            if let summary = TextReporter.summary(errors: all.errorCount, warnings: all.warningCount) {
                result.error(summary + "\n")
            }
        case .json:
            output(JSONDiagnosticReporter.render(files))
        case .sarif:
            output(SARIFReporter.render(files, rules: Self.reportedRules, toolVersion: Driver.version))
        case .github:
            output(GitHubReporter.render(files))
        }
    }
}

extension CheckOptions {
    /// Where the rule reference is read on the web: a rule's section is its id.
    static let ruleReferenceURI = SARIFReporter.informationURI + "/blob/main/Grammar/rules.md"

    /// The rules and errors of the language as a SARIF report describes
    /// them, with the help `menuc explain` and `Grammar/rules.md` give.
    static var reportedRules: [ReportedRule] {
        RuleRegistry.descriptors.map {
            ReportedRule(
                id: $0.id, summary: $0.summary, defaultSeverity: $0.severity, helpURI: ruleReferenceURI + "#" + $0.id,
                helpText: ExplainCommand.text(for: $0), helpMarkdown: RuleReference.help(for: $0))
        } + RuleRegistry.languageErrors.map {
            ReportedRule(
                id: $0.id, summary: $0.summary, defaultSeverity: .error, helpURI: ruleReferenceURI + "#errors-of-the-language",
                helpText: ExplainCommand.text(forLanguageError: $0), helpMarkdown: "\($0.summary)\n\n\(ExplainCommand.languageErrorRemedy)\n")
        }
    }
}

/// Reading the inputs named on the command line.
enum Inputs {
    /// The files the arguments name: a directory stands for the `.menu`
    /// files below it. A directory without any is reported.
    static func expand(_ paths: [String], result: inout DriverResult) -> [String] {
        paths.flatMap { path -> [String] in
            guard path != "-", FileSystem.isDirectory(path) else { return [path] }
            let listing = FileSystem.menuFiles(under: path)
            for (directory, error) in listing.unreadableDirectories {
                result.report(.error, "cannot read '\(directory)': \(error.reason)")
                result.escalate(to: .unreadableInput)
            }
            if listing.files.isEmpty && listing.unreadableDirectories.isEmpty {
                result.report(.error, "'\(path)' is a directory without .menu files")
                result.escalate(to: .unreadableInput)
            }
            return listing.files
        }
    }

    /// The files a command rewrites in place (`check --fix`, `fmt -i`):
    /// each must be a regular file. Rewriting `/dev/stdin` would write into
    /// the pipe the command reads from. A missing file is left for `read`
    /// to report.
    static func requireRewritable(_ paths: [String], option: String, command: String) throws(UsageError) {
        for path in paths where FileSystem.identity(of: path) != nil && !FileSystem.isRegularFile(path) {
            throw UsageError(.notRewritable(path, option: option), command: command)
        }
    }

    /// Reads each path (`-` is standard input), reporting unreadable ones.
    static func read(
        _ paths: [String], options: CheckOptions, environment: DriverEnvironment, result: inout DriverResult
    ) -> [SourceFile] {
        paths.compactMap { path in
            read(path, name: path == "-" ? options.standardInputName : path, environment: environment, result: &result)
        }
    }

    /// Reads one path (`-` is standard input) as a file named `name`; nil,
    /// reported with status 66, when it cannot be read.
    static func read(_ path: String, name: String, environment: DriverEnvironment, result: inout DriverResult) -> SourceFile? {
        switch path == "-" ? environment.readStandardInput() : FileSystem.readFile(path) {
        case .success(let bytes):
            return SourceFile(path: name, bytes: bytes)
        case .failure(let error):
            result.report(.error, "cannot read '\(path == "-" ? "standard input" : path)': \(error.inputReason)")
            result.escalate(to: .unreadableInput)
            return nil
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func unknownPlatform(_ name: String) -> DiagnosticMessage {
        "unknown platform '\(name)'\(DiagnosticMessage(Suggestion.didYouMean(name, in: Platform.allCases.map(\.rawValue))))"
    }

    fileprivate static func invalidErrorLimit(_ limit: String) -> DiagnosticMessage {
        "invalid value '\(limit)' for '--error-limit'; use a number, or 0 to report all"
    }

    fileprivate static let ruleOptionWithoutValue: DiagnosticMessage =
        "'--rule-option' takes name=value, as in long-title.max-columns=50"

    fileprivate static func unknownRuleOption(_ name: String, suggestion: String?) -> DiagnosticMessage {
        "unknown rule option '\(name)'\(DiagnosticMessage(suggestion.map { "; did you mean '\($0)'?" } ?? ""))"
    }

    fileprivate static func invalidRuleOptionValue(_ value: String, for option: String, expected: String) -> DiagnosticMessage {
        "invalid value '\(value)' for '\(option)'; expected \(expected)"
    }

    fileprivate static func languageErrorCannotBeDisabled(_ id: String) -> DiagnosticMessage {
        "'\(id)' is an error of the language and cannot be turned off"
    }

    fileprivate static func unknownRule(_ id: String) -> DiagnosticMessage {
        "unknown rule '\(id)'\(DiagnosticMessage(Suggestion.didYouMean(id, in: RuleRegistry.descriptors.map(\.id))))"
    }

    fileprivate static func notRewritable(_ path: String, option: String) -> DiagnosticMessage {
        "'\(option)' rewrites files in place, but '\(whole: path)' is not a regular file; name the .menu file itself"
    }
}
