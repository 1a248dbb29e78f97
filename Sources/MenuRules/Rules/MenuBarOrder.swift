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
            app's name.
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

    public static func check(_ context: inout RuleContext) {
        guard context.platforms.contains(.macOS) else { return }
        var highest: (position: Int, menuIndex: Int)?
        let menus = context.model.menus
        for index in menus.indices where menus[index].kind == .menuBar {
            let title = menus[index].title
            let position = title == context.appName ? 0 : Self.position(of: title)
            if let highest, position < highest.position {
                context.report(
                    .menuOutOfOrder(menus[index].title, after: menus[highest.menuIndex].title, order: names),
                    at: menus[index].headerRange)
                return
            }
            if position > highest?.position ?? -1 { highest = (position, index) }
        }
    }
}

extension DiagnosticMessage {
    fileprivate static func menuOutOfOrder(_ title: String, after earlier: String, order: [String]) -> DiagnosticMessage {
        "on macOS, '\(title)' comes after '\(earlier)' in the menu bar; the order is \(order.joined(separator: ", "))"
    }
}
