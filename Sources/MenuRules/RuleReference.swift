import MenuDiagnostics

/// The rule reference, `Grammar/rules.md`, written from the rules' own
/// descriptors: a test fails when the file in the repository differs.
public enum RuleReference {
    public static func markdown() -> String {
        var lines = [
            "# Rules",
            "",
            "<!-- Generated from the rules' descriptors in Sources/MenuRules/Rules;",
            "     regenerate with: MENUC_RECORD_GOLDEN=1 swift test --filter RuleRegistryTests -->",
            "",
            "menuc checks every `.menu` file against the rules below. A rule's id is what",
            "`menuc explain`, `--disable`, `--enable` and suppression comments take.",
            "Warnings fail a build only with `--warnings-as-errors`. The errors of the",
            "language itself are listed last; they cannot be turned off.",
        ]
        for category in RuleDescriptor.Category.allCases {
            lines += ["", "## \(category.rawValue)", ""]
            lines += table(of: RuleRegistry.descriptors.filter { $0.category == category })
        }
        for descriptor in RuleRegistry.descriptors {
            lines += [""] + section(for: descriptor)
        }
        lines += ["", "## Errors of the language", "", "| id | fires when |", "|---|---|"]
        lines += RuleRegistry.languageErrors.map { "| `\($0.id)` | \(escaped($0.summary)) |" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A line per rule: id, severity, whether it has a fix-it, summary.
    private static func table(of descriptors: [RuleDescriptor]) -> [String] {
        ["| id | severity | fix | summary |", "|---|---|---|---|"]
            + descriptors.map { descriptor in
                "| [`\(descriptor.id)`](#\(descriptor.id)) | \(descriptor.severity.rawValue) | \(descriptor.hasFixIt ? "yes" : "") | \(escaped(descriptor.summary)) |"
            }
    }

    private static func section(for descriptor: RuleDescriptor) -> [String] {
        ["### \(descriptor.id)", ""] + body(for: descriptor)
    }

    /// A rule's section without its heading, as Markdown: what it checks,
    /// why, its options and examples. SARIF reports carry it as the rule's help.
    public static func help(for descriptor: RuleDescriptor) -> String {
        body(for: descriptor).joined(separator: "\n") + "\n"
    }

    private static func body(for descriptor: RuleDescriptor) -> [String] {
        var lines = [
            "\(descriptor.severity.rawValue.capitalized), \(descriptor.category.rawValue.lowercased()). \(descriptor.summary)",
            "",
            descriptor.rationale,
        ]
        if descriptor.checksTranslations {
            lines += ["", "Also checks each translation of a title in a string catalog given with `--catalog`, reported at its line there."]
        }
        if !descriptor.options.isEmpty {
            lines += ["", "| option | default | |", "|---|---|---|"]
            lines += descriptor.options.map { "| `\($0.name)` | \($0.defaultValue) | \(escaped($0.summary)) |" }
        }
        lines += examples("Reported (at ↓):", descriptor.triggeringExamples)
        lines += examples("Not reported:", descriptor.nonTriggeringExamples)
        return lines
    }

    private static func examples(_ heading: String, _ examples: [String]) -> [String] {
        examples.flatMap { ["", heading, "", "```", $0, "```"] }
    }

    /// Text for a table cell: a `|` would end it.
    private static func escaped(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}

extension String {
    /// The first letter in uppercase: "warning" → "Warning".
    fileprivate var capitalized: String { prefix(1).uppercased() + dropFirst() }
}
