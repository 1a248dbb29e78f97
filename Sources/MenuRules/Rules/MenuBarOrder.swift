import MenuDiagnostics
import MenuModel
import MenuSyntax

/// `menu-bar-order`: the standard menus in Apple's order.
public enum MenuBarOrder: Rule {
    public static let descriptor = RuleDescriptor(
        id: "menu-bar-order",
        category: .structure,
        severity: .warning,
        summary: "On macOS, the standard menus present are out of Apple's order.",
        rationale: """
            Every Mac app's menu bar starts with the app menu, File and Edit, and \
            ends with Window and Help; Format, View and the app's own menus sit \
            between them. People find commands by position as much as by name; a \
            different order makes them search. Apple's own apps order the middle \
            freely (Pages puts Insert before Format, Mail puts Format after View), \
            so only the fixed ends are checked. Standard menus are recognised by \
            their English, Chinese or Japanese titles, and the app menu by the \
            app's name; a menu with another title is taken for the standard menu \
            whose roles it holds (Terminal's File menu is called Shell and holds \
            the roles close and print) when no menu has that menu's title.
            """,
        triggering: [
            """
            app "Demo"
            menu "Demo" {
                item role: about
            }
            menu "Edit" {
                item "Undo" key: cmd+Z
            }
            ↓menu "File" {
                item "New" key: cmd+N
            }
            """,
            """
            app "Terminal"
            menu "Terminal" {
                item role: about
            }
            menu "Edit" {
                item role: undo
            }
            ↓menu "Shell" {
                item "Close Window" key: cmd+W role: close
            }
            """,
        ],
        nonTriggering: [
            """
            app "Demo"
            menu "Demo" {
                item role: about
            }
            menu "File" {
                item "New" key: cmd+N
            }
            menu "Canvas" {
                item "Add Layer"
            }
            menu "Window" {
                item "Minimize" key: cmd+M
            }
            """,
            """
            app "Terminal"
            menu "Terminal" {
                item role: about
            }
            menu "Shell" {
                item "New Window" key: cmd+N role: new
                item "Close Window" key: cmd+W role: close
            }
            menu "Edit" {
                item role: undo
            }
            """,
        ])

    /// The position of a standard menu by its English, Chinese or Japanese
    /// title: the app menu is 0; Format, View and the app's own menus share 3.
    static func position(of title: String) -> Int {
        switch title {
        case "File", "文件", "ファイル": 1
        case "Edit", "编辑", "編集": 2
        case "Window", "窗口", "ウインドウ": 4
        case "Help", "帮助", "ヘルプ": 5
        default: 3
        }
    }

    static let names = ["the app menu", "File", "Edit", "then Format, View and the app's own menus", "Window", "Help"]

    /// The standard menu that holds each role: what tells a standard menu
    /// that has another title (Terminal's File menu is Shell).
    static let positionByRole: [String: Int] = [
        "about": 0, "settings": 0, "hide": 0, "hideOthers": 0, "showAll": 0, "services": 0, "quit": 0,
        "new": 1, "open": 1, "openRecent": 1, "close": 1, "closeAll": 1, "save": 1, "saveAs": 1,
        "pageSetup": 1, "print": 1,
        "undo": 2, "redo": 2, "cut": 2, "copy": 2, "paste": 2, "pasteAndMatchStyle": 2, "selectAll": 2,
        "minimize": 4, "zoom": 4, "bringAllToFront": 4,
        "help": 5,
    ]

    public static func check(_ context: inout RuleContext) {
        guard context.platforms.contains(.macOS) else { return }
        let menus = context.model.menus
        let bar = menus.indices.filter { menus[$0].kind == .menuBar }
        let titled = Set(bar.map { titlePosition(of: menus[$0].title, appName: context.appName) })
        var highest: (position: Int, menuIndex: Int)?
        for index in bar {
            var position = titlePosition(of: menus[index].title, appName: context.appName)
            if position == 3, let held = contentPosition(of: menus[index]), !titled.contains(held) {
                position = held
            }
            if let highest, position < highest.position {
                context.report(
                    .menuOutOfOrder(menus[index].title, after: menus[highest.menuIndex].title, order: names),
                    at: menus[index].headerRange)
                return
            }
            if position > highest?.position ?? -1 { highest = (position, index) }
        }
    }

    private static func titlePosition(of title: String, appName: String?) -> Int {
        title == appName ? 0 : position(of: title)
    }

    /// The standard menu a menu is by what it holds: the first of its items
    /// whose role belongs to one. Titles are not evidence: an app's own menu
    /// may have its own Settings… or Close.
    private static func contentPosition(of menu: Menu) -> Int? {
        for entry in menu.entries {
            guard let role = CommandView(entry)?.role, let position = positionByRole[role.name] else { continue }
            return position
        }
        return nil
    }
}

extension DiagnosticMessage {
    fileprivate static func menuOutOfOrder(_ title: String, after earlier: String, order: [String]) -> DiagnosticMessage {
        "on macOS, '\(title)' comes after '\(earlier)' in the menu bar; the order is \(order.joined(separator: ", "))"
    }
}
