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
}
