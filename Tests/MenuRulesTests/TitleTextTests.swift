import MenuFuzzing
import Testing
@testable import MenuModel
@testable import MenuRules

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

    @Test(arguments: [
        ("A Note", true), ("An Apple", true), ("the end", true), ("Theme", false), ("Another", false), ("A", false),
        ("Ab", false), ("…", false), ("", false), (" A Note", false),
    ])
    func articles(_ title: String, _ startsWithArticle: Bool) {
        #expect(LeadingArticle.startsWithArticle(title) == startsWithArticle)
    }

    @Test(arguments: [("Open…", true), ("Open...", true), ("Open..", false), ("…", true), ("..", false), ("Open", false)])
    func trailingEllipsis(_ title: String, _ expected: Bool) {
        #expect(TitleText.hasTrailingEllipsis(title) == expected)
    }

    /// Trimmed by bytes, titles lose what they lose trimmed by characters:
    /// spaces, periods, ellipses, letters, combining and prepended marks.
    @Test func withoutEllipsisAgreesWithACharacterByCharacterReading() {
        let alphabet = ["A", " ", ".", "…", "é", "\u{301}", "\u{600}", "打"]
        var generator = SplitMix64(state: 11)
        for length in 0...8 {
            for _ in 0..<400 {
                let title = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
                #expect(TitleText.withoutEllipsis(title) == TitleText.withoutEllipsisByCharacters(title), "\(title.debugDescription)")
            }
        }
    }

    @Test func theEllipsisAndTheSpacesBeforeItAreTrimmed() {
        #expect(TitleText.withoutEllipsis("Save As …") == "Save As")
        #expect(TitleText.withoutEllipsis("Open...") == "Open")
        #expect(TitleText.withoutEllipsis("Zoom") == "Zoom")
        #expect(TitleText.withoutEllipsis("Wait\u{301}…") == "Wait\u{301}")
    }

    @Test func titlesAreComparedIgnoringASCIICase() {
        #expect(TitleText.lowercasedASCII("Open Recent") == TitleText.lowercasedASCII("open RECENT"))
        #expect(TitleText.lowercasedASCII("Über") != TitleText.lowercasedASCII("über"))
        #expect(TitleText.lowercasedASCII("Open") != TitleText.lowercasedASCII("Open "))
        #expect(TitleText.compareIgnoringCase("Save All", "save all") == 0)
        #expect(TitleText.compareIgnoringCase("Save", "Save All") < 0)
    }

    @Test(arguments: [
        ("Show Sidebar", true), ("Save As", true), ("Export as PDF", false), ("Go to Line", false),
        ("Cut And Paste", false), ("And Then", true), ("Check Spelling And", true), ("3D View", true),
        ("Look Up The Word", false), ("A Note", true), ("Zoom  In", true), ("", false), ("   ", false),
        ("Open…", true), ("Save As…", true), ("Save as…", false), ("…", false), ("Open… Now", false), ("Open...", false),
        ("Save:", false), ("Über", false), ("Sidebar ", true), ("Or", true),
    ])
    func titlesInTitleCaseAreLeftAlone(_ title: String, _ isCertain: Bool) {
        #expect(TitleCase.isCertainlyTitleCase(title) == isCertain)
        if isCertain { #expect(TitleCase.correctedTitle(title, strict: false) == nil) }
    }

    /// What the quick look accepts, the full analysis finds nothing to correct in.
    @Test func theQuickLookAgreesWithTheAnalysis() {
        let words = ["And", "The", "A", "An", "Or", "So", "Nor", "But", "Yet", "Ant", "Sox", "Ox", "Go", "Layer", "3D",
                     "and", "in", "x", "É", "Don't", "", " ", "Show", "Q9", "@", "Open…", "…", "As", "With", "iCloud", "PDF", "To"]
        var generator = SplitMix64(state: 11)
        var certain = 0
        for _ in 0..<10_000 {
            let title = (0..<Int(generator.next() % 6)).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(separator: " ")
            guard TitleCase.isCertainlyTitleCase(title) else { continue }
            #expect(TitleCase.correctedTitle(title, strict: false) == nil, "\(title)")
            certain += 1
        }
        #expect(certain > 500)
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

    /// A word's core is the same read by its bytes as by its characters.
    @Test func coresOfWordsAreReadAsByCharacters() {
        let pieces = ["And", "a", "É", "Don't", " ", "3D", "@", "[", "{", "Open…", "…", "Re-open", "vs.", "-", "x", "’", "\u{301}"]
        var generator = SplitMix64(state: 11)
        for _ in 0..<5_000 {
            let word = (0..<Int(generator.next() % 4)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let trimmed = String(word.drop { !$0.isLetter && !$0.isNumber }.reversed().drop { !$0.isLetter && !$0.isNumber }.reversed())
            let expected = trimmed.split(separator: "-", maxSplits: 1).first ?? ""
            #expect(TitleCase.core(of: word[...]) == expected, "\(word.debugDescription)")
            let judged = expected.first.map { first in
                first.isLetter && expected.dropFirst().allSatisfy { !$0.isUppercase && !$0.isNumber && ($0.isLetter || $0 == "'" || $0 == "’") }
            } ?? false
            #expect(TitleCase.isJudged(expected) == judged, "\(word.debugDescription)")
        }
    }
}
