/// A source file held as UTF-8 bytes, with a line table for turning byte
/// offsets into 1-based line and column numbers.
///
/// Columns follow clang and swiftc: they count UTF-8 bytes from the start of
/// the line, so a tool can find the position without decoding the file. A
/// leading byte-order mark is not part of the first line's columns.
public struct SourceFile: Sendable {
    /// The path as the user wrote it (or `<stdin>`); shown in diagnostics.
    public let path: String
    public let bytes: [UInt8]
    /// The offset of the first byte of each line, in order. Kept in 32 bits
    /// like `SourceRange`'s: a large file has a hundred thousand lines.
    private let lineStarts: [UInt32]
    /// Number of bytes of a leading byte-order mark (0 or 3).
    public let byteOrderMarkLength: Int
    /// Whether every byte is ASCII: then a UTF-16 column is the byte column.
    private let isASCII: Bool

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        self.byteOrderMarkLength = hasByteOrderMark ? 3 : 0
        self.lineStarts = Self.lineStarts(of: bytes, from: byteOrderMarkLength)
        self.isASCII = !bytes.contains { $0 >= 0x80 }
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Where each line starts. A line ends at a line feed, or at a carriage
    /// return that no line feed follows: the language does not allow a lone
    /// carriage return, but editors, clang and swiftc end a line there.
    private static func lineStarts(of bytes: [UInt8], from start: Int) -> [UInt32] {
        var starts = [UInt32(clamping: start)]
        for index in start..<bytes.count where bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
            if isLineBreak(at: index, in: bytes) { starts.append(UInt32(clamping: index + 1)) }
        }
        return starts
    }

    /// Whether the byte at `offset` ends a line: a line feed, or a carriage
    /// return that no line feed follows (one that does is part of a CRLF).
    private static func isLineBreak(at offset: Int, in bytes: [UInt8]) -> Bool {
        switch bytes[offset] {
        case UInt8(ascii: "\n"): true
        case UInt8(ascii: "\r"): offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n")
        default: false
        }
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public var lineCount: Int { lineStarts.count }

    /// The byte offset at which a 0-based line starts.
    public func lineStart(_ lineIndex: Int) -> Int {
        precondition(lineIndex >= 0 && lineIndex < lineCount, "line \(lineIndex) is not in the file")
        return Int(lineStarts[lineIndex])
    }

    /// The 0-based index of the line holding `offset`: the last line that
    /// starts at or before it, found by binary search.
    public func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The 1-based line and UTF-8 column of a byte offset. Offsets past the end
    /// are clamped to the end of the file.
    public func location(of offset: Int) -> SourceLocation {
        let clamped = max(byteOrderMarkLength, min(offset, bytes.count))
        let line = lineIndex(of: clamped)
        return SourceLocation(offset: clamped, line: line + 1, column: clamped - lineStart(line) + 1)
    }

    /// The byte range of a 0-based line, without its line terminator (LF,
    /// CRLF or a lone CR).
    public func lineRange(_ lineIndex: Int) -> Range<Int> {
        let start = lineStart(lineIndex)
        var end = lineIndex + 1 < lineCount ? lineStart(lineIndex + 1) - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<max(start, end)
    }

    /// The text of a 0-based line, without its line terminator.
    public func lineText(_ lineIndex: Int) -> String {
        String(decoding: bytes[lineRange(lineIndex)], as: UTF8.self)
    }

    /// The text of a byte range; invalid UTF-8 is replaced by U+FFFD.
    public func text(in range: SourceRange) -> String {
        let start = max(0, min(range.start, bytes.count))
        let end = max(start, min(range.end, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The 0-based UTF-16 column of a byte offset on its line, as the Language
    /// Server Protocol counts positions. In an ASCII file it is the byte
    /// column; otherwise the line is read up to the offset, without copying
    /// it, and invalid UTF-8 counts as U+FFFD does when the text is decoded.
    public func utf16Column(of offset: Int) -> Int {
        let clamped = max(byteOrderMarkLength, min(offset, bytes.count))
        let start = lineStart(lineIndex(of: clamped))
        if isASCII { return clamped - start }
        var units = 0
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes[start..<clamped].makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): units += UTF8.decode(encoded).utf16.count
            case .error: units += 1
            case .emptyInput: return units
            }
        }
    }

    /// The byte offset of a 0-based line and UTF-16 column, clamped to the line.
    public func offset(line: Int, utf16Column: Int) -> Int {
        guard line >= 0 else { return byteOrderMarkLength }
        guard line < lineCount else { return bytes.count }
        let range = lineRange(line)
        var units = 0
        var offset = range.lowerBound
        let text = String(decoding: bytes[range], as: UTF8.self)
        for scalar in text.unicodeScalars {
            if units >= utf16Column { break }
            units += scalar.utf16.count
            offset += scalar.utf8.count
        }
        return min(offset, range.upperBound)
    }
}

/// A resolved position in a source file.
public struct SourceLocation: Hashable, Sendable {
    public var offset: Int
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in UTF-8 bytes.
    public var column: Int

    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }
}

/// A half-open range of byte offsets into a source file.
///
/// The offsets are kept in 32 bits (inputs are limited to 1 GiB, see
/// `FileSystem`): every node of the syntax tree and every entry of the model
/// holds several ranges, and this halves what they take.
public struct SourceRange: Hashable, Sendable, Comparable {
    private var storedStart: UInt32
    private var storedEnd: UInt32

    public var start: Int {
        get { Int(storedStart) }
        set { storedStart = UInt32(clamping: newValue) }
    }

    public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = UInt32(clamping: newValue) }
    }

    /// A range that ends where it starts when `end` is before `start`.
    public init(start: Int, end: Int) {
        storedStart = UInt32(clamping: start)
        storedEnd = UInt32(clamping: max(start, end))
    }

    public init(_ range: Range<Int>) {
        self.init(start: range.lowerBound, end: range.upperBound)
    }

    /// An empty range at one offset: where an insertion goes.
    public static func at(_ offset: Int) -> SourceRange { SourceRange(start: offset, end: offset) }

    public var isEmpty: Bool { start == end }
    public var length: Int { end - start }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        lhs.start != rhs.start ? lhs.start < rhs.start : lhs.end < rhs.end
    }
}
