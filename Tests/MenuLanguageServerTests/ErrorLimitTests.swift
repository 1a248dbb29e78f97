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
