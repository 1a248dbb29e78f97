import MenuJSON
import MenuLanguageServer

/// What must hold for the language server, whatever a client sends: every
/// message it sends back is a JSON-RPC object of bounded size, every request
/// of a well-framed stream is answered exactly once, and every range it
/// reports lies in the document, a symbol's selection inside its range.
///
/// The input is read as a session of one client, its parts separated by NUL
/// bytes: the first part is the text of the document opened after
/// `initialize`; each later part is an operation, chosen by its first byte,
/// on the rest of its bytes (a new text, a position, a raw message body or
/// raw bytes for the framer). The session ends with `shutdown` and `exit`.
/// The operations are listed in `Session.perform` and Tests/Fuzz/README.md.
public enum LanguageServerInvariants {
    public static let uri = "file:///fuzz/Input.menu"
    /// Operations after this many are ignored: each may check the whole
    /// document again, and a session's time should grow with its size, not
    /// with its size squared, for the fuzzer's timeout to mean something.
    public static let maximumOperations = 64

    public static func violations(in bytes: [UInt8]) -> [String] {
        var session = Session(inputSize: bytes.count)
        let parts = bytes.split(separator: 0, omittingEmptySubsequences: false)
        session.request("initialize", ["processId": .null, "rootUri": .null, "capabilities": [:]])
        session.notify("initialized", [:])
        session.open(Array(parts[0]))
        for part in parts.dropFirst().prefix(maximumOperations) { session.perform(Array(part)) }
        session.request("shutdown", .null)
        session.notify("exit", .null)
        session.finish()
        return session.failures
    }

    struct Session {
        let server = LanguageServer()
        var framer = MessageFramer()
        let inputSize: Int
        var failures: [String] = []
        var nextID = 1
        /// Requests sent and not yet answered, by id. Their ids are strings
        /// that start with `idPrefix`; raw bodies may use any other.
        var pending: [String: String] = [:]
        static let idPrefix = "menuc-fuzz-"
        /// The document's text as the server should have it; nil after an
        /// edit by range or raw input, when it is no longer known here.
        var text: [UInt8]? = []
        /// Whether raw bytes went into the stream: from then on, a request
        /// may be taken into a body the raw bytes began.
        var isDisturbed = false

        init(inputSize: Int) { self.inputSize = inputSize }

        var document: JSONValue { ["uri": .string(LanguageServerInvariants.uri)] }

        mutating func perform(_ part: [UInt8]) {
            guard let operation = part.first else { return }
            let argument = Array(part.dropFirst())
            switch operation % 13 {
            case 0: change(to: argument)
            case 1: changeRange(argument)
            case 2: request("textDocument/hover", ["textDocument": document, "position": position(argument, at: 0)])
            case 3: request("textDocument/completion", ["textDocument": document, "position": position(argument, at: 0)])
            case 4: request("textDocument/documentSymbol", ["textDocument": document])
            case 5: request("textDocument/formatting", ["textDocument": document, "options": ["tabSize": 4, "insertSpaces": true]])
            case 6:
                request("textDocument/codeAction", [
                    "textDocument": document,
                    "range": ["start": position(argument, at: 0), "end": position(argument, at: 3)],
                    "context": ["diagnostics": []],
                ])
            case 7:
                text = argument
                notify("textDocument/didSave", ["textDocument": document, "text": .string(String(decoding: argument, as: UTF8.self))])
            case 8:
                notify("textDocument/didClose", ["textDocument": document])
            case 9: open(argument)
            case 10:
                // A body that copies one of our ids may answer in its place.
                if argument.firstRange(of: Array(Self.idPrefix.utf8)) != nil { isDisturbed = true }
                feed(frame(argument))
            case 11:
                isDisturbed = true
                feed(argument)
            default:
                // A request fed a few bytes at a time, as reads may deliver it.
                let id = newID()
                pending[id] = "textDocument/documentSymbol"
                let body: JSONValue = ["jsonrpc": "2.0", "id": .string(id), "method": "textDocument/documentSymbol", "params": ["textDocument": document]]
                let stream = frame(Array(body.serialized(pretty: false).utf8))
                let step = Int(argument.first ?? 0) % 7 + 1
                var start = 0
                while start < stream.count {
                    feed(stream[start..<min(start + step, stream.count)])
                    start += step
                }
            }
        }

        /// A position from three bytes: a line (two bytes) and a column,
        /// each starting at -2 so that negative ones occur too.
        func position(_ bytes: [UInt8], at index: Int) -> JSONValue {
            func byte(_ offset: Int) -> Int { index + offset < bytes.count ? Int(bytes[index + offset]) : 0 }
            return ["line": .int((byte(0) << 8 | byte(1)) - 2), "character": .int(byte(2) - 2)]
        }

        mutating func open(_ bytes: [UInt8]) {
            text = bytes
            notify("textDocument/didOpen", ["textDocument": [
                "uri": .string(LanguageServerInvariants.uri), "languageId": "menu", "version": 1,
                "text": .string(String(decoding: bytes, as: UTF8.self)),
            ]])
        }

        mutating func change(to bytes: [UInt8]) {
            text = bytes
            notify("textDocument/didChange", [
                "textDocument": ["uri": .string(LanguageServerInvariants.uri), "version": .int(nextID)],
                "contentChanges": [["text": .string(String(decoding: bytes, as: UTF8.self))]],
            ])
        }

