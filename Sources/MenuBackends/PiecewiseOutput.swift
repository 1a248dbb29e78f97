/// An artefact's UTF-8 as a backend writes it, line by line. Made with a
/// sink, it hands the bytes on in pieces of about `chunkSize` as they fill,
/// each ending at a line's end, so that a large artefact (the Swift code of
/// a file is eight times its size) is never held whole; made without, it
/// keeps all of them.
struct PiecewiseOutput {
    static let chunkSize = 1 << 18

    private(set) var utf8: [UInt8] = []
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?

    init() {
        sink = nil
    }

    private init(handingPiecesTo sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        self.sink = sink
        utf8.reserveCapacity(Self.chunkSize + 4096)
    }

    /// Calls `write` with a writer whose output hands `sink` its pieces in
    /// order, the last one once `write` returns.
    static func writing<Writer: PiecewiseWriter>(
        with _: Writer.Type, handingPiecesTo sink: (UnsafeBufferPointer<UInt8>) -> Void, _ write: (inout Writer) -> Void
    ) {
        withoutActuallyEscaping(sink) { sink in
            var writer = Writer(output: PiecewiseOutput(handingPiecesTo: sink))
            write(&writer)
            writer.output.drain()
        }
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        utf8.append(contentsOf: bytes)
    }

    /// Ends a line, and hands on what is held once it fills a piece.
    mutating func endLine() {
        utf8.append(UInt8(ascii: "\n"))
        if utf8.count >= Self.chunkSize { drain() }
    }

    /// Hands what is held to the sink, if there is one.
    mutating func drain() {
        guard let sink, !utf8.isEmpty else { return }
        utf8.withUnsafeBufferPointer(sink)
        utf8.removeAll(keepingCapacity: true)
    }
}

/// A backend's writer of lines, over a `PiecewiseOutput`.
protocol PiecewiseWriter {
    init(output: PiecewiseOutput)
    var output: PiecewiseOutput { get set }
}
