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
/// document.
///
/// `SourceFile` leaves a leading byte-order mark out of the first line's
/// columns, but an editor that sent one counts it as one UTF-16 unit, so the
/// first line is shifted by one here when the text starts with a BOM.
struct PositionConverter {
    let source: SourceFile

    init(_ source: SourceFile) { self.source = source }

    private var byteOrderMarkShift: Int { source.byteOrderMarkLength > 0 ? 1 : 0 }

    func position(of offset: Int) -> LSPPosition {
        let clamped = max(0, min(offset, source.bytes.count))
        let line = source.lineIndex(of: clamped)
        var character = source.utf16Column(of: clamped)
        if line == 0 && clamped >= source.byteOrderMarkLength { character += byteOrderMarkShift }
        return LSPPosition(line: line, character: character)
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
