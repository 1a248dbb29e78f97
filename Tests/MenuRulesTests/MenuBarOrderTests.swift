import MenuDiagnostics
import Testing
@testable import MenuModel
@testable import MenuRules

@Suite("Menu bar order")
struct MenuBarOrderTests {
    /// The standard menus are known by their English, Chinese and Japanese
    /// titles, exactly; any other menu sits in the middle.
    @Test func standardMenusByTitle() {
        let expected: [(String, Int)] = [
            ("File", 1), ("文件", 1), ("ファイル", 1), ("Edit", 2), ("编辑", 2), ("編集", 2),
            ("Window", 4), ("窗口", 4), ("ウインドウ", 4), ("Help", 5), ("帮助", 5), ("ヘルプ", 5),
            ("Format", 3), ("View", 3), ("格式", 3), ("表示", 3), ("Canvas", 3), ("file", 3), ("Help ", 3),
            // Compared canonically: "ド" written as "ト" and a combining mark.
            ("ウイント\u{3099}ウ", 4),
        ]
        for (title, position) in expected {
            #expect(MenuBarOrder.position(of: title) == position, "\(title)")
        }
    }

    @Test func chineseTitlesAreOrderedAsEnglishOnes() {
        let source = SourceFile(path: "test.menu", text: """
            app "记事"
            platforms macOS
            menu "帮助" {
                item "搜索"
            }
            menu "窗口" {
                item "最小化" key: cmd+M role: minimize
            }

            """)
        let found = Checker.check(source).diagnostics.filter { $0.id == MenuBarOrder.descriptor.id }
        #expect(found.map { source.location(of: $0.range.start).line } == [6])
    }

    /// The app menu is known by the app's name: compared as bytes when both
    /// are ASCII, canonically otherwise ("é" written as "e" and a combining
    /// mark, "K" as the Kelvin sign, which is canonically the letter), and
    /// however long. After File, it is out of order.
    @Test(arguments: [
        ("Sketchpad", "Sketchpad"), ("Cafe\u{301}", "Café"), ("Café", "Cafe\u{301}"), ("\u{212A}iosk", "Kiosk"),
        (String(repeating: "Long Name ", count: 8), String(repeating: "Long Name ", count: 8)),
    ])
    func theAppMenuIsKnownByTheAppsName(_ appName: String, _ title: String) {
        let source = SourceFile(path: "test.menu", text: """
            app "\(appName)"
            platforms macOS
            menu "File" {
                item "Open…"
            }
            menu "\(title)" {
                item "Settings…"
            }

            """)
        let found = Checker.check(source).diagnostics.filter { $0.id == MenuBarOrder.descriptor.id }
        #expect(found.map { source.location(of: $0.range.start).line } == [6])
        #expect(found.first?.message.hasPrefix("on macOS, '\(DiagnosticMessage.excerpt(title))' comes after 'File'") == true)
    }

    /// Menus of the app's own, whatever their length (the rule settles most
    /// by their length alone), sit in the middle: after File, before Window.
    @Test(arguments: ["Sketchbox", "Canvas", "Tool", "Layers", "A", String(repeating: "Long ", count: 20)])
    func theAppsOwnMenusSitInTheMiddle(_ title: String) {
        let source = SourceFile(path: "test.menu", text: """
            app "Sketchpad"
            platforms macOS
            menu "File" {
                item "Open…"
            }
            menu "\(title)" {
                item "Settings…"
            }
            menu "Window" {
                item "Minimize" key: cmd+M role: minimize
            }
            menu "Edit" {
                item "Undo" key: cmd+Z
            }

            """)
        let found = Checker.check(source).diagnostics.filter { $0.id == MenuBarOrder.descriptor.id }
        #expect(found.map { source.location(of: $0.range.start).line } == [12])
    }
}
