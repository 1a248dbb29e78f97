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
        self = Self.reading(bytes, derivingIdentifier: false).traits
    }

    /// The traits of a title given as its UTF-8 and, when asked, the hash of
    /// the identifier derived from it (`IdentifierDerivation.hashOfDerived`),
    /// in one pass eight bytes at a time that finds the classes of the bytes
    /// once for every fact: three passes (one of them writing the identifier
    /// out byte by byte through a closure) were most of building the index.
    static func reading(
        _ bytes: UnsafeBufferPointer<UInt8>, derivingIdentifier: Bool
    ) -> (traits: TitleTraits, derivedIdentifierHash: UInt64?) {
        // What the title case and the identifier judge: a trailing "…" is no
        // word to the title case, and ends the last word of the identifier
        // as any punctuation would.
        let textCount = TitleText.hasTrailingEllipsisCharacter(bytes) ? bytes.count - 3 : bytes.count
        var highBits: UInt64 = 0
        var periods: UInt64 = 0
        var hash = ByteHash()
        var leading: UInt64 = 0
        // The high bit set when the byte before the eight is a letter or digit.
        var continuesWord: UInt64 = 0
        var words = 0
        var isTitleCaseRuledOut = false
        var identifier = DerivedIdentifierHash()
        if !derivingIdentifier { identifier.isSettled = true }
        var offset = 0
        while offset < bytes.count {
            let word = Word.load(bytes, at: offset)
            let uppercase = Word.bytesIn(word, UInt8(ascii: "A")...UInt8(ascii: "Z"))
            let lowered = word | uppercase >> 2
            if offset == 0 { leading = lowered }
            hash.combine(lowered)
            highBits |= word
            periods |= Word.bytesEqual(word, UInt8(ascii: "."))
            let text = Word.highBitsOfFirst(textCount &- offset)
            if text != 0 && !(isTitleCaseRuledOut && identifier.isSettled) {
                let lowercase = Word.bytesIn(word, UInt8(ascii: "a")...UInt8(ascii: "z"))
                let digits = Word.bytesIn(word, UInt8(ascii: "0")...UInt8(ascii: "9"))
                let wordBytes = (uppercase | lowercase | digits) & text
                let starts = wordBytes & ~(wordBytes << 8 | continuesWord)
                continuesWord = wordBytes >> 56
                if !isTitleCaseRuledOut {
                    // Every byte a letter, digit or space, no word starting
                    // lowercase, and no word inside the title that must be.
                    let spaces = Word.bytesEqual(word, UInt8(ascii: " ")) & text
                    if text & ~(spaces | wordBytes) != 0 || starts & lowercase != 0 {
                        isTitleCaseRuledOut = true
                    } else {
                        var remaining = starts
                        while remaining != 0 {
                            words &+= 1
                            let start = remaining.trailingZeroBitCount
                            if words > 1, mayStartAMinorWord(UInt8(truncatingIfNeeded: word &>> UInt64(start &- 7))),
                               isShortMinorWordBeforeASpace(bytes, at: offset &+ start &>> 3) {
                                isTitleCaseRuledOut = true
                                break
                            }
                            remaining &= remaining &- 1
                        }
                    }
                }
                if !identifier.isSettled {
                    identifier.add(
                        word, text: text, uppercase: uppercase, lowercase: lowercase, digits: digits, wordBytes: wordBytes, starts: starts)
                }
            }
            offset &+= 8
        }
        let first = bytes.first ?? 0
        var flags: Flags = []
        if highBits & Word.highBits == 0 { flags.insert(.isASCII) }
        if first > 0x20 && first < 0x7F { flags.insert(.startsVisible) }
        let hasTrailingEllipsis = TitleText.hasTrailingEllipsis(bytes)
        if hasTrailingEllipsis { flags.insert(.hasTrailingEllipsis) }
        let end = hasTrailingEllipsis ? bytes.count - 3 : bytes.count
        if end > 0, bytes[end - 1] == UInt8(ascii: " ") { flags.insert(.endsInSpace) }
        // Periods are rare in titles: look for three in a row only when there is one.
        if periods != 0 && TitleText.containsThreePeriods(bytes) { flags.insert(.containsThreePeriods) }
        if startsWithArticle(leading) { flags.insert(.startsWithArticle) }
        // The last word may be anything capitalised.
        if !isTitleCaseRuledOut && words > 0 { flags.insert(.isCertainlyTitleCase) }
        let traits = TitleTraits(
            leadingBytesLowercased: leading, caseInsensitiveHash: UInt32(truncatingIfNeeded: hash.finalize(byteCount: bytes.count)),
            byteCount: bytes.count, flags: flags)
        return (traits, derivingIdentifier ? identifier.finish(deriving: bytes) : nil)
    }

    /// Whether a word starting with this byte (a capital or a digit here:
    /// a word starting lowercase rules the fast path out before) may be one
    /// that must be lowercase: A, An, And, But, Nor, Or, So, The or Yet. A
    /// test of a bit that turns most words away before a look at the text.
    @inline(__always)
    private static func mayStartAMinorWord(_ first: UInt8) -> Bool {
        let letters: UInt32 = 1 << 0 | 1 << 1 | 1 << 13 | 1 << 14 | 1 << 18 | 1 << 19 | 1 << 24
        let index = first &- UInt8(ascii: "A")
        return index < 26 && letters &>> UInt32(index) & 1 != 0
    }

    /// Whether the word at `start` has one to three letters, is one that
    /// must be lowercase inside a title (A, An, The, And, But, Or, Nor, Yet,
    /// So), and a space follows it in the text (the last word of a title may
    /// be minor). The bytes past the text are a "…" or none, never a space.
    private static func isShortMinorWordBeforeASpace(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let following = Word.load(bytes, at: start)
        let spaces = Word.bytesEqual(following, UInt8(ascii: " ")) & 0x8080_8000
        guard spaces != 0 else { return false }
        let lowered = Word.asciiLowercased(following)
        // The word and the first space after it, packed little endian.
        switch spaces.trailingZeroBitCount {
        case 15: return lowered & 0xFFFF == 0x2061
        case 23:
            let word = lowered & 0xFF_FFFF
            return word == 0x20_6E61 || word == 0x20_726F || word == 0x20_6F73
        default:
            let word = lowered & 0xFFFF_FFFF
            return word == 0x2065_6874 || word == 0x2064_6E61 || word == 0x2074_7562 || word == 0x2072_6F6E || word == 0x2074_6579
        }
    }

    private init(leadingBytesLowercased: UInt64, caseInsensitiveHash: UInt32, byteCount: Int, flags: Flags) {
        self.leadingBytesLowercased = leadingBytesLowercased
        self.caseInsensitiveHash = caseInsensitiveHash
        self.storedByteCount = UInt32(clamping: byteCount)
        self.flags = flags
    }

    /// Whether leading bytes (lowercased) start with "a ", "an " or "the ",
    /// packed little endian: compared as numbers, as a table of prefixes
    /// cost a check that it was made for every title.
    private static func startsWithArticle(_ leading: UInt64) -> Bool {
        leading & 0xFFFF == 0x2061 || leading & 0xFF_FFFF == 0x20_6E61 || leading & 0xFFFF_FFFF == 0x2065_6874
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

    /// Up to eight bytes of `text`, packed as `leadingBytesLowercased` packs them.
    static func packed(_ text: StaticString) -> UInt64 {
        text.withUTF8Buffer { buffer in
            var value: UInt64 = 0
            for (offset, byte) in buffer.prefix(8).enumerated() { value |= UInt64(byte) << (8 * UInt64(offset)) }
            return value
        }
    }
}

