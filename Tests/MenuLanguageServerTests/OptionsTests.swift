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

    /// Options that tests change while the server runs.
    final class Options: @unchecked Sendable {
        var disabledRules: Set<String> = []
    }

    func client(with options: Options, capabilities: JSONValue = [:]) -> TestClient {
        let server = LanguageServer(version: "1") { _ in
            var configuration = Configuration()
            configuration.disabledRules = options.disabledRules
            return .success(configuration)
        }
        let client = TestClient(server: server)
        client.initialize(capabilities: capabilities)
        return client
    }

    static func codes(_ messages: [JSONValue]) -> [String]? {
        messages.first { $0["method"] == "textDocument/publishDiagnostics" }
            .map { message in (message["params"]?["diagnostics"]?.array ?? []).compactMap { $0["code"]?.stringValue } }
    }

    /// A changed options file checks the open documents under its folder again.
    @Test func aChangedOptionsFileChecksDocumentsAgain() {
        let options = Options()
        let client = client(with: options)
        #expect(client.open(Self.text).compactMap { $0["code"]?.stringValue } == ["missing-ellipsis"])
        options.disabledRules = ["missing-ellipsis"]
        func changed(_ uri: String) -> [JSONValue] {
            client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(uri), "type": 2]]])
        }
        #expect(changed("file:///elsewhere/.menuc").isEmpty)
        #expect(changed("file:///tmp/Test%20Menus/notes.menuc.txt").isEmpty)
        #expect(Self.codes(changed("file:///tmp/Test%20Menus/.menuc")) == [])
        options.disabledRules = []
        #expect(Self.codes(changed("file:///tmp/.menuc")) == ["missing-ellipsis"])
    }

    /// A save checks the document again, with its options as they are now;
    /// a client without file watchers still sees a changed options file then.
    @Test func aSaveChecksTheDocumentAgain() {
        let options = Options()
        let client = client(with: options)
        client.open(Self.text)
        options.disabledRules = ["missing-ellipsis"]
        #expect(Self.codes(client.notify("textDocument/didSave", ["textDocument": client.document])) == [])
        // A saved options file, for a client that has it open as a document.
        options.disabledRules = []
        #expect(Self.codes(client.notify("textDocument/didSave", ["textDocument": ["uri": "file:///tmp/Test%20Menus/.menuc"]])) == ["missing-ellipsis"])
    }

    /// A client that lets servers register file watchers is asked to
    /// report changes to `.menuc` files, once it is initialized.
    @Test func theWatcherIsRegisteredWithClientsThatAllowIt() {
        let plain = TestClient()
        plain.request("initialize", ["capabilities": [:]])
        #expect(plain.notify("initialized").isEmpty)

        let watching = TestClient()
        watching.request("initialize", ["capabilities": ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]])
        #expect(watching.notify("initialized") == [[
            "jsonrpc": "2.0", "id": "menuc-register-options-files", "method": "client/registerCapability",
            "params": ["registrations": [[
                "id": "menuc-options-files", "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": [["globPattern": "**/.menuc"]]],
            ]]],
        ]])
        // The client's answer needs none.
        #expect(watching.send(["jsonrpc": "2.0", "id": "menuc-register-options-files", "result": nil]).isEmpty)
    }
}
