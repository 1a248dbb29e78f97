import Foundation
import MenuDiagnostics
import MenuSyntax
import Testing
@testable import MenuSemantics

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
        }
        return [
            owner, "'\(title.text)'", "literal \(text(title.literalRange))", "report \(text(title.reportRange))",
            "row \(title.rowList.map(String.init) ?? "-")", "menu \(title.menuIndex.map(String.init) ?? "-")",
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
        let index = try #require(Checker.check(source).index)
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
        let index = try #require(result.index)
        #expect(index.commands.map(\.command.title) == ["Keeper", "Show All"])
        #expect(index.entries.count == 2)
        let onBoth = Checker.check(SourceFile(path: "both.menu", text: text.replacingOccurrences(of: "platforms iPadOS", with: "platforms macOS, iPadOS")))
        #expect(onBoth.diagnostics.map(\.id).contains("duplicate-shortcut"))
        #expect(onBoth.index?.entries.count == 5)
    }

    @Test func titlesReadTheirEntries() throws {
        let source = SourceFile(path: "test.menu", text: Self.everyKindOfTitle)
        let result = Checker.check(source)
        let index = try #require(result.index)
        #expect(index.titles.map { Self.describe($0, in: source) } == [
            "menu(menu) 'Edit' literal \"Edit\" report \"Edit\" row - menu - shown entry -",
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
            "menu(contextmenu) 'Canvas' literal \"Canvas\" report \"Canvas\" row - menu - hidden entry -",
            "item(-) 'Cut' literal \"Cut\" report \"Cut\" row 4 menu 1 shown entry item",
            "menu(popup) 'Size' literal \"Size\" report \"Size\" row - menu - shown entry -",
            "option 'Tiny' literal \"Tiny\" report \"Tiny\" row 5 menu 2 shown entry option",
        ])
        #expect(index.titles.count == result.model.titleCount)
        #expect(index.entries.count == result.model.entryCount)
        // Each menu's list, then its submenus and choices as met (so that
        // an index can be made a menu at a time); counted by lowering.
        #expect(index.containers.map(\.description) == [
            "menu 'Edit'", "submenu 'Find'", "submenu 'Services'", "choice 'Zoom'", "context menu 'Canvas'", "pop-up 'Size'",
        ])
        #expect(index.containers.map(\.submenuDepth) == [0, 1, 1, 0, 0, 0])
        #expect(index.containers.map(\.menuIndex) == [0, 0, 0, 0, 1, 2])
        #expect(index.containers.count == result.model.listCount)
        // Counted as the lists are walked, for the rules about their length.
        #expect(index.containers.map(\.itemCount) == [6, 1, 0, 2, 1, 1])
        #expect(index.containers.map(\.rowCount) == [7, 1, 0, 2, 1, 1])
        #expect(index.containers.map(\.hasStraySeparator) == [false, false, false, false, false, false])
        #expect(index.containers(where: { $0.isMenu && $0.itemCount == 1 }).map(\.description) == ["context menu 'Canvas'", "pop-up 'Size'"])
        #expect(index.containers(where: \.isChoice).map(\.description) == ["choice 'Zoom'"])
        #expect(MemoryLayout<ContainerVisit>.stride == 56)
        // One record per title of the file: its size is the index's size.
        #expect(MemoryLayout<TitleRecord>.stride == 24)
        // An entry of a list is a reference or a separator's place: one word.
        #expect(MemoryLayout<MenuEntry>.stride == 8)
        // The index holds a visit per entry of the file: the entry and a place of eight bytes.
        #expect(MemoryLayout<EntryPlace>.stride == 8)
        #expect(MemoryLayout<ModelIndex.Visit>.stride == 16)
    }

    /// The index does not retain the entries it visits; each of its lists
    /// of visits keeps the lists that hold them. Lists of visits kept after
    /// the model and the rest of the index are let go still read every
    /// entry (freed entries, their memory reused by the next check, would
    /// read as other titles or crash).
    @Test func visitsOutliveTheModel() {
        let expected = Checker.check(SourceFile(path: "test.menu", text: Self.everyKindOfTitle)).index!
        let (entries, commands, contextMenuEntries) = {
            let index = ModelIndex(Checker.check(SourceFile(path: "test.menu", text: Self.everyKindOfTitle)).model)
            return (index.entries, index.commandsWithShortcuts, index.contextMenuEntries)
        }()
        let other = Checker.check(SourceFile(path: "other.menu", text: (0..<50).map { "menu \"M\($0)\" {\n    toggle \"Other \($0)\"\n}\n" }.joined()))
        #expect(other.index?.commands.count == 50)
        #expect(entries.map(\.entry.range) == expected.entries.map(\.entry.range))
        #expect(entries.compactMap { CommandView($0.entry)?.title } == expected.commands.map(\.command.title))
        #expect(commands.map(\.command.title) == ["Copy", "Paste", "Find…"])
        #expect(contextMenuEntries.map { CommandView($0.entry)?.title } == ["Cut"])
    }

    /// Everything a rule can read of an index, one line per visit, command,
    /// title and list.
    static func describe(_ index: ModelIndex, in source: SourceFile) -> [String] {
        func place(_ place: EntryPlace) -> String {
            "\(place.menuKind.rawValue) depth \(place.submenuDepth) list \(place.rowList)\(place.inChoice ? " in choice" : "")"
        }
        let entries = index.entries.map { "entry \($0.kind) \($0.entry.range) \(place($0.place))" }
        let commands = index.commands.indices.map { position in
            let visit = index.commands[position]
            return "command '\(visit.command.id)' group \(index.identifierGroups[position]) \(place(visit.place))"
        }
        let shortcuts = index.commandsWithShortcuts.map { "shortcut \($0.command.shortcut.map(String.init(describing:)) ?? "-")" }
        let context = index.contextMenuEntries.map { "context \($0.entry.range)" }
        let titles = index.titles.map { "title " + describe($0, in: source) }
        let lists = index.containers.map { list in
            "list \(list.description) menu \(list.menuIndex) depth \(list.submenuDepth) items \(list.itemCount) rows \(list.rowCount)"
                + "\(list.hasStraySeparator ? " stray" : "") entries \(list.entries.count)"
        }
        return entries + commands + shortcuts + context + titles + lists
    }

    /// An index made a menu at a time, as a large file's check makes it on
    /// the other core, is the index made of the whole model: every sample
    /// and corpus file.
    @Test func anIndexMadeMenuByMenuIsTheWholeModelsIndex() throws {
        var compared = 0
        for path in ["Samples", "Tests/Corpus/clean", "Tests/Corpus/seeded"].flatMap(CorpusTests.files(in:)) {
            let text = try String(contentsOf: CorpusTests.repository.appendingPathComponent(path), encoding: .utf8)
            let source = SourceFile(path: path, text: text)
            let model = Checker.check(source).model
            var incremental = ModelIndex.Incremental()
            for menu in model.menus { incremental.add(menu) }
            let expected = Self.describe(ModelIndex(model), in: source)
            // Grouped after it is finished, as a check of a large file groups
            // it beside the first rules.
            var index = incremental.finishWithoutGroupingIdentifiers()
            #expect(!index.areIdentifiersGrouped)
            index.groupIdentifiers()
            #expect(Self.describe(index, in: source) == expected, "\(path)")
            #expect(expected.count > model.menus.count, "\(path)")
            compared += 1
        }
        #expect(compared >= 10)
    }

    /// A separator is kept in the index as its place, packed into a word.
    @Test(arguments: [(0, 3), (17, 3), (Int(UInt32.max) - 3, 3), (5, Int(UInt16.max))])
    func separatorsSurviveTheIndexWord(start: Int, length: Int) {
        let range = SourceRange(start: start, end: start + length)
        guard case .separator(let separator) = UnretainedEntry(.separator(Separator(range: range))).entry else {
            Issue.record("not a separator")
            return
        }
        #expect(separator.range == range)
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

    @Test func misplacedEntriesAreNotCountedAsTitles() throws {
        let result = Checker.check(SourceFile(path: "test.menu", text: """
            menu "A" {
                option "X"
                choice "C" {
                    item "Y"
                    option "Z"
                }
            }

            """))
        let index = try #require(result.index)
        #expect(index.titles.map(\.text) == ["A", "C", "Z"])
        #expect(result.model.titleCount == 3)
        #expect(result.model.entryCount == 2)
        #expect(index.entries.count == 2)
        #expect(result.diagnostics.filter { $0.id == "entry-placement" }.count == 2)
    }

    @Test func filtersReadTheRecords() throws {
        let result = Checker.check(SourceFile(path: "test.menu", text: Self.everyKindOfTitle))
        let index = try #require(result.index)
        #expect(index.titles(where: { $0.hasRole }).map(\.text) == ["Copy", "Paste", "Services"])
        #expect(index.titles(where: { !$0.isShown }).map(\.text) == ["Canvas"])
        #expect(index.titles(where: { $0.kind == .option && $0.menuKind == .popUp }).map(\.text) == ["Tiny"])
        #expect(index.titles(where: { $0.traits.hasTrailingEllipsis }).map(\.text) == ["Find…"])
    }
}
