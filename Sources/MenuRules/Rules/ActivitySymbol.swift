import MenuDiagnostics
import MenuModel

/// `activity-symbol`: a custom activity without a symbol.
public enum ActivitySymbol: Rule {
    public static let descriptor = RuleDescriptor(
        id: "activity-symbol",
        category: .structure,
        severity: .warning,
        summary: "A custom activity of a share sheet has no symbol.",
        rationale: """
            A share sheet shows each activity as a symbol beside or above its \
            title, and people find the one they want by its symbol before they \
            read. A custom activity without one leaves a gap among the system's. \
            Give it an SF Symbol that says what it does.
            """,
        triggering: [
            """
            platforms iOS
            activities "Photo" {
                activity "Add to Album" symbol: "rectangle.stack.badge.plus"
                ↓activity "Set as Wallpaper"
            }
            """,
        ],
        nonTriggering: [
            """
            platforms iOS
            activities "Photo" {
                activity "Add to Album" symbol: "rectangle.stack.badge.plus"
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        for visit in context.index.entries(where: { $0.place.menuKind == .activities }) {
            guard case .command(let activity) = visit.entry, activity.symbol == nil else { continue }
            context.report(.missingSymbol(activity.title), at: activity.keywordRange)
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func missingSymbol(_ title: String) -> DiagnosticMessage {
        "activity '\(title)' has no symbol; give it one with 'symbol: \"…\"'"
    }
}
