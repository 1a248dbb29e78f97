import MenuDiagnostics
import MenuSyntax

/// The canonical layout of `.menu` files: four-space indentation, attributes
/// in a fixed order, shortcuts in their canonical spelling, one blank line
/// before each menu, at most one blank line inside a block, single spaces.
///
/// Comments are never lost. A comment alone on its line stays before what
/// follows it; a comment sharing a line with code goes to the end of that
/// line (comments before or between the tokens of a line move there, and a
/// comment that ends a line stays). String literals keep their exact
/// spelling, so formatting never changes what a file means; for the same
/// reason what a `menuc:disable-next-line` comment points at stays its next
/// line: a menu or entry written on one line that such a comment points at
/// or shares a line with stays on one line, comments sharing a line stay
/// together, and no blank line is put between. (A line that holds only part
/// of a block is split as any other.)
public enum Formatter {
    public static let indentUnit = "    "

    public enum Outcome: Sendable {
        case formatted(String)
        /// The file has syntax errors; it is not formatted.
        case refused([Diagnostic])
        /// Formatting would change what the `menuc:disable-next-line`
        /// comment at this range points at (a layout the printer cannot
        /// keep: part of a block on the line it points at, say); the file
        /// is left as written.
        case movesSuppression(at: SourceRange)
    }

    public static func format(_ source: SourceFile) -> Outcome {
        let parsed = Parser.parse(source)
        if parsed.diagnostics.hasErrors { return .refused(parsed.diagnostics.filter { $0.severity == .error }) }
        var printer = Printer(source: source, comments: parsed.tree.comments)
        printer.printFile(parsed.tree)
        if !printer.linesOfDirectives.isEmpty, let moved = movedSuppression(from: source.bytes, to: Array(printer.output.utf8)) {
            return .movesSuppression(at: moved)
        }
        return .formatted(printer.output)
    }

    // MARK: - Suppressions

    /// The first `menuc:disable-next-line` comment of `original` whose next
    /// line holds other tokens in `formatted` than in `original`; nil when
    /// every one points at the same tokens. Tokens are compared by their
    /// place in the file's token sequence, which formatting keeps (it
    /// reorders attributes only within their line), and comments are
    /// matched in order, which formatting keeps too.
    static func movedSuppression(from original: [UInt8], to formatted: [UInt8]) -> SourceRange? {
        let before = tokensPointedAt(in: original)
        let after = tokensPointedAt(in: formatted)
        for (index, directive) in before.enumerated() where index >= after.count || directive.tokens != after[index].tokens {
            return directive.comment
        }
        return nil
    }

    /// Each `menuc:disable-next-line` comment and the positions in the token
    /// sequence (line breaks left out) of the tokens on the line after it.
    private static func tokensPointedAt(in bytes: [UInt8]) -> [(comment: SourceRange, tokens: Set<Int>)] {
        let source = SourceFile(path: "", bytes: bytes)
        let (tokens, comments, _) = Lexer.tokenize(bytes)
        var tokensByLine: [Int: Set<Int>] = [:]
        for (position, token) in tokens.filter({ $0.kind != .newline && $0.kind != .endOfFile }).enumerated() {
            tokensByLine[source.lineIndex(of: token.range.start), default: []].insert(position)
        }
        return comments.filter { $0.isNextLineDirective(in: bytes) }.map { comment in
            (comment.range, tokensByLine[source.lineIndex(of: comment.range.end) + 1] ?? [])
        }
    }
}

/// Writes the tree out line by line, weaving the comments in by position.
private struct Printer {
    let source: SourceFile
    let bytes: [UInt8]
    let comments: [Comment]
    var nextComment = 0
    var output = ""
    var depth = 0
    /// Where the last printed line's source ended, for counting blank lines.
    var lastSourceEnd: Int
    /// The 0-based source lines a `menuc:disable-next-line` comment points at.
    let linesOfDirectives: Set<Int>
    /// The 0-based source lines such a comment is on (one, or several for
    /// a block comment).
    let linesWithDirectives: Set<Int>

