import MenuDiagnostics
import MenuJSON
import MenuSyntax

/// `textDocument/rangeFormatting`: the formatter's changes to the lines of
/// the range, and nothing else.
///
/// The whole document is formatted, then cut into pieces that can be taken
/// apart: formatting keeps the sequence of tokens and comments, so where a
/// line of the document and a line of the output start with the same token,
/// after the same number of comments, what comes before is formatted into
/// what comes before, and what follows into what follows. Between two such
/// lines is one piece; the range takes every piece with a line in it. Taken
/// together the pieces are the whole formatting, so each edit is exactly
/// what formatting the document changes there.
enum RangeFormatting {
    /// Lines `old` of the document become lines `new` of the output.
    struct Piece {
        var old: Range<Int>
        var new: Range<Int>
    }

    static func edits(for document: Document, range: LSPRange) throws(ResponseError) -> JSONValue {
        let original = document.source
        let formatted = SourceFile(path: original.path, bytes: Array(try Formatting.formatted(document).utf8))
        let requested = document.positions.sourceRange(of: range)
        let firstLine = original.lineIndex(of: requested.start)
        var lastLine = original.lineIndex(of: requested.end)
        // A selection of whole lines ends at the start of the line after them.
        if lastLine > firstLine, original.lineStart(lastLine) == requested.end { lastLine -= 1 }

        var edits: [JSONValue] = []
        for piece in pieces(original, formatted) where piece.old.lowerBound <= lastLine && firstLine < piece.old.upperBound {
            let old = bytes(of: piece.old, in: original)
            let new = bytes(of: piece.new, in: formatted)
            guard !original.bytes[old].elementsEqual(formatted.bytes[new]) else { continue }
            edits.append([
                "range": document.positions.range(of: SourceRange(start: old.lowerBound, end: old.upperBound)).json,
                "newText": .string(String(decoding: formatted.bytes[new], as: UTF8.self)),
            ])
        }
        return .array(edits)
    }

    /// The document and its formatted text cut into pieces, in order; their
    /// lines cover both texts.
    static func pieces(_ original: SourceFile, _ formatted: SourceFile) -> [Piece] {
        let before = lineStarts(original)
        let after = lineStarts(formatted)
        var pieces: [Piece] = []
        var start = (old: 0, new: 0)
        var i = 0
        var j = 0
        while i < before.count, j < after.count {
            if before[i].token < after[j].token {
                i += 1
            } else if before[i].token > after[j].token {
                j += 1
            } else {
                if before[i].comments == after[j].comments, (before[i].line, after[j].line) != start {
                    pieces.append(Piece(old: start.old..<before[i].line, new: start.new..<after[j].line))
                    start = (before[i].line, after[j].line)
                }
                i += 1
                j += 1
            }
        }
        pieces.append(Piece(old: start.old..<original.lineCount, new: start.new..<formatted.lineCount))
        return pieces
    }

    /// The lines that start with a token (after indentation only): the
    /// token's place in the file's sequence of tokens, the line, and how
    /// many comments come before it.
    static func lineStarts(_ source: SourceFile) -> [(token: Int, line: Int, comments: Int)] {
        var starts: [(token: Int, line: Int, comments: Int)] = []
        var lexer = Lexer(bytes: source.bytes)
        var position = 0
        var lastLine = -1
        while true {
            let token = lexer.next()
            if token.kind == .endOfFile { break }
            if token.kind == .newline { continue }
            defer { position += 1 }
            let line = source.lineIndex(of: token.range.start)
            guard line != lastLine else { continue }
            lastLine = line
            let indentation = source.bytes[source.lineStart(line)..<token.range.start]
            guard indentation.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else { continue }
            starts.append((position, line, lexer.comments.count))
        }
        return starts
    }

    /// The bytes of lines `lines`, line breaks included.
    private static func bytes(of lines: Range<Int>, in source: SourceFile) -> Range<Int> {
        let end = lines.upperBound < source.lineCount ? source.lineStart(lines.upperBound) : source.bytes.count
        return source.lineStart(lines.lowerBound)..<end
    }
}