        mutating func changeRange(_ bytes: [UInt8]) {
            text = nil
            let replacement = String(decoding: bytes.dropFirst(min(6, bytes.count)), as: UTF8.self)
            notify("textDocument/didChange", [
                "textDocument": ["uri": .string(LanguageServerInvariants.uri), "version": .int(nextID)],
                "contentChanges": [["range": ["start": position(bytes, at: 0), "end": position(bytes, at: 3)], "text": .string(replacement)]],
            ])
        }

        mutating func request(_ method: String, _ params: JSONValue) {
            let id = newID()
            pending[id] = method
            send(["jsonrpc": "2.0", "id": .string(id), "method": .string(method), "params": params])
        }

        mutating func newID() -> String {
            nextID += 1
            return Self.idPrefix + String(nextID)
        }

        mutating func notify(_ method: String, _ params: JSONValue) {
            send(["jsonrpc": "2.0", "method": .string(method), "params": params])
        }

        mutating func send(_ message: JSONValue) {
            feed(frame(Array(message.serialized(pretty: false).utf8)))
        }

        mutating func feed(_ bytes: some Collection<UInt8>) {
            for output in framer.feed(bytes) {
                for body in server.handle(output) { check(body) }
            }
        }

        /// Every request sent on a stream without raw bytes has its answer.
        mutating func finish() {
            if !isDisturbed, !pending.isEmpty {
                failures.append("no answer to \(pending.sorted { $0.key < $1.key }.map { "\($0.value) (\($0.key))" }.joined(separator: ", "))")
            }
            if !isDisturbed, server.exitStatus != 0 {
                failures.append("the server's exit status after shutdown and exit is \(server.exitStatus.map(String.init) ?? "unset")")
            }
        }

        // MARK: Checks

        /// The longest message the server may send for an input of this size.
        var maximumMessageSize: Int { 64 * inputSize + 64 * 1024 }

        mutating func check(_ body: [UInt8]) {
            if body.count > maximumMessageSize {
                failures.append("a message of \(body.count) bytes for an input of \(inputSize)")
            }
            guard case .object(let message)? = try? JSONParser.parse(body) else {
                failures.append("a message that is not a JSON object: \(String(decoding: body.prefix(200), as: UTF8.self))")
                return
            }
            if message["jsonrpc"] != "2.0" { failures.append("a message without \"jsonrpc\": \"2.0\"") }
            if let method = message["method"]?.stringValue {
                if method == "textDocument/publishDiagnostics" {
                    for diagnostic in message["params"]?["diagnostics"]?.arrayValue ?? [] {
                        checkRange(diagnostic["range"], of: "a diagnostic")
                    }
                }
                return
            }
            let hasResult = message["result"] != nil
            if hasResult == (message["error"] != nil) { failures.append("a response with both or neither of result and error") }
            guard let id = message["id"]?.stringValue, id.hasPrefix(Self.idPrefix) else { return }
            guard let method = pending.removeValue(forKey: id) else {
                if !isDisturbed { failures.append("a second answer to the request \(id)") }
                return
            }
            guard let result = message["result"] else { return }
            switch method {
            case "textDocument/documentSymbol":
                for symbol in result.arrayValue ?? [] { checkSymbol(symbol) }
            case "textDocument/formatting":
                for edit in result.arrayValue ?? [] { checkRange(edit["range"], of: "a formatting edit") }
            default:
                break
            }
        }

        mutating func checkSymbol(_ symbol: JSONValue) {
            guard let range = lspRange(symbol["range"]), let selection = lspRange(symbol["selectionRange"]) else {
                failures.append("a symbol without range or selectionRange")
                return
            }
            checkRange(symbol["range"], of: "a symbol")
            if selection.start < range.start || range.end < selection.end {
                failures.append("the symbol \(symbol["name"]?.stringValue ?? "?")'s selectionRange \(selection) is not inside its range \(range)")
            }
            for child in symbol["children"]?.arrayValue ?? [] {
                checkSymbol(child)
                if let childRange = lspRange(child["range"]), childRange.start < range.start || range.end < childRange.end {
                    failures.append("a child of the symbol \(symbol["name"]?.stringValue ?? "?") lies outside it")
                }
            }
        }

        /// A range is ordered, not negative, and inside the document when its
        /// text is known.
        mutating func checkRange(_ value: JSONValue?, of what: String) {
            guard let range = lspRange(value) else {
                failures.append("\(what) without a valid range")
                return
            }
            if range.start.line < 0 || range.start.character < 0 || range.end < range.start {
                failures.append("\(what) has the range \(range)")
            }
            if let text {
                // Upper bounds: every CR and LF counted as a line end.
                let lines = text.count(where: { $0 == 10 || $0 == 13 }) + 1
                let columns = String(decoding: text, as: UTF8.self).utf16.count
                if range.end.line >= lines || range.end.character > columns {
                    failures.append("\(what) has the range \(range), past the end of the document")
                }
            }
        }

        func lspRange(_ value: JSONValue?) -> Span? {
            guard let start = lspPosition(value?["start"]), let end = lspPosition(value?["end"]) else { return nil }
            return Span(start: start, end: end)
        }

        func lspPosition(_ value: JSONValue?) -> Point? {
            guard let line = value?["line"]?.intValue, let character = value?["character"]?.intValue else { return nil }
            return Point(line: line, character: character)
        }
    }

    struct Point: Comparable, CustomStringConvertible {
        var line: Int
        var character: Int
        static func < (a: Point, b: Point) -> Bool { (a.line, a.character) < (b.line, b.character) }
        var description: String { "\(line):\(character)" }
    }

    struct Span: CustomStringConvertible {
        var start: Point
        var end: Point
        var description: String { "\(start)-\(end)" }
    }
}

private extension JSONValue {
    static func int(_ value: Int) -> JSONValue { .number(Double(value)) }
}
