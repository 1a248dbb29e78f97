import MenuDiagnostics
import MenuModel
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
            destructively. The shortcuts of the commands nearly every app has (Quit, \
            Close, the editing commands, New, Open, Save, Print, Find, Minimize, Help) \
            are judged everywhere; the others only in a file that also has their \
            standard action, since Apple reuses them in apps that lack it (Finder's \
            Eject is ⌘E, Use Selection for Find's shortcut). Titles are compared \
            case-insensitively and without the ellipsis, and may add words ("Close \
            Tab" for ⌘W), or be read after the submenu they are in (New ▸ File from \
            Template… for ⌘N); a title in another script is judged by its role alone. \
            Whether the standard action is in the file is told by a role, or by a \
            title in the menu bar without another shortcut: a context menu's \
            Duplicate shows no shortcut, so it does not claim ⇧⌘S in an app with \
            neither Save As… nor a document's Duplicate.
            """,
        triggering: [
            """
            menu "File" {
                item "Clone" key: ↓cmd+C
            }
            """,
            """
            menu "Edit" {
                item "Use Selection for Find"
            }
            menu "View" {
                item "Expand All" key: ↓cmd+E
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
            """
            menu "File" {
                item "Eject" key: cmd+E
            }
            """,
            """
            platforms iPadOS
            menu "View" {
                item "Show History" key: cmd+opt+H
            }
            """,
            """
            menu "File" {
                submenu "New" {
                    item "File from Template…" key: cmd+N
                    item "Folder" key: cmd+shift+N
                }
            }
            """,
            """
            menu "File" {
                item "Duplicate" key: cmd+D
            }
            menu "View" {
                item "Show Sidebar" key: cmd+shift+S
            }
            contextmenu "File" {
                item "Duplicate"
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        var present: PresentActions?
        for visit in context.index.commandsWithShortcuts where visit.place.menuKind != .context {
            let command = visit.command
            guard let shortcut = command.shortcut, let range = command.source.shortcutRange,
                  let use = ShortcutTables.standardUse(of: shortcut), !use.platforms.intersection(context.platforms).isEmpty
            else { continue }
            // `reserved-shortcut` reports these; one report is enough.
            if !ShortcutTables.reservations(
                of: shortcut, for: command, appName: context.appName, platforms: context.platforms
            ).isEmpty { continue }
            if let role = command.role, use.roles.contains(role.name) { continue }
            if !use.isCore {
                // Free for another action unless the file has the standard one.
                if present == nil { present = PresentActions(context) }
                guard present!.contains(use) else { continue }
            }
            if command.role == nil, !command.titles.contains(where: TitleText.isLatinScript) { continue }
            if command.titles.contains(where: { title in use.actions.contains { TitleText.matches(title, action: $0) } }) {
                continue
            }
            if let submenu = enclosingSubmenuTitle(of: visit.place, in: context.index),
               use.actions.contains(where: { TitleText.matches(submenu, action: $0) }) {
                continue
            }
            let actions = Parser.list(use.actions.map { "'\($0.replacingOccurrences(of: "{app}", with: context.appName ?? "App"))'" })
            context.report(.standardShortcutOfOtherActions(shortcut, actions: actions, title: command.title), at: range)
        }
    }

    /// The title of the submenu an entry is in, if it is in one: an item of
    /// New ▸ is read "New File from Template…".
    private static func enclosingSubmenuTitle(of place: EntryPlace, in index: ModelIndex) -> String? {
        guard place.submenuDepth > 0 else { return nil }
        let list = index.containers[place.rowList]
        guard case .submenu = list.kind else { return nil }
        return list.title
    }

    /// The file's commands, to tell whether a standard action is there: by
    /// role, or by the title of a menu-bar command that has no shortcut or
    /// the standard one (Finder's Duplicate is ⌘D: another command than the
    /// document's, which leaves ⇧⌘S free). A context menu shows no
    /// shortcuts, so its Duplicate says nothing of which one it is.
    private struct PresentActions {
        let roles: Set<String>
        /// The shortcuts of the commands of each title, by the title without
        /// its ellipsis, ASCII letters lowercased.
        let shortcutsByTitle: [String: [Shortcut?]]
        let appName: String?

        init(_ context: RuleContext) {
            var roles: Set<String> = []
            var shortcutsByTitle: [String: [Shortcut?]] = [:]
            for visit in context.index.commands {
                if let role = visit.command.role { roles.insert(role.name) }
                guard visit.place.menuKind == .menuBar else { continue }
                for title in visit.command.titles {
                    shortcutsByTitle[TitleText.lowercasedASCII(String(TitleText.withoutEllipsis(title))), default: []]
                        .append(visit.command.shortcut)
                }
            }
            self.roles = roles
            self.shortcutsByTitle = shortcutsByTitle
            self.appName = context.appName
        }

        func contains(_ use: ShortcutTables.StandardUse) -> Bool {
            use.roles.contains(where: roles.contains) || use.actions.contains { action in
                let title = TitleText.lowercasedASCII(action.replacingOccurrences(of: "{app}", with: appName ?? "App"))
                return shortcutsByTitle[title, default: []].contains { $0 == nil || $0 == use.shortcut }
            }
        }
    }
}

extension DiagnosticMessage {
    /// `actions` are the standard ones, listed: "'Save' and 'Save As…'".
    fileprivate static func standardShortcutOfOtherActions(_ shortcut: Shortcut, actions: String, title: String) -> DiagnosticMessage {
        "'\(shortcut.display)' is the standard shortcut for \(actions), not '\(title)'; choose another shortcut"
    }
}
