#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the pieces a producer hands it to a file on a thread of its own,
/// while the producer goes on making the next piece, and compares them with
/// the file they may replace on that thread too.
///
/// A large artefact costs about as much to write as to make: the JSON of a
/// 4 MB source is 30 MB, and the kernel spent some 30 ms copying it into the
/// file, all of it time the build waited. Each piece is copied into one of
/// two buffers, so that the producer may reuse its own at once; while the
/// thread writes one buffer the producer fills the other.
final class WriteBehind: @unchecked Sendable {
    // Thread safety: `lengths`, `finished` and `failure` are read and
    // written with `lock` held. A buffer whose length is 0 belongs to the
    // producer, one with bytes to the writing thread. `comparison` belongs
    // to the writing thread from `start` until `finish` has joined it.

    /// Pieces smaller than this are written by the producer itself: a
    /// thread costs more than it would save.
    static let minimumPieceSize = 64 * 1024

    private let descriptor: Int32
    private var comparison: FileSystem.ExistingFileComparison?
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// The two buffers, each a memory location of its own: the producer
    /// replaces a free one while the thread reads the other.
    private let buffers = UnsafeMutablePointer<UnsafeMutableRawBufferPointer>.allocate(capacity: 2)
    /// How many bytes of each buffer wait to be written; 0 for a free one.
    private var lengths = [0, 0]
    /// The buffer the producer fills next.
    private var nextToFill = 0
    private var finished = false
    /// The first write error (an `errno`), after which nothing more is written.
    private var failure: Int32 = 0
    private var thread: pthread_t?

    /// Starts the writing thread; nil when no thread can be started, and
    /// the caller writes as it did.
    static func start(writingTo descriptor: Int32, comparingWith comparison: FileSystem.ExistingFileComparison?) -> WriteBehind? {
        let writer = WriteBehind(descriptor: descriptor, comparison: comparison)
        let context = Unmanaged.passRetained(writer).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        guard pthread_create(&thread, nil, { context in
            #if canImport(Darwin)
            let writer = Unmanaged<WriteBehind>.fromOpaque(context).takeRetainedValue()
            #else
            let writer = Unmanaged<WriteBehind>.fromOpaque(context!).takeRetainedValue()
            #endif
            writer.writePieces()
            return nil
        }, context) == 0 else {
            Unmanaged<WriteBehind>.fromOpaque(context).release()
            return nil
        }
        writer.thread = thread
        return writer
    }

    private init(descriptor: Int32, comparison: FileSystem.ExistingFileComparison?) {
        self.descriptor = descriptor
        self.comparison = comparison
        buffers.initialize(repeating: UnsafeMutableRawBufferPointer(start: nil, count: 0), count: 2)
        pthread_mutex_init(lock, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        buffers[0].deallocate()
        buffers[1].deallocate()
        buffers.deallocate()
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(lock)
        changed.deallocate()
        lock.deallocate()
    }

    /// Hands over the next piece: copied, so that the caller may reuse its
    /// memory once this returns. Waits while both buffers are being written.
    func write(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        pthread_mutex_lock(lock)
        while lengths[nextToFill] != 0 && failure == 0 { pthread_cond_wait(changed, lock) }
        let hasFailed = failure != 0
        pthread_mutex_unlock(lock)
        if hasFailed { return }
        // The buffer is free: the writing thread does not touch it until its length is set.
        if buffers[nextToFill].count < bytes.count {
            buffers[nextToFill].deallocate()
            buffers[nextToFill] = .allocate(byteCount: max(bytes.count, 2 * buffers[nextToFill].count), alignment: 16)
        }
        buffers[nextToFill].baseAddress!.copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
        pthread_mutex_lock(lock)
        lengths[nextToFill] = bytes.count
        nextToFill ^= 1
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(lock)
    }

    /// Waits until every piece is written; the first write error (0 for
    /// none) and the comparison, with every piece compared.
    func finish() -> (errorCode: Int32, comparison: FileSystem.ExistingFileComparison?) {
        pthread_mutex_lock(lock)
        finished = true
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(lock)
        if let thread { pthread_join(thread, nil) }
        thread = nil
        return (failure, comparison)
    }

    /// The writing thread: the buffers in turn, until the producer has finished.
    private func writePieces() {
        var current = 0
        pthread_mutex_lock(lock)
        while true {
            while lengths[current] == 0 && !finished { pthread_cond_wait(changed, lock) }
            let length = lengths[current]
            if length == 0 { break }
            let hasFailed = failure != 0
            pthread_mutex_unlock(lock)
            var errorCode: Int32 = 0
            if !hasFailed {
                let piece = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffers[current])[..<length])
                errorCode = FileSystem.writeFully(piece, to: descriptor)
                if errorCode == 0 { comparison?.compareNext(piece) }
            }
            pthread_mutex_lock(lock)
            if errorCode != 0 { failure = errorCode }
            lengths[current] = 0
            current ^= 1
            pthread_cond_broadcast(changed)
        }
        pthread_mutex_unlock(lock)
    }
}
