/// Finds the string literals of Swift source and decodes them, independently
/// of the Swift backend's encoder, to check that titles come through intact.
/// Handles what generated code uses: `"…"` with the escapes `\0 \\ \t \n \r
/// \" \' \u{…}`; comments are skipped.
public enum SwiftStringLiterals {
    public static func decodedLiterals(in code: String) -> [String] {
        var literals: [String] = []
        let scalars = Array(code.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                continue
            }
            guard scalar == "\"" else {
                index += 1
                continue
            }
            index += 1
            var literal = String.UnicodeScalarView()
            while index < scalars.count, scalars[index] != "\"", scalars[index] != "\n" {
                if scalars[index] == "\\", index + 1 < scalars.count {
                    index += 1
                    switch scalars[index] {
                    case "0": literal.append("\0")
                    case "t": literal.append("\t")
                    case "n": literal.append("\n")
                    case "r": literal.append("\r")
                    case "u":
                        var value: UInt32 = 0
                        index += 2
                        while index < scalars.count, scalars[index] != "}" {
                            value = value * 16 + UInt32(Int(String(scalars[index]), radix: 16) ?? 0)
                            index += 1
                        }
                        if let decoded = Unicode.Scalar(value) { literal.append(decoded) }
                    default: literal.append(scalars[index])
                    }
                } else {
                    literal.append(scalars[index])
                }
                index += 1
            }
            literals.append(String(literal))
            index += 1
        }
        return literals
    }
}
