#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What memory new to a process costs on this machine: the time to touch
/// a block of it for the first time, a byte per 4 KB page.
///
/// A large check spends much of its time on such memory, and a virtual
/// machine may make it dear: one that reports its free memory to the host
/// (virtio-balloon free page reporting) gets that memory back only through
/// a fault in the host as well, so the same touch is several times slower
/// a few seconds after the memory was last freed than straight after. The
/// benchmark prints both, beside the figures that depend on them.
enum FreshMemory {
    /// The block touched: about what a check of the largest file takes.
    static let megabytes = 32

    /// Seconds to touch `megabytes` of new memory, marked for huge pages as
    /// `menuc` marks its heap for a large input; nil when it cannot be mapped.
    static func firstTouch() -> Double? {
        let size = megabytes << 20
        let hugePage = 2 << 20
        guard let mapping = mmap(nil, size + hugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapping != MAP_FAILED else { return nil }
        defer { munmap(mapping, size + hugePage) }
        let aligned = (UInt(bitPattern: mapping) + UInt(hugePage - 1)) & ~UInt(hugePage - 1)
        guard let block = UnsafeMutableRawPointer(bitPattern: aligned) else { return nil }
        #if os(Linux)
        _ = madvise(block, size, MADV_HUGEPAGE)
        #endif
        let start = now()
        for offset in stride(from: 0, to: size, by: 4096) {
            block.storeBytes(of: 1, toByteOffset: offset, as: UInt8.self)
        }
        return now() - start
    }

    /// The median of `runs` touches, each after `idleSeconds` without work.
    static func medianTouch(runs: Int, idleSeconds: UInt32) -> Double? {
        let times = (0..<runs).compactMap { _ -> Double? in
            if idleSeconds > 0 { sleep(idleSeconds) }
            return firstTouch()
        }
        return times.count == runs ? median(times) : nil
    }
}
