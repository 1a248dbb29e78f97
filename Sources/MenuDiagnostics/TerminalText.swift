/// Text printed on one line of a terminal or a log.
public enum TerminalText {
    /// `text` with its control characters (C0, DEL and C1) written as
    /// escapes (`\n`, `\t`, `\u{1B}`). A message quotes titles as decoded,
    /// and a title's `\n` printed as a line break would split the
    /// diagnostic's line in two, where editors and CI read one line per
    /// problem; an escape character or CSI could drive the terminal. Every
    /// message menuc prints passes through it: file names and option values
    /// may hold anything too.
    public static func oneLine(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }
}
