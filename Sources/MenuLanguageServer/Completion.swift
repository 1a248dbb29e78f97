import MenuDiagnostics
import MenuJSON
import MenuModel
import MenuRules
import MenuSyntax

/// `textDocument/completion`, from the text before the cursor: keywords where
/// a declaration or entry starts, attributes after a title, roles after
/// `role:`, modifiers and keys after `key:`, platforms after `platforms`.
enum Completion {
    /// LSP `CompletionItemKind` values.
    enum Kind {
        static let property = 10
        static let value = 12
        static let keyword = 14
        static let enumMember = 20
        static let constant = 21
    }

    struct Item {
        var label: String
        var kind: Int
        var newText: String
        var detail: String? = nil
        /// The role the item names, described in its documentation.
        var documentedRole: Role? = nil
    }

    static let declarationKeywords = Parser.declarationKeywords
    static let entryKeywords = EntryKind.allCases.map(\.keyword)

    static func items(in document: Document, at offset: Int, markup: Markup) -> JSONValue {
        let source = document.source
        let bytes = source.bytes
        let offset = max(0, min(offset, bytes.count))
        let lineStart = min(source.lineStart(source.lineIndex(of: offset)), offset)
        let outer = BlockScanner.scan(bytes[0..<lineStart])
        let line = LineTokens(String(decoding: bytes[lineStart..<offset], as: UTF8.self), blockCommentDepth: outer.blockCommentDepth)

        let (items, replacedLength) = complete(
            line: line, container: outer.containers.last, model: document.result.model, menu: outer.containers.first)
        guard !items.isEmpty else { return .array([]) }

        // The text being completed is replaced; after a bare ':' a space goes first.
        let replaceStart = max(lineStart, offset - replacedLength)
        let range = document.positions.range(of: SourceRange(start: replaceStart, end: offset))
        let needsSpace = replaceStart > lineStart && bytes[replaceStart - 1] == UInt8(ascii: ":")
        return .array(items.enumerated().map { index, item in
            .members([
                ("label", .string(item.label)),
                ("kind", .int(item.kind)),
                ("detail", item.detail.map { .string($0) }),
                ("documentation", item.documentedRole.map {
                    ["kind": .string(markup.kind), "value": .string(Hover.describe($0, appName: document.result.model.appName, markup: markup))]
                }),
                ("sortText", .string(String(1000 + index))),
                ("filterText", .string(item.label)),
                ("textEdit", ["range": range.json, "newText": .string((needsSpace ? " " : "") + item.newText)]),
            ])
        })
    }

    /// The suggestions for a line, and how many bytes before the cursor they
    /// replace. `menu` is the keyword of the declaration the line is in.
    static func complete(line: LineTokens, container: String?, model: MenuModel, menu: String? = nil) -> ([Item], Int) {
        if line.endsInStringOrComment { return ([], 0) }
        let (previous, partial) = splitOffPartialWord(line)
        let partialLength = partial.utf8.count
        if previous.endsWithLabel("key") {
            return shortcutCompletion(partial)
        }
        if container == nil, let items = layoutItems(after: previous) {
            return (items, partialLength)
        }
        if previous.endsWithLabel("role") {
            return (roleItems(on: previous.first, appName: model.appName), partialLength)
        }
        if previous.last == .colon { return ([], 0) }
        if container == nil, previous.first == .word("platforms") {
            guard previous.count == 1 || previous.last == .comma else { return ([], 0) }
            return (platformItems(excluding: previous), partialLength)
        }
        if previous.isEmpty {
            return (keywordItems(in: container), partialLength)
        }
        if container != nil, case .word(let keyword)? = previous.first,
           let kind = EntryKind(rawValue: keyword), kind != .separator {
            guard var items = attributeItems(after: previous, of: kind) else { return ([], 0) }
            if menu == MenuKind.dock.keyword { items.removeAll { $0.label == "key:" } }
            return (items, partialLength)
        }
        return ([], 0)
    }

    /// The line's tokens before the word or shortcut being typed, and that
    /// word ("" when the cursor is not at the end of one).
    static func splitOffPartialWord(_ line: LineTokens) -> ([LineTokens.Token], String) {
        var previous = line.tokens
        var partial = ""
        if line.endsInToken, let last = previous.last {
            switch last {
            case .word(let word): partial = word
            case .shortcut(let text): partial = text
            default: break
            }
            if !partial.isEmpty { previous.removeLast() }
        }
        return (previous, partial)
    }

