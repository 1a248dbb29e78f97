import MenuDiagnostics
import Testing
@testable import MenuModel
@testable import MenuRules

/// The examples of the version-2 design note (language-2.md), copied here
/// section by section: each parses and lowers with no error. Entries written
/// alone there are wrapped in a menu.
@Suite("Language 2 examples")
struct LanguageTwoExamplesTests {
    static let examples: [(section: String, text: String)] = [
        ("1. Roles on toggles", """
            menu "View" {
                toggle "Bold" role: bold                                 // ⌘B, checkmark
                toggle "Show Toolbar" | "Hide Toolbar" role: toolbar     // ⌥⌘T
                toggle "Show Sidebar" | "Hide Sidebar" role: sidebar     // ⌃⌘S
                toggle "Enter Full Screen" | "Exit Full Screen" role: fullScreen
                toggle "Show Tab Bar" | "Hide Tab Bar" role: tabBar      // ⇧⌘\\ in Safari-style apps: research it
            }
            """),
        ("3. Option-key alternates", """
            menu "File" {
                item "Close Window" key: cmd+W
                alternate "Close All" key: cmd+opt+W
            }
            """),
        ("4. Section headers", """
            menu "View" {
                section "Sort By" {
                    option "Name" checked
                    option "Date Modified"
                }
            }
            """),
        ("5. Lists filled at run time", """
            menu "Window" {
                item role: minimize
                ---
                dynamic role: windowList              // the system's list of windows
            }
            menu "History" {
                dynamic "Recently Visited" id: history   // the app supplies the entries
            }
            """),
        ("7. The other menus of the seeds", """
            dockmenu {                                  // macOS: the app's Dock icon menu; no title
                item "New Window" id: newWindow
            }

            editmenu "Text Selection" {                 // iOS/iPadOS/visionOS edit menu
                item "Translate" symbol: "character.book.closed"
            }

            activities "Photo" {                        // custom activities of a share sheet
                activity "Add to Album" symbol: "rectangle.stack.badge.plus"
            }
            """),
        ("7. layout:", """
            platforms iPadOS
            contextmenu "Photo" layout: small {
                item "Copy" symbol: "doc.on.doc"
            }
            """),
    ]

    @Test(arguments: examples.indices)
    func exampleHasNoError(_ index: Int) {
        let (section, text) = Self.examples[index]
        let result = Checker.check(SourceFile(path: "language-2.menu", text: text))
        let errors = result.diagnostics.filter { $0.severity == .error }.map { "\($0.message) [\($0.id)]" }
        #expect(errors.isEmpty, "\(section): \(errors)")
    }

    /// What the examples mean: the roles give the toggles their shortcuts,
    /// the alternate belongs to Close Window, the section holds its options,
    /// and a dynamic list is one entry of its menu.
    @Test func examplesMeanWhatTheySay() {
        let toggles = Checker.check(SourceFile(path: "t.menu", text: Self.examples[0].text)).model
        let shortcuts = Array(ModelIndex(toggles).commands.map { $0.command.shortcut?.display ?? "" })
        #expect(shortcuts == ["⌘B", "⌥⌘T", "⌃⌘S", "⌃⌘F", ""])
        let file = Checker.check(SourceFile(path: "t.menu", text: Self.examples[1].text)).model
        guard case .command(let close) = file.menus[0].entries[0] else { Issue.record("no item"); return }
        #expect(close.alternates.map(\.title) == ["Close All"])
        let sections = Checker.check(SourceFile(path: "t.menu", text: Self.examples[2].text)).model
        guard case .section(let sortBy) = sections.menus[0].entries[0] else { Issue.record("no section"); return }
        #expect(sortBy.title == "Sort By" && sortBy.entries.count == 2)
        let lists = Checker.check(SourceFile(path: "t.menu", text: Self.examples[3].text)).model
        #expect(lists.menus.map(\.entries.count) == [3, 1])
    }
}
