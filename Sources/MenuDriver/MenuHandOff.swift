#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MenuSemantics

/// Menus handed from the thread lowering a file to the thread writing its
/// document, one at a time and in order (see `LoweringObserver`): the
/// writer asks for each and waits until it has been lowered.
final class MenuHandOff: @unchecked Sendable {
    // Read and written only with the mutex held.
    private var menus: [Menu] = []
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let menuArrived = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(menuArrived, nil)
    }

    deinit {
        pthread_cond_destroy(menuArrived)
        pthread_mutex_destroy(mutex)
        menuArrived.deallocate()
        mutex.deallocate()
    }

    /// Hands over the next menu.
    func handOver(_ menu: Menu) {
        pthread_mutex_lock(mutex)
        menus.append(menu)
        pthread_cond_signal(menuArrived)
        pthread_mutex_unlock(mutex)
    }

    /// The menu at `index`, once it has been handed over.
    func menu(at index: Int) -> Menu {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while menus.count <= index { pthread_cond_wait(menuArrived, mutex) }
        return menus[index]
    }
}
