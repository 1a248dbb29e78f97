import MenuDiagnostics

/// A command-line option of a subcommand.
struct OptionSpec {
    /// `["-o", "--output"]`; the last name is the key the value is stored under.
    let names: [String]
    /// The placeholder of the value (`<path>`), or nil for a flag.
    let valueName: String?
    let help: String

    var key: String { names.last! }
}

/// A subcommand's interface: what it takes and how it describes itself.
struct CommandSpec {
    let name: String
    let abstract: String
    let discussion: String?
    /// `(name, help)` of the positional arguments, or nil when it takes none.
    let arguments: (name: String, help: String)?
    let options: [OptionSpec]

    static let helpOption = OptionSpec(names: ["-h", "--help"], valueName: nil, help: "Show help information.")
}

/// A usage mistake: exit status 64.
struct UsageError: Error {
    /// What is wrong and what to do, as a typed message: each is declared
    /// beside the command that reports it, and quoted arguments, which may
    /// come from a file menuc did not write, are cut to an excerpt.
    let message: DiagnosticMessage
    /// The subcommand whose usage to show, if any.
    let command: String?
    /// Whether a usage line helps: not for a mistake in an options file.
    var showsUsage = true
    /// Where the mistake is when it is in a file (`.menuc:3:1`), not on the command line.
    var location: String? = nil

    init(_ message: DiagnosticMessage, command: String?, showsUsage: Bool = true, location: String? = nil) {
        self.message = message
        self.command = command
        self.showsUsage = showsUsage
        self.location = location
    }
}

/// The usage mistakes several commands share.
extension DiagnosticMessage {
    static let noInputFiles: DiagnosticMessage = "no input files; name one or more .menu files, or '-' for standard input"
    static let standardInputTwice: DiagnosticMessage = "standard input can be read only once; name '-' once"

    /// A value an option does not take, with the closest it does or else all of them.
    static func invalidValue(_ value: String, for option: String, choices: [String]) -> DiagnosticMessage {
        let suggestion = Suggestion.didYouMean(value, in: choices)
        let remedy = suggestion.isEmpty ? "; use \(choices.joined(separator: ", "))" : suggestion
        return "invalid value '\(value)' for '\(option)'\(DiagnosticMessage(remedy))"
    }

    fileprivate static func unexpectedArgument(_ argument: String) -> DiagnosticMessage {
        "unexpected argument '\(argument)'"
    }

    fileprivate static func unknownOption(_ name: String, suggestion: String) -> DiagnosticMessage {
        "unknown option '\(name)'\(DiagnosticMessage(suggestion))"
    }

    fileprivate static func takesNoValue(_ name: String) -> DiagnosticMessage {
        "option '\(name)' takes no value"
    }

    fileprivate static func needsValue(_ name: String, valueName: String) -> DiagnosticMessage {
        "option '\(name)' needs a value \(valueName)"
    }
}

/// The arguments of one invocation, parsed against a `CommandSpec`.
struct ParsedArguments {
    /// Every option's value in the order given, with the option's key (a
    /// command line has a few): the order matters for options that undo
    /// each other, where the last given wins.
    private var values: [(key: String, value: String)] = []
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    func flag(_ key: String) -> Bool { flags.contains(key) }
    func value(_ key: String) -> String? { values.last { $0.key == key }?.value }
    func all(_ key: String) -> [String] { values.filter { $0.key == key }.map(\.value) }

    /// The values of any of `keys`, in the order given.
    func all(of keys: Set<String>) -> [(key: String, value: String)] {
        values.filter { keys.contains($0.key) }
    }

