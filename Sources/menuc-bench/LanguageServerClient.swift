#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `menuc lsp` run as an editor runs it: a process spoken to over pipes in
/// framed JSON-RPC (`Content-Length: N`, a blank line, then N bytes of JSON).
/// Just enough of a client to time edits: it writes requests and
/// notifications, and reads the server's messages one at a time.
struct LanguageServerClient {
    private let process: PipedProcess
    /// Bytes read from the server and not yet returned as a message.
    private var pending: [UInt8] = []
    private var nextRequest = 1

    init?(menuc: String) {
        guard let process = Processes.start(menuc, ["lsp"]) else { return nil }
        self.process = process
    }

    /// Sends `initialize` and `initialized`; false when the server does not answer.
    mutating func initialize(rootFolder: String) -> Bool {
        let id = nextRequest
        nextRequest += 1
        send(#"{"jsonrpc":"2.0","id":\#(id),"method":"initialize","params":{"processId":null,"rootUri":"file://\#(rootFolder)","capabilities":{}}}"#)
        while let message = receive() {
            if message.contains(#""id":\#(id),"#) || message.contains(#""id":\#(id)}"#) {
                send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
                return true
            }
        }
        return false
    }

    func open(uri: String, text: String, version: Int) {
        send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"menu","version":\#(version),"text":\#(quoted(text))}}}"#)
    }

    /// A `didChange` notification with the document's whole new text, as
    /// the server asks (full sync), framed: made ahead, so that sending it
    /// is all that a timing of the edit includes on this side.
    static func change(uri: String, text: String, version: Int) -> [UInt8] {
        framed(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"text":\#(quoted(text))}]}}"#)
    }

    func send(framed message: [UInt8]) {
        _ = writeAll(message, to: process.input)
    }

    /// Reads messages until the diagnostics of `version` arrive; false when
    /// the server ends first.
    mutating func awaitDiagnostics(version: Int) -> Bool {
        diagnosticsMessage(version: version) != nil
    }

    /// Reads messages until the diagnostics of `version` arrive, and
    /// returns that message; nil when the server ends first.
    mutating func diagnosticsMessage(version: Int) -> String? {
        while let message = receive() {
            if message.contains(#""method":"textDocument/publishDiagnostics""#),
               message.contains(#""version":\#(version),"#) {
                return message
            }
        }
        return nil
    }

    /// Sends a request and returns the server's answer to it; nil when the
    /// server ends first.
    mutating func request(_ method: String, params: String) -> String? {
        let id = nextRequest
        nextRequest += 1
        send(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
        while let message = receive() {
            if message.hasPrefix(#"{"id":\#(id),"#) || message.contains(#""id":\#(id),"#) || message.contains(#""id":\#(id)}"#) {
                return message
            }
        }
        return nil
    }

    /// Asks the server to shut down and exit; returns its exit status.
    mutating func shutDown() -> Int32 {
        shutDownAndWait()?.status ?? -1
    }

    /// Asks the server to shut down and exit; its exit status and peak memory.
    mutating func shutDownAndWait() -> FinishedProcess? {
        let id = nextRequest
        nextRequest += 1
        send(#"{"jsonrpc":"2.0","id":\#(id),"method":"shutdown"}"#)
        while let message = receive(), !message.contains(#""id":\#(id)"#) {}
        send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        return Processes.finish(process)
    }

    private func send(_ body: String) {
        send(framed: Self.framed(body))
    }

    private static func framed(_ body: String) -> [UInt8] {
        let bytes = Array(body.utf8)
        return Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes
    }

    /// The body of the server's next message, or nil when its output ends.
    private mutating func receive() -> String? {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            if let message = takeMessage() { return message }
            let count = read(process.output, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            pending += chunk[0..<count]
        }
    }

    /// Takes one whole message from `pending`, if it holds one: headers
    /// ended by a blank line, of which `Content-Length` gives the body's size.
    private mutating func takeMessage() -> String? {
        let separator = Array("\r\n\r\n".utf8)
        guard let end = pending.indices.dropLast(3).first(where: { pending[$0..<$0 + 4].elementsEqual(separator) }) else {
            return nil
        }
        let headers = String(decoding: pending[..<end], as: UTF8.self).split(separator: "\r\n")
        let length = headers.lazy.compactMap { header -> Int? in
            let parts = header.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
            return Int(parts[1].filter { $0 != " " })
        }.first ?? 0
        let bodyStart = end + 4
        guard pending.count >= bodyStart + length else { return nil }
        let body = String(decoding: pending[bodyStart..<bodyStart + length], as: UTF8.self)
        pending.removeFirst(bodyStart + length)
        return body
    }
}

/// `text` as a JSON string literal.
func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case _ where scalar.value < 0x20: result += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

/// Edits of one document, timed as an editor's user waits for them: from
/// sending the change to the diagnostics of its version.
enum LanguageServerTiming {
    /// Edits sent before the timed ones, while the server's memory settles.
    static let warmUpEdits = 20

    /// The times of `count` edits of `text`, each typing one more letter
    /// of a comment in the middle of the document; nil when the server
    /// does not answer.
    static func edits(menuc: String, text: String, count: Int, folder: String) -> [Double]? {
        guard var client = LanguageServerClient(menuc: menuc) else { return nil }
        defer { _ = client.shutDown() }
        guard client.initialize(rootFolder: folder) else { return nil }
        let uri = "file://\(folder)/Edited.menu"
        client.open(uri: uri, text: text, version: 1)
        guard client.awaitDiagnostics(version: 1) else { return nil }
        let changes = (0..<warmUpEdits + count).map { edit in
            LanguageServerClient.change(uri: uri, text: typing(into: text, step: edit), version: edit + 2)
        }
        var times: [Double] = []
        for (edit, change) in changes.enumerated() {
            let start = now()
            client.send(framed: change)
            guard client.awaitDiagnostics(version: edit + 2) else { return nil }
            if edit >= warmUpEdits { times.append(now() - start) }
        }
        return times
    }

    /// What opening a document costs: from `didOpen` to its diagnostics and
    /// the answer to an outline request (`documentSymbol`), and the size of
    /// those two messages; nil when the server does not answer.
    struct Opening {
        let seconds: Double
        let diagnosticsBytes: Int
        let outlineBytes: Int
        let server: FinishedProcess
    }

    /// Opens `text` in a new server, asks for its outline, and shuts the
    /// server down. The text is made after the server starts (`make`), so
    /// the server does not start with this program's memory as its peak.
    static func open(menuc: String, folder: String, make: () -> String) -> Opening? {
        guard var client = LanguageServerClient(menuc: menuc), client.initialize(rootFolder: folder) else { return nil }
        let uri = "file://\(folder)/Hostile.menu"
        let text = make()
        let start = now()
        client.open(uri: uri, text: text, version: 1)
        guard let diagnostics = client.diagnosticsMessage(version: 1),
              let outline = client.request("textDocument/documentSymbol", params: #"{"textDocument":{"uri":"\#(uri)"}}"#)
        else { return nil }
        let seconds = now() - start
        guard let server = client.shutDownAndWait() else { return nil }
        return Opening(seconds: seconds, diagnosticsBytes: diagnostics.utf8.count, outlineBytes: outline.utf8.count, server: server)
    }

    /// `text` with a comment line, of which `step` letters have been typed,
    /// at the line start nearest its middle.
    static func typing(into text: String, step: Int) -> String {
        let comment = "// Typed one letter at a time."
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let middle = lines.count / 2
        let typed = "    " + comment.prefix(step % comment.count + 1)
        return (lines[..<middle] + [Substring(typed)] + lines[middle...]).joined(separator: "\n")
    }
}
