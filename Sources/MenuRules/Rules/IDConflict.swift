import MenuDiagnostics
import MenuModel

/// `id-conflict`: one identifier naming different commands.
public enum IDConflict: Rule {
    public static let descriptor = RuleDescriptor(
        id: "id-conflict",
        category: .structure,
        severity: .error,
        summary: "One command identifier names entries of different kinds, two different entries of the menu bar, or one command with two shortcuts.",
        rationale: """
            An identifier names one command in the generated code. The same written \
            'id:' on several entries, in the menu bar or in other menus, makes them \
            places of one command: one case, one handler (Safari's Clear History… is \
            in its app menu and its History menu). A command has at most one shortcut, \
            so a second place in the menu bar shows the same one or none. An item and \
            a toggle cannot be one command, and two entries of the menu bar that \
            derive the same identifier from their titles are two commands with one \
            name: give one its own 'id:', or the same 'id:' to both if they are one.
            """,
        triggering: [
            """
            menu "File" {
                item "Export…"
            }
            menu "Share" {
                ↓item "Export…"
            }
            """,
            """
            app "TextEdit"
            menu "TextEdit" {
                item role: about
            }
            menu "Help" {
                ↓toggle "About"
            }
            """,
            """
            menu "Safari" {
                item "Clear History…" id: clearHistory key: cmd+opt+K
            }
            menu "History" {
                item "Clear History…" id: clearHistory key: ↓cmd+K
            }
            """,
        ],
        nonTriggering: [
            """
            menu "Edit" {
                item "Copy" key: cmd+C
            }
            contextmenu "Selection" {
                item "Copy"
            }
            """,
            """
            menu "Safari" {
                item "Clear History…" id: clearHistory
            }
            menu "History" {
                item "Clear History…" id: clearHistory key: cmd+opt+K
            }
            """,
            """
            menu "Shell" {
                submenu "New Window" {
                    item "Basic"
                }
                submenu "New Tab" {
                    item "Basic"
                }
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        let commands = context.index.commands
        let groups = context.index.identifierGroups
        // The command each identifier group is compared against, by group,
        // and the menu-bar place that first gives the command a shortcut.
        var home = [Int](repeating: -1, count: commands.count)
        var shortcutPlace = [Int](repeating: -1, count: commands.count)
        for position in commands.indices {
            let group = groups[position]
            if group < 0 { continue }
            let visit = commands[position]
            guard home[group] >= 0 else {
                home[group] = position
                if visit.place.menuKind == .menuBar, visit.command.shortcut != nil { shortcutPlace[group] = position }
                continue
            }
            let earlier = commands[home[group]]
            let differentKind = earlier.command.kind != visit.command.kind
            let bothInMenuBar = earlier.place.menuKind == .menuBar && visit.place.menuKind == .menuBar
            if !differentKind, !bothInMenuBar || earlier.command.idIsExplicit && visit.command.idIsExplicit {
                // Places of one command; the menu-bar entry is its home.
                if visit.place.menuKind == .menuBar {
                    if earlier.place.menuKind != .menuBar { home[group] = position }
                    checkShortcut(at: position, against: &shortcutPlace[group], commands, &context)
                }
                continue
            }
            let id = visit.command.id
            let message: DiagnosticMessage = differentKind
                ? .identifierNamesOtherKind(id, earlier: earlier.command.kind, this: visit.command.kind)
                : .identifierNamesAnotherMenuBarEntry(id)
            context.report(
                message, at: visit.command.keywordRange,
                notes: [DiagnosticNote(
                    "'\(id)' first names the \(earlier.command.kind.rawValue) '\(earlier.command.title)' here",
                    at: earlier.command.keywordRange)])
        }
    }

    /// Reports a place of a command in the menu bar (at `position`) whose
    /// shortcut differs from the one an earlier place gives it (at `first`,
    /// -1 for none yet).
    private static func checkShortcut(
        at position: Int, against first: inout Int,
        _ commands: LazyMapCollection<[Int], ModelIndex.CommandVisit>, _ context: inout RuleContext
    ) {
        let visit = commands[position]
        guard let shortcut = visit.command.shortcut else { return }
        guard first >= 0 else { return first = position }
        let earlier = commands[first].command
        guard let earlierShortcut = earlier.shortcut, earlierShortcut != shortcut else { return }
        context.report(
            .commandHasAnotherShortcut(visit.command.id, shortcut, earlier: earlierShortcut),
            at: visit.command.source.shortcutRange ?? visit.command.keywordRange,
            notes: [DiagnosticNote(
                "'\(earlier.id)' has '\(earlierShortcut.display)' here",
                at: earlier.source.shortcutRange ?? earlier.keywordRange)])
    }
}

extension DiagnosticMessage {
    fileprivate static func identifierNamesOtherKind(
        _ id: String, earlier: CommandView.Kind, this kind: CommandView.Kind
    ) -> DiagnosticMessage {
        let article = earlier == .item || earlier == .option ? "an" : "a"
        return "identifier '\(id)' already names \(article) \(earlier.rawValue); give this \(kind.rawValue) its own 'id:'"
    }

    fileprivate static func identifierNamesAnotherMenuBarEntry(_ id: String) -> DiagnosticMessage {
        "identifier '\(id)' already names another entry of the menu bar; give this one its own 'id:'"
    }

    fileprivate static func commandHasAnotherShortcut(_ id: String, _ shortcut: Shortcut, earlier: Shortcut) -> DiagnosticMessage {
        "command '\(id)' has the shortcut '\(earlier.display)' elsewhere in the menu bar; a command has one shortcut: write 'key: \(earlier.spelling)' or none here, or give this entry its own 'id:'"
    }
}
