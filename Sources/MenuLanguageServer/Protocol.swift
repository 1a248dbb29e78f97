import MenuDiagnostics
import MenuJSON

/// JSON-RPC and LSP error codes.
public enum ErrorCode {
    public static let parseError = -32700
    public static let invalidRequest = -32600
    public static let methodNotFound = -32601
    public static let invalidParams = -32602
    public static let internalError = -32603
    public static let serverNotInitialized = -32002
    public static let requestFailed = -32803
    public static let requestCancelled = -32800
}

/// An error answered to a request: one of the typed errors below, each
/// with its code and a message that says what to send instead.
struct ResponseError: Error {
    let code: Int
    let message: String

    private init(_ code: Int, _ message: DiagnosticMessage) {
        self.code = code
        self.message = message.text
    }

    static func parseError(_ description: String) -> ResponseError {
        ResponseError(ErrorCode.parseError, "parse error: \(description)")
    }

    static let notAnObject = ResponseError(ErrorCode.invalidRequest, "a message must be a JSON object")
    static let invalidID = ResponseError(ErrorCode.invalidRequest, "'id' must be a number or a string")
    static let noMethod = ResponseError(ErrorCode.invalidRequest, "message has no 'method'")
    static let notInitialized = ResponseError(
        ErrorCode.serverNotInitialized, "the server is not initialized; send 'initialize' first")
    static let shuttingDown = ResponseError(ErrorCode.invalidRequest, "the server is shutting down; only 'exit' is accepted")
    static let alreadyInitialized = ResponseError(ErrorCode.invalidRequest, "the server is already initialized")
    static let cancelled = ResponseError(ErrorCode.requestCancelled, "the request was cancelled")

    static func unknownMethod(_ method: String) -> ResponseError {
        ResponseError(ErrorCode.methodNotFound, "unknown method '\(method)'")
    }

    /// A parameter at `path` ("params.textDocument.uri") is missing or of another type.
    static func invalidParam(_ path: String, mustBe type: String) -> ResponseError {
        ResponseError(ErrorCode.invalidParams, "\(path) must be \(type)")
    }

    /// A request the server understood but cannot carry out, with why.
    static func failed(_ message: DiagnosticMessage) -> ResponseError {
        ResponseError(ErrorCode.requestFailed, message)
    }
}

// MARK: - Reading parameters

/// Typed access to request parameters; every miss is an InvalidParams error
/// naming the path, never a crash.
struct Params {
    let value: JSONValue?
    let path: String

    init(_ value: JSONValue?, path: String = "params") {
        self.value = value
        self.path = path
    }

    subscript(key: String) -> Params { Params(value?[key], path: path + "." + key) }

    var isPresent: Bool {
        guard let value else { return false }
        return !value.isNull
    }

    func object() throws(ResponseError) -> JSONObject {
        guard let object = value?.objectValue else { throw .invalidParam(path, mustBe: "an object") }
        return object
    }

    func string() throws(ResponseError) -> String {
        guard let string = value?.stringValue else { throw .invalidParam(path, mustBe: "a string") }
        return string
    }

    func int() throws(ResponseError) -> Int {
        guard let number = value?.intValue else { throw .invalidParam(path, mustBe: "an integer") }
        return number
    }

    func array() throws(ResponseError) -> [JSONValue] {
        guard let array = value?.arrayValue else { throw .invalidParam(path, mustBe: "an array") }
        return array
    }

    func position() throws(ResponseError) -> LSPPosition {
        LSPPosition(line: try self["line"].int(), character: try self["character"].int())
    }

    func range() throws(ResponseError) -> LSPRange {
        LSPRange(start: try self["start"].position(), end: try self["end"].position())
    }

    /// `params.textDocument.uri`.
    func documentURI() throws(ResponseError) -> String {
        try self["textDocument"]["uri"].string()
    }
}

// MARK: - Writing results

extension LSPPosition {
    var json: JSONValue { ["line": .number(Double(line)), "character": .number(Double(character))] }
}

extension LSPRange {
    var json: JSONValue { ["start": start.json, "end": end.json] }
}

extension JSONValue {
    static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// An object from members in order, leaving out nil values.
    static func members(_ pairs: [(String, JSONValue?)]) -> JSONValue {
        .object(JSONObject(pairs.compactMap { pair in pair.1.map { (pair.0, $0) } }))
    }
}

/// The body of a response, a notification or an error, as compact JSON.
enum Message {
    static func response(id: JSONValue, result: JSONValue) -> [UInt8] {
        encode(["jsonrpc": "2.0", "id": id, "result": result])
    }

    static func error(id: JSONValue, _ error: ResponseError) -> [UInt8] {
        encode(["jsonrpc": "2.0", "id": id, "error": ["code": .int(error.code), "message": .string(error.message)]])
    }

    static func notification(_ method: String, _ params: JSONValue) -> [UInt8] {
        encode(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    static func encode(_ value: JSONValue) -> [UInt8] {
        var writer = JSONWriter(pretty: false)
        value.write(to: &writer)
        return writer.bytes
    }
}
