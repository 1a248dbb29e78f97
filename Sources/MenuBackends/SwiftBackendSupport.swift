// Helpers of the Swift backend: literals, identifiers and an indenting writer.
// The core does without Foundation, so everything here works on Unicode
// scalars directly.

import MenuDiagnostics
import MenuSyntax

// MARK: - String literals

enum SwiftLiteral {
    /// A Swift string literal that evaluates to exactly `text`, whatever it
    /// holds. Quotes and backslashes are escaped (so `\(` cannot start an
    /// interpolation and `"#` cannot end anything: the literal is never raw),
    /// newlines and tabs use their short escapes, and every scalar that is
    /// invisible, changes the reading direction or is not assigned is written
    /// as `\u{…}`. Letters, marks, digits, punctuation, symbols and emoji of
    /// any script stay as they are, so titles remain readable.
    static func string(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// The body of `string(_:)`, without the quotes; also safe inside a
    /// `//` comment, since it never contains a line break.
    static func escaped(_ text: String) -> String {
        // Most titles are printable ASCII without quotes or backslashes, which
        // stay as they are: looking up the category of each of their scalars
        // was most of the time spent generating Swift for a large file.
        if staysAsItIs(text) { return text }
        return escapedScalarByScalar(text)
    }

    /// `escaped` without the quick test, for the tests to compare.
    static func escapedScalarByScalar(_ text: String) -> String {
        var result = ""
        var previousWasVisible = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"":
                result += "\\\""
            case "\\":
                result += "\\\\"
            case "\n":
                result += "\\n"
            case "\t":
                result += "\\t"
            case "\r":
                result += "\\r"
            case "\0":
                result += "\\0"
            default:
                if needsEscape(scalar, afterVisibleCharacter: previousWasVisible) {
                    result += "\\u{" + hex(scalar.value) + "}"
                    previousWasVisible = false
                    continue
                }
                result.unicodeScalars.append(scalar)
                previousWasVisible = !scalar.isASCII || isASCIIAlphanumeric(scalar)
                continue
            }
            previousWasVisible = false
        }
        return result
    }

    /// Whether every byte is printable ASCII other than a quote or a
    /// backslash. Read from the string's contiguous storage: iterating its
    /// UTF-8 view took a tenth of the Swift backend's instructions.
    ///
    /// Also kept: "…" (U+2026), which many titles end with, and U+2190 to
    /// U+23FF (arrows, mathematical and technical symbols), where every
    /// shortcut's modifier and key symbols are (⌘, ⇧, ↩…): symbols and
    /// punctuation all, which no rule escapes in any position.
    private static func staysAsItIs(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(staysAsItIs) ?? Array(text.utf8).withUnsafeBufferPointer(staysAsItIs)
    }

    /// `staysAsItIs` of text given as its UTF-8, which must be valid.
    static func staysAsItIs(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            // E2 80 A6 is U+2026; E2 86 90 to E2 8F BF are U+2190 to U+23FF.
            guard byte == 0xE2, index + 2 < bytes.count else { return false }
            let second = bytes[index + 1]
            let third = bytes[index + 2]
            let kept = (second == 0x80 && third == 0xA6)
                || (second >= 0x86 && second <= 0x8F && third >= 0x80 && third <= 0xBF && (second > 0x86 || third >= 0x90))
            guard kept else { return false }
            index += 3
        }
        return true
    }

    /// Text for a comment: the escaped form, quoted.
    static func comment(_ text: String) -> String { string(text) }

    private static func needsEscape(_ scalar: Unicode.Scalar, afterVisibleCharacter: Bool) -> Bool {
        switch scalar.value {
        case 0x20:
            return false
        case 0x200C, 0x200D:
            // Zero-width (non-)joiners build emoji sequences and shape Indic
            // and Arabic text; they cannot reorder anything.
            return false
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return false
        case .nonspacingMark, .spacingMark, .enclosingMark:
            // A mark combines with what precedes it; after a quote, an escape,
            // a space or other ASCII punctuation it would sit on code or on
            // nothing, so it is escaped there. After letters, digits and
            // non-ASCII characters it stays.
            return !afterVisibleCharacter
        default:
            // Controls, format characters (bidirectional overrides, zero-width
            // spaces, byte-order marks), separators other than the space,
            // private-use and unassigned scalars.
            return true
        }
    }

    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: false
        }
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count < 4 ? String(repeating: "0", count: 4 - digits.count) + digits : digits
    }
}

