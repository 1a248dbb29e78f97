import MenuDiagnostics
import MenuSyntax

/// `standard-shortcut`: a standard shortcut used for another action.
public enum StandardShortcut: Rule {
    public static let descriptor = RuleDescriptor(
        id: "standard-shortcut",
        category: .shortcuts,
        severity: .warning,
        summary: "A standard shortcut is used for a command that is not its standard action.",
        rationale: """
            People learn ⌘C, ⌘S or ⌘W once and expect them in every app. Using one for \
            a different action surprises them at the moment it matters, often \
            destructively. Titles are compared case-insensitively and without the \
            ellipsis, and may add words ("Close Tab" for ⌘W); a title in another script \
            is judged by its role alone.
            """,
        triggering: [
            """
            menu "File" {
                item "Clone" key: ↓cmd+C
            }
            """,
        ],
        nonTriggering: [
            """
            menu "File" {
                item "Close Tab" key: cmd+W
            }
            """,
            """
            menu "编辑" {
                item "拷贝" key: cmd+C role: copy
                item "克隆" key: cmd+D
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        for visit in context.index.commandsWithShortcuts where visit.place.menuKind != .context {
            let command = visit.command
            guard let shortcut = command.shortcut, let range = command.source.shortcutRange,
                  let use = ShortcutTables.standardUse(of: shortcut) else { continue }
            // `reserved-shortcut` reports these; one report is enough.
            if !ShortcutTables.reservations(
                of: shortcut, role: command.role, availableOn: command.platforms, platforms: context.platforms
            ).isEmpty { continue }
            if let role = command.role, use.roles.contains(role.name) { continue }
            if command.role == nil, !command.titles.contains(where: TitleText.isLatinScript) { continue }
            if command.titles.contains(where: { title in use.actions.contains { TitleText.matches(title, action: $0) } }) {
                continue
            }
            let actions = Parser.list(use.actions.map { "'\($0.replacingOccurrences(of: "{app}", with: context.appName ?? "App"))'" })
            context.report(
                "'\(shortcut.display)' is the standard shortcut for \(actions), not '\(command.title)'; choose another shortcut",
                at: range)
        }
    }
}
