import MenuDiagnostics

/// Why a piece of the input stream was not a message.
public struct FramingError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

/// Splits the byte stream of the Language Server Protocol's base protocol into
/// message bodies: header lines (`Content-Length: N`, others ignored) ended by
/// an empty line, then exactly N bytes of content.
///
/// Feed it whatever `read(2)` returned: a chunk may hold part of a message or
/// several messages. A malformed header block is reported as an error, and
/// the framer then looks for the next `Content-Length:` and reads on from
/// there: the body after a bad header, or the rest of a body whose length
/// was miscounted, is not a header, and reading it as one would take the
/// next message's header into it, and so on for every message after.
///
/// A message longer than `maximumContentLength` is reported and its body
/// dropped as it arrives, byte for byte as its header counts, unread: what
/// it holds is not a message, even when it looks like one.
public struct MessageFramer: Sendable {
    /// What the framer found in the stream, in order.
    public enum Output: Equatable, Sendable {
        case message([UInt8])
        case error(FramingError)
    }

    /// A header block longer than this without its empty line is not a header.
    public static let maximumHeaderLength = 64 * 1024
    /// Bodies longer than this are skipped rather than buffered.
    public static let defaultMaximumContentLength = 256 * 1024 * 1024
    public let maximumContentLength: Int

    private var buffer: [UInt8] = []
    /// Where unread bytes begin in `buffer`.
    private var position = 0
    /// The length of the body being read, once its header has been read.
    private var pendingLength: Int?
    /// How many bytes of an oversized body are still to be dropped.
    private var skippedLength = 0
    /// How far the search for the end of the header block starting at
    /// `blockStart` has got (see `endOfHeaderBlock`).
    private var headerSearch = (blockStart: -1, index: 0, lineStart: 0)
    /// After a malformed header: bytes are dropped up to the next
    /// `Content-Length:`, where a header is most likely to start.
    private var isResynchronising = false
    private static let contentLengthName = Array("content-length:".utf8)

    public init(maximumContentLength: Int = Self.defaultMaximumContentLength) {
        self.maximumContentLength = maximumContentLength
    }

    /// Bytes received but not yet part of a complete message.
    public var bufferedByteCount: Int { buffer.count - position }

