import MenuDiagnostics

/// `missing-standard-shortcut`: a standard command without its shortcut.
public enum MissingStandardShortcut: Rule {
    public static let descriptor = RuleDescriptor(
        id: "missing-standard-shortcut",
        category: .shortcuts,
        severity: .warning,
        summary: "A standard command in the menu bar lacks its standard shortcut, or has another one.",
        rationale: """
            Standard commands come with shortcuts people already know. Undo without ⌘Z \
            or Copy with something other than ⌘C breaks habits built in every other \
            app. A command counts as standard when it has a role with a standard \
            shortcut, or when its English title is exactly that role's title.
            """,
        triggering: [
            """
            menu "Edit" {
                ↓item "Copy"
            }
            """,
            """
            menu "Edit" {
                item "Redo" key: ↓cmd+Y role: redo
            }
            """,
        ],
        nonTriggering: [
            """
            menu "Edit" {
                item "Copy" key: cmd+C
                item "Copy Link"
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        for visit in context.index.commands where visit.place.menuKind == .menuBar && visit.command.kind != .option {
            let command = visit.command
            guard let role = command.role ?? roleWithTitle(command.title, appName: context.appName),
                  let standard = role.standardShortcut else { continue }
            if let shortcut = command.shortcut {
                guard !role.acceptsShortcut(shortcut) else { continue }
                context.report(
                    "'\(command.title)' has the standard shortcut '\(standard.display)'; use 'key: \(standard.spelling)' instead of '\(shortcut.display)'",
                    at: command.source.shortcutRange ?? command.source.keywordRange)
            } else {
                context.report(
                    "'\(command.title)' has the standard shortcut '\(standard.display)'; add 'key: \(standard.spelling)'",
                    at: command.source.keywordRange)
            }
        }
    }

    private static let rolesByTitle: [String: Role] = Dictionary(
        Role.all.filter { $0.kind == .command && !$0.titleTemplate.contains("{app}") }
            .map { (String(TitleText.withoutEllipsis($0.titleTemplate)), $0) },
        uniquingKeysWith: { first, _ in first })

    /// The role whose English title the command's title is, exactly (ignoring
    /// the ellipsis).
    static func roleWithTitle(_ title: String, appName: String?) -> Role? {
        let bare = String(TitleText.withoutEllipsis(title))
        if let role = rolesByTitle[bare] { return role }
        guard let appName else { return nil }
        return Role.all.first { $0.titleTemplate.contains("{app}") && $0.title(appName: appName) == bare }
    }
}
