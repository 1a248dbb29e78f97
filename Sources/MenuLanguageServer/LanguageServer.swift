import MenuDiagnostics
import MenuJSON
import MenuModel
import MenuRules
import MenuSyntax

/// An open document: its text, checked. Its syntax tree is not kept: the
/// model and the diagnostics answer most requests, and the tree took as
/// much memory again as the model while the next version was checked.
struct Document {
    let uri: String
    let version: Int?
    let result: CheckResult
    let positions: PositionConverter

    init(uri: String, version: Int?, result: CheckResult) {
        self.uri = uri
        self.version = version
        self.result = result
        self.positions = PositionConverter(result.source)
    }

    var source: SourceFile { result.source }

    /// The syntax tree, parsed again for the requests that read it (hover,
    /// and finding a command's places: definition, references, highlights,
    /// rename): a file of usual size parses in well under a millisecond.
    var syntaxTree: SourceFileSyntax {
        Parser.parse(source, diagnosticLimit: 1).tree
    }
}

/// The `.menu` language server: takes JSON-RPC message bodies, returns the
/// bodies to send back (responses and notifications). It does no I/O; the
/// executable reads and writes the framed messages.
///
/// Requests are answered in the order they arrive, one at a time. Nothing a
/// client sends can crash it: bad JSON, bad parameters and unknown methods
/// are answered with JSON-RPC errors.
public final class LanguageServer {
    public let name = "menuc"
    public let version: String
    public var configuration: Configuration
    /// The configuration for a document's file: the executable reads the
    /// `.menuc` options file that applies to it (the server itself does no
    /// I/O). A failure is logged, and `configuration` used instead.
    let configurationForFile: @Sendable (String) -> Result<Configuration, ConfigurationProblem>

    /// Set once `exit` arrived: the status the process should exit with
    /// (0 after `shutdown`, 1 without).
    public private(set) var exitStatus: Int32?
    public var shouldExit: Bool { exitStatus != nil }
    public private(set) var isInitialized = false
    public private(set) var shutdownRequested = false

    /// The status to exit with when the input ends without an `exit`
    /// notification: 0 after `shutdown`, 1 otherwise.
    public var exitStatusAtEndOfInput: Int32 { shutdownRequested ? 0 : 1 }

    var documents: [String: Document] = [:]
    /// How hovers and completion documentation are written: as the client
    /// said it prefers in `initialize`.
    private var hoverMarkup = Markup.markdown
    private var completionMarkup = Markup.markdown
    /// The client said in `initialize` that it sends `prepareRename`, and
    /// that it lets servers register file watchers.
    private var clientPreparesRename = false
    private(set) var clientRegistersWatchedFiles = false

    public struct ConfigurationProblem: Error, Sendable {
        public let message: String
        public init(_ message: String) { self.message = message }
    }

    public init(
        version: String = "0.1.0", configuration: Configuration = Configuration(),
        configurationForFile: @escaping @Sendable (String) -> Result<Configuration, ConfigurationProblem> = { _ in .success(Configuration()) }
    ) {
        self.version = version
        self.configuration = configuration
        self.configurationForFile = configurationForFile
    }

    /// The URIs of the open documents.
    public var openDocuments: [String] { documents.keys.sorted() }

    // MARK: - Messages

    /// Handles whatever the framer produced.
    public func handle(_ output: MessageFramer.Output) -> [[UInt8]] {
        handle([output])
    }

    /// Handles, in order, what the framer produced from one read, and stops
    /// after `exit`. A request that a `$/cancelRequest` among them cancels
    /// is answered with RequestCancelled rather than handled: the client
    /// has stopped waiting for it while it waited behind the others.
    ///
    /// The bodies are let go once read, and each message once taken to be
    /// handled: a document's text is then held only as the bytes checked,
    /// not also as its message and the message's JSON.
    public func handle(_ outputs: consuming [MessageFramer.Output]) -> [[UInt8]] {
        var messages = outputs.map { output -> Incoming in
            switch output {
            case .message(let body): read(body)
            case .error(let error): .invalid(handle(error))
            }
        }
        _ = consume outputs
        var cancelled: Set<String> = []
        for case .notification("$/cancelRequest", let params) in messages {
            if let id = params["id"].value, id.isValidID { cancelled.insert(id.serialized(pretty: false)) }
        }
        var replies: [[UInt8]] = []
        for index in messages.indices where !shouldExit {
            let message = messages[index]
            messages[index] = .invalid([])
            if case .request(let id, let method, _) = message, method != "initialize", method != "shutdown",
               cancelled.contains(id.serialized(pretty: false)) {
                replies.append(Message.error(id: id, .cancelled))
            } else {
                replies += handle(consume message)
            }
        }
        return replies
    }

