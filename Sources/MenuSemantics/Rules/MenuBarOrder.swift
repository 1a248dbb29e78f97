import MenuDiagnostics
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
    /// Switches: a dictionary of these titles cost each process about 37,000
    /// instructions to make, for a few lookups.
    static func position(of title: String) -> Int {
        // Titles of ASCII only (most) are compared with the English titles
        // alone, at the cost of comparing bytes. Others are compared as
        // Swift compares strings, canonically ("ド" may be written as two
        // scalars), which costs hundreds of instructions a comparison with
        // text that is not ASCII.
        switch title {
        case "File": return 1
        case "Edit": return 2
        case "Window": return 4
        case "Help": return 5
        default: break
        }
        guard !title.utf8.allSatisfy({ $0 < 0x80 }) else { return 3 }
        switch title {
        case "文件", "ファイル": return 1
        case "编辑", "編集": return 2
        case "窗口", "ウインドウ": return 4
        case "帮助", "ヘルプ": return 5
        default: return 3
        }
    }

    static let names = ["the app menu", "File", "Edit", "then Format, View and the app's own menus", "Window", "Help"]

    public static func check(_ context: inout RuleContext) {
        guard context.platforms.contains(.macOS) else { return }
        var highest: (position: Int, title: String)?
        // Each menu's title and range read by position: a loop over the
        // menus copied each, retaining its identifier and entries too.
        let menus = context.model.menus
        for index in menus.indices where menus[index].kind == .menuBar {
            let title = menus[index].titleText.string
            let position = title == context.appName ? 0 : position(of: title)
            if let highest, position < highest.position {
                context.report(
                    "on macOS, '\(title)' comes after '\(highest.title)' in the menu bar; the order is \(names.joined(separator: ", "))",
                    at: menus[index].headerRange)
                return
            }
            if position > highest?.position ?? -1 { highest = (position, title) }
        }
    }
}
