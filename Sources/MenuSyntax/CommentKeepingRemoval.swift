import MenuDiagnostics

extension FixIt {
    /// A fix-it that removes the text in `range` but for the comments in it,
    /// which stay where the text was, a space apart: no fix-it removes a
    /// comment. The comments are found by lexing the range, which starts
    /// outside any string or comment (at a token, or at the blanks before
    /// one). Nil when the lexer would not read the range to its end (it is
    /// not text), since what it holds is then unknown.
    public static func remove(_ range: SourceRange, keepingCommentsIn bytes: [UInt8], message: DiagnosticMessage) -> FixIt? {
        let text = Array(bytes[range.start..<range.end])
        var lexer = Lexer(bytes: text)
        while lexer.next().kind != .endOfFile {}
        guard lexer.stoppedReadingAt == nil else { return nil }
        var kept: [UInt8] = []
        for comment in lexer.comments {
            let startsLine = kept.last == UInt8(ascii: "\n")
            if !startsLine, !kept.isEmpty || text.first == UInt8(ascii: " ") || text.first == UInt8(ascii: "\t") {
                kept.append(UInt8(ascii: " "))
            }
            kept += text[comment.range.start..<comment.range.end]
            // A line comment keeps the line break after it, if that is removed too.
            if comment.style == .line, comment.range.end < text.count {
                kept += text[comment.range.end] == UInt8(ascii: "\r") ? Array("\r\n".utf8) : [UInt8(ascii: "\n")]
            }
        }
        return FixIt(message: message, range: range, replacement: String(decoding: kept, as: UTF8.self))
    }
}
