import MenuJSON
import MenuLanguageServer
import Testing

@Suite("Error limit")
struct ErrorLimitTests {
    /// The editor gets the report the command line gives: the first 200
    /// diagnostics and a note, at its place, counting the rest.
    @Test func publishedDiagnosticsAreLimited() {
        let client = makeClient()
        let diagnostics = client.open(String(repeating: "x\n", count: 1_000))
        #expect(diagnostics.count == 201)
        let note = diagnostics.last
        #expect(note?["code"]?.stringValue == "error-limit")
        #expect(note?["severity"] == 3)
        #expect(note?["range"]?["start"]?["line"] == 200)
        #expect(note?["message"]?.stringValue == "too many errors emitted (800 more not shown); use '--error-limit 0' to show all")
    }
}

/// The shapes of issue 40 at about 200 KB: whatever the document, the
/// server publishes at most the error limit's diagnostics and a note, in a
/// message of bounded size, and an outline of bounded size.
@Suite("Hostile documents")
struct HostileDocumentTests {
    static let documents = [
        String(repeating: "x\n", count: 100_000),
        "menu \"File\" {\n  item \"A\" " + String(repeating: "disabled ", count: 20_000) + "\n}\n",
        "menu \"File\" {\n  item \"A\" key: " + String(repeating: "cmd+", count: 50_000) + "O\n}\n",
        "platforms " + String(repeating: "macOS, ", count: 30_000) + "iOS\nmenu \"File\" {\n  item \"A\"\n}\n",
        "menu \"File\" {\n  item \"" + String(repeating: "a", count: 200_000) + "\"\n}\n",
        "menu \"File\" {\n  item \"A\" key: cmd+O" + String(repeating: "\u{301}", count: 100_000) + "\n}\n",
        "menu \"File\" {\n" + (0..<8_000).map { "  item \"Open Thing \($0)\"\n" }.joined() + "}\n",
    ]

    @Test(arguments: documents.indices)
    func diagnosticsAndOutlineAreBounded(_ index: Int) throws {
        let client = makeClient()
        let diagnostics = client.open(Self.documents[index])
        #expect(!diagnostics.isEmpty || index == Self.documents.count - 1)
        #expect(diagnostics.count <= 201)
        let size = JSONValue.array(diagnostics).serialized(pretty: false).utf8.count
        #expect(size < 400_000)
        let outline = try #require(client.result("textDocument/documentSymbol", ["textDocument": client.document]))
        #expect(outline.serialized(pretty: false).utf8.count < 3_000_000)
    }
}
