import MenuDiagnostics
import MenuModel
import MenuRules

/// `menuc explain`: what a rule checks, why, and its examples.
enum ExplainCommand {
    static let spec = CommandSpec(
        name: "explain",
        abstract: "Explain a rule, a diagnostic id, or the standard roles.",
        discussion: "Takes a rule id from 'menuc rules', the id in brackets after a diagnostic, or 'roles'.",
        arguments: ("<id>", "A rule or diagnostic id, or 'roles'."),
        options: [])

    static func run(_ arguments: [String], result: inout DriverResult) throws(UsageError) {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.flag("--help") {
            result.output(HelpFormatter.help(for: spec, commandPath: "menuc explain"))
            return
        }
        guard parsed.positionals.count == 1, let id = parsed.positionals.first else {
            throw UsageError(parsed.positionals.isEmpty ? .nothingToExplain : .severalToExplain, command: "explain")
        }
        if id == "roles" {
            result.output(rolesText)
        } else if let descriptor = RuleRegistry.descriptor(id: id) {
            result.output(text(for: descriptor))
        } else if let error = RuleRegistry.languageErrors.first(where: { $0.id == id }) {
            result.output(text(forLanguageError: error))
        } else {
            let ids = RuleRegistry.descriptors.map(\.id) + RuleRegistry.languageErrors.map(\.id) + ["roles"]
            throw UsageError(.unknownRuleOrDiagnostic(id, suggestion: Suggestion.didYouMean(id, in: ids)), command: "explain")
        }
    }

    static let languageErrorRemedy = "Language errors cannot be disabled; the message says how to fix each one."

    static func text(forLanguageError error: (id: String, summary: String)) -> String {
        "\(error.id) (error of the language)\n\n\(error.summary)\n\n\(languageErrorRemedy)\n"
    }

    static func text(for descriptor: RuleDescriptor) -> String {
        var lines = [
            "\(descriptor.id) (\(descriptor.severity.rawValue), \(descriptor.category.rawValue.lowercased()))",
            "",
            descriptor.summary,
            "",
            "WHY:",
        ]
        lines += HelpFormatter.wrap(descriptor.rationale, indent: "  ")
        if !descriptor.options.isEmpty {
            lines += ["", "OPTIONS (set with --rule-option name=value):"]
            for option in descriptor.options {
                lines.append("  \(option.name) (default: \(option.defaultValue))")
                lines += HelpFormatter.wrap(option.summary, indent: "      ")
            }
        }
        if descriptor.hasFixIt {
            lines += ["", "FIX-IT: 'menuc check --fix' applies the suggested correction."]
        }
        lines += ["", "TRIGGERS (↓ marks where it is reported):"]
        for example in descriptor.triggeringExamples {
            lines.append("")
            lines += example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        }
        lines += ["", "DOES NOT TRIGGER:"]
        for example in descriptor.nonTriggeringExamples {
            lines.append("")
            lines += example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static var rolesText: String {
        var lines = ["STANDARD ROLES ('{app}' is the app's name):", ""]
        for role in Role.all {
            let shortcut = role.standardShortcut.map { "\($0.display)  (\($0.spelling))" } ?? ""
            let kind = role.kind == .submenu ? " [submenu]" : role.kind == .toggle ? " [toggle]" : ""
            let platforms = role.platforms == .macOS ? " [macOS only]" : ""
            let system = role.isProvidedBySystem ? " [system]" : ""
            lines.append("  \(role.name.padding(toLength: 22))\(role.titleTemplate.padding(toLength: 26))\(shortcut)\(kind)\(platforms)\(system)")
        }
        // The lists a `dynamic` entry's role names.
        for list in SystemList.allCases {
            let platforms = list.platforms == .macOS ? " [macOS only]" : ""
            lines.append("  \(list.name.padding(toLength: 22))\(list.title.padding(toLength: 26)) [dynamic list]\(platforms)")
        }
        lines += [
            "",
            "An item with a role may omit its title. In the menu bar, one written without",
            "'key:' takes the role's shortcut; 'key: none' declines it. Save As… and",
            "Duplicate both take ⇧⌘S: with both, give Save As… 'key: cmd+shift+opt+S'.",
            "A [toggle] role is a state: it goes on a 'toggle' (or an item); the others",
            "go on items. A [system] role is an entry the system inserts and performs",
            "itself: its shortcut is the system's, and generated code leaves it alone.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}

extension DiagnosticMessage {
    fileprivate static let nothingToExplain: DiagnosticMessage = "name a rule to explain, as in 'menuc explain title-case'"
    fileprivate static let severalToExplain: DiagnosticMessage = "explain one id at a time"

    fileprivate static func unknownRuleOrDiagnostic(_ id: String, suggestion: String) -> DiagnosticMessage {
        "unknown rule or diagnostic '\(id)'\(DiagnosticMessage(suggestion))"
    }
}
