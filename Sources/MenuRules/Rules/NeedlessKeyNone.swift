import MenuDiagnostics
import MenuModel

/// `needless-key-none`: `key: none` on an entry that would have no shortcut anyway.
public enum NeedlessKeyNone: Rule {
    public static let descriptor = RuleDescriptor(
        id: "needless-key-none",
        category: .shortcuts,
        severity: .warning,
        summary: "'key: none' declines a shortcut the entry would not have.",
        rationale: """
            'key: none' has one use: to decline the standard shortcut a role gives an \
            item of the menu bar. On an entry without a role, with a role that has no \
            standard shortcut, or in a context menu, pull-down or pop-up (where roles \
            give no shortcut), it changes nothing, and a reader looks in vain for the \
            shortcut it seems to turn off. A title that is a standard command's, \
            written without its role, gets no shortcut from it either.
            """,
        triggering: [
            """
            menu "Canvas" {
                item "Add Layer" ↓key: none
            }
            contextmenu "Selection" {
                item role: copy ↓key: none
            }
            """,
        ],
        nonTriggering: [
            """
            menu "Edit" {
                // menuc:disable-next-line missing-standard-shortcut - the canvas uses ⌘A
                item role: selectAll key: none
                item "Add Layer"
            }
            """,
        ],
        hasFixIt: true)

    public static func check(_ context: inout RuleContext) {
        for visit in context.index.commands {
            let command = visit.command
            guard command.shortcut == nil, let attribute = command.source.keyAttributeRange,
                  let written = command.source.shortcutRange,
                  TitleText.lowercasedASCII(context.source.text(in: written)) == "none" else { continue }
            if command.role?.shortcut(givenIn: visit.place.menuKind, on: context.platforms) != nil { continue }
            let removal = FixIt.remove(
                ContextMenuShortcut.withLeadingSpace(attribute, in: context.source.bytes), keepingCommentsIn: context.source.bytes,
                message: "remove 'key: none'")
            context.report(.needlessKeyNone(command.title), at: attribute, fixIts: removal.map { [$0] } ?? [])
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func needlessKeyNone(_ title: String) -> DiagnosticMessage {
        "'\(title)' would have no shortcut without 'key: none'; remove it"
    }
}
