import MenuJSON
import MenuLanguageServer
import Testing

@Suite("Diagnostics")
struct DiagnosticsTests {
    /// Emoji (2 UTF-16 units, 4 bytes, 1 Character) and CJK (1 unit, 3 bytes)
    /// before the shortcut on the same line, so UTF-16 columns differ from
    /// byte and Character columns.
    static let source = MarkedSource("""
        app "Demo"
        menu "File" {
            item "😀 漢字" key: ‸cmd+S‸
            item "Save 😀漢" key: ‸cmd+s‸
        }

        """)

    @Test func publishedWithUTF16Positions() throws {
        let client = makeClient()
        let diagnostics = client.open(Self.source.text)
        let duplicate = try #require(diagnostics.first { $0["code"] == "duplicate-shortcut" })
        #expect(duplicate["range"]?.range == Self.source.range(2))
        // The same numbers, written out: line 3 `    item "Save 😀漢" key: ` is 25
        // UTF-16 units, 29 bytes and 24 Characters long.
        #expect(duplicate["range"]?.range == LSPRange(start: LSPPosition(line: 3, character: 25), end: LSPPosition(line: 3, character: 30)))
        #expect(duplicate["severity"] == 1)
        #expect(duplicate["source"] == "menuc")
        #expect(duplicate["message"]?.stringValue?.contains("⌘S") == true)

        let related = try #require(duplicate["relatedInformation"]?[0])
        #expect(related["location"]?["uri"]?.stringValue == client.uri)
        #expect(related["location"]?["range"]?.range == Self.source.range(0))
        #expect(related["location"]?["range"]?.range == LSPRange(start: LSPPosition(line: 2, character: 22), end: LSPPosition(line: 2, character: 27)))
        #expect(related["message"]?.stringValue?.contains("😀 漢字") == true)
    }

    /// A carriage return without a line feed is an error in the language,
    /// but the editor starts a new line there, and positions must agree
    /// with the editor's lines.
    @Test func aLoneCarriageReturnEndsALineForPositions() throws {
        let client = makeClient()
        let diagnostics = client.open("menu \"F\" {\r    item \"A\" bogus id: a\r}\r")
        let unknown = try #require(diagnostics.first { $0["code"] == "unknown-attribute" })
        #expect(unknown["range"]?.range == LSPRange(start: LSPPosition(line: 1, character: 13), end: LSPPosition(line: 1, character: 18)))
        let carriageReturns = diagnostics.filter { $0["code"] == "control-character" }.compactMap { $0["range"]?["start"] }
        #expect(carriageReturns == [
            LSPPosition(line: 0, character: 10).json, LSPPosition(line: 1, character: 24).json, LSPPosition(line: 2, character: 1).json,
        ])
    }

    @Test func notificationCarriesURIAndVersion() {
        let client = makeClient()
        let messages = client.notify("textDocument/didOpen", [
            "textDocument": ["uri": .string(client.uri), "languageId": "menu", "version": 7, "text": .string(Self.source.text)],
        ])
        #expect(messages.count == 1)
        #expect(messages.first?["method"] == "textDocument/publishDiagnostics")
        #expect(messages.first?["params"]?["uri"]?.stringValue == client.uri)
        #expect(messages.first?["params"]?["version"] == 7)
    }

    @Test func warningsHaveSeverityTwo() throws {
        let marked = MarkedSource("menu \"File\" {\n    item ‸\"Open...\"‸ key: cmd+O\n}\n")
        let diagnostics = makeClient().open(marked.text)
        let ellipsis = try #require(diagnostics.first { $0["code"] == "ellipsis-character" })
        #expect(ellipsis["severity"] == 2)
        #expect(ellipsis["range"]?.range == marked.range(0))
        #expect(ellipsis["relatedInformation"] == nil)
    }

    @Test func aByteOrderMarkCountsAsOneUnit() throws {
        // An editor that keeps a BOM in the text counts it as one UTF-16 unit.
        let marked = MarkedSource("\u{FEFF}menu ‸\"File...\"‸ {\n    item \"Open\" key: cmd+O\n}\n")
        #expect(marked[0] == LSPPosition(line: 0, character: 6))
        let client = makeClient()
        let diagnostics = client.open(marked.text)
        let ellipsis = try #require(diagnostics.first { $0["code"] == "ellipsis-character" })
        #expect(ellipsis["range"]?.range == marked.range(0))
        let actions = client.result("textDocument/codeAction", [
            "textDocument": client.document, "range": marked.range(0).json, "context": ["diagnostics": []],
        ])
        #expect(actions?[0]?["edit"]?["changes"]?[client.uri]?[0]?["range"]?.range == marked.range(0))
    }

    @Test func syntaxErrorsAreReported() throws {
        let marked = MarkedSource("menu \"File\" {\n    item \"漢字😀\" key: ‸cmd+‸\n}\n")
        let diagnostics = makeClient().open(marked.text)
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0["code"]?.stringValue?.isEmpty == false })
        #expect(diagnostics.contains { $0["severity"] == 1 && $0["range"]?.range?.start.line == 1 })
    }

    @Test func changesRecheckAndCloseClears() {
        let client = makeClient()
        #expect(!client.open(Self.source.text).isEmpty)

        let fixed = "menu \"File\" {\n    item \"Save\" key: cmd+S\n}\n"
        let afterChange = client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(client.uri), "version": 2],
            "contentChanges": [["text": "garbage {"], ["text": .string(fixed)]],
        ])
        #expect(afterChange.first?["params"]?["version"] == 2)
        #expect(TestClient.diagnostics(in: afterChange).allSatisfy { $0["code"] != "duplicate-shortcut" })
        #expect(TestClient.diagnostics(in: afterChange).allSatisfy { $0["severity"] != 1 })

        let closed = client.notify("textDocument/didClose", ["textDocument": client.document])
        #expect(closed.count == 1)
        #expect(closed.first?["method"] == "textDocument/publishDiagnostics")
        #expect(closed.first?["params"]?["diagnostics"] == [])
        #expect(client.result("textDocument/documentSymbol", ["textDocument": client.document]) == [])
    }

    @Test func incrementalChangesAreAppliedToo() throws {
        let client = makeClient()
        client.open("menu \"File\" {\n    item \"Save\" key: cmd+S\n    item \"Sort\" key: cmd+O\n}\n")
        // Replace the `O` of the second shortcut (line 2, after `    item "Sort" key: cmd+`, 25 units).
        let messages = client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(client.uri), "version": 2],
            "contentChanges": [["range": LSPRange(start: LSPPosition(line: 2, character: 25), end: LSPPosition(line: 2, character: 26)).json, "text": "S"]],
        ])
        let duplicate = try #require(TestClient.diagnostics(in: messages).first { $0["code"] == "duplicate-shortcut" })
        #expect(duplicate["range"]?.range == LSPRange(start: LSPPosition(line: 2, character: 21), end: LSPPosition(line: 2, character: 26)))
    }
}

