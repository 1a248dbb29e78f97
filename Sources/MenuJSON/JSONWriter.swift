/// A streaming JSON writer that appends UTF-8 to a byte array.
///
/// The writer places commas, colons and (when `pretty`) newlines and
/// indentation itself; callers only say what comes next:
///
///     var writer = JSONWriter()
///     writer.beginObject()
///     writer.field("name", "File")
///     writer.key("items")
///     writer.beginArray()
///     writer.int(1)
///     writer.endArray()
///     writer.endObject()
///
/// Pretty output uses two-space indentation, `"key": value`, one element per
/// line, `[]` and `{}` for empty containers, and ends with a newline once the
/// top-level value is complete. Compact output has no whitespace at all.
///
/// Strings are escaped minimally: `"` and `\`, and control characters below
/// U+0020 (`\n`, `\t`, `\r`, `\b`, `\f`, otherwise `\u00xx` with lowercase hex).
/// Everything else, including `/`, DEL and all non-ASCII text, is written raw.
///
/// Misuse (a value where a key is expected, unbalanced `end` calls) is a
/// programming error and traps.
public struct JSONWriter {
    private enum Container {
        case array
        case object
    }

    /// An open container and how many elements it has so far.
    private struct Frame {
        var container: Container
        var count: Int
    }

    private var output: [UInt8] = []
    public let pretty: Bool
    /// The open containers, innermost last.
    private var stack: [Frame] = []
    /// A key has been written and its value has not.
    private var expectingValue = false

    /// Pretty output writes `"key" : value`, as Xcode writes its JSON files
    /// (string catalogs), instead of `"key": value`.
    public let spacesAroundColon: Bool

    /// `capacity` is the room reserved for the output.
    public init(pretty: Bool = true, capacity: Int = 1024, spacesAroundColon: Bool = false) {
        self.pretty = pretty
        self.spacesAroundColon = spacesAroundColon
        output.reserveCapacity(capacity)
    }

    /// The UTF-8 output written so far.
    public var bytes: [UInt8] { output }

    /// The output written so far, as a string.
    public var string: String { String(decoding: output, as: UTF8.self) }

    /// How many bytes of output the writer holds.
    public var byteCount: Int { output.count }

    /// Hands over the output written so far and goes on with an empty one,
    /// for a caller that writes a large document a piece at a time. Take it
    /// between values, so the piece ends where a UTF-8 sequence does.
    public mutating func takeOutput() -> [UInt8] {
        defer { output.removeAll(keepingCapacity: true) }
        return output
    }

    /// Whether every container that was begun has been ended.
    public var isComplete: Bool { stack.isEmpty && !expectingValue }

    // MARK: Containers

    public mutating func beginObject() {
        begin(.object, opening: UInt8(ascii: "{"))
    }

    public mutating func endObject() {
        end(.object, closing: UInt8(ascii: "}"))
    }

    public mutating func beginArray() {
        begin(.array, opening: UInt8(ascii: "["))
    }

    public mutating func endArray() {
        end(.array, closing: UInt8(ascii: "]"))
    }

    /// Writes an object member's name written in the program, which must be
    /// printable ASCII other than `"` and `\`, so it is copied as it is;
    /// the next call writes its value.
    public mutating func key(_ name: StaticString) {
        let name = name.description
        assert(name.utf8.allSatisfy(Self.isPlainKeyByte), "JSONWriter: key '\(name)' needs escaping; write it with dynamicKey(_:)")
        startKey()
        output.append(UInt8(ascii: "\""))
        output.append(contentsOf: name.utf8)
        output.append(UInt8(ascii: "\""))
        finishKey()
    }

    /// Writes an object member's name made while the program runs, escaped
    /// as strings are; the next call writes its value.
    public mutating func dynamicKey(_ name: String) {
        startKey()
        appendQuoted(name.utf8)
        finishKey()
    }

