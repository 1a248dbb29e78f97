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
                let lowered = utf8.map(TitleText.asciiLowercased)
                let traits = TitleTraits(title)
                var leading: UInt64 = 0
                for (offset, byte) in lowered.prefix(8).enumerated() { leading |= UInt64(byte) << (8 * UInt64(offset)) }
                #expect(traits.byteCount == utf8.count)
                #expect(traits.isASCII == utf8.allSatisfy { $0 < 0x80 })
                #expect(traits.leadingBytesLowercased == leading, "\(title)")
                #expect(traits.containsThreePeriods == title.contains("..."), "\(title)")
                #expect(traits.caseInsensitiveHash == TitleTraits(String(decoding: lowered, as: UTF8.self)).caseInsensitiveHash)
                #expect(CaseInsensitiveKey(title) == CaseInsensitiveKey(String(decoding: lowered, as: UTF8.self)))
            }
        }
    }

    @Test func titlesThatDifferHashDifferently() {
        let titles = ["Open", "Open ", "Open\u{0}", "Opens", "Close", "Open Recent", "Open Recent Files Now", "Open Recent Files Now!"]
        #expect(Set(titles.map { TitleTraits($0).caseInsensitiveHash }).count == titles.count)
    }
}
