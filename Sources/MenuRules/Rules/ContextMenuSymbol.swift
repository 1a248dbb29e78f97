import MenuDiagnostics
import MenuModel

/// `context-menu-symbol`: context-menu entries without a symbol on touch platforms.
public enum ContextMenuSymbol: Rule {
    public static let descriptor = RuleDescriptor(
        id: "context-menu-symbol",
        category: .structure,
        severity: .warning,
        summary: "On iOS, iPadOS or visionOS, a context-menu entry has no symbol.",
        rationale: """
            On iPhone, iPad and Vision Pro, context-menu entries show an SF Symbol \
            beside their title; the symbols make the menu quick to scan and tell \
            actions apart at a glance. An entry without one looks unfinished beside \
            the system's own. The entries that a small or medium layout shows as \
            symbols are reported by layout-symbol instead, once.
            """,
        triggering: [
            """
            platforms iPadOS
            menu "Edit" {
                item "Copy" key: cmd+C symbol: "doc.on.doc"
                item "Duplicate" key: cmd+D symbol: "plus.square.on.square"
            }
            contextmenu "Note" {
                item "Copy" symbol: "doc.on.doc"
                ↓item "Duplicate"
            }
            """,
        ],
        nonTriggering: [
            """
            menu "Edit" {
                item "Duplicate" key: cmd+D
            }
            contextmenu "Note" {
                item "Duplicate"
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        let touch = PlatformSet(context.platforms.platforms.filter(\.isTouchFirst))
        guard !touch.isEmpty else { return }
        let symbolRow = Set(context.model.menus.lazy.filter { $0.kind == .context }.flatMap(LayoutSymbol.symbolRowStarts))
        for visit in context.index.contextMenuEntries where !visit.place.inChoice && !symbolRow.contains(visit.entry.range.start) {
            let (title, symbol): (String, String?)
            switch visit.entry {
            case .command(let command): (title, symbol) = (command.title, command.symbol)
            case .toggle(let toggle): (title, symbol) = (toggle.title, toggle.symbol)
            case .submenu(let submenu): (title, symbol) = (submenu.title, submenu.symbol)
            default: continue
            }
            guard symbol == nil else { continue }
            context.report(.missingSymbol(title, on: touch), at: visit.entry.keywordRange)
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func missingSymbol(_ title: String, on platforms: PlatformSet) -> DiagnosticMessage {
        "on \(platforms.listing), context-menu entries show a symbol; give '\(title)' one with 'symbol: \"…\"'"
    }
}
