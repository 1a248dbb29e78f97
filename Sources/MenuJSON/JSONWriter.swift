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
///
/// A writer owns its buffer and cannot be copied: pass it `inout`, and
/// take its output with `bytes`, `string` or, piece by piece, `drain`.
public struct JSONWriter: ~Copyable {
    private enum Container {
        case array
        case object
    }

    private struct Frame {
        var container: Container
        var count: Int
    }

    // The output is written through a pointer into a buffer the writer owns
    // (it cannot be copied, so nothing else does): a document of tens of
    // megabytes is made of millions of small writes, and an array checked
    // its uniqueness and capacity on each one.
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    public let pretty: Bool
    /// How many containers are open, and the innermost one (meaningful when
    /// `depth` > 0); the ones around it are kept in `enclosing`.
    private var depth = 0
    private var innermost = Frame(container: .array, count: 0)
    private var enclosing: [Frame] = []
    /// A key has been written and its value has not.
    private var expectingValue = false
    /// The layouts of the members `prepare` made, one after another.
    private var prepared: UnsafeMutablePointer<UInt8>?
    private var preparedCount = 0
    private var preparedCapacity = 0

    /// `capacity` is the room reserved for the output. Reserving more than is
    /// written costs little: a large buffer's pages are touched only when
    /// written, and a buffer that grows copies everything written so far.
    public init(pretty: Bool = true, capacity: Int = 1024) {
        self.pretty = pretty
        self.capacity = max(capacity, 64)
        self.base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
        prepared?.deallocate()
    }

    /// The UTF-8 output written so far.
    public var bytes: [UInt8] { Array(written) }

    /// How many bytes have been written (and not drained).
    public var byteCount: Int { count }

    private var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Hands the output written so far to `body` and forgets it, keeping the
    /// buffer's room: how a large document is written out in pieces.
    public mutating func drain(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        body(written)
        count = 0
    }

    /// The output written so far, as a string.
    public var string: String { String(decoding: written, as: UTF8.self) }

    /// Whether every container that was begun has been ended.
    public var isComplete: Bool { depth == 0 && !expectingValue }

