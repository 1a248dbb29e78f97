import MenuJSON
import MenuLanguageServer
import Testing

@Suite("Large documents and cancellation")
struct LargeDocumentTests {
    /// Menus of twenty items and a submenu each, to about `size` bytes.
    static func generated(size: Int) -> String {
        var text = "app \"Big\"\nplatforms macOS\n\n"
        var menu = 0
        while text.utf8.count < size {
            text += "menu \"Menu \(menu)\" {\n"
            for item in 0..<20 { text += "    item \"Item \(menu) \(item)\"\n" }
            text += "    submenu \"More\" {\n        item \"Deep\"\n    }\n}\n\n"
            menu += 1
        }
        return text
    }

    static func count(_ symbols: [JSONValue]) -> Int {
        symbols.reduce(0) { $0 + 1 + count($1["children"]?.array ?? []) }
    }

    /// The outline of a large document stops at the limit, in source order,
    /// and takes time in proportion to the limit, not the document. The time
    /// limit guards against a hang, not a speed target.
    @Test func theOutlineOfALargeDocumentIsBounded() throws {
        let client = makeClient(opening: Self.generated(size: 1 << 20))
        let clock = ContinuousClock()
        var result: JSONValue?
        let elapsed = clock.measure {
            result = client.result("textDocument/documentSymbol", ["textDocument": client.document])
        }
        let symbols = try #require(result?.arrayValue)
        #expect(Self.count(symbols) == 10_000)
        // 23 symbols a menu: the last is cut off among its items.
        #expect(symbols.count == 435)
        #expect(symbols.last?["name"]?.stringValue == "Menu 434")
        #expect(symbols.last?["children"]?.array.count == 10_000 - 434 * 23 - 1)
        #expect(symbols.first?["children"]?.array.first?.serialized(pretty: false)
            == #"{"name":"Item 0 0","kind":12,"range":{"start":{"line":4,"character":4},"end":{"line":4,"character":19}},"selectionRange":{"start":{"line":4,"character":9},"end":{"line":4,"character":19}},"children":[]}"#)
        #expect(elapsed < .seconds(20))
    }

    /// Positions on one long line holding many diagnostics and characters
    /// outside ASCII are UTF-16 columns, each counted from the line's start.
    @Test func manyDiagnosticsOnALineWithNonASCIICharacters() {
        let line = "    " + (0..<300).map { "item \"é😀\($0)\" ;" }.joined(separator: " ")
        let client = makeClient()
        let diagnostics = client.open("menu \"A\" {\n" + line + "\n}\n")
        var expected: [LSPPosition] = []
        var column = 0
        for character in line {
            if character == ";" { expected.append(LSPPosition(line: 1, character: column)) }
            column += character.utf16.count
        }
        let found = diagnostics.filter { $0["code"]?.stringValue == "unexpected-character" }.compactMap { $0["range"]?["start"]?.position }
        #expect(found.count > 100)
        #expect(found == Array(expected.prefix(found.count)))
    }

    /// A request cancelled while it waited behind others is answered with
    /// RequestCancelled; the others are answered as usual.
    @Test func aQueuedRequestCancelledIsNotHandled() {
        let client = makeClient(opening: "menu \"A\" {\n    item \"B\"\n}\n")
        let messages = [
            #"{"jsonrpc":"2.0","id":7,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"\#(client.uri)"}}}"#,
            #"{"jsonrpc":"2.0","id":"eight","method":"textDocument/hover","params":{"textDocument":{"uri":"\#(client.uri)"},"position":{"line":1,"character":5}}}"#,
            #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":"eight"}}"#,
            #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":99}}"#,
        ]
        let replies = client.sendRaw(messages.flatMap { frame(Array($0.utf8)) })
        #expect(replies.map { "\($0["id"]?.serialized(pretty: false) ?? "-") \($0["error"]?.serialized(pretty: false) ?? "result")" } == [
            "7 result",
            #""eight" {"code":-32800,"message":"the request was cancelled"}"#,
        ])
    }

    /// A cancellation that arrives after its request was answered needs nothing.
    @Test func aCancellationAfterTheAnswerIsIgnored() {
        let client = makeClient(opening: "menu \"A\" {\n    item \"B\"\n}\n")
        #expect(client.request("textDocument/documentSymbol", ["textDocument": client.document]).count == 1)
        #expect(client.notify("$/cancelRequest", ["id": 2]) == [])
    }
}
