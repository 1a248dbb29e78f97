#if canImport(Glibc)
import CMalloc
import Glibc
#endif

/// Readies the heap for a large input, on Linux with glibc.
///
/// The model and index of a file take several times its size, and a
/// quarter of the time `menuc check` spent on a 4 MB file went to page
/// faults: the kernel handing out that memory 4 KB at a time. Here the heap
/// grows once by room for the whole check, and that room is marked for
/// transparent huge pages, so the kernel hands it out 2 MB at a time (page
/// faults 19,000 -> 2,500 and a fifth less wall time on that file, by
/// `perf stat`). Only what is touched becomes resident, so the reserve costs
/// address space, not memory. Small inputs are left alone: their heap is a
/// few pages.
///
/// Asked to, it also faults in the first part of that room on a thread of
/// its own while the caller reads and checks. On a virtual machine that
/// gives its free memory back to the host, memory new to the process costs
/// a fault in the host as well: touched for the first time a few seconds
/// after it was freed, it took 1.2 ms per MB against 0.2 straight after
/// (`menuc-bench`), which was a third of a 4 MB check after a pause. The
/// second core takes those faults instead.
public enum HeapPreparation {
    /// Below this much input the default heap is as fast.
    public static let minimumInputBytes = 256 * 1024
    /// Room per input byte: the check's, and the backends' output.
    public static let reservePerInputByte = 32
    /// What is faulted in ahead, per input byte: a little less than a check
    /// of a large file holds at its peak (the input and its model and index,
    /// about 6.7 bytes per input byte), so that no page is faulted in that
    /// the check would not have touched.
    public static let faultedInAheadPerInputByte = 6

    /// Readies the heap for `inputBytes` of input, and with
    /// `faultingInAhead` starts faulting in what a check of it will use.
    /// The benchmark's in-process runs do without, so that they measure the
    /// check on memory new to it, as they always have. `threadsToCome` is
    /// the most threads the caller will run at once beside its own, each
    /// with `stackSize` bytes of stack (see below).
    public static func prepare(
        forInputBytes inputBytes: Int, faultingInAhead: Bool, threadsToCome: Int = 0, stackSize: Int = 0
    ) {
        #if canImport(Glibc)
        guard inputBytes >= minimumInputBytes else { return }
        let (reserve, overflow) = inputBytes.multipliedReportingOverflow(by: reservePerInputByte)
        // glibc takes the padding as an int.
        guard !overflow, reserve <= Int(Int32.max) else { return }
        // Large blocks come from the heap too (not from mmap, which the advice
        // would miss), the heap is never trimmed (the process exits soon), it
        // next grows by the whole reserve, and other threads allocate from it
        // too: the index a check makes on the second core, in an arena of
        // its own, took the 100k file's check from 38 to 48 MB at its peak.
        guard mallopt(M_MMAP_THRESHOLD, 32 << 20) == 1, mallopt(M_TRIM_THRESHOLD, Int32.max) == 1,
              mallopt(M_TOP_PAD, Int32(reserve)) == 1, mallopt(M_ARENA_MAX, 1) == 1 else { return }
        let heapStart = UInt(bitPattern: sbrk(0))
        // One allocation larger than what is left at the top makes it grow.
        // (Its size is read so that the compiler keeps an allocation it
        // would otherwise drop as unused.)
        guard let probe = malloc(1 << 20) else { return }
        _ = malloc_usable_size(probe)
        free(probe)
        let heapEnd = UInt(bitPattern: sbrk(0))
        let hugePage: UInt = 2 << 20
        let alignedStart = (heapStart + hugePage - 1) & ~(hugePage - 1)
        // sbrk answers -1 where the heap cannot move; then there is nothing to advise.
        guard heapStart != UInt(bitPattern: -1), heapEnd > alignedStart,
              let start = UnsafeMutableRawPointer(bitPattern: alignedStart) else { return }
        // Advice only: a kernel without transparent huge pages ignores it.
        _ = madvise(start, Int(heapEnd - alignedStart), MADV_HUGEPAGE)
        if faultingInAhead {
            // A thread made while the heap is faulted in waited for it, and
            // so did its maker: mapping the thread's stack needs the lock on
            // the process's memory map that each step of faulting in holds
            // (14 ms of a 4 MB check, by strace, after a pause). Stacks left
            // by ended threads are reused without a map: one for the thread
            // that faults in, and one for each thread to come.
            let stackSize = threadsToCome > 0 ? stackSize : nil
            if let stackSize { leaveThreadStacks(count: threadsToCome + 1, stackSize: stackSize) }
            faultInAhead(start, byteCount: min(Int(heapEnd - alignedStart), inputBytes * faultedInAheadPerInputByte), stackSize: stackSize)
        }
        #endif
    }

    #if canImport(Glibc)
    /// Makes `count` threads at once and waits for them to end, so that
    /// glibc keeps their stacks (its stack cache, up to 40 MB by default)
    /// for the next threads the process makes with the same stack size.
    private static func leaveThreadStacks(count: Int, stackSize: Int) {
        withThreadAttributes(stackSize: stackSize) { attributes in
            var threads: [pthread_t] = []
            for _ in 0..<count {
                var thread = pthread_t()
                if pthread_create(&thread, attributes, { _ in nil }, nil) == 0 { threads.append(thread) }
            }
            for thread in threads { pthread_join(thread, nil) }
        }
    }

    /// Calls `body` with attributes for a thread with `stackSize` bytes of
    /// stack (the default, the process's limit, when nil).
    private static func withThreadAttributes<Result>(
        stackSize: Int?, _ body: (UnsafePointer<pthread_attr_t>) -> Result
    ) -> Result {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let stackSize { _ = pthread_attr_setstacksize(&attributes, stackSize) }
        return body(&attributes)
    }

    /// `MADV_POPULATE_WRITE` (Linux 5.14), by number: the C headers of older
    /// distributions do not name it.
    private static let populateWrite: Int32 = 23

    /// Faults in `byteCount` bytes from `start` on a detached thread, a huge
    /// page at a time, so that the caller's first touches of them find them
    /// there. It stops at the first refusal (an older kernel does not know
    /// the advice); a process that exits first ends it.
    private static func faultInAhead(_ start: UnsafeMutableRawPointer, byteCount: Int, stackSize: Int?) {
        let region = UnsafeMutablePointer<UnsafeMutableRawBufferPointer>.allocate(capacity: 1)
        region.initialize(to: UnsafeMutableRawBufferPointer(start: start, count: byteCount))
        var thread = pthread_t()
        let started = withThreadAttributes(stackSize: stackSize) { attributes in pthread_create(&thread, attributes, { argument in
            guard let argument else { return nil }
            let region = argument.assumingMemoryBound(to: UnsafeMutableRawBufferPointer.self)
            let block = region.move()
            region.deallocate()
            let step = 2 << 20
            var offset = 0
            while offset < block.count,
                  madvise(block.baseAddress! + offset, min(step, block.count - offset), HeapPreparation.populateWrite) == 0 {
                offset += step
            }
            return nil
        }, region) }
        if started == 0 {
            pthread_detach(thread)
        } else {
            region.deinitialize(count: 1)
            region.deallocate()
        }
    }
    #endif
}
