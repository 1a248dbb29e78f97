import MenuFuzzing
import Testing
@testable import MenuSemantics

@Suite("Title text")
struct TitleTextTests {
    @Test(arguments: [
        ("Quit {app}", "{app}", "TextEdit", "Quit TextEdit"),
        ("{app} Help", "{app}", "Jotter", "Jotter Help"),
        ("Save...", "...", "…", "Save…"),
        ("Wait....", "...", "…", "Wait…."),
        ("a...b...", "...", "…", "a…b…"),
        ("Nothing here", "...", "…", "Nothing here"),
        ("打开…", "…", "...", "打开..."),
        ("Empty target", "", "x", "Empty target"),
    ])
    func replacingOccurrences(_ text: String, _ target: String, _ replacement: String, _ expected: String) {
        #expect(text.replacingOccurrences(of: target, with: replacement) == expected)
    }

    @Test(arguments: [
        ("Quit {app}", "{app}", true), ("{app} Help", "{app}", true), ("Cut", "{app}", false), ("", "{app}", false),
        ("Help", "", true), ("{app", "{app}", false), ("打开…", "…", true), ("Save...", "....", false),
    ])
    func containsBytes(_ text: String, _ target: String, _ expected: Bool) {
        #expect(text.containsBytes(of: target) == expected)
    }

    @Test func traitsOfATitle() {
        let traits = TitleTraits("The Big Export...")
        #expect(traits.startsWithArticle)
        #expect(traits.hasTrailingEllipsis)
        #expect(traits.containsThreePeriods)
        #expect(traits.isASCII)
        #expect(traits.firstByteLowercased == UInt8(ascii: "t"))
        #expect(traits.leadingBytesLowercased == TitleTraits.packed("the big "))
        #expect(traits.caseInsensitiveHash == TitleTraits("the big export...").caseInsensitiveHash)
    }

    @Test(arguments: [
        ("A Note", true), ("An Apple", true), ("the end", true), ("Theme", false), ("Another", false), ("A", false),
        ("Ab", false), ("…", false), ("", false),
    ])
    func articles(_ title: String, _ startsWithArticle: Bool) {
        #expect(TitleTraits(title).startsWithArticle == startsWithArticle)
    }

    @Test(arguments: [("Open…", true), ("Open...", true), ("Open..", false), ("…", true), ("..", false), ("Open", false)])
    func trailingEllipsis(_ title: String, _ expected: Bool) {
        #expect(TitleTraits(title).hasTrailingEllipsis == expected)
        #expect(TitleText.hasTrailingEllipsis(title) == expected)
    }

    /// The word-at-a-time traits agree with a byte-by-byte reading on titles
    /// of every length around the word size, with capitals, the bytes next
    /// to them ('@', '[', '`', '{'), periods and non-ASCII text at every offset.
    @Test func traitsAgreeWithAByteByByteReading() {
        let alphabet: [[UInt8]] = ["A", "Z", "a", "z", "@", "[", "`", "{", ".", " ", "0", "É", "…", "打"].map { Array($0.utf8) }
        var generator = SplitMix64(state: 7)
        for length in 0...19 {
            for _ in 0..<200 {
                var bytes: [UInt8] = []
                while bytes.count < length { bytes += alphabet[Int(generator.next() % UInt64(alphabet.count))] }
                let title = String(decoding: bytes, as: UTF8.self)
                let utf8 = Array(title.utf8)
                let lowered = utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
                let traits = TitleTraits(title)
                var leading: UInt64 = 0
                for (offset, byte) in lowered.prefix(8).enumerated() { leading |= UInt64(byte) << (8 * UInt64(offset)) }
                #expect(traits.byteCount == utf8.count)
                #expect(traits.isASCII == utf8.allSatisfy { $0 < 0x80 })
                #expect(traits.leadingBytesLowercased == leading, "\(title)")
                #expect(traits.containsThreePeriods == title.contains("..."), "\(title)")
                let beforeEllipsis = title.hasSuffix("…") || utf8.suffix(3).elementsEqual("...".utf8) ? utf8.dropLast(3) : utf8[...]
                #expect(traits.endsInSpace == (beforeEllipsis.last == UInt8(ascii: " ")), "\(title)")
                #expect(traits.caseInsensitiveHash == TitleTraits(String(decoding: lowered, as: UTF8.self)).caseInsensitiveHash)
                #expect(traits.caseInsensitiveHash == utf8.withUnsafeBufferPointer(TitleTraits.caseInsensitiveHash(of:)))
                #expect(CaseInsensitiveKey(title) == CaseInsensitiveKey(String(decoding: lowered, as: UTF8.self)))
            }
        }
    }

