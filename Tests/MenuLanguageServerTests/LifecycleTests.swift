import MenuJSON
import MenuLanguageServer
import Testing

@Suite("JSON-RPC and lifecycle")
struct LifecycleTests {
    @Test func initializeAnnouncesCapabilities() throws {
        let client = TestClient()
        let answer = client.request("initialize", ["capabilities": [:]])
        #expect(answer.count == 1)
        let result = try #require(answer.first?["result"])
        #expect(answer.first?["id"] == 1)
        let capabilities = try #require(result["capabilities"])
        #expect(capabilities["positionEncoding"] == "utf-16")
        #expect(capabilities["textDocumentSync"] == ["openClose": true, "change": 1, "save": ["includeText": false]])
        #expect(capabilities["documentRangeFormattingProvider"] == true)
        #expect(capabilities["hoverProvider"] == true)
        #expect(capabilities["documentSymbolProvider"] == true)
        #expect(capabilities["documentFormattingProvider"] == true)
        #expect(capabilities["codeActionProvider"]?["codeActionKinds"] == ["quickfix", "source.fixAll"])
        #expect(capabilities["completionProvider"] != nil)
        #expect(result["serverInfo"]?["name"] == "menuc")
        #expect(result["serverInfo"]?["version"] == "9.9.9")
        #expect(client.notify("initialized").isEmpty)
    }

    @Test func stringIDsAreEchoed() {
        let client = TestClient()
        let answer = client.send(["jsonrpc": "2.0", "id": "abc", "method": "initialize", "params": ["capabilities": [:]]])
        #expect(answer.first?["id"] == "abc")
    }

    @Test func requestsBeforeInitializeAreRefused() {
        let client = TestClient()
        let answer = client.request("textDocument/hover", client.at(LSPPosition(line: 0, character: 0)))
        #expect(answer.first?["error"]?["code"] == -32002)
        #expect(answer.first?["id"] == 1)
        // Notifications before initialize are dropped.
        #expect(client.open("menu \"File\" {\n}\n").isEmpty)
    }

    @Test func initializeTwiceIsAnError() {
        let client = makeClient()
        #expect(client.request("initialize", ["capabilities": [:]]).first?["error"]?["code"] == -32600)
    }

    @Test func shutdownThenExitExitsWithZero() {
        let client = makeClient()
        let answer = client.request("shutdown")
        #expect(answer.count == 1)
        #expect(answer.first?["result"] == .null)
        #expect(answer.first?["error"] == nil)
        #expect(!client.server.shouldExit)
        #expect(client.server.exitStatusAtEndOfInput == 0)
        // Requests after shutdown are errors; the server keeps running.
        #expect(client.request("textDocument/documentSymbol", ["textDocument": client.document]).first?["error"]?["code"] == -32600)
        #expect(client.notify("exit").isEmpty)
        #expect(client.server.shouldExit)
        #expect(client.server.exitStatus == 0)
    }

    @Test func exitWithoutShutdownExitsWithOne() {
        let client = makeClient()
        #expect(client.server.exitStatusAtEndOfInput == 1)
        client.notify("exit")
        #expect(client.server.exitStatus == 1)
    }

    @Test func exitBeforeInitializeExitsWithOne() {
        let client = TestClient()
        client.notify("exit")
        #expect(client.server.exitStatus == 1)
    }

    @Test(arguments: ["{", "{\"jsonrpc\":\"2.0\",\"id\":1,", "not json", "", "{\"a\":1,}", "\u{FEFF}{}"])
    func malformedJSONIsAParseErrorWithNullID(text: String) {
        let client = makeClient()
        let answer = client.sendRaw(frame(Array(text.utf8)))
        #expect(answer.count == 1)
        #expect(answer.first?["error"]?["code"] == -32700)
        #expect(answer.first?["id"] == .null)
        #expect(!client.server.shouldExit)
    }

    @Test func invalidUTF8IsAParseError() {
        let client = makeClient()
        let answer = client.sendRaw(frame([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]))
        #expect(answer.first?["error"]?["code"] == -32700)
    }

