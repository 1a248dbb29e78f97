import MenuDiagnostics
import MenuSyntax

/// What the title rules want to know about a title, found in one pass over
/// its bytes when the index is built, so that each rule tests a flag instead
/// of scanning the text again.
public struct TitleTraits: Sendable {
    // Stored in 17 bytes (the hash in 32 bits, the flags as bits), as the
    // index keeps one per title.
    /// The first eight bytes with ASCII letters lowercased, packed little
    /// endian (zeros past the end): a prefix test is one comparison.
    public let leadingBytesLowercased: UInt64
    /// A hash of the title with ASCII letters lowercased: equal titles
    /// (ignoring case) hash alike. Thirty-two bits: it only narrows the
    /// titles a rule compares by text.
    public let caseInsensitiveHash: UInt32
    private let storedByteCount: UInt32
    private let flags: Flags

    private struct Flags: OptionSet, Sendable {
        let rawValue: UInt8
        static let isASCII = Flags(rawValue: 1 << 0)
        static let startsVisible = Flags(rawValue: 1 << 1)
        static let hasTrailingEllipsis = Flags(rawValue: 1 << 2)
        static let containsThreePeriods = Flags(rawValue: 1 << 3)
        static let startsWithArticle = Flags(rawValue: 1 << 4)
        static let isCertainlyTitleCase = Flags(rawValue: 1 << 5)
        static let endsInSpace = Flags(rawValue: 1 << 6)
    }

    public var byteCount: Int { Int(storedByteCount) }
    /// Only ASCII bytes.
    public var isASCII: Bool { flags.contains(.isASCII) }
    /// Starts with a visible ASCII character, so it is certainly not blank.
    public var startsVisible: Bool { flags.contains(.startsVisible) }
    /// Ends with "…" or "...".
    public var hasTrailingEllipsis: Bool { flags.contains(.hasTrailingEllipsis) }
    /// Contains "..." somewhere.
    public var containsThreePeriods: Bool { flags.contains(.containsThreePeriods) }
    /// Starts with "a ", "an " or "the " in any case.
    public var startsWithArticle: Bool { flags.contains(.startsWithArticle) }
    /// An ASCII title that the title-case fast path accepts.
    public var isCertainlyTitleCase: Bool { flags.contains(.isCertainlyTitleCase) }
    /// Ends with a space, or with one before a trailing ellipsis: the title
    /// `TitleText.withoutEllipsis` trims more than an ellipsis from.
    public var endsInSpace: Bool { flags.contains(.endsInSpace) }

    public init(_ title: String) {
        self = title.withUTF8Bytes(TitleTraits.init(utf8:))
    }

    public init(_ title: LiteralText) {
        self = title.withUTF8(TitleTraits.init(utf8:))
    }

    init(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        // Eight bytes at a time: titles are short, and a byte loop that keeps
        // six facts up to date costs more than the rest of a title's checks.
        var highBits: UInt64 = 0
        var periods: UInt64 = 0
        var hash = ByteHash()
        var leading: UInt64 = 0
        var offset = 0
        while offset < bytes.count {
            let word = Word.load(bytes, at: offset)
            let lowered = Word.asciiLowercased(word)
            if offset == 0 { leading = lowered }
            hash.combine(lowered)
            highBits |= word
            periods |= Word.bytesEqual(word, UInt8(ascii: "."))
            offset += 8
        }
        let first = bytes.first ?? 0
        var flags: Flags = []
        let isASCII = highBits & Word.highBits == 0
        if isASCII { flags.insert(.isASCII) }
        if first > 0x20 && first < 0x7F { flags.insert(.startsVisible) }
        let hasTrailingEllipsis = TitleText.hasTrailingEllipsis(bytes)
        if hasTrailingEllipsis { flags.insert(.hasTrailingEllipsis) }
        let end = hasTrailingEllipsis ? bytes.count - 3 : bytes.count
        if end > 0, bytes[end - 1] == UInt8(ascii: " ") { flags.insert(.endsInSpace) }
        // Periods are rare in titles: look for three in a row only when there is one.
        if periods != 0 && TitleText.containsThreePeriods(bytes) { flags.insert(.containsThreePeriods) }
        if Self.articles.contains(where: { $0.isPrefix(ofLowercased: leading) }) { flags.insert(.startsWithArticle) }
        if (isASCII || hasTrailingEllipsis) && TitleCase.isCertainlyTitleCase(bytes) { flags.insert(.isCertainlyTitleCase) }
        self.leadingBytesLowercased = leading
        self.caseInsensitiveHash = UInt32(truncatingIfNeeded: hash.finalize(byteCount: bytes.count))
        self.storedByteCount = UInt32(clamping: bytes.count)
        self.flags = flags
    }