    /// How many containers are open: the depth members are prepared for
    /// (`prepare(depth:_:openKey:)`) to be written in the innermost of them.
    public var nestingDepth: Int { depth }

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
    /// printable ASCII other than `"` and `\`; the next call writes its
    /// value. Copied as it is: most of a document's keys are these, and
    /// scanning each for characters to escape was a tenth of writing it.
    public mutating func key(_ name: StaticString) {
        assert(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount).allSatisfy(Self.isPlainKeyByte),
               "JSONWriter: key '\(name)' needs escaping; write it with dynamicKey(_:)")
        startKey()
        let length = name.utf8CodeUnitCount
        reserve(length + 4)
        put(UInt8(ascii: "\""))
        (base + count).initialize(from: name.utf8Start, count: length)
        count += length
        put(UInt8(ascii: "\""))
        finishKey()
    }

    /// Writes an object member's name made while the program runs, escaped
    /// as strings are; the next call writes its value.
    public mutating func dynamicKey(_ name: String) {
        startKey()
        var name = name
        name.withUTF8 { appendQuoted($0) }
        reserve(2)
        finishKey()
    }

    private static func isPlainKeyByte(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// Checks that a key may come here, and begins its element.
    @inline(__always)
    private mutating func startKey() {
        precondition(!expectingValue, "JSONWriter: a key was written where a value was expected")
        precondition(depth > 0 && innermost.container == .object, "JSONWriter: a key written outside an object")
        startElement()
    }

    /// The colon and (when pretty) a space, into room reserved for them.
    @inline(__always)
    private mutating func finishKey() {
        put(UInt8(ascii: ":"))
        if pretty { put(UInt8(ascii: " ")) }
        expectingValue = true
    }

    // MARK: Scalars

    public mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { string(utf8: $0) }
    }

    /// Writes a string given as its UTF-8, which must be valid: the bytes are
    /// written as they are, apart from escapes. For text that is already
    /// UTF-8 somewhere (a title in its source) and need not be made a string.
    public mutating func string(utf8 value: UnsafeBufferPointer<UInt8>) {
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
            appendShortLiteral("null")
        } else if abs(value) < 1e15, Double(Int(value)) == value {
            // (Not `value.rounded()`: that needs libm, which a Foundation-free
            // executable does not link on Linux.)
            appendInteger(Int(value))
        } else {
            var text = value.description
            text.withUTF8 { append($0) }
        }
        finishScalar()
    }

    public mutating func bool(_ value: Bool) {
        prepareForValue()
        appendShortLiteral(value ? "true" : "false")
        finishScalar()
    }

    public mutating func null() {
        prepareForValue()
        appendShortLiteral("null")
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

    // MARK: Prepared members

    /// Object members whose keys and values are known before the document
    /// is written, laid out once for one depth and then written with one
    /// copy. Each entry of a large model is an object of a dozen members,
    /// most of them the same from entry to entry (`"role": null`,
    /// `"disabled": false`); laid out member by member, they were most of
    /// the time spent writing the document. Only the writer that prepared
    /// them writes them. A plain value: no reference to count.
    public struct PreparedMembers: Sendable {
        fileprivate let start: Int
        fileprivate let length: Int
        fileprivate let depth: Int
        fileprivate let memberCount: Int
        /// The last member is a key alone: its value is written next.
        fileprivate let endsWithKey: Bool
    }

    /// A value known before the document is written.
    public enum PreparedValue: Sendable {
        case null
        case bool(Bool)
        case string(StaticString)
    }

    /// Lays out `members`, then `openKey` without its value when given, for
    /// an object at `depth` (`nestingDepth` inside it). The layout is made by
    /// a writer of its own, member by member, so it is the one this writer
    /// would make; the comma before the first member is left to `write`,
    /// which knows whether one is needed.
    public mutating func prepare(
        depth: Int, _ members: KeyValuePairs<StaticString, PreparedValue>, openKey: StaticString? = nil
    ) -> PreparedMembers {
        precondition(depth > 0, "JSONWriter: members are prepared for an object")
        var layout = JSONWriter(pretty: pretty, capacity: 256)
        for _ in 1..<depth { layout.beginArray() }
        layout.beginObject()
        let layoutStart = layout.count
        for (key, value) in members {
            layout.key(key)
            switch value {
            case .null: layout.null()
            case .bool(let flag): layout.bool(flag)
            case .string(let text): layout.string(text.description)
            }
        }
        if let openKey { layout.key(openKey) }
        let length = layout.count - layoutStart
        if prepared == nil || preparedCount + length > preparedCapacity {
            let capacity = max(preparedCount + length, 2 * preparedCapacity, 1024)
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            if let prepared { larger.moveInitialize(from: prepared, count: preparedCount) }
            prepared?.deallocate()
            prepared = larger
            preparedCapacity = capacity
        }
        (prepared! + preparedCount).initialize(from: layout.base + layoutStart, count: length)
        defer { preparedCount += length }
        return PreparedMembers(
            start: preparedCount, length: length, depth: depth, memberCount: members.count + (openKey == nil ? 0 : 1),
            endsWithKey: openKey != nil)
    }

    /// Writes members this writer prepared, in an object at the depth they
    /// were prepared for (a mismatch traps, as other misuse does).
    public mutating func write(_ members: PreparedMembers) {
        precondition(!expectingValue, "JSONWriter: members were written where a value was expected")
        precondition(depth == members.depth && innermost.container == .object && members.start + members.length <= preparedCount,
                     "JSONWriter: members written where they were not prepared for")
        reserve(1 + members.length)
        if innermost.count > 0 { put(UInt8(ascii: ",")) }
        (base + count).initialize(from: prepared! + members.start, count: members.length)
        count += members.length
        innermost.count += members.memberCount
        expectingValue = members.endsWithKey
    }

    // MARK: Layout

    private mutating func begin(_ container: Container, opening: UInt8) {
        prepareForValue()
        reserve(1)
        put(opening)
        if depth > 0 { enclosing.append(innermost) }
        innermost = Frame(container: container, count: 0)
        depth += 1
    }

    private mutating func end(_ container: Container, closing: UInt8) {
        precondition(!expectingValue, "JSONWriter: a container was closed after a key without a value")
        guard depth > 0, innermost.container == container else {
            preconditionFailure("JSONWriter: unbalanced end\(container == .array ? "Array" : "Object")()")
        }
        depth -= 1
        if pretty && innermost.count > 0 { newline() }
        reserve(2)
        put(closing)
        if depth > 0 {
            innermost = enclosing.removeLast()
        } else if pretty {
            put(UInt8(ascii: "\n"))
        }
    }

    @inline(__always)
    private mutating func prepareForValue() {
        if expectingValue {
            expectingValue = false
            return
        }
        guard depth > 0 else { return }
        precondition(innermost.container == .array, "JSONWriter: a value was written in an object without a key")
        startElement()
    }

    /// The comma before every element but the first, and its line.
    @inline(__always)
    private mutating func startElement() {
        if innermost.count > 0 {
            reserve(1)
            put(UInt8(ascii: ","))
        }
        if pretty { newline() }
        innermost.count += 1
    }

    @inline(__always)
    private mutating func finishScalar() {
        if pretty && depth == 0 {
            reserve(1)
            put(UInt8(ascii: "\n"))
        }
    }

    /// A newline and the indentation of the open containers.
    @inline(__always)
    private mutating func newline() {
        let length = 1 + 2 * depth
        // The line feed and the spaces are stored eight bytes at a time, the
        // first word starting with the line feed; the last store may pass
        // the line's end, into room reserved for it and overwritten next.
        reserve(length + 8)
        let line = UnsafeMutableRawPointer(base + count)
        line.storeBytes(of: (0x2020_2020_2020_200A as UInt64).littleEndian, as: UInt64.self)
        var offset = 8
        while offset < length {
            line.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        count += length
    }

    // MARK: Output buffer

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    private mutating func grow(toHold needed: Int) {
        let newCapacity = max(needed, 2 * capacity)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Writes a byte into room already reserved.
    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    private mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let start = source.baseAddress else { return }
        reserve(source.count)
        (base + count).initialize(from: start, count: source.count)
        count += source.count
    }

    // MARK: Encoding

    /// Writes "true", "false" or "null" (or other text of at most eight
    /// bytes) with one store.
    @inline(__always)
    private mutating func appendShortLiteral(_ text: StaticString) {
        precondition(text.utf8CodeUnitCount <= 8)
        reserve(8)
        text.withUTF8Buffer { bytes in
            UnsafeMutableRawPointer(base + count).storeBytes(of: Word.load(bytes, at: 0).littleEndian, as: UInt64.self)
        }
        count += text.utf8CodeUnitCount
    }

    private mutating func appendInteger(_ value: Int) {
        reserve(20)
        if value >= 0 && value < 10 {
            put(UInt8(ascii: "0") &+ UInt8(value))
            return
        }
        if value < 0 { put(UInt8(ascii: "-")) }
        // Digits are counted first, then written from the last.
        var magnitude = value.magnitude
        var digits = 1
        var bound: UInt = 10
        while digits < 20 && magnitude >= bound {
            digits += 1
            bound = bound &* 10
        }
        var position = count + digits
        count = position
        repeat {
            position -= 1
            base[position] = UInt8(ascii: "0") &+ UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }

    private static let hexDigits: StaticString = "0123456789abcdef"

    /// Appends a quoted, escaped string. Nearly every string needs no
    /// escape: a text of eight bytes or more is copied eight at a time
    /// through a local pointer and searched for bytes that need one as it is
    /// copied (its last word overlaps the one before it, read and written
    /// again rather than byte by byte); a shorter one is searched and copied
    /// byte by byte. A text that needs an escape is written again, escaped,
    /// over the copy.
    private mutating func appendQuoted(_ source: UnsafeBufferPointer<UInt8>) {
        // The quotes and the text.
        reserve(source.count + 2)
        let output = base + count + 1
        if let start = source.baseAddress, source.count >= 8 {
            var found: UInt64 = 0
            var offset = 0
            while true {
                let word = UnsafeRawPointer(start + offset).loadUnaligned(as: UInt64.self)
                UnsafeMutableRawPointer(output + offset).storeBytes(of: word, as: UInt64.self)
                found |= Self.escapes(in: UInt64(littleEndian: word))
                if offset + 8 == source.count { break }
                offset = min(offset + 8, source.count - 8)
            }
            if found == 0 {
                output[-1] = UInt8(ascii: "\"")
                output[source.count] = UInt8(ascii: "\"")
                count += source.count + 2
                return
            }
        } else if !source.contains(where: Self.needsEscape) {
            output[-1] = UInt8(ascii: "\"")
            for offset in 0..<source.count { output[offset] = source[offset] }
            output[source.count] = UInt8(ascii: "\"")
            count += source.count + 2
            return
        }
        put(UInt8(ascii: "\""))
        appendBytesOfText(source)
        reserve(1)
        put(UInt8(ascii: "\""))
    }

    /// Whether JSON escapes the byte: a control, a quotation mark or a backslash.
    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// The high bit of each byte of a word that `needsEscape`.
    @inline(__always)
    private static func escapes(in word: UInt64) -> UInt64 {
        Word.bytesBelow(word, 0x20) | Word.bytesEqual(word, UInt8(ascii: "\"")) | Word.bytesEqual(word, UInt8(ascii: "\\"))
    }

    /// Writes text byte by byte, escaping what needs it, into room reserved
    /// for the text and one more byte. Through a local pointer: written
    /// through `base`, each byte made the count be stored and loaded again.
    private mutating func appendBytesOfText(_ text: UnsafeBufferPointer<UInt8>) {
        var output = base + count
        for byte in text {
            if Self.needsEscape(byte) {
                count = output - base
                appendEscape(byte)
                reserve(text.count + 1)
                output = base + count
            } else {
                output.pointee = byte
                output += 1
            }
        }
        count = output - base
    }

    private mutating func appendEscape(_ byte: UInt8) {
        reserve(6)
        put(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): put(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): put(UInt8(ascii: "\\"))
        case UInt8(ascii: "\n"): put(UInt8(ascii: "n"))
        case UInt8(ascii: "\t"): put(UInt8(ascii: "t"))
        case UInt8(ascii: "\r"): put(UInt8(ascii: "r"))
        case 0x08: put(UInt8(ascii: "b"))
        case 0x0C: put(UInt8(ascii: "f"))
        default:
            put(UInt8(ascii: "u"))
            put(UInt8(ascii: "0"))
            put(UInt8(ascii: "0"))
            Self.hexDigits.withUTF8Buffer { hex in
                put(hex[Int(byte >> 4)])
                put(hex[Int(byte & 0xF)])
            }
        }
    }
}
