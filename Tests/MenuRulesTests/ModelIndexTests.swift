import Foundation
import MenuDiagnostics
import MenuSyntax
import Testing
@testable import MenuModel
@testable import MenuRules

/// The index keeps each title as a compact record and reads the rest from
/// its entry: what a rule sees must be what the model says.
@Suite("Model index")
struct ModelIndexTests {
    static let everyKindOfTitle = """
        app "Demo"
        menu "Edit" {
            item "Copy" key: cmd+C role: copy
            item role: paste
            toggle "Show Ruler" | "Hide Ruler"
            ---
            submenu "Find" {
                item "Find…" key: cmd+F
            }
            submenu "Services" role: services { }
            choice "Zoom" {
                option "Small" checked
                option "Large"
            }
        }
        contextmenu "Canvas" {
            item "Cut"
        }
        popup "Size" {
            option "Tiny" default
        }

        """

    static func describe(_ title: TitleVisit, in source: SourceFile) -> String {
        func text(_ range: SourceRange?) -> String {
            range.map { String(decoding: source.bytes[$0.start..<$0.end], as: UTF8.self) } ?? "-"
        }
        let owner: String = switch title.owner {
        case .menu(let kind): "menu(\(kind.rawValue))"
        case .item(let role): "item(\(role?.name ?? "-"))"
        case .submenu(let role): "submenu(\(role?.name ?? "-"))"
        case .toggle: "toggle"
        case .toggleWhenOn: "toggleWhenOn"
        case .choice: "choice"
        case .option: "option"
        case .section: "section"
        }
        return [
            owner, "'\(title.text)'", "literal \(text(title.literalRange))", "report \(text(title.reportRange))",
            "row \(title.rowList.map(String.init) ?? "-")", "menu \(String(title.menuIndex))",
            title.isShown ? "shown" : "hidden", "entry \(title.entry.map { text($0.keywordRange) } ?? "-")",
        ].joined(separator: " ")
    }

