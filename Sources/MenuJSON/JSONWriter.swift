import MenuDiagnostics

/// A streaming JSON writer that appends UTF-8 directly into a byte buffer.
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
public struct JSONWriter: Sendable {
    private enum Container: Sendable {
        case array
        case object
    }

    private struct Frame: Sendable {
        var container: Container
        var count: Int
    }

    /// The UTF-8 output written so far.
    public private(set) var bytes: [UInt8]
    public let pretty: Bool
    private var stack: [Frame] = []
    /// A key has been written and its value has not.
    private var expectingValue = false

    /// `capacity` is the room reserved for the output. Reserving more than is
    /// written costs little: a large buffer's pages are touched only when
    /// written, and a buffer that grows copies everything written so far.
    public init(pretty: Bool = true, capacity: Int = 1024) {
        self.pretty = pretty
        self.bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Hands the output written so far to `body` and forgets it, keeping the
    /// buffer's room: how a large document is written out in pieces.
    public mutating func drain(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        bytes.withUnsafeBufferPointer(body)
        bytes.removeAll(keepingCapacity: true)
    }

    /// The output written so far, as a string.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether every container that was begun has been ended.
    public var isComplete: Bool { stack.isEmpty && !expectingValue }

    // MARK: Containers

    public mutating func beginObject() {
        prepareForValue()
        bytes.append(UInt8(ascii: "{"))
        stack.append(Frame(container: .object, count: 0))
    }

    public mutating func endObject() {
        end(.object, closing: UInt8(ascii: "}"))
    }

    public mutating func beginArray() {
        prepareForValue()
        bytes.append(UInt8(ascii: "["))
        stack.append(Frame(container: .array, count: 0))
    }

    public mutating func endArray() {
        end(.array, closing: UInt8(ascii: "]"))
    }

    /// Writes an object member's name; the next call writes its value.
    public mutating func key(_ name: String) {
        precondition(!expectingValue, "JSONWriter: a key was written where a value was expected")
        guard let top = stack.last, top.container == .object else {
            preconditionFailure("JSONWriter: key '\(name)' written outside an object")
        }
        if top.count > 0 { bytes.append(UInt8(ascii: ",")) }
        if pretty { newline(indent: stack.count) }
        stack[stack.count - 1].count += 1
        appendQuoted(name)
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
        expectingValue = true
    }

    // MARK: Scalars

    public mutating func string(_ value: String) {
        prepareForValue()
        appendQuoted(value)
        finishScalar()
    }

    public mutating func int(_ value: Int) {
        prepareForValue()
        appendInteger(value)
        finishScalar()
    }

    /// Writes a number: integral values without a fraction (`3`, not `3.0`),
    /// others in Swift's shortest round-tripping form. NaN and infinities are
    /// not JSON and are written as `null`.
    public mutating func double(_ value: Double) {
        prepareForValue()
        if !value.isFinite {
            appendASCII("null")
        } else if abs(value) < 1e15, Double(Int(value)) == value {
            // (Not `value.rounded()`: that needs libm, which a Foundation-free
            // executable does not link on Linux.)
            appendInteger(Int(value))
        } else {
            appendASCII(value.description)
        }
        finishScalar()
    }

    public mutating func bool(_ value: Bool) {
        prepareForValue()
        appendASCII(value ? "true" : "false")
        finishScalar()
    }

    public mutating func null() {
        prepareForValue()
        appendASCII("null")
        finishScalar()
    }

    // MARK: Convenience

    public mutating func field(_ key: String, _ value: String) {
        self.key(key)
        string(value)
    }

    public mutating func field(_ key: String, _ value: Int) {
        self.key(key)
        int(value)
    }

    public mutating func field(_ key: String, _ value: Double) {
        self.key(key)
        double(value)
    }

    public mutating func field(_ key: String, _ value: Bool) {
        self.key(key)
        bool(value)
    }

    // MARK: Layout

    private mutating func prepareForValue() {
        if expectingValue {
            expectingValue = false
            return
        }
        guard let top = stack.last else { return }
        precondition(top.container == .array, "JSONWriter: a value was written in an object without a key")
        if top.count > 0 { bytes.append(UInt8(ascii: ",")) }
        if pretty { newline(indent: stack.count) }
        stack[stack.count - 1].count += 1
    }

    private mutating func finishScalar() {
        if pretty && stack.isEmpty { bytes.append(UInt8(ascii: "\n")) }
    }

    private mutating func end(_ container: Container, closing: UInt8) {
        precondition(!expectingValue, "JSONWriter: a container was closed after a key without a value")
        guard let top = stack.popLast(), top.container == container else {
            preconditionFailure("JSONWriter: unbalanced end\(container == .array ? "Array" : "Object")()")
        }
        if pretty && top.count > 0 { newline(indent: stack.count) }
        bytes.append(closing)
        if pretty && stack.isEmpty { bytes.append(UInt8(ascii: "\n")) }
    }

    private mutating func newline(indent level: Int) {
        // One append of a newline and the indentation, not one per space.
        let spaces = level * 2
        let prefix = Self.newlineAndSpaces
        if spaces < prefix.count {
            bytes.append(contentsOf: prefix[...spaces])
        } else {
            bytes.append(contentsOf: prefix)
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: spaces + 1 - prefix.count))
        }
    }

    /// A newline and enough spaces for 64 levels of indentation.
    private static let newlineAndSpaces: [UInt8] = [UInt8(ascii: "\n")] + Array(repeating: UInt8(ascii: " "), count: 128)

    // MARK: Encoding

    private mutating func appendASCII(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func appendASCII(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func appendInteger(_ value: Int) {
        if value >= 0 && value < 10 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(value))
            return
        }
        // Digits are produced backwards into a small stack buffer.
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: enough for 20 digits
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[23 - count] = UInt8(ascii: "0") &+ UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(contentsOf: buffer[(24 - count)...])
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends a quoted, escaped string. Runs of bytes that need no escaping
    /// are copied in one go; the bytes that do are found eight at a time.
    private mutating func appendQuoted(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { source in
            bytes.reserveCapacity(bytes.count + source.count + 1)
            var runStart = 0
            var offset = 0
            while offset < source.count {
                let word = Word.load(source, at: offset)
                var special = Word.bytesIn(word, 0...0x1F) | Word.bytesEqual(word, UInt8(ascii: "\"")) | Word.bytesEqual(word, UInt8(ascii: "\\"))
                // The zeros past the end are not text.
                special &= Word.highBitsOfFirst(source.count - offset)
                while special != 0 {
                    let index = offset + special.trailingZeroBitCount / 8
                    special &= special - 1
                    if runStart < index { bytes.append(contentsOf: source[runStart..<index]) }
                    runStart = index + 1
                    appendEscaped(source[index])
                }
                offset += 8
            }
            if runStart < source.count { bytes.append(contentsOf: source[runStart...]) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscaped(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
        case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            bytes.append(UInt8(ascii: "u"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(Self.hexDigits[Int(byte >> 4)])
            bytes.append(Self.hexDigits[Int(byte & 0xF)])
        }
    }
}