    /// A framing error cannot be answered (there is no request id); it is
    /// logged to the client.
    public func handle(_ error: FramingError) -> [[UInt8]] {
        [log("menuc: ignored malformed input: \(error.message)", type: 1)]
    }

    /// Handles one message body and returns the bodies to send.
    public func handle(_ body: [UInt8]) -> [[UInt8]] {
        handle(read(body))
    }

    /// A message body read as JSON-RPC.
    private enum Incoming {
        case request(id: JSONValue, method: String, params: Params)
        case notification(method: String, params: Params)
        /// Neither: what to answer instead.
        case invalid([[UInt8]])
    }

    private func read(_ body: [UInt8]) -> Incoming {
        let message: JSONValue
        do {
            message = try JSONParser.parse(body)
        } catch {
            return .invalid([Message.error(id: .null, .parseError(error.description))])
        }
        guard case .object(let object) = message else {
            return .invalid([Message.error(id: .null, .notAnObject)])
        }
        let id = object["id"]
        if let id, !id.isValidID {
            return .invalid([Message.error(id: .null, .invalidID)])
        }
        guard let method = object["method"]?.stringValue else {
            // A response to a request of ours; the server sends none, so ignore it.
            if id != nil, object["result"] != nil || object["error"] != nil { return .invalid([]) }
            return .invalid([Message.error(id: id ?? .null, .noMethod)])
        }
        let params = Params(object["params"])
        if let id {
            return .request(id: id, method: method, params: params)
        }
        return .notification(method: method, params: params)
    }

    private func handle(_ message: consuming Incoming) -> [[UInt8]] {
        switch consume message {
        case .request(let id, let method, let params): handleRequest(id: id, method: method, params: params)
        case .notification(let method, let params): handleNotification(method: method, params: params)
        case .invalid(let replies): replies
        }
    }

    // MARK: - Requests

    private func handleRequest(id: JSONValue, method: String, params: Params) -> [[UInt8]] {
        if method == "initialize" {
            return initialize(id: id, params: params)
        }
        guard isInitialized else {
            return [Message.error(id: id, .notInitialized)]
        }
        guard !shutdownRequested else {
            return [Message.error(id: id, .shuttingDown)]
        }
        do throws(ResponseError) {
            return [Message.response(id: id, result: try result(of: method, params: params))]
        } catch {
            return [Message.error(id: id, error)]
        }
    }

    /// Answers `initialize` once, noting the markup the client prefers.
    private func initialize(id: JSONValue, params: Params) -> [[UInt8]] {
        guard !isInitialized else {
            return [Message.error(id: id, .alreadyInitialized)]
        }
        isInitialized = true
        let textDocument = params["capabilities"]["textDocument"]
        hoverMarkup = Markup(preferring: textDocument["hover"]["contentFormat"].value?.arrayValue?.compactMap(\.stringValue))
        completionMarkup = Markup(
            preferring: textDocument["completion"]["completionItem"]["documentationFormat"].value?.arrayValue?.compactMap(\.stringValue))
        clientPreparesRename = textDocument["rename"]["prepareSupport"].value?.boolValue ?? false
        clientRegistersWatchedFiles = params["capabilities"]["workspace"]["didChangeWatchedFiles"]["dynamicRegistration"].value?.boolValue ?? false
        return [Message.response(id: id, result: initializeResult())]
    }

