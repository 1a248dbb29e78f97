import Foundation
import MenuJSON
import MenuLanguageServer
import Testing

/// Runs the built `menuc lsp` as a child process over pipes.
@Suite("menuc lsp, end to end")
struct EndToEndTests {
    /// The `menuc` executable built beside the test bundle.
    static func executable() throws -> URL {
        let bundle = Bundle.main.bundleURL
        let candidates = [
            bundle.appendingPathComponent("menuc"),
            bundle.deletingLastPathComponent().appendingPathComponent("menuc"),
            URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent().appendingPathComponent("menuc"),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(".build/debug/menuc"),
        ]
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return try #require(found, "menuc was not built next to the tests; looked at \(candidates.map(\.path))")
    }

    static func body(_ value: JSONValue) -> [UInt8] {
        frame(Array(value.serialized(pretty: false).utf8))
    }

    /// Splits the server's output into parsed messages.
    static func messages(in bytes: [UInt8]) -> [JSONValue] {
        var framer = MessageFramer()
        return framer.feed(bytes).compactMap { output in
            guard case .message(let body) = output else {
                Issue.record("the server wrote a malformed frame: \(output)")
                return nil
            }
            return try? JSONParser.parse(body)
        }
    }

    struct Run {
        var status: Int32
        var messages: [JSONValue]
    }

    /// Writes `input` in small chunks, closes standard input, and reads
    /// everything the server writes until it exits.
    static func run(_ input: [UInt8]) throws -> Run {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = ["lsp"]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Reading on a Dispatch thread, so a full pipe cannot block the writer.
        let box = ResultBox<Data>()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            box.value = stdout.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        var offset = 0
        while offset < input.count {
            let end = min(offset + 37, input.count)
            stdin.fileHandleForWriting.write(Data(input[offset..<end]))
            offset = end
        }
        try stdin.fileHandleForWriting.close()
        guard done.wait(timeout: .now() + 60) == .success, let data = box.value else {
            process.terminate()
            throw CancellationError()
        }
        let output = [UInt8](data)
        process.waitUntilExit()
        return Run(status: process.terminationStatus, messages: messages(in: output))
    }

    final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }

    static let source = MarkedSource("""
        menu "File" {
            item "😀 漢字" key: ‸cmd+S‸
            item "Save" key: ‸cmd+s‸
        }

        """)

    @Test func initializeOpenShutdownExit() throws {
        let uri = "file:///tmp/e2e.menu"
        var input: [UInt8] = []
        input += Self.body(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["processId": nil, "capabilities": [:]]])
        input += Self.body(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        input += Self.body(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": .string(uri), "languageId": "menu", "version": 1, "text": .string(Self.source.text)],
        ]])
        input += Self.body(["jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": [
            "textDocument": ["uri": .string(uri)], "position": Self.source[0].json,
        ]])
        input += Array("{broken".utf8).withFrame
        input += Self.body(["jsonrpc": "2.0", "id": 3, "method": "shutdown"])
        input += Self.body(["jsonrpc": "2.0", "method": "exit"])

        let run = try Self.run(input)
        #expect(run.status == 0)
        let messages = run.messages
        #expect(messages.count == 5)

        let initialize = try #require(messages.first { $0["id"] == 1 })
        #expect(initialize["result"]?["capabilities"]?["positionEncoding"] == "utf-16")

        let published = try #require(messages.first { $0["method"] == "textDocument/publishDiagnostics" })
        #expect(published["params"]?["uri"]?.stringValue == uri)
        let duplicate = try #require(published["params"]?["diagnostics"]?.array.first { $0["code"] == "duplicate-shortcut" })
        #expect(duplicate["range"]?.range == Self.source.range(2))
        #expect(duplicate["relatedInformation"]?[0]?["location"]?["range"]?.range == Self.source.range(0))

        let hover = try #require(messages.first { $0["id"] == 2 })
        #expect(hover["result"]?["contents"]?["value"]?.stringValue?.contains("⌘S") == true)

        let parseError = try #require(messages.first { $0["error"] != nil })
        #expect(parseError["error"]?["code"] == -32700)
        #expect(parseError["id"] == .null)

        let shutdown = try #require(messages.first { $0["id"] == 3 })
        #expect(shutdown["result"] == .null)
    }

    @Test func endOfInputWithoutShutdownExitsWithOne() throws {
        var input = Self.body(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
        input += Self.body(["jsonrpc": "2.0", "id": 2, "method": "no/such/method"])
        let run = try Self.run(input)
        #expect(run.status == 1)
        #expect(run.messages.count == 2)
        #expect(run.messages.last?["error"]?["code"] == -32601)
    }

    @Test func exitWithoutShutdownExitsWithOne() throws {
        let run = try Self.run(Self.body(["jsonrpc": "2.0", "method": "exit"]) + Self.body(["jsonrpc": "2.0", "id": 1, "method": "initialize"]))
        #expect(run.status == 1)
        // Nothing after `exit` is read.
        #expect(run.messages.isEmpty)
    }

    @Test func answersBeforeTheInputEnds() throws {
        let process = Process()
        process.executableURL = try Self.executable()
        process.arguments = ["lsp"]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Should the server not answer, stop it so that the read below ends.
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
        defer { watchdog.cancel() }

        stdin.fileHandleForWriting.write(Data(Self.body(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])))
        var framer = MessageFramer()
        var received: [MessageFramer.Output] = []
        while received.isEmpty {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received += framer.feed([UInt8](chunk))
        }
        guard case .message(let body)? = received.first else {
            Issue.record("no answer to initialize while standard input was open")
            return
        }
        #expect((try? JSONParser.parse(body))?["id"] == 1)

        stdin.fileHandleForWriting.write(Data(Self.body(["jsonrpc": "2.0", "id": 2, "method": "shutdown"]) + Self.body(["jsonrpc": "2.0", "method": "exit"])))
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}

extension Array where Element == UInt8 {
    var withFrame: [UInt8] { frame(self) }
}
