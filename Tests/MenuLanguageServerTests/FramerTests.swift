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

    @Test(arguments: ["Content-Length: abc", "Content-Length: -5", "Content-Length:", "Content-Length: +5", "no colon here"])
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
        // Only what could be the start of a `Content-Length:` is kept.
        #expect(framer.bufferedByteCount == "Content-Length:".utf8.count - 1)
        #expect(framer.feed(frame(second)) == [.message(second)])
    }

    /// The body after a bad header is not a header: the framer reads on
    /// from the next `Content-Length:`, so one bad frame costs one message,
    /// not every message after it.
    @Test(arguments: ["Content-Lenght: 10", "Content-Length: abc", "Content-Length: -5"])
    func theBodyOfABadHeaderIsSkipped(header: String) {
        var framer = MessageFramer()
        let outputs = framer.feed(Array("\(header)\r\n\r\n{\"a\":1234}".utf8) + frame(first) + frame(second))
        #expect(outputs.count == 3)
        if case .error = outputs.first {} else { Issue.record("expected an error for '\(header)', got \(outputs)") }
        #expect(Array(outputs.dropFirst()) == [.message(first), .message(second)])
    }

    /// A length counted in characters rather than bytes, too short or too
    /// long: the body read is wrong, but the messages after it arrive.
    @Test(arguments: [-2, 3])
    func aMiscountedLengthCostsOnlyItsMessage(error: Int) {
        var framer = MessageFramer()
        let miscounted = Array("Content-Length: \(first.count + error)\r\n\r\n".utf8) + first
        let outputs = framer.feed(miscounted + frame(second) + frame(second) + frame(first))
        #expect(outputs.filter { if case .error = $0 { true } else { false } }.count == 1)
        // Too long, the body takes the start of the next header, and that message is lost.
        let expected: [MessageFramer.Output] = (error < 0 ? [.message(second)] : []) + [.message(second), .message(first)]
        #expect(Array(outputs.suffix(expected.count)) == expected)
        #expect(framer.bufferedByteCount == 0)
    }

    /// A long header arriving a byte at a time is searched once for its
    /// end, not once per byte. The time limit guards against a hang (a
    /// search of the whole header per byte), not a speed target.
    @Test func aHeaderFedByteByByteIsReadOnce() {
        var framer = MessageFramer()
        let filler = "X-Filler: " + String(repeating: "x", count: MessageFramer.maximumHeaderLength - 200) + "\r\n"
        var outputs: [MessageFramer.Output] = []
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for byte in Array(filler.utf8) + frame(second) { outputs += framer.feed(CollectionOfOne(byte)) }
        }
        #expect(outputs == [.message(second)])
        #expect(elapsed < .seconds(5))
    }

    /// A length past the maximum is reported, and exactly the bytes it
    /// counts are dropped, unread: a message hidden inside them is not one.
    @Test func aBodyPastTheMaximumIsSkippedUnread() {
        var framer = MessageFramer(maximumContentLength: 100)
        let hidden = frame(second) + frame(first)
        let padding = [UInt8](repeating: UInt8(ascii: " "), count: 300 - hidden.count)
        let outputs = framer.feed(Array("Content-Length: 300\r\n\r\n".utf8) + hidden + padding + frame(first))
        #expect(outputs == [
            .error(FramingError("Content-Length 300 is larger than 100 bytes; message skipped")),
            .message(first),
        ])
        #expect(framer.bufferedByteCount == 0)
    }

    /// A skipped body is dropped as it arrives, not buffered, however it is
    /// cut into chunks.
    @Test func aSkippedBodyIsNotBuffered() {
        var framer = MessageFramer(maximumContentLength: 1000)
        var outputs = framer.feed(Array("Content-Length: 100000\r\n\r\n".utf8))
        let chunk = frame(second) + [UInt8](repeating: UInt8(ascii: "x"), count: 1000 - frame(second).count)
        for _ in 0..<100 {
            outputs += framer.feed(chunk)
            #expect(framer.bufferedByteCount == 0)
        }
        outputs += framer.feed(frame(first))
        #expect(outputs == [
            .error(FramingError("Content-Length 100000 is larger than 1000 bytes; message skipped")),
            .message(first),
        ])
    }

    /// A length too large for an `Int` counts more than any stream holds:
    /// the rest of the input is skipped.
    @Test func aLengthTooLargeForAnIntSkipsTheRestOfTheInput() {
        var framer = MessageFramer()
        let outputs = framer.feed(Array("Content-Length: 99999999999999999999999\r\n\r\n".utf8) + frame(first))
        #expect(outputs == [.error(FramingError(
            "Content-Length 99999999999999999999999 is larger than \(MessageFramer.defaultMaximumContentLength) bytes; message skipped"))])
        #expect(framer.feed(frame(second)) == [])
        #expect(framer.bufferedByteCount == 0)
    }

    /// A request hidden in the body of an oversized message is not
    /// answered; the request after the message is.
    @Test func aRequestHiddenInAnOversizedMessageIsNotAnswered() {
        let client = makeClient()
        client.framer = MessageFramer(maximumContentLength: 200)
        let hidden = frame(Array(#"{"jsonrpc":"2.0","id":666,"method":"shutdown"}"#.utf8))
        let body = Array(#"{"jsonrpc":"2.0","method":"x","params":""#.utf8) + hidden
            + [UInt8](repeating: UInt8(ascii: " "), count: 200) + Array(#""}"#.utf8)
        let replies = client.sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        #expect(replies.map { $0.serialized(pretty: false) } == [
            #"{"jsonrpc":"2.0","method":"window/logMessage","params":{"type":1,"message":"menuc: ignored malformed input: Content-Length \#(body.count) is larger than 200 bytes; message skipped"}}"#,
        ])
        #expect(!client.server.shutdownRequested)
        #expect(client.request("textDocument/documentSymbol", ["textDocument": client.document]).map { $0.serialized(pretty: false) } == [
            #"{"jsonrpc":"2.0","id":2,"result":[]}"#,
        ])
    }

    /// Input that ends inside a message says so.
    @Test func theEndOfInputInsideAMessageIsReported() {
        var framer = MessageFramer()
        #expect(framer.endOfInputError == nil)
        _ = framer.feed(Array("\r\n".utf8))
        #expect(framer.endOfInputError == nil)
        _ = framer.feed(frame(first).dropLast(3))
        #expect(framer.endOfInputError == FramingError("the input ended 3 bytes before the end of a message"))
        framer = MessageFramer()
        _ = framer.feed(Array("Content-Len".utf8))
        #expect(framer.endOfInputError == FramingError("the input ended inside a message header"))
    }

    /// Resynchronising works however the stream is cut into chunks.
    @Test func resynchronisingAcrossChunks() {
        var framer = MessageFramer()
        var outputs: [MessageFramer.Output] = []
        for byte in Array("Bogus: 1\r\n\r\n{}".utf8) + frame(first) + frame(second) { outputs += framer.feed([byte]) }
        #expect(outputs.count == 3)
        #expect(Array(outputs.dropFirst()) == [.message(first), .message(second)])
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
