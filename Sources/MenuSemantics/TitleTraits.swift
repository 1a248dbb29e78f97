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
    /// The first byte, lowercased when it is an ASCII letter.
    public let firstByteLowercased: UInt8
    /// FNV-1a of the title with ASCII letters lowercased: equal titles (ignoring
    /// case) hash alike.
    public let caseInsensitiveHash: UInt64

    public init(_ title: String) {
        var isASCII = true
        var containsThreePeriods = false
        var periods = 0
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in title.utf8 {
            if byte >= 0x80 { isASCII = false }
            periods = byte == UInt8(ascii: ".") ? periods + 1 : 0
            if periods == 3 { containsThreePeriods = true }
            hash = (hash ^ UInt64(TitleText.asciiLowercased(byte))) &* 0x100_0000_01B3
        }
        let first = title.utf8.first ?? 0
        self.byteCount = title.utf8.count
        self.isASCII = isASCII
        self.startsVisible = first > 0x20 && first < 0x7F
        self.hasTrailingEllipsis = TitleText.hasTrailingEllipsis(title)
        self.containsThreePeriods = containsThreePeriods
        self.startsWithArticle = TitleText.hasPrefixIgnoringCase(title, "a ") || TitleText.hasPrefixIgnoringCase(title, "an ")
            || TitleText.hasPrefixIgnoringCase(title, "the ")
        self.isCertainlyTitleCase = isASCII && TitleCase.isCertainlyTitleCase(title)
        self.firstByteLowercased = TitleText.asciiLowercased(first)
        self.caseInsensitiveHash = hash
    }
}
