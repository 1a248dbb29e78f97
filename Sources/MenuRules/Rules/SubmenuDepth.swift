import MenuDiagnostics
import MenuModel

/// `submenu-depth`: submenus inside submenus.
public enum SubmenuDepth: Rule {
    public static let descriptor = RuleDescriptor(
        id: "submenu-depth",
        category: .structure,
        severity: .warning,
        summary: "A submenu is nested inside another submenu.",
        rationale: """
            Every level of submenu hides its commands further and asks for precise \
            pointer movement to reach them. One level is the limit; beyond it, \
            flatten the menu with separators or move the commands into a window.
            """,
        triggering: [
            """
            menu "Format" {
                submenu "Text" {
                    ↓submenu "Writing Direction" {
                        item "Left to Right"
                        item "Right to Left"
                    }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            menu "Format" {
                submenu "Text" {
                    item "Align Left" key: cmd+{
                    item "Align Right" key: cmd+}
                }
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        for visit in context.index.entries(where: { $0.kind == .submenu && $0.place.submenuDepth >= 1 }) {
            guard case .submenu(let submenu) = visit.entry else { continue }
            context.report(.nestedSubmenu(submenu.title), at: submenu.keywordRange)
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func nestedSubmenu(_ title: String) -> DiagnosticMessage {
        "submenu '\(title)' is nested inside another submenu; keep submenus to one level"
    }
}
