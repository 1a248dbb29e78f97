/// Classes of ASCII bytes, for the passes that read text as UTF-8 bytes.
public enum ASCII {
    public static func isLetter(_ byte: UInt8) -> Bool { isLowercaseLetter(lowercased(byte)) }

    public static func isLowercaseLetter(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }

    public static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    public static func isLetterOrDigit(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }

    /// The byte with an ASCII capital lowercased; other bytes unchanged.
    public static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte
    }

    /// The byte with an ASCII lowercase letter capitalised; other bytes unchanged.
    public static func uppercased(_ byte: UInt8) -> UInt8 {
        isLowercaseLetter(byte) ? byte - 0x20 : byte
    }
}
