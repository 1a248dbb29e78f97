import MenuDiagnostics
import MenuModel
import MenuSyntax

/// `duplicate-title`: two entries of one level, or two menus of the menu
/// bar or two context menus, with one title.
public enum DuplicateTitle: Rule {
    public static let descriptor = RuleDescriptor(
        id: "duplicate-title",
        category: .structure,
        severity: .warning,
        summary: "Two entries at the same level of one menu, two menus of the menu bar, or two context menus share a title.",
        rationale: """
            People choose a command by its title; two rows with the same words force \
            them to guess. Give each a title that says how it differs, or merge them. \
            The options of a choice are rows of the menu that holds the choice. \
            The menus of the menu bar are one level too; a context menu's title \
            is its name, so two context menus with one name cannot be told apart. \
            Pull-downs and pop-ups are titled by their buttons, which may share a title.
            """,
        triggering: [
            """
            menu "View" {
                item "Sidebar"
                ↓item "Sidebar"
            }
            """,
            """
            menu "File" {
                item "New"
            }
            ↓menu "File" {
                item "Open…"
            }
            """,
            """
            contextmenu "Canvas" {
                item "Paste"
            }
            ↓contextmenu "canvas" {
                item "Select All"
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
            """
            menu "Add" {
                item "Photo"
            }
            pulldown "Add" {
                item "Photo" id: addPhoto
                item "File"
                item "Link"
            }
            """,
        ])

    public static func check(_ context: inout RuleContext) {
        for list in context.index.containers where !list.isChoice {
            let rows = rows(of: list)
            for (current, first) in duplicates(among: rows.map(\.title)) {
                let menu = context.model.menus[list.menuIndex]
                context.report(
                    .titleAlreadyAtThisLevel(rows[current].title, of: menu),
                    at: rows[current].entry.keywordRange,
                    notes: [DiagnosticNote("first entry titled '\(rows[first].title)'", at: rows[first].entry.keywordRange)])
            }
        }
        for kind in [MenuKind.menuBar, .context] {
            let menus = context.model.menus.filter { $0.kind == kind && !TitleText.isBlank($0.title) }
            for (current, first) in duplicates(among: menus.map(\.title)) {
                context.report(
                    .menuTitleTaken(menus[current]),
                    at: menus[current].headerRange,
                    notes: [DiagnosticNote("first \(kind.displayName) titled '\(menus[first].title)'", at: menus[first].headerRange)])
            }
        }
    }

    /// Each title that repeats an earlier one, ASCII letters compared
    /// without case, with the first of its run: indices into `titles`, in
    /// the order of the titles.
    private static func duplicates(among titles: [String]) -> [(current: Int, first: Int)] {
        // The titles in order (by length first, which tells most titles
        // apart, then by their bytes), and in file order within a title:
        // each run of one title starts with its first entry.
        let order = titles.indices.sorted { left, right in
            let (leftTitle, rightTitle) = (titles[left], titles[right])
            if leftTitle.utf8.count != rightTitle.utf8.count { return leftTitle.utf8.count < rightTitle.utf8.count }
            let comparison = TitleText.compareIgnoringCase(leftTitle, rightTitle)
            return comparison != 0 ? comparison < 0 : left < right
        }
        var result: [(current: Int, first: Int)] = []
        var first = order.first ?? 0
        for (previous, current) in zip(order, order.dropFirst()) {
            guard TitleText.compareIgnoringCase(titles[previous], titles[current]) == 0 else {
                first = current
                continue
            }
            result.append((current, first))
        }
        return result
    }

    /// The rows of a menu or submenu, with their titles: its entries but
    /// separators and blank titles, with each choice as its options.
    private static func rows(of list: ContainerVisit) -> [(title: String, entry: MenuEntry)] {
        var rows: [(title: String, entry: MenuEntry)] = []
        rows.reserveCapacity(list.entries.count)
        func add(_ title: String, _ entry: MenuEntry) {
            if !TitleText.isBlank(title) { rows.append((title, entry)) }
        }
        for entry in list.entries {
            switch entry {
            // Read through the view: binding the case would copy the whole command.
            case .command: add(CommandView(entry)!.title, entry)
            case .toggle(let toggle): add(toggle.title, entry)
            case .option(let option): add(option.title, entry)
            case .submenu(let submenu): add(submenu.title, entry)
            case .choice(let choice): for option in choice.options { add(option.title, .option(option)) }
            // A section's rows are checked as a list of their own.
            case .separator, .section, .dynamic: break
            }
        }
        return rows
    }
}

extension DiagnosticMessage {
    fileprivate static func menuTitleTaken(_ menu: Menu) -> DiagnosticMessage {
        if menu.kind == .menuBar {
            return "the menu bar already has a menu titled '\(menu.title)'; merge the two, or give this one a title that says how it differs"
        }
        return "a \(menu.kind.displayName) named '\(menu.title)' already exists; merge the two, or give this one another name"
    }

    fileprivate static func titleAlreadyAtThisLevel(_ title: String, of menu: Menu) -> DiagnosticMessage {
        "'\(title)' already appears at this level of \(menu.kind.displayName) '\(menu.title)'; give this entry a title that says how it differs"
    }
}
