/// Operations on eight bytes of text packed little endian into a `UInt64`,
/// each byte handled on its own (no carry crosses from one to the next).
/// The lower modules no longer use them; they stay for the modules above
/// until those read their bytes one at a time.
public enum Word {
    @inlinable public static var highBits: UInt64 { 0x8080_8080_8080_8080 }
    @inlinable public static var lowSevenBits: UInt64 { 0x7F7F_7F7F_7F7F_7F7F }
    @inlinable public static var ones: UInt64 { 0x0101_0101_0101_0101 }

    /// Bytes `offset..<offset + 8` of `bytes`, zeros past the end.
    @inlinable
    public static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        let remaining = bytes.count - offset
        if remaining >= 8 { return loadWithin(bytes, at: offset) }
        if bytes.count >= 8 {
            // The last eight bytes, shifted so that the ones before `offset` drop out.
            return loadWithin(bytes, at: bytes.count - 8) >> (8 * UInt64(8 - remaining))
        }
        guard remaining > 0 else { return 0 }
        // Fewer than eight bytes in all.
        let start = UnsafeRawPointer(bytes.baseAddress! + offset)
        var word: UInt64 = 0
        var read = 0
        if remaining & 4 != 0 {
            word = UInt64(UInt32(littleEndian: start.loadUnaligned(as: UInt32.self)))
            read = 4
        }
        if remaining & 2 != 0 {
            word |= UInt64(UInt16(littleEndian: start.loadUnaligned(fromByteOffset: read, as: UInt16.self))) << (8 * UInt64(read))
            read += 2
        }
        if remaining & 1 != 0 { word |= UInt64(start.load(fromByteOffset: read, as: UInt8.self)) << (8 * UInt64(read)) }
        return word
    }

    /// Bytes `offset..<offset + 8` of `bytes`, which must all be within it:
    /// for loops that read whole words while eight bytes are left.
    @inlinable
    public static func loadWithin(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// The high bits of the first `count` bytes (all eight when `count` is
    /// eight or more, none when it is zero or less): the bytes of a word
    /// that are text, not padding.
    @inlinable
    public static func highBitsOfFirst(_ count: Int) -> UInt64 {
        count >= 8 ? highBits : count <= 0 ? 0 : highBits & ((1 << (8 * UInt64(count))) - 1)
    }

    /// The high bit set in each ASCII byte within `range`, nothing in the others.
    @inlinable
    public static func bytesIn(_ word: UInt64, _ range: ClosedRange<UInt8>) -> UInt64 {
        let low = word & lowSevenBits
        // Seven-bit values plus these stay below 0x100: no carry between bytes.
        let atLeastLower = low &+ ones &* UInt64(0x80 - range.lowerBound)
        let aboveUpper = low &+ ones &* UInt64(0x7F - range.upperBound)
        return atLeastLower & ~aboveUpper & ~word & highBits
    }

    /// The high bit set in each byte below `bound` (at most 0x80), nothing
    /// in the others.
    @inlinable
    public static func bytesBelow(_ word: UInt64, _ bound: UInt8) -> UInt64 {
        // A seven-bit value plus this reaches the high bit from `bound` up.
        let atLeastBound = (word & lowSevenBits) &+ ones &* UInt64(0x80 - bound)
        return ~atLeastBound & ~word & highBits
    }

    /// The word with ASCII capitals lowercased; other bytes unchanged.
    @inlinable
    public static func asciiLowercased(_ word: UInt64) -> UInt64 {
        word | (bytesIn(word, UInt8(ascii: "A")...UInt8(ascii: "Z")) >> 2)
    }

    /// The high bit set in each byte equal to `byte`, nothing in the others.
    @inlinable
    public static func bytesEqual(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        // A byte is zero when neither its low seven bits nor its high bit is set.
        return ~(((difference & lowSevenBits) &+ lowSevenBits) | difference) & highBits
    }

    /// How many bytes have their high bit set, in a word where no other bit is.
    @inlinable
    public static func countOfHighBits(_ highBits: UInt64) -> Int {
        Int(truncatingIfNeeded: ((highBits &>> 7) &* ones) &>> 56)
    }
}