    /// A shortcut after `key:`: only its last `+`-separated part is replaced.
    static func shortcutCompletion(_ partial: String) -> ([Item], Int) {
        let segments = partial.split(separator: "+", omittingEmptySubsequences: false)
        let current = segments.last.map(String.init) ?? ""
        let used = Set(segments.dropLast().compactMap { Modifier.named($0) })
        return (shortcutItems(excluding: used), current.utf8.count)
    }

    /// The roles after `role:` that fit the entry: submenu roles on a
    /// submenu, command and toggle roles on an item, toggle roles on a
    /// toggle, all of them elsewhere.
    static func roleItems(on entryKeyword: LineTokens.Token?, appName: String?) -> [Item] {
        if entryKeyword == .word("dynamic") {
            return SystemList.allCases.map {
                Item(label: $0.name, kind: Kind.enumMember, newText: $0.name, detail: $0.title + ", filled by the system")
            }
        }
        let roles = Role.all.filter { role in
            switch entryKeyword {
            case .word("submenu")?: role.kind.applies(to: .submenu)
            case .word("item")?, .word("alternate")?: role.kind.applies(to: .item)
            case .word("toggle")?: role.kind.applies(to: .toggle)
            default: true
            }
        }
        return roles.map { roleItem($0, appName: appName) }
    }

    /// The platforms a `platforms` line does not list yet.
    static func platformItems(excluding previous: [LineTokens.Token]) -> [Item] {
        let listed = Set(previous.compactMap { token -> String? in
            if case .word(let word) = token { return word }
            return nil
        })
        return Platform.allCases.filter { !listed.contains($0.rawValue) }.map {
            Item(label: $0.rawValue, kind: Kind.enumMember, newText: $0.rawValue, detail: "platform")
        }
    }

    /// The keywords that can start a line in `container` (nil at the top level).
    static func keywordItems(in container: String?) -> [Item] {
        let keywords: [String]
        switch container {
        case nil: keywords = declarationKeywords
        case "choice"?: keywords = ["option"]
        case "popup"?: keywords = ["option", "section", "---"]
        case "activities"?: keywords = ["activity"]
        case "section"?: keywords = entryKeywords.filter { $0 != "section" && $0 != "activity" }
        default: keywords = entryKeywords.filter { $0 != "option" && $0 != "activity" }
        }
        return keywords.map { keyword in
            Item(label: keyword, kind: Kind.keyword, newText: keyword == "---" ? keyword : keyword + " ",
                 detail: keywordDetail[keyword])
        }
    }

    /// `layout:` after the title of a context menu or pull-down, and the
    /// layouts after it; nil on other lines.
    static func layoutItems(after previous: [LineTokens.Token]) -> [Item]? {
        guard case .word(let keyword)? = previous.first, let kind = MenuKind(rawValue: keyword), kind.takesLayout else { return nil }
        if previous.endsWithLabel("layout") {
            return MenuLayout.allCases.map { layout in
                Item(label: layout.rawValue, kind: Kind.enumMember, newText: layout.rawValue, detail: layoutDetail[layout])
            }
        }
        guard previous.count == 2, case .string? = previous.last else { return nil }
        return [Item(label: "layout:", kind: Kind.property, newText: "layout: ", detail: "how the first entries show (iOS, iPadOS 16)")]
    }

    static let layoutDetail: [MenuLayout: String] = [
        .small: "the first four entries as symbols",
        .medium: "the first three entries as symbols with titles",
        .large: "every entry as a row",
    ]

    /// The attributes an entry of `kind` can still take after `previous`;
    /// nil where no attribute can go (right after a `|`, `,` or brace).
    static func attributeItems(after previous: [LineTokens.Token], of kind: EntryKind) -> [Item]? {
        if previous.count == 1 {
            // `item ` with no title yet: only a role can stand in for one.
            switch kind {
            case .item, .alternate: return [attributeItem(.role)]
            case .dynamic: return [attributeItem(.role), attributeItem(.id)]
            default: return nil
            }
        }
        switch previous.last {
        case .pipe?, .comma?, .openBrace?, .closeBrace?, .other?: return nil
        default: break
        }
        var present = Set<AttributeName>()
        for (index, token) in previous.enumerated() {
            guard case .word(let word) = token, let name = AttributeName(rawValue: word) else { continue }
            let isNamedValue = index + 1 < previous.count && previous[index + 1] == .colon
            if isNamedValue || !name.takesValue { present.insert(name) }
        }
        return AttributeName.canonicalOrder
            .filter { $0.applies(to: kind) && !present.contains($0) }
            .map(attributeItem)
    }

