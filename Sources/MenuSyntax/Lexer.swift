import MenuDiagnostics

/// Turns the UTF-8 bytes of a `.menu` file into tokens, one at a time.
///
/// The lexer never fails: bad bytes, control characters, unterminated strings
/// and bad escapes become diagnostics at their exact position, and lexing goes
/// on. Comments are collected on the side. After `key:` the next word is lexed
/// as one shortcut token, since shortcuts use characters (`,` `{` `+` `/`) that
/// mean something else elsewhere.
public struct Lexer {
    public let bytes: [UInt8]
    /// `bytes`, read through a pointer: no bounds check, no reference
    /// counting and no optional per byte. Valid only within the
    /// `withUnsafeBufferPointer` over `bytes` that the lexer is made in
    /// (see `init(bytes:text:)`); every read is at an index the lexer has
    /// compared with `text.count` first.
    private let text: UnsafeBufferPointer<UInt8>
    public private(set) var position: Int
    public private(set) var diagnostics: [Diagnostic] = []
    public private(set) var comments: [Comment] = []
    /// Where the lexer stopped reading a file that does not look like text
    /// (see `badByteReportLimit`); nil when it read to the end. What follows
    /// was not read, so nothing is reported of it: not the string or comment
    /// cut there, nor the blocks left open.
    public private(set) var stoppedReadingAt: Int?

    /// Whether the last token was an identifier that may name the shortcut
    /// attribute: `key`, or a word that is no keyword (a misspelling).
    private var lastMayNameShortcut = false
    /// Whether the last two tokens were such an identifier and a colon: the
    /// next word is lexed as one shortcut token.
    private var isShortcutPosition = false
    private var lineHasToken = false
    private var badByteReports = ReportBudget(limit: Lexer.badByteReportLimit)
    /// The keywords' table, held here rather than read from its static
    /// property per word, which costs a call to check that it is made.
    private let keywords = Keyword.spellings
    private var unexpectedCharacterReports = ReportBudget(limit: Lexer.unexpectedCharacterReportLimit)

    /// Past this many bytes that are not text (invalid UTF-8, control
    /// characters), each reported, the file is probably not text: at the
    /// next one the lexer says so once and stops reading.
    public static let badByteReportLimit = 50

    /// Past this many characters that are text but out of place (a stray
    /// '+', a letter outside quotes), each reported, the lexer says so once
    /// at the next and goes on without reporting more: the file is text, and
    /// the rest of it is still worth checking, but the reports must stay
    /// bounded.
    public static let unexpectedCharacterReportLimit = 200

    /// A lexer of `bytes`, reading them through `text`, their storage as
    /// `bytes.withUnsafeBufferPointer` lends it: the lexer must not outlive
    /// that call.
    init(bytes: [UInt8], text: UnsafeBufferPointer<UInt8>) {
        precondition(text.count == bytes.count, "the text is the bytes' own storage")
        self.bytes = bytes
        self.text = text
        let hasByteOrderMark = text.count >= 3 && text[0] == 0xEF && text[1] == 0xBB && text[2] == 0xBF
        self.position = hasByteOrderMark ? 3 : 0
    }

    /// Lexes the whole input; for tests and tools that want the token stream.
    public static func tokenize(_ bytes: [UInt8]) -> (tokens: [Token], comments: [Comment], diagnostics: [Diagnostic]) {
        bytes.withUnsafeBufferPointer { text in
            var lexer = Lexer(bytes: bytes, text: text)
            var tokens: [Token] = []
            while true {
                let token = lexer.next()
                tokens.append(token)
                if token.kind == .endOfFile { break }
            }
            return (tokens, lexer.comments, lexer.diagnostics)
        }
    }

    // MARK: - Cursor

    @inline(__always) private func peek(_ ahead: Int = 0) -> UInt8? {
        let index = position + ahead
        return index < text.count ? text[index] : nil
    }