    private static func isPlainKeyByte(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// Checks that a key may come here, and begins its element.
    private mutating func startKey() {
        precondition(!expectingValue, "JSONWriter: a key was written where a value was expected")
        precondition(stack.last?.container == .object, "JSONWriter: a key written outside an object")
        startElement()
    }

    /// The colon and (when pretty) a space.
    private mutating func finishKey() {
        if pretty && spacesAroundColon { output.append(UInt8(ascii: " ")) }
        output.append(UInt8(ascii: ":"))
        if pretty { output.append(UInt8(ascii: " ")) }
        expectingValue = true
    }

    // MARK: Scalars

    public mutating func string(_ value: String) {
        string(utf8: value.utf8)
    }

    /// Writes a string given as its UTF-8, which must be valid: the bytes are
    /// written as they are, apart from escapes.
    public mutating func string(utf8 value: some Collection<UInt8>) {
        prepareForValue()
        appendQuoted(value)
        finishScalar()
    }

    public mutating func int(_ value: Int) {
        prepareForValue()
        output.append(contentsOf: String(value).utf8)
        finishScalar()
    }

    /// Writes a number: integral values without a fraction (`3`, not `3.0`),
    /// others in Swift's shortest round-tripping form. NaN and infinities are
    /// not JSON and are written as `null`.
    public mutating func double(_ value: Double) {
        prepareForValue()
        if !value.isFinite {
            output.append(contentsOf: "null".utf8)
        } else if abs(value) < 1e15, Double(Int(value)) == value {
            // (Not `value.rounded()`: that needs libm, which a Foundation-free
            // executable does not link on Linux.)
            output.append(contentsOf: String(Int(value)).utf8)
        } else {
            output.append(contentsOf: value.description.utf8)
        }
        finishScalar()
    }

    public mutating func bool(_ value: Bool) {
        prepareForValue()
        output.append(contentsOf: (value ? "true" : "false").utf8)
        finishScalar()
    }

    public mutating func null() {
        prepareForValue()
        output.append(contentsOf: "null".utf8)
        finishScalar()
    }

    // MARK: Convenience

    public mutating func field(_ key: StaticString, _ value: String) {
        self.key(key)
        string(value)
    }

    public mutating func field(_ key: StaticString, _ value: Int) {
        self.key(key)
        int(value)
    }

    public mutating func field(_ key: StaticString, _ value: Double) {
        self.key(key)
        double(value)
    }

    public mutating func field(_ key: StaticString, _ value: Bool) {
        self.key(key)
        bool(value)
    }

    // MARK: Layout

    private mutating func begin(_ container: Container, opening: UInt8) {
        prepareForValue()
        output.append(opening)
        stack.append(Frame(container: container, count: 0))
    }

    private mutating func end(_ container: Container, closing: UInt8) {
        precondition(!expectingValue, "JSONWriter: a container was closed after a key without a value")
        guard let frame = stack.last, frame.container == container else {
            preconditionFailure("JSONWriter: unbalanced end\(container == .array ? "Array" : "Object")()")
        }
        stack.removeLast()
        if pretty && frame.count > 0 { newline() }
        output.append(closing)
        if pretty && stack.isEmpty { output.append(UInt8(ascii: "\n")) }
    }

    /// Places a value: after its key in an object, or as the next element
    /// of an array.
    private mutating func prepareForValue() {
        if expectingValue {
            expectingValue = false
            return
        }
        guard let innermost = stack.last else { return }
        precondition(innermost.container == .array, "JSONWriter: a value was written in an object without a key")
        startElement()
    }

    /// The comma before every element but the first, and its line.
    private mutating func startElement() {
        if stack[stack.count - 1].count > 0 { output.append(UInt8(ascii: ",")) }
        if pretty { newline() }
        stack[stack.count - 1].count += 1
    }

    /// A top-level scalar ends its pretty document with a newline.
    private mutating func finishScalar() {
        if pretty && stack.isEmpty { output.append(UInt8(ascii: "\n")) }
    }

    /// A newline and the indentation of the open containers.
    private mutating func newline() {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * stack.count))
    }

    // MARK: Encoding

    /// Appends a quoted string, escaping what JSON requires.
    private mutating func appendQuoted(_ text: some Collection<UInt8>) {
        output.append(UInt8(ascii: "\""))
        for byte in text {
            if Self.needsEscape(byte) { appendEscape(byte) } else { output.append(byte) }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Whether JSON escapes the byte: a control, a quotation mark or a backslash.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func appendEscape(_ byte: UInt8) {
        output.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "\n"): output.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\t"): output.append(UInt8(ascii: "t"))
        case UInt8(ascii: "\r"): output.append(UInt8(ascii: "r"))
        case 0x08: output.append(UInt8(ascii: "b"))
        case 0x0C: output.append(UInt8(ascii: "f"))
        default:
            output.append(contentsOf: "u00".utf8)
            output.append(Self.hexDigits[Int(byte >> 4)])
            output.append(Self.hexDigits[Int(byte & 0xF)])
        }
    }
}