    static let keywordDetail: [String: String] = [
        "app": "the application's name",
        "platforms": "target platforms",
        "menu": "a menu of the menu bar",
        "contextmenu": "a context menu",
        "pulldown": "the menu of a pull-down button",
        "popup": "the menu of a pop-up button",
        "dockmenu": "the Dock icon's menu (macOS)",
        "editmenu": "an edit menu (iOS, iPadOS, visionOS)",
        "activities": "the custom activities of a share sheet",
        "activity": "a custom activity of a share sheet",
        "item": "a command",
        "toggle": "an on/off item",
        "choice": "mutually exclusive options",
        "option": "one option of a choice or pop-up",
        "submenu": "a nested menu",
        "---": "a separator",
        "alternate": "shown instead of the entry before it while modifiers are held (macOS)",
        "section": "entries under a header",
        "dynamic": "entries known only at run time",
    ]

    static func attributeItem(_ name: AttributeName) -> Item {
        let detail: String
        switch name {
        case .key: detail = "keyboard shortcut"
        case .id: detail = "identifier in generated code"
        case .role: detail = "standard command"
        case .symbol: detail = "SF Symbol name"
        case .destructive: detail = "the command destroys data"
        case .disabled: detail = "starts unavailable"
        case .checked: detail = "starts on"
        case .default: detail = "the option a pop-up selects first"
        }
        let label = name.takesValue ? name.rawValue + ":" : name.rawValue
        return Item(label: label, kind: Kind.property, newText: name.takesValue ? label + " " : label, detail: detail)
    }

    static func roleItem(_ role: Role, appName: String?) -> Item {
        var detail = role.title(appName: appName)
        if let shortcut = role.standardShortcut { detail += "  " + shortcut.display }
        return Item(
            label: role.name, kind: Kind.enumMember, newText: role.name, detail: detail, documentedRole: role)
    }

    /// Modifiers not yet used (inserted with their `+`), then key names.
    static func shortcutItems(excluding used: Set<Modifier>) -> [Item] {
        var items = Modifier.canonicalSpellingOrder.filter { !used.contains($0) }.map { modifier in
            Item(label: modifier.canonicalName, kind: Kind.keyword, newText: modifier.canonicalName + "+",
                 detail: "\(modifier.symbol) modifier")
        }
        if used.isEmpty {
            items.append(Item(label: "none", kind: Kind.keyword, newText: "none", detail: "no shortcut, not even the role's"))
        } else {
            items += NamedKey.allCases.map { key in
                Item(label: key.canonicalName, kind: Kind.constant, newText: key.canonicalName, detail: key.symbol)
            }
            items += Key.functionKeyRange.map { number in
                Item(label: "f\(number)", kind: Kind.constant, newText: "f\(number)", detail: "F\(number)")
            }
        }
        return items
    }
}

// MARK: - Scanning

/// The braces open before a line, found by skipping strings and comments.
struct BlockScanner {
    /// For every open `{`, the first word of its line (`menu`, `submenu`, `choice`…).
    var containers: [String] = []
    /// The nesting depth of an unclosed block comment at the end.
    var blockCommentDepth = 0
    /// The first word of the line being scanned, once it has one ("" when
    /// the line starts with something else).
    private var firstWord: String?

    static func scan(_ bytes: ArraySlice<UInt8>) -> BlockScanner {
        var scanner = BlockScanner()
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if scanner.blockCommentDepth > 0 {
                index = scanner.stepInBlockComment(bytes, at: index)
            } else {
                index = scanner.step(bytes, at: index)
            }
        }
        return scanner
    }

    /// Inside a block comment: moves past a nested `/*` or `*/`, or one byte.
    private mutating func stepInBlockComment(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int {
        let current = bytes[index]
        let next = index + 1 < bytes.endIndex ? bytes[index + 1] : nil
        if current == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
            blockCommentDepth -= 1
            return index + 2
        }
        if current == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
            blockCommentDepth += 1
            return index + 2
        }
        if current == UInt8(ascii: "\n") { firstWord = nil }
        return index + 1
    }

    /// Outside comments: moves past one token, noting line starts and braces.
    private mutating func step(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int {
        let current = bytes[index]
        let next = index + 1 < bytes.endIndex ? bytes[index + 1] : nil
        switch current {
        case UInt8(ascii: "\n"):
            firstWord = nil
        case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
            return bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
            blockCommentDepth += 1
            return index + 2
        case UInt8(ascii: "\""):
            return Self.endOfString(bytes, from: index + 1)
        case UInt8(ascii: "{"):
            containers.append(firstWord ?? "")
        case UInt8(ascii: "}"):
            if !containers.isEmpty { containers.removeLast() }
        case _ where Self.isWordByte(current):
            let end = bytes[index...].firstIndex { !Self.isWordByte($0) } ?? bytes.endIndex
            if firstWord == nil { firstWord = String(decoding: bytes[index..<end], as: UTF8.self) }
            return end
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
            break
        default:
            if firstWord == nil { firstWord = "" }
        }
        return index + 1
    }

    /// The index after the closing quote of a string whose text starts at
    /// `start`, or of the end of its line when it has none.
    private static func endOfString(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.endIndex, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
            let escapesNext = bytes[index] == UInt8(ascii: "\\")
                && (index + 1 == bytes.endIndex || bytes[index + 1] != UInt8(ascii: "\n"))
            index += escapesNext ? 2 : 1
        }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") { index += 1 }
        return index
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}

