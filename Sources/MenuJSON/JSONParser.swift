/// Why a JSON text was rejected, and where.
public struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Byte offset into the input of the first offending byte (the input's
    /// length when the text ended too early).
    public var offset: Int
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "JSON error at byte \(offset): \(message)" }
}

/// A strict RFC 8259 parser.
///
/// Rejects everything the grammar does not allow: trailing commas, leading
/// zeros, `+` signs, unescaped control characters in strings, unknown escapes,
/// unpaired UTF-16 surrogates in `\u` escapes, invalid UTF-8, a byte-order
/// mark, and anything but whitespace after the value. Numbers that overflow a
/// `Double` are rejected too. Nesting deeper than `maximumDepth` is an error,
/// not a crash: the parser keeps its own stack rather than recursing.
public enum JSONParser {
    public static let defaultMaximumDepth = 512

    public static func parse(
        _ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth
    ) throws(JSONParseError) -> JSONValue {
        var parser = Parser(bytes: bytes, maximumDepth: maximumDepth)
        return try parser.parseDocument()
    }

    public static func parse(
        _ text: String, maximumDepth: Int = defaultMaximumDepth
    ) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8), maximumDepth: maximumDepth)
    }
}

private struct Parser {
    let bytes: [UInt8]
    let maximumDepth: Int
    var index = 0

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// An array or object whose elements are still being read.
    struct Frame {
        var isObject: Bool
        var elements: [JSONValue] = []
        var members: [JSONObject.Member] = []
        var pendingKey = ""
        /// Where the value of the member being read starts.
        var pendingValueStart = 0
    }

