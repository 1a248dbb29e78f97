/// Classes of ASCII bytes, for the passes that read text as UTF-8 bytes.
/// Public and inlinable so that the modules above inline them.
public enum ASCII {
    @inlinable @inline(__always)
    public static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

    @inlinable @inline(__always)
    public static func isLowercaseLetter(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "a") < 26 }

    @inlinable @inline(__always)
    public static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    @inlinable @inline(__always)
    public static func isLetterOrDigit(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }

    /// The byte with an ASCII capital lowercased; other bytes unchanged.
    @inlinable @inline(__always)
    public static func lowercased(_ byte: UInt8) -> UInt8 { byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte }
}