    /// Adds bytes from the stream and returns every message they complete.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [Output] {
        buffer.append(contentsOf: bytes)
        var outputs: [Output] = []
        while let output = nextOutput() { outputs.append(output) }
        compact()
        return outputs
    }

    /// Why the input may not end here: it is inside a message (nil between
    /// messages, or while dropping bytes already reported).
    public var endOfInputError: FramingError? {
        let unread = buffer.count - position
        if let length = pendingLength {
            return FramingError("the input ended \(length - unread) bytes before the end of a message")
        }
        if skippedLength > 0 || isResynchronising { return nil }
        let isBlank = buffer[position...].allSatisfy { $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") }
        return isBlank ? nil : FramingError("the input ended inside a message header")
    }

    private mutating func nextOutput() -> Output? {
        while true {
            if skippedLength > 0 {
                let dropped = min(skippedLength, buffer.count - position)
                position += dropped
                skippedLength -= dropped
                if skippedLength > 0 { return nil }
            }
            if isResynchronising, !resynchronise() { return nil }
            if let length = pendingLength {
                guard buffer.count - position >= length else { return nil }
                let body = Array(buffer[position..<(position + length)])
                position += length
                pendingLength = nil
                return .message(body)
            }
            switch readHeader() {
            case .incomplete:
                return nil
            case .blankLine:
                continue
            case .length(let length):
                pendingLength = length
            case .oversized(let error):
                return .error(error)
            case .malformed(let error):
                return .error(error)
            }
        }
    }

    /// Moves to the next `Content-Length:` (in any case), or drops what
    /// cannot be part of one; false until one is found. Looked for from the
    /// byte after the malformed block's start, because a miscounted body
    /// can run into the next header on the same line.
    private mutating func resynchronise() -> Bool {
        let name = Self.contentLengthName
        var index = position
        while index + name.count <= buffer.count {
            if name.indices.allSatisfy({ ASCII.lowercased(buffer[index + $0]) == name[$0] }) {
                position = index
                isResynchronising = false
                return true
            }
            index += 1
        }
        // The name may be arriving in the next chunk.
        position = max(position, buffer.count - (name.count - 1))
        return false
    }

    private enum HeaderResult {
        case incomplete
        /// A stray empty line between messages; skipped.
        case blankLine
        case length(Int)
        /// A length past the maximum: its body is being skipped.
        case oversized(FramingError)
        case malformed(FramingError)
    }

    /// Reads one header block, if the buffer holds all of it. Lines end with
    /// CRLF; a bare LF is accepted too.
    private mutating func readHeader() -> HeaderResult {
        let blockStart = position
        guard let end = endOfHeaderBlock() else {
            if buffer.count - position > Self.maximumHeaderLength {
                return malformed(from: blockStart, "header longer than \(Self.maximumHeaderLength) bytes without an empty line; input discarded")
            }
            return .incomplete
        }
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = position
        for index in position..<end where buffer[index] == UInt8(ascii: "\n") {
            var line = buffer[lineStart..<index]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            if !line.isEmpty { lines.append(line) }
            lineStart = index + 1
        }
        position = end
        if lines.isEmpty { return .blankLine }

        var length: Int?
        var lengthText = ""
        for line in lines {
            let text = String(decoding: line, as: UTF8.self)
            guard let colon = text.firstIndex(of: ":") else {
                return malformed(from: blockStart, "malformed header line '\(Self.quoted(text))': expected 'Name: value'")
            }
            let name = text[..<colon].trimmingSpaces.lowercased()
            guard name == "content-length" else { continue }
            let value = text[text.index(after: colon)...].trimmingSpaces
            guard !value.isEmpty, value.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                return malformed(from: blockStart, "invalid Content-Length '\(Self.quoted(String(value)))'")
            }
            // Digits too many for an `Int` count more bytes than any stream holds.
            length = Int(value) ?? Int.max
            lengthText = String(value)
        }
        guard let length else {
            return malformed(from: blockStart, "message header has no Content-Length")
        }
        // The body is skipped, not searched for the next header: a header
        // found inside it would be one the client never sent.
        if length > maximumContentLength {
            skippedLength = length
            return .oversized(FramingError("Content-Length \(Self.quoted(lengthText)) is larger than \(maximumContentLength) bytes; message skipped"))
        }
        return .length(length)
    }

    /// Where the header block at `position` ends (after its empty line), or
    /// nil while the empty line has not arrived. The search goes on from
    /// where the last one stopped, so that a header arriving a byte at a
    /// time is read once, not once per byte.
    private mutating func endOfHeaderBlock() -> Int? {
        if headerSearch.blockStart != position { headerSearch = (position, position, position) }
        var (index, lineStart) = (headerSearch.index, headerSearch.lineStart)
        defer { headerSearch.index = index; headerSearch.lineStart = lineStart }
        while index < buffer.count {
            if buffer[index] == UInt8(ascii: "\n") {
                let isEmpty = index == lineStart || (index == lineStart + 1 && buffer[lineStart] == UInt8(ascii: "\r"))
                lineStart = index + 1
                if isEmpty {
                    index += 1
                    return lineStart
                }
            }
            index += 1
        }
        return nil
    }

    /// A malformed header block starting at `blockStart`: reported, and
    /// the stream resynchronised from the byte after its start.
    private mutating func malformed(from blockStart: Int, _ message: String) -> HeaderResult {
        position = blockStart + 1
        isResynchronising = true
        return .malformed(FramingError(message))
    }

    /// Drops consumed bytes once they make up most of the buffer.
    private mutating func compact() {
        if position == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.count <= 1 << 20)
        } else if position > 4096, position * 2 > buffer.count {
            buffer.removeSubrange(0..<position)
        } else {
            return
        }
        position = 0
        // Offsets moved: a search for a header's end starts again.
        headerSearch.blockStart = -1
    }

    private static func quoted(_ text: String) -> String {
        let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
        return String(shown.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
    }
}

/// Frames a message body for the wire: `Content-Length: N\r\n\r\n` then the body.
public func frame(_ body: [UInt8]) -> [UInt8] {
    var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
    bytes.append(contentsOf: body)
    return bytes
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        let characters = self[...]
        guard let first = characters.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = characters.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return Substring() }
        return Substring(characters[first...last])
    }
}