    // MARK: Structure

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw JSONParseError(offset: 0, message: "byte-order mark is not allowed")
        }
        var stack: [Frame] = []
        while true {
            guard let value = try parseValueOrOpenContainer(on: &stack) else { continue }
            guard let document = try attach(value, to: &stack) else { continue }
            skipWhitespace()
            guard index == bytes.count else { throw error("unexpected data after the JSON value") }
            return document
        }
    }

    /// The value at the index, or nil when it is an array or object that
    /// is not empty: that is pushed on `stack`, to be read element by element.
    mutating func parseValueOrOpenContainer(on stack: inout [Frame]) throws(JSONParseError) -> JSONValue? {
        skipWhitespace()
        guard index < bytes.count else { throw error("expected a value") }
        if let top = stack.indices.last, stack[top].isObject { stack[top].pendingValueStart = index }
        guard bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "{") else { return try parseScalar() }
        let isObject = bytes[index] == UInt8(ascii: "{")
        guard stack.count < maximumDepth else {
            throw error("nesting is deeper than \(maximumDepth) levels")
        }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
            index += 1
            return isObject ? .object(JSONObject()) : .array([])
        }
        var frame = Frame(isObject: isObject)
        if isObject { frame.pendingKey = try parseMemberName() }
        stack.append(frame)
        return nil
    }

    /// Attaches a complete value to the innermost open container, closing
    /// containers for as long as their closing bracket follows. Returns the
    /// document when no container is left open, nil when another element
    /// is to be read.
    mutating func attach(_ value: JSONValue, to stack: inout [Frame]) throws(JSONParseError) -> JSONValue? {
        var value = value
        while !stack.isEmpty {
            let top = stack.count - 1
            let valueEnd = index
            skipWhitespace()
            let next: UInt8? = index < bytes.count ? bytes[index] : nil
            if stack[top].isObject {
                stack[top].members.append(
                    JSONObject.Member(key: stack[top].pendingKey, value: value, valueRange: stack[top].pendingValueStart..<valueEnd))
                switch next {
                case UInt8(ascii: ","):
                    index += 1
                    skipWhitespace()
                    stack[top].pendingKey = try parseMemberName()
                    return nil
                case UInt8(ascii: "}"):
                    index += 1
                    value = .object(JSONObject(members: stack.removeLast().members))
                default:
                    throw error("expected ',' or '}' after an object member")
                }
            } else {
                stack[top].elements.append(value)
                switch next {
                case UInt8(ascii: ","):
                    index += 1
                    return nil
                case UInt8(ascii: "]"):
                    index += 1
                    value = .array(stack.removeLast().elements)
                default:
                    throw error("expected ',' or ']' after an array element")
                }
            }
        }
        return value
    }

    /// `"name"` followed by `:`; leaves the index before the member's value.
    mutating func parseMemberName() throws(JSONParseError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw error("expected a string naming an object member")
        }
        let name = try parseString()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw error("expected ':' after an object member's name")
        }
        index += 1
        return name
    }

    mutating func parseScalar() throws(JSONParseError) -> JSONValue {
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw error("expected a value (a trailing comma is not allowed)")
        default:
            throw error("expected a value")
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let count = literal.utf8CodeUnitCount
        let matches = index + count <= bytes.count
            && literal.withUTF8Buffer { expected in
                expected.indices.allSatisfy { bytes[index + $0] == expected[$0] }
            }
        guard matches else { throw error("invalid literal; expected '\(literal)'") }
        index += count
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }

    func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
        JSONParseError(offset: offset ?? index, message: message)
    }

    // MARK: Numbers

    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error("leading zeros are not allowed in numbers")
            }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("expected a digit after the decimal point")
            }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("expected a digit in the exponent")
            }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("number is out of range", at: start)
        }
        return value
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    // MARK: Strings

    /// Parses a string starting at its opening quote.
    mutating func parseString() throws(JSONParseError) -> String {
        let open = index
        index += 1
        var runStart = index
        var decoded: [UInt8] = []
        var hadEscape = false
        while true {
            guard index < bytes.count else { throw error("unterminated string", at: open) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { throw error("control characters must be escaped in strings") }
            if byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            if !hadEscape {
                hadEscape = true
                decoded.reserveCapacity(index - runStart + 16)
            }
            decoded.append(contentsOf: bytes[runStart..<index])
            try parseEscape(into: &decoded)
            runStart = index
        }
        let end = index
        index += 1
        if hadEscape {
            decoded.append(contentsOf: bytes[runStart..<end])
            return try validatedUTF8(decoded[...], startingAt: open + 1)
        }
        return try validatedUTF8(bytes[(open + 1)..<end], startingAt: open + 1)
    }

    /// Decodes one escape sequence starting at its backslash.
    mutating func parseEscape(into decoded: inout [UInt8]) throws(JSONParseError) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw error("unterminated string") }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""): decoded.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): decoded.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): decoded.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "r"): decoded.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "t"): decoded.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "u"):
            let unit = try parseHex4()
            var scalarValue = UInt32(unit)
            if (0xDC00...0xDFFF).contains(unit) {
                throw error("unpaired low surrogate in \\u escape", at: escapeStart)
            }
            if (0xD800...0xDBFF).contains(unit) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else { throw error("unpaired high surrogate in \\u escape", at: escapeStart) }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("unpaired high surrogate in \\u escape", at: escapeStart)
                }
                scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            }
            // Every value left is a valid scalar: surrogates were handled above.
            let scalar = Unicode.Scalar(scalarValue)!
            decoded.append(contentsOf: UTF8.encode(scalar)!)
        default:
            throw error("invalid escape sequence in string", at: escapeStart)
        }
    }

    mutating func parseHex4() throws(JSONParseError) -> UInt16 {
        guard index + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
        var value: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("expected four hex digits after \\u")
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    /// The bytes as a string, or an error pointing at the first invalid byte.
    func validatedUTF8(_ slice: ArraySlice<UInt8>, startingAt offset: Int) throws(JSONParseError) -> String {
        // ASCII fast path.
        if slice.allSatisfy({ $0 < 0x80 }) { return String(decoding: slice, as: UTF8.self) }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = slice.makeIterator()
        var position = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): position += encoded.count
            case .emptyInput: return String(decoding: slice, as: UTF8.self)
            case .error:
                // With escapes decoded the offset is approximate; it still
                // points into the offending string.
                throw error("invalid UTF-8 in string", at: min(offset + position, bytes.count))
            }
        }
    }
}