    @Test(arguments: ["[]", "[1,2]", "42", "\"text\"", "null", #"{"jsonrpc":"2.0","id":[1],"method":"shutdown"}"#, #"{"jsonrpc":"2.0","id":7}"#])
    func messagesThatAreNotRequestsAreInvalid(text: String) {
        let client = makeClient()
        let answer = client.sendRaw(frame(Array(text.utf8)))
        #expect(answer.count == 1)
        #expect(answer.first?["error"]?["code"] == -32600)
    }

    @Test func responsesFromTheClientAreIgnored() {
        let client = makeClient()
        #expect(client.send(["jsonrpc": "2.0", "id": 99, "result": nil]).isEmpty)
    }

    @Test func unknownMethodsAndNotifications() {
        let client = makeClient()
        let id = client.nextID
        let answer = client.request("textDocument/semanticTokens/full", ["textDocument": client.document])
        #expect(answer.first?["error"]?["code"] == -32601)
        #expect(answer.first?["id"]?.intValue == id)
        #expect(client.request("$/unknown").first?["error"]?["code"] == -32601)
        #expect(client.notify("workspace/didChangeConfiguration", ["settings": nil]).isEmpty)
        #expect(client.notify("$/cancelRequest", ["id": 1]).isEmpty)
        #expect(client.notify("made/up").isEmpty)
    }

    @Test func missingParamsAreInvalidParams() {
        let client = makeClient()
        for (method, params) in [
            ("textDocument/hover", nil),
            ("textDocument/hover", ["textDocument": client.document]),
            ("textDocument/hover", ["textDocument": client.document, "position": ["line": "zero", "character": 0]]),
            ("textDocument/hover", ["textDocument": ["uri": 5], "position": ["line": 0, "character": 0]]),
            ("textDocument/documentSymbol", [:]),
            ("textDocument/formatting", ["options": [:]]),
            ("textDocument/codeAction", ["textDocument": client.document]),
            ("textDocument/completion", ["textDocument": client.document, "position": ["line": 1.5, "character": 0]]),
        ] as [(String, JSONValue?)] {
            let answer = client.request(method, params)
            #expect(answer.first?["error"]?["code"] == -32602, "\(method) \(String(describing: params))")
        }
    }

    @Test func badNotificationsAreLoggedNotAnswered() {
        let client = makeClient()
        let messages = client.notify("textDocument/didOpen", ["textDocument": ["uri": "file:///x.menu"]])
        #expect(messages.count == 1)
        #expect(messages.first?["method"] == "window/logMessage")
        #expect(messages.first?["id"] == nil)
    }

    @Test func requestsForDocumentsThatAreNotOpenGetEmptyResults() {
        let client = makeClient()
        let position = LSPPosition(line: 0, character: 0)
        #expect(client.result("textDocument/hover", client.at(position)) == .null)
        #expect(client.result("textDocument/documentSymbol", ["textDocument": client.document]) == [])
        #expect(client.result("textDocument/formatting", ["textDocument": client.document, "options": [:]]) == [])
        #expect(client.result("textDocument/completion", client.at(position)) == [])
        #expect(client.result("textDocument/codeAction", [
            "textDocument": client.document, "range": LSPRange(start: position, end: position).json, "context": ["diagnostics": []],
        ]) == [])
        #expect(client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(client.uri), "version": 2], "contentChanges": [["text": "app \"X\""]],
        ]).allSatisfy { $0["method"] == "window/logMessage" })
        #expect(client.notify("textDocument/didClose", ["textDocument": client.document]).isEmpty)
    }

    @Test func positionsOutsideTheDocumentAreClamped() {
        let client = makeClient(opening: "menu \"File\" {\n    item \"Save\" key: cmd+S\n}\n")
        for (line, character) in [(-1, -1), (1, 10_000), (10_000, 0), (1_000_000_000, 1_000_000_000)] {
            let answer = client.request("textDocument/hover", client.at(LSPPosition(line: line, character: character)))
            #expect(answer.first?["error"] == nil)
            let completion = client.request("textDocument/completion", client.at(LSPPosition(line: line, character: character)))
            #expect(completion.first?["error"] == nil)
        }
    }
}
