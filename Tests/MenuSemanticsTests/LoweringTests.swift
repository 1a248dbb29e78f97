import Foundation
import MenuDiagnostics
import MenuFuzzing
import MenuSyntax
import Testing
@testable import MenuSemantics

@Suite("Lowering")
struct LoweringTests {
    func check(_ text: String) -> CheckResult {
        Checker.check(SourceFile(path: "test.menu", text: text))
    }

    @Test(arguments: [
        ("Save As…", "saveAs"), ("Export as PDF…", "exportAsPDF"), ("PDF Export", "pdfExport"),
        ("Don't Save", "dontSave"), ("3D View", "_3DView"), ("打开", "打开"), ("Show iCloud Status", "showICloudStatus"),
        ("New Finder Window", "newFinderWindow"), ("…", ""),
    ])
    func identifiersAreDerivedFromTitles(_ title: String, _ identifier: String) {
        #expect(IdentifierDerivation.derive(from: title) == identifier)
    }

    /// The byte-by-byte path for ASCII titles agrees with the general one
    /// wherever it answers.
    @Test func asciiDerivationAgreesWithTheGeneralOne() {
        let titles = [
            "Save As...", "Go to Line 42", "  Leading Spaces", "x2 Speed", "Export: CSV", "I/O Settings", "A B", "a",
            "Show iCloud Status", "3D View", "Zoom 200%", "--", "Bring All to Front", "Q", "Use Selection for Find",
            "Page Setup…", "NEW Window", "Open Recent", "x", "Move Tab to New Window",
        ]
        for title in titles {
            guard let fast = IdentifierDerivation.deriveASCII(title) else { continue }
            #expect(fast == IdentifierDerivation.deriveFromScalars(title), "\(title)")
        }
        #expect(titles.compactMap(IdentifierDerivation.deriveASCII).count >= 15)
        var generator = SplitMix64(state: 9)
        let pieces = ["Save", "as", "PDF", "3D", " ", "-", "'", "é", "x2", "…", "A", "iCloud", "_", "9", "Layer", "  ", "URL"]
        for _ in 0..<20_000 {
            let title = (0..<Int(generator.next() % 7)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            guard let fast = IdentifierDerivation.deriveASCII(title) else { continue }
            #expect(fast == IdentifierDerivation.deriveFromScalars(title), "\(title)")
        }
    }

    /// The model derives identifiers when asked and hashes derived ones
    /// without making them: the hash is that of `derive(from:)`'s bytes, and
    /// `canDerive(from:)` says whether it gives anything.
    @Test func identifierHashesAndDerivabilityAgreeWithTheDerivation() {
        var generator = SplitMix64(state: 23)
        let pieces = ["Save", "as", "PDF", "3D", " ", "-", "'", "é", "x2", "…", "A", "iCloud", "_", "9", "打开", "  ", "URL", "’", "Ω",
                      "SAVE", "sAVE", "Pdf", "pDF"]
        var derivable = 0
        for _ in 0..<20_000 {
            let title = (0..<Int(generator.next() % 7)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let identifier = IdentifierDerivation.derive(from: title)
            let expectedHash = identifier.isEmpty ? nil : Array(identifier.utf8).withUnsafeBufferPointer(ByteHash.of)
            // As the model keeps titles: decoded, or as bytes inside a source.
            let source = Array("\"\(title)\"".utf8)
            for text in [LiteralText(title), LiteralText(sourceBytes: source, range: SourceRange(start: 1, end: source.count - 1))] {
                #expect(text.string == title)
                #expect(text.withUTF8(IdentifierDerivation.hashOfDerived(fromUTF8:)) == expectedHash, "\(title)")
                #expect(IdentifierDerivation.canDerive(from: text) == !identifier.isEmpty, "\(title)")
            }
            if !identifier.isEmpty { derivable += 1 }
        }
        #expect(derivable > 10_000 && derivable < 20_000)
    }

    /// Titles that differ only in the case of inner letters derive different
    /// identifiers, so their hashes must differ: the index confirms a shared
    /// hash by comparing identifiers, and a file of many such titles under
    /// one hash would have it compare every pair (a key that ignored case
    /// took 137 s for 20,000 of them).
    @Test func titlesDifferingInInnerCaseHaveDifferentHashes() {
        let titles = (0..<1_024).map { variant in
            "Show " + String("abcdefghij".enumerated().map { $0.offset > 0 && variant >> $0.offset & 1 == 1 ? Character($0.element.uppercased()) : $0.element })
        }
        let hashes = titles.map { Array($0.utf8).withUnsafeBufferPointer(IdentifierDerivation.hashOfDerived(fromUTF8:)) }
        #expect(Set(titles.map(IdentifierDerivation.derive(from:))).count == 512)
        #expect(Set(hashes).count == 512)
    }

    @Test func aCommandIsNamedByItsIDItsRoleOrItsTitle() throws {
        let result = check("""
            menu "Edit" {
                item "Paste and Match Style" id: pasteAsPlainText
                item "Copy" role: copy
                toggle "Show Ruler" | "Hide Ruler"
                item "…"
            }
            popup "Zoom" {
                option "Actual Size" default
            }

            """)
        let ids = result.index?.commands.map(\.command.id)
        #expect(ids == ["pasteAsPlainText", "copy", "showRuler", "", "actualSize"])
        #expect(result.index?.identifierGroups == [0, 1, 2, -1, 4])
        #expect(result.diagnostics.map(\.id).contains("missing-identifier"))
    }

    /// The index groups commands by identifier from hashes it takes as it
    /// reads each title: a written identifier's, a role's name, or one
    /// derived from the title. Its groups are those of the identifiers'
    /// strings.
    @Test func identifierGroupsAgreeWithTheIdentifiers() throws {
        let result = check("""
            app "Demo"
            menu "Demo" {
                item role: about
            }
            menu "Edit" {
                item "Paste and Match Style" id: pasteAsPlainText
                item "Copy" role: copy
                toggle "Show Ruler" | "Hide Ruler"
                item "…"
            }
            contextmenu "Canvas" {
                item "Copy"
                item "About"
                item "Paste as Plain Text" id: pasteAsPlainText
                toggle "Show Ruler"
                item "Copy Style" id: copy
            }

            """)
        let index = try #require(result.index)
        let ids = index.commands.map(\.command.id)
        #expect(ids == ["about", "pasteAsPlainText", "copy", "showRuler", "", "copy", "about", "pasteAsPlainText", "showRuler", "copy"])
        let expected = ids.indices.map { position in
            ids[position].isEmpty ? -1 : Int32(ids.firstIndex(of: ids[position])!)
        }
        #expect(index.identifierGroups == expected)
    }

    @Test func menuIdentifiersAreMadeUnique() {
        let titles = ["Tools", "Tools", "Tools 2", "Tools", ""]
        let text = titles.map { "pulldown \"\($0)\" {\n    item \"Run\"\n}\n" }.joined()
        #expect(check(text).model.menus.map(\.identifier) == ["tools", "tools2", "tools22", "tools3", "pulldown"])
    }

    @Test func rolesGiveIdentifiersTitlesAndPlatforms() throws {
        let result = check("app \"Demo\"\nplatforms macOS, iPadOS\nmenu \"Demo\" {\n    item role: about\n    item \"Hide Demo\" key: cmd+H role: hide\n}\n")
        #expect(result.diagnostics.isEmpty)
        guard case .command(let about) = result.model.menus[0].entries[0],
              case .command(let hide) = result.model.menus[0].entries[1] else {
            Issue.record("expected two commands")
            return
        }
        #expect((about.id, about.title, about.titleFromRole) == ("about", "About Demo", true))
        #expect(hide.platforms == .macOS)
    }

    /// In the menu bar a role gives an item written without `key:` its
    /// standard shortcut, placed at the role's name; `key: none` declines
    /// it; context menus and buttons' menus take none.
    @Test func rolesGiveTheirShortcutsInTheMenuBarOnly() {
        let text = """
            menu "Edit" {
                item role: undo
                item "Redo" role: redo key: None
                item "Copy" key: cmd+opt+C role: copy
                item role: delete
                submenu "Find" {
                    item role: find
                }
            }
            contextmenu "Selection" {
                item role: paste
            }
            pulldown "Add" {
                item role: selectAll
            }
            """
        let result = check(text)
        func items(in entries: [MenuEntry]) -> [Command] {
            entries.flatMap { entry -> [Command] in
                switch entry {
                case .command(let command): [command]
                case .submenu(let submenu): items(in: submenu.entries)
                default: []
                }
            }
        }
        let items = result.model.menus.flatMap { items(in: $0.entries) }
        #expect(items.map { $0.shortcut?.display } == ["⌘Z", nil, "⌥⌘C", nil, "⌘F", nil, nil])
        #expect(items.map { $0.shortcut != nil && $0.source.keyAttributeRange == nil } == [true, false, false, false, true, false, false])
        let bytes = Array(text.utf8)
        func range(of word: String, after prefix: String) -> SourceRange {
            let start = bytes.firstRange(of: Array((prefix + word).utf8))!.lowerBound + prefix.utf8.count
            return SourceRange(start: start, end: start + word.utf8.count)
        }
        #expect(items[0].source.shortcutRange == range(of: "undo", after: "role: "))
        #expect(items[1].source.shortcutRange == range(of: "None", after: "key: "))
        #expect(items[3].source.shortcutRange == nil)
        #expect(result.diagnostics.filter { $0.id == "missing-standard-shortcut" }.map(\.message) == [
            "'Redo' has the standard shortcut '⇧⌘Z'; remove 'key: None' to take it from the role",
            "'Copy' has the standard shortcut '⌘C'; use 'key: cmd+C' instead of '⌥⌘C'",
        ])
    }

