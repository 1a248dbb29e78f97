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
    /// The offset of the first byte of every `linesPerCheckpoint`-th line
    /// (lines 0, 64, 128…), in 32 bits (inputs are limited to 1 GiB). The
    /// lines between are found by counting newlines from the checkpoint
    /// before them, at most 63 lines of text, eight bytes at a time. A start
    /// for every line took four bytes a line (a megabyte for a 4 MB file),
    /// and only diagnostics and the language server ask for lines.
    private let checkpoints: [UInt32]
    public let lineCount: Int
    /// A power of two, so that whether a run of lines passes a checkpoint
    /// is a mask and a comparison.
    static let linesPerCheckpoint = 64
    /// The lines that are not all ASCII, in order, each with the offset of
    /// its first byte that is not: a column before it is a count of bytes,
    /// in UTF-8 and UTF-16 alike. Only those lines, so that an ASCII file
    /// (most are) keeps no second table as long as the first.
    private let nonASCIILines: [NonASCIILine]

    private struct NonASCIILine {
        let line: UInt32
        let firstNonASCII: UInt32
    }
    /// Number of bytes of a leading byte-order mark (0 or 3).
    public let byteOrderMarkLength: Int
    /// The file has a carriage return without a line feed. The language
    /// does not allow one, but editors, clang and swiftc end a line there,
    /// so positions do too; the lines of such a file are found byte by
    /// byte rather than by counting line feeds a word at a time.
    private let hasLoneCarriageReturns: Bool

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let byteOrderMarkLength = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        self.byteOrderMarkLength = byteOrderMarkLength
        var checkpoints = [UInt32(byteOrderMarkLength)]
        checkpoints.reserveCapacity(bytes.count / (32 * Self.linesPerCheckpoint) + 1)
        var lineCount = 1
        var nonASCII: [NonASCIILine] = []
        var hasLoneCarriageReturns = false
        bytes.withUnsafeBufferPointer { buffer in
            // One pass, eight bytes at a time: only bytes below 0x0E (line
            // feeds and carriage returns among them; tabs too, which are
            // passed over) and bytes from 0x80 up need a look, one by one.
            var lineHasNonASCII = false
            @inline(__always) func look(at events: UInt64, from index: Int) {
                var events = events
                while events != 0 {
                    let offset = index + events.trailingZeroBitCount / 8
                    events &= events - 1
                    let byte = buffer[offset]
                    if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && Self.isLineBreak(at: offset, in: buffer)) {
                        if byte == UInt8(ascii: "\r") { hasLoneCarriageReturns = true }
                        if lineCount % Self.linesPerCheckpoint == 0 { checkpoints.append(UInt32(truncatingIfNeeded: offset + 1)) }
                        lineCount += 1
                        lineHasNonASCII = false
                    } else if byte >= 0x80, !lineHasNonASCII {
                        nonASCII.append(NonASCIILine(
                            line: UInt32(truncatingIfNeeded: lineCount - 1), firstNonASCII: UInt32(truncatingIfNeeded: offset)))
                        lineHasNonASCII = true
                    }
                }
            }
            @inline(__always) func events(in word: UInt64) -> UInt64 {
                Word.bytesBelow(word, UInt8(ascii: "\r") + 1) | (word & Word.highBits)
            }
            var index = byteOrderMarkLength
            while index + 8 <= buffer.count {
                let word = Word.loadWithin(buffer, at: index)
                let events = events(in: word)
                if events != 0 {
                    // Most words with events have only line feeds, none of
                    // them ending a line that starts a checkpoint: counted
                    // at once rather than looked at one by one.
                    let lineFeeds = Word.bytesEqual(word, UInt8(ascii: "\n"))
                    let count = Word.countOfHighBits(lineFeeds)
                    if events == lineFeeds && (lineCount &- 1) & (Self.linesPerCheckpoint - 1) &+ count < Self.linesPerCheckpoint {
                        lineCount &+= count
                        lineHasNonASCII = false
                    } else {
                        look(at: events, from: index)
                    }
                }
                index += 8
            }
            // The last word's bytes past the end load as zeros, which are no events.
            if index < buffer.count {
                look(at: events(in: Word.load(buffer, at: index)) & Word.highBitsOfFirst(buffer.count - index), from: index)
            }
        }
        self.checkpoints = checkpoints
        self.lineCount = lineCount
        self.nonASCIILines = nonASCII
        self.hasLoneCarriageReturns = hasLoneCarriageReturns
    }

    /// Whether the byte at `offset` ends a line: a line feed, or a carriage
    /// return that no line feed follows (one that does is part of a CRLF).
    @inline(__always)
    private static func isLineBreak(at offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        switch buffer[offset] {
        case UInt8(ascii: "\n"): true
        case UInt8(ascii: "\r"): offset + 1 == buffer.count || buffer[offset + 1] != UInt8(ascii: "\n")
        default: false
        }
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The byte offset at which a 0-based line starts.
    public func lineStart(_ lineIndex: Int) -> Int {
        precondition(lineIndex >= 0 && lineIndex < lineCount, "line \(lineIndex) is not in the file")
        var offset = Int(checkpoints[lineIndex / Self.linesPerCheckpoint])
        var newlinesToPass = lineIndex % Self.linesPerCheckpoint
        guard newlinesToPass > 0 else { return offset }
        return bytes.withUnsafeBufferPointer { buffer in
            if hasLoneCarriageReturns {
                while true {
                    if Self.isLineBreak(at: offset, in: buffer) {
                        newlinesToPass -= 1
                        if newlinesToPass == 0 { return offset + 1 }
                    }
                    offset += 1
                }
            }
            // The line exists, so the newline before it does: the loop ends.
            while true {
                var newlines = Word.bytesEqual(Word.load(buffer, at: offset), UInt8(ascii: "\n"))
                let count = newlines.nonzeroBitCount
                if count < newlinesToPass {
                    newlinesToPass -= count
                    offset += 8
                    continue
                }
                for _ in 1..<newlinesToPass { newlines &= newlines - 1 }
                return offset + newlines.trailingZeroBitCount / 8 + 1
            }
        }
    }

    /// The 0-based index of the line holding `offset`.
    public func lineIndex(of offset: Int) -> Int { lineAndStart(of: offset).line }

    /// The 0-based line holding `offset` and the offset its line starts at,
    /// found in one count from the checkpoint before it.
    private func lineAndStart(of offset: Int) -> (line: Int, start: Int) {
        var low = 0
        var high = checkpoints.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(checkpoints[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        var line = low * Self.linesPerCheckpoint
        var start = Int(checkpoints[low])
        let end = min(offset, bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            var index = start
            if hasLoneCarriageReturns {
                for index in start..<end where Self.isLineBreak(at: index, in: buffer) {
                    line += 1
                    start = index + 1
                }
                return
            }
            while index < end {
                let newlines = Word.bytesEqual(Word.load(buffer, at: index), UInt8(ascii: "\n")) & Word.highBitsOfFirst(end - index)
                if newlines != 0 {
                    line += newlines.nonzeroBitCount
                    start = index + (63 - newlines.leadingZeroBitCount) / 8 + 1
                }
                index += 8
            }
        }
        return (line, start)
    }

    /// The 1-based line and UTF-8 column of a byte offset. Offsets past the end
    /// are clamped to the end of the file.
    public func location(of offset: Int) -> SourceLocation {
        let clamped = max(byteOrderMarkLength, min(offset, bytes.count))
        let (line, start) = lineAndStart(of: clamped)
        return SourceLocation(offset: clamped, line: line + 1, column: clamped - start + 1)
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
    /// Server Protocol counts positions.
    public func utf16Column(of offset: Int) -> Int {
        let clamped = max(byteOrderMarkLength, min(offset, bytes.count))
        let (line, start) = lineAndStart(of: clamped)
        // In ASCII, one byte is one UTF-16 code unit.
        guard let asciiEnd = firstNonASCII(onLine: line), clamped > asciiEnd else { return clamped - start }
        return asciiEnd - start + String(decoding: bytes[asciiEnd..<clamped], as: UTF8.self).utf16.count
    }

    /// The offset of the first byte of a line that is not ASCII; nil when
    /// the line is all ASCII.
    private func firstNonASCII(onLine line: Int) -> Int? {
        var low = 0
        var high = nonASCIILines.count
        while low < high {
            let middle = (low + high) / 2
            if Int(nonASCIILines[middle].line) < line { low = middle + 1 } else { high = middle }
        }
        guard low < nonASCIILines.count, Int(nonASCIILines[low].line) == line else { return nil }
        return Int(nonASCIILines[low].firstNonASCII)
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
/// Stored as two 32-bit offsets: ranges sit in every node of the syntax tree
/// and the model, and inputs are limited to 1 GiB (see `FileSystem`), so
/// halving them halves a large part of the memory a check needs.
public struct SourceRange: Hashable, Sendable, Comparable {
    // The accessors, the initialiser and `union` are inlinable: the parser
    // spans a range for every entry and attribute, and a call into this
    // module for each cost more than the work.
    @usableFromInline var storedStart: UInt32
    @usableFromInline var storedEnd: UInt32

    @inlinable public var start: Int {
        get { Int(storedStart) }
        set { storedStart = UInt32(clamping: newValue) }
    }

    @inlinable public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = UInt32(clamping: newValue) }
    }

    @inlinable public init(start: Int, end: Int) {
        self.storedStart = UInt32(clamping: start)
        self.storedEnd = UInt32(clamping: max(start, end))
    }

    public init(_ range: Range<Int>) {
        self.init(start: range.lowerBound, end: range.upperBound)
    }

    /// An empty range at one offset: where an insertion goes.
    public static func at(_ offset: Int) -> SourceRange { SourceRange(start: offset, end: offset) }

    public var isEmpty: Bool { start == end }
    public var length: Int { end - start }

    /// The smallest range covering both.
    @inlinable public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        lhs.start != rhs.start ? lhs.start < rhs.start : lhs.end < rhs.end
    }
}

/// A `SourceRange?` in eight bytes: `Optional` adds a byte, which pads a
/// field to twelve. For the records a file has one of per entry; as a
/// property wrapper, a field reads and writes as the optional it stands for.
@propertyWrapper
public struct PackedOptionalRange: Sendable {
    // No range has its start after its end: that marks nil. Inlinable, as
    // the model reads these once or more per entry.
    @usableFromInline var storedStart: UInt32
    @usableFromInline var storedEnd: UInt32

    @inlinable
    public init(wrappedValue range: SourceRange?) {
        if let range {
            storedStart = UInt32(clamping: range.start)
            storedEnd = UInt32(clamping: range.end)
        } else {
            storedStart = 1
            storedEnd = 0
        }
    }

    @inlinable
    public var wrappedValue: SourceRange? {
        get { storedStart > storedEnd ? nil : SourceRange(start: Int(storedStart), end: Int(storedEnd)) }
        set { self = PackedOptionalRange(wrappedValue: newValue) }
    }
}