// MARK: - Identifiers

enum SwiftIdentifier {
    /// Words that must be written in backticks to be used as a name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
        // Not keywords, but a member with these names must be in backticks.
        "Type", "Protocol",
    ]

    /// Names that even in backticks make poor methods and properties
    /// (`handler.self()` reads as the handler itself): handler members and
    /// view functions get another name instead.
    static let unusableMemberNames: Set<String> = ["self", "Self", "init", "deinit", "subscript", "super", "Type", "Protocol"]

    /// `name` as written in code: in backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`" + name + "`" : name
    }

    /// A valid Swift identifier made from `text`: scalars Swift does not
    /// accept become `_`, a leading digit or mark gets a `_` before it, and
    /// empty text gives `fallback`. The result may still be a keyword.
    static func sanitized(_ text: String, fallback: String) -> String {
        // Most names (identifiers derived from titles) are ASCII letters,
        // digits and underscores already, not starting with a digit: they
        // are kept as they are, without building them again scalar by scalar.
        // Read from the string's contiguous storage: iterating its UTF-8
        // view costs several times as much.
        let isIdentifier = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, first &- UInt8(ascii: "0") >= 10 else { return false }
            return bytes.allSatisfy { ASCII.isLetterOrDigit($0) || $0 == UInt8(ascii: "_") }
        }
        if isIdentifier == true { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if result.isEmpty {
                if isHead(scalar) {
                    result.unicodeScalars.append(scalar)
                } else if isContinuation(scalar) {
                    result += "_"
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "_"
                }
            } else {
                if isContinuation(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "_"
                }
            }
        }
        return result.isEmpty ? fallback : result
    }

    /// UpperCamelCase from any text: words are runs of identifier characters,
    /// each starts with an uppercase letter ("Notes-iPad" → "NotesIPad",
    /// "sortBy" → "SortBy").
    static func upperCamel(_ text: String) -> String {
        var result = ""
        var startOfWord = true
        for scalar in text.unicodeScalars {
            guard isContinuation(scalar), scalar != "_" else {
                startOfWord = true
                continue
            }
            if startOfWord {
                result += String(scalar).uppercased()
                startOfWord = false
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The identifier-head characters of The Swift Programming Language's
    /// lexical structure.
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF:
            return true
        case 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF:
            return true
        case 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F:
            // Allowed by Swift, but invisible or direction-changing: not in
            // generated names.
            return false
        case 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793:
            return true
        case 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF:
            return true
        case 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD:
            return true
        case 0x10000...0xEFFFD:
            return value & 0xFFFF <= 0xFFFD
        default:
            return false
        }
    }

    static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
        default: isHead(scalar)
        }
    }
}

/// Hands out names that are unique within one scope.
struct SwiftNameScope {
    // The names in the order they were handed out, found through a table of
    // their positions: a `Set` of a large file's names took 16 bytes of
    // table a name at the moment its build peaked, this about 4. A name the
    // caller keeps itself (a command's case name) is not held here too: its
    // slot holds the caller's key for it, marked by `keptElsewhere`, and is
    // read through the caller (an array of a string per command was 1.6 MB
    // of the 100k file's Swift build at its peak).
    private var names: [String] = []
    private var table: PositionTable
    private static let keptElsewhere = 1 << 30

    /// `capacity`: how many names the scope will hand out, when known.
    init(reserved: Set<String> = [], capacity: Int = 0) {
        table = PositionTable(capacity: reserved.count + capacity)
        names.reserveCapacity(reserved.count)
        for name in reserved { _ = insert(name, keptAt: nil, Self.noneKeptElsewhere) }
    }