    /// The first byte, lowercased when it is an ASCII letter.
    public var firstByteLowercased: UInt8 { UInt8(truncatingIfNeeded: leadingBytesLowercased) }

    /// `caseInsensitiveHash` of a title given as its UTF-8, without the
    /// other traits.
    static func caseInsensitiveHash(of bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        UInt32(truncatingIfNeeded: ByteHash.ignoringCase(bytes))
    }

    /// Whether the title starts with `prefix` when the case of ASCII letters
    /// is ignored: a test of the index's record before an exact one of the
    /// text.
    func mayStart(with prefix: LeadingBytes) -> Bool {
        prefix.isPrefix(ofLowercased: leadingBytesLowercased)
    }

    /// Whether the title may be `other`: their lengths and case-insensitive
    /// hashes agree.
    func mayEqual(_ other: TitleTraits) -> Bool {
        caseInsensitiveHash == other.caseInsensitiveHash && storedByteCount == other.storedByteCount
    }

    private static let articles = [LeadingBytes("a "), LeadingBytes("an "), LeadingBytes("the ")]

    /// Up to eight bytes of `text`, packed as `leadingBytesLowercased` packs them.
    static func packed(_ text: StaticString) -> UInt64 {
        text.withUTF8Buffer { buffer in
            var value: UInt64 = 0
            for (offset, byte) in buffer.prefix(8).enumerated() { value |= UInt64(byte) << (8 * UInt64(offset)) }
            return value
        }
    }
}

/// One to seven lowercase ASCII bytes a title may start with, packed as
/// `TitleTraits.leadingBytesLowercased` packs a title's, and a mask of them.
struct LeadingBytes: Sendable {
    private let value: UInt64
    private let mask: UInt64

    init(_ lowercased: StaticString) {
        let count = UInt64(lowercased.utf8CodeUnitCount)
        precondition(count > 0 && count < 8, "a prefix of one to seven bytes")
        precondition(lowercased.withUTF8Buffer { $0.allSatisfy { $0 < 0x80 && !($0 >= 0x41 && $0 <= 0x5A) } },
                     "a prefix of lowercase ASCII, as the leading bytes it is compared with")
        value = TitleTraits.packed(lowercased)
        mask = (1 << (8 * count)) - 1
    }

    func isPrefix(ofLowercased leadingBytes: UInt64) -> Bool { leadingBytes & mask == value }
}

extension String {
    /// Calls `body` with the string's UTF-8 bytes, without copying them when
    /// the string stores them contiguously (native strings always do).
    @inline(__always)
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }
}

/// A hash of text eight bytes at a time: each word mixed in by
/// multiplication, then the length. Behind `TitleTraits.caseInsensitiveHash`,
/// `CaseInsensitiveKey` and the identifier table.
struct ByteHash {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    @inline(__always)
    mutating func combine(_ word: UInt64) {
        state = (state ^ word) &* 0xFF51_AFD7_ED55_8CCD
        state ^= state >> 29
    }

    func finalize(byteCount: Int) -> UInt64 {
        var value = (state ^ UInt64(truncatingIfNeeded: byteCount)) &* 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 32
        return value
    }

    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        hash(bytes) { $0 }
    }

    /// Texts that differ only in the case of ASCII letters hash alike.
    static func ignoringCase(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        hash(bytes, Word.asciiLowercased)
    }

    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ transform: (UInt64) -> UInt64) -> UInt64 {
        var hash = ByteHash()
        var offset = 0
        while offset < bytes.count {
            hash.combine(transform(Word.load(bytes, at: offset)))
            offset += 8
        }
        return hash.finalize(byteCount: bytes.count)
    }
}
