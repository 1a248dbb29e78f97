import MenuFuzzing
import MenuJSON
import MenuLanguageServer
import Testing

@Suite("Robustness")
struct RobustnessTests {
    static let document = """
        // Demo.menu
        app "Demo 😀"
        platforms macOS, iPadOS

        menu "Demo" {
            item role: about
            ---
            item "Settings…" key: cmd+, role: settings
            item "Quit Demo" key: cmd+Q role: quit
        }

        menu "File 漢字" {
            item "New" key: cmd+N id: newDocument
            item "Open..." key: cmd+O
            submenu "Open Recent" role: openRecent {
                item "Clear Menu"
            }
            toggle "Show Ruler" | "Hide Ruler" key: cmd+R
            choice "Grid" {
                option "Grid On" checked
                option "Grid Off"
            }
            /* a /* nested */ comment */
        }

        popup "Sort By" {
            option "Name" default
            option "Date" default
        }

        """

    /// Mutated documents and requests at every kind of position: every
    /// answer is a result or an error, never a crash.
    @Test func mutatedDocumentsAndRandomPositions() {
        var random = SplitMix64(state: 2024)
        let client = makeClient()
        let pieces = ["{", "}", "\"", "key:", "role:", " ", "\n", "cmd+", "😀", "漢", "---", "/*", "*/", "//", "|", ",", "\r\n", "\u{FEFF}", "item", "\\"]
        var text = Self.document
        client.open(text)
        for version in 2..<250 {
            // Insert or delete something somewhere.
            var characters = Array(text)
            let index = Int.random(in: 0...characters.count, using: &random)
            if Bool.random(using: &random), !characters.isEmpty {
                let end = min(characters.count, index + Int.random(in: 1...6, using: &random))
                characters.removeSubrange(min(index, characters.count - 1)..<end)
            } else {
                characters.insert(contentsOf: pieces.randomElement(using: &random) ?? "", at: index)
            }
            text = String(characters)
            let published = client.notify("textDocument/didChange", [
                "textDocument": ["uri": .string(client.uri), "version": .number(Double(version))],
                "contentChanges": [["text": .string(text)]],
            ])
            #expect(published.count == 1)

            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for _ in 0..<4 {
                let line = Int.random(in: -1...(lines.count + 1), using: &random)
                let character = Int.random(in: -1...60, using: &random)
                let position = LSPPosition(line: line, character: character)
                for method in [
                    "textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references",
                    "textDocument/documentHighlight", "textDocument/prepareRename",
                ] {
                    let answer = client.request(method, client.at(position))
                    #expect(answer.count == 1 && answer.first?["result"] != nil || answer.first?["error"]?["code"] == -32803,
                            "\(method) at \(position) in \(text)")
                }
                let renamed = client.request("textDocument/rename", [
                    "textDocument": client.document, "position": position.json, "newName": "renamed",
                ])
                #expect(renamed.count == 1 && renamed.first?["result"] != nil || renamed.first?["error"]?["code"] == -32803)
                let other = LSPPosition(line: Int.random(in: 0...lines.count, using: &random), character: Int.random(in: 0...40, using: &random))
                let actions = client.request("textDocument/codeAction", [
                    "textDocument": client.document, "range": LSPRange(start: position, end: other).json, "context": ["diagnostics": []],
                ])
                #expect(actions.first?["result"]?.arrayValue != nil)
                // Formatting a range answers edits, or says why there are none.
                let formatted = client.request("textDocument/rangeFormatting", [
                    "textDocument": client.document, "range": LSPRange(start: position, end: other).json, "options": [:],
                ])
                #expect(formatted.first?["result"]?.arrayValue != nil || formatted.first?["error"]?["code"] == -32803)
            }
            #expect(client.result("textDocument/documentSymbol", ["textDocument": client.document])?.arrayValue != nil)
            let formatted = client.request("textDocument/formatting", ["textDocument": client.document, "options": [:]])
            #expect(formatted.first?["result"]?.arrayValue != nil || formatted.first?["error"]?["code"] == -32803)
        }
    }

    /// Random bytes, random JSON shapes: the server answers or stays silent.
    @Test func randomInput() {
        var random = SplitMix64(state: 7)
        let client = makeClient()
        let fragments = [#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":"#, #"{"textDocument":{"uri":1}}"#,
                         #"[1,{"a":null}]"#, "}", "{", #""position""#, ":", ",", "null", "-1e999", "1.5", #""\ud800""#,
                         "Content-Length: 5\r\n\r\n", "\r\n", "😀"]
        for _ in 0..<400 {
            var body = ""
            for _ in 0..<Int.random(in: 1...6, using: &random) { body += fragments.randomElement(using: &random) ?? "" }
            _ = client.sendRaw(frame(Array(body.utf8)))
            var noise: [UInt8] = []
            for _ in 0..<Int.random(in: 0...20, using: &random) { noise.append(UInt8.random(in: 0...255, using: &random)) }
            _ = client.sendRaw(noise)
        }
        // The server itself is still in working order.
        #expect(!client.server.shouldExit)
        let answer = client.server.handle(Array(#"{"jsonrpc":"2.0","id":"last","method":"shutdown"}"#.utf8))
        #expect(answer.count == 1)
        #expect((try? JSONParser.parse(answer.first ?? []))?["result"] == .null)
    }

    @Test(arguments: [
        #"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///tmp/Test%20Menus/Demo.menu"},"position":{"line":1e300,"character":-1e300}}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///tmp/Test%20Menus/Demo.menu"},"position":{"line":9223372036854775807,"character":9223372036854775807}}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///tmp/Test%20Menus/Demo.menu"},"range":{"start":{"line":5,"character":3},"end":{"line":0,"character":0}},"context":{}}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"textDocument/formatting","params":[1,2,3]}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"textDocument/documentSymbol","params":null}"#,
    ])
    func oddParameters(text: String) {
        let client = makeClient(opening: Self.document)
        let answer = client.sendRaw(frame(Array(text.utf8)))
        #expect(answer.count == 1)
        #expect(answer.first?["id"] == 1)
        #expect(answer.first?["result"] != nil || answer.first?["error"]?["code"] == -32602)
    }

    @Test func oddChanges() {
        let client = makeClient(opening: Self.document)
        // A range past the end, a reversed range, a change without text.
        for change: JSONValue in [
            ["range": LSPRange(start: LSPPosition(line: 500, character: 0), end: LSPPosition(line: 600, character: 9)).json, "text": "x"],
            ["range": LSPRange(start: LSPPosition(line: 3, character: 9), end: LSPPosition(line: 1, character: 0)).json, "text": "😀"],
            ["range": LSPRange(start: LSPPosition(line: 1, character: 7), end: LSPPosition(line: 1, character: 8)).json, "text": ""],
            ["rangeLength": 3],
        ] {
            let messages = client.notify("textDocument/didChange", [
                "textDocument": ["uri": .string(client.uri), "version": 9], "contentChanges": [change],
            ])
            #expect(messages.count == 1)
        }
    }
}