@Suite("Hover")
struct HoverTests {
    static let source = MarkedSource("""
        app "Demo"
        platforms macOS, iPadOS
        menu "File" {
            item "😀 Duplicate" key: ‸cmd+sh‸ift+S‸
            item "Search" key: cmd+Sp‸ace
            item "Help" key: cmd+‸?
            item "Save As…" ro‸le: saveAs
            item "Nothing"‸
            submenu "Recent" role: open‸Recent {
                item "Clear Menu"
            }
            item "Print…" role: print key: no‸ne
        }
        contextmenu "Selection" {
            item role: copy key: no‸ne
        }

        """)

    func hover(_ marker: Int) -> JSONValue? {
        let client = makeClient(opening: Self.source.text)
        return client.result("textDocument/hover", client.at(Self.source[marker]))
    }

    @Test func onDecliningAShortcut() throws {
        let result = try #require(hover(8))
        #expect(result["contents"]?["value"] == "**No shortcut** — `key: none`\n\nDeclines **⌘P**, the standard shortcut `role: print` gives an item of the menu bar.")
        // A context menu's role gives no shortcut to decline.
        #expect(try #require(hover(9))["contents"]?["value"] == "**No shortcut** — `key: none`")
    }

    @Test func onAShortcut() throws {
        let result = try #require(hover(1))
        #expect(result["contents"]?["kind"] == "markdown")
        let text = try #require(result["contents"]?["value"]?.stringValue)
        #expect(text.contains("⇧⌘S"))
        #expect(text.contains("`cmd+shift+S`"))
        #expect(text.contains("Duplicate"))
        #expect(text.contains("Save As"))
        #expect(text.contains("`duplicate`") && text.contains("`saveAs`"))
        #expect(result["range"]?.range == LSPRange(start: Self.source[0], end: Self.source[2]))
    }