    /// `base` if free, else `base` + `suffix`, else numbered (`base2`, `base3`…).
    mutating func claim(_ base: String, suffix: String? = nil) -> String {
        claim(base, suffix: suffix, keptAt: nil, names: Self.noneKeptElsewhere)
    }

    /// As `claim(_:suffix:)`; with a `key`, the caller keeps the name it is
    /// given, as `keptName(key)` from then on, and the scope holds none of
    /// its own. A scope given keys is asked through this, with `keptName`.
    mutating func claim(_ base: String, suffix: String? = nil, keptAt key: Int?, names keptName: (Int) -> String) -> String {
        // The suffixed name is made only when the base is taken.
        if insert(base, keptAt: key, keptName) { return base }
        var stem = base
        if let suffix {
            stem += suffix
            if insert(stem, keptAt: key, keptName) { return stem }
        }
        var counter = 2
        while true {
            let numbered = stem + String(counter)
            if insert(numbered, keptAt: key, keptName) { return numbered }
            counter += 1
        }
    }

    func contains(_ name: String) -> Bool { contains(name, hash: name.hashValue, Self.noneKeptElsewhere) }

    /// For scopes that keep every name themselves.
    private static func noneKeptElsewhere(_ key: Int) -> String {
        preconditionFailure("a scope holding names kept elsewhere is asked with the keeper's names")
    }

    /// The name in a table slot: one of `names`, or the caller's. Static,
    /// taking the names, so that a rehash can read them while the table
    /// changes (a method would take all of `self`).
    @inline(__always)
    private static func name(at position: Int, in names: [String], _ keptName: (Int) -> String) -> String {
        position & keptElsewhere != 0 ? keptName(position & ~keptElsewhere) : names[position]
    }

    @inline(__always)
    private func contains(_ name: String, hash: Int, _ keptName: (Int) -> String) -> Bool {
        table.find(hash: hash) { Self.name(at: $0, in: names, keptName) == name } != nil
    }

    /// Adds `name` unless the scope has it; whether it did.
    private mutating func insert(_ name: String, keptAt key: Int?, _ keptName: (Int) -> String) -> Bool {
        let hash = name.hashValue
        if contains(name, hash: hash, keptName) { return false }
        let position: Int
        if let key {
            precondition(key >= 0 && key < Self.keptElsewhere, "a key below 2^30")
            position = key | Self.keptElsewhere
        } else {
            position = names.count
        }
        table.insert(position, hash: hash) { Self.name(at: $0, in: names, keptName).hashValue }
        if key == nil { names.append(name) }
        return true
    }
}

// MARK: - Writer

/// Collects lines of code with four-space indentation, as UTF-8: appending
/// to a byte array is a copy, where each append to a String (two or three
/// per line) took hundreds of instructions. Its output is handed on in
/// pieces or kept whole (see `PiecewiseOutput`).
struct SwiftWriter: PiecewiseWriter {
    var output: PiecewiseOutput
    private var level = 0

    init(output: PiecewiseOutput = PiecewiseOutput()) {
        self.output = output
    }

    /// The code written, when the output is kept whole.
    var utf8: [UInt8] { output.utf8 }

    mutating func line(_ code: SwiftCode = "") {
        code.utf8.withUnsafeBufferPointer { appendLine($0, deeper: 0) }
    }

    /// A line `levels` deeper than the writer's current indentation.
    mutating func line(_ code: SwiftCode, deeper levels: Int) {
        code.utf8.withUnsafeBufferPointer { appendLine($0, deeper: levels) }
    }

    /// The one way a line goes in: indented unless empty, then a line feed.
    private mutating func appendLine(_ content: UnsafeBufferPointer<UInt8>, deeper levels: Int) {
        if !content.isEmpty {
            indent(by: 4 * (level + levels))
            output.append(content)
        }
        output.endLine()
    }

    /// Appends `count` spaces, copied from a static run of them (appending
    /// a repeated element goes byte by byte).
    private mutating func indent(by count: Int) {
        let spaces: StaticString = "                                                                "
        var remaining = count
        while remaining > 0 {
            let length = min(remaining, spaces.utf8CodeUnitCount)
            spaces.withUTF8Buffer { output.append(UnsafeBufferPointer(rebasing: $0.prefix(length))) }
            remaining -= length
        }
    }

