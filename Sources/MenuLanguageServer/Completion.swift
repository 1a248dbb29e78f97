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

    static let declarationKeywords = ["app", "platforms", "menu", "contextmenu", "pulldown", "popup"]
    static let entryKeywords = ["item", "toggle", "choice", "option", "submenu", "---"]

    static func items(in document: Document, at offset: Int, markup: Markup) -> JSONValue {
        let source = document.source
        let bytes = source.bytes
        let offset = max(0, min(offset, bytes.count))
        let lineStart = min(source.lineStart(source.lineIndex(of: offset)), offset)
        let outer = BlockScanner.scan(bytes[0..<lineStart])
        let line = LineTokens(String(decoding: bytes[lineStart..<offset], as: UTF8.self), blockCommentDepth: outer.blockCommentDepth)

        let (items, replacedLength) = complete(line: line, container: outer.containers.last, model: document.result.model)
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

    /// The suggestions for a line, and how many bytes before the cursor they replace.
    static func complete(line: LineTokens, container: String?, model: MenuModel) -> ([Item], Int) {
        if line.endsInStringOrComment { return ([], 0) }
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
        let partialLength = partial.utf8.count

        // A shortcut after `key:`.
        if previous.count >= 2, previous[previous.count - 2] == .word("key"), previous.last == .colon {
            let segments = partial.split(separator: "+", omittingEmptySubsequences: false)
            let current = segments.last.map(String.init) ?? ""
            let used = Set(segments.dropLast().compactMap { Modifier.named($0) })
            return (shortcutItems(excluding: used), current.utf8.count)
        }

        // A role after `role:`.
        if previous.count >= 2, previous[previous.count - 2] == .word("role"), previous.last == .colon {
            let onSubmenu = previous.first == .word("submenu")
            let onItem = previous.first == .word("item")
            let roles = Role.all.filter { role in
                if onSubmenu { return role.kind == .submenu }
                if onItem { return role.kind == .command }
                return true
            }
            return (roles.map { roleItem($0, appName: model.appName) }, partialLength)
        }
        if previous.last == .colon { return ([], 0) }

        // Platforms after `platforms` or a comma.
        if container == nil, previous.first == .word("platforms") {
            guard previous.count == 1 || previous.last == .comma else { return ([], 0) }
            let listed = Set(previous.compactMap { token -> String? in
                if case .word(let word) = token { return word }
                return nil
            })
            let items = Platform.allCases.filter { !listed.contains($0.rawValue) }.map {
                Item(label: $0.rawValue, kind: Kind.enumMember, newText: $0.rawValue, detail: "platform")
            }
            return (items, partialLength)
        }

        // A keyword at the start of a line.
        if previous.isEmpty {
            let keywords: [String]
            switch container {
            case nil: keywords = declarationKeywords
            case "choice"?: keywords = ["option"]
            case "popup"?: keywords = ["option", "---"]
            default: keywords = entryKeywords.filter { $0 != "option" }
            }
            let items = keywords.map { keyword in
                Item(label: keyword, kind: Kind.keyword, newText: keyword == "---" ? keyword : keyword + " ",
                     detail: keywordDetail[keyword])
            }
            return (items, partialLength)
        }

        // Attributes after an entry's title.
        if container != nil, case .word(let keyword)? = previous.first,
           let kind = EntryKind(rawValue: keyword), kind != .separator {
            if previous.count == 1 {
                // `item ` with no title yet: only a role can stand in for one.
                guard kind == .item else { return ([], 0) }
                return ([attributeItem(.role)], partialLength)
            }
            switch previous.last {
            case .pipe?, .comma?, .openBrace?, .closeBrace?, .other?: return ([], 0)
            default: break
            }
            var present = Set<AttributeName>()
            for (index, token) in previous.enumerated() {
                guard case .word(let word) = token, let name = AttributeName(rawValue: word) else { continue }
                let isNamedValue = index + 1 < previous.count && previous[index + 1] == .colon
                if isNamedValue || !name.takesValue { present.insert(name) }
            }
            let items = AttributeName.canonicalOrder
                .filter { $0.applies(to: kind) && !present.contains($0) }
                .map(attributeItem)
            return (items, partialLength)
        }
        return ([], 0)
    }

    static let keywordDetail: [String: String] = [
        "app": "the application's name",
        "platforms": "target platforms",
        "menu": "a menu of the menu bar",
        "contextmenu": "a context menu",
        "pulldown": "the menu of a pull-down button",
        "popup": "the menu of a pop-up button",
        "item": "a command",
        "toggle": "an on/off item",
        "choice": "mutually exclusive options",
        "option": "one option of a choice or pop-up",
        "submenu": "a nested menu",
        "---": "a separator",
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

    static func scan(_ bytes: ArraySlice<UInt8>) -> BlockScanner {
        var scanner = BlockScanner()
        var firstWord: String?
        var index = bytes.startIndex
        let end = bytes.endIndex
        func byte(_ at: Int) -> UInt8? { at < end ? bytes[at] : nil }
        while index < end {
            let current = bytes[index]
            if scanner.blockCommentDepth > 0 {
                if current == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
                    scanner.blockCommentDepth -= 1
                    index += 2
                } else if current == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
                    scanner.blockCommentDepth += 1
                    index += 2
                } else {
                    if current == UInt8(ascii: "\n") { firstWord = nil }
                    index += 1
                }
                continue
            }
            switch current {
            case UInt8(ascii: "\n"):
                firstWord = nil
                index += 1
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                while index < end, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                scanner.blockCommentDepth += 1
                index += 2
            case UInt8(ascii: "\""):
                // To the closing quote or the end of the line.
                index += 1
                while index < end, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
                    index += bytes[index] == UInt8(ascii: "\\") && byte(index + 1) != UInt8(ascii: "\n") ? 2 : 1
                }
                if index < end, bytes[index] == UInt8(ascii: "\"") { index += 1 }
            case UInt8(ascii: "{"):
                scanner.containers.append(firstWord ?? "")
                index += 1
            case UInt8(ascii: "}"):
                if !scanner.containers.isEmpty { scanner.containers.removeLast() }
                index += 1
            default:
                if isWordByte(current) {
                    let start = index
                    while index < end, isWordByte(bytes[index]) { index += 1 }
                    if firstWord == nil { firstWord = String(decoding: bytes[start..<index], as: UTF8.self) }
                } else {
                    if firstWord == nil, current != UInt8(ascii: " "), current != UInt8(ascii: "\t"), current != UInt8(ascii: "\r") {
                        firstWord = ""
                    }
                    index += 1
                }
            }
        }
        return scanner
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
        func at(_ position: Int) -> Character? { position < characters.count ? characters[position] : nil }
        while index < characters.count {
            let character = characters[index]
            endsInToken = false
            if depth > 0 {
                if character == "*", at(index + 1) == "/" {
                    depth -= 1
                    index += 2
                } else if character == "/", at(index + 1) == "*" {
                    depth += 1
                    index += 2
                } else {
                    index += 1
                }
                continue
            }
            if character == " " || character == "\t" || character == "\r" {
                index += 1
                continue
            }
            // After `key:`, everything up to a space is the shortcut.
            if tokens.count >= 2, tokens[tokens.count - 2] == .word("key"), tokens.last == .colon {
                let start = index
                while index < characters.count, characters[index] != " ", characters[index] != "\t" { index += 1 }
                tokens.append(.shortcut(String(characters[start..<index])))
                endsInToken = true
                continue
            }
            switch character {
            case "/" where at(index + 1) == "/":
                endsInStringOrComment = true
                return
            case "/" where at(index + 1) == "*":
                depth += 1
                index += 2
            case "\"":
                index += 1
                var closed = false
                while index < characters.count {
                    if characters[index] == "\\" { index += 2; continue }
                    if characters[index] == "\"" { closed = true; index += 1; break }
                    index += 1
                }
                if !closed {
                    endsInStringOrComment = true
                    return
                }
                tokens.append(.string)
                endsInToken = true
            case ":": tokens.append(.colon); index += 1
            case ",": tokens.append(.comma); index += 1
            case "|": tokens.append(.pipe); index += 1
            case "{": tokens.append(.openBrace); index += 1
            case "}": tokens.append(.closeBrace); index += 1
            case "-" where at(index + 1) == "-" && at(index + 2) == "-":
                tokens.append(.separator)
                index += 3
            default:
                if character.isLetter || character.isNumber || character == "_" {
                    let start = index
                    while index < characters.count,
                          characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                        index += 1
                    }
                    tokens.append(.word(String(characters[start..<index])))
                    endsInToken = true
                } else {
                    tokens.append(.other)
                    index += 1
                }
            }
        }
        if depth > 0 { endsInStringOrComment = true }
    }
}
