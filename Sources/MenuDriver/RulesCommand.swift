import MenuModel
import MenuRules

/// `menuc rules`: the catalog at a glance.
enum RulesCommand {
    static let spec = CommandSpec(
        name: "rules",
        abstract: "List the rules of the catalog.",
        discussion: "Each rule's id is what suppression comments, --disable and 'menuc explain' take.",
        arguments: nil,
        options: [])

    static func run(_ arguments: [String], result: inout DriverResult) throws(UsageError) {
        let parsed = try ParsedArguments(arguments, spec: spec)
        if parsed.flag("--help") {
            result.output(HelpFormatter.help(for: spec, commandPath: "menuc rules"))
            return
        }
        var lines: [String] = []
        for category in RuleDescriptor.Category.allCases {
            if !lines.isEmpty { lines.append("") }
            lines.append(category.rawValue.uppercased() + ":")
            for descriptor in RuleRegistry.descriptors where descriptor.category == category {
                let id = descriptor.id.padding(toLength: 28)
                let severity = descriptor.severity.rawValue.padding(toLength: 9)
                let fix = descriptor.hasFixIt ? " [fix]" : ""
                lines.append("  \(id)\(severity)\(descriptor.summary)\(fix)")
            }
        }
        lines.append("")
        lines.append("  See 'menuc explain <rule>' for what a rule checks, why, and examples.")
        result.output(lines.joined(separator: "\n") + "\n")
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