    /// Each line of `text`, as `line` writes it, copied from the text's
    /// bytes (a string per line made the fixed block of type declarations
    /// cost more than all the plan's names for a typical file).
    mutating func lines(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                appendLine(UnsafeBufferPointer(rebasing: bytes[start..<end]), deeper: 0)
                start = end + 1
            }
        }
    }

    /// `opener` (ending in `{`), the body one level in, and `closer`.
    mutating func block(_ opener: SwiftCode, closer: SwiftCode = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opener)
        level += 1
        body(&self)
        level -= 1
        line(closer)
    }

    /// One level deeper until `leave()`, for code that opens and closes a
    /// block in different places.
    mutating func enter() { level += 1 }

    mutating func leave() { level -= 1 }
}

/// A line of generated code as UTF-8, made by string interpolation: each
/// piece is copied in as bytes, where each piece interpolated into a String
/// took hundreds of instructions.
struct SwiftCode: ExpressibleByStringInterpolation {
    fileprivate(set) var utf8: [UInt8]

    init(_ text: String) {
        utf8 = Array(text.utf8)
    }

    init(stringLiteral literal: StaticString) {
        utf8 = literal.withUTF8Buffer { Array($0) }
    }

    init(stringInterpolation: StringInterpolation) {
        utf8 = stringInterpolation.utf8
    }

    /// Whether the code starts with `byte`.
    func starts(with byte: UInt8) -> Bool { utf8.first == byte }

    static func + (left: SwiftCode, right: SwiftCode) -> SwiftCode {
        var joined = left
        joined += right
        return joined
    }

    static func += (left: inout SwiftCode, right: SwiftCode) {
        left.utf8 += right.utf8
    }

    struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var utf8: [UInt8] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            utf8.reserveCapacity(literalCapacity + 64 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { utf8.append(contentsOf: $0) }
        }

        mutating func appendInterpolation(_ text: String) {
            var text = text
            text.withUTF8 { utf8.append(contentsOf: $0) }
        }

        mutating func appendInterpolation(_ text: Substring) {
            // Copied from contiguous storage: appending the UTF-8 view goes
            // byte by byte.
            if text.utf8.withContiguousStorageIfAvailable({ utf8.append(contentsOf: $0) }) == nil {
                utf8.append(contentsOf: text.utf8)
            }
        }

        mutating func appendInterpolation(_ number: Int) {
            appendInterpolation(String(number))
        }

        mutating func appendInterpolation(_ code: SwiftCode) {
            utf8 += code.utf8
        }

        /// `.name`, the name escaped (`SwiftIdentifier.escaped`): how the
        /// code refers to an enum case.
        mutating func appendInterpolation(caseReference name: String) {
            appendLiteral(".")
            appendInterpolation(SwiftIdentifier.escaped(name))
        }

        /// `SwiftLiteral.string(text)`, written from the text's bytes.
        mutating func appendInterpolation(literal text: String) {
            var contiguous = text
            contiguous.withUTF8 { appendLiteral(ofUTF8: $0) }
        }

        /// `SwiftLiteral.string(text.string)`, written from the text's bytes
        /// without making a string of source text.
        mutating func appendInterpolation(literal text: LiteralText) {
            text.withValidUTF8 { appendLiteral(ofUTF8: $0) }
        }

        /// The literal of valid UTF-8: the bytes quoted as they are when the
        /// quick test lets them (most titles), or else escaped scalar by
        /// scalar.
        private mutating func appendLiteral(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) {
            utf8.append(UInt8(ascii: "\""))
            if SwiftLiteral.staysAsItIs(bytes) {
                utf8.append(contentsOf: bytes)
            } else {
                var escaped = SwiftLiteral.escapedScalarByScalar(String(decoding: bytes, as: UTF8.self))
                escaped.withUTF8 { utf8.append(contentsOf: $0) }
            }
            utf8.append(UInt8(ascii: "\""))
        }
    }
}
