import MenuDiagnostics
import MenuSyntax
import Testing
@testable import MenuModel
@testable import MenuRules

/// Lowering and checking the Dock menu, edit menus, activities and layouts.
@Suite("The other menus")
struct OtherMenusTests {
    func check(_ text: String) -> CheckResult {
        Checker.check(SourceFile(path: "test.menu", text: text))
    }

    func errors(_ text: String) -> [String] {
        check(text).diagnostics.filter { RuleRegistry.isLanguageError($0.id) }.map { "\($0.id): \($0.message)" }
    }

    @Test func activitiesHoldActivitiesOnly() {
        #expect(errors("""
            activities "Photo" {
                activity "Add to Album" symbol: "rectangle.stack.badge.plus"
                item "Rotate"
                ---
            }
            menu "File" {
                activity "Export"
            }
            """) == [
            "entry-placement: 'activities' holds only 'activity' entries; move this 'item' out, or make it an 'activity'",
            "entry-placement: 'activities' holds only 'activity' entries; move this separator out, or make it an 'activity'",
            "entry-placement: 'activity' belongs inside 'activities'; use 'item' for a command of a menu",
        ])
    }

    @Test func aSecondDockMenuIsReportedAndLeftOut() {
        let result = check("dockmenu {\n    item \"A\"\n}\ndockmenu {\n    item \"B\"\n}\nmenu \"File\" {\n    item \"A\"\n}\n")
        #expect(result.diagnostics.filter { RuleRegistry.isLanguageError($0.id) }.map(\.message) == [
            "'dockmenu' is declared twice; an app has one Dock menu, so put every entry in the first",
        ])
        #expect(result.model.menus.map(\.kind) == [.dock, .menuBar])
    }

    @Test func anActivityIsACommandWithItsKeyword() throws {
        let text = "activities \"Photo\" {\n    activity \"Add to Album\" id: addToAlbum symbol: \"plus\"\n}\n"
        let result = check(text)
        guard case .command(let activity)? = result.model.menus.first?.entries.first else {
            Issue.record("no activity")
            return
        }
        #expect(activity.isActivity)
        #expect(activity.id == "addToAlbum")
        #expect(activity.symbol == "plus")
        #expect(activity.keywordRange == SourceRange(start: 25, end: 33))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func theModelKeepsTheLayout() {
        let result = check("platforms iOS\ncontextmenu \"Photo\" layout: medium {\n    item \"Copy\" symbol: \"doc.on.doc\"\n}\n")
        #expect(result.model.menus.first?.layout == .medium)
        #expect(result.model.menus.first?.layoutRange == SourceRange(start: 34, end: 48))
    }

    /// A macOS-only file: the layout is dead, reported once with a fix-it;
    /// its entries are not asked for symbols too.
    @Test func aLayoutWhereNoPlatformHasOne() {
        let result = check("contextmenu \"Photo\" layout: small {\n    item \"Copy\"\n}\n")
        #expect(result.diagnostics.map(\.id) == ["menu-platform"])
        let fixIts = result.diagnostics.flatMap(\.fixIts)
        let fixed = FixItApplication.apply(fixIts, to: Array("contextmenu \"Photo\" layout: small {\n    item \"Copy\"\n}\n".utf8))
        #expect(String(decoding: fixed.bytes, as: UTF8.self) == "contextmenu \"Photo\" {\n    item \"Copy\"\n}\n")
    }

    /// An entry of a small layout's row without a symbol is reported once,
    /// by layout-symbol; the entries after the row by context-menu-symbol.
    @Test func aRowEntryWithoutASymbolIsReportedOnce() {
        let result = check("""
            platforms iPadOS
            contextmenu "Photo" layout: small {
                item "Copy"
                item "Rotate" symbol: "rotate.left"
                item "Favorite"
                item "Hide" symbol: "eye.slash"
                item "Show in Album"
            }
            """)
        #expect(result.diagnostics.map { "\(result.source.location(of: $0.range.start).line) \($0.id)" } == [
            "3 layout-symbol", "5 layout-symbol", "7 context-menu-symbol",
        ])
    }

    /// In a file for the Mac and the iPad, the layout applies on the iPad and
    /// the Mac shows a plain menu: nothing to report about the layout.
    @Test func aLayoutInAFileForTheMacAndTheIPad() {
        let result = check("""
            platforms macOS, iPadOS
            menu "Edit" {
                item "Copy" key: cmd+C symbol: "doc.on.doc"
            }
            contextmenu "Photo" layout: small {
                item "Copy" symbol: "doc.on.doc"
            }
            """)
        #expect(result.diagnostics.map(\.id) == [])
    }
}
