import MenuDiagnostics
import MenuModel

/// `ellipsis-character`: three periods instead of the ellipsis character.
public enum EllipsisCharacter: Rule {
    public static let descriptor = RuleDescriptor(
        id: "ellipsis-character",
        category: .titles,
        severity: .warning,
        summary: "A title contains three periods instead of the ellipsis character.",
        rationale: """
            Menus use the single ellipsis character (…), which is spaced and read as \
            one symbol; three periods look uneven beside it and are spoken as three \
            separate dots by VoiceOver.
            """,
        triggering: [
            """
            menu "File" {
                item ↓"Open..." key: cmd+O
            }
            """,
        ],
        nonTriggering: [
            """
            menu "File" {
                item "Open…" key: cmd+O
            }
            contextmenu "Row..." {
                item "Copy"
            }
            """,
        ],
        hasFixIt: true,
        checksTranslations: true)

    public static func check(_ context: inout RuleContext) {
        // A context menu's name is not shown, as the title rules that
        // read `isShown` know.
        for title in context.index.titles(where: { TitleText.containsThreePeriods($0.text) && $0.isShown }) {
            let fixed = title.text.replacingOccurrences(of: "...", with: "…")
            context.report(
                .threePeriods(title.text),
                at: title.reportRange,
                fixIts: title.replacement(fixed, message: "replace '...' with '…'", in: context.source))
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func threePeriods(_ title: String) -> DiagnosticMessage {
        "title '\(title)' uses three periods; use the ellipsis character '…'"
    }
}
