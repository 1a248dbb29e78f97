#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Work done on a thread of its own while the caller goes on, then waited
/// for: a large file's index, made as its menus are lowered; some of its
/// rules; a build's JSON document, written while the file is checked. A thread
/// rather than a task: the driver is synchronous, and each piece of work
/// is one long computation, not something to schedule.
struct BackgroundWork<Value: Sendable> {
    private let result: ResultBox
    private let thread: pthread_t?

    private final class ResultBox: @unchecked Sendable {
        // Written by the thread before it ends, read only after it is joined.
        var value: Value?
    }

    /// Starts `work` on a new thread; where none can be made, does it here.
    init(_ work: @escaping @Sendable () -> Value) {
        if let started = BackgroundWork(onlyOnANewThread: work) {
            self = started
        } else {
            result = ResultBox()
            result.value = work()
            thread = nil
        }
    }

    /// Starts `work` on a new thread; nil, without doing the work, where
    /// none with that stack can be made: for work that waits on what the
    /// caller does next, which done in place would wait for ever.
    init?(onlyOnANewThread work: @escaping @Sendable () -> Value, stackSize: Int = Driver.workerThreadStackSize) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // A smaller stack than the work needs would be a crash, not a fallback.
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return nil }
        let result = ResultBox()
        let start = Unmanaged.passRetained(ThreadStart { result.value = work() }).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        let started = pthread_create(&thread, &attributes, { runThreadStart($0) }, start)
        #else
        var thread = pthread_t()
        let started = pthread_create(&thread, &attributes, { runThreadStart($0!) }, start)
        #endif
        guard started == 0 else {
            Unmanaged<ThreadStart>.fromOpaque(start).release()
            return nil
        }
        self.result = result
        self.thread = thread
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
