import MenuDiagnostics
import Testing
@testable import MenuFuzzing

/// The invariants themselves: they hold for good input and fail for the
/// defects they are there to find.
@Suite("Invariants")
struct InvariantTests {
    @Test func linesNoEditTouchesAreThoseOutsideEveryRange() {
        let text = Array("one\ntwo /* c */ x\nthree\nfour".utf8)
        // Removes "/* c */ x" on the second line; inserts at the start of the fourth.
        let edits = [SourceRange(start: 8, end: 17), SourceRange.at(24)]
        #expect(PipelineInvariants.untouchedLines(of: text, by: edits) == [Array("one\n".utf8), Array("three\n".utf8)])
    }

    @Test func linesMustSurviveInOrder() {
        let lines = [[UInt8]("a\n".utf8), [UInt8]("b\n".utf8)]
        #expect(PipelineInvariants.isSubsequence(lines, of: [[UInt8]("a\n".utf8), [UInt8]("x\n".utf8), [UInt8]("b\n".utf8)]))
        #expect(!PipelineInvariants.isSubsequence(lines, of: [[UInt8]("b\n".utf8), [UInt8]("a\n".utf8)]))
    }

    @Test func aFixItEditsACommentOnlyWhenItChangesNothingElse() {
        let text = Array("item \"Open\" key: /* keep me */ cmd+O\n    // menuc:disable-next-line x\n".utf8)
        let comment = SourceRange(start: 17, end: 30)
        let removesAttribute = FixIt.remove(SourceRange(start: 11, end: 36), message: "")
        #expect(!PipelineInvariants.edits(comment: comment, in: text, removesAttribute))
        let suppression = SourceRange(start: 41, end: 69)
        let removesLine = FixIt.remove(SourceRange(start: 37, end: 70), message: "")
        #expect(PipelineInvariants.edits(comment: suppression, in: text, removesLine))
    }

    /// The fuzzer's first finding: removing a context menu's shortcut took
    /// the comment inside it along.
    @Test func aCommentInsideARemovedShortcutIsKept() {
        let text = "app \"Demo\"\nplatforms macOS\n\ncontextmenu \"Row\" {\n    item \"Open\" key: /* keep me */ cmd+O\n}\n"
        #expect(FuzzTarget.pipeline.violations(in: Array(text.utf8)) == [])
    }

    @Test func aSessionOnAGoodDocumentKeepsEveryInvariant() {
        let document = "app \"Demo\"\nplatforms macOS\n\nmenu \"File\" {\n    item \"New\" key: cmd+N\n    item \"Open...\"\n}\n"
        var session = Array(document.utf8)
        // Symbols, formatting, hover, completion, code actions, a range edit,
        // the whole text again, a request fed in pieces.
        for operation: [UInt8] in [[4], [5], [2, 0, 4, 6], [3, 0, 5, 8], [6, 0, 0, 0, 0, 40, 0], [1, 0, 2, 4, 0, 2, 9, 120], [0] + Array(document.utf8), [12, 3]] {
            session += [0] + operation
        }
        #expect(FuzzTarget.lsp.violations(in: session) == [])
    }

    @Test(arguments: [#"{"a":[1,-0.5,1e300,"\u00e9\ud83d\ude00",null,true],"a":{}}"#, "[", "\u{FEFF}[]", #""\ud800""#])
    func jsonRoundTrips(_ text: String) {
        #expect(FuzzTarget.json.violations(in: Array(text.utf8)) == [])
    }

    @Test func optionsAreWords() {
        let text = "\u{FEFF}--disable title-case # why\r\n--platform=iPadOS\r--warnings-as-errors\n"
        #expect(FuzzTarget.options.violations(in: Array(text.utf8)) == [])
    }
}
