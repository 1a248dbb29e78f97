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

    struct SpelledKeyword {
        let spelling: PackedSpelling
        let keyword: Keyword
    }

    /// Each keyword at the slot its spelling hashes to, with no two in one
    /// slot. One flat list: a list of lists, made from a list of pairs,
    /// took more instructions to set up (each new type of list has its
    /// metadata made at first use) than all the lookups of a typical file.
    struct SpellingTable {
        static let slotBits: UInt64 = 7
        /// An empty slot holds a spelling of no bytes, which no identifier
        /// has, so it matches nothing.
        let slots: [SpelledKeyword]
        let multiplier: UInt64

        static func slot(of spelling: PackedSpelling, multiplier: UInt64) -> Int {
            Int(truncatingIfNeeded: (spelling.low &* multiplier) >> (64 - slotBits))
        }

        /// The keyword spelled by `spelling`, or nil: one slot of the table
        /// to compare, found by hashing the spelling's first eight bytes.
        @inline(__always)
        func keyword(spelledBy spelling: PackedSpelling) -> Keyword? {
            let entry = slots[Self.slot(of: spelling, multiplier: multiplier)]
            return entry.spelling == spelling ? entry.keyword : nil
        }

        /// The table with the first odd multiplier, from a fixed start,
        /// that gives every keyword a slot of its own: a few tries, since
        /// twenty-odd keywords take a sixth of the slots.
        init(_ keywords: [SpelledKeyword]) {
            let empty = SpelledKeyword(spelling: PackedSpelling(), keyword: .app)
            var multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
            // Two keywords alike in their first eight bytes would collide
            // whatever the multiplier: a table that cannot be made traps
            // rather than searching for ever.
            for _ in 0..<4096 {
                var slots = [SpelledKeyword](repeating: empty, count: 1 << Self.slotBits)
                var collides = false
                for keyword in keywords {
                    let slot = Self.slot(of: keyword.spelling, multiplier: multiplier)
                    if slots[slot].spelling.length != 0 {
                        collides = true
                        break
                    }
                    slots[slot] = keyword
                }
                if !collides {
                    self.slots = slots
                    self.multiplier = multiplier
                    return
                }
                multiplier &+= 2
            }
            preconditionFailure("no multiplier gives every keyword a slot of its own")
        }
    }

    static let spellings: SpellingTable = {
        var keywords: [SpelledKeyword] = []
        func add(_ spelling: String, _ keyword: Keyword) {
            precondition(!spelling.isEmpty && spelling.utf8.count <= PackedSpelling.capacity && spelling.utf8.allSatisfy { $0 < 0x80 },
                         "keywords are ASCII and one to \(PackedSpelling.capacity) bytes")
            var packed = PackedSpelling()
            for byte in spelling.utf8 { packed.append(byte) }
            keywords.append(SpelledKeyword(spelling: packed, keyword: keyword))
        }
        add("app", .app)
        add("platforms", .platforms)
        for kind in MenuKind.allCases { add(kind.keyword, .menu(kind)) }
        for kind in EntryKind.allCases where kind != .separator { add(kind.keyword, .entry(kind)) }
        for name in AttributeName.allCases { add(name.rawValue, .attribute(name)) }
        return SpellingTable(keywords)
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

    /// The first `length` bytes of `word`, at most eight.
    @inline(__always)
    init(_ word: UInt64, length: Int) {
        self.length = length
        low = word & Self.mask(keeping: length)
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
    /// The comment's text may start with `directivePrefix`: false only when
    /// it is known not to. The lexer finds out while the comment's bytes
    /// are at hand; reading each comment again when the rules look for
    /// directives was a cache miss per comment on a large file.
    public var mayBeDirective: Bool

    public init(style: Style, range: SourceRange, startsLine: Bool, mayBeDirective: Bool = true) {
        self.style = style
        self.range = range
        self.startsLine = startsLine
        self.mayBeDirective = mayBeDirective
    }

    /// What the text of every suppression directive starts with.
    public static let directivePrefix: StaticString = "menuc:"

    /// The first word of a comment that silences rules on the line after it.
    public static let nextLineDirective = "menuc:disable-next-line"

    /// Whether the comment's text (see `text(in:)`) starts with
    /// `directivePrefix`.
    public func startsWithDirectivePrefix(in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { startsWithDirectivePrefix(in: $0) }
    }

    func startsWithDirectivePrefix(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let text = text(in: bytes)
        return Self.directivePrefix.withUTF8Buffer { UnsafeBufferPointer(rebasing: bytes[text]).starts(with: $0) }
    }

    /// Where the comment's text is in `bytes`: without `//`, `/*` and `*/`,
    /// and without the blanks that start it. Where directives are read.
    public func text(in bytes: [UInt8]) -> Range<Int> {
        bytes.withUnsafeBufferPointer { text(in: $0) }
    }

    func text(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
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
