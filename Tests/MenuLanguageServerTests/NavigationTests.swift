import MenuJSON
import MenuLanguageServer
import Testing

/// Definition, references, highlights and rename of command identifiers.
@Suite("Navigation")
struct NavigationTests {
    /// One command, `clearHistory`, written in two menus, and an edit-menu
    /// entry that derives the same identifier from its title.
    static let shared = MarkedSource("""
        menu "Safari" {
            ‸item‸ "Clear History…" id: ‸clearHistory‸ key: cmd+opt+K
            item "Open"
        }
        menu "History" {
            item ‸"Clear History…"‸ id: ‸clear‸History‸
        }
        editmenu "Selection" {
            item ‸"Clear History"‸ key: cmd+opt+K
        }

        """)

    func location(_ range: LSPRange, _ client: TestClient) -> JSONValue {
        ["uri": .string(client.uri), "range": range.json]
    }

    @Test func definitionGoesToTheFirstPlace() {
        let source = Self.shared
        let client = makeClient(opening: source.text)
        let first = location(source.range(2), client)
        // From the second `id:`, its title, the keyword of the first and the derived place.
        for position in [source[7], source[4], source[0], source[10]] {
            #expect(client.result("textDocument/definition", client.at(position)) == first)
        }
        // Not on a command: on the menu's title, or on `key:`.
        #expect(client.result("textDocument/definition", client.at(LSPPosition(line: 0, character: 7))) == .null)
        #expect(client.result("textDocument/definition", client.at(LSPPosition(line: 1, character: 48))) == .null)
    }