/// The hash (`ByteHash.of`) of the identifier derived from a title, made
/// as `TitleTraits.reading` hands it the title eight bytes at a time,
/// without writing the identifier out: the letters that start words are
/// recased together, the bytes between words squeezed out, and what is left
/// added to the hash whole. Titles that are not ASCII, or that have an
/// apostrophe or a first word in capitals, are left to the general
/// derivation, as `IdentifierDerivation.forEachByteOfSimpleIdentifier`
/// leaves them.
private struct DerivedIdentifierHash {
    /// Nothing more to learn from the title: no identifier is wanted, or
    /// the general derivation will make it.
    var isSettled = false
    private var needsGeneralPath = false
    private var hasFirstWord = false
    private var firstWordEnded = false
    private var firstWordLetters = 0
    private var firstWordHasLowercase = false
    private var state = ByteHash()
    /// Bytes of the identifier not hashed yet (fewer than eight), packed
    /// little endian, and how many there are.
    private var pending: UInt64 = 0
    private var pendingCount = 0
    private var length = 0

    /// Adds eight bytes of the title, given the high bits of those in the
    /// text, of its letters and digits, and of the letters and digits that
    /// start words.
    @inline(__always)
    mutating func add(
        _ word: UInt64, text: UInt64, uppercase: UInt64, lowercase: UInt64, digits: UInt64, wordBytes: UInt64, starts: UInt64
    ) {
        guard (word | Word.bytesEqual(word, UInt8(ascii: "'"))) & text == 0 else {
            needsGeneralPath = true
            isSettled = true
            return
        }
        var starts = starts
        var recased = word
        if !firstWordEnded {
            // The first word starts lowercase (a leading digit gets an
            // underscore); its letters are counted, as one in capitals is
            // lowercased whole by the general derivation.
            var from = UInt64.max
            if !hasFirstWord {
                let first = starts & (0 &- starts)
                if first != 0 {
                    if digits & first != 0 { append(UInt64(UInt8(ascii: "_")), count: 1) }
                    recased |= (uppercase & first) &>> 2
                    starts &= ~first
                    hasFirstWord = true
                }
                from = first == 0 ? 0 : ~(first &- 1)
            }
            let after = ~wordBytes & Word.highBits & from
            let firstWordBytes = wordBytes & from & (after == 0 ? UInt64.max : (after & (0 &- after)) &- 1)
            if after != 0 && hasFirstWord { firstWordEnded = true }
            firstWordLetters &+= Word.countOfHighBits((uppercase | lowercase) & firstWordBytes)
            if lowercase & firstWordBytes != 0 { firstWordHasLowercase = true }
        }
        // The other words start with a capital.
        recased &= ~((lowercase & starts) &>> 2)
        // The bytes between words squeezed out, the highest first so that
        // the places of the others stay as they are.
        var between = text & ~wordBytes
        while between != 0 {
            let highBit = 63 &- UInt64(truncatingIfNeeded: between.leadingZeroBitCount)
            let below: UInt64 = (1 &<< (highBit &- 7)) &- 1
            recased = (recased & below) | ((recased &>> 8) & ~below)
            between &= ~(1 &<< highBit)
        }
        let count = Word.countOfHighBits(wordBytes)
        if count > 0 { append(recased & (UInt64.max &>> (64 &- 8 &* UInt64(truncatingIfNeeded: count))), count: count) }
    }

    /// Adds one to eight bytes, packed little endian with zeros above them.
    @inline(__always)
    private mutating func append(_ bytes: UInt64, count: Int) {
        pending |= bytes &<< (8 &* UInt64(truncatingIfNeeded: pendingCount))
        pendingCount &+= count
        length &+= count
        if pendingCount >= 8 {
            state.combine(pending)
            pendingCount &-= 8
            // The bytes that did not fit; none when all did.
            pending = pendingCount == 0 ? 0 : bytes &>> (8 &* UInt64(truncatingIfNeeded: count &- pendingCount))
        }
    }

    /// The hash, nil when the identifier is empty; `title` is the whole
    /// title, for the general derivation.
    func finish(deriving title: UnsafeBufferPointer<UInt8>) -> UInt64? {
        if needsGeneralPath || (firstWordLetters > 1 && !firstWordHasLowercase) {
            return IdentifierDerivation.hash(ofName: IdentifierDerivation.deriveFromScalars(String(decoding: title, as: UTF8.self)))
        }
        guard length > 0 else { return nil }
        var state = state
        if pendingCount > 0 { state.combine(pending) }
        return state.finalize(byteCount: length)
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
