import MenuDiagnostics
import MenuModel

/// `empty-title`: a title with nothing to read.
public enum EmptyTitle: Rule {
    public static let descriptor = RuleDescriptor(
        id: "empty-title",
        category: .titles,
        severity: .error,
        summary: "A title is empty or only white space.",
        rationale: """
            A menu entry is found by reading its title; an empty one is a blank row \
            that nobody can identify, and assistive technologies have nothing to \
            announce.
            """,
        triggering: [
            """
            menu "File" {
                item ↓"" key: cmd+N
            }
            """,
            """
            menu ↓"  " {
                item "Open…" key: cmd+O
            }
            """,
        ],
        nonTriggering: [
            """
            app "Demo"
            menu "Demo" {
                item role: about
            }
            """,
        ],
        checksTranslations: true)

    public static func check(_ context: inout RuleContext) {
        for title in context.index.titles(where: { $0.literalRange != nil && TitleText.isBlank($0.text) }) {
            context.report(.emptyTitle, at: title.reportRange)
        }
    }
}

extension DiagnosticMessage {
    fileprivate static let emptyTitle: DiagnosticMessage = "title is empty; write what the entry does, as in 'Save'"
}
