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
            app. A command with a role that has a standard shortcut is the standard \
            command: in the menu bar the role gives that shortcut to an item written \
            without 'key:', so such an item is flagged only for another shortcut or \
            for 'key: none'. A command whose English title is exactly a role's title \
            is flagged when it has no 'key:', or another shortcut that is not a \
            standard one, outside submenus. Left alone, as commands that only share \
            the title: one in a submenu, which names what it is (Xcode's View ▸ \
            Navigators ▸ Find is ⌘4, the Find navigator); one on another standard \
            shortcut, which standard-shortcut judges (Find on ⌥⌘F, the HIG's jump to \
            the search field); one with 'key: none'; a title Apple also gives other \
            commands (Finder's Duplicate is ⌘D), judged by its role alone; and so are \
            the entries the system inserts (its Center is not a text alignment's) and \
            the states of variable-title toggles (Safari's Show Sidebar is ⇧⌘L).
            """,
        triggering: [
            """
            menu "Edit" {
                ↓item "Copy"
                item "Select All" key: ↓cmd+shift+L
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
            """
            menu "View" {
                submenu "Navigators" {
                    item "Project" key: cmd+1
                    item "Find" key: cmd+4
                }
            }
            """,
            """
            menu "View" {
                submenu "Navigators" {
                    section "Navigators" {
                        item "Project" key: cmd+1
                        item "Find" key: cmd+4
                    }
                }
            }
            """,
            """
            menu "Edit" {
                item "Find" key: cmd+opt+F
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
            case .item, .toggle: return roles[TitleText.withoutEllipsis(title.text)] != nil
            default: return false
            }
        }
        for title in candidates {
            guard let entry = title.entry, let command = CommandView(entry),
                  let role = command.role ?? roles[TitleText.withoutEllipsis(title.text)],
                  let standard = role.standardShortcut else { continue }
            if command.role == nil, role.titleNamesOtherCommands { continue }
            if let shortcut = command.shortcut {
                guard !role.acceptsShortcut(shortcut) else { continue }
                if command.role == nil, isInSubmenu(title, context.index) || ShortcutTables.standardUse(of: shortcut) != nil {
                    continue
                }
                context.report(
                    .otherThanStandardShortcut(command.title, standard: standard, written: shortcut),
                    at: command.source.shortcutRange ?? command.keywordRange)
            } else if let declined = command.source.shortcutRange {
                // Without a role, 'key: none' says the title alone does not
                // make this the standard command.
                guard command.role != nil else { continue }
                let written = "key: " + context.source.text(in: declined)
                context.report(.standardShortcutDeclined(command.title, standard: standard, written: written), at: declined)
            } else {
                context.report(.missingStandardShortcut(command.title, standard: standard), at: command.keywordRange)
            }
        }
    }

    /// Whether the title is of an entry of a submenu, which names what the
    /// entry is (View ▸ Navigators ▸ Find shows the Find navigator).
    private static func isInSubmenu(_ title: TitleVisit, _ index: ModelIndex) -> Bool {
        guard let list = title.rowList, case .submenu = index.containers[list].kind else { return false }
        return true
    }

    /// Each command role, and checkmark toggle role (Bold), on one of
    /// `platforms`, by its English title without the ellipsis. The entries
    /// the system inserts are its own, and a title that names the one state
    /// of a variable-title toggle ("Show Sidebar") is shortcut as each app
    /// chooses (Safari's is ⇧⌘L): neither is recognised by title alone.
    /// The app's name is filled in ("Quit TextEdit"). A role
    /// the file's platforms lack has no standard shortcut there: "Hide Demo"
    /// on iPadOS must not be told to add ⌘H, which goes to the Home Screen.
    /// Keyed by substrings, as titles are looked up without their ellipsis.
    static func rolesByTitle(appName: String?, platforms: PlatformSet) -> [Substring: Role] {
        var table: [Substring: Role] = [:]
        for role in Role.all where role.kind != .submenu && !role.isProvidedBySystem && role.titleWhenOn == nil
            && role.exists(on: platforms) {
            let title: Substring
            if !role.titleTemplate.containsBytes(of: "{app}") {
                title = TitleText.withoutEllipsis(role.titleTemplate)
            } else if let appName {
                title = TitleText.withoutEllipsis(role.title(appName: appName))
            } else {
                continue
            }
            if table[title] == nil { table[title] = role }
        }
        return table
    }
}

extension DiagnosticMessage {
    fileprivate static func otherThanStandardShortcut(_ title: String, standard: Shortcut, written: Shortcut) -> DiagnosticMessage {
        "'\(title)' has the standard shortcut '\(standard.display)'; use 'key: \(standard.spelling)' instead of '\(written.display)'"
    }

    /// `written` is the attribute as written: "key: none".
    fileprivate static func standardShortcutDeclined(_ title: String, standard: Shortcut, written: String) -> DiagnosticMessage {
        "'\(title)' has the standard shortcut '\(standard.display)'; remove '\(written)' to take it from the role"
    }

    fileprivate static func missingStandardShortcut(_ title: String, standard: Shortcut) -> DiagnosticMessage {
        "'\(title)' has the standard shortcut '\(standard.display)'; add 'key: \(standard.spelling)'"
    }
}