/// The tokens of the text before the cursor on its line.
struct LineTokens {
    enum Token: Equatable {
        case word(String)
        case string
        case colon
        case comma
        case pipe
        case openBrace
        case closeBrace
        case separator
        /// The text after `key:`, up to a space.
        case shortcut(String)
        case other
    }

    var tokens: [Token] = []
    /// The cursor is inside a string literal or a comment.
    var endsInStringOrComment = false
    /// The last token ends at the cursor (it is being typed).
    var endsInToken = false

    init(_ text: String, blockCommentDepth: Int) {
        let characters = Array(text)
        var index = 0
        var depth = blockCommentDepth
        while index < characters.count {
            endsInToken = false
            let character = characters[index]
            if depth > 0 {
                index = Self.stepInBlockComment(characters, at: index, depth: &depth)
            } else if character == " " || character == "\t" || character == "\r" {
                index += 1
            } else if tokens.endsWithLabel("key") {
                // After `key:`, everything up to a space is the shortcut.
                let end = characters[index...].firstIndex { $0 == " " || $0 == "\t" } ?? characters.count
                tokens.append(.shortcut(String(characters[index..<end])))
                endsInToken = true
                index = end
            } else if let next = readToken(characters, at: index, depth: &depth) {
                index = next
            } else {
                endsInStringOrComment = true
                return
            }
        }
        if depth > 0 { endsInStringOrComment = true }
    }

    /// Inside a block comment: moves past a nested `/*` or `*/`, or one character.
    private static func stepInBlockComment(_ characters: [Character], at index: Int, depth: inout Int) -> Int {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if characters[index] == "*", next == "/" {
            depth -= 1
            return index + 2
        }
        if characters[index] == "/", next == "*" {
            depth += 1
            return index + 2
        }
        return index + 1
    }

    /// Reads the token at `index` and returns the index after it; nil when
    /// the rest of the line is a line comment or an unclosed string.
    private mutating func readToken(_ characters: [Character], at index: Int, depth: inout Int) -> Int? {
        func at(_ position: Int) -> Character? { position < characters.count ? characters[position] : nil }
        let character = characters[index]
        switch character {
        case "/" where at(index + 1) == "/":
            return nil
        case "/" where at(index + 1) == "*":
            depth += 1
            return index + 2
        case "\"":
            guard let end = Self.endOfString(characters, from: index + 1) else { return nil }
            tokens.append(.string)
            endsInToken = true
            return end
        case ":": tokens.append(.colon)
        case ",": tokens.append(.comma)
        case "|": tokens.append(.pipe)
        case "{": tokens.append(.openBrace)
        case "}": tokens.append(.closeBrace)
        case "-" where at(index + 1) == "-" && at(index + 2) == "-":
            tokens.append(.separator)
            return index + 3
        case _ where Self.isWordCharacter(character):
            let end = characters[index...].firstIndex { !Self.isWordCharacter($0) } ?? characters.count
            tokens.append(.word(String(characters[index..<end])))
            endsInToken = true
            return end
        default:
            tokens.append(.other)
        }
        return index + 1
    }

    /// The index after the closing quote of a string whose text starts at
    /// `start`; nil when the line ends first.
    private static func endOfString(_ characters: [Character], from start: Int) -> Int? {
        var index = start
        while index < characters.count {
            if characters[index] == "\\" {
                index += 2
            } else if characters[index] == "\"" {
                return index + 1
            } else {
                index += 1
            }
        }
        return nil
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}

extension [LineTokens.Token] {
    /// Whether the tokens end with `name:`, so that `name`'s value comes next.
    func endsWithLabel(_ name: String) -> Bool {
        count >= 2 && self[count - 2] == .word(name) && last == .colon
    }
}