    @inline(__always) private mutating func advance(_ count: Int = 1) {
        position = min(position + count, text.count)
    }

    @inline(__always) private mutating func advance(while predicate: (UInt8) -> Bool) {
        while position < text.count, predicate(text[position]) { position += 1 }
    }

    // MARK: - Tokens

    @inline(__always)
    public mutating func next() -> Token {
        let token = lexToken()
        isShortcutPosition = lastMayNameShortcut && token.kind == .colon
        lastMayNameShortcut = token.kind == .identifier && Self.mayNameShortcut(token.keyword)
        lineHasToken = token.kind != .newline
        return token
    }

    /// Lexes tokens into `tokens` from its start, until it is full or the
    /// end of the file is lexed, and returns how many. The parser takes its
    /// tokens in batches: a loop over many tokens keeps the lexer's state in
    /// registers, where a call per token saved and restored it each time.
    mutating func lex(into tokens: UnsafeMutableBufferPointer<Token>) -> Int {
        var count = 0
        while count < tokens.count {
            let token = next()
            // In bounds: `count` is below `tokens.count`.
            tokens[count] = token
            count += 1
            if token.kind == .endOfFile { break }
        }
        return count
    }

    /// Where a run of spaces and tabs that goes on at `index` ends. Most runs
    /// between tokens are one space; an indentation's run is passed over
    /// eight bytes at a time.
    @inline(__always)
    private static func blankRunEnd(_ text: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        guard index < text.count, isBlank(text[index]) else { return index }
        return end(of: text, from: index + 1, stops: nonBlankStops, continues: isBlank)
    }

    @inline(__always)
    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// The high bit of each byte of `word` that is neither a space nor a tab.
    @inline(__always)
    private static func nonBlankStops(in word: UInt64) -> UInt64 {
        ~(Word.bytesEqual(word, UInt8(ascii: " ")) | Word.bytesEqual(word, UInt8(ascii: "\t"))) & Word.highBits
    }

