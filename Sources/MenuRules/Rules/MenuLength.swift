import MenuDiagnostics
import MenuModel
import MenuSyntax

/// `menu-length`: menus too long to scan.
public enum MenuLength: Rule {
    static let maximumMenuBarEntries = RuleOption("menu-length.max-menu-bar-entries", default: 25, summary: "The most entries of a menu-bar menu.")
    static let maximumContextMenuEntries = RuleOption(
        "menu-length.max-context-menu-entries", default: RuleLimit.none, summary: "The most entries of a context menu, if any.")

    public static let descriptor = RuleDescriptor(
        id: "menu-length",
        category: .structure,
        severity: .warning,
        summary: "A menu-bar menu has more than \(maximumMenuBarEntries.defaultValue) entries (separators do not count).",
        rationale: """
            A long menu is slow to scan and hard to remember. Move rarely used \
            commands into submenus or windows. The options of a choice count one \
            each, as they show as rows. The HIG asks for few items in a context menu \
            but gives no number, and Apple's own context menus run long (Finder's, \
            Safari's), so context menus are left alone unless \
            menu-length.max-context-menu-entries sets a limit.
            """,
        triggering: [
            """
            ↓menu "Insert" {
                item "Entry One"
                item "Entry Two"
                item "Entry Three"
                item "Entry Four"
                item "Entry Five"
                item "Entry Six"
                item "Entry Seven"
                item "Entry Eight"
                item "Entry Nine"
                item "Entry Ten"
                item "Entry Eleven"
                item "Entry Twelve"
                item "Entry Thirteen"
                item "Entry Fourteen"
                item "Entry Fifteen"
                item "Entry Sixteen"
                item "Entry Seventeen"
                item "Entry Eighteen"
                item "Entry Nineteen"
                item "Entry Twenty"
                item "Entry Twenty-One"
                item "Entry Twenty-Two"
                item "Entry Twenty-Three"
                item "Entry Twenty-Four"
                item "Entry Twenty-Five"
                item "Entry Twenty-Six"
            }
            """,
        ],
        nonTriggering: [
            """
            contextmenu "Photo" {
                item "Copy"
                item "Share…"
                item "Rotate Left"
                item "Rotate Right"
                item "Crop"
                item "Enhance"
                item "Duplicate"
                item "Hide"
                item "Favorite"
                item "Set as Wallpaper"
                item "Show in Album"
                item "Get Info"
                item "Export…"
            }
            """,
        ],
        options: [
            .init(maximumMenuBarEntries),
            .init(maximumContextMenuEntries),
        ])

    public static func check(_ context: inout RuleContext) {
        let configuration = context.configuration
        // Submenus, pull-downs and pop-ups have no limit.
        func limit(isMenu: Bool, in menuKind: MenuKind) -> Int {
            guard isMenu else { return .max }
            switch menuKind {
            case .menuBar: return configuration[maximumMenuBarEntries]
            case .context: return configuration[maximumContextMenuEntries].count
            case .pullDown, .popUp: return .max
            case .dock, .edit, .activities: return .max
            }
        }
        for container in context.index.containers(where: { $0.rowCount > limit(isMenu: $0.isMenu, in: $0.menuKind) }) {
            let rows = container.rowCount
            let limit = limit(isMenu: container.isMenu, in: container.menuKind)
            context.report(.tooManyEntries(container.description, count: rows, limit: limit), at: container.headerRange)
        }
    }
}

extension DiagnosticMessage {
    /// `menu` as a message names it: "the menu 'File'".
    fileprivate static func tooManyEntries(_ menu: String, count: Int, limit: Int) -> DiagnosticMessage {
        "\(menu) has \(count) entries; keep it to \(limit) or fewer by moving rarely used commands into submenus or windows"
    }
}
