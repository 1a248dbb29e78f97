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
            let rows = rows(of: list).filter { !TitleText.isBlank($0.title) }
            // The rows in the order of their titles (by length first, which
            // tells most titles apart, then by their bytes, ASCII letters
            // compared without case), and of the file within a title: each
            // run of one title starts with its first entry.
            let order = rows.indices.sorted { left, right in
                let (leftTitle, rightTitle) = (rows[left].title, rows[right].title)
                if leftTitle.utf8.count != rightTitle.utf8.count { return leftTitle.utf8.count < rightTitle.utf8.count }
                let comparison = TitleText.compareIgnoringCase(leftTitle, rightTitle)
                return comparison != 0 ? comparison < 0 : left < right
            }
            var first = order.first ?? 0
            for (previous, current) in zip(order, order.dropFirst()) {
                guard TitleText.compareIgnoringCase(rows[previous].title, rows[current].title) == 0 else {
                    first = current
                    continue
                }
                let menu = context.model.menus[list.menuIndex]
                context.report(
                    .titleAlreadyAtThisLevel(rows[current].title, of: menu),
                    at: rows[current].entry.keywordRange,
                    notes: [DiagnosticNote("first entry titled '\(rows[first].title)'", at: rows[first].entry.keywordRange)])
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