    @Test func onAReservedShortcut() throws {
        let text = try #require(hover(3)?["contents"]?["value"]?.stringValue)
        #expect(text.contains("⌘Space"))
        #expect(text.contains("Spotlight on macOS"))
        #expect(text.contains("Search on iPadOS"))
    }

    @Test func onAShiftedCharacter() throws {
        let text = try #require(hover(4)?["contents"]?["value"]?.stringValue)
        #expect(text.contains("⌘?"))
        #expect(text.contains("cmd+shift+/"))
        #expect(text.contains("Demo Help"))
    }

    @Test func onARole() throws {
        let result = try #require(hover(5))
        let text = try #require(result["contents"]?["value"]?.stringValue)
        #expect(text.contains("saveAs"))
        #expect(text.contains("Save As…"))
        #expect(text.contains("⇧⌘S"))
        #expect(text.contains("⌥⇧⌘S"))
    }

    @Test func onALayoutAndTheOtherMenus() throws {
        let source = MarkedSource("contextmenu \"Photo\" ‸layout: sm‸all‸ {\n}\n‸dockmenu {\n}\n")
        let client = makeClient(opening: source.text)
        let layout = try #require(client.result("textDocument/hover", client.at(source[1])))
        #expect(layout["range"]?.range == LSPRange(start: source[0], end: source[2]))
        #expect(layout["contents"]?["value"]?.stringValue?.hasPrefix("**layout: small** — iOS and iPadOS 16 and later") == true)
        let dock = try #require(client.result("textDocument/hover", client.at(source[3])))
        #expect(dock["contents"]?["value"]?.stringValue?.hasPrefix("**Dock menu** — macOS") == true)
    }

    @Test func onASubmenuRole() throws {
        let text = try #require(hover(7)?["contents"]?["value"]?.stringValue)
        #expect(text.contains("Open Recent"))
        #expect(text.contains("system fills"))
    }

    @Test func elsewhereIsNull() {
        #expect(hover(6) == .null)
    }

    /// A client that shows only plain text gets no Markdown escapes or
    /// emphasis; source text is quoted as in menuc's messages.
    @Test func inPlainTextForAClientThatAsksForIt() throws {
        let client = TestClient()
        client.initialize(capabilities: [
            "textDocument": [
                "hover": ["contentFormat": ["plaintext"]],
                "completion": ["completionItem": ["documentationFormat": ["plaintext", "markdown"]]],
            ],
        ])
        client.open(Self.source.text)
        let shortcut = try #require(client.result("textDocument/hover", client.at(Self.source[1]))?["contents"])
        #expect(shortcut == [
            "kind": "plaintext",
            "value": "⇧⌘S — 'cmd+shift+S'\n\nStandard shortcut for Duplicate or Save As (roles 'duplicate' and 'saveAs').",
        ])
        let role = try #require(client.result("textDocument/hover", client.at(Self.source[5]))?["contents"])
        #expect(role == [
            "kind": "plaintext",
            "value": .string("role 'saveAs' — a standard command\n\nStandard title: Save As…\n\n"
                + "Standard shortcut: ⇧⌘S ('cmd+shift+S'); also ⌥⇧⌘S ('cmd+shift+opt+S')\n\n"
                + "In the menu bar, an entry with this role and no 'key:' takes the standard shortcut."),
        ])
        // The same text for a client that prefers Markdown, in Markdown.
        let markdown = makeClient(opening: Self.source.text).result("textDocument/hover", client.at(Self.source[5]))?["contents"]
        #expect(markdown == [
            "kind": "markdown",
            "value": .string("**role `saveAs`** — a standard command\n\nStandard title: *Save As…*\n\n"
                + "Standard shortcut: **⇧⌘S** (`cmd+shift+S`); also **⌥⇧⌘S** (`cmd+shift+opt+S`)\n\n"
                + "In the menu bar, an entry with this role and no `key:` takes the standard shortcut."),
        ])
    }
}

