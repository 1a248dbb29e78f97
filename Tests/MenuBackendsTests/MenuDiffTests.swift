import Foundation
@testable import MenuBackends
import MenuDiagnostics
import MenuJSON
import MenuModel
import MenuRules
import Testing

/// `MenuDiff.compare` on crafted pairs, one kind of change at a time, and
/// the three renderings of a pair with every kind.
@Suite("Menu diff")
struct MenuDiffTests {
    /// Both files checked, without errors.
    struct Pair {
        var old: CheckResult
        var new: CheckResult

        init(_ old: String, _ new: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            self.old = Checker.check(SourceFile(path: "Old.menu", text: old))
            self.new = Checker.check(SourceFile(path: "New.menu", text: new))
            for result in [self.old, self.new] where result.hasErrors {
                Issue.record("\(result.source.path) has errors: \(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
            }
        }

        var changes: [MenuChange] { MenuDiff.compare(old: old.model, new: new.model) }

        /// Each change on a line of its own: its case, then each side as
        /// `kind path ▸ title shortcut @line`.
        var summary: [String] { changes.map(describe) }

        func describe(_ change: MenuChange) -> String {
            switch change {
            case .added(let entry): "added " + side(entry, old: false)
            case .removed(let entry): "removed " + side(entry, old: true)
            case .shortcutChanged(let old, let new): "shortcut " + side(old, old: true) + " → " + side(new, old: false)
            case .renamed(let old, let new): "renamed " + side(old, old: true) + " → " + side(new, old: false)
            case .titleWhenOnChanged(let old, let new): "titleWhenOn " + side(old, old: true) + " → " + side(new, old: false)
            case .moved(let old, let new): "moved " + side(old, old: true) + " → " + side(new, old: false)
            case .platformsChanged(let old, let new):
                "platforms " + side(old, old: true) + " (\(old.platforms.listing)) → " + side(new, old: false) + " (\(new.platforms.listing))"
            case .filePlatformsChanged(let old, let new): "file platforms \(old.listing) → \(new.listing)"
            }
        }

        private func side(_ entry: DiffEntry, old: Bool) -> String {
            var text = entry.kind.rawValue + " " + (entry.path + [entry.title]).joined(separator: " ▸ ")
            if let titleWhenOn = entry.titleWhenOn { text += " | " + titleWhenOn }
            if let shortcut = entry.shortcut { text += " " + shortcut.display }
            let source = old ? self.old.source : self.new.source
            return text + " @\(source.location(of: entry.range.start).line)"
        }
    }

    @Test func identicalFilesHaveNoChanges() throws {
        let text = try String(contentsOfFile: samplePath("TextEdit.menu"), encoding: .utf8)
        #expect(Pair(text, text).changes.isEmpty)
    }

    @Test func addedCommand() {
        let pair = Pair(
            "menu \"File\" {\n    item \"New\" key: cmd+N\n}\n",
            "menu \"File\" {\n    item \"New\" key: cmd+N\n    item \"New Tab\" key: cmd+T\n}\n")
        #expect(pair.summary == ["added command File ▸ New Tab ⌘T @3"])
        #expect(pair.changes.map(\.breaksShortcut).allSatisfy { !$0 })
    }

    @Test func removedCommandWithItsShortcut() {
        let pair = Pair(
            "menu \"File\" {\n    item \"New\" key: cmd+N\n    item \"Revert\" key: cmd+U\n    item \"Export…\"\n}\n",
            "menu \"File\" {\n    item \"New\" key: cmd+N\n}\n")
        #expect(pair.summary == ["removed command File ▸ Revert ⌘U @3", "removed command File ▸ Export… @4"])
        #expect(pair.changes.map(\.breaksShortcut) == [true, false])
    }

