import MenuDiagnostics
import Testing
@testable import MenuSyntax

@Suite("Excerpts and limits")
struct ExcerptTests {
    @Test func shortTextIsQuotedWhole() {
        let fifty = String(repeating: "a", count: 50)
        #expect(DiagnosticMessage.excerpt(fifty) == fifty)
        #expect(DiagnosticMessage.excerpt("") == "")
        let message: DiagnosticMessage = "title '\(fifty)' is long"
        #expect(message.text == "title '\(fifty)' is long")
    }

    @Test func longTextIsCutBetweenCharacters() {
        let family = "👨‍👩‍👧"
        let text = String(repeating: "a", count: 48) + family + "e\u{301}" + "bbb"
        let excerpt = DiagnosticMessage.excerpt(text)
        #expect(excerpt == String(repeating: "a", count: 48) + family + "…")
        #expect(excerpt.count == DiagnosticMessage.quoteLimit)
    }

    /// A character of more scalars than an excerpt holds (a letter and
    /// 100,000 combining marks) is cut inside, after `quoteScalarLimit`.
    @Test func oneHugeCharacterIsCutByScalars() {
        let marks = String(repeating: "\u{301}", count: 100_000)
        let excerpt = DiagnosticMessage.excerpt("O" + marks)
        #expect(excerpt == "O" + String(repeating: "\u{301}", count: DiagnosticMessage.quoteScalarLimit - 1) + "…")
        let message: DiagnosticMessage = "key '\("cmd+O" + marks)' is long"
        #expect(message.text.utf8.count < 1_000)
    }

    /// Only what follows an opening quote is source text and shortened.
    @Test func onlyQuotedValuesAreShortened() {
        let long = String(repeating: "x", count: 80)
        let message: DiagnosticMessage = "'\(long)' and \(long) and '\(long)'"
        let cut = String(repeating: "x", count: 49) + "…"
        #expect(message.text == "'\(cut)' and \(long) and '\(cut)'")
        let note = DiagnosticNote("first '\(long)'")
        #expect(note.message == "first '\(cut)'")
        let fixIt = FixIt.replace(.at(0), with: long, message: "write '\(long)'")
        #expect(fixIt.message == "write '\(cut)'" && fixIt.replacement == long)
    }

    /// Past the limit the parser counts what it finds and keeps none of it.
    @Test func theParserKeepsUpToTheLimit() {
        let source = SourceFile(path: "a.menu", text: String(repeating: "x\n", count: 10))
        let parsed = Parser.parse(source, diagnosticLimit: 3)
        #expect(parsed.diagnostics.map { source.location(of: $0.range.start).line } == [1, 2, 3])
        #expect(parsed.overflow.count == 7)
        #expect(parsed.overflow.first.map { source.location(of: $0.start).line } == 4)
        #expect(Parser.parse(source).diagnostics.count == 10)
    }
}