@Suite("Document symbols")
struct DocumentSymbolTests {
    @Test func hierarchy() throws {
        let source = MarkedSource("""
            app "Demo"
            ‸menu ‸"😀 File"‸ {
                ‸item ‸"Open…"‸ key: cmd+O‸
                item role: about
                ---
                submenu "Recent" {
                    item "Clear"
                }
                toggle "Show Ruler" | "Hide Ruler" key: cmd+R
                choice "Grid" {
                    option "On" checked
                    option "Off"
                }
            }‸
            popup "Sort By" {
                option "Name" default
            }

            """)
        let client = makeClient(opening: source.text)
        let symbols = try #require(client.result("textDocument/documentSymbol", ["textDocument": client.document])?.arrayValue)
        #expect(symbols.map { $0["name"] } == ["😀 File", "Sort By"])

        let file = symbols[0]
        #expect(file["kind"] == 3)
        #expect(file["range"]?.range == LSPRange(start: source[0], end: source[7]))
        #expect(file["selectionRange"]?.range == source.range(1))
        let children = file["children"]?.array ?? []
        #expect(children.map { $0["name"] } == ["Open…", "About Demo", "Recent", "Show Ruler | Hide Ruler", "Grid"])
        #expect(children.map { $0["kind"] } == [12, 12, 2, 17, 10])
        #expect(children[0]["range"]?.range == LSPRange(start: source[3], end: source[6]))
        #expect(children[0]["selectionRange"]?.range == source.range(4))
        #expect(children[0]["detail"]?.stringValue?.contains("⌘O") == true)
        #expect(children[2]["children"]?.array.map { $0["name"] } == ["Clear"])
        let options = children[4]["children"]?.array ?? []
        #expect(options.map { $0["name"] } == ["On", "Off"])
        #expect(options.map { $0["kind"] } == [22, 22])

        #expect(symbols[1]["kind"] == 10)
        #expect(symbols[1]["children"]?.array.map { $0["kind"] } == [22])
    }

    /// An item's detail shows the shortcut its role gives it in the menu
    /// bar, and none that a context menu's role would not give.
    @Test func detailsShowTheShortcutsRolesGive() throws {
        let client = makeClient(opening: """
            menu "Edit" {
                item role: redo
                item role: undo key: none
            }
            contextmenu "Selection" {
                item role: copy
            }

            """)
        let symbols = try #require(client.result("textDocument/documentSymbol", ["textDocument": client.document])?.arrayValue)
        #expect(symbols.flatMap { $0["children"]?.array.map { $0["detail"] } ?? [] } == [
            "⇧⌘Z  role: redo", "role: undo", "role: copy",
        ])
        // Hide exists on the Mac only: an iPadOS file's item gets no ⌘H.
        let iPad = makeClient(opening: "platforms iPadOS\nmenu \"Demo\" {\n    item role: hide\n}\n")
        let iPadSymbols = try #require(iPad.result("textDocument/documentSymbol", ["textDocument": iPad.document])?.arrayValue)
        #expect(iPadSymbols.first?["children"]?.array.map { $0["detail"] } == ["role: hide"])
    }

    @Test func anOutlineCutsAVeryLongTitle() throws {
        let title = String(repeating: "Very Long ", count: 10_000)
        let client = makeClient(opening: "menu \"File\" {\n    item \"\(title)\"\n}\n")
        let symbols = try #require(client.result("textDocument/documentSymbol", ["textDocument": client.document])?.arrayValue)
        let name = try #require(symbols.first?["children"]?.array.first?["name"]?.stringValue)
        #expect(name == String(repeating: "Very Long ", count: 4) + "Very Long…")
    }

    @Test func theOtherMenusAndLayouts() throws {
        let client = makeClient(opening: """
            dockmenu {
                item "New Window"
            }
            activities "Photo" {
                activity "Add to Album"
            }
            contextmenu "Photo" layout: small {
                item "Copy"
            }

            """)
        let symbols = try #require(client.result("textDocument/documentSymbol", ["textDocument": client.document])?.arrayValue)
        #expect(symbols.map { $0["name"] } == ["dockmenu", "Photo", "Photo"])
        #expect(symbols.map { $0["detail"] } == ["Dock menu", "activities", "context menu  layout: small"])
        #expect(symbols[1]["children"]?.array.map { $0["detail"] } == ["activity"])
    }

    /// The protocol wants every name to have more than white space.
    @Test func blankTitlesAreNamedByTheirKeyword() throws {
        let client = makeClient(opening: "menu \" \" {\n    item \" \" id: y\n    toggle \"Grid\" | \" \"\n}\n")
        let symbols = try #require(client.result("textDocument/documentSymbol", ["textDocument": client.document])?.arrayValue)
        #expect(symbols.map { $0["name"] } == ["menu"])
        #expect(symbols.first?["children"]?.array.map { $0["name"] } == ["item", "Grid"])
    }
}

