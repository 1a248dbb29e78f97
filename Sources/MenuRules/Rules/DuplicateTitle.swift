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

    public static func check(_ context: inout RuleContext) {
        for list in context.index.containers where !list.isChoice {
            let rows = rows(of: list)
            // By the title with ASCII letters lowercased.
            var first = [String: (title: String, entry: MenuEntry)](minimumCapacity: rows.count)
            for (title, entry) in rows where !TitleText.isBlank(title) {
                let key = TitleText.lowercasedASCII(title)
                guard let earlier = first[key] else {
                    first[key] = (title, entry)
                    continue
                }
                let menu = context.model.menus[list.menuIndex]
                context.report(
                    .titleAlreadyAtThisLevel(title, of: menu),
                    at: entry.keywordRange,
                    notes: [DiagnosticNote("first entry titled '\(earlier.title)'", at: earlier.entry.keywordRange)])
            }
        }
    }

    /// The rows of a menu or submenu, with their titles: its entries but
    /// separators, with each choice as its options.
    private static func rows(of list: ContainerVisit) -> [(title: String, entry: MenuEntry)] {
        var rows: [(title: String, entry: MenuEntry)] = []
        for entry in list.entries {
            switch entry {
            case .command(let command): rows.append((command.title, entry))
            case .toggle(let toggle): rows.append((toggle.title, entry))
            case .option(let option): rows.append((option.title, entry))
            case .submenu(let submenu): rows.append((submenu.title, entry))
            case .choice(let choice): rows += choice.options.map { ($0.title, MenuEntry.option($0)) }
            case .separator: break
            }
        }
        return rows
    }
}

extension DiagnosticMessage {
    fileprivate static func titleAlreadyAtThisLevel(_ title: String, of menu: Menu) -> DiagnosticMessage {
        "'\(title)' already appears at this level of \(menu.kind.displayName) '\(menu.title)'; give this entry a title that says how it differs"
    }
}