    /// Separators around an entry of another platform's role are tidied as
    /// if it were never written, and the one a warning names is the one
    /// that is stray on the Mac too; around a misplaced entry (an error of
    /// its own) they stay as written.
    @Test func separatorsAroundEntriesLeftOut() {
        let text = """
            menu "T" {
                item "A"
                ---
                submenu "Services" role: services {
                    item "Y"
                }
                ---
            }
            menu "U" {
                item "B"
                ---
                option "X"
            }
            """
        func separatorWarnings(_ platforms: String) -> [String] {
            let source = SourceFile(path: "t.menu", text: "platforms \(platforms)\n" + text)
            return Checker.check(source).diagnostics.filter { $0.id == "separator-placement" }.map { "\(source.location(of: $0.range.start).line)" }
        }
        #expect(separatorWarnings("macOS") == ["8", "12"])
        #expect(separatorWarnings("iPadOS") == ["8", "12"])
    }

    /// Where two commands clash and one has a role with an alternative
    /// shortcut, a note offers it, once, and only when it is free.
    @Test(arguments: [
        ("    item role: saveAs\n    item role: duplicate\n", 1),
        ("    item role: saveAs\n    item role: duplicate\n    item \"Other\" key: cmd+opt+shift+S\n", 0),
        ("    item role: saveAs\n    item \"Save Copy\" id: saveCopy role: saveAs\n", 1),
    ])
    func alternativeShortcutNotes(_ entries: String, _ expected: Int) {
        let diagnostics = check("menu \"File\" {\n" + entries + "}\n").diagnostics.filter { $0.id == "duplicate-shortcut" }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.notes.filter { $0.message.contains("alternative") }.count == expected)
    }

    /// A shortcut a role gives takes part in the conflict checks, reported
    /// at the role's name.
    @Test func aShortcutARoleGivesCanConflict() {
        let text = "menu \"Edit\" {\n    item role: copy\n    item \"Clone\" key: cmd+C\n}\n"
        let duplicates = check(text).diagnostics.filter { $0.id == "duplicate-shortcut" }
        #expect(duplicates.count == 1)
        let roleName = Array(text.utf8).firstRange(of: Array("copy".utf8))!
        #expect(duplicates.first?.notes.first?.range == SourceRange(start: roleName.lowerBound, end: roleName.upperBound))
    }

    @Test func unknownNamesGetSuggestions() {
        let result = check("platforms macos\nmenu \"File\" {\n    item \"Open…\" role: opne\n}\n")
        #expect(result.diagnostics.filter { RuleRegistry.isLanguageError($0.id) }.map(\.message) == [
            "unknown platform 'macos'; did you mean 'macOS'?",
            "unknown role 'opne'; did you mean 'open'?",
        ])
    }

    /// The fix-it for the wrong flag on an option replaces it, unless the
    /// option has the right one already: then a second would not parse.
    @Test(arguments: [
        ("popup \"P\" {\n    option \"A\" checked\n}\n", "popup \"P\" {\n    option \"A\" default\n}\n"),
        ("popup \"P\" {\n    option \"A\" checked default\n}\n", "popup \"P\" {\n    option \"A\"  default\n}\n"),
        ("menu \"M\" {\n    choice \"C\" {\n        option \"A\" default checked\n        option \"B\"\n    }\n}\n",
         "menu \"M\" {\n    choice \"C\" {\n        option \"A\"  checked\n        option \"B\"\n    }\n}\n"),
    ])
    func flagFixItsLeaveAFileThatParses(_ text: String, _ fixed: String) {
        let result = check(text)
        let fixIts = result.diagnostics.filter { $0.id == "entry-placement" }.flatMap(\.fixIts)
        let (bytes, _) = FixItApplication.apply(fixIts, to: Array(text.utf8))
        #expect(String(decoding: bytes, as: UTF8.self) == fixed)
        #expect(!Parser.parse(bytes).diagnostics.hasErrors)
    }

    /// An observer is told the app and the platforms before the first
    /// menu, then each menu in the model's order, then that all are
    /// lowered. Lowered as the parser makes each menu (the tree not kept),
    /// a file that declares its app or platforms after a menu makes it
    /// abandon what it was told and start again; kept, it is lowered once.
    @Test(arguments: [false, true])
    func anObserverIsToldOfEachMenuAsItIsLowered(keepingSyntaxTree: Bool) {
        let menus = """
            menu "File" {
                item "Open"
            }
            contextmenu "Row" {
                item "Copy"
            }
            popup "Zoom" {
                option "Fit"
            }

            """
        let declarations = "app \"Notes\"\nplatforms macOS, iPadOS\n"
        var told: [String] = []
        let observer = LoweringObserver(
            willLowerMenus: { appName, platforms in told.append("\(appName ?? "-") \(platforms.map(\.rawValue))") },
            didLowerMenu: { told.append($0.identifier) },
            didLowerAllMenus: { told.append("done") },
            abandon: { told.append("abandon") })
        let header = "Notes [\"macOS\", \"iPadOS\"]"
        for (text, firstTold) in [(declarations + menus, [String]()), (menus + declarations, ["- [\"macOS\"]", "file", "row", "zoom", "abandon"])] {
            told = []
            let lowered = Checker.lower(SourceFile(path: "test.menu", text: text), keepingSyntaxTree: keepingSyntaxTree, observer: observer)
            #expect(lowered.model.menus.map(\.identifier) == ["file", "row", "zoom"])
            #expect(told == (keepingSyntaxTree ? [] : firstTold) + [header, "file", "row", "zoom", "done"])
        }
    }

    /// Lowered as the parser makes each declaration, every sample and
    /// corpus file (and each with its app and platforms moved after its
    /// menus) gives the model and diagnostics it gives lowered after the
    /// parse.
    @Test func loweringAsParsedGivesWhatLoweringAfterTheParseGives() throws {
        let observer = LoweringObserver(willLowerMenus: { _, _ in }, didLowerMenu: { _ in }, didLowerAllMenus: {}, abandon: {})
        var compared = 0
        let paths = ["Samples", "Tests/Corpus/clean", "Tests/Corpus/seeded"].flatMap(CorpusTests.files(in:))
        for path in paths {
            let text = try String(contentsOf: CorpusTests.repository.appendingPathComponent(path), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let declarations = lines.filter { $0.hasPrefix("app ") || $0.hasPrefix("platforms ") }
            let moved = lines.filter { !($0.hasPrefix("app ") || $0.hasPrefix("platforms ")) } + declarations
            for variant in [text, moved.joined(separator: "\n")] {
                let source = SourceFile(path: "test.menu", text: variant)
                let asParsed = Checker.check(Checker.lower(source, keepingSyntaxTree: false, observer: observer))
                let afterParse = Checker.check(source, keepingSyntaxTree: false)
                #expect(asParsed.diagnostics == afterParse.diagnostics)
                #expect(ModelSummary(asParsed.model) == ModelSummary(afterParse.model))
                compared += 1
            }
        }
        #expect(compared >= 20)
    }
}