    init(source: SourceFile, comments: [Comment]) {
        self.source = source
        self.bytes = source.bytes
        self.comments = comments
        self.lastSourceEnd = source.byteOrderMarkLength
        let bytes = source.bytes
        let directiveLines = comments.filter { $0.isNextLineDirective(in: bytes) }.map { comment in
            source.lineIndex(of: comment.range.start)...source.lineIndex(of: comment.range.end)
        }
        linesWithDirectives = Set(directiveLines.joined())
        linesOfDirectives = Set(directiveLines.map { $0.upperBound + 1 })
    }

    var indent: String { String(repeating: Formatter.indentUnit, count: depth) }

    // MARK: - Declarations

    mutating func printFile(_ tree: SourceFileSyntax) {
        var previous: Declaration?
        for declaration in tree.declarations {
            let isMenu: Bool
            if case .menu = declaration { isMenu = true } else { isMenu = false }
            let wantsBlank: Bool
            if previous == nil {
                wantsBlank = false
            } else if isMenu {
                wantsBlank = true
            } else if case .menu? = previous {
                wantsBlank = true
            } else {
                wantsBlank = false
            }
            printLeadingComments(before: declaration.range.start, blankLineFirst: wantsBlank)
            switch declaration {
            case .app(let app):
                printLine("app " + literal(app.name), covering: app.range)
            case .platforms(let platforms):
                printLine("platforms " + platforms.platforms.map(\.name).joined(separator: ", "), covering: platforms.range)
            case .menu(let menu):
                printMenu(menu)
            }
            previous = declaration
        }
        printLeadingComments(before: bytes.count + 1, blankLineFirst: false, beforeClosingBrace: true)
    }

    mutating func printMenu(_ menu: MenuDeclaration) {
        var header = menu.kind.keyword
        if menu.kind.hasTitle { header += " " + literal(menu.title) }
        if let layout = menu.layout { header += " layout: " + layout.layout.rawValue }
        if staysOnOneLine(menu.range) {
            printLine(header + inline(menu.block), covering: menu.range)
            return
        }
        printLine(header + " {", covering: menu.keywordRange.union(menu.block?.openBrace ?? menu.keywordRange))
        printBlock(menu.block)
    }

    /// Whether a menu or entry with a block is printed on one line: it is
    /// written on one, which a `menuc:disable-next-line` points at or is on
    /// (split, the directive would point at another line). A block on one
    /// line holds one entry at most.
    func staysOnOneLine(_ range: SourceRange) -> Bool {
        let line = source.lineIndex(of: range.start)
        return (linesOfDirectives.contains(line) || linesWithDirectives.contains(line)) && source.lineIndex(of: range.end) == line
    }

    /// A block written on one line: " { entry }", or " {}" when empty.
    func inline(_ block: Block?) -> String {
        guard let entry = block?.entries.first else { return " {}" }
        return " { " + entryText(entry) + (entry.block.map(inline) ?? "") + " }"
    }

    mutating func printBlock(_ block: Block?) {
        depth += 1
        for entry in block?.entries ?? [] {
            printLeadingComments(before: entry.range.start, blankLineFirst: false)
            printEntry(entry)
        }
        let close = block?.closeBrace ?? SourceRange.at(lastSourceEnd)
        printLeadingComments(before: close.start, blankLineFirst: false, beforeClosingBrace: true)
        depth -= 1
        printLine("}", covering: close)
    }

    // MARK: - Entries

    mutating func printEntry(_ entry: Entry) {
        let text = entryText(entry)
        guard let block = entry.block else {
            printLine(text, covering: entry.range)
            return
        }
        if staysOnOneLine(entry.range) {
            printLine(text + inline(block), covering: entry.range)
            return
        }
        printLine(text + " {", covering: entry.keywordRange.union(block.openBrace))
        printBlock(block)
    }

    /// An entry's keyword, titles and attributes (in their canonical order).
    func entryText(_ entry: Entry) -> String {
        guard entry.kind != .separator else { return "---" }
        var text = entry.kind.keyword
        if !entry.titles.isEmpty {
            text += " " + entry.titles.map { literal($0) }.joined(separator: " | ")
        }
        for name in AttributeName.canonicalOrder {
            guard let attribute = entry.attribute(name) else { continue }
            text += " " + attributeText(attribute)
        }
        return text
    }

