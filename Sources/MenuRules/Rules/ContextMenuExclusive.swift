import MenuDiagnostics
import MenuModel

/// `context-menu-exclusive`: commands found only in a context menu.
public enum ContextMenuExclusive: Rule {
    public static let descriptor = RuleDescriptor(
        id: "context-menu-exclusive",
        category: .structure,
        severity: .warning,
        summary: "A context-menu command appears nowhere in the menu bar, in a file that has a menu bar.",
        rationale: """
            Context menus are shortcuts to commands, not their only home: they are \
            hidden until someone thinks to open them, and people using the keyboard \
            or assistive technologies may never do so. Every context-menu command \
            should also be in the menu bar (matched by identifier).
            """,
        triggering: [
            """
            menu "Edit" {
                item "Copy" key: cmd+C
            }
            contextmenu "Selection" {
                item "Copy"
                ↓item "Look Up"
            }
            """,
        ],
        nonTriggering: [
            """
            menu "Edit" {
                item "Copy" key: cmd+C
                item "Look Up"
            }
            contextmenu "Selection" {
                item "Copy"
                item "Look Up"
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        guard context.model.menus.contains(where: { $0.kind == .menuBar }),
              context.model.menus.contains(where: { $0.kind == .context }) else { return }
        let commands = context.index.commands
        let groups = context.index.identifierGroups
        var groupIsInMenuBar = [Bool](repeating: false, count: commands.count)
        for position in commands.indices where groups[position] >= 0 && commands[position].place.menuKind == .menuBar {
            groupIsInMenuBar[groups[position]] = true
        }
        for position in commands.indices where commands[position].place.menuKind == .context {
            let group = groups[position]
            guard group >= 0, !groupIsInMenuBar[group] else { continue }
            let command = commands[position].command
            context.report(.onlyInContextMenu(command.title, id: command.id), at: command.keywordRange)
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func onlyInContextMenu(_ title: String, id: String) -> DiagnosticMessage {
        "'\(title)' is only in a context menu; add it to the menu bar too (same identifier '\(id)')"
    }
}
