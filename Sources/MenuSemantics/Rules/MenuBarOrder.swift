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
        var title = title
        if let position = title.withUTF8(position(ofASCII:)) { return position }
        switch title {
        case "文件", "ファイル": return 1
        case "编辑", "編集": return 2
        case "窗口", "ウインドウ": return 4
        case "帮助", "ヘルプ": return 5
        default: return 3
        }
    }

    /// `position(of:)` for a title of ASCII only (most), compared with the
    /// English titles alone, byte by byte: text of ASCII only is canonically
    /// equal to itself alone. Nil for other titles.
    private static func position(ofASCII title: UnsafeBufferPointer<UInt8>) -> Int? {
        guard title.allSatisfy({ $0 < 0x80 }) else { return nil }
        func isTitle(_ name: StaticString) -> Bool { name.withUTF8Buffer { title.elementsEqual($0) } }
        if isTitle("File") { return 1 }
        if isTitle("Edit") { return 2 }
        if isTitle("Window") { return 4 }
        if isTitle("Help") { return 5 }
        return 3
    }

    static let names = ["the app menu", "File", "Edit", "then Format, View and the app's own menus", "Window", "Help"]

    public static func check(_ context: inout RuleContext) {
        guard context.platforms.contains(.macOS) else { return }
        let appName = context.appName
        // An ASCII title is compared as bytes where the app's name is ASCII
        // too, and no string is made of it (made for every menu, strings
        // were a cost of their own on a large file).
        let appNameIsASCII = appName?.utf8.allSatisfy { $0 < 0x80 } ?? true
        // An ASCII title is canonically equal to itself alone, so one of
        // another length than the English titles and the app's name is one
        // of the app's own menus, known from the index's record of it
        // without reading its text (each menu's text a cache miss on a
        // large file).
        let appNameLength = appName?.utf8.count ?? 0
        func mayBeNamed(_ title: TitleTraits) -> Bool {
            title.byteCount == 4 || title.byteCount == 6 || title.byteCount == appNameLength
        }
        var highest: (position: Int, menuIndex: Int)?
        // Each menu's title and range read by position: a loop over the
        // menus copied each, retaining its identifier and entries too.
        let menus = context.model.menus
        let titles = context.index.titles
        for index in menus.indices where menus[index].kind == .menuBar {
            let traits = titles.traits(ofMenu: index)
            let isOwnMenu = appNameIsASCII && traits.isASCII && !mayBeNamed(traits)
            let position = isOwnMenu ? 3 : menus[index].titleText.withUTF8 { title -> Int in
                if appNameIsASCII, let position = Self.position(ofASCII: title) {
                    if let appName, appName.utf8.elementsEqual(title) { return 0 }
                    return position
                }
                let text = String(decoding: title, as: UTF8.self)
                return text == appName ? 0 : Self.position(of: text)
            }
            if let highest, position < highest.position {
                context.report(
                    "on macOS, '\(menus[index].title)' comes after '\(menus[highest.menuIndex].title)' in the menu bar; "
                        + "the order is \(names.joined(separator: ", "))",
                    at: menus[index].headerRange)
                return
            }
            if position > highest?.position ?? -1 { highest = (position, index) }
        }
    }
}
