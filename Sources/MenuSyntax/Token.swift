import MenuDiagnostics

/// The kinds of tokens of the menu language. Words are all `identifier`:
/// keywords are contextual, so `id: menu` and `role: delete` need no escaping.
public enum TokenKind: UInt8, Sendable, Hashable, CustomStringConvertible {
    case endOfFile
    case newline
    case identifier
    case string
    /// The raw text after `key:`, decoded by `ShortcutDecoder`.
    case shortcut
    case colon
    case comma
    case pipe
    case leftBrace
    case rightBrace
    /// `---`
    case separator
    /// A byte sequence the lexer could not turn into a token; already reported.
    case invalid

    public var description: String {
        switch self {
        case .endOfFile: "end of file"
        case .newline: "end of line"
        case .identifier: "identifier"
        case .string: "string"
        case .shortcut: "shortcut"
        case .colon: "':'"
        case .comma: "','"
        case .pipe: "'|'"
        case .leftBrace: "'{'"
        case .rightBrace: "'}'"
        case .separator: "'---'"
        case .invalid: "invalid text"
        }
    }
}

/// A token: a kind and a byte range. Text is read from the source on demand,
/// so lexing allocates nothing per token.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    public var range: SourceRange
    /// For strings: the literal contains escape sequences and must be decoded.
    public var hasEscapes: Bool
    /// The lexer reported a problem inside this token (an unterminated string,
    /// a bad escape, a bad byte); the parser does not report it again.
    public var hasError: Bool

    public init(kind: TokenKind, range: SourceRange, hasEscapes: Bool = false, hasError: Bool = false) {
        self.kind = kind
        self.range = range
        self.hasEscapes = hasEscapes
        self.hasError = hasError
    }
}

/// A comment, kept beside the syntax tree for the formatter and for
/// suppression directives.
public struct Comment: Hashable, Sendable {
    public enum Style: Sendable, Hashable {
        case line
        case block
    }

    public var style: Style
    public var range: SourceRange
    /// The comment is the first thing on its line.
    public var startsLine: Bool

    public init(style: Style, range: SourceRange, startsLine: Bool) {
        self.style = style
        self.range = range
        self.startsLine = startsLine
    }
}
