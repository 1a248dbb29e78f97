import MenuDiagnostics
import MenuModel

/// `duplicate-title`: two entries of one level with one title.
public enum DuplicateTitle: Rule {
    public static let descriptor = RuleDescriptor(
        id: "duplicate-title",
        category: .structure,
        severity: .warning,
        summary: "Two entries at the same level of one menu share a title.",
        rationale: """
            People choose a command by its title; two rows with the same words force \
            them to guess. Give each a title that says how it differs, or merge them. \
            The options of a choice are rows of the menu that holds the choice.
            """,
        triggering: [
            """
            menu "View" {
                item "Sidebar"
                ↓item "Sidebar"
            }
            """,
        ],
        nonTriggering: [
            """
            menu "View" {
                item "Sidebar"
                submenu "Panels" {
                    item "Sidebar" id: panelSidebar
                }
            }
            """,
        ])

    /// A title in a list, ASCII letters compared without case.
    private struct TitleInList: Hashable {
        let list: Int
        let folded: [UInt8]
    }

    public static func check(_ context: inout RuleContext) {
        let titles = context.index.titles
        var first: [TitleInList: Int] = [:]
        first.reserveCapacity(titles.count)
        for (position, title) in titles.enumerated() {
            guard let list = title.rowList, !TitleText.isBlank(title.text) else { continue }
            let key = TitleInList(list: list, folded: title.text.utf8.map(ASCII.lowercased))
            guard let earlier = first[key].map({ titles[$0] }) else {
                first[key] = position
                continue
            }
            guard let entry = title.entry, let menuIndex = title.menuIndex else { continue }
            let menu = context.model.menus[menuIndex]
            context.report(
                .titleAlreadyAtThisLevel(title.text, of: menu),
                at: entry.keywordRange,
                notes: [DiagnosticNote("first entry titled '\(earlier.text)'", at: earlier.entry?.keywordRange)])
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func titleAlreadyAtThisLevel(_ title: String, of menu: Menu) -> DiagnosticMessage {
        "'\(title)' already appears at this level of \(menu.kind.displayName) '\(menu.title)'; give this entry a title that says how it differs"
    }
}
