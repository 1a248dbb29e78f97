/// What a diagnostic says: lowercase, what is wrong and what to do, with
/// source text quoted in single quotes.
///
/// Each file that reports declares its messages once, as static functions in
/// an extension at its bottom, and reports them by name
/// (`.notTitleCase(title, corrected: corrected)`), so that call sites show
/// which problem they report and every message can be read in one place.
///
/// A value interpolated right after a `'` is quoted source text, and is
/// shortened to an excerpt (see `excerpt(_:)`): a message quotes a title or
/// shortcut, not a whole megabyte of it, and a report stays bounded however
/// long the text of the file is.
public struct DiagnosticMessage: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    public init(stringLiteral text: String) {
        self.text = text
    }

    public init(stringInterpolation: StringInterpolation) {
        self.text = stringInterpolation.text
    }

    public var description: String { text }

    /// Quotes longer than this many characters are cut to an excerpt.
    public static let quoteLimit = 50

    /// Quotes are cut after this many Unicode scalars too, whatever their
    /// characters: a letter followed by a million combining marks is one
    /// character, and must not be quoted whole.
    public static let quoteScalarLimit = 8 * quoteLimit

    /// `text` if it has at most `quoteLimit` characters; otherwise its first
    /// characters and "…", `quoteLimit` characters in all. The cut falls
    /// between two characters (an emoji's scalars, a letter and its accent
    /// stay together), but for a character of more scalars than an excerpt
    /// holds, which is cut after `quoteScalarLimit` scalars. It costs no
    /// more than the excerpt's length.
    public static func excerpt(_ text: some StringProtocol) -> String {
        let scalars = text.unicodeScalars
        let scalarCut = scalars.index(scalars.startIndex, offsetBy: quoteScalarLimit, limitedBy: scalars.endIndex)
        let head = String(decoding: text.utf8[..<(scalarCut ?? scalars.endIndex)], as: UTF8.self)
        let isCut = scalarCut.map { $0 != scalars.endIndex } ?? false
        guard let cut = head.index(head.startIndex, offsetBy: quoteLimit - 1, limitedBy: head.endIndex),
              cut != head.endIndex, isCut || head.index(after: cut) != head.endIndex
        else { return isCut ? head + "…" : head }
        return String(head[..<cut]) + "…"
    }

    /// Builds a message's text; quoted values are shortened.
    public struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// A value after an opening quote is source text, and is shortened.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            let string = String(describing: value)
            text += isAfterQuote ? DiagnosticMessage.excerpt(string) : string
        }

        /// Text after an opening quote is shortened without being copied
        /// whole first: a quoted shortcut may be megabytes long.
        public mutating func appendInterpolation(_ value: some StringProtocol) {
            text += isAfterQuote ? DiagnosticMessage.excerpt(value) : String(value)
        }

        /// Whether the text so far ends in a quote, read as a byte: the last
        /// Character may be a letter with a million combining marks.
        private var isAfterQuote: Bool { text.utf8.last == UInt8(ascii: "'") }

        /// A value quoted whole even after a quote: a path the user named,
        /// which the system bounds, and which an excerpt would make useless.
        public mutating func appendInterpolation(whole value: String) {
            text += value
        }

        /// Part of a message, already shortened where it quotes.
        public mutating func appendInterpolation(_ message: DiagnosticMessage) {
            text += message.text
        }
    }
}
