import MenuDiagnostics
import MenuModel
import MenuSyntax

/// `unused-suppression`: suppression comments that silence nothing.
public enum UnusedSuppression: Rule {
    public static let descriptor = RuleDescriptor(
        id: "unused-suppression",
        category: .structure,
        severity: .warning,
        summary: "A suppression comment suppressed nothing, or names a rule that does not exist.",
        rationale: """
            A suppression that silences nothing is noise that outlives its reason, \
            and one with a misspelt rule id silences nothing while looking as if it \
            does. Remove it, or correct the id.
            """,
        triggering: [
            """
            menu "File" {
                ↓// menuc:disable-next-line title-case - nothing to silence here
                item "Open…" key: cmd+O
            }
            """,
        ],
        nonTriggering: [
            """
            menu "File" {
                // menuc:disable-next-line title-case - the product name is lowercase
                item "open sesame"
            }
            """,
        ],
        hasFixIt: true)

    /// Runs after every other rule, once suppressions have been applied.
    public static func check(_ context: inout RuleContext) {
        guard let report = context.suppressions else { return }
        // A misspelt rule is often copied from one suppression to the next:
        // each name is compared with every rule's once.
        var suggestions: [String: String?] = [:]
        // Made at the first unused 'missing-standard-shortcut' directive: a
        // search of the commands for each such directive took 135 s for
        // 20,000 of them.
        var shortcutsGivenByRole: [Int: (title: String, shortcut: Shortcut)]?
        for (index, directive) in report.directives.enumerated() {
            guard directive.scope != nil else {
                context.report(
                    "unknown directive '\(directive.directive)'; use 'menuc:disable-next-line RULE' or 'menuc:disable RULE'",
                    at: directive.commentRange)
                continue
            }
            guard !directive.rules.isEmpty else {
                context.report(
                    "'\(directive.directive)' names no rule; name the rules to silence, as in '\(directive.directive) title-case'",
                    at: directive.commentRange)
                continue
            }
            var unused = 0
            for (ruleIndex, rule) in directive.rules.enumerated() {
                if report.used.contains(.init(directive: index, rule: ruleIndex)) { continue }
                if let descriptor = RuleRegistry.descriptor(id: rule.name) {
                    guard context.configuration.isEnabled(descriptor) else { continue }
                    unused += 1
                    let place = directive.scope == .nextLine ? "on the next line" : "after this comment"
                    var roleShortcut: (title: String, shortcut: Shortcut)?
                    if directive.scope == .nextLine, rule.name == MissingStandardShortcut.descriptor.id {
                        if shortcutsGivenByRole == nil { shortcutsGivenByRole = shortcutsGivenByRoleByLine(in: context) }
                        roleShortcut = shortcutsGivenByRole?[directive.endLine + 1]
                    }
                    let message = roleShortcut.map {
                        "'\(rule.name)' reports nothing on the next line, where the role gives '\($0.title)' its shortcut '\($0.shortcut.display)'; remove it from the suppression, or write 'key: none' for no shortcut"
                    } ?? "'\(rule.name)' reports nothing \(place); remove it from the suppression"
                    context.report(
                        message,
                        at: directive.commentRange,
                        fixIts: unused == directive.rules.count ? removal(of: directive, in: context.source) : [])
                } else if RuleRegistry.isLanguageError(rule.name) {
                    context.report(
                        "'\(rule.name)' is an error of the language and cannot be disabled; fix the problem instead",
                        at: directive.commentRange)
                } else {
                    let suggestion = suggestions[rule.name] ?? {
                        let closest = Suggestion.closest(to: rule.name, in: RuleRegistry.descriptors.lazy.map(\.id))
                        suggestions[rule.name] = closest
                        return closest
                    }()
                    context.report(
                        "'\(rule.name)' is not a rule\(suggestion.map { "; did you mean '\($0)'?" } ?? "; run 'menuc rules' for the list")",
                        at: directive.commentRange,
                        fixIts: suggestion.map { [.replace(rule.range, with: $0, message: "replace with '\($0)'")] } ?? [])
                }
            }
        }
    }

    /// By (1-based) line, the first item there that takes its shortcut from
    /// its role, which is why `missing-standard-shortcut` finds nothing
    /// there: such suppressions were written before roles gave shortcuts.
    private static func shortcutsGivenByRoleByLine(in context: RuleContext) -> [Int: (title: String, shortcut: Shortcut)] {
        var result: [Int: (title: String, shortcut: Shortcut)] = [:]
        for visit in context.index.commandsWithShortcuts where visit.command.hasShortcutFromRole {
            let command = visit.command
            guard let range = command.source.shortcutRange, let shortcut = command.shortcut else { continue }
            let line = context.source.lineIndex(of: range.start) + 1
            if result[line] == nil { result[line] = (command.title, shortcut) }
        }
        return result
    }

    /// Removes the whole comment, and its line when it stands alone.
    private static func removal(of directive: SuppressionDirective, in source: SourceFile) -> [FixIt] {
        let range = directive.startsLine
            ? SeparatorPlacement.wholeLine(of: directive.commentRange, in: source.bytes)
            : ContextMenuShortcut.withLeadingSpace(directive.commentRange, in: source.bytes)
        return [.remove(range, message: "remove the suppression")]
    }
}