    /// The result of a request after `initialize`.
    private func result(of method: String, params: Params) throws(ResponseError) -> JSONValue {
        switch method {
        case "shutdown":
            shutdownRequested = true
            return .null
        case "textDocument/hover":
            let (document, offset) = try documentAndOffset(params)
            return document.map { Hover.hover(in: $0, at: offset, markup: hoverMarkup) } ?? .null
        case "textDocument/documentSymbol":
            let uri = try params.documentURI()
            return documents[uri].map { DocumentSymbols.symbols(in: $0) } ?? .array([])
        case "textDocument/formatting":
            let uri = try params.documentURI()
            guard let document = documents[uri] else { return .array([]) }
            return try Formatting.edits(for: document)
        case "textDocument/codeAction":
            let uri = try params.documentURI()
            let range = try params["range"].range()
            let only = params["context"]["only"].value?.arrayValue?.compactMap(\.stringValue)
            return documents[uri].map { document in
                CodeActions.actions(in: document, range: range, only: only) { self.configuration(for: document) }
            } ?? .array([])
        case "textDocument/completion":
            let (document, offset) = try documentAndOffset(params)
            return document.map { Completion.items(in: $0, at: offset, markup: completionMarkup) } ?? .array([])
        default:
            return try featureResult(of: method, params: params)
        }
    }

    /// The open document a position request names (nil when it is not open)
    /// and the byte offset of its position.
    func documentAndOffset(_ params: Params) throws(ResponseError) -> (Document?, Int) {
        let uri = try params.documentURI()
        let position = try params["position"].position()
        guard let document = documents[uri] else { return (nil, 0) }
        return (document, document.positions.offset(of: position))
    }

