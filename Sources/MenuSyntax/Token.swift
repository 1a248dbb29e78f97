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

/// The words the parser dispatches on. The lexer recognises them once, by
/// their bytes, so the parser tests an enum instead of comparing text.
public enum Keyword: Hashable, Sendable {
    case app
    case platforms
    case menu(MenuKind)
    case entry(EntryKind)
    case attribute(AttributeName)

    /// Whether the word starts a declaration: `app`, `platforms` or a menu kind.
    public var startsDeclaration: Bool {
        switch self {
        case .app, .platforms, .menu: true
        case .entry, .attribute: false
        }
    }

    /// The keyword spelled by `spelling`, or nil. The table is searched in
    /// place: a copy of it, a local, retained and released both its lists
    /// at every identifier.
    static func spelled(by spelling: PackedSpelling) -> Keyword? {
        spellings.keyword(spelledBy: spelling)
    }

    private struct SpelledKeyword {
        let spelling: PackedSpelling
        let keyword: Keyword
    }

    private struct SpellingTable {
        let entries: [SpelledKeyword]
        /// Where the spellings of each length start in `entries`, and the
        /// end after the longest.
        let starts: [Int]

        func keyword(spelledBy spelling: PackedSpelling) -> Keyword? {
            guard spelling.length + 1 < starts.count else { return nil }
            for index in starts[spelling.length]..<starts[spelling.length + 1] where entries[index].spelling == spelling {
                return entries[index].keyword
            }
            return nil
        }
    }

    /// Every keyword's spelling, ordered by length, and where the spellings
    /// of each length start. One flat list: a list of lists, made from a
    /// list of pairs, took more instructions to set up (each new type of
    /// list has its metadata made at first use) than all the lookups of a
    /// typical file.
    private static let spellings: SpellingTable = {
        var entries: [SpelledKeyword] = []
        func add(_ spelling: String, _ keyword: Keyword) {
            precondition(spelling.utf8.count <= PackedSpelling.capacity && spelling.utf8.allSatisfy { $0 < 0x80 },
                         "keywords are ASCII and at most \(PackedSpelling.capacity) bytes")
            var packed = PackedSpelling()
            for byte in spelling.utf8 { packed.append(byte) }
            entries.append(SpelledKeyword(spelling: packed, keyword: keyword))
        }
        add("app", .app)
        add("platforms", .platforms)
        for kind in MenuKind.allCases { add(kind.keyword, .menu(kind)) }
        for kind in EntryKind.allCases where kind != .separator { add(kind.keyword, .entry(kind)) }
        for name in AttributeName.allCases { add(name.rawValue, .attribute(name)) }
        // Ordered by length by insertion, which keeps the order above
        // within a length; then each length's start, and the end after the
        // longest.
        for index in entries.indices.dropFirst() {
            let entry = entries[index]
            var slot = index
            while slot > 0, entries[slot - 1].spelling.length > entry.spelling.length {
                entries[slot] = entries[slot - 1]
                slot -= 1
            }
            entries[slot] = entry
        }
        var starts = [Int](repeating: 0, count: entries[entries.count - 1].spelling.length + 2)
        for entry in entries { starts[entry.spelling.length + 1] += 1 }
        for length in starts.indices.dropFirst() { starts[length] += starts[length - 1] }
        return SpellingTable(entries: entries, starts: starts)
    }()
}

/// The bytes of a short ASCII word packed little endian into two
/// integers, so that a keyword is recognised by comparing integers.
struct PackedSpelling: Equatable {
    /// Longer words are no keywords, and are not packed.
    static let capacity = 16

    private(set) var low: UInt64 = 0
    private(set) var high: UInt64 = 0
    private(set) var length = 0

    init() {}

    /// The `length` bytes at `start` in `text`, read eight at a time; at
    /// most `capacity` of them, all within `text`.
    @inline(__always)
    init(_ text: UnsafeBufferPointer<UInt8>, at start: Int, length: Int) {
        self.length = length
        low = Word.load(text, at: start) & Self.mask(keeping: length)
        if length > 8 { high = Word.load(text, at: start + 8) & Self.mask(keeping: length - 8) }
    }

    /// A mask of the first `count` bytes of a word.
    @inline(__always)
    private static func mask(keeping count: Int) -> UInt64 {
        count >= 8 ? ~0 : (1 << (8 * UInt64(count))) - 1
    }

    mutating func append(_ byte: UInt8) {
        if length < 8 {
            low |= UInt64(byte) << (8 * UInt64(length))
        } else if length < 16 {
            high |= UInt64(byte) << (8 * UInt64(length - 8))
        }
        length += 1
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

    /// The first word of a comment that silences rules on the line after it.
    public static let nextLineDirective = "menuc:disable-next-line"

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
        let text = text(in: bytes)
        let name = Self.nextLineDirective.utf8
        guard bytes[text].starts(with: name) else { return false }
        let after = text.lowerBound + name.count
        return after == text.upperBound || [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ",")].contains(bytes[after])
    }
}
