import MenuDiagnostics
import MenuModel

/// `system-activity`: a custom activity that duplicates one the system provides.
public enum SystemActivity: Rule {
    public static let descriptor = RuleDescriptor(
        id: "system-activity",
        category: .structure,
        severity: .warning,
        summary: "A custom activity has the title of one the share sheet provides itself.",
        rationale: """
            The share sheet offers the system's activities whenever the shared \
            content supports them: AirDrop, Messages, Mail, Copy, Print, Save to \
            Files, Save Image, Add to Reading List and the others UIKit names. A \
            custom activity with the same title shows the action twice and does it \
            differently from what people know. Leave it to the system, and make \
            the content it needs available instead. The titles compared are those \
            of UIKit's own activity types and of the system's file, note and \
            photo activities; an app's own actions that happen to sound alike \
            ("Add to Album") are left alone.
            """,
        triggering: [
            """
            platforms iOS
            activities "Photo" {
                activity "Add to Album" symbol: "rectangle.stack.badge.plus"
                activity ↓"Print" symbol: "printer"
            }
            """,
        ],
        nonTriggering: [
            """
            platforms iOS
            activities "Photo" {
                activity "Print as Poster" symbol: "printer"
            }
            """,
        ])

    /// The titles of the share sheet's own activities, lowercased.
    static let systemTitles: Set<String> = [
        "airdrop", "messages", "mail", "copy", "copy link", "print", "assign to contact", "save image", "save video",
        "save to photos", "add to reading list", "add to home screen", "open in books", "markup", "shareplay",
        "save to files", "add to files", "add to quick note",
    ]

    public static func check(_ context: inout RuleContext) {
        for visit in context.index.entries(where: { $0.place.menuKind == .activities }) {
            guard case .command(let activity) = visit.entry else { continue }
            let title = TitleText.withoutEllipsis(activity.title).lowercased()
            guard systemTitles.contains(title) else { continue }
            context.report(
                .duplicatesSystemActivity(activity.title),
                at: activity.source.firstTitleRange ?? activity.keywordRange)
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func duplicatesSystemActivity(_ title: String) -> DiagnosticMessage {
        "the share sheet offers '\(title)' itself; remove this activity and let the system provide it"
    }
}