@Suite("Formatting")
struct FormattingTests {
    func format(_ text: String) -> JSONValue? {
        let client = makeClient(opening: text)
        return client.result("textDocument/formatting", [
            "textDocument": client.document, "options": ["tabSize": 4, "insertSpaces": true],
        ])
    }

    @Test func replacesTheWholeDocument() {
        let text = "menu \"File\" {\n  item \"Öffnen😀…\"   key: command+o\n\n\n  item \"Close\" key:cmd+w // close it\n}"
        let expected = "menu \"File\" {\n    item \"Öffnen😀…\" key: cmd+O\n\n    item \"Close\" key: cmd+W // close it\n}\n"
        #expect(format(text) == [[
            "range": LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 5, character: 1)).json,
            "newText": .string(expected),
        ]])
        // Formatted text needs no edit.
        #expect(format(expected) == [])
    }

    /// A file the formatter leaves as written is answered with an error
    /// saying why (an empty answer would say it is formatted already).
    @Test func syntaxErrorsAreAnsweredWithAnError() {
        let client = makeClient(opening: "menu \"File\" {\n  item \"Open\" key: cmd+\n")
        let answer = client.request("textDocument/formatting", ["textDocument": client.document, "options": [:]])
        #expect(answer.first?["error"] == [
            "code": -32803,
            "message": "not formatted: fix the syntax errors first; the first, on line 2: shortcut 'cmd+' has no key; end it with a key, as in 'cmd+S'",
        ])
    }

    @Test func aMovedSuppressionIsAnsweredWithAnError() {
        let client = makeClient(opening: "menu \"File\" { // menuc:disable-next-line title-case\n  item \"open\" }\n")
        let answer = client.request("textDocument/formatting", ["textDocument": client.document, "options": [:]])
        #expect(answer.first?["error"] == [
            "code": -32803,
            "message": .string("not formatted: formatting would move the line that the 'menuc:disable-next-line' on line 1 points at; "
                + "put the directive on a line of its own, right above what it silences"),
        ])
    }
}

@Suite("Range formatting")
struct RangeFormattingTests {
    static let text = """
        menu "File" {
          item "Open" key: command+o
              item "Close"   key:cmd+w // close it


          item "Quit" /* last */
        }
        menu "Edit" {
        item "Copy" key: cmd+c
        }
        """
    static let formatted = """
        menu "File" {
            item "Open" key: cmd+O
            item "Close" key: cmd+W // close it

            item "Quit" /* last */
        }

        menu "Edit" {
            item "Copy" key: cmd+C
        }

        """

    func format(_ text: String, lines: ClosedRange<Int>, endingAtNextLine: Bool = false) -> [JSONValue] {
        let client = makeClient(opening: text)
        let end = endingAtNextLine ? LSPPosition(line: lines.upperBound + 1, character: 0) : LSPPosition(line: lines.upperBound, character: 3)
        return client.result("textDocument/rangeFormatting", [
            "textDocument": client.document,
            "range": LSPRange(start: LSPPosition(line: lines.lowerBound, character: 2), end: end).json,
            "options": ["tabSize": 4, "insertSpaces": true],
        ])?.array ?? []
    }

    func lines(_ start: Int, _ end: Int) -> JSONValue {
        LSPRange(start: LSPPosition(line: start, character: 0), end: LSPPosition(line: end, character: 0)).json
    }

    @Test func onlyTheLinesOfTheRange() {
        #expect(format(Self.text, lines: 1...1) == [["range": lines(1, 2), "newText": "    item \"Open\" key: cmd+O\n"]])
        // A selection of whole lines ends at the start of the next line.
        #expect(format(Self.text, lines: 8...8, endingAtNextLine: true) == [["range": lines(8, 9), "newText": "    item \"Copy\" key: cmd+C\n"]])
        // The blank lines after "Close" go with it: both are formatted into
        // what comes between "Open" and "Quit".
        #expect(format(Self.text, lines: 3...3) == [["range": lines(2, 5), "newText": "    item \"Close\" key: cmd+W // close it\n\n"]])
    }

    /// The pieces of a range over the whole document are the formatting of it.
    @Test func theWholeDocumentIsTheWholeFormatting() {
        let edits = format(Self.text, lines: 0...9)
        #expect(edits.count == 6)
        #expect(applying(edits, to: Self.text) == Self.formatted)
        #expect(format(Self.formatted, lines: 0...10).isEmpty)
    }

