import MenuDiagnostics
import MenuModel

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
            shortcut, or when its English title is exactly that role's title; a title \
            Apple also gives other commands (Finder's Duplicate is ⌘D) is judged by \
            its role alone. In the menu bar a role gives its standard shortcut to an \
            item written without 'key:', so an item with a role is flagged only for \
            another shortcut or for 'key: none'.
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
            """
            menu "Edit" {
                item role: undo key: ↓none
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
            """
            app "Demo"
            platforms iPadOS
            menu "Demo" {
                item "Hide Demo"
            }
            """,
            """
            menu "File" {
                item "Duplicate" key: cmd+D
            }
            """,
            """
            menu "Edit" {
                item role: undo
                item role: redo
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        let roles = rolesByTitle(appName: context.appName, platforms: context.platforms)
        // A command's first title: an item's, or a toggle's while off.
        let candidates = context.index.titles { title in
            guard title.menuKind == .menuBar else { return false }
            switch title.kind {
            case .item where title.hasRole: return true
            case .item, .toggle: return roles[String(TitleText.withoutEllipsis(title.text))] != nil
            default: return false
            }
        }
        for title in candidates {
            guard let entry = title.entry, let command = CommandView(entry),
                  let role = command.role ?? roles[String(TitleText.withoutEllipsis(title.text))],
                  let standard = role.standardShortcut else { continue }
            if let shortcut = command.shortcut {
                guard !role.acceptsShortcut(shortcut) else { continue }
                if command.role == nil, role.titleNamesOtherCommands { continue }
                context.report(
                    "'\(command.title)' has the standard shortcut '\(standard.display)'; use 'key: \(standard.spelling)' instead of '\(shortcut.display)'",
                    at: command.source.shortcutRange ?? command.keywordRange)
            } else if let declined = command.source.shortcutRange {
                let written = "key: " + context.source.text(in: declined)
                let advice = command.role != nil
                    ? "remove '\(written)' to take it from the role"
                    : "write 'key: \(standard.spelling)' instead of '\(written)'"
                context.report("'\(command.title)' has the standard shortcut '\(standard.display)'; \(advice)", at: declined)
            } else {
                context.report(
                    "'\(command.title)' has the standard shortcut '\(standard.display)'; add 'key: \(standard.spelling)'",
                    at: command.keywordRange)
            }
        }
    }

    /// Each command role on one of `platforms` by its English title without
    /// the ellipsis, with the app's name filled in ("Quit TextEdit"). A role
    /// the file's platforms lack has no standard shortcut there: "Hide Demo"
    /// on iPadOS must not be told to add ⌘H, which goes to the Home Screen.
    static func rolesByTitle(appName: String?, platforms: PlatformSet) -> [String: Role] {
        var table: [String: Role] = [:]
        for role in Role.all where role.kind == .command && role.exists(on: platforms) {
            let title: String
            if !role.titleTemplate.containsBytes(of: "{app}") {
                title = String(TitleText.withoutEllipsis(role.titleTemplate))
            } else if let appName {
                title = String(TitleText.withoutEllipsis(role.title(appName: appName)))
            } else {
                continue
            }
            if table[title] == nil { table[title] = role }
        }
        return table
    }
}