    @Test func shortcutChangedAddedAndTakenOff() {
        let pair = Pair(
            "menu \"File\" {\n    item \"Save As…\" key: cmd+shift+S\n    item \"Export…\"\n    item \"Revert\" key: cmd+U\n}\n",
            "menu \"File\" {\n    item \"Save As…\" key: cmd+opt+shift+S\n    item \"Export…\" key: cmd+E\n    item \"Revert\"\n}\n")
        #expect(
            pair.summary == [
                "shortcut command File ▸ Save As… ⇧⌘S @2 → command File ▸ Save As… ⌥⇧⌘S @2",
                "shortcut command File ▸ Export… @3 → command File ▸ Export… ⌘E @3",
                "shortcut command File ▸ Revert ⌘U @4 → command File ▸ Revert @4",
            ])
        // A shortcut added breaks nothing; one changed or taken off does.
        #expect(pair.changes.map(\.breaksShortcut) == [true, false, true])
    }

    @Test func renamedByIdentifierRoleOrShortcut() {
        let pair = Pair(
            """
            menu "File" {
                item "Close" role: close
                item "Tidy" id: tidyUp
                item "Export" key: cmd+E
                item "Old Name"
            }

            """,
            """
            menu "File" {
                item "Close Window" role: close
                item "Tidy Up" id: tidyUp
                item "Export…" key: cmd+E
                item "New Name"
            }

            """)
        // Without an identifier or a shortcut nothing ties the two titles together.
        #expect(
            pair.summary == [
                "renamed command File ▸ Close ⌘W @2 → command File ▸ Close Window ⌘W @2",
                "renamed command File ▸ Tidy @3 → command File ▸ Tidy Up @3",
                "renamed command File ▸ Export ⌘E @4 → command File ▸ Export… ⌘E @4",
                "removed command File ▸ Old Name @5",
                "added command File ▸ New Name @5",
            ])
    }

    @Test func movedToAnotherMenuAndIntoASubmenu() {
        let pair = Pair(
            """
            menu "File" {
                item "Print…" key: cmd+P
                item "Find…" key: cmd+F
            }
            menu "Edit" {
                item "Undo" key: cmd+Z
            }

            """,
            """
            menu "File" {
                submenu "Output" {
                    item "Print…" key: cmd+P
                }
            }
            menu "Edit" {
                item "Undo" key: cmd+Z
                item "Find…" key: cmd+F
            }

            """)
        #expect(
            pair.summary == [
                "added submenu File ▸ Output @2",
                "moved command File ▸ Print… ⌘P @2 → command File ▸ Output ▸ Print… ⌘P @3",
                "moved command File ▸ Find… ⌘F @3 → command Edit ▸ Find… ⌘F @8",
            ])
        #expect(pair.changes.map(\.breaksShortcut).allSatisfy { !$0 })
    }

    @Test func submenuMovedCarriesItsEntries() {
        let pair = Pair(
            """
            menu "File" {
                submenu "Share" {
                    item "Mail" key: cmd+shift+M
                }
            }
            menu "Edit" {
                item "Undo" key: cmd+Z
            }

            """,
            """
            menu "File" {
                item "Close" key: cmd+W
            }
            menu "Edit" {
                item "Undo" key: cmd+Z
                submenu "Share" {
                    item "Mail" key: cmd+shift+M
                }
            }

            """)
        #expect(
            pair.summary == [
                "added command File ▸ Close ⌘W @2",
                "moved submenu File ▸ Share @2 → submenu Edit ▸ Share @6",
            ])
    }

    @Test func toggleTitleWhenOn() {
        let pair = Pair(
            "menu \"View\" {\n    toggle \"Show Ruler\" | \"Hide Ruler\" key: cmd+R\n    toggle \"Show Grid\"\n}\n",
            "menu \"View\" {\n    toggle \"Show Ruler\" | \"Hide the Ruler\" key: cmd+R\n    toggle \"Show Grid\" | \"Hide Grid\"\n}\n")
        #expect(
            pair.summary == [
                "titleWhenOn toggle View ▸ Show Ruler | Hide Ruler ⌘R @2 → toggle View ▸ Show Ruler | Hide the Ruler ⌘R @2",
                "titleWhenOn toggle View ▸ Show Grid @3 → toggle View ▸ Show Grid | Hide Grid @3",
            ])
    }

    @Test func platformsOfAnEntryAndOfTheFile() {
        let pair = Pair(
            "platforms macOS, iPadOS\nmenu \"Window\" {\n    item \"Show All\"\n    item \"Minimize\" key: cmd+M\n}\n",
            "platforms macOS, iPadOS, visionOS\nmenu \"Window\" {\n    item \"Show All\" role: showAll\n    item \"Minimize\" key: cmd+M\n}\n")
        // visionOS, which only the new file targets, makes no entry change.
        #expect(
            pair.summary == [
                "file platforms macOS and iPadOS → macOS, iPadOS and visionOS",
                "platforms command Window ▸ Show All @3 (macOS and iPadOS) → command Window ▸ Show All @3 (macOS)",
            ])
    }

    @Test func alternateShortcutChanged() {
        let pair = Pair(
            "menu \"File\" {\n    item \"Close\" key: cmd+W\n    alternate \"Close All\" key: cmd+opt+W\n}\n",
            "menu \"File\" {\n    item \"Close\" key: cmd+W\n    alternate \"Close All\" key: cmd+opt+shift+W\n}\n")
        #expect(pair.summary == ["shortcut alternate File ▸ Close All ⌥⌘W @3 → alternate File ▸ Close All ⌥⇧⌘W @3"])
    }

    @Test func otherMenusAreComparedEachWithItself() {
        let pair = Pair(
            """
            menu "Edit" {
                item "Copy" key: cmd+C
            }
            contextmenu "Photo" {
                item "Copy" symbol: "doc.on.doc"
                item "Rotate" symbol: "rotate.left"
            }
            pulldown "Sort" {
                item "By Date" symbol: "calendar"
            }
            popup "Zoom" {
                option "50%"
                option "100%" default
            }

            """,
            """
            menu "Edit" {
                item "Copy" key: cmd+C
            }
            contextmenu "Photo" {
                item "Rotate" symbol: "rotate.left"
            }
            pulldown "Sort" {
                item "By Date" symbol: "calendar"
                item "By Name" symbol: "textformat"
            }
            popup "Zoom" {
                option "50%"
                option "100%" default
                option "200%"
            }
            dockmenu {
                item "New Window"
            }
            activities "Photo" {
                activity "Add to Album" symbol: "rectangle.stack.badge.plus"
            }

            """)
        // The Edit menu's Copy stays; the context menu's is removed, not moved.
        #expect(
            pair.summary == [
                "removed command Photo ▸ Copy @5",
                "added command Sort ▸ By Name @9",
                "added option Zoom ▸ 200% @14",
                "added menu  @16",
                "added command  ▸ New Window @17",
                "added menu Photo @19",
                "added activity Photo ▸ Add to Album @20",
            ])
    }

    @Test func duplicateTitlesPairInFileOrder() {
        // The identifiers all changed: the titles pair first with first.
        let pair = Pair(
            "menu \"A\" {\n    item \"Go\" key: cmd+1 id: goA\n}\nmenu \"B\" {\n    item \"Go\" key: cmd+2 id: goB\n}\n",
            "menu \"A\" {\n    item \"Go\" key: cmd+1 id: goC\n}\nmenu \"B\" {\n    item \"Go\" key: cmd+3 id: goD\n}\n")
        #expect(pair.summary == ["shortcut command B ▸ Go ⌘2 @5 → command B ▸ Go ⌘3 @5"])
    }

    @Test func aMenuAddedAndRemoved() {
        let pair = Pair(
            "menu \"File\" {\n    item \"New\" key: cmd+N\n}\nmenu \"Debug\" {\n    item \"Log\" key: cmd+L\n}\n",
            "menu \"File\" {\n    item \"New\" key: cmd+N\n}\nmenu \"Tools\" {\n    item \"Log\" key: cmd+L\n}\n")
        // Log keeps its identifier, so it moves to the new menu; a removed
        // entry comes where it was, before what was added in its place.
        #expect(
            pair.summary == [
                "removed menu Debug @4",
                "added menu Tools @4",
                "moved command Debug ▸ Log ⌘L @5 → command Tools ▸ Log ⌘L @5",
            ])
    }

    // MARK: Renderings

    /// A pair with every kind of change.
    static let everyKind = Pair(
        """
        app "Demo"
        platforms macOS, iPadOS

        menu "File" {
            item "New" key: cmd+N
            item "Close" key: cmd+W role: close
            item "Save As…" key: cmd+shift+S id: saveAs
            item "Revert to Saved" key: cmd+U
            item "Print…" key: cmd+P role: print
            item "Export" key: cmd+E
        }

        menu "View" {
            toggle "Show Ruler" | "Hide Ruler" key: cmd+R
            item "Show All"
        }

        contextmenu "Text | Selection" {
            item "Cut" symbol: "scissors"
        }

        """,
        """
        app "Demo"
        platforms macOS, iPadOS, visionOS

        menu "File" {
            item "New" key: cmd+N
            item "New Tab" key: cmd+T
            item "Close Window" key: cmd+W role: close
            item "Save As…" key: cmd+opt+shift+S id: saveAs
            item "Export…" key: cmd+E
            submenu "Output" {
                item "Print…" key: cmd+P role: print
            }
        }

        menu "View" {
            toggle "Show Ruler" | "Hide the Ruler" key: cmd+R
            item "Show All" role: showAll
        }

        contextmenu "Text | Selection" {
            item "Cut" symbol: "scissors"
            item "Paste *now*" symbol: "doc.on.clipboard"
        }

        """)

    static func render(_ format: DiffReport.Format) -> String {
        let pair = everyKind
        return DiffReport.render(
            format, pair.changes, old: DiffFile(name: "Old.menu", source: pair.old.source),
            new: DiffFile(name: "New.menu", source: pair.new.source))
    }

    @Test func everyKindOfChangeIsFound() {
        #expect(Set(Self.everyKind.changes.map { DiffReport.caseName($0) }).count == 8)
    }

    @Test func textGolden() throws {
        try GoldenFiles.assertMatches(Self.render(.text), fileName: "Diff.txt")
    }

    @Test func markdownGolden() throws {
        let markdown = Self.render(.markdown)
        try GoldenFiles.assertMatches(markdown, fileName: "Diff.md")
        // Every table is well formed: a title with '|' stays in its cell.
        for table in MarkdownTableReader.tables(in: markdown) { #expect(table.malformedRows.isEmpty) }
    }

    @Test func jsonGolden() throws {
        let json = Self.render(.json)
        try GoldenFiles.assertMatches(json, fileName: "Diff.json")
        let document = try JSONParser.parse(Array(json.utf8))
        #expect(document["formatVersion"]?.intValue == DiffReport.formatVersion)
        #expect(document["changes"]?.arrayValue?.count == Self.everyKind.changes.count)
    }

    /// The text is for a terminal: a title's control characters (C0 and C1,
    /// such as CSI) are escaped as the diagnostics escape them.
    @Test func textEscapesControlCharacters() {
        let pair = Pair(
            "menu \"File\" {\n    item \"New\" key: cmd+N\n}\n",
            "menu \"File\" {\n    item \"New\" key: cmd+N\n    item \"Red\u{9B}31m\\tTab\" key: cmd+T\n}\n")
        let file = DiffFile(name: "A.menu", source: nil)
        let text = DiffReport.text(pair.changes, old: file, new: file)
        #expect(text.contains("'Red\\u{9B}31m\\tTab'"), "\(text)")
        #expect(!text.unicodeScalars.contains { $0.value == 0x9B || $0 == "\t" })
    }

    @Test func noChangesSaySo() {
        let none = DiffFile(name: "A.menu", source: nil)
        #expect(DiffReport.text([], old: none, new: none) == "A.menu → A.menu: no changes to menus or shortcuts\n")
        #expect(DiffReport.markdown([]) == "## Changes to Menus and Shortcuts\n\nNo changes to menus or shortcuts.\n")
    }

    /// A file of the repository's `Samples` folder.
    func samplePath(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Samples").appendingPathComponent(name).path
    }
}
