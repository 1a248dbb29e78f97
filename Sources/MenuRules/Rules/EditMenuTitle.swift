import MenuDiagnostics
import MenuModel

/// `edit-menu-title`: an edit-menu title too long for the edit menu's row.
public enum EditMenuTitle: Rule {
    static let maximumColumns = RuleOption(
        "edit-menu-title.max-columns", default: 16, summary: "The widest title allowed in an edit menu, in columns.")

    public static let descriptor = RuleDescriptor(
        id: "edit-menu-title",
        category: .titles,
        severity: .warning,
        summary: "A title in an edit menu is wider than \(maximumColumns.defaultValue) columns.",
        rationale: """
            An edit menu is a single row of labels over the selection, beside the \
            system's own short verbs (Copy, Look Up, Translate). Its labels are meant \
            to be short verbs or verb phrases that people take in at a glance; a long \
            one pushes the others off the row, behind a chevron. Sixteen columns holds \
            the system's longest labels ("Search Web", "Writing Tools") with room to \
            spare. Width is counted in columns, East Asian wide characters as two.
            """,
        triggering: [
            """
            platforms iOS
            editmenu "Caption" {
                item ↓"Translate This Caption into English"
            }
            """,
        ],
        nonTriggering: [
            """
            platforms iOS
            editmenu "Caption" {
                item "Translate"
                submenu "Format" {
                    item "Bold Weight for Emphasis"
                }
            }
            """,
        ],
        options: [
            .init(maximumColumns),
        ],
        checksTranslations: true)

    public static func check(_ context: inout RuleContext) {
        let limit = context.configuration[maximumColumns]
        // The row shows the edit menu's own entries; a submenu's open as a list.
        let titles = context.index.titles { title in
            title.menuKind == .edit && title.rowList != nil && title.text.utf8.count > limit
        }
        for title in titles where isInTheRow(title, of: context.index) {
            let width = TextWidth.columns(of: title.text)
            guard width > limit else { continue }
            context.report(.editMenuTitleTooLong(title.text, columns: width, limit: limit), at: title.reportRange)
        }
    }

    /// Whether the title's entry is a row of the edit menu itself.
    private static func isInTheRow(_ title: TitleVisit, of index: ModelIndex) -> Bool {
        guard let list = title.rowList else { return false }
        if case .menu = index.containers[list].kind { return true }
        return false
    }
}

extension DiagnosticMessage {
    fileprivate static func editMenuTitleTooLong(_ title: String, columns: Int, limit: Int) -> DiagnosticMessage {
        "edit-menu title '\(title)' is \(columns) columns wide; use a short verb of \(limit) columns or fewer"
    }
}
