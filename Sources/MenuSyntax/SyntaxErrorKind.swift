/// The stable ids of the errors the lexer and parser report, with what each
/// means. They cannot be disabled: a file with one of them does not say what
/// its author meant.
public enum SyntaxErrorKind: String, CaseIterable, Sendable {
    // Lexer
    case invalidUTF8 = "invalid-utf8"
    case controlCharacter = "control-character"
    case strayByteOrderMark = "stray-byte-order-mark"
    case unexpectedCharacter = "unexpected-character"
    case unterminatedString = "unterminated-string"
    case invalidEscape = "invalid-escape"
    case unterminatedComment = "unterminated-comment"
    // Parser
    case expectedDeclaration = "expected-declaration"
    case expectedEntry = "expected-entry"
    case expectedTitle = "expected-title"
    case expectedBrace = "expected-brace"
    case unclosedBrace = "unclosed-brace"
    case unexpectedBrace = "unexpected-brace"
    case expectedNewline = "expected-newline"
    case expectedValue = "expected-value"
    case unknownAttribute = "unknown-attribute"
    case duplicateAttribute = "duplicate-attribute"
    case attributePlacement = "attribute-placement"
    case unknownModifier = "unknown-modifier"
    case repeatedModifier = "repeated-modifier"
    case missingKey = "missing-key"
    case unknownKey = "unknown-key"
    case nestingLimit = "nesting-limit"
    // The other menus
    case unexpectedTitle = "unexpected-title"

    public var id: String { rawValue }

    public var summary: String {
        switch self {
        case .invalidUTF8: "The file contains bytes that are not valid UTF-8."
        case .controlCharacter: "The file contains a control character (such as NUL) or a lone carriage return."
        case .strayByteOrderMark: "A byte-order mark (U+FEFF) appears after the start of the file."
        case .unexpectedCharacter: "A character that cannot start a token appears outside a string or comment."
        case .unterminatedString: "A string has no closing quote before the end of its line."
        case .invalidEscape: "A string contains an escape sequence other than \\\", \\\\, \\n, \\t or \\u{…}."
        case .unterminatedComment: "A block comment is not closed before the end of the file."
        case .expectedDeclaration: "Something other than app, platforms, menu, contextmenu, pulldown, popup, dockmenu, editmenu or activities appears at top level."
        case .expectedEntry: "Something other than item, toggle, choice, option, submenu, alternate, section, dynamic, activity or --- appears inside a menu."
        case .expectedTitle: "An entry or menu lacks its title string."
        case .expectedBrace: "A menu, submenu, choice or section lacks the '{' that opens its entries."
        case .unclosedBrace: "A '{' is never closed by a matching '}'."
        case .unexpectedBrace: "A '}' has no '{' to close."
        case .expectedNewline: "Two entries or declarations share a line, or something follows an entry."
        case .expectedValue: "An attribute that takes a value (key:, id:, role:, symbol:) lacks it, or has the wrong kind of value."
        case .unknownAttribute: "An entry has an attribute the language does not define."
        case .duplicateAttribute: "An entry has the same attribute twice."
        case .attributePlacement: "An attribute is used where it does not apply: on an entry of another kind, 'key:' in a Dock menu, 'layout:' on a menu other than a context menu or pull-down."
        case .unknownModifier: "A shortcut names a modifier other than cmd, shift, opt, ctrl or fn."
        case .repeatedModifier: "A shortcut names the same modifier twice."
        case .missingKey: "A shortcut has modifiers but no key."
        case .unknownKey: "A shortcut's key is neither one character nor a known key name."
        case .nestingLimit: "Menus are nested deeper than the parser accepts."
        case .unexpectedTitle: "A 'dockmenu' is given a title; the app's one Dock menu has none."
        }
    }
}
