import MenuDiagnostics
import Testing
@testable import MenuFormatter

@Suite("Formatter: the other menus")
struct OtherMenusFormatterTests {
    @Test func dockMenuEditMenuActivitiesAndLayouts() {
        let messy = """
            dockmenu{ // the Dock
              item "New Window"   id: newWindow
            }
            editmenu "Caption"{
            item "Translate"  symbol:"character.book.closed"
            }
            activities   "Photo" {
               activity "Add to Album" id: addToAlbum symbol: "rectangle.stack.badge.plus"
            }
            contextmenu "Photo"   layout:small {
              item "Copy" symbol: "doc.on.doc"
            }
            pulldown "Sort" layout:   medium /* sizes */ {
            }
            """
        guard case .formatted(let output) = Formatter.format(SourceFile(path: "t.menu", text: messy)) else {
            Issue.record("not formatted")
            return
        }
        #expect(output == """
            dockmenu { // the Dock
                item "New Window" id: newWindow
            }

            editmenu "Caption" {
                item "Translate" symbol: "character.book.closed"
            }

            activities "Photo" {
                activity "Add to Album" id: addToAlbum symbol: "rectangle.stack.badge.plus"
            }

            contextmenu "Photo" layout: small {
                item "Copy" symbol: "doc.on.doc"
            }

            pulldown "Sort" layout: medium { /* sizes */
            }

            """)
    }
}
