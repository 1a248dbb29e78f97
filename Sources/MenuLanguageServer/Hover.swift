import MenuDiagnostics
import MenuJSON
import MenuModel
import MenuRules
import MenuSyntax

/// `textDocument/hover`: what a shortcut or a role means.
enum Hover {
    static func hover(in document: Document, at offset: Int, markup: Markup) -> JSONValue {
        let tree = document.syntaxTree
        if let (text, range) = menuHover(at: offset, in: tree, markup: markup) {
            return [
                "contents": ["kind": .string(markup.kind), "value": .string(text)],
                "range": document.positions.range(of: range).json,
            ]
        }
        guard let (attribute, entry, menuKind) = attribute(at: offset, in: tree),
              let value = attribute.value
        else { return .null }
        let model = document.result.model
        let text: String?
        switch value {
        case .shortcut(let syntax) where attribute.name == .key:
            text = describe(syntax, platforms: model.platforms, appName: model.appName, markup: markup)
        case .noShortcut where attribute.name == .key:
            let declined = entry.role.flatMap { Role.named($0.name) }.flatMap { role in
                role.shortcut(givenIn: menuKind, on: model.platformSet).map { (role, $0) }
            }
            text = describeNoShortcut(declining: declined, markup: markup)
        case .identifier(let identifier) where attribute.name == .role && entry.kind == .dynamic:
            text = SystemList.named(identifier.name).map { describe($0, markup: markup) }
        case .identifier(let identifier) where attribute.name == .role:
            text = Role.named(identifier.name).map { describe($0, appName: model.appName, markup: markup) }
        default:
            text = nil
        }
        guard let text else { return .null }
        return [
            "contents": ["kind": .string(markup.kind), "value": .string(text)],
            "range": document.positions.range(of: value.range).json,
        ]
    }

    /// The attribute whose text (name through value) holds `offset`, its
    /// entry, and the kind of menu the entry is in.
    static func attribute(at offset: Int, in tree: SourceFileSyntax) -> (Attribute, Entry, MenuKind)? {
        var found: (Attribute, Entry, MenuKind)?
        SyntaxWalk.forEachEntry(in: tree) { entry, menu in
            guard found == nil, entry.range.start <= offset, offset <= entry.range.end else { return }
            for attribute in entry.attributes where attribute.range.start <= offset && offset <= attribute.range.end {
                found = (attribute, entry, menu.kind)
                return
            }
        }
        return found
    }

    // MARK: - Menus

    /// What a `layout:` means, or what a Dock menu, edit menu or activities
    /// declaration is, when `offset` is on one.
    static func menuHover(at offset: Int, in tree: SourceFileSyntax?, markup: Markup) -> (String, SourceRange)? {
        for case .menu(let menu) in tree?.declarations ?? [] where menu.range.start <= offset && offset <= menu.range.end {
            if let layout = menu.layout, layout.range.start <= offset, offset <= layout.range.end {
                return (describe(layout.layout, markup: markup), layout.range)
            }
            let keyword = menu.keywordRange
            guard keyword.start <= offset, offset <= keyword.end, let text = describe(menu.kind, markup: markup) else { return nil }
            return (text, keyword)
        }
        return nil
    }

    static func describe(_ layout: MenuLayout, markup: Markup) -> String {
        let shows = switch layout {
        case .small: "The first four entries show as a row of symbols without titles; each needs a symbol."
        case .medium: "The first three entries show as a row of symbols with short titles; each needs a symbol."
        case .large: "Every entry shows as a row of its own, as without a layout."
        }
        return "\(markup.strong("layout: " + layout.rawValue)) — iOS and iPadOS 16 and later, visionOS; elsewhere the menu shows as a list.\n\n" + shows
    }

