import MenuJSON
import MenuModel
import MenuRules
import Testing
@testable import MenuLanguageServer

/// Documents are checked with the options their `.menuc` file gives, as on
/// the command line; the lookup is injected by the executable.
@Suite("Options")
struct OptionsTests {
    static let text = "menu \"File\" {\n    item \"Export\"\n}\n"

    @Test func theDocumentsOptionsApply() {
        let server = LanguageServer(version: "1") { path in
            #expect(path == "/tmp/Test Menus/Demo.menu")
            var configuration = Configuration()
            configuration.disabledRules = ["missing-ellipsis"]
            return .success(configuration)
        }
        let client = TestClient(server: server)
        client.initialize()
        #expect(client.open(Self.text).isEmpty)
    }

    /// A document's path, where its options file is looked for, is read
    /// from every form of `file:` URI for this machine.
    @Test(arguments: [
        ("file:///tmp/Test%20Menus/Demo.menu", "/tmp/Test Menus/Demo.menu"),
        ("file://localhost/tmp/Test%20Menus/Demo.menu", "/tmp/Test Menus/Demo.menu"),
        ("file://LOCALHOST/tmp/x.menu", "/tmp/x.menu"),
        ("file:/tmp/x.menu", "/tmp/x.menu"),
        ("untitled:Untitled-1", "untitled:Untitled-1"),
    ])
    func pathsOfURIs(uri: String, path: String) {
        #expect(LanguageServer.path(of: uri) == path)
    }

    @Test func aBadOptionsFileIsLoggedAndTheDefaultsUsed() {
        let server = LanguageServer(version: "1") { _ in .failure(.init("in '/tmp/.menuc': unknown rule 'x'")) }
        let client = TestClient(server: server)
        client.initialize()
        let messages = client.notify("textDocument/didOpen", [
            "textDocument": ["uri": .string(client.uri), "languageId": "menu", "version": 1, "text": .string(Self.text)],
        ])
        #expect(messages.first?["method"]?.stringValue == "window/logMessage")
        #expect(messages.first?["params"]?["message"]?.stringValue == "menuc: in '/tmp/.menuc': unknown rule 'x'; using the default options")
        #expect(TestClient.diagnostics(in: messages).compactMap { $0["code"]?.stringValue } == ["missing-ellipsis"])
    }
}
