import MenuDiagnostics
import MenuModel

/// `empty-menu`: a menu with nothing in it.
public enum EmptyMenu: Rule {
    public static let descriptor = RuleDescriptor(
        id: "empty-menu",
        category: .structure,
        severity: .warning,
        summary: "A menu, submenu, context menu, pull-down, pop-up, choice or section has no entries.",
        rationale: """
            An empty menu opens onto nothing and makes people wonder what is missing. \
            Remove it, or give it its entries. A submenu with a role is exempt: the \
            system fills it at run time (Open Recent, Services, Share), and a list that \
            holds a 'dynamic' entry is filled at run time too.
            """,
        triggering: [
            """
            ↓menu "Tools" {
            }
            """,
            """
            menu "View" {
                item "Zoom In"
                ↓section "Sort By" {
                }
            }
            """,
        ],
        nonTriggering: [
            """
            menu "File" {
                submenu "Open Recent" role: openRecent {
                }
            }
            """,
            """
            menu "History" {
                dynamic "Recently Visited" id: history
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        for container in context.index.containers(where: { $0.itemCount == 0 }) {
            if case .submenu(_?) = container.kind { continue }
            context.report(.noEntries(container.description), at: container.headerRange)
        }
    }
}

extension DiagnosticMessage {
    /// `container` as a message names it: "the submenu 'Font'".
    fileprivate static func noEntries(_ container: String) -> DiagnosticMessage {
        "\(container) has no entries; add its entries or remove it"
    }
}
