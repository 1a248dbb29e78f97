import MenuDiagnostics
import MenuModel

/// `edit-menu-context-menu`: one command in both the edit menu and the context
/// menu of the same content.
public enum EditMenuContextMenu: Rule {
    public static let descriptor = RuleDescriptor(
        id: "edit-menu-context-menu",
        category: .structure,
        severity: .warning,
        summary: "A command is in both the edit menu and the context menu of the same content.",
        rationale: """
            For a piece of content, offer its commands in a context menu or in an \
            edit menu, not both: the two appear on the same touch and hold, and a \
            command in both makes people wonder whether they differ. An edit menu \
            and a context menu are for the same content when they have the same \
            name ('editmenu "Photo"' and 'contextmenu "Photo"'); a command is in both \
            when it has the same identifier in each. Menus of different content may \
            share commands freely.
            """,
        triggering: [
            """
            platforms iOS
            contextmenu "Caption" {
                item "Translate" symbol: "character.book.closed"
            }
            editmenu "Caption" {
                ↓item "Translate"
            }
            """,
        ],
        nonTriggering: [
            """
            platforms iOS
            contextmenu "Photo" {
                item "Translate" symbol: "character.book.closed"
            }
            editmenu "Caption" {
                item "Translate"
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        let menus = context.model.menus
        // The commands of each context menu, by the menu's name.
        var contextCommands: [String: [String: CommandView]] = [:]
        for visit in context.index.commands(where: { $0.menuKind == .context }) {
            let name = menus[visit.place.menuIndex].title
            if contextCommands[name, default: [:]][visit.command.id] == nil {
                contextCommands[name, default: [:]][visit.command.id] = visit.command
            }
        }
        guard !contextCommands.isEmpty else { return }
        for visit in context.index.commands(where: { $0.menuKind == .edit }) {
            let name = menus[visit.place.menuIndex].title
            guard let other = contextCommands[name]?[visit.command.id] else { continue }
            context.report(
                .inBothMenus(visit.command.title, content: name), at: visit.command.keywordRange,
                notes: [DiagnosticNote("also in the context menu '\(name)' here", at: other.keywordRange)])
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func inBothMenus(_ title: String, content: String) -> DiagnosticMessage {
        "'\(title)' is in both the edit menu and the context menu of '\(content)'; keep it in one of them"
    }
}
