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
public enum HeapPreparation {
    /// Below this much input the default heap is as fast.
    public static let minimumInputBytes = 256 * 1024
    /// Room per input byte: the check's, and the backends' output.
    public static let reservePerInputByte = 32

    public static func prepare(forInputBytes inputBytes: Int) {
        #if canImport(Glibc)
        guard inputBytes >= minimumInputBytes else { return }
        let (reserve, overflow) = inputBytes.multipliedReportingOverflow(by: reservePerInputByte)
        // glibc takes the padding as an int.
        guard !overflow, reserve <= Int(Int32.max) else { return }
        // Large blocks come from the heap too (not from mmap, which the advice
        // would miss), the heap is never trimmed (the process exits soon), and
        // it next grows by the whole reserve.
        guard mallopt(M_MMAP_THRESHOLD, 32 << 20) == 1, mallopt(M_TRIM_THRESHOLD, Int32.max) == 1,
              mallopt(M_TOP_PAD, Int32(reserve)) == 1 else { return }
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
        #endif
    }
}
