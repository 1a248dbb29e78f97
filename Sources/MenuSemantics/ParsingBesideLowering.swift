#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MenuDiagnostics
import MenuSyntax

/// A large file parsed on a second thread while this one lowers each menu
/// as soon as it is parsed: lowering a menu no longer waits for the rest of
/// the file, and the two halves of the front end take about as long.
enum ParsingBesideLowering {
    /// The model, the comments and the diagnostics of parsing and of
    /// lowering, as the two one after the other give them; nil when the
    /// declarations do not allow lowering as they come (an `app` or
    /// `platforms` after a menu), and the caller parses and lowers again.
    static func frontEnd(
        _ source: SourceFile, platformOverride: [Platform]?
    ) -> (model: MenuModel, comments: [Comment], syntaxDiagnostics: [Diagnostic], loweringDiagnostics: [Diagnostic])? {
        let channel = DeclarationChannel()
        let bytes = source.bytes
        var lowered: (MenuModel, [Diagnostic])?
        SideBySide.run({
            // Taken from the end of each batch reversed, so that each
            // declaration leaves it (and is freed once lowered) rather than
            // being copied, which would copy its entries too.
            var batch: [Declaration] = []
            lowered = Lowering.lower(declarationsFrom: {
                if batch.isEmpty {
                    batch = channel.receive()
                    batch.reverse()
                }
                return batch.popLast()
            }, platformOverride: platformOverride)
            // Whatever is still sent is not wanted.
            if lowered == nil { channel.close() }
        }, {
            let parsed = Parser.parse(bytes) { channel.send($0) }
            channel.finish(parsed)
        })
        guard let (model, loweringDiagnostics) = lowered, let parsed = channel.parsed else { return nil }
        return (model, parsed.tree.comments, parsed.diagnostics, loweringDiagnostics)
    }

    /// Declarations on their way from the parsing thread to the lowering one.
    private final class DeclarationChannel: @unchecked Sendable {
        // Thread safety: every field is read and written with `lock` held,
        // but `parsed`, which is written before `isFinished` is set and read
        // after the parsing thread has been joined.
        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        private var pending: [Declaration] = []
        private var isFinished = false
        private var isClosed = false
        private var isWaiting = false
        private(set) var parsed: ParseResult?

        init() {
            pthread_mutex_init(lock, nil)
            pthread_cond_init(changed, nil)
        }

        deinit {
            pthread_cond_destroy(changed)
            pthread_mutex_destroy(lock)
            changed.deallocate()
            lock.deallocate()
        }

        /// How many declarations wake the lowering thread: woken for each
        /// menu, it went to sleep again as often, at some microseconds each.
        private static let batchSize = 32

        func send(_ declaration: consuming Declaration) {
            pthread_mutex_lock(lock)
            if !isClosed { pending.append(declaration) }
            if isWaiting && pending.count >= Self.batchSize { pthread_cond_signal(changed) }
            pthread_mutex_unlock(lock)
        }

        /// The parse is done: its result, with no declarations.
        func finish(_ result: ParseResult) {
            parsed = result
            pthread_mutex_lock(lock)
            isFinished = true
            pthread_cond_signal(changed)
            pthread_mutex_unlock(lock)
        }

        /// Every declaration sent since the last call, waiting for a batch of
        /// them; none once the parse is done and all have been received.
        func receive() -> [Declaration] {
            var received: [Declaration] = []
            pthread_mutex_lock(lock)
            while pending.count < Self.batchSize && !isFinished {
                isWaiting = true
                pthread_cond_wait(changed, lock)
                isWaiting = false
            }
            swap(&received, &pending)
            pthread_mutex_unlock(lock)
            return received
        }

        /// Nothing more is received: declarations sent later are dropped.
        func close() {
            pthread_mutex_lock(lock)
            isClosed = true
            pending = []
            pthread_mutex_unlock(lock)
        }
    }
}
