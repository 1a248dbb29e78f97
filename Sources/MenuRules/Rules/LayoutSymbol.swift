import MenuDiagnostics
import MenuModel
import MenuSyntax

/// `layout-symbol`: an entry that a small or medium layout shows as a symbol,
/// without one.
public enum LayoutSymbol: Rule {
    public static let descriptor = RuleDescriptor(
        id: "layout-symbol",
        category: .structure,
        severity: .warning,
        summary: "An entry that 'layout: small' or 'layout: medium' shows as a symbol has none.",
        rationale: """
            With 'layout: small', a context menu or pull-down shows its first four \
            entries as a row of symbols without titles; with 'layout: medium', its \
            first three as symbols with short titles below. An entry in that row \
            without a symbol is a blank button. Separators are not entries of the \
            row; each option of a choice is one. Where none of the file's \
            platforms has layouts, the layout is reported instead (menu-platform).
            """,
        triggering: [
            """
            platforms iOS
            contextmenu "Photo" layout: small {
                item "Copy" symbol: "doc.on.doc"
                ↓item "Rotate"
                item "Favorite" symbol: "heart"
                ---
                item "Delete" symbol: "trash"
                item "Show in Album"
            }
            """,
        ],
        nonTriggering: [
            """
            platforms iOS
            pulldown "Sort" layout: medium {
                item "By Date" symbol: "calendar"
                item "By Name" symbol: "textformat"
                item "By Size" symbol: "arrow.up.arrow.down"
                item "Reverse Order"
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        // Where no platform has layouts, menu-platform reports the layout itself.
        guard !context.platforms.isDisjoint(with: MenuPlatform.touchPlatforms) else { return }
        for menu in context.model.menus {
            guard let count = menu.layout?.symbolEntryCount else { continue }
            for entry in rowEntries(menu.entries).prefix(count) {
                guard symbol(of: entry) == nil else { continue }
                context.report(.missingSymbol(title(of: entry), layout: menu.layout!), at: entry.keywordRange)
            }
        }
    }

    /// Where the entries that a menu's layout shows as symbols start; none
    /// without a small or medium layout.
    static func symbolRowStarts(of menu: Menu) -> [Int] {
        guard let count = menu.layout?.symbolEntryCount else { return [] }
        return rowEntries(menu.entries).prefix(count).map(\.range.start)
    }

    /// The entries of the row, in order: separators left out, choices as
    /// their options, sections as their entries.
    private static func rowEntries(_ entries: [MenuEntry]) -> [MenuEntry] {
        entries.flatMap { entry -> [MenuEntry] in
            switch entry {
            case .separator: []
            case .choice(let choice): choice.options.map(MenuEntry.option)
            case .section(let section): rowEntries(section.entries)
            default: [entry]
            }
        }
    }

    private static func symbol(of entry: MenuEntry) -> String? {
        switch entry {
        case .command(let command): command.symbol
        case .toggle(let toggle): toggle.symbol
        case .option(let option): option.symbol
        case .submenu(let submenu): submenu.symbol
        // What a list filled at run time shows is the app's or the system's to draw.
        case .choice, .separator, .section, .dynamic: ""
        }
    }

    private static func title(of entry: MenuEntry) -> String {
        switch entry {
        case .command(let command): command.title
        case .toggle(let toggle): toggle.title
        case .option(let option): option.title
        case .submenu(let submenu): submenu.title
        case .choice(let choice): choice.name
        case .section(let section): section.title
        case .dynamic(let list): list.title
        case .separator: ""
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func missingSymbol(_ title: String, layout: MenuLayout) -> DiagnosticMessage {
        "'layout: \(layout.rawValue)' shows '\(title)' as a symbol; give it one with 'symbol: \"…\"'"
    }
}