    /// Parses `arguments` in the style of swift-argument-parser: `--name value`,
    /// `--name=value`, `-o value`, `--` ends options, and `-` alone is a
    /// positional meaning standard input.
    init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
        let options = spec.options + [CommandSpec.helpOption]
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else {
                try parseOption(argument, of: spec.name, among: options, arguments: arguments, index: &index)
            }
        }
        if !flags.contains("--help"), spec.arguments == nil, let extra = positionals.first {
            throw UsageError(.unexpectedArgument(extra), command: spec.name)
        }
    }

    /// Records the option `argument`, taking its value from `--name=value`
    /// or from the next argument (at `index`, which then moves past it).
    private mutating func parseOption(
        _ argument: String, of command: String, among options: [OptionSpec], arguments: [String], index: inout Int
    ) throws(UsageError) {
        var name = argument
        var inlineValue: String?
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            inlineValue = String(argument[argument.index(after: equals)...])
        }
        guard let option = options.first(where: { $0.names.contains(name) }) else {
            let suggestion = Suggestion.didYouMean(name, in: options.flatMap(\.names).filter { $0.hasPrefix("--") })
            throw UsageError(.unknownOption(name, suggestion: suggestion), command: command)
        }
        guard let valueName = option.valueName else {
            if inlineValue != nil {
                throw UsageError(.takesNoValue(name), command: command)
            }
            flags.insert(option.key)
            return
        }
        if let inlineValue {
            values.append((option.key, inlineValue))
        } else if index < arguments.count, arguments[index] == "-" || !arguments[index].hasPrefix("-") {
            values.append((option.key, arguments[index]))
            index += 1
        } else {
            throw UsageError(.needsValue(name, valueName: valueName), command: command)
        }
    }
}

extension ParsedArguments {
    /// The value of an option that names one of a fixed set, if given; a
    /// value not in the set is refused, with a suggestion.
    func choice<Value: RawRepresentable & CaseIterable>(
        _ option: String, command: String?
    ) throws(UsageError) -> Value? where Value.RawValue == String {
        guard let name = value(option) else { return nil }
        guard let chosen = Value(rawValue: name) else {
            throw UsageError(.invalidValue(name, for: option, choices: Value.allCases.map(\.rawValue)), command: command)
        }
        return chosen
    }
}

// MARK: - Help

enum HelpFormatter {
    static func help(for spec: CommandSpec, commandPath: String) -> String {
        var lines: [String] = []
        lines.append("OVERVIEW: \(spec.abstract)")
        if let discussion = spec.discussion {
            lines.append("")
            lines += wrap(discussion, indent: "")
        }
        lines.append("")
        lines.append("USAGE: \(usage(for: spec, commandPath: commandPath))")
        if let arguments = spec.arguments {
            lines.append("")
            lines.append("ARGUMENTS:")
            lines.append(row(arguments.name, arguments.help))
        }
        lines.append("")
        lines.append("OPTIONS:")
        for option in spec.options + [CommandSpec.helpOption] {
            let names = option.names.joined(separator: ", ")
            lines.append(row(option.valueName.map { "\(names) \($0)" } ?? names, option.help))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func usage(for spec: CommandSpec, commandPath: String) -> String {
        var usage = commandPath
        if !spec.options.isEmpty { usage += " [<options>]" }
        if let arguments = spec.arguments { usage += " \(arguments.name)" }
        return usage
    }

    /// Words of `text` filled into lines of at most `width` columns.
    static func wrap(_ text: String, indent: String, width: Int = 80) -> [String] {
        var lines: [String] = []
        var line = indent
        for word in text.split(separator: " ") {
            if line.count > indent.count, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + word
        }
        if line.count > indent.count { lines.append(line) }
        return lines
    }

    /// An indented two-column row, wrapping the help text at 80 columns.
    static func row(_ label: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: 26)
        var text = "  " + label
        if text.count >= 26 {
            text += "\n" + indent
        } else {
            text += String(repeating: " ", count: 26 - text.count)
        }
        var column = 26
        var first = true
        for word in help.split(separator: " ") {
            if !first, column + 1 + word.count > 80 {
                text += "\n" + indent
                column = 26
            } else if !first {
                text += " "
                column += 1
            }
            text += word
            column += word.count
            first = false
        }
        return text
    }
}
