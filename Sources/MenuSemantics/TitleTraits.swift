/// What the title rules want to know about a title, found in one pass over
/// its bytes when the index is built, so that each rule tests a flag instead
/// of scanning the text again.
public struct TitleTraits: Sendable {
    public let byteCount: Int
    /// Only ASCII bytes.
    public let isASCII: Bool
    /// Starts with a visible ASCII character, so it is certainly not blank.
    public let startsVisible: Bool
    /// Ends with "…" or "...".
    public let hasTrailingEllipsis: Bool
    /// Contains "..." somewhere.
    public let containsThreePeriods: Bool
    /// Starts with "a ", "an " or "the " in any case.
    public let startsWithArticle: Bool
    /// An ASCII title that the title-case fast path accepts.
    public let isCertainlyTitleCase: Bool
    /// The first eight bytes with ASCII letters lowercased, packed little
    /// endian (zeros past the end): a prefix test is one comparison.
    public let leadingBytesLowercased: UInt64
    /// FNV-1a of the title with ASCII letters lowercased: equal titles (ignoring
    /// case) hash alike.
    public let caseInsensitiveHash: UInt64

    public init(_ title: String) {
        self = title.withUTF8Bytes(TitleTraits.init(utf8:))
    }

    private init(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        var isASCII = true
        var containsThreePeriods = false
        var periods = 0
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var leading: UInt64 = 0
        for (offset, byte) in bytes.enumerated() {
            if byte >= 0x80 { isASCII = false }
            periods = byte == UInt8(ascii: ".") ? periods + 1 : 0
            if periods == 3 { containsThreePeriods = true }
            let lowered = TitleText.asciiLowercased(byte)
            hash = (hash ^ UInt64(lowered)) &* 0x100_0000_01B3
            if offset < 8 { leading |= UInt64(lowered) << (8 * UInt64(offset)) }
        }
        let first = bytes.first ?? 0
        self.byteCount = bytes.count
        self.isASCII = isASCII
        self.startsVisible = first > 0x20 && first < 0x7F
        if bytes.count >= 3 {
            let tail = (bytes[bytes.count - 3], bytes[bytes.count - 2], bytes[bytes.count - 1])
            self.hasTrailingEllipsis = tail == (0xE2, 0x80, 0xA6) || tail == (0x2E, 0x2E, 0x2E)
        } else {
            self.hasTrailingEllipsis = false
        }
        self.containsThreePeriods = containsThreePeriods
        self.leadingBytesLowercased = leading
        self.startsWithArticle = Self.articles.contains { leading & $0.mask == $0.value }
        self.isCertainlyTitleCase = isASCII && TitleCase.isCertainlyTitleCase(bytes)
        self.caseInsensitiveHash = hash
    }

    /// The first byte, lowercased when it is an ASCII letter.
    public var firstByteLowercased: UInt8 { UInt8(truncatingIfNeeded: leadingBytesLowercased) }

    /// "a ", "an " and "the ", as patterns over `leadingBytesLowercased`.
    private static let articles: [(value: UInt64, mask: UInt64)] = ["a ", "an ", "the "].map { (article: StaticString) in
        (packed(article), (1 << (8 * UInt64(article.utf8CodeUnitCount))) - 1)
    }

    /// Up to eight bytes of `text`, packed as `leadingBytesLowercased` packs them.
    static func packed(_ text: StaticString) -> UInt64 {
        text.withUTF8Buffer { buffer in
            var value: UInt64 = 0
            for (offset, byte) in buffer.prefix(8).enumerated() { value |= UInt64(byte) << (8 * UInt64(offset)) }
            return value
        }
    }
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
