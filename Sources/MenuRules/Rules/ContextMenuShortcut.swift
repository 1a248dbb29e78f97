import MenuDiagnostics
import MenuModel
import MenuSyntax

/// `context-menu-shortcut`: context menus show no shortcuts.
public enum ContextMenuShortcut: Rule {
    public static let descriptor = RuleDescriptor(
        id: "context-menu-shortcut",
        category: .shortcuts,
        severity: .error,
        summary: "An entry of a context menu has a shortcut.",
        rationale: """
            A context menu opens on the pointer, for the thing under it; people reach \
            for it instead of the keyboard, and the system does not show shortcuts \
            there. Give the command its shortcut in the menu bar, where it is found \
            and remembered.
            """,
        triggering: [
            """
            menu "Edit" {
                item "Copy" key: cmd+C
            }
            contextmenu "Selection" {
                item "Copy" ↓key: cmd+C
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
        ],
        hasFixIt: true)

    public static func check(_ context: inout RuleContext) {
        for visit in context.index.commandsWithShortcuts where visit.place.menuKind == .context {
            guard let attribute = visit.command.source.keyAttributeRange else { continue }
            let removal = FixIt.remove(
                Self.withLeadingSpace(attribute, in: context.source.bytes), keepingCommentsIn: context.source.bytes,
                message: "remove the shortcut")
            context.report(.shortcutInContextMenu(visit.command.title), at: attribute, fixIts: removal.map { [$0] } ?? [])
        }
    }

    /// The range with the spaces before it, so that removing it leaves tidy text.
    static func withLeadingSpace(_ range: SourceRange, in bytes: [UInt8]) -> SourceRange {
        var start = range.start
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        return SourceRange(start: start, end: range.end)
    }
}

extension DiagnosticMessage {
    fileprivate static func shortcutInContextMenu(_ title: String) -> DiagnosticMessage {
        "context menus do not show shortcuts; remove 'key:' from '\(title)' and give the command its shortcut in the menu bar"
    }
}