    private func initializeResult() -> JSONValue {
        [
            "capabilities": [
                "positionEncoding": "utf-16",
                // Saves are reported too: a save checks the document again with its options file.
                "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]],
                "hoverProvider": true,
                "documentSymbolProvider": true,
                "documentFormattingProvider": true,
                "documentRangeFormattingProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix", "source.fixAll"]],
                "definitionProvider": true,
                "referencesProvider": true,
                "documentHighlightProvider": true,
                // Rename options only for a client that sends `prepareRename`.
                "renameProvider": clientPreparesRename ? ["prepareProvider": true] : true,
                "completionProvider": ["triggerCharacters": [":", "+", ","], "resolveProvider": false],
            ],
            "serverInfo": ["name": .string(name), "version": .string(version)],
        ]
    }

    // MARK: - Notifications

    private func handleNotification(method: String, params: consuming Params) -> [[UInt8]] {
        if method == "exit" {
            exitStatus = shutdownRequested ? 0 : 1
            return []
        }
        // Before `initialize` and after `shutdown`, notifications are dropped.
        guard isInitialized, !shutdownRequested else { return [] }
        do throws(ResponseError) {
            switch method {
            case "textDocument/didOpen": return try didOpen(consume params)
            case "textDocument/didChange": return try didChange(consume params)
            case "textDocument/didClose": return try didClose(params)
            case "textDocument/didSave": return try didSave(params)
            case "initialized": return registerOptionsFileWatcher()
            case "workspace/didChangeWatchedFiles": return try didChangeWatchedFiles(params)
            default:
                // `$/cancelRequest` (see `handle(_:)`), `$/setTrace`,
                // configuration changes and anything unknown need nothing.
                return []
            }
        } catch {
            return [log("menuc: ignored '\(method)': \(error.message)", type: 2)]
        }
    }

    /// Opens a document; its text is let go with the message before the
    /// check.
    private func didOpen(_ params: consuming Params) throws(ResponseError) -> [[UInt8]] {
        let uri = try params["textDocument"]["uri"].string()
        let version = params["textDocument"]["version"].value?.intValue
        let bytes = Array(try params["textDocument"]["text"].string().utf8)
        _ = consume params
        return open(uri: uri, version: version, bytes: bytes)
    }

    /// Applies the changes in order (whole texts, or ranges replaced), then
    /// checks the new text; the message is let go first.
    private func didChange(_ params: consuming Params) throws(ResponseError) -> [[UInt8]] {
        let uri = try params.documentURI()
        guard let (bytes, version) = try changedText(params, uri: uri) else {
            return [log("menuc: ignored a change to '\(uri)', which is not open", type: 2)]
        }
        _ = consume params
        return open(uri: uri, version: version, bytes: bytes)
    }

    /// The text and version of an open document after a `didChange`; nil
    /// when the document is not open.
    private func changedText(_ params: Params, uri: String) throws(ResponseError) -> (bytes: [UInt8], version: Int?)? {
        let changes = try params["contentChanges"].array()
        guard let document = documents[uri] else { return nil }
        var bytes = document.source.bytes
        for (index, change) in changes.enumerated() {
            let change = Params(change, path: "params.contentChanges[\(index)]")
            let text = try change["text"].string()
            if change["range"].isPresent {
                // The server asks for whole texts, but a client may send ranges anyway.
                let converter = PositionConverter(SourceFile(path: document.source.path, bytes: bytes))
                let range = converter.sourceRange(of: try change["range"].range())
                bytes.replaceSubrange(range.start..<range.end, with: Array(text.utf8))
            } else {
                bytes = Array(text.utf8)
            }
        }
        return (bytes, params["textDocument"]["version"].value?.intValue ?? document.version)
    }

    /// Forgets the document and clears its diagnostics.
    private func didClose(_ params: Params) throws(ResponseError) -> [[UInt8]] {
        let uri = try params.documentURI()
        guard documents.removeValue(forKey: uri) != nil else { return [] }
        return [Message.notification(
            "textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": .array([])])]
    }

    /// Checks the document again, with the saved text if the client sent
    /// it, and with its options file as it is now; a saved options file
    /// checks the documents it applies to again.
    private func didSave(_ params: Params) throws(ResponseError) -> [[UInt8]] {
        let uri = try params.documentURI()
        if let folder = Self.folder(ofOptionsFile: Self.path(of: uri)) { return recheckDocuments(under: [folder]) }
        guard let document = documents[uri] else { return [] }
        let bytes = params["text"].value?.stringValue.map { Array($0.utf8) } ?? document.source.bytes
        return open(uri: uri, version: document.version, bytes: bytes)
    }

    /// Checks a document's text, keeps it and returns its diagnostics
    /// notification (after a log message if its options file is wrong).
    func open(uri: String, version: Int?, bytes: [UInt8]) -> [[UInt8]] {
        let path = Self.path(of: uri)
        var messages: [[UInt8]] = []
        var configuration = self.configuration
        switch configurationForFile(path) {
        case .success(let found): configuration = found
        case .failure(let problem): messages.append(log("menuc: \(problem.message); using the default options", type: 2))
        }
        // The version checked before is let go first, not held beside this one.
        documents[uri] = nil
        let result = Checker.check(SourceFile(path: path, bytes: bytes), configuration: configuration, keepingSyntaxTree: false)
        let document = Document(uri: uri, version: version, result: result)
        documents[uri] = document
        return messages + [Message.notification("textDocument/publishDiagnostics", Diagnostics.publishParams(for: document))]
    }

    /// `window/logMessage`; type 1 error, 2 warning, 3 info, 4 log.
    private func log(_ message: String, type: Int) -> [UInt8] {
        Message.notification("window/logMessage", ["type": .int(type), "message": .string(message)])
    }

    /// The file path of a `file:` URI, percent-decoded; other URIs as they
    /// are. The authority `localhost` is this machine, as no authority is
    /// (RFC 8089), and so is the short form `file:/path`.
    static func path(of uri: String) -> String {
        guard uri.hasPrefix("file:") else { return uri }
        var encoded = Array(uri.utf8.dropFirst("file:".count))
        if encoded.starts(with: "//".utf8) {
            encoded.removeFirst(2)
            if encoded.prefix("localhost/".utf8.count).map(ASCII.lowercased).elementsEqual("localhost/".utf8) {
                encoded.removeFirst("localhost".utf8.count)
            }
        }
        var bytes: [UInt8] = []
        var index = 0
        func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        while index < encoded.count {
            if encoded[index] == UInt8(ascii: "%"), index + 2 < encoded.count,
               let high = hexValue(encoded[index + 1]), let low = hexValue(encoded[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(encoded[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension JSONValue {
    /// Whether this can be a request's id: a number, a string or null.
    fileprivate var isValidID: Bool {
        switch self {
        case .number, .string, .null: true
        default: false
        }
    }
}
