#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MenuSemantics

/// Menus handed from the thread lowering a file to the threads reading
/// them (indexing them, writing the document), one at a time and in order
/// (see `LoweringObserver`): each reader asks for each menu and waits until
/// it has been lowered, or until there are no more.
final class MenuHandOff: @unchecked Sendable {
    // Read and written only with the mutex held.
    private var menus: [Menu] = []
    private var isClosed = false
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        changed.deallocate()
        mutex.deallocate()
    }

    /// Hands over the next menu.
    func handOver(_ menu: Menu) {
        pthread_mutex_lock(mutex)
        menus.append(menu)
        pthread_cond_signal(changed)
        pthread_mutex_unlock(mutex)
    }

    /// Says that no more menus will come: every menu has been handed over,
    /// or the readers are to stop (what they made is then discarded).
    func close() {
        pthread_mutex_lock(mutex)
        isClosed = true
        pthread_cond_signal(changed)
        pthread_mutex_unlock(mutex)
    }

    /// The menu at `index`, once it has been handed over; nil when the
    /// hand-off closes without it.
    func menu(at index: Int) -> Menu? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while menus.count <= index && !isClosed { pthread_cond_wait(changed, mutex) }
        return index < menus.count ? menus[index] : nil
    }
}
