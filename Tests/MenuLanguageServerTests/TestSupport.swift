import MenuJSON
import MenuLanguageServer
import Testing

/// A source with markers (`‸`) where positions of interest are; the markers
/// are removed and their LSP positions (0-based line, UTF-16 column) computed
/// independently of the server's own conversion.
struct MarkedSource {
    static let marker: Character = "‸"

    let text: String
    let positions: [LSPPosition]

    init(_ marked: String) {
        var text = ""
        var positions: [LSPPosition] = []
        var line = 0
        var column = 0
        for character in marked {
            if character == Self.marker {
                positions.append(LSPPosition(line: line, character: column))
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 0
            } else {
                column += character.utf16.count
            }
        }
        self.text = text
        self.positions = positions
    }

    subscript(index: Int) -> LSPPosition { positions[index] }

    /// The range between markers `start` and `start + 1`.
    func range(_ start: Int) -> LSPRange { LSPRange(start: positions[start], end: positions[start + 1]) }
}

extension LSPPosition {
    var json: JSONValue { ["line": .number(Double(line)), "character": .number(Double(character))] }
}

extension LSPRange {
    var json: JSONValue { ["start": start.json, "end": end.json] }
}

extension JSONValue {
    /// A position read back from the server's JSON.
    var position: LSPPosition? {
        guard let line = self["line"]?.intValue, let character = self["character"]?.intValue else { return nil }
        return LSPPosition(line: line, character: character)
    }

    var range: LSPRange? {
        guard let start = self["start"]?.position, let end = self["end"]?.position else { return nil }
        return LSPRange(start: start, end: end)
    }

    var array: [JSONValue] { arrayValue ?? [] }
}

/// Talks to an in-process server through the framer, as the executable does.
final class TestClient {
    let server: LanguageServer

    init(server: LanguageServer = LanguageServer(version: "9.9.9")) {
        self.server = server
    }

    var framer = MessageFramer()
    var nextID = 1
    let uri = "file:///tmp/Test%20Menus/Demo.menu"

    /// Frames `bytes`, runs them through a framer and the server, and returns
    /// the parsed outgoing messages.
    func sendRaw(_ bytes: [UInt8]) -> [JSONValue] {
        var outgoing: [JSONValue] = []
        do {
            for body in server.handle(framer.feed(bytes)) {
                // What the server writes must be framable and parse as JSON.
                var readBack = MessageFramer()
                guard case .message(let again)? = readBack.feed(frame(body)).first,
                      let value = try? JSONParser.parse(again)
                else {
                    Issue.record("server wrote invalid JSON: \(String(decoding: body, as: UTF8.self))")
                    continue
                }
                outgoing.append(value)
            }
        }
        return outgoing
    }

    func send(_ message: JSONValue) -> [JSONValue] {
        sendRaw(frame(Array(message.serialized(pretty: false).utf8)))
    }

    /// Sends a request and returns every message the server wrote back.
    @discardableResult
    func request(_ method: String, _ params: JSONValue? = nil) -> [JSONValue] {
        let id = nextID
        nextID += 1
        var message: JSONValue = ["jsonrpc": "2.0", "id": .number(Double(id)), "method": .string(method)]
        if let params, case .object(var object) = message {
            object["params"] = params
            message = .object(object)
        }
        return send(message)
    }

    /// The result of a request (nil when the answer was not a result).
    func result(_ method: String, _ params: JSONValue? = nil) -> JSONValue? {
        request(method, params).first { $0["id"] != nil }?["result"]
    }

    @discardableResult
    func notify(_ method: String, _ params: JSONValue = [:]) -> [JSONValue] {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    @discardableResult
    func initialize(capabilities: JSONValue = [:]) -> [JSONValue] {
        let answer = request("initialize", ["processId": nil, "rootUri": nil, "capabilities": capabilities])
        notify("initialized")
        return answer
    }

    /// Opens a document; returns the diagnostics published for it.
    @discardableResult
    func open(_ text: String, version: Int = 1) -> [JSONValue] {
        let messages = notify("textDocument/didOpen", [
            "textDocument": ["uri": .string(uri), "languageId": "menu", "version": .number(Double(version)), "text": .string(text)],
        ])
        return Self.diagnostics(in: messages)
    }

    static func diagnostics(in messages: [JSONValue]) -> [JSONValue] {
        messages.first { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }?["params"]?["diagnostics"]?.array ?? []
    }

    var document: JSONValue { ["uri": .string(uri)] }

    func at(_ position: LSPPosition) -> JSONValue {
        ["textDocument": document, "position": position.json]
    }
}

/// A started, initialized client with a document open.
func makeClient(opening text: String? = nil) -> TestClient {
    let client = TestClient()
    client.initialize()
    if let text { client.open(text) }
    return client
}

/// A WorkspaceEdit of one document's edits.
func workspaceEdit(_ uri: String, _ edits: JSONValue) -> JSONValue {
    ["changes": .object(JSONObject([(uri, edits)]))]
}

/// `text` with LSP TextEdits applied (UTF-16 positions; the edits do not overlap).
func applying(_ edits: [JSONValue], to text: String) -> String {
    var units = Array(text.utf16)
    func offset(_ position: LSPPosition) -> Int {
        var line = 0
        var index = 0
        while line < position.line, index < units.count {
            if units[index] == 10 { line += 1 }
            index += 1
        }
        return index + position.character
    }
    let sorted = edits.sorted { ($0["range"]?.range?.start.line ?? 0, $0["range"]?.range?.start.character ?? 0) > ($1["range"]?.range?.start.line ?? 0, $1["range"]?.range?.start.character ?? 0) }
    for edit in sorted {
        guard let range = edit["range"]?.range, let newText = edit["newText"]?.stringValue else { continue }
        units.replaceSubrange(offset(range.start)..<offset(range.end), with: Array(newText.utf16))
    }
    return String(decoding: units, as: UTF16.self)
}