    /// Formatting moves a comment before an entry to the end of its line,
    /// and a block comment over two lines goes with its line.
    @Test func commentsStayWithTheirLines() {
        let text = "menu \"F\" {\n    /* a */ item \"A\"\n    item \"B\" /* b\n  c */ key: cmd+B\n  item \"C\"\n}\n"
        let client = makeClient(opening: text)
        let whole = client.result("textDocument/formatting", ["textDocument": client.document, "options": [:]])?.array ?? []
        let formatted = applying(whole, to: text)
        for line in 0...5 {
            let edits = format(text, lines: line...line)
            // Formatting the rest afterwards gives the whole formatting.
            let partly = applying(edits, to: text)
            #expect(applying(format(partly, lines: 0...8), to: partly) == formatted, "line \(line)")
        }
        #expect(applying(format(text, lines: 0...5), to: text) == formatted)
    }

    @Test func syntaxErrorsAreAnsweredWithAnError() {
        let client = makeClient(opening: "menu \"File\" {\n  item \"Open\" key: cmd+\n")
        let answer = client.request("textDocument/rangeFormatting", [
            "textDocument": client.document, "range": LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 1, character: 0)).json,
            "options": [:],
        ])
        #expect(answer.first?["error"]?["code"] == -32803)
    }
}

@Suite("Code actions")
struct CodeActionTests {
    @Test func fixItsAreQuickFixes() throws {
        let source = MarkedSource("menu \"File\" {\n    item ‸\"😀 Op‸en...\"‸ key: cmd+O\n}\n")
        let client = makeClient(opening: source.text)
        let cursor = LSPRange(start: source[1], end: source[1])
        let actions = try #require(client.result("textDocument/codeAction", [
            "textDocument": client.document, "range": cursor.json, "context": ["diagnostics": []],
        ])?.arrayValue)
        let action = try #require(actions.first { $0["title"]?.stringValue == "replace '...' with '…'" })
        #expect(action["kind"] == "quickfix")
        #expect(action["diagnostics"]?[0]?["code"] == "ellipsis-character")
        let edits = try #require(action["edit"]?["changes"]?[client.uri]?.arrayValue)
        #expect(edits == [["range": LSPRange(start: source[0], end: source[2]).json, "newText": "\"😀 Open…\""]])
        // `    item "😀 Open..."`: the title spans UTF-16 columns 9 to 21.
        #expect(edits.first?["range"]?.range == LSPRange(start: LSPPosition(line: 1, character: 9), end: LSPPosition(line: 1, character: 21)))
    }

    /// Two diagnostics rewrite the title "save as...": only the first one's
    /// fix is preferred, so that applying the preferred fix is one edit. The
    /// fix of another title is preferred too.
    @Test func oneFixIsPreferredWhereFixesConflict() throws {
        let source = MarkedSource("menu \"File\" {\n    item ‸\"save as...\" key: cmd+shift+S\n    item \"Print...\"‸ key: cmd+P\n}\n")
        let client = makeClient(opening: source.text)
        let actions = try #require(client.result("textDocument/codeAction", [
            "textDocument": client.document, "range": source.range(0).json, "context": ["diagnostics": []],
        ])?.arrayValue)
        #expect(actions.map { [$0["title"] ?? .null, $0["isPreferred"] ?? .null] } == [
            ["replace '...' with '…'", true],
            ["write 'Save As...'", .null],
            ["replace '...' with '…'", true],
        ])
    }

    @Test func onlyDiagnosticsInTheRange() throws {
        let source = MarkedSource("‸menu \"File\" {‸\n    item \"Open...\" key: cmd+O\n}\n")
        let client = makeClient(opening: source.text)
        let actions = client.result("textDocument/codeAction", [
            "textDocument": client.document, "range": source.range(0).json, "context": ["diagnostics": []],
        ])
        #expect(actions == [])
        let refactors = client.result("textDocument/codeAction", [
            "textDocument": client.document,
            "range": LSPRange(start: LSPPosition(line: 1, character: 0), end: LSPPosition(line: 2, character: 0)).json,
            "context": ["diagnostics": [], "only": ["refactor"]],
        ])
        #expect(refactors == [])
    }
}

@Suite("Completion")
struct CompletionTests {
    func labels(_ marked: String) -> [String] {
        let source = MarkedSource(marked)
        let client = makeClient(opening: source.text)
        let items = client.result("textDocument/completion", client.at(source[0]))?.arrayValue ?? []
        return items.compactMap { $0["label"]?.stringValue }
    }

