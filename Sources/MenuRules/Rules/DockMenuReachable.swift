import MenuDiagnostics
import MenuModel

/// `dock-menu-reachable`: a custom command of the Dock menu that is nowhere else.
public enum DockMenuReachable: Rule {
    public static let descriptor = RuleDescriptor(
        id: "dock-menu-reachable",
        category: .structure,
        severity: .warning,
        summary: "A custom item of the Dock menu is not also in the menu bar.",
        rationale: """
            The Dock menu is a shortcut for people who already know the app: it \
            appears only while the Dock icon is clicked and held, and many never \
            open it. A command offered only there is one most people will not find. \
            Put each custom command in the menu bar too, under the same identifier \
            (the same 'id:', or the same title, from which the same identifier is \
            derived). Items with a role are the system's own and are left alone.
            """,
        triggering: [
            """
            menu "File" {
                item "New Window" key: cmd+N
            }
            dockmenu {
                item "New Window"
                ↓item "New Private Window"
            }
            """,
        ],
        nonTriggering: [
            """
            menu "File" {
                item "New Window" key: cmd+N
                item "New Private Window" key: cmd+shift+N id: newPrivateWindow
            }
            dockmenu {
                item "New Window"
                item "Private Window" id: newPrivateWindow
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        // The Dock menu is short and the menu bar may be huge: only the Dock
        // menu's identifiers are kept in a set.
        let dockCommands = context.index.commands(where: { $0.menuKind == .dock }).map(\.command)
            .filter { $0.role == nil && !$0.id.isEmpty }
        var unreached = Set(dockCommands.map(\.id))
        guard !unreached.isEmpty else { return }
        for visit in context.index.commands where visit.place.menuKind == .menuBar {
            unreached.remove(visit.command.id)
        }
        for command in dockCommands where unreached.contains(command.id) {
            context.report(.onlyInDockMenu(command.title, id: command.id), at: command.keywordRange)
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func onlyInDockMenu(_ title: String, id: String) -> DiagnosticMessage {
        "'\(title)' is only in the Dock menu; put it in the menu bar too, with the same identifier '\(id)'"
    }
}