    static func describe(_ kind: MenuKind, markup: Markup) -> String? {
        switch kind {
        case .dock:
            "\(markup.strong("Dock menu")) — macOS: the menu of the app's Dock icon. It has no title and shows no shortcuts; each custom item belongs in the menu bar too."
        case .edit:
            "\(markup.strong("Edit menu")) — iOS, iPadOS and visionOS: the menu shown over selected content. Short verb labels; a command goes here or in the context menu of the same name, not both."
        case .activities:
            "\(markup.strong("Share sheet activities")) — the custom activities of a share sheet, each with a concise title and a symbol, none repeating one the system provides."
        default:
            nil
        }
    }

    // MARK: - Shortcuts

    static func describe(_ syntax: ShortcutSyntax, platforms: [Platform], appName: String?, markup: Markup) -> String {
        let shortcut = Shortcut(syntax)
        var lines = ["\(markup.strong(shortcut.display)) — \(markup.code(syntax.canonicalSpelling))"]
        if shortcut.spelling != syntax.canonicalSpelling {
            lines.append("The same keys as \(markup.code(shortcut.spelling)) on a US keyboard.")
        }

        if let standard = ShortcutTables.standardUse(of: shortcut) {
            let actions = standard.actions(appName: appName)
            var line = "Standard shortcut for " + Markup.list(actions.map(markup.emphasis), conjunction: "or")
            if !standard.roles.isEmpty {
                line += " (" + (standard.roles.count == 1 ? "role " : "roles ")
                    + Markup.list(standard.roles.map(markup.code), conjunction: "and") + ")"
            }
            lines.append(line + ".")
        }

        // Group the targeted platforms by what the system does there.
        var reservations: [(use: String, allowedRole: String?, platforms: [Platform])] = []
        for platform in platforms {
            guard let reservation = ShortcutTables.reservation(of: shortcut, on: platform) else { continue }
            let allowed = platform == .macOS ? reservation.allowedRole : nil
            if let index = reservations.firstIndex(where: { $0.use == reservation.use && $0.allowedRole == allowed }) {
                reservations[index].platforms.append(platform)
            } else {
                reservations.append((reservation.use, allowed, [platform]))
            }
        }
        for reservation in reservations {
            var line = "Reserved by the system: \(markup.escaped(reservation.use)) on "
                + Markup.list(reservation.platforms.map(\.rawValue), conjunction: "and")
            if let role = reservation.allowedRole {
                line += "; an item with \(markup.code("role: " + role)) may use it"
            }
            lines.append(line + ".")
        }
        if reservations.isEmpty && ShortcutTables.standardUse(of: shortcut) == nil {
            lines.append("Not reserved on \(Markup.list(platforms.map(\.rawValue), conjunction: "or")), and not a standard shortcut.")
        }
        return lines.joined(separator: "\n\n")
    }

    /// `key: none`, and the role's shortcut it declines, if any (only the
    /// menu bar's items take one).
    static func describeNoShortcut(declining declined: (role: Role, shortcut: Shortcut)?, markup: Markup) -> String {
        var lines = ["\(markup.strong("No shortcut")) — \(markup.code("key: none"))"]
        if let (role, shortcut) = declined {
            lines.append("Declines \(markup.strong(shortcut.display)), the standard shortcut \(markup.code("role: " + role.name)) gives an item of the menu bar.")
        }
        return lines.joined(separator: "\n\n")
    }

    // MARK: - Roles

    static func describe(_ list: SystemList, markup: Markup) -> String {
        var lines = ["\(markup.strong("role", code: list.name)) — a list the system fills at run time"]
        lines.append("Holds: \(markup.emphasis(list.title))")
        if list.isMenuBarOnly { lines.append("Filled only in a menu of the menu bar.") }
        if list.platforms != .all {
            lines.append("Exists on \(list.platforms.listing) only; on other platforms the entry is left out.")
        }
        return lines.joined(separator: "\n\n")
    }