    func attributeText(_ attribute: Attribute) -> String {
        switch attribute.value {
        case .shortcut(let shortcut)?: "key: " + shortcut.canonicalSpelling
        case .noShortcut?: "key: none"
        case .identifier(let identifier)?: "\(attribute.name.rawValue): \(identifier.name)"
        case .string(let string)?: "\(attribute.name.rawValue): " + sourceText(string.range)
        case nil: attribute.name.rawValue
        }
    }

    func literal(_ string: StringLiteral?) -> String {
        string.map { sourceText($0.range) } ?? "\"\""
    }

    func sourceText(_ range: SourceRange) -> String {
        String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }

    // MARK: - Lines and comments

    /// Prints one line for a node whose header spans `range`, with the
    /// comments that sit on the same source line (or inside the header)
    /// appended at its end.
    mutating func printLine(_ text: String, covering range: SourceRange) {
        var line = indent + text
        var lineEnd = endOfSourceLine(from: range.end)
        // Comments not printed yet that start before the end of the node's
        // last source line: those before it on its first line (which
        // `printLeadingComments` leaves), inside it and after it.
        while nextComment < comments.count, comments[nextComment].range.start < lineEnd {
            let comment = comments[nextComment]
            line += " " + commentText(comment)
            lastSourceEnd = max(lastSourceEnd, comment.range.end)
            // A block comment that ends on a later line brings that line's
            // comments too: printed again, they would be on this line.
            lineEnd = max(lineEnd, endOfSourceLine(from: comment.range.end))
            nextComment += 1
        }
        output += line + "\n"
        lastSourceEnd = max(lastSourceEnd, range.end)
    }

    /// Prints the comments before `offset` on lines of their own, keeping one
    /// blank line where the source had one or more. `blankLineFirst` asks for
    /// a blank line before whatever comes next (a menu always gets one);
    /// `beforeClosingBrace` forbids one right before the `}`.
    mutating func printLeadingComments(before offset: Int, blankLineFirst: Bool, beforeClosingBrace: Bool = false) {
        var wantsBlank = blankLineFirst
        while nextComment < comments.count, comments[nextComment].range.start < offset {
            let comment = comments[nextComment]
            // A comment on the line of what follows goes to the end of that
            // line: above it, a `disable-next-line` would silence that line
            // instead of the one after.
            if offset < bytes.count, !hasLineBreak(from: comment.range.end, to: offset) { break }
            if wantsBlank || hasBlankLine(before: comment.range.start) { addBlankLine() }
            wantsBlank = false
            var line = indent + commentText(comment)
            lastSourceEnd = comment.range.end
            nextComment += 1
            // Comments that share its line stay on it: on a line of its
            // own, a second one would be what a directive before it points at.
            while nextComment < comments.count, comments[nextComment].range.start < offset,
                  !hasLineBreak(from: lastSourceEnd, to: comments[nextComment].range.start) {
                line += " " + commentText(comments[nextComment])
                lastSourceEnd = comments[nextComment].range.end
                nextComment += 1
            }
            output += line + "\n"
        }
        // No blank line between a directive at the end of the line before
        // and the line it points at.
        let isPointedAt = offset < bytes.count && linesOfDirectives.contains(source.lineIndex(of: offset))
        if !beforeClosingBrace, !isPointedAt, wantsBlank || hasBlankLine(before: offset) { addBlankLine() }
    }

    /// One blank line, never at the start of the file or right after a '{'.
    mutating func addBlankLine() {
        guard !output.isEmpty, !output.hasSuffix("{\n"), !output.hasSuffix("\n\n") else { return }
        output += "\n"
    }

    func commentText(_ comment: Comment) -> String {
        var text = sourceText(comment.range)
        if comment.style == .line {
            while text.last == " " || text.last == "\t" { text.removeLast() }
        }
        return text
    }

    /// Whether the source between the last printed line and `offset` holds an
    /// empty line.
    func hasBlankLine(before offset: Int) -> Bool {
        var newlines = 0
        var index = min(offset, bytes.count) - 1
        while index >= lastSourceEnd {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                newlines += 1
                if newlines >= 2 { return true }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                break
            default:
                newlines = 0
            }
            index -= 1
        }
        return false
    }

    func hasLineBreak(from start: Int, to end: Int) -> Bool {
        bytes[start..<end].contains(UInt8(ascii: "\n"))
    }

    func endOfSourceLine(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return index
    }
}