    /// The common tokens (words, titles without escapes, line breaks,
    /// punctuation) are lexed here, through a local cursor, and each is made
    /// once; at the first byte of anything else (a comment, a shortcut, a
    /// title with escapes, a word with non-ASCII letters, a bad byte) the
    /// cursor is stored and a function of its own takes over.
    @inline(__always)
    private mutating func lexToken() -> Token {
        let text = self.text
        var index = position
        while true {
            if index < text.count, Self.isBlank(text[index]) {
                index = Self.blankRunEnd(text, from: index + 1)
            }
            guard index < text.count else {
                position = index
                return Token(kind: .endOfFile, range: .at(text.count))
            }
            let byte = text[index]
            if byte == UInt8(ascii: "/"), index + 1 < text.count,
               text[index + 1] == UInt8(ascii: "/") || text[index + 1] == UInt8(ascii: "*") {
                position = index
                if text[index + 1] == UInt8(ascii: "/") { lexLineComment() } else { lexBlockComment() }
                index = position
                continue
            }
            if isShortcutPosition, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
                position = index
                return lexShortcut()
            }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                // Most words end within their first eight bytes, which also
                // spell the keyword if there is one.
                let firstWord = Word.load(text, at: index)
                let stops = ~Self.identifierBytes(in: firstWord) & Word.highBits
                let end = stops != 0 ? index + stops.trailingZeroBitCount / 8 : Self.asciiIdentifierEnd(text, from: index + 8)
                position = index
                // A word that goes on in non-ASCII letters is lexed again, whole.
                if end < text.count, text[end] >= 0x80 { return lexIdentifier() }
                position = end
                let length = end - index
                let keyword = length <= 8
                    ? keywords.keyword(spelledBy: PackedSpelling(firstWord, length: length))
                    : Self.keyword(in: text, at: index, length: length, table: keywords)
                return Token(kind: .identifier, range: SourceRange(start: index, end: end), keyword: keyword)
            case UInt8(ascii: "\""):
                let end = Self.plainStringTextEnd(text, from: index + 1)
                position = index
                // Escapes, bad bytes and a missing closing quote are left to `lexString`.
                guard end < text.count, text[end] == UInt8(ascii: "\"") else { return lexString() }
                position = end + 1
                return Token(kind: .string, range: SourceRange(start: index, end: end + 1))
            case UInt8(ascii: "\n"):
                position = index + 1
                return Token(kind: .newline, range: SourceRange(start: index, end: index + 1))
            case UInt8(ascii: "\r"):
                if index + 1 < text.count, text[index + 1] == UInt8(ascii: "\n") {
                    position = index + 2
                    return Token(kind: .newline, range: SourceRange(start: index, end: index + 2))
                }
                position = index + 1
                reportBadText(
                    id: SyntaxErrorKind.controlCharacter.id,
                    "carriage return without a line feed; end lines with LF or CRLF",
                    at: SourceRange(start: index, end: index + 1))
                index = position
                continue
            case UInt8(ascii: "{"): return punctuation(.leftBrace, at: index)
            case UInt8(ascii: "}"): return punctuation(.rightBrace, at: index)
            case UInt8(ascii: ":"): return punctuation(.colon, at: index)
            case UInt8(ascii: ","): return punctuation(.comma, at: index)
            case UInt8(ascii: "|"): return punctuation(.pipe, at: index)
            case UInt8(ascii: "-") where index + 2 < text.count && text[index + 1] == UInt8(ascii: "-") && text[index + 2] == UInt8(ascii: "-"):
                position = index + 3
                return Token(kind: .separator, range: SourceRange(start: index, end: index + 3))
            case 0x80...:
                position = index
                if identifierScalarLength(at: index, continuing: false) != nil {
                    return lexIdentifier()
                }
                skipBadCharacter()
                index = position
            default:
                position = index
                skipBadCharacter()
                index = position
            }
        }
    }

    @inline(__always)
    private mutating func punctuation(_ kind: TokenKind, at index: Int) -> Token {
        position = index + 1
        return Token(kind: kind, range: SourceRange(start: index, end: index + 1))
    }

    /// After `key:`, and after `name:` where the name is no keyword at all,
    /// the next word is one token: so a misspelled `kye: cmd+Q` is one
    /// unknown attribute, not a stray '+' as well.
    private static func mayNameShortcut(_ keyword: Keyword?) -> Bool {
        switch keyword {
        case .attribute(.key)?, nil: true
        default: false
        }
    }

    // MARK: - Comments

    private mutating func lexLineComment() {
        let start = position
        advance(2)
        while true {
            position = Self.printableASCIIEnd(text, from: position)
            guard let byte = peek(), byte != UInt8(ascii: "\n") else { break }
            if byte == UInt8(ascii: "\r"), peek(1) == UInt8(ascii: "\n") { break }
            advanceOverText()
        }
        appendComment(.line, from: start)
    }

    /// Where the printable ASCII from `start` ends: a comment's text, which
    /// needs no other check.
    private static func printableASCIIEnd(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        end(of: text, from: start, stops: nonPrintableASCIIStops) { $0 >= 0x20 && $0 < 0x7F }
    }

    private mutating func lexBlockComment() {
        let start = position
        advance(2)
        var depth = 1
        while depth > 0 {
            guard let byte = peek() else {
                if stoppedReadingAt != nil { break }
                report(
                    .error, id: SyntaxErrorKind.unterminatedComment.id,
                    "unterminated block comment; close it with '*/'",
                    at: SourceRange(start: start, end: start + 2))
                break
            }
            if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                advance(2)
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                advance(2)
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") {
                advance()
            } else if byte == UInt8(ascii: "\r"), peek(1) == UInt8(ascii: "\n") {
                advance(2)
            } else {
                advanceOverText()
            }
        }
        appendComment(.block, from: start)
    }

    /// Records the comment from `start` to the cursor, and whether it may
    /// be a suppression directive, while its bytes are at hand.
    private mutating func appendComment(_ style: Comment.Style, from start: Int) {
        var comment = Comment(style: style, range: SourceRange(start: start, end: position), startsLine: !lineHasToken)
        comment.mayBeDirective = comment.startsWithDirectivePrefix(in: text)
        comments.append(comment)
    }

    // MARK: - Identifiers

    /// Where the ASCII letters, digits and '_' from `start` end.
    @inline(__always)
    private static func asciiIdentifierEnd(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        end(of: text, from: start, stops: { ~identifierBytes(in: $0) & Word.highBits }, continues: isIdentifierContinuation)
    }

    /// The high bit of each byte of `word` that is an ASCII letter, digit or '_'.
    @inline(__always)
    private static func identifierBytes(in word: UInt64) -> UInt64 {
        Word.bytesIn(Word.asciiLowercased(word), UInt8(ascii: "a")...UInt8(ascii: "z"))
            | Word.bytesIn(word, UInt8(ascii: "0")...UInt8(ascii: "9"))
            | Word.bytesEqual(word, UInt8(ascii: "_"))
    }

    /// The keyword an ASCII word of `length` bytes at `start` spells, if any.
    /// Keywords are short: their bytes, read eight at a time, are compared as
    /// integers.
    @inline(__always)
    private static func keyword(
        in text: UnsafeBufferPointer<UInt8>, at start: Int, length: Int, table: Keyword.SpellingTable
    ) -> Keyword? {
        length <= PackedSpelling.capacity ? table.keyword(spelledBy: PackedSpelling(text, at: start, length: length)) : nil
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// The length of the character at `offset` when it may start an
    /// identifier (a letter), or with `continuing` go on one (also a digit or
    /// a combining mark); nil otherwise. Kept out of line, away from the
    /// ASCII paths that call it: a function that reads Unicode's properties
    /// asks the runtime for their type's metadata on every call, even when
    /// the bytes it reads are ASCII.
    @inline(never)
    private func identifierScalarLength(at offset: Int, continuing: Bool) -> Int? {
        guard let scalar = decodeScalar(at: offset), scalar.value != 0xFEFF else { return nil }
        let properties = scalar.properties
        let isPart = properties.isAlphabetic
            || (continuing && (properties.numericType != nil || properties.generalCategory == .nonspacingMark))
        return isPart ? scalar.utf8.count : nil
    }

    private mutating func lexIdentifier() -> Token {
        let start = position
        // ASCII letters and digits through a local index; the loop below
        // goes on from the first other byte.
        var index = start
        while index < text.count, Self.isIdentifierContinuation(text[index]) { index += 1 }
        position = index
        var isASCII = true
        while let byte = peek() {
            if Self.isIdentifierContinuation(byte) {
                advance()
            } else if byte >= 0x80, let length = identifierScalarLength(at: position, continuing: true) {
                isASCII = false
                advance(length)
            } else {
                break
            }
        }
        return Token(
            kind: .identifier, range: SourceRange(start: start, end: position),
            keyword: isASCII ? Self.keyword(in: text, at: start, length: position - start, table: keywords) : nil)
    }

    // MARK: - Strings

    private mutating func lexString() -> Token {
        let start = position
        advance()
        var hasEscapes = false
        var hasError = false
        while true {
            advanceOverPlainStringText()
            guard let byte = peek(), byte != UInt8(ascii: "\n"),
                  !(byte == UInt8(ascii: "\r") && peek(1) == UInt8(ascii: "\n"))
            else {
                if stoppedReadingAt == nil {
                    report(
                        .error, id: SyntaxErrorKind.unterminatedString.id,
                        "unterminated string; add the closing '\"' before the end of the line",
                        at: SourceRange(start: start, end: start + 1))
                }
                hasError = true
                break
            }
            if byte == UInt8(ascii: "\"") {
                advance()
                break
            }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                if !lexEscape() { hasError = true }
            } else if byte == UInt8(ascii: "\t") {
                advance()
            } else if !advanceOverText() {
                hasError = true
            }
        }
        return Token(kind: .string, range: SourceRange(start: start, end: position), hasEscapes: hasEscapes, hasError: hasError)
    }

    @inline(__always)
    private mutating func advanceOverPlainStringText() {
        position = Self.plainStringTextEnd(text, from: position)
    }

    /// Where the printable ASCII other than '"' and '\\' from `start` ends:
    /// text that needs no checks beyond its value.
    @inline(__always)
    private static func plainStringTextEnd(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        end(of: text, from: start, stops: plainStringTextStops, continues: isPlainStringText)
    }

    /// Where a run of bytes from `start` ends: read eight at a time while
    /// eight are left, `stops` giving the high bit of each byte that ends
    /// it, and the last few one by one, while `continues`.
    @inline(__always)
    private static func end(
        of text: UnsafeBufferPointer<UInt8>, from start: Int, stops: (UInt64) -> UInt64, continues: (UInt8) -> Bool
    ) -> Int {
        var index = start
        while index <= text.count - 8 {
            // In bounds: the eight bytes end by `text.count`.
            let found = stops(Word.loadWithin(text, at: index))
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < text.count, continues(text[index]) { index += 1 }
        return index
    }

    /// The high bit of each byte of `word` that is not printable ASCII: not
    /// ASCII, below a space, or DEL. Each test adds to the low seven bits
    /// of a byte, which carries into its high bit only.
    @inline(__always)
    private static func nonPrintableASCIIStops(in word: UInt64) -> UInt64 {
        let low = word & Word.lowSevenBits
        let belowSpace = ~(low &+ Word.ones &* 0x60)
        let delete = low &+ Word.ones
        return (word | belowSpace | delete) & Word.highBits
    }

    /// The high bit of each byte of `word` that is not plain string text:
    /// not printable ASCII, '"' or '\\'.
    @inline(__always)
    private static func plainStringTextStops(in word: UInt64) -> UInt64 {
        let low = word & Word.lowSevenBits
        let quote = ~((low ^ (Word.ones &* UInt64(UInt8(ascii: "\"")))) &+ Word.lowSevenBits)
        let backslash = ~((low ^ (Word.ones &* UInt64(UInt8(ascii: "\\")))) &+ Word.lowSevenBits)
        return nonPrintableASCIIStops(in: word) | ((quote | backslash) & Word.highBits)
    }

    private static func isPlainStringText(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// Lexes one escape sequence starting at a backslash; false if it is invalid.
    private mutating func lexEscape() -> Bool {
        let start = position
        advance()
        switch peek() {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "t"):
            advance()
            return true
        case UInt8(ascii: "u"):
            advance()
            guard peek() == UInt8(ascii: "{") else {
                reportInvalidEscape(from: start, hint: "write a Unicode escape as '\\u{1F600}'")
                return false
            }
            advance()
            let digitsStart = position
            advance(while: { Self.hexValue($0) != nil })
            let digits = position - digitsStart
            guard digits >= 1, digits <= 8, peek() == UInt8(ascii: "}") else {
                if digits > 8 || peek() != UInt8(ascii: "}") {
                    advance(while: { $0 != UInt8(ascii: "}") && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\n") })
                    if peek() == UInt8(ascii: "}") { advance() }
                }
                reportInvalidEscape(from: start, hint: "write one to eight hexadecimal digits between braces, as in '\\u{E9}'")
                return false
            }
            var value: UInt32 = 0
            for index in digitsStart..<position { value = value &* 16 &+ UInt32(Self.hexValue(text[index])!) }
            advance()
            guard let scalar = Unicode.Scalar(value), value != 0, scalar.properties.generalCategory != .control else {
                reportInvalidEscape(from: start, hint: "it is not a printable Unicode scalar")
                return false
            }
            return true
        case nil, UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            reportInvalidEscape(from: start, hint: "a backslash at the end of a line escapes nothing")
            return false
        default:
            if let byte = peek(), byte < 0x80 { advance() } else if let scalar = decodeScalar(at: position) {
                advance(scalar.utf8.count)
            }
            reportInvalidEscape(from: start, hint: "the escapes are '\\\"', '\\\\', '\\n', '\\t' and '\\u{…}'")
            return false
        }
    }

    private mutating func reportInvalidEscape(from start: Int, hint: String) {
        let range = SourceRange(start: start, end: max(position, start + 1))
        let text = String(decoding: bytes[range.start..<range.end], as: UTF8.self)
        report(.error, id: SyntaxErrorKind.invalidEscape.id, "invalid escape sequence '\(text)'; \(hint)", at: range)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: - Shortcuts

    /// The shortcut after `key:` runs to the next space or end of line. A comment
    /// may follow directly, except where its slash would be the key itself
    /// (`cmd+/`, `⌘/`).
    private mutating func lexShortcut() -> Token {
        let start = position
        var hasError = false
        while let byte = peek(), byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"),
              byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*"),
               position > start, text[position - 1] != UInt8(ascii: "+"), !endsWithModifierSymbol(before: position) {
                break
            }
            if !advanceOverText() { hasError = true }
        }
        return Token(kind: .shortcut, range: SourceRange(start: start, end: position), hasError: hasError)
    }

    /// Whether the bytes before `offset` are one of ⌃ ⌥ ⇧ ⌘ (three bytes each).
    private func endsWithModifierSymbol(before offset: Int) -> Bool {
        guard offset >= 3, let scalar = decodeScalar(at: offset - 3) else { return false }
        return ["⌃", "⌥", "⇧", "⌘"].contains(Character(scalar))
    }

    // MARK: - Bad text

    /// Advances over one character of text inside a string, comment or
    /// shortcut, reporting it if it is not allowed there. Returns false if it
    /// was reported.
    @discardableResult
    private mutating func advanceOverText() -> Bool {
        let byte = text[position]
        if (byte >= 0x20 && byte < 0x7F) || byte == UInt8(ascii: "\t") {
            advance()
            return true
        }
        if byte >= 0x80, let scalar = decodeScalar(at: position), scalar.value != 0xFEFF {
            advance(scalar.utf8.count)
            return true
        }
        skipBadCharacter()
        return false
    }

    /// Reports the character at the cursor, which cannot appear where it is, and
    /// skips it. Consecutive invalid UTF-8 bytes are one report.
    private mutating func skipBadCharacter() {
        let start = position
        let byte = text[position]
        if byte >= 0x80 {
            if let scalar = decodeScalar(at: position) {
                advance(scalar.utf8.count)
                let range = SourceRange(start: start, end: position)
                if scalar.value == 0xFEFF {
                    reportUnexpectedCharacter(
                        id: SyntaxErrorKind.strayByteOrderMark.id,
                        "stray byte-order mark (U+FEFF); it is only allowed at the very start of the file, remove it",
                        at: range)
                } else {
                    reportUnexpectedCharacter(
                        id: SyntaxErrorKind.unexpectedCharacter.id,
                        "unexpected character '\(Character(scalar))' (\(Self.codePoint(scalar.value))); titles go in double quotes",
                        at: range)
                }
                return
            }
            advance()
            while let next = peek(), next >= 0x80, decodeScalar(at: position) == nil { advance() }
            let range = SourceRange(start: start, end: position)
            let shown = bytes[range.start..<min(range.end, range.start + 4)].map { "0x" + Self.hex($0) }.joined(separator: " ")
            reportBadText(
                id: SyntaxErrorKind.invalidUTF8.id,
                "invalid UTF-8 (\(shown)\(range.length > 4 ? " …" : "")); save the file as UTF-8",
                at: range)
            return
        }
        advance()
        let range = SourceRange(start: start, end: position)
        if byte < 0x20 || byte == 0x7F {
            let name = byte == 0 ? " (NUL)" : ""
            reportBadText(
                id: SyntaxErrorKind.controlCharacter.id,
                "control character \(Self.codePoint(UInt32(byte)))\(name) is not allowed; remove it",
                at: range)
        } else {
            let character = Character(Unicode.Scalar(byte))
            reportUnexpectedCharacter(
                id: SyntaxErrorKind.unexpectedCharacter.id,
                "unexpected character '\(character)'\(Self.hint(for: byte))",
                at: range)
        }
    }

    private static func hint(for byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "-"): "; a separator is written '---' on its own line"
        case UInt8(ascii: "'"): "; titles go in double quotes"
        case UInt8(ascii: "/"): "; comments start with '//' or '/*'"
        default: "; remove it"
        }
    }

    /// How many reports of one kind a file gets. The first `limit` problems of a kind are reported; the one after
    /// them (`last`) says that more were found, and the rest are not.
    /// Exactly `limit` problems are all reported as themselves: a file
    /// with 50 bad bytes is not cut short at its fiftieth.
    private struct ReportBudget {
        enum Turn { case report, last, spent }

        let limit: Int
        private var used = 0

        init(limit: Int) { self.limit = limit }

        mutating func take() -> Turn {
            used += 1
            return used <= limit ? .report : used == limit + 1 ? .last : .spent
        }
    }

    /// Reports a character that is text but cannot appear where it is.
    private mutating func reportUnexpectedCharacter(id: String, _ message: String, at range: SourceRange) {
        switch unexpectedCharacterReports.take() {
        case .report: report(.error, id: id, message, at: range)
        case .last:
            report(
                .error, id: id, "too many unexpected characters; fix the ones above (no more are reported in this file)",
                at: range)
        case .spent: break
        }
    }

    /// Reports bytes that are not text.
    private mutating func reportBadText(id: String, _ message: String, at range: SourceRange) {
        switch badByteReports.take() {
        case .report:
            report(.error, id: id, message, at: range)
        case .last:
            report(
                .error, id: id, "too many invalid characters; this does not look like a text file in UTF-8, so reading stops here",
                at: range)
            // What follows is not text; lexing it would only bury the report in noise.
            stoppedReadingAt = range.start
            position = text.count
        case .spent:
            break
        }
    }

    private mutating func report(_ severity: Severity, id: String, _ message: String, at range: SourceRange) {
        diagnostics.append(Diagnostic(severity, id: id, message, at: range))
    }

    static func codePoint(_ value: UInt32) -> String {
        var digits = String(value, radix: 16, uppercase: true)
        while digits.count < 4 { digits = "0" + digits }
        return "U+" + digits
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    // MARK: - UTF-8

    /// Decodes one well-formed UTF-8 scalar (no overlongs, surrogates or values
    /// past U+10FFFF), or nil.
    func decodeScalar(at index: Int) -> Unicode.Scalar? {
        UTF8Validation.scalar(in: bytes, at: index)
    }
}

/// Strict UTF-8 decoding of single scalars.
enum UTF8Validation {
    static func scalar(in bytes: [UInt8], at index: Int) -> Unicode.Scalar? {
        guard index < bytes.count else { return nil }
        let lead = bytes[index]
        if lead < 0x80 { return Unicode.Scalar(lead) }
        let length: Int
        var value: UInt32
        var minimum: UInt32
        switch lead {
        case 0xC2...0xDF: (length, value, minimum) = (2, UInt32(lead & 0x1F), 0x80)
        case 0xE0...0xEF: (length, value, minimum) = (3, UInt32(lead & 0x0F), 0x800)
        case 0xF0...0xF4: (length, value, minimum) = (4, UInt32(lead & 0x07), 0x10000)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
        return Unicode.Scalar(value)
    }
}