    static func describe(_ role: Role, appName: String?, markup: Markup) -> String {
        var lines: [String] = []
        switch role.kind {
        case .command:
            lines.append("\(markup.strong("role", code: role.name)) — a standard command")
        case .toggle:
            lines.append("\(markup.strong("role", code: role.name)) — a standard state, shown by a toggle")
        case .submenu:
            lines.append("\(markup.strong("role", code: role.name)) — a submenu the system fills at run time")
        }
        if let whenOn = role.titleWhenOn {
            lines.append("Standard titles: \(markup.emphasis(role.title(appName: appName))) | \(markup.emphasis(whenOn))")
        } else {
            lines.append("Standard title: \(markup.emphasis(role.title(appName: appName)))")
        }
        if role.isProvidedBySystem {
            lines.append("The system inserts this entry and performs it; generated code leaves it to the system.")
        }
        if let shortcut = role.standardShortcut {
            var line = "Standard shortcut: \(markup.strong(shortcut.display)) (\(markup.code(shortcut.spelling)))"
            if !role.alternativeShortcuts.isEmpty {
                line += "; also " + Markup.list(
                    role.alternativeShortcuts.map { "\(markup.strong($0.display)) (\(markup.code($0.spelling)))" },
                    conjunction: "or")
            }
            lines.append(line)
            lines.append("In the menu bar, an entry with this role and no \(markup.code("key:")) takes the standard shortcut.")
        } else if role.kind != .submenu {
            lines.append("No standard shortcut.")
        }
        if role.platforms != .all {
            lines.append("Exists on \(role.platforms.listing) only; on other platforms the entry is left out.")
        }
        return lines.joined(separator: "\n\n")
    }
}

/// How hovers and completion documentation are written: in Markdown, or
/// as plain text for a client that shows only that (it would show the
/// Markdown's escapes and asterisks as they are).
struct Markup {
    /// The LSP `MarkupKind`: "markdown" or "plaintext".
    let kind: String

    static let markdown = Markup(kind: "markdown")
    static let plainText = Markup(kind: "plaintext")

    /// The first kind in a client's list of preferred formats that the
    /// server writes; Markdown when the client gives no list.
    init(preferring formats: [String]?) {
        self = formats?.lazy.compactMap { $0 == "markdown" ? .markdown : $0 == "plaintext" ? .plainText : nil }.first ?? .markdown
    }

    private init(kind: String) {
        self.kind = kind
    }

    private var isMarkdown: Bool { kind == "markdown" }

    /// Text shown as it is: in Markdown, ASCII punctuation that could be
    /// read as markup is backslash-escaped.
    func escaped(_ text: String) -> String {
        guard isMarkdown else { return text }
        var result = ""
        for character in text {
            if "\\`*_{}[]()<>#+-.!|~".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// Source text: a code span, with enough backticks around it for any
    /// inside; quoted, as menuc's messages quote it, in plain text.
    func code(_ text: String) -> String {
        guard isMarkdown else { return "'\(text)'" }
        return text.contains("`") ? "`` \(text) ``" : "`\(text)`"
    }

    func strong(_ text: String) -> String {
        isMarkdown ? "**\(escaped(text))**" : text
    }

    /// A strong word followed by source text: "**role `quit`**".
    func strong(_ word: String, code text: String) -> String {
        isMarkdown ? "**\(word) \(code(text))**" : "\(word) \(code(text))"
    }

    func emphasis(_ text: String) -> String {
        isMarkdown ? "*\(escaped(text))*" : text
    }

    /// "a", "a or b", "a, b or c"
    static func list(_ items: [String], conjunction: String) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}

/// Walks the entries of a syntax tree depth first.
enum SyntaxWalk {
    /// Calls `visit` with every entry and the menu declaration holding it.
    static func forEachEntry(in tree: SourceFileSyntax, _ visit: (Entry, MenuDeclaration) -> Void) {
        for declaration in tree.declarations {
            guard case .menu(let menu) = declaration else { continue }
            var stack = Array(menu.entries.reversed())
            while let entry = stack.popLast() {
                visit(entry, menu)
                stack.append(contentsOf: entry.children.reversed())
            }
        }
    }
}
