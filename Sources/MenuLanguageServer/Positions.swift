import MenuDiagnostics

/// A position as the Language Server Protocol counts it: a 0-based line and a
/// 0-based column in UTF-16 code units.
public struct LSPPosition: Hashable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

public struct LSPRange: Hashable, Sendable {
    public var start: LSPPosition
    public var end: LSPPosition

    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }
}

/// Converts between the compiler's byte offsets and LSP positions for one
/// document; built once per version of the document.
///
/// Lines come from the source's line table. On a line of ASCII, the column
/// is the byte offset from the line's start. On another line, UTF-16
/// columns are counted once and kept for the line last asked about, so that
/// the many positions of one long line (a diagnostic each, say) cost a
/// look-up each rather than a count from the line's start.
///
/// `SourceFile` leaves a leading byte-order mark out of the first line's
/// columns, but an editor that sent one counts it as one UTF-16 unit, so the
/// first line is shifted by one here when the text starts with a BOM.
final class PositionConverter {
    let source: SourceFile
    /// The line whose columns are in `columns`.
    private var cachedLine = -1
    /// The UTF-16 column of each byte offset from the start of `cachedLine`
    /// (through its line break), -1 where no scalar starts.
    private var columns: [Int32] = []
    /// Whether each line holds a byte outside ASCII; found on first use.
    private lazy var isNonASCII: [Bool] = (0..<source.lineCount).map { line in
        let end = line + 1 < source.lineCount ? source.lineStart(line + 1) : source.bytes.count
        return source.bytes[source.lineStart(line)..<end].contains { $0 >= 0x80 }
    }

    init(_ source: SourceFile) { self.source = source }

    private var byteOrderMarkShift: Int { source.byteOrderMarkLength > 0 ? 1 : 0 }

    func position(of offset: Int) -> LSPPosition {
        let clamped = max(0, min(offset, source.bytes.count))
        let line = source.lineIndex(of: clamped)
        var character = utf16Column(of: clamped, onLine: line)
        if line == 0 && clamped >= source.byteOrderMarkLength { character += byteOrderMarkShift }
        return LSPPosition(line: line, character: character)
    }

    /// `SourceFile.utf16Column(of:)`, from the line's table of columns.
    private func utf16Column(of offset: Int, onLine line: Int) -> Int {
        let start = source.lineStart(line)
        let index = offset - start
        guard index >= 0 else { return source.utf16Column(of: offset) }
        if !isNonASCII[line] { return index }
        if line != cachedLine { countColumns(onLine: line, from: start) }
        // Inside a scalar, decoding up to the offset decides.
        return columns[index] >= 0 ? Int(columns[index]) : source.utf16Column(of: offset)
    }

    private func countColumns(onLine line: Int, from start: Int) {
        cachedLine = line
        let end = line + 1 < source.lineCount ? source.lineStart(line + 1) : source.bytes.count
        let bytes = source.bytes[start..<end]
        columns = Array(repeating: -1, count: bytes.count + 1)
        // Parsed as `String(decoding:as:)` does: an ill-formed sequence is
        // one U+FFFD, a single UTF-16 unit.
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var index = 0
        var column: Int32 = 0
        while true {
            columns[index] = column
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                index += encoded.count
                column += Int32(Unicode.UTF8.decode(encoded).utf16.count)
            case .error(let length):
                index += length
                column += 1
            case .emptyInput:
                return
            }
        }
    }

    func range(of range: SourceRange) -> LSPRange {
        LSPRange(start: position(of: range.start), end: position(of: range.end))
    }

    /// The byte offset of a position; positions past the end of a line are
    /// clamped to it, lines past the end of the file to the end of the file.
    func offset(of position: LSPPosition) -> Int {
        if position.line < 0 { return 0 }
        if position.line >= source.lineCount { return source.bytes.count }
        var character = max(0, position.character)
        if position.line == 0 && byteOrderMarkShift > 0 {
            if character == 0 { return 0 }
            character -= byteOrderMarkShift
        }
        return source.offset(line: position.line, utf16Column: character)
    }

    func sourceRange(of range: LSPRange) -> SourceRange {
        let start = offset(of: range.start)
        let end = offset(of: range.end)
        return SourceRange(start: min(start, end), end: max(start, end))
    }

    /// The position just after the last character of the document.
    var endPosition: LSPPosition {
        let line = source.lineCount - 1
        let start = line == 0 ? 0 : source.lineStart(line)
        let character = String(decoding: source.bytes[start...], as: UTF8.self).utf16.count
        return LSPPosition(line: line, character: character)
    }
}
