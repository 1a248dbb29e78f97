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
        // Most titles are printable ASCII without quotes or backslashes,
        // which stay as they are.
        if text.utf8.allSatisfy(isPlainASCII) { return text }
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

    /// Printable ASCII other than a quote or a backslash.
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
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
        // are kept as they are.
        if let first = text.utf8.first, !ASCII.isDigit(first),
           text.utf8.allSatisfy({ ASCII.isLetterOrDigit($0) || $0 == UInt8(ascii: "_") }) {
            return text
        }
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
    private var names: Set<String>

    init(reserved: Set<String> = []) {
        names = reserved
    }

    /// `base` if free, else `base` + `suffix`, else numbered (`base2`, `base3`…).
    mutating func claim(_ base: String, suffix: String? = nil) -> String {
        if names.insert(base).inserted { return base }
        var stem = base
        if let suffix {
            stem += suffix
            if names.insert(stem).inserted { return stem }
        }
        var counter = 2
        while !names.insert(stem + String(counter)).inserted { counter += 1 }
        return stem + String(counter)
    }

    func contains(_ name: String) -> Bool { names.contains(name) }
}

// MARK: - Writer

/// Collects lines of code with four-space indentation.
struct SwiftWriter {
    let output: any ArtefactOutput
    /// The code not yet passed on to the output.
    private var text = ""
    private var level = 0

    init(output: any ArtefactOutput) {
        self.output = output
    }

    /// Passes the rest of the code on to the output.
    mutating func finish() {
        output.write(text)
        text = ""
    }

    /// A line at the writer's indentation; an empty line stays empty.
    mutating func line(_ code: String = "") {
        line(code, deeper: 0)
    }

    /// A line `levels` deeper than the writer's current indentation.
    mutating func line(_ code: String, deeper levels: Int) {
        if !code.isEmpty {
            text += String(repeating: " ", count: 4 * (level + levels))
            text += code
        }
        text += "\n"
        if text.utf8.count >= ArtefactPieces.size { finish() }
    }

    /// Each line of `text`, as `line` writes it.
    mutating func lines(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            self.line(String(line))
        }
    }

    /// `opener` (ending in `{`), the body one level in, and `closer`.
    mutating func block(_ opener: String, closer: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opener)
        level += 1
        body(&self)
        level -= 1
        line(closer)
    }

    /// A `// MARK:` and each member after its doc comment, then an empty
    /// line; nothing when there are no members. The members may be made as
    /// they are written (a lazy sequence): a file has one per command.
    mutating func members(_ mark: String, _ members: some Sequence<(doc: String, declaration: String)>) {
        var hasMembers = false
        for member in members {
            if !hasMembers {
                line("// MARK: \(mark)")
                line()
                hasMembers = true
            }
            line("/// " + member.doc)
            line(member.declaration)
        }
        if hasMembers { line() }
    }

    /// One level deeper until `leave()`, for code that opens and closes a
    /// block in different places.
    mutating func enter() { level += 1 }

    mutating func leave() { level -= 1 }
}

extension DefaultStringInterpolation {
    /// `SwiftLiteral.string(text)`: the text as a string literal of the
    /// generated code.
    mutating func appendInterpolation(literal text: String) {
        appendLiteral(SwiftLiteral.string(text))
    }

    /// `.name`, the name escaped (`SwiftIdentifier.escaped`): how the code
    /// refers to an enum case.
    mutating func appendInterpolation(caseReference name: String) {
        appendLiteral("." + SwiftIdentifier.escaped(name))
    }
}

// MARK: - Key equivalents

/// The characters Apple's frameworks take for keys that type no character:
/// AppKit's `NS…FunctionKey` constants (the Unicode private-use characters
/// U+F700…), which an `NSMenuItem`'s key equivalent and, on macOS, SwiftUI's
/// `KeyEquivalent` both accept. Every target's key equivalents come from here.
enum SwiftKeyEquivalents {
    /// The character of F1 … F35: `NSF1FunctionKey` is U+F704, and the
    /// others follow it.
    static func functionKey(_ number: Int) -> Unicode.Scalar? {
        guard (1...35).contains(number) else { return nil }
        return Unicode.Scalar(0xF704 + UInt32(number) - 1)
    }

    /// The character of a named key: its ASCII control character, or its
    /// `NS…FunctionKey` (Enter is `NSEnterCharacter`, Backspace
    /// `NSBackspaceCharacter`, as AppKit's menus show them).
    static func character(_ key: NamedKey) -> Unicode.Scalar {
        switch key {
        case .return: "\r"
        case .enter: "\u{03}"
        case .escape: "\u{1B}"
        case .tab: "\t"
        case .space: " "
        case .delete: "\u{08}"
        case .forwardDelete: "\u{F728}"
        case .up: "\u{F700}"
        case .down: "\u{F701}"
        case .left: "\u{F702}"
        case .right: "\u{F703}"
        case .home: "\u{F729}"
        case .end: "\u{F72B}"
        case .pageUp: "\u{F72C}"
        case .pageDown: "\u{F72D}"
        case .clear: "\u{F739}"
        }
    }

    /// `character` as the body of a Swift string literal: `\u{F728}`.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + SwiftLiteral.hex(scalar.value) + "}"
    }
}
