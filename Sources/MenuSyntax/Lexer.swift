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
    /// The offset of the next byte to read.
    public private(set) var position: Int
    /// What the lexer found wrong, up to the limit it was given.
    public private(set) var found: LimitedDiagnostics
    public var diagnostics: [Diagnostic] { found.kept }
    /// Whether the file ends in a block comment never closed (reported
    /// even when the diagnostic was past the limit).
    public private(set) var endsInUnterminatedComment = false
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
    /// Whether a token other than a line break has been lexed on this line:
    /// a comment after one does not start its line.
    private var lineHasToken = false
    private var badByteReports = ReportBudget(limit: Lexer.badByteReportLimit)
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

    /// A lexer at the start of `bytes`, past a byte-order mark if there is
    /// one, that keeps up to `diagnosticLimit` diagnostics (0: all).
    public init(bytes: [UInt8], diagnosticLimit: Int = 0) {
        self.bytes = bytes
        self.found = LimitedDiagnostics(limit: diagnosticLimit)
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        self.position = hasByteOrderMark ? 3 : 0
    }

    /// Lexes the whole input; for tests and tools that want the token stream.
    public static func tokenize(_ bytes: [UInt8]) -> (tokens: [Token], comments: [Comment], diagnostics: [Diagnostic]) {
        var lexer = Lexer(bytes: bytes)
        var tokens: [Token] = []
        while true {
            let token = lexer.next()
            tokens.append(token)
            if token.kind == .endOfFile { break }
        }
        return (tokens, lexer.comments, lexer.diagnostics)
    }

    // MARK: - Cursor

    private func peek(_ ahead: Int = 0) -> UInt8? {
        let index = position + ahead
        return index < bytes.count ? bytes[index] : nil
    }

    private mutating func advance(_ count: Int = 1) {
        position = min(position + count, bytes.count)
    }

    private mutating func advance(while predicate: (UInt8) -> Bool) {
        while let byte = peek(), predicate(byte) { position += 1 }
    }

    // MARK: - Tokens

    /// The next token; after the end of the file, the end of the file again.
    public mutating func next() -> Token {
        let token = lexToken()
        isShortcutPosition = lastMayNameShortcut && token.kind == .colon
        lastMayNameShortcut = token.kind == .identifier && Self.mayNameShortcut(token.keyword)
        lineHasToken = token.kind != .newline
        return token
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

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// Skips blanks, comments and bad characters up to the next token, and
    /// lexes it.
    private mutating func lexToken() -> Token {
        while true {
            advance(while: Self.isBlank)
            guard let byte = peek() else { return Token(kind: .endOfFile, range: .at(bytes.count)) }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                lexLineComment()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                lexBlockComment()
            } else if isShortcutPosition, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
                return lexShortcut()
            } else if let token = lexTokenStarting(with: byte) {
                return token
            }
        }
    }

    /// The token that starts with `byte` at the cursor, or nil when there is
    /// none (a bad character, reported and skipped, or a lone carriage return).
    private mutating func lexTokenStarting(with byte: UInt8) -> Token? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return lexIdentifier()
        case UInt8(ascii: "\""):
            return lexString()
        case UInt8(ascii: "\n"):
            return token(.newline, length: 1)
        case UInt8(ascii: "\r"):
            if peek(1) == UInt8(ascii: "\n") { return token(.newline, length: 2) }
            let start = position
            advance()
            reportBadText(.controlCharacter, .loneCarriageReturn, at: SourceRange(start: start, end: start + 1))
            return nil
        case UInt8(ascii: "{"): return token(.leftBrace, length: 1)
        case UInt8(ascii: "}"): return token(.rightBrace, length: 1)
        case UInt8(ascii: ":"): return token(.colon, length: 1)
        case UInt8(ascii: ","): return token(.comma, length: 1)
        case UInt8(ascii: "|"): return token(.pipe, length: 1)
        case UInt8(ascii: "-") where peek(1) == UInt8(ascii: "-") && peek(2) == UInt8(ascii: "-"):
            return token(.separator, length: 3)
        case 0x80...:
            if identifierScalarLength(at: position, continuing: false) != nil { return lexIdentifier() }
            skipBadCharacter()
            return nil
        default:
            skipBadCharacter()
            return nil
        }
    }

    /// A token of the `length` bytes at the cursor, which it passes.
    private mutating func token(_ kind: TokenKind, length: Int) -> Token {
        let start = position
        advance(length)
        return Token(kind: kind, range: SourceRange(start: start, end: position))
    }

    // MARK: - Comments

    private mutating func lexLineComment() {
        let start = position
        advance(2)
        while let byte = peek(), byte != UInt8(ascii: "\n"), !(byte == UInt8(ascii: "\r") && peek(1) == UInt8(ascii: "\n")) {
            advanceOverText()
        }
        appendComment(.line, from: start)
    }

    /// A block comment, which may nest.
    private mutating func lexBlockComment() {
        let start = position
        advance(2)
        var depth = 1
        while depth > 0 {
            guard let byte = peek() else {
                if stoppedReadingAt != nil { break }
                report(.unterminatedComment, .unterminatedComment, at: SourceRange(start: start, end: start + 2))
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

    /// Records the comment from `start` to the cursor.
    private mutating func appendComment(_ style: Comment.Style, from start: Int) {
        var comment = Comment(style: style, range: SourceRange(start: start, end: position), startsLine: !lineHasToken)
        comment.mayBeDirective = comment.startsWithDirectivePrefix(in: bytes)
        comments.append(comment)
    }

    // MARK: - Identifiers

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
    /// a combining mark); nil otherwise.
    private func identifierScalarLength(at offset: Int, continuing: Bool) -> Int? {
        guard let scalar = decodeScalar(at: offset), scalar.value != 0xFEFF else { return nil }
        let properties = scalar.properties
        let isPart = properties.isAlphabetic
            || (continuing && (properties.numericType != nil || properties.generalCategory == .nonspacingMark))
        return isPart ? scalar.utf8.count : nil
    }

    /// An identifier; an ASCII one may spell a keyword.
    private mutating func lexIdentifier() -> Token {
        let start = position
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
        let keyword = isASCII ? Keyword(spelledBy: bytes[start..<position]) : nil
        return Token(kind: .identifier, range: SourceRange(start: start, end: position), keyword: keyword)
    }

    // MARK: - Strings

    /// A string literal. One with escapes or errors is marked so, for the
    /// decoder and the parser.
    private mutating func lexString() -> Token {
        let start = position
        advance()
        var hasEscapes = false
        var hasError = false
        while true {
            guard let byte = peek(), byte != UInt8(ascii: "\n"),
                  !(byte == UInt8(ascii: "\r") && peek(1) == UInt8(ascii: "\n"))
            else {
                if stoppedReadingAt == nil {
                    report(.unterminatedString, .unterminatedString, at: SourceRange(start: start, end: start + 1))
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

    /// Lexes one escape sequence starting at a backslash; false if it is invalid.
    private mutating func lexEscape() -> Bool {
        let start = position
        let escape = EscapeSequence(in: bytes, at: start)
        position = escape.end
        guard let problem = escape.problem else { return true }
        reportInvalidEscape(from: start, problem)
        return false
    }

    /// What is wrong with an escape sequence.
    enum EscapeProblem {
        case backslashAtEndOfLine
        case unknown
        case unicodeWithoutBraces
        case unicodeDigits
        case notPrintable
    }

    /// Reports the escape sequence from `start` to the cursor.
    private mutating func reportInvalidEscape(from start: Int, _ problem: EscapeProblem) {
        let range = SourceRange(start: start, end: max(position, start + 1))
        let text = String(decoding: bytes[range.start..<range.end], as: UTF8.self)
        report(.invalidEscape, .invalidEscape(text, problem), at: range)
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
               position > start, bytes[position - 1] != UInt8(ascii: "+"), !endsWithModifierSymbol(before: position) {
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
        let byte = bytes[position]
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
        let byte = bytes[position]
        if byte < 0x80 {
            skipBadASCII(byte)
        } else if let scalar = decodeScalar(at: position) {
            skipBadScalar(scalar)
        } else {
            skipInvalidUTF8()
        }
    }

    /// Reports a control character, or text out of place, and skips it.
    private mutating func skipBadASCII(_ byte: UInt8) {
        let range = SourceRange(start: position, end: position + 1)
        advance()
        if byte < 0x20 || byte == 0x7F {
            reportBadText(.controlCharacter, .controlCharacter(byte), at: range)
        } else {
            reportUnexpectedCharacter(.unexpectedCharacter, .unexpectedCharacter(byte), at: range)
        }
    }

    /// Reports a well-formed character that cannot appear where it is (a
    /// stray byte-order mark among them) and skips it.
    private mutating func skipBadScalar(_ scalar: Unicode.Scalar) {
        let start = position
        advance(scalar.utf8.count)
        let range = SourceRange(start: start, end: position)
        if scalar.value == 0xFEFF {
            reportUnexpectedCharacter(.strayByteOrderMark, .strayByteOrderMark, at: range)
        } else {
            reportUnexpectedCharacter(.unexpectedCharacter, .unexpectedCharacter(scalar), at: range)
        }
    }

    /// Reports a run of bytes that are not UTF-8, showing the first four,
    /// and skips it.
    private mutating func skipInvalidUTF8() {
        let start = position
        advance()
        while let next = peek(), next >= 0x80, decodeScalar(at: position) == nil { advance() }
        let range = SourceRange(start: start, end: position)
        reportBadText(.invalidUTF8, .invalidUTF8(bytes[range.start..<range.end]), at: range)
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
    private mutating func reportUnexpectedCharacter(_ kind: SyntaxErrorKind, _ message: DiagnosticMessage, at range: SourceRange) {
        switch unexpectedCharacterReports.take() {
        case .report: report(kind, message, at: range)
        case .last: report(kind, .tooManyUnexpectedCharacters, at: range)
        case .spent: break
        }
    }

    /// Reports bytes that are not text.
    private mutating func reportBadText(_ kind: SyntaxErrorKind, _ message: DiagnosticMessage, at range: SourceRange) {
        switch badByteReports.take() {
        case .report:
            report(kind, message, at: range)
        case .last:
            report(kind, .tooManyInvalidCharacters, at: range)
            // What follows is not text; lexing it would only bury the report in noise.
            stoppedReadingAt = range.start
            position = bytes.count
        case .spent:
            break
        }
    }

    private mutating func report(_ kind: SyntaxErrorKind, _ message: DiagnosticMessage, at range: SourceRange) {
        if kind == .unterminatedComment { endsInUnterminatedComment = true }
        found.append(Diagnostic(.error, id: kind.id, message, at: range))
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

extension DiagnosticMessage {
    fileprivate static let loneCarriageReturn: DiagnosticMessage =
        "carriage return without a line feed; end lines with LF or CRLF"

    fileprivate static let unterminatedComment: DiagnosticMessage = "unterminated block comment; close it with '*/'"

    fileprivate static let unterminatedString: DiagnosticMessage =
        "unterminated string; add the closing '\"' before the end of the line"

    /// `text` is the escape sequence as written.
    fileprivate static func invalidEscape(_ text: String, _ problem: Lexer.EscapeProblem) -> DiagnosticMessage {
        let advice = switch problem {
        case .backslashAtEndOfLine: "a backslash at the end of a line escapes nothing"
        case .unknown: "the escapes are '\\\"', '\\\\', '\\n', '\\t' and '\\u{…}'"
        case .unicodeWithoutBraces: "write a Unicode escape as '\\u{1F600}'"
        case .unicodeDigits: "write one to eight hexadecimal digits between braces, as in '\\u{E9}'"
        case .notPrintable: "it is not a printable Unicode scalar"
        }
        return "invalid escape sequence '\(text)'; \(advice)"
    }

    fileprivate static func controlCharacter(_ byte: UInt8) -> DiagnosticMessage {
        "control character \(Lexer.codePoint(UInt32(byte)))\(byte == 0 ? " (NUL)" : "") is not allowed; remove it"
    }

    /// An ASCII character out of place, with a hint for the usual mistakes.
    fileprivate static func unexpectedCharacter(_ byte: UInt8) -> DiagnosticMessage {
        let hint = switch byte {
        case UInt8(ascii: "-"): "a separator is written '---' on its own line"
        case UInt8(ascii: "'"): "titles go in double quotes"
        case UInt8(ascii: "/"): "comments start with '//' or '/*'"
        default: "remove it"
        }
        return "unexpected character '\(Character(Unicode.Scalar(byte)))'; \(hint)"
    }

    fileprivate static func unexpectedCharacter(_ scalar: Unicode.Scalar) -> DiagnosticMessage {
        "unexpected character '\(Character(scalar))' (\(Lexer.codePoint(scalar.value))); titles go in double quotes"
    }

    fileprivate static let strayByteOrderMark: DiagnosticMessage =
        "stray byte-order mark (U+FEFF); it is only allowed at the very start of the file, remove it"

    /// Shows the first four bytes of the run.
    fileprivate static func invalidUTF8(_ bytes: ArraySlice<UInt8>) -> DiagnosticMessage {
        let shown = bytes.prefix(4).map { "0x" + Lexer.hex($0) }.joined(separator: " ")
        return "invalid UTF-8 (\(shown)\(bytes.count > 4 ? " …" : "")); save the file as UTF-8"
    }

    fileprivate static let tooManyUnexpectedCharacters: DiagnosticMessage =
        "too many unexpected characters; fix the ones above (no more are reported in this file)"

    fileprivate static let tooManyInvalidCharacters: DiagnosticMessage =
        "too many invalid characters; this does not look like a text file in UTF-8, so reading stops here"
}