    @Test func referencesListEveryPlace() {
        let source = Self.shared
        let client = makeClient(opening: source.text)
        let all: JSONValue = [
            location(source.range(2), client),
            location(LSPRange(start: source[6], end: source[8]), client),
            location(source.range(9), client),
        ]
        #expect(client.result("textDocument/references", [
            "textDocument": client.document, "position": source[7].json, "context": ["includeDeclaration": true],
        ]) == all)
        #expect(client.result("textDocument/references", [
            "textDocument": client.document, "position": source[7].json, "context": ["includeDeclaration": false],
        ]) == .array(Array(all.array.dropFirst())))
    }

    @Test func highlightsMarkWrittenIdentifiersAsWrites() {
        let source = Self.shared
        let client = makeClient(opening: source.text)
        #expect(client.result("textDocument/documentHighlight", client.at(source[10])) == [
            ["range": source.range(2).json, "kind": 3],
            ["range": LSPRange(start: source[6], end: source[8]).json, "kind": 3],
            ["range": source.range(9).json, "kind": 2],
        ])
        #expect(client.result("textDocument/documentHighlight", client.at(LSPPosition(line: 2, character: 12))) == [
            ["range": LSPRange(start: LSPPosition(line: 2, character: 9), end: LSPPosition(line: 2, character: 15)).json, "kind": 2],
        ])
    }

    /// Both written `id:`s take the new name in one edit, and the entry that
    /// derived the identifier from its title gets `id:`, so that it stays a
    /// place of the command.
    @Test func renameChangesEveryPlace() {
        let source = Self.shared
        let client = makeClient(opening: source.text)
        let edit = client.result("textDocument/rename", [
            "textDocument": client.document, "position": source[4].json, "newName": "forgetHistory",
        ])
        #expect(edit == workspaceEdit(client.uri, [
            ["range": source.range(2).json, "newText": "forgetHistory"],
            ["range": LSPRange(start: source[6], end: source[8]).json, "newText": "forgetHistory"],
            ["range": LSPRange(start: LSPPosition(line: 8, character: 39), end: LSPPosition(line: 8, character: 39)).json,
             "newText": " id: forgetHistory"],
        ]))
    }

    @Test func prepareRenameGivesTheRangeUnderTheCursor() {
        let source = Self.shared
        let client = makeClient(opening: source.text)
        #expect(client.result("textDocument/prepareRename", client.at(source[7])) == [
            "range": LSPRange(start: source[6], end: source[8]).json, "placeholder": "clearHistory",
        ])
        #expect(client.result("textDocument/prepareRename", client.at(source[10])) == [
            "range": source.range(9).json, "placeholder": "clearHistory",
        ])
        #expect(client.result("textDocument/prepareRename", client.at(LSPPosition(line: 0, character: 2))) == .null)
    }

    func renameError(_ text: String, at position: LSPPosition, to newName: String) -> JSONValue? {
        let client = makeClient(opening: text)
        let answer = client.request("textDocument/rename", [
            "textDocument": client.document, "position": position.json, "newName": .string(newName),
        ])
        return answer.first?["error"]
    }

    @Test func renameRefusesAClash() {
        #expect(renameError(Self.shared.text, at: Self.shared[7], to: "open") == [
            "code": -32803,
            "message": "'open' already names the item 'Open'; choose another name, or write the same 'id:' by hand to make them one command",
        ])
    }

    @Test func renameRefusesWhatIsNoIdentifier() {
        for name in ["clear history", "1st", "", "a.b", "x//", "\u{FEFF}x"] {
            #expect(renameError(Self.shared.text, at: Self.shared[7], to: name)?["code"] == -32803, "\(name)")
        }
        #expect(renameError(Self.shared.text, at: Self.shared[7], to: "a-b") == [
            "code": -32803, "message": "'a-b' is not an identifier; write a letter or '_' followed by letters, digits and '_'",
        ])
        // Letters of any script, and a keyword (`id: menu` is fine).
        for name in ["打开", "_x1", "menu", "Éditer"] {
            #expect(renameError(Self.shared.text, at: Self.shared[7], to: name) == nil, "\(name)")
        }
    }

    /// A command whose identifier comes only from titles has no name to
    /// change; the answer says how to give it one.
    @Test func aDerivedIdentifierIsNotRenamed() {
        let source = MarkedSource("menu \"Edit\" {\n    item \"Co‸py\" key: cmd+C\n}\ncontextmenu \"Text\" {\n    item \"Copy\"\n}\n")
        let message = "'copy' is not written with 'id:' anywhere, it comes from the titles or roles of its entries; write 'id:' on them to name the command, then rename it"
        #expect(renameError(source.text, at: source[0], to: "duplicate") == ["code": -32803, "message": .string(message)])
        let client = makeClient(opening: source.text)
        #expect(client.request("textDocument/prepareRename", client.at(source[0])).first?["error"]?["message"] == .string(message))
        // Its places are still found.
        #expect(client.result("textDocument/references", [
            "textDocument": client.document, "position": source[0].json, "context": ["includeDeclaration": true],
        ])?.array.count == 2)
    }

    /// Toggles, options of a choice and alternates are commands too; the
    /// rename of an alternate's `id:` leaves the entry it stands in for alone.
    @Test func togglesOptionsAndAlternates() {
        let source = MarkedSource("""
            menu "View" {
                toggle "Show Ruler" | "Hide Ruler" id: ‸ruler‸
                choice "Zoom" {
                    option "Small" id: ‸small‸
                }
                item "Close" key: cmd+W
                alternate "Close All" key: cmd+opt+W id: ‸closeAll‸
            }
            contextmenu "Ruler" {
                toggle "Ruler" id: ‸ruler‸
                choice "Zoom" {
                    option "Small" id: ‸sm‸all‸
                }
            }

            """)
        let client = makeClient(opening: source.text)
        func references(_ position: LSPPosition) -> [JSONValue] {
            client.result("textDocument/references", [
                "textDocument": client.document, "position": position.json, "context": ["includeDeclaration": true],
            ])?.array ?? []
        }
        #expect(references(source[6]).compactMap { $0["range"]?.range } == [source.range(0), source.range(6)])
        #expect(references(source[9]).compactMap { $0["range"]?.range } == [source.range(2), LSPRange(start: source[8], end: source[10])])
        let edit = client.result("textDocument/rename", [
            "textDocument": client.document, "position": source[4].json, "newName": "closeEverything",
        ])
        #expect(edit == workspaceEdit(client.uri, [["range": source.range(4).json, "newText": "closeEverything"]]))
    }

    @Test func renameIsAdvertisedWithPrepareOnlyToClientsThatSendIt() {
        let plain = TestClient()
        #expect(plain.request("initialize", ["capabilities": [:]]).first?["result"]?["capabilities"]?["renameProvider"] == true)
        let preparing = TestClient()
        let capabilities = preparing.request("initialize", [
            "capabilities": ["textDocument": ["rename": ["prepareSupport": true]]],
        ]).first?["result"]?["capabilities"]
        #expect(capabilities?["renameProvider"] == ["prepareProvider": true])
        #expect(capabilities?["definitionProvider"] == true)
        #expect(capabilities?["referencesProvider"] == true)
        #expect(capabilities?["documentHighlightProvider"] == true)
    }

    /// References and highlights stop at the limit, as the outline does; a
    /// rename of more places is refused rather than done in part.
    @Test func aCommandWithMorePlacesThanTheLimit() {
        let count = 10_001
        let text = "contextmenu \"Many\" {\n" + String(repeating: "    item \"Again\" id: again\n", count: count) + "}\n"
        let client = makeClient(opening: text)
        let position = LSPPosition(line: 1, character: 25)
        #expect(client.result("textDocument/references", [
            "textDocument": client.document, "position": position.json, "context": ["includeDeclaration": true],
        ])?.array.count == 10_000)
        #expect(client.result("textDocument/documentHighlight", client.at(position))?.array.count == 10_000)
        let answer = client.request("textDocument/rename", [
            "textDocument": client.document, "position": position.json, "newName": "more",
        ])
        #expect(answer.first?["error"] == [
            "code": -32803,
            "message": "'again' has 10001 places, more than the 10000 a rename changes at once; rename it with a text editor's replace",
        ])
    }
}
