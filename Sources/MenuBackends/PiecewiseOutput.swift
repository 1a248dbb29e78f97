/// An artefact's UTF-8 as a backend writes it, line by line. Made with a
/// sink, it hands the bytes on in pieces of about `chunkSize` as they fill,
/// each ending at a line's end, so that a large artefact (the Swift code of
/// a file is eight times its size) is never held whole; made without, it
/// keeps all of them.
struct PiecewiseOutput {
    static let chunkSize = 1 << 18

    // The bytes are appended through a pointer into storage of the output's
    // own: an array checked its uniqueness and capacity on each append (a
    // few per line), 70 instructions each, a tenth of a Swift emission.
    private let storage: Storage
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?

    init() {
        storage = Storage(capacity: 4096)
        sink = nil
    }

    private init(handingPiecesTo sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        self.sink = sink
        storage = Storage(capacity: Self.chunkSize + 4096)
    }

    /// The bytes held: all of them, when the output is kept whole.
    var utf8: [UInt8] { Array(storage.bytes) }

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

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        storage.append(bytes)
    }

    /// Ends a line, and hands on what is held once it fills a piece.
    mutating func endLine() {
        storage.append(UInt8(ascii: "\n"))
        if storage.count >= Self.chunkSize { drain() }
    }

    /// Hands what is held to the sink, if there is one.
    mutating func drain() {
        guard let sink, storage.count > 0 else { return }
        sink(storage.bytes)
        storage.removeAll()
    }

    /// A growable run of bytes that only its output reads and writes.
    private final class Storage {
        private var base: UnsafeMutablePointer<UInt8>
        private(set) var count = 0
        private var capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        }

        deinit {
            base.deallocate()
        }

        var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

        @inline(__always)
        func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress else { return }
            if bytes.count > capacity &- count { grow(toHold: count + bytes.count) }
            (base + count).initialize(from: source, count: bytes.count)
            count &+= bytes.count
        }

        @inline(__always)
        func append(_ byte: UInt8) {
            if count == capacity { grow(toHold: count + 1) }
            (base + count).initialize(to: byte)
            count &+= 1
        }

        func removeAll() {
            count = 0
        }

        private func grow(toHold needed: Int) {
            let newCapacity = max(needed, capacity * 2)
            let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            newBase.initialize(from: base, count: count)
            base.deallocate()
            base = newBase
            capacity = newCapacity
        }
    }
}

/// A backend's writer of lines, over a `PiecewiseOutput`.
protocol PiecewiseWriter {
    init(output: PiecewiseOutput)
    var output: PiecewiseOutput { get set }
}
