/// One escape sequence of a string literal: where it ends, and the scalar it
/// stands for or what is wrong with it. The lexer and the decoder of string
/// literals both read escapes with it, so they agree on where an invalid one
/// ends: none of it is left in the string's value.
struct EscapeSequence {
    /// The offset just past the escape.
    let end: Int
    /// The scalar the escape stands for; nil when it is invalid.
    let scalar: Unicode.Scalar?
    /// What is wrong with the escape; nil when it is valid.
    let problem: Lexer.EscapeProblem?

    /// Reads the escape whose backslash is at `start`.
    init(in bytes: [UInt8], at start: Int) {
        let next = start + 1
        guard next < bytes.count, bytes[next] != UInt8(ascii: "\n"), bytes[next] != UInt8(ascii: "\r") else {
            self.init(end: next, problem: .backslashAtEndOfLine)
            return
        }
        switch bytes[next] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): self.init(end: next + 1, scalar: Unicode.Scalar(bytes[next]))
        case UInt8(ascii: "n"): self.init(end: next + 1, scalar: "\n")
        case UInt8(ascii: "t"): self.init(end: next + 1, scalar: "\t")
        case UInt8(ascii: "u"): self.init(unicodeIn: bytes, after: next + 1)
        case let byte where byte < 0x80: self.init(end: next + 1, problem: .unknown)
        default:
            // A character that is not UTF-8 is left to the lexer to report.
            let length = UTF8Validation.scalar(in: bytes, at: next)?.utf8.count ?? 0
            self.init(end: next + length, problem: .unknown)
        }
    }

    private init(end: Int, scalar: Unicode.Scalar? = nil, problem: Lexer.EscapeProblem? = nil) {
        self.end = end
        self.scalar = scalar
        self.problem = problem
    }

    /// The rest of a `\u{…}` escape, from `start`, just after its `u`. A
    /// malformed one runs to its `}`, or to the end of the string or line.
    private init(unicodeIn bytes: [UInt8], after start: Int) {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else {
            self.init(end: start, problem: .unicodeWithoutBraces)
            return
        }
        var cursor = start + 1
        var value: UInt32 = 0
        while cursor < bytes.count, let digit = Lexer.hexValue(bytes[cursor]) {
            value = value &* 16 &+ UInt32(digit)
            cursor += 1
        }
        let digits = cursor - start - 1
        guard digits >= 1, digits <= 8, cursor < bytes.count, bytes[cursor] == UInt8(ascii: "}") else {
            while cursor < bytes.count, !Self.endsMalformedUnicode(bytes[cursor]) { cursor += 1 }
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "}") { cursor += 1 }
            self.init(end: cursor, problem: .unicodeDigits)
            return
        }
        guard let scalar = Unicode.Scalar(value), value != 0, scalar.properties.generalCategory != .control else {
            self.init(end: cursor + 1, problem: .notPrintable)
            return
        }
        self.init(end: cursor + 1, scalar: scalar)
    }

    private static func endsMalformedUnicode(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "}") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