    /// The ellipsis and the spaces before it are trimmed by bytes as they
    /// are by characters, over titles of spaces, periods, ellipses, letters,
    /// combining and prepended marks.
    @Test func withoutEllipsisAgreesWithACharacterByCharacterReading() {
        let alphabet = ["A", " ", ".", "…", "é", "\u{301}", "\u{600}", "打"]
        var generator = SplitMix64(state: 11)
        for length in 0...8 {
            for _ in 0..<400 {
                let title = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
                #expect(TitleText.withoutEllipsis(title) == TitleText.withoutEllipsisByCharacters(title), "\(title.debugDescription)")
            }
        }
        #expect(TitleText.withoutEllipsis("Save As …") == "Save As")
        #expect(TitleText.withoutEllipsis("Open...") == "Open")
        #expect(TitleText.withoutEllipsis("Zoom") == "Zoom")
    }

    @Test func titlesThatDifferHashDifferently() {
        let titles = ["Open", "Open ", "Open\u{0}", "Opens", "Close", "Open Recent", "Open Recent Files Now", "Open Recent Files Now!"]
        #expect(Set(titles.map { TitleTraits($0).caseInsensitiveHash }).count == titles.count)
    }

    @Test(arguments: [
        ("Show Sidebar", true), ("Save As", true), ("Export as PDF", false), ("Go to Line", false),
        ("Cut And Paste", false), ("And Then", true), ("Check Spelling And", true), ("3D View", true),
        ("Look Up The Word", false), ("A Note", true), ("Zoom  In", true), ("", false), ("   ", false),
        ("Open…", true), ("Save As…", true), ("Save as…", false), ("…", false), ("Open… Now", false), ("Open...", false),
        ("Save:", false), ("Über", false), ("Sidebar ", true), ("Or", true),
    ])
    func certainlyTitleCase(_ title: String, _ expected: Bool) {
        #expect(TitleCase.isCertainlyTitleCase(title) == expected)
    }

    /// A leading article is capitalised like any first word; a capitalised
    /// one is left to `leading-article`.
    @Test(arguments: [
        ("the open file", "The Open File"), ("an export", "An Export"), ("a Copy of the Selection", "A Copy of the Selection"),
        ("The Inspector", nil), ("A Copy of the Selection", nil), ("the", "The"),
    ] as [(String, String?)])
    func leadingArticlesAreCapitalised(_ title: String, _ corrected: String?) {
        #expect(TitleCase.correctedTitle(title, strict: false) == corrected)
    }

    /// The word-at-a-time test agrees with a byte-by-byte reading on titles
    /// built from capitalised, lowercase and minor words, digits, punctuation
    /// and runs of spaces, across the eight-byte boundaries.
    @Test func certainlyTitleCaseAgreesWithAByteByByteReading() {
        let words = ["And", "The", "A", "An", "Or", "So", "Nor", "But", "Yet", "Ant", "Sox", "Ox", "Go", "Layer", "3D",
                     "and", "in", "x", "É", "Don't", "", " ", "Show", "Ab", "Zz", "Q9", "@", "[", "`", "{", "Open…", "…", "As",
                     "With", "with", "iCloud", "PDF", "Re-open", "re-Open", "To", "vs.", "Via"]
        var generator = SplitMix64(state: 11)
        for _ in 0..<20_000 {
            let count = Int(generator.next() % 6)
            let title = (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(separator: " ")
            let isCertain = TitleCase.isCertainlyTitleCase(title)
            #expect(isCertain == Self.isCertainlyTitleCaseByteByByte(Array(title.utf8)), "\(title)")
            // The quick pass only ever says what the full analysis would.
            if isCertain { #expect(TitleCase.correctedWordByWord(title, strict: false) == nil, "\(title)") }
            #expect(TitleCase.core(of: title) == Self.coreByCharacters(title), "\(title)")
        }
    }

    /// The reference for `TitleCase.core(of:)`: trimmed by characters.
    private static func coreByCharacters(_ word: String) -> Substring {
        let trimmed = String(word.drop { !$0.isLetter && !$0.isNumber }.reversed().drop { !$0.isLetter && !$0.isNumber }.reversed())
        return trimmed.split(separator: "-", maxSplits: 1).first ?? ""
    }

    /// The reference: a plain loop over the bytes.
    private static func isCertainlyTitleCaseByteByByte(_ whole: [UInt8]) -> Bool {
        let minor: Set<String> = ["a", "an", "the", "and", "but", "or", "nor", "yet", "so"]
        let title = whole.count >= 3 && whole.suffix(3) == [0xE2, 0x80, 0xA6] ? whole.dropLast(3) : whole[...]
        var words = 0
        var current: [UInt8] = []
        for byte in title {
            if byte == UInt8(ascii: " ") {
                if !current.isEmpty, words > 1, minor.contains(String(decoding: current, as: UTF8.self).lowercased()) { return false }
                current = []
                continue
            }
            let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            guard isLetter || (byte >= 0x30 && byte <= 0x39) else { return false }
            if current.isEmpty {
                if byte >= 0x61 && byte <= 0x7A { return false }
                words += 1
            }
            current.append(byte)
        }
        return words > 0
    }
}
