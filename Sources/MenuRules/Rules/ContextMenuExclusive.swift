import MenuDiagnostics
import MenuModel

/// `context-menu-exclusive`: commands found only in a context menu.
public enum ContextMenuExclusive: Rule {
    public static let descriptor = RuleDescriptor(
        id: "context-menu-exclusive",
        category: .structure,
        severity: .warning,
        summary: "On macOS, a context-menu command appears nowhere in the menu bar, in a file that has a menu bar.",
        rationale: """
            Context menus are shortcuts to commands, not their only home: they are \
            hidden until someone thinks to open them, and people using the keyboard \
            or assistive technologies may never do so. Every context-menu command \
            should also be in the main interface. On macOS that is the menu bar, so \
            there every context-menu command should also be in it (matched by \
            identifier). On iOS, iPadOS and visionOS the main interface is mostly \
            toolbars and buttons, which a file does not describe (Safari for iPad \
            keeps Share… in its toolbar), so commands there are left alone. So are \
            the entries the system puts in context menus itself, written with their \
            roles (Look Up, Translate, Search With Google, Share…), and what is inside \
            a system submenu (Import from iPhone or iPad): apps cannot put them in the \
            menu bar.
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
            """
            platforms iPadOS
            menu "File" {
                item "New Tab" key: cmd+T
            }
            contextmenu "Link" {
                item "Open in New Tab" symbol: "plus.square.on.square"
                item "Share…" symbol: "square.and.arrow.up"
            }
            """,
            """
            menu "Edit" {
                item "Copy" key: cmd+C
            }
            contextmenu "Selection" {
                item "Copy"
                item "Look Up" role: lookUp
                item "Translate" role: translate
                item "Search With Google" role: searchWeb
                item "Share…" role: shareSheet
                submenu "Import from iPhone or iPad" role: continuityCamera {
                    item "Take Photo"
                }
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        guard context.platforms.contains(.macOS), context.model.menus.contains(where: { $0.kind == .menuBar }),
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
            guard command.platforms.contains(.macOS), !commands[position].place.inSystemSubmenu,
                  command.role?.isProvidedBySystem != true else { continue }
            context.report(.onlyInContextMenu(command.title, id: command.id), at: command.keywordRange)
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func onlyInContextMenu(_ title: String, id: String) -> DiagnosticMessage {
        "'\(title)' is only in a context menu; add it to the menu bar too (same identifier '\(id)')"
    }
}
