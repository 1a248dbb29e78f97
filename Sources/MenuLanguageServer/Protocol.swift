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

/// An error answered to a request.
struct ResponseError: Error {
    var code: Int
    var message: String

    init(_ code: Int, _ message: String) {
        self.code = code
        self.message = message
    }

    static func invalidParams(_ message: String) -> ResponseError { ResponseError(ErrorCode.invalidParams, message) }
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
        guard let object = value?.objectValue else { throw .invalidParams("\(path) must be an object") }
        return object
    }

    func string() throws(ResponseError) -> String {
        guard let string = value?.stringValue else { throw .invalidParams("\(path) must be a string") }
        return string
    }

    func int() throws(ResponseError) -> Int {
        guard let number = value?.intValue else { throw .invalidParams("\(path) must be an integer") }
        return number
    }

    func array() throws(ResponseError) -> [JSONValue] {
        guard let array = value?.arrayValue else { throw .invalidParams("\(path) must be an array") }
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

    static func error(id: JSONValue, code: Int, message: String) -> [UInt8] {
        encode(["jsonrpc": "2.0", "id": id, "error": ["code": .int(code), "message": .string(message)]])
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
