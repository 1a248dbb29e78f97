import MenuDiagnostics

/// The kinds of tokens of the menu language. Words are all `identifier`:
/// keywords are contextual, so `id: menu` and `role: delete` need no escaping.
public enum TokenKind: Sendable, Hashable, CustomStringConvertible {
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
        }
    }
}

/// A token: a kind and a byte range. Its text is read from the source when
/// needed.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    public var range: SourceRange
    /// For strings: the literal contains escape sequences and must be decoded.
    public var hasEscapes: Bool
    /// The lexer reported a problem inside this token (an unterminated string,
    /// a bad escape, a bad byte); the parser does not report it again.
    public var hasError: Bool
    /// For identifiers: the keyword the identifier spells, if any.
    public var keyword: Keyword?

    public init(kind: TokenKind, range: SourceRange, hasEscapes: Bool = false, hasError: Bool = false, keyword: Keyword? = nil) {
        self.kind = kind
        self.range = range
        self.hasEscapes = hasEscapes
        self.hasError = hasError
        self.keyword = keyword
    }
}

/// The words the parser dispatches on. The lexer recognises them once, so
/// the parser tests an enum instead of comparing text.
public enum Keyword: Hashable, Sendable {
    case app
    case platforms
    case menu(MenuKind)
    case entry(EntryKind)
    case attribute(AttributeName)
    /// `layout:` after the title of a context menu or pull-down.
    case layout

    /// Whether the word starts a declaration: `app`, `platforms` or a menu kind.
    public var startsDeclaration: Bool {
        switch self {
        case .app, .platforms, .menu: true
        case .entry, .attribute, .layout: false
        }
    }

    /// The keyword an identifier's bytes spell exactly, or nil.
    init?(spelledBy bytes: ArraySlice<UInt8>) {
        // About twenty short words: comparing with each in turn costs less
        // than making a String to look up in a dictionary.
        guard let found = Self.spellings.first(where: { $0.spelling.count == bytes.count && $0.spelling.elementsEqual(bytes) })
        else { return nil }
        self = found.keyword
    }

    /// Every keyword with its spelling's UTF-8.
    private static let spellings: [(spelling: [UInt8], keyword: Keyword)] = {
        var spellings: [(String, Keyword)] = [("app", .app), ("platforms", .platforms)]
        for kind in MenuKind.allCases { spellings.append((kind.keyword, .menu(kind))) }
        for kind in EntryKind.allCases where kind != .separator { spellings.append((kind.keyword, .entry(kind))) }
        for name in AttributeName.allCases { spellings.append((name.rawValue, .attribute(name))) }
        spellings.append(("layout", .layout))
        return spellings.map { (Array($0.0.utf8), $0.1) }
    }()
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
    /// The comment's text may start with `directivePrefix`: false only when
    /// it is known not to. The lexer finds out when it lexes the comment.
    public var mayBeDirective: Bool

    public init(style: Style, range: SourceRange, startsLine: Bool, mayBeDirective: Bool = true) {
        self.style = style
        self.range = range
        self.startsLine = startsLine
        self.mayBeDirective = mayBeDirective
    }

    /// What the text of every suppression directive starts with.
    public static let directivePrefix = "menuc:"

    /// The first word of a comment that silences rules on the line after it.
    public static let nextLineDirective = "menuc:disable-next-line"

    /// Whether the comment's text (see `text(in:)`) starts with
    /// `directivePrefix`.
    public func startsWithDirectivePrefix(in bytes: [UInt8]) -> Bool {
        bytes[text(in: bytes)].starts(with: Self.directivePrefix.utf8)
    }

    /// Where the comment's text is in `bytes`: without `//`, `/*` and `*/`,
    /// and without the blanks that start it. Where directives are read.
    public func text(in bytes: [UInt8]) -> Range<Int> {
        var start = range.start + 2
        var end = range.end
        if style == .block, end - 2 >= start, bytes[end - 2] == UInt8(ascii: "*"), bytes[end - 1] == UInt8(ascii: "/") {
            end -= 2
        }
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        return start..<end
    }

    /// Whether the comment is a `menuc:disable-next-line` directive: its
    /// text starts with that word, followed by a blank, a comma or nothing.
    public func isNextLineDirective(in bytes: [UInt8]) -> Bool {
        guard mayBeDirective else { return false }
        let text = text(in: bytes)
        let name = Self.nextLineDirective.utf8
        guard bytes[text].starts(with: name) else { return false }
        let after = text.lowerBound + name.count
        return after == text.upperBound || [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ",")].contains(bytes[after])
    }
}
