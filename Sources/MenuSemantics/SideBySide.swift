#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs two pieces of work at the same time, the second on a thread of its
/// own, and returns when both are done; one after the other, here, when no
/// thread can be started. For work on a large file that splits into halves
/// touching no shared state (and no shared reference count: two threads
/// counting references to one object slow each other down).
enum SideBySide {
    static func run(_ first: () -> Void, _ second: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Work(second)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let started = pthread_create(&thread, nil, { context in
            #if canImport(Darwin)
            Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
            #else
            Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
            #endif
            return nil
        }, context) == 0
        first()
        if started {
            #if canImport(Darwin)
            if let thread { pthread_join(thread, nil) }
            #else
            pthread_join(thread, nil)
            #endif
        } else {
            Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
        }
    }

    private final class Work: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
