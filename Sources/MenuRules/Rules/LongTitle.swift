import MenuDiagnostics
import MenuModel

/// `long-title`: a title too wide for a menu.
public enum LongTitle: Rule {
    static let maximumColumns = RuleOption("long-title.max-columns", default: 40, summary: "The widest title allowed, in columns.")

    public static let descriptor = RuleDescriptor(
        id: "long-title",
        category: .titles,
        severity: .warning,
        summary: "A title is wider than \(maximumColumns.defaultValue) columns (East Asian wide characters count two).",
        rationale: """
            Menus are scanned, not read: short titles make them quick to use and keep \
            them narrow. A long title usually describes instead of naming the \
            command; move the detail into the window the command opens. Width is \
            counted in columns, so a Chinese or Japanese title is measured as it \
            is drawn.
            """,
        triggering: [
            """
            menu "File" {
                item ↓"Export the Current Document as a Portable Document…"
            }
            """,
        ],
        nonTriggering: [
            """
            menu "File" {
                item "Export as PDF…"
            }
            """,
        ],
        options: [
            .init(maximumColumns),
        ],
        checksTranslations: true)

    public static func check(_ context: inout RuleContext) {
        let limit = context.configuration[maximumColumns]
        // A title of no more bytes than the limit cannot be wider than it.
        for title in context.index.titles(where: { $0.isShown && $0.text.utf8.count > limit }) {
            let width = TextWidth.columns(of: title.text)
            guard width > limit else { continue }
            context.report(.titleTooLong(title.text, columns: width, limit: limit), at: title.reportRange)
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func titleTooLong(_ title: String, columns: Int, limit: Int) -> DiagnosticMessage {
        "title '\(title)' is \(columns) columns wide; shorten it to \(limit) or fewer"
    }
}