    /// Each list's stray separators are found as the lists are walked, so
    /// that the rule reads only the lists that have them.
    @Test func straySeparatorsAreFoundAsListsAreWalked() throws {
        let source = SourceFile(path: "test.menu", text: """
            menu "Between" {
                item "A"
                ---
                item "B"
            }
            menu "Top" {
                ---
                item "A"
            }
            menu "Bottom" {
                item "A"
                ---
            }
            menu "Doubled" {
                item "A"
                ---
                ---
                item "B"
            }
            menu "Only" {
                ---
            }
            menu "None" {
                item "A"
                submenu "Inner" {
                    ---
                    item "B"
                }
            }

            """)
        let index = ModelIndex(Checker.check(source).model)
        #expect(index.containers.map { "\($0.title) \($0.hasStraySeparator)" } == [
            "Between false", "Top true", "Bottom true", "Doubled true", "Only true", "None false", "Inner true",
        ])
    }

    /// An entry whose role exists on none of the file's platforms is left
    /// out of the model, so neither the outputs nor the rules see it: its
    /// shortcut, identifier and title clashed with entries that are there.
    @Test func entriesAvailableNowhereAreLeftOut() throws {
        let text = """
            app "Demo"
            platforms iPadOS
            menu "Demo" {
                item "Show All" key: cmd+opt+K role: showAll
                item "Keeper" key: cmd+opt+K
                item role: hide
                item "Show All"
                submenu "Services" role: services { }
            }

            """
        let result = Checker.check(SourceFile(path: "ipad.menu", text: text))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let index = ModelIndex(result.model)
        #expect(index.commands.map(\.command.title) == ["Keeper", "Show All"])
        #expect(index.entries.count == 2)
        let onBoth = Checker.check(SourceFile(path: "both.menu", text: text.replacingOccurrences(of: "platforms iPadOS", with: "platforms macOS, iPadOS")))
        #expect(onBoth.diagnostics.map(\.id).contains("duplicate-shortcut"))
        #expect(ModelIndex(onBoth.model).entries.count == 5)
    }

    @Test func titlesReadTheirEntries() throws {
        let source = SourceFile(path: "test.menu", text: Self.everyKindOfTitle)
        let result = Checker.check(source)
        let index = ModelIndex(result.model)
        #expect(index.titles.map { Self.describe($0, in: source) } == [
            "menu(menu) 'Edit' literal \"Edit\" report \"Edit\" row - menu 0 shown entry -",
            "item(copy) 'Copy' literal \"Copy\" report \"Copy\" row 0 menu 0 shown entry item",
            "item(paste) 'Paste' literal - report item row 0 menu 0 shown entry item",
            "toggle 'Show Ruler' literal \"Show Ruler\" report \"Show Ruler\" row 0 menu 0 shown entry toggle",
            "toggleWhenOn 'Hide Ruler' literal \"Hide Ruler\" report \"Hide Ruler\" row - menu 0 shown entry toggle",
            "submenu(-) 'Find' literal \"Find\" report \"Find\" row 0 menu 0 shown entry submenu",
            "item(-) 'Find…' literal \"Find…\" report \"Find…\" row 1 menu 0 shown entry item",
            "submenu(services) 'Services' literal \"Services\" report \"Services\" row 0 menu 0 shown entry submenu",
            "choice 'Zoom' literal \"Zoom\" report \"Zoom\" row - menu 0 shown entry choice",
            "option 'Small' literal \"Small\" report \"Small\" row 0 menu 0 shown entry option",
            "option 'Large' literal \"Large\" report \"Large\" row 0 menu 0 shown entry option",
            "menu(contextmenu) 'Canvas' literal \"Canvas\" report \"Canvas\" row - menu 1 hidden entry -",
            "item(-) 'Cut' literal \"Cut\" report \"Cut\" row 4 menu 1 shown entry item",
            "menu(popup) 'Size' literal \"Size\" report \"Size\" row - menu 2 shown entry -",
            "option 'Tiny' literal \"Tiny\" report \"Tiny\" row 5 menu 2 shown entry option",
        ])
        // Each menu's list, then its submenus and choices as met.
        #expect(index.containers.map(\.description) == [
            "menu 'Edit'", "submenu 'Find'", "submenu 'Services'", "choice 'Zoom'", "context menu 'Canvas'", "pop-up 'Size'",
        ])
        #expect(index.containers.map(\.submenuDepth) == [0, 1, 1, 0, 0, 0])
        #expect(index.containers.map(\.menuIndex) == [0, 0, 0, 0, 1, 2])
        #expect(index.containers.map(\.itemCount) == [6, 1, 0, 2, 1, 1])
        #expect(index.containers.map(\.rowCount) == [7, 1, 0, 2, 1, 1])
        #expect(index.containers.map(\.hasStraySeparator) == [false, false, false, false, false, false])
        #expect(index.containers(where: { $0.isMenu && $0.itemCount == 1 }).map(\.description) == ["context menu 'Canvas'", "pop-up 'Size'"])
        #expect(index.containers(where: \.isChoice).map(\.description) == ["choice 'Zoom'"])
    }

    /// Lowering lets the tree go menu by menu when it has the only
    /// reference; a tree the caller keeps (as editors do) stays whole.
    @Test func aKeptSyntaxTreeSurvivesLowering() throws {
        let source = SourceFile(path: "test.menu", text: Self.everyKindOfTitle)
        let kept = Checker.check(source, keepingSyntaxTree: true)
        let tree = try #require(kept.tree)
        #expect(tree.declarations.count == 4)
        #expect(tree.declarations.map(\.range) == Parser.parse(source).tree.declarations.map(\.range))
        let dropped = Checker.check(source, keepingSyntaxTree: false)
        #expect(dropped.tree == nil)
        #expect(dropped.model.menus.map(\.title) == kept.model.menus.map(\.title))
        #expect(dropped.diagnostics.map(\.message) == kept.diagnostics.map(\.message))
    }

    /// The index the rules read is handed back only when asked for, and
    /// only when the rules ran.
    @Test func theIndexIsKeptWhenAskedFor() throws {
        let source = SourceFile(path: "test.menu", text: Self.everyKindOfTitle)
        #expect(Checker.check(source).index == nil)
        let kept = try #require(Checker.check(source, keepingIndex: true).index)
        #expect(kept.titles.map(\.text) == ModelIndex(Checker.check(source).model).titles.map(\.text))
        let broken = SourceFile(path: "broken.menu", text: "menu \"A\" {\n")
        #expect(Checker.check(broken, keepingIndex: true).index == nil)
    }

    @Test func misplacedEntriesAreLeftOut() throws {
        let result = Checker.check(SourceFile(path: "test.menu", text: """
            menu "A" {
                option "X"
                choice "C" {
                    item "Y"
                    option "Z"
                }
            }

            """))
        let index = ModelIndex(result.model)
        #expect(index.titles.map(\.text) == ["A", "C", "Z"])
        #expect(index.entries.count == 2)
        #expect(result.diagnostics.filter { $0.id == "entry-placement" }.count == 2)
    }

    @Test func filtersReadTheRecords() throws {
        let result = Checker.check(SourceFile(path: "test.menu", text: Self.everyKindOfTitle))
        let index = ModelIndex(result.model)
        #expect(index.titles(where: { $0.hasRole }).map(\.text) == ["Copy", "Paste", "Services"])
        #expect(index.titles(where: { !$0.isShown }).map(\.text) == ["Canvas"])
        #expect(index.titles(where: { $0.kind == .option && $0.menuKind == .popUp }).map(\.text) == ["Tiny"])
        #expect(index.titles(where: { TitleText.hasTrailingEllipsis($0.text) }).map(\.text) == ["Find…"])
    }
}
