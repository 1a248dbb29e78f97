import MenuJSON
import MenuLanguageServer
import Testing

@Suite("Message framing")
struct FramerTests {
    let first = Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"x":"😀"}}"#.utf8)
    let second = Array(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#.utf8)

    @Test func frameWritesContentLengthInBytes() {
        let body = Array(#"{"a":"漢😀"}"#.utf8)
        #expect(frame(body) == Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        #expect(body.count == 15)
    }

    @Test func aMessageSplitAcrossTwoChunks() {
        let bytes = frame(first)
        // Split inside the header, and (separately) inside the body, in the middle of the emoji.
        for split in [7, 20, bytes.count - 8] {
            var framer = MessageFramer()
            #expect(framer.feed(bytes[0..<split]) == [])
            #expect(framer.feed(bytes[split...]) == [.message(first)])
            #expect(framer.bufferedByteCount == 0)
        }
    }

    @Test func twoMessagesInOneChunk() {
        var framer = MessageFramer()
        #expect(framer.feed(frame(first) + frame(second)) == [.message(first), .message(second)])
    }

    @Test func oneByteAtATime() {
        var framer = MessageFramer()
        var outputs: [MessageFramer.Output] = []
        for byte in frame(first) + frame(second) + frame([]) { outputs += framer.feed([byte]) }
        #expect(outputs == [.message(first), .message(second), .message([])])
    }

    @Test func otherHeadersAreIgnoredAndNamesAreCaseInsensitive() {
        var framer = MessageFramer()
        let header = "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length:  \(second.count)\r\n\r\n"
        #expect(framer.feed(Array(header.utf8) + second) == [.message(second)])
    }

    @Test func bareLineFeedsAreAccepted() {
        var framer = MessageFramer()
        #expect(framer.feed(Array("Content-Length: \(second.count)\n\n".utf8) + second) == [.message(second)])
    }

    @Test func aHeaderWithoutContentLengthIsAnErrorAndTheNextMessageStillArrives() {
        var framer = MessageFramer()
        let outputs = framer.feed(Array("Content-Type: text/plain\r\n\r\n".utf8) + frame(second))
        #expect(outputs.count == 2)
        guard case .error(let error)? = outputs.first else {
            Issue.record("expected an error, got \(outputs)")
            return
        }
        #expect(error.message.contains("Content-Length"))
        #expect(outputs.last == .message(second))
    }

    @Test(arguments: ["Content-Length: abc", "Content-Length: -5", "Content-Length:", "Content-Length: 99999999999999999999999", "no colon here"])
    func malformedHeadersAreErrors(header: String) {
        var framer = MessageFramer()
        let outputs = framer.feed(Array((header + "\r\n\r\n").utf8) + frame(second))
        #expect(outputs.count == 2)
        if case .error = outputs.first {} else { Issue.record("expected an error for '\(header)', got \(outputs)") }
        #expect(outputs.last == .message(second))
    }

    @Test func anEndlessHeaderIsDiscarded() {
        var framer = MessageFramer()
        let junk = [UInt8](repeating: UInt8(ascii: "x"), count: MessageFramer.maximumHeaderLength + 10)
        let outputs = framer.feed(junk)
        #expect(outputs.count == 1)
        #expect(framer.bufferedByteCount == 0)
        #expect(framer.feed(frame(second)) == [.message(second)])
    }

    @Test func aFramingErrorIsLoggedNotFatal() {
        let server = LanguageServer()
        var framer = MessageFramer()
        var replies: [[UInt8]] = []
        for output in framer.feed(Array("Bogus\r\n\r\n".utf8)) { replies += server.handle(output) }
        #expect(replies.count == 1)
        let log = try? JSONParser.parse(replies.first ?? [])
        #expect(log?["method"]?.stringValue == "window/logMessage")
        #expect(!server.shouldExit)
    }
}
