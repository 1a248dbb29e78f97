import Foundation
import MenuDiagnostics
import MenuFuzzing
import MenuSyntax
import Testing
@testable import MenuModel
@testable import MenuRules

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

    /// Identifiers derived from titles, and whether one can be derived.
    @Test func identifiersAreDerivedFromTitles() {
        let expected = [
            "Save As...": "saveAs", "Go to Line 42": "goToLine42", "  Leading Spaces": "leadingSpaces", "x2 Speed": "x2Speed",
            "Export: CSV": "exportCSV", "I/O Settings": "iOSettings", "a": "a", "Show iCloud Status": "showICloudStatus",
            "3D View": "_3DView", "Zoom 200%": "zoom200", "--": "", "NEW Window": "newWindow", "Don't Save": "dontSave",
            "PDF Export": "pdfExport", "打开": "打开", "Page Setup…": "pageSetup", "Café au Lait": "caféAuLait",
        ]
        for (title, identifier) in expected {
            #expect(IdentifierDerivation.derive(from: title) == identifier, "\(title)")
            #expect(IdentifierDerivation.canDerive(from: title) == !identifier.isEmpty, "\(title)")
        }
        var generator = SplitMix64(state: 23)
        let pieces = ["Save", "as", "PDF", "3D", " ", "-", "'", "é", "x2", "…", "A", "iCloud", "_", "9", "打开", "  ", "URL", "’", "Ω", "sAVE"]
        var readByBytes = 0
        for _ in 0..<5_000 {
            let title = (0..<Int(generator.next() % 7)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            #expect(IdentifierDerivation.canDerive(from: title) == !IdentifierDerivation.derive(from: title).isEmpty, "\(title)")
            // The byte-by-byte derivation of ASCII titles agrees with the general one.
            guard let ascii = IdentifierDerivation.deriveASCII(title) else { continue }
            #expect(ascii == IdentifierDerivation.deriveFromScalars(title), "\(title)")
            readByBytes += 1
        }
        #expect(readByBytes > 1_000)
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
        let ids = Array(ModelIndex(result.model).commands.map(\.command.id))
        #expect(ids == ["pasteAsPlainText", "copy", "showRuler", "", "actualSize"])
        #expect(ModelIndex(result.model).identifierGroups == [0, 1, 2, -1, 4])
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
        let index = ModelIndex(result.model)
        let ids = Array(index.commands.map(\.command.id))
        #expect(ids == ["about", "pasteAsPlainText", "copy", "showRuler", "", "copy", "about", "pasteAsPlainText", "showRuler", "copy"])
        let expected = ids.indices.map { position in
            ids[position].isEmpty ? -1 : ids.firstIndex(of: ids[position])!
        }
        #expect(index.identifierGroups == expected)
    }

    // MARK: - Roles on toggles, one command in several places

    /// Lines "line:column: message [id]" of the diagnostics of `text`.
    func reported(_ text: String) -> [String] {
        let result = check(text)
        return result.diagnostics.map { diagnostic in
            let start = result.source.location(of: diagnostic.range.start)
            return "\(start.line):\(start.column): \(diagnostic.message) [\(diagnostic.id)]"
        }
    }

    /// A toggle with a state's role takes its identifier and, in the menu
    /// bar, its shortcut; an action's role is refused on a toggle.
    @Test func togglesTakeTheRolesOfStates() throws {
        let result = check("""
            menu "View" {
                toggle "Show Toolbar" | "Hide Toolbar" role: toolbar
                toggle "Bold" role: bold checked
                toggle "Copy" role: copy
                toggle "Recent" role: openRecent
                toggle "Strike" role: strike
            }

            """)
        let toggles = ModelIndex(result.model).commands.map(\.command)
        #expect(toggles.map(\.id) == ["toolbar", "bold", "copy", "recent", "strike"])
        #expect(toggles.map { $0.role?.name } == ["toolbar", "bold", nil, nil, nil])
        #expect(toggles.map { $0.shortcut?.display } == ["⌥⌘T", "⌘B", nil, nil, nil])
        #expect(result.diagnostics.filter { RuleRegistry.isLanguageError($0.id) }.map(\.message) == [
            "'copy' is the role of an action, not of a state a toggle shows; use it on an 'item'",
            "'openRecent' is the role of a system-filled submenu; write 'submenu \"Open Recent\" role: openRecent { }'",
            "unknown role 'strike'; the roles of toggles are bold, italic, underline, toolbar, sidebar, tabBar, showAllTabs, statusBar, ruler, inspector and fullScreen",
        ])
    }

    /// The entries macOS inserts show the system's Globe shortcuts without
    /// a report; the app's own command on one is still reported.
    @Test func entriesTheSystemInsertsKeepItsShortcuts() {
        #expect(reported("""
            menu "Edit" {
                item role: emojiAndSymbols
                item role: startDictation
            }
            menu "View" {
                toggle "Enter Full Screen" | "Exit Full Screen" role: fullScreen key: fn+F
            }
            menu "Window" {
                item role: fill
                item role: center
                submenu "Move & Resize" role: moveAndResize { }
                submenu "Full Screen Tile" role: fullScreenTile { }
                item "Tile Left" key: fn+ctrl+left
            }

            """) == [
            "13:27: '🌐︎⌃←' is reserved by the system: it belongs to the system (Globe key functions) on macOS; choose another shortcut [reserved-shortcut]",
        ])
    }

    /// The same written `id:` in two menus of the menu bar is one command
    /// with one shortcut; a place with another shortcut is reported there.
    @Test func oneCommandInSeveralPlaces() {
        #expect(reported("""
            menu "Safari" {
                item "Clear History…" id: clearHistory key: cmd+opt+K
            }
            menu "History" {
                item "Clear History…" id: clearHistory key: cmd+opt+K
                item "Clear" id: clearHistory
                item "Show All History" id: showAllHistory key: cmd+Y
            }
            menu "Window" {
                item "History" id: showAllHistory key: cmd+shift+Y
            }
            contextmenu "Page" {
                item "Clear History" id: clearHistory
            }

            """) == [
            "10:44: command 'showAllHistory' has the shortcut '⌘Y' elsewhere in the menu bar; a command has one shortcut: write 'key: cmd+Y' or none here, or give this entry its own 'id:' [id-conflict]",
        ])
    }

    /// Identifiers derived from the same title under different submenus are
    /// prefixed with the submenus' titles, nearest first, as far as needed.
    @Test func derivedIdentifiersDifferAcrossSubmenus() {
        let result = check("""
            menu "Shell" {
                submenu "New Window" {
                    item "Basic"
                    item "Pro"
                }
                submenu "New Tab" {
                    item "Basic"
                    submenu "More" {
                        item "Pro"
                    }
                }
                submenu "Other" {
                    submenu "More" {
                        item "Pro"
                    }
                }
                item "Grass"
            }
            menu "Edit" {
                item "Copy" key: cmd+C
                item "Grass"
            }
            contextmenu "Tab" {
                submenu "New Tab" {
                    item "Basic"
                }
                submenu "Edit" {
                    item "Copy"
                }
            }

            """)
        #expect(ModelIndex(result.model).commands.map(\.command.id) == [
            "newWindowBasic", "newWindowPro", "newTabBasic", "newTabMorePro", "otherMorePro", "grass", "copy", "grass",
            "newTabBasic", "copy",
        ])
        #expect(result.diagnostics.filter { $0.id == "id-conflict" }.map(\.message) == [
            "identifier 'grass' already names another entry of the menu bar; give this one its own 'id:'",
        ])
    }

    /// A derived identifier in a submenu gives way to one that a role or an
    /// `id:` names elsewhere (Xcode's View ▸ Navigators ▸ Find beside Find…).
    @Test func derivedIdentifiersGiveWayToRolesAndWrittenOnes() {
        let result = check("""
            menu "Find" {
                item role: find
                item "Replace" id: replace
            }
            menu "View" {
                submenu "Navigators" {
                    item "Find" key: cmd+4
                    item "Replace"
                }
            }

            """)
        #expect(ModelIndex(result.model).commands.map(\.command.id) == ["find", "replace", "navigatorsFind", "navigatorsReplace"])
        #expect(result.diagnostics.filter { $0.id == "id-conflict" }.isEmpty)
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

    /// An invalid escape is reported once, as written, and none of it is
    /// left in the title: a title that is only the escape is empty, so no
    /// identifier is missing, and one with text before it keeps only the text.
    @Test(arguments: [
        (#"\u{D800}"#, "it is not a printable Unicode scalar"),
        (#"\u{110000}"#, "it is not a printable Unicode scalar"),
        (#"\u{}"#, "write one to eight hexadecimal digits between braces, as in '\\u{E9}'"),
        (#"\u{123456789}"#, "write one to eight hexadecimal digits between braces, as in '\\u{E9}'"),
        (#"\u{12 34}"#, "write one to eight hexadecimal digits between braces, as in '\\u{E9}'"),
        (#"\u{12"#, "write one to eight hexadecimal digits between braces, as in '\\u{E9}'"),
        (#"\q"#, "the escapes are '\\\"', '\\\\', '\\n', '\\t' and '\\u{…}'"),
        (#"\é"#, "the escapes are '\\\"', '\\\\', '\\n', '\\t' and '\\u{…}'"),
    ])
    func invalidEscapeLeavesNothingInTheTitle(_ escape: String, _ advice: String) throws {
        let text = "menu \"M\" {\n    item \"\(escape)\"\n    item \"Recent \(escape)\"\n}\n"
        let result = check(text)
        let reported = result.diagnostics.map { diagnostic in
            let start = result.source.location(of: diagnostic.range.start)
            return "\(start.line):\(start.column): \(result.source.text(in: diagnostic.range)): \(diagnostic.message) [\(diagnostic.id)]"
        }
        #expect(reported == [
            "2:11: \(escape): invalid escape sequence '\(escape)'; \(advice) [invalid-escape]",
            "3:18: \(escape): invalid escape sequence '\(escape)'; \(advice) [invalid-escape]",
        ])
        let titles = try #require(result.model.menus.first).entries.map { entry -> String in
            guard case .command(let command) = entry else { return "" }
            return command.title
        }
        #expect(titles == ["", "Recent "])
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

}
