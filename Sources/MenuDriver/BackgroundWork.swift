#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Work done on a thread of its own while the caller goes on, then waited
/// for: a build writes a large file's artefact on the other core while the
/// rules run. A thread rather than a task: the driver is synchronous, and
/// the work is one long computation, not something to schedule.
struct BackgroundWork<Value: Sendable> {
    private let result: ResultBox
    private let thread: pthread_t?

    private final class ResultBox: @unchecked Sendable {
        // Written by the thread before it ends, read only after it is joined.
        var value: Value?
    }

    /// Starts `work` on a new thread; where none can be made, does it here.
    init(_ work: @escaping @Sendable () -> Value) {
        let result = ResultBox()
        self.result = result
        let start = Unmanaged.passRetained(ThreadStart { result.value = work() }).toOpaque()
        // A stack as large as a main thread's usually is, on every system
        // (macOS gives other threads 512 KB): the work may recurse as deep
        // as the file's menus are nested. Only what is used is touched.
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 8 << 20)
        #if canImport(Darwin)
        var thread: pthread_t?
        let started = pthread_create(&thread, &attributes, { runThreadStart($0) }, start)
        #else
        var thread = pthread_t()
        let started = pthread_create(&thread, &attributes, { runThreadStart($0!) }, start)
        #endif
        if started == 0 {
            self.thread = thread
        } else {
            Unmanaged<ThreadStart>.fromOpaque(start).release()
            result.value = work()
            self.thread = nil
        }
    }

    /// Waits for the work to finish and returns what it made. Called once.
    func wait() -> Value {
        if let thread { pthread_join(thread, nil) }
        // Set before the thread ends, or before `init` returned.
        return result.value!
    }
}

/// What a new thread runs, handed to it as its argument.
private final class ThreadStart {
    let body: () -> Void

    init(_ body: @escaping () -> Void) {
        self.body = body
    }
}

private func runThreadStart(_ argument: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    Unmanaged<ThreadStart>.fromOpaque(argument).takeRetainedValue().body()
    return nil
}
