import MenuDiagnostics
import MenuModel
import MenuSyntax

/// `menu-length`: menus too long to scan.
public enum MenuLength: Rule {
    static let maximumMenuBarEntries = RuleOption("menu-length.max-menu-bar-entries", default: 25, summary: "The most entries of a menu-bar menu.")
    static let maximumContextMenuEntries = RuleOption("menu-length.max-context-menu-entries", default: 12, summary: "The most entries of a context menu.")

    public static let descriptor = RuleDescriptor(
        id: "menu-length",
        category: .structure,
        severity: .warning,
        summary: "A menu-bar menu has more than \(maximumMenuBarEntries.defaultValue) entries, or a context menu more than \(maximumContextMenuEntries.defaultValue) (separators do not count).",
        rationale: """
            A long menu is slow to scan and hard to remember. Context menus in \
            particular should offer only the handful of commands that matter for \
            what was clicked. Move rarely used commands into submenus or windows. \
            The options of a choice count one each, as they show as rows.
            """,
        triggering: [
            """
            ↓contextmenu "Photo" {
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
        nonTriggering: [
            """
            contextmenu "Photo" {
                item "Copy"
                item "Share…"
                item "Rotate Left"
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
            case .context: return configuration[maximumContextMenuEntries]
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
