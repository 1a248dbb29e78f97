import MenuDiagnostics
import MenuModel

/// `activity-title`: a custom activity's title that would wrap.
public enum ActivityTitle: Rule {
    static let maximumColumns = RuleOption(
        "activity-title.max-columns", default: 24, summary: "The widest activity title allowed, in columns.")

    public static let descriptor = RuleDescriptor(
        id: "activity-title",
        category: .titles,
        severity: .warning,
        summary: "A custom activity's title is wider than \(maximumColumns.defaultValue) columns.",
        rationale: """
            A share sheet lists activities beside their symbols in a row as wide as \
            the narrowest iPhone's screen; a longer title wraps or is cut short. \
            Twenty-four columns holds the system's longest titles ("Add to Reading \
            List", "Add to Shared Album") with a little to spare. Name the action \
            concisely, as the system's are; width is counted in columns, East Asian \
            wide characters as two.
            """,
        triggering: [
            """
            platforms iOS
            activities "Photo" {
                activity ↓"Add This Photo to a Shared Family Album" symbol: "rectangle.stack.badge.plus"
            }
            """,
        ],
        nonTriggering: [
            """
            platforms iOS
            activities "Photo" {
                activity "Add to Family Album" symbol: "rectangle.stack.badge.plus"
            }
            """,
        ],
        options: [
            .init(maximumColumns),
        ],
        checksTranslations: true)

    public static func check(_ context: inout RuleContext) {
        let limit = context.configuration[maximumColumns]
        let titles = context.index.titles { title in
            title.menuKind == .activities && title.kind == .item && title.text.utf8.count > limit
        }
        for title in titles {
            let width = TextWidth.columns(of: title.text)
            guard width > limit else { continue }
            context.report(.activityTitleTooLong(title.text, columns: width, limit: limit), at: title.reportRange)
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func activityTitleTooLong(_ title: String, columns: Int, limit: Int) -> DiagnosticMessage {
        "activity title '\(title)' is \(columns) columns wide and would wrap; shorten it to \(limit) or fewer"
    }
}
