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
            does. Remove it, or correct the id. The fix-it removes a suppression \
            that silences nothing, unless it gives a reason: that is for a person \
            to read before removing it.
            """,
        triggering: [
            """
            menu "File" {
                ↓// menuc:disable-next-line title-case - nothing to silence here
                item "Open…" key: cmd+O
            }
            """,
            """
            menu "File" {
                item "Open…" key: cmd+O ↓// menuc:disable-next-line title-case
                item "Close" key: cmd+W
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
        var lookups = Lookups()
        for (index, directive) in report.directives.enumerated() where isWellFormed(directive, &context) {
            var unused = 0
            for (ruleIndex, rule) in directive.rules.enumerated() {
                if report.used.contains(.init(directive: index, rule: ruleIndex)) { continue }
                if let descriptor = RuleRegistry.descriptor(id: rule.name) {
                    guard context.configuration.isEnabled(descriptor) else { continue }
                    unused += 1
                    // The fix-it removes the comment once every rule it names is unused.
                    reportUnused(rule, of: directive, removingIt: unused == directive.rules.count, &lookups, &context)
                } else if RuleRegistry.isLanguageError(rule.name) {
                    context.report(.languageErrorCannotBeDisabled(rule.name), at: directive.commentRange)
                } else {
                    let suggestion = lookups.closestRule(to: rule.name)
                    context.report(
                        .notARule(rule.name, suggestion: suggestion),
                        at: directive.commentRange,
                        fixIts: suggestion.map { [.replace(rule.range, with: $0, message: "replace with '\($0)'")] } ?? [])
                }
            }
        }
    }

    /// Whether the directive is one menuc knows and names rules; reports it
    /// when it is not.
    private static func isWellFormed(_ directive: SuppressionDirective, _ context: inout RuleContext) -> Bool {
        guard directive.scope != nil else {
            context.report(.unknownDirective(directive.directive), at: directive.commentRange)
            return false
        }
        guard !directive.rules.isEmpty else {
            context.report(.namesNoRule(directive.directive), at: directive.commentRange)
            return false
        }
        return true
    }

    /// Reports a rule the directive names that silenced nothing. Where a
    /// role gives the next line's item its shortcut, says so: such
    /// suppressions of `missing-standard-shortcut` were written before roles
    /// gave shortcuts.
    private static func reportUnused(
        _ rule: SuppressionDirective.RuleName, of directive: SuppressionDirective, removingIt: Bool,
        _ lookups: inout Lookups, _ context: inout RuleContext
    ) {
        var message = DiagnosticMessage.reportsNothing(rule.name, nextLineOnly: directive.scope == .nextLine)
        if directive.scope == .nextLine, rule.name == MissingStandardShortcut.descriptor.id,
           let given = lookups.shortcutGivenByRole(onLine: directive.endLine + 1, in: context) {
            message = .roleGivesTheShortcut(rule.name, title: given.title, shortcut: given.shortcut)
        }
        context.report(
            message,
            at: directive.commentRange,
            fixIts: removingIt ? removal(of: directive, in: context.source) : [])
    }

    /// What is looked up once per check rather than once per directive.
    private struct Lookups {
        /// The closest rule id to each name that is none: a misspelt rule
        /// is often copied from one suppression to the next.
        private var suggestions: [String: String?] = [:]
        /// Made at the first unused next-line suppression of
        /// `missing-standard-shortcut`, rather than searching the commands
        /// for each.
        private var shortcutsGivenByRole: [Int: (title: String, shortcut: Shortcut)]?

        mutating func closestRule(to name: String) -> String? {
            if let known = suggestions[name] { return known }
            let closest = Suggestion.closest(to: name, in: RuleRegistry.descriptors.lazy.map(\.id))
            // `.some`: assigning nil through the subscript would forget the name.
            suggestions[name] = .some(closest)
            return closest
        }

        mutating func shortcutGivenByRole(onLine line: Int, in context: RuleContext) -> (title: String, shortcut: Shortcut)? {
            if shortcutsGivenByRole == nil { shortcutsGivenByRole = UnusedSuppression.shortcutsGivenByRoleByLine(in: context) }
            return shortcutsGivenByRole?[line]
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

    /// Removes the whole comment, and its line when it stands alone; not a
    /// comment that gives a reason, which says something only a person can
    /// judge to be obsolete.
    private static func removal(of directive: SuppressionDirective, in source: SourceFile) -> [FixIt] {
        guard directive.reason?.isEmpty ?? true else { return [] }
        let range = directive.startsLine
            ? SeparatorPlacement.wholeLine(of: directive.commentRange, in: source.bytes)
            : ContextMenuShortcut.withLeadingSpace(directive.commentRange, in: source.bytes)
        return [.remove(range, message: "remove the suppression")]
    }
}

extension DiagnosticMessage {
    fileprivate static func unknownDirective(_ directive: String) -> DiagnosticMessage {
        "unknown directive '\(directive)'; use 'menuc:disable-next-line RULE' or 'menuc:disable RULE'"
    }

    fileprivate static func namesNoRule(_ directive: String) -> DiagnosticMessage {
        "'\(directive)' names no rule; name the rules to silence, as in '\(directive) title-case'"
    }

    /// `nextLineOnly` for a `disable-next-line` directive, which silences one line.
    fileprivate static func reportsNothing(_ rule: String, nextLineOnly: Bool) -> DiagnosticMessage {
        "'\(rule)' reports nothing \(nextLineOnly ? "on the next line" : "after this comment"); remove it from the suppression"
    }

    fileprivate static func roleGivesTheShortcut(_ rule: String, title: String, shortcut: Shortcut) -> DiagnosticMessage {
        "'\(rule)' reports nothing on the next line, where the role gives '\(title)' its shortcut '\(shortcut.display)'; remove it from the suppression, or write 'key: none' for no shortcut"
    }

    fileprivate static func languageErrorCannotBeDisabled(_ id: String) -> DiagnosticMessage {
        "'\(id)' is an error of the language and cannot be disabled; fix the problem instead"
    }

    fileprivate static func notARule(_ name: String, suggestion: String?) -> DiagnosticMessage {
        "'\(name)' is not a rule\(suggestion.map { "; did you mean '\($0)'?" } ?? "; run 'menuc rules' for the list")"
    }
}