    @Test func rolesAfterRole() throws {
        let source = MarkedSource("menu \"File\" {\n    item \"😀\" role: ‸\n}\n")
        let client = makeClient(opening: source.text)
        let items = try #require(client.result("textDocument/completion", client.at(source[0]))?.arrayValue)
        let labels = items.compactMap { $0["label"]?.stringValue }
        #expect(labels.contains("about"))
        #expect(labels.contains("saveAs"))
        #expect(!labels.contains("openRecent"))
        let saveAs = try #require(items.first { $0["label"] == "saveAs" })
        #expect(saveAs["textEdit"]?["newText"] == "saveAs")
        #expect(saveAs["textEdit"]?["range"]?.range == LSPRange(start: source[0], end: source[0]))
        #expect(saveAs["detail"]?.stringValue?.contains("⇧⌘S") == true)
        #expect(saveAs["documentation"]?["kind"] == "markdown")
    }

    /// A role's documentation comes in the first format the client lists
    /// that the server writes.
    @Test func roleDocumentationInTheClientsFormat() throws {
        let source = MarkedSource("menu \"File\" {\n    item \"Q\" role: q‸\n}\n")
        let client = TestClient()
        client.initialize(capabilities: ["textDocument": ["completion": ["completionItem": ["documentationFormat": ["asciidoc", "plaintext", "markdown"]]]]])
        client.open(source.text)
        let items = try #require(client.result("textDocument/completion", client.at(source[0]))?.arrayValue)
        let quit = try #require(items.first { $0["label"] == "quit" })
        #expect(quit["documentation"]?["kind"] == "plaintext")
        #expect(quit["documentation"]?["value"]?.stringValue?.hasPrefix("role 'quit' — a standard command\n\nStandard title: Quit") == true)
    }

    @Test func partialRoleIsReplaced() throws {
        let source = MarkedSource("menu \"File\" {\n    item \"漢\" role: ‸sa‸\n}\n")
        let client = makeClient(opening: source.text)
        let items = try #require(client.result("textDocument/completion", client.at(source[1]))?.arrayValue)
        #expect(items.first { $0["label"] == "save" }?["textEdit"]?["range"]?.range == source.range(0))
    }

    @Test func submenuRoles() {
        #expect(labels("menu \"File\" {\n    submenu \"Recent\" role: ‸\n}\n") == [
            "autoFill", "writingTools", "continuityCamera", "moveAndResize", "fullScreenTile", "openRecent", "services",
            "share",
        ])
    }

    @Test func toggleRoles() {
        #expect(labels("menu \"View\" {\n    toggle \"Show Toolbar\" | \"Hide Toolbar\" role: ‸\n}\n") == [
            "bold", "italic", "underline", "toolbar", "sidebar", "tabBar", "showAllTabs", "statusBar", "ruler", "inspector",
            "fullScreen",
        ])
    }

    @Test func modifiersAndKeysAfterKey() {
        let start = labels("menu \"File\" {\n    item \"X\" key: ‸\n}\n")
        #expect(start == ["cmd", "shift", "opt", "ctrl", "fn", "none"])
        let afterCommand = labels("menu \"File\" {\n    item \"X\" key: cmd+‸\n}\n")
        #expect(!afterCommand.contains("cmd") && !afterCommand.contains("none"))
        #expect(afterCommand.contains("shift"))
        #expect(afterCommand.contains("return"))
        #expect(afterCommand.contains("f12"))
    }

    @Test func keywords() {
        let declarations = ["app", "platforms", "menu", "contextmenu", "pulldown", "popup", "dockmenu", "editmenu", "activities"]
        #expect(labels("‸") == declarations)
        #expect(labels("app \"X\"\nme‸") == declarations)
        #expect(labels("menu \"File\" {\n    ‸\n}\n") == ["item", "toggle", "choice", "submenu", "---", "alternate", "section", "dynamic"])
        #expect(labels("menu \"View\" {\n    section \"Sort By\" {\n        ‸\n    }\n}\n")
            == ["item", "toggle", "choice", "option", "submenu", "---", "alternate", "dynamic"])
        #expect(labels("menu \"File\" {\n    choice \"{Grid}\" { // {\n        ‸\n    }\n}\n") == ["option"])
        #expect(labels("popup \"Sort\" {\n    /* } */ ‸\n}\n") == ["option", "section", "---"])
    }

    @Test func attributesAfterATitle() {
        #expect(labels("menu \"File\" {\n    item \"X\" ‸\n}\n") == ["key:", "id:", "role:", "symbol:", "disabled", "destructive"])
        #expect(labels("menu \"File\" {\n    item \"X\" key: cmd+X disabled ‸\n}\n") == ["id:", "role:", "symbol:", "destructive"])
        #expect(labels("menu \"File\" {\n    toggle \"X\" ‸\n}\n") == ["key:", "id:", "role:", "symbol:", "checked", "disabled"])
        #expect(labels("popup \"Sort\" {\n    option \"X\" ‸\n}\n") == ["key:", "id:", "symbol:", "checked", "default", "disabled"])
    }

    @Test func theOtherMenus() {
        #expect(labels("activities \"Photo\" {\n    ‸\n}\n") == ["activity"])
        #expect(labels("activities \"Photo\" {\n    activity \"Add\" ‸\n}\n") == ["id:", "symbol:"])
        #expect(labels("dockmenu {\n    item \"X\" ‸\n}\n") == ["id:", "role:", "symbol:", "disabled", "destructive"])
        #expect(labels("contextmenu \"Photo\" ‸") == ["layout:"])
        #expect(labels("pulldown \"Sort\" layout: ‸") == ["small", "medium", "large"])
        #expect(labels("menu \"File\" ‸") == [])
    }

    @Test func platforms() {
        #expect(labels("platforms ‸") == ["macOS", "iPadOS", "iOS", "visionOS"])
        #expect(labels("platforms macOS, ‸") == ["iPadOS", "iOS", "visionOS"])
    }

    @Test func nothingInStringsAndComments() {
        #expect(labels("menu \"File\" {\n    item \"X ‸\n}\n") == [])
        #expect(labels("menu \"File\" {\n    // item ‸\n}\n") == [])
        #expect(labels("menu \"File\" {\n    item \"X\" id: ‸\n}\n") == [])
    }
}

