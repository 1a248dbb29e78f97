import MenuDiagnostics
import Testing
@testable import MenuSyntax

/// `dockmenu`, `editmenu`, `activities` with `activity`, and `layout:`.
@Suite("Parser: the other menus")
struct OtherMenusParserTests {
    func menus(_ text: String) -> [MenuDeclaration] {
        let result = Parser.parse(Array(text.utf8))
        #expect(result.diagnostics.isEmpty, "unexpected diagnostics: \(result.diagnostics.map(\.message))")
        return result.tree.declarations.compactMap { declaration in
            if case .menu(let menu) = declaration { return menu }
            return nil
        }
    }

    /// The examples of language-2.md §7.
    @Test func theExamplesOfTheDesign() {
        let parsed = menus("""
            dockmenu {                                  // macOS: the app's Dock icon menu; no title
                item "New Window" id: newWindow
            }

            editmenu "Text Selection" {                 // iOS/iPadOS/visionOS edit menu
                item "Translate" symbol: "character.book.closed"
            }

            activities "Photo" {                        // custom activities of a share sheet
                activity "Add to Album" symbol: "rectangle.stack.badge.plus"
            }

            contextmenu "Photo" layout: small {
                item "Copy" symbol: "doc.on.doc"
            }
            pulldown "Sort" layout:large {
                item "By Date"
            }
            """)
        #expect(parsed.map(\.kind) == [.dock, .edit, .activities, .context, .pullDown])
        #expect(parsed.map { $0.title?.value } == [nil, "Text Selection", "Photo", "Photo", "Sort"])
        #expect(parsed.map { $0.layout?.layout } == [nil, nil, nil, .small, .large])
        #expect(parsed[2].entries.map(\.kind) == [.activity])
        #expect(parsed[2].entries.first?.symbol?.value == "rectangle.stack.badge.plus")
    }

    @Test func mistakesAreReportedWhereTheyAre() {
        let marked = MarkedSource("""
            dockmenu 1️⃣"Dock" {
                item "New Window" 2️⃣key: cmd+N
                submenu "Recent" {
                    item "A" 3️⃣key: cmd+1
                }
            }
            menu "File" 4️⃣layout: small {
                item "Open…" 5️⃣layout: large
            }
            contextmenu "Photo" layout: 6️⃣tiny {
            }
            pulldown "Sort" layout 7️⃣{
            }
            activities "Photo" {
                activity "Add" 8️⃣key: cmd+A
            }
            """)
        let result = Parser.parse(marked.bytes)
        #expect(result.diagnostics.reported(in: marked.source) == [
            Reported(position: marked.position("1️⃣"), id: "unexpected-title"),
            Reported(position: marked.position("2️⃣"), id: "attribute-placement"),
            Reported(position: marked.position("3️⃣"), id: "attribute-placement"),
            Reported(position: marked.position("4️⃣"), id: "attribute-placement"),
            Reported(position: marked.position("5️⃣"), id: "attribute-placement"),
            Reported(position: marked.position("6️⃣"), id: "expected-value"),
            Reported(position: marked.position("7️⃣"), id: "expected-value"),
            Reported(position: marked.position("8️⃣"), id: "attribute-placement"),
        ])
        #expect(result.diagnostics.map(\.message) == [
            "a Dock menu has no title; remove \"Dock\"",
            "the Dock menu shows no shortcuts; remove 'key:' (the menu-bar entry of the same command shows it)",
            "the Dock menu shows no shortcuts; remove 'key:' (the menu-bar entry of the same command shows it)",
            "'layout:' cannot be used on a menu; it applies to 'contextmenu' and 'pulldown'",
            "'layout:' applies to a 'contextmenu' or 'pulldown', written after its title; remove it here",
            "unknown layout 'tiny'; the layouts are small, medium and large",
            "expected ':' after 'layout'",
            "'key' cannot be used on 'activity'; it applies to 'item', 'toggle', 'option' and 'alternate'",
        ])
    }

    /// The fix-its remove what is wrong and keep the comments in it.
    @Test func fixItsRemoveAndKeepComments() {
        let text = """
            dockmenu /* one */ "Dock" {
                item "New Window" key: /* two */ cmd+N id: newWindow
            }
            menu "File" layout: small {
                item "Open…"
            }

            """
        let result = Parser.parse(Array(text.utf8))
        let fixed = FixItApplication.apply(result.diagnostics.flatMap(\.fixIts), to: Array(text.utf8))
        #expect(String(decoding: fixed.bytes, as: UTF8.self) == """
            dockmenu /* one */ {
                item "New Window" /* two */ id: newWindow
            }
            menu "File" {
                item "Open…"
            }

            """)
        #expect(Parser.parse(fixed.bytes).diagnostics.isEmpty)
    }

    /// `layout` is a keyword only where a layout goes: a title or an id may be the word.
    @Test func layoutIsAnOrdinaryWordElsewhere() {
        let parsed = menus("contextmenu \"layout\" layout: medium {\n    item \"Layout\" id: layout\n}\n")
        #expect(parsed.first?.layout?.layout == .medium)
        #expect(parsed.first?.entries.first?.explicitID?.name == "layout")
    }
}
