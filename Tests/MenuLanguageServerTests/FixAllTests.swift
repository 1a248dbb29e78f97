import MenuJSON
import MenuLanguageServer
import Testing

/// `source.fixAll`: what `menuc check --fix` does to the file, as one edit.
@Suite("Fix all")
struct FixAllTests {
    /// Two fix-its rewrite the title "save as...", one per round; comments stay.
    static let text = """
        menu "File" {
            item "Open..." key: cmd+O // open it
            /* keep */ item "save as..."
        }

        menu "Edit" {
            item "Copy" key: cmd+C
        }

        """

    func actions(_ text: String, only: JSONValue?) -> [JSONValue] {
        let client = makeClient(opening: text)
        var context: JSONValue = ["diagnostics": []]
        if let only, case .object(var object) = context {
            object["only"] = only
            context = .object(object)
        }
        return client.result("textDocument/codeAction", [
            "textDocument": client.document,
            "range": LSPRange(start: LSPPosition(line: 6, character: 0), end: LSPPosition(line: 6, character: 0)).json,
            "context": context,
        ])?.array ?? []
    }

    @Test func oneEditOfTheChangedLines() {
        let client = TestClient()
        #expect(actions(Self.text, only: ["source.fixAll"]) == [[
            "title": "Fix all menuc problems",
            "kind": "source.fixAll",
            "edit": workspaceEdit(client.uri, [[
                "range": LSPRange(start: LSPPosition(line: 1, character: 0), end: LSPPosition(line: 3, character: 0)).json,
                "newText": "    item \"Open…\" key: cmd+O // open it\n    /* keep */ item \"Save As…\"\n",
            ]]),
        ]])
        // Asked for every source action, or for the kind with a subkind.
        #expect(actions(Self.text, only: ["source"]).count == 1)
        #expect(actions(Self.text, only: ["source.fixAll.menuc"]).isEmpty)
    }

    /// It costs a check per round: not offered unless asked for by kind.
    @Test func notOfferedUnlessAskedFor() {
        #expect(actions(Self.text, only: nil).isEmpty)
        #expect(actions(Self.text, only: ["quickfix"]).isEmpty)
    }

    @Test func noActionWhenNothingIsToFix() {
        #expect(actions("menu \"Edit\" {\n    item \"Copy\" key: cmd+C\n}\n", only: ["source.fixAll"]).isEmpty)
    }

    /// As with `check --fix`, fixes that would leave a file parsing worse are
    /// not taken, and the rest are.
    @Test func aFileWithSyntaxErrorsTakesFixesThatLeaveFewerErrors() throws {
        let found = actions("menu \"File\" {\n    item \"Open...\" key: \"cmd+O\"\n}\n", only: ["source.fixAll"])
        let edits = try #require(found.first?["edit"]?["changes"]?[TestClient().uri]?.arrayValue)
        #expect(edits == [[
            "range": LSPRange(start: LSPPosition(line: 1, character: 0), end: LSPPosition(line: 2, character: 0)).json,
            "newText": "    item \"Open…\" key: cmd+O\n",
        ]])
    }
}