@Suite("Alternates, sections and dynamic lists in the editor")
struct EntriesEditorTests {
    static let source = MarkedSource("""
        menu "File" {
            item "Close" key: cmd+W
            alternate "Close All" key: cmd+opt+W
            section "Sort By" {
                option "Name" checked
            }
        }
        menu "Window" {
            dynamic role: window‸List
            dynamic "Recently Visited" id: history
        }

        """)

    @Test func outline() throws {
        let client = makeClient(opening: Self.source.text)
        let symbols = try #require(client.result("textDocument/documentSymbol", ["textDocument": client.document])?.arrayValue)
        let file = symbols[0]["children"]?.array ?? []
        #expect(file.map { $0["name"] } == ["Close", "Close All", "Sort By"])
        #expect(file.map { $0["kind"] } == [12, 12, 3])
        #expect(file.map { $0["detail"] } == ["⌘W", "alternate  ⌥⌘W", "section"])
        #expect(file[2]["children"]?.array.map { $0["name"] } == ["Name"])
        let window = symbols[1]["children"]?.array ?? []
        #expect(window.map { $0["name"] } == ["Open Windows", "Recently Visited"])
        #expect(window.map { $0["kind"] } == [18, 18])
        #expect(window.map { $0["detail"] } == ["dynamic  role: windowList", "dynamic  id: history"])
    }

    @Test func hoverOnASystemList() throws {
        let client = makeClient(opening: Self.source.text)
        let result = try #require(client.result("textDocument/hover", client.at(Self.source[0])))
        #expect(result["contents"]?["value"] == """
            **role `windowList`** — a list the system fills at run time

            Holds: *Open Windows*

            Filled only in a menu of the menu bar.

            Exists on macOS only; on other platforms the entry is left out.
            """)
    }

    @Test func completion() {
        func labels(_ marked: String) -> [String] {
            let source = MarkedSource(marked)
            let client = makeClient(opening: source.text)
            let items = client.result("textDocument/completion", client.at(source[0]))?.arrayValue ?? []
            return items.compactMap { $0["label"]?.stringValue }
        }
        #expect(labels("menu \"Window\" {\n    dynamic role: ‸\n}\n") == ["windowList"])
        #expect(labels("menu \"Window\" {\n    dynamic ‸\n}\n") == ["role:", "id:"])
        #expect(labels("menu \"File\" {\n    alternate ‸\n}\n") == ["role:"])
        #expect(labels("menu \"File\" {\n    alternate role: close‸\n}\n").contains("closeAll"))
        #expect(labels("menu \"File\" {\n    alternate role: ‸\n}\n").contains("openRecent") == false)
    }
}
