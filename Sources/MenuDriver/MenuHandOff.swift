#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MenuSemantics

/// Menus handed from the thread lowering a file to the threads reading
/// them (indexing them, writing the document), in order (see
/// `LoweringObserver`): each reader asks for each menu and waits until it
/// has been lowered, or until there are no more.
///
/// The lowering thread passes menus on in batches that span `batchSpan`
/// bytes of the source, not one at a time. Readers as fast as the lowering
/// waited for most menus of a large file, and each wait, each wake and each
/// meeting on the lock was a system call, most of them on the lowering
/// thread: up to 2,834 futex calls and 636 context switches in a check of
/// the 100k benchmark file, against at most 398 and 107 in batches
/// (`perf stat`).
final class MenuHandOff: @unchecked Sendable {
    /// Source bytes of the menus in a batch. A menu's size is known once
    /// the next one starts, so a file of a few very large menus still
    /// passes on each as the next is lowered.
    static let batchSpan = 32 * 1024

    // Read and written only with the mutex held.
    private var menus: [Menu] = []
    private var isClosed = false
    // Read and written only by the lowering thread.
    private var batch: [Menu] = []
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

    /// Hands over the next menu: the readers get it with the rest of its
    /// batch.
    func handOver(_ menu: Menu) {
        if let first = batch.first, menu.headerRange.start - first.headerRange.start >= Self.batchSpan {
            passOn(closing: false)
        }
        batch.append(menu)
    }

    /// Says that no more menus will come: every menu has been handed over,
    /// or the readers are to stop (what they made is then discarded).
    func close() {
        passOn(closing: true)
    }

    /// Passes the batch on to the readers, and wakes those that wait.
    private func passOn(closing: Bool) {
        pthread_mutex_lock(mutex)
        menus.append(contentsOf: batch)
        if closing { isClosed = true }
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(mutex)
        batch.removeAll(keepingCapacity: true)
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

extension MenuHandOff {
    /// An observer that, before the first menu, makes a hand-off and calls
    /// `start` with it to start the threads that read it; hands each menu
    /// over; and closes it after the last. When lowering starts again, it
    /// closes the hand-off and calls `abandon` to wait for those threads and
    /// drop what they made; the next start makes a new one.
    static func observer(
        start: @escaping (_ appName: String?, _ platforms: [Platform], _ menus: MenuHandOff) -> Void,
        abandon: @escaping () -> Void
    ) -> LoweringObserver {
        var handOff: MenuHandOff?
        return LoweringObserver(
            willLowerMenus: { appName, platforms in
                let menus = MenuHandOff()
                handOff = menus
                start(appName, platforms, menus)
            },
            didLowerMenu: { handOff?.handOver($0) },
            didLowerAllMenus: { handOff?.close() },
            abandon: {
                handOff?.close()
                abandon()
            })
    }
}
