import MenuDiagnostics

/// The result of parsing one file: a tree that covers everything the parser
/// could make sense of, and every problem it found.
public struct ParseResult: Sendable {
    public var tree: SourceFileSyntax
    public var diagnostics: [Diagnostic]
    /// The diagnostics found past the limit the parse was given, only counted.
    public var overflow = DiagnosticOverflow()
}

/// A hand-written recursive-descent parser for `.menu` files, one function per
/// production of `Grammar/menu.ebnf`.
///
/// Errors never stop the parse. The parser reports the problem, skips to a
/// place it understands (the end of the line, a balanced block, a keyword that
/// starts an entry or declaration) and goes on. Every loop makes progress, and
/// blocks nested deeper than `maximumNesting` are skipped without recursion.
public struct Parser {
    /// Deeper nesting is an error. One level of submenu is the guideline, so no
    /// real file comes near; the limit keeps absurd input from exhausting the stack.
    public static let maximumNesting = 64

    public static let declarationKeywords = ["app", "platforms"] + MenuKind.allCases.map(\.keyword)
    public static let entryKeywords = EntryKind.allCases.filter { $0 != .separator }.map(\.keyword)

    private var lexer: Lexer
    private var token: Token
    private var previousEnd = 0
    private var diagnostics: LimitedDiagnostics
    private var depth = 0
    private var reportedNestingLimit = false
    private var reportedUnclosedAt = -1
    /// The kind of the menu being parsed: a Dock menu's entries take no `key:`.
    private var menuKind: MenuKind?
    private let bytes: [UInt8]

    /// Parses a file. The lexer and the parser each keep up to
    /// `diagnosticLimit` diagnostics (0: all) and only count the rest, so
    /// that a file of a million bad lines is not a million diagnostics.
    public static func parse(_ source: SourceFile, diagnosticLimit: Int = 0) -> ParseResult {
        parse(source.bytes, diagnosticLimit: diagnosticLimit)
    }

    /// Parses a file's declarations in order and hands each to `body` until
    /// it returns false. Besides the comments read and one diagnostic, it
    /// holds one declaration at a time, so a reader of the first few (the
    /// language server's outline) leaves the rest of a large file unread.
    public static func forEachDeclaration(in source: SourceFile, while body: (Declaration) -> Bool) {
        var parser = Parser(bytes: source.bytes, diagnosticLimit: 1)
        parser.parseFile(while: body)
    }

    public static func parse(_ bytes: [UInt8], diagnosticLimit: Int = 0) -> ParseResult {
        var parser = Parser(bytes: bytes, diagnosticLimit: diagnosticLimit)
        var declarations: [Declaration] = []
        parser.parseFile { declaration in
            declarations.append(declaration)
            return true
        }
        let tree = SourceFileSyntax(declarations: declarations, comments: parser.lexer.comments, endOffset: bytes.count)
        var overflow = parser.lexer.found.overflow
        overflow.add(parser.diagnostics.overflow)
        return ParseResult(tree: tree, diagnostics: parser.allDiagnostics(), overflow: overflow)
    }

    private init(bytes: [UInt8], diagnosticLimit: Int) {
        self.bytes = bytes
        self.diagnostics = LimitedDiagnostics(limit: diagnosticLimit)
        self.lexer = Lexer(bytes: bytes, diagnosticLimit: diagnosticLimit)
        self.token = lexer.next()
        self.previousEnd = token.range.start
    }

    /// The lexer's diagnostics and the parser's, in source order. Past where
    /// the lexer stopped reading, the parser met only the file's end, and
    /// what it says of it (blocks left open) would blame the file for what
    /// was not read.
    private func allDiagnostics() -> [Diagnostic] {
        var parsed = diagnostics.kept
        if let stop = lexer.stoppedReadingAt { parsed = parsed.filter { $0.range.start < stop } }
        return (lexer.diagnostics + parsed).sorted(by: Diagnostic.sourceOrder)
    }

    // MARK: - Token helpers

    private mutating func advance() {
        previousEnd = token.range.end
        token = lexer.next()
    }

    private func text(of token: Token) -> String {
        String(decoding: bytes[token.range.start..<token.range.end], as: UTF8.self)
    }

    private var tokenText: String { text(of: token) }

    /// Consumes the keyword that starts a declaration or entry, and a ':'
    /// written after it out of habit (`app: "Demo"`), which is reported with
    /// a fix-it and otherwise skipped, so the rest of the line parses as meant.
    private mutating func consumeKeyword(reportingColonAs kind: SyntaxErrorKind = .expectedTitle) -> SourceRange {
        let keyword = token
        advance()
        if token.kind == .colon { skipColon(after: keyword, reportingAs: kind) }
        return keyword.range
    }

    private mutating func skipColon(after keyword: Token, reportingAs kind: SyntaxErrorKind) {
        report(kind, .unexpectedColon(after: text(of: keyword)), at: token.range, fixIts: [.remove(token.range, message: "remove ':'")])
        advance()
    }

    private var isAtEndOfLine: Bool {
        token.kind == .newline || token.kind == .endOfFile
    }

    /// Where to report something missing: the current token, or the end of the
    /// previous one when the line has ended.
    private func errorRange() -> SourceRange {
        isAtEndOfLine ? .at(previousEnd) : token.range
    }

    /// Reports an error; past the limit it is only counted.
    private mutating func report(
        _ kind: SyntaxErrorKind, _ message: DiagnosticMessage, at range: SourceRange,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
    ) {
        diagnostics.append(Diagnostic(.error, id: kind.id, message, at: range, notes: notes, fixIts: fixIts))
    }

    /// The closest candidate to a misspelt word, for "did you mean"; not
    /// searched for past the limit, where the error is only counted.
    private func closest(to word: String, in candidates: [String]) -> String? {
        diagnostics.isFull ? nil : Suggestion.closest(to: word, in: candidates)
    }

    private mutating func skipNewlines() {
        while token.kind == .newline { advance() }
    }

    /// Skips to the end of the line. A '{' on the way skips its whole block, so
    /// that a bad line's entries are not reported one by one.
    private mutating func skipLine() {
        while !isAtEndOfLine {
            if token.kind == .leftBrace {
                skipBalancedBlock()
            } else {
                advance()
            }
        }
    }

    /// Skips from a '{' to its matching '}' (or the end of the file) without
    /// recursion.
    private mutating func skipBalancedBlock() {
        var open = 0
        repeat {
            switch token.kind {
            case .leftBrace: open += 1
            case .rightBrace: open -= 1
            case .endOfFile: return
            default: break
            }
            advance()
        } while open > 0
    }

    /// Reports and skips what follows on a line that should have ended.
    private mutating func expectEndOfLine(after what: String) {
        if !isAtEndOfLine { reportUnexpectedRestOfLine(after: what) }
    }

    private mutating func reportUnexpectedRestOfLine(after what: String) {
        report(.expectedNewline, .unexpected(describe(token), after: what), at: token.range)
        skipLine()
    }

    private func describe(_ token: Token) -> String {
        switch token.kind {
        case .identifier, .string, .shortcut: "'\(DiagnosticMessage.excerpt(text(of: token)))'"
        default: token.kind.description
        }
    }

    private var isAtDeclarationKeyword: Bool {
        token.keyword?.startsDeclaration == true
    }

    private var isAtEntryKeyword: Bool {
        if case .entry? = token.keyword { return true }
        return false
    }

    // MARK: - file

    /// Parses the declarations of the file, handing each to `body` until it
    /// returns false.
    private mutating func parseFile(while body: (Declaration) -> Bool) {
        while true {
            skipNewlines()
            if token.kind == .endOfFile { return }
            let start = token.range.start
            if let declaration = parseDeclaration(), !body(declaration) { return }
            if token.range.start == start, token.kind != .endOfFile { advance() }
        }
    }

    // MARK: - declaration

    private mutating func parseDeclaration() -> Declaration? {
        switch token.kind {
        case .identifier:
            switch token.keyword {
            case .app?: return .app(parseAppDeclaration())
            case .platforms?: return .platforms(parsePlatformsDeclaration())
            case .menu(.dock)?: return .menu(parseDockMenuDeclaration())
            case .menu(let kind)?: return .menu(parseMenuDeclaration(kind))
            default: break
            }
            let word = tokenText
            if isAtEntryKeyword {
                report(.expectedDeclaration, .entryOutsideMenu(word), at: token.range)
            } else {
                let suggestion = closest(to: word, in: Self.declarationKeywords)
                report(
                    .expectedDeclaration, .unknownDeclaration(word, suggestion: suggestion),
                    at: token.range, fixIts: replacing(word, with: suggestion))
            }
        case .rightBrace:
            report(.unexpectedBrace, .unopenedBrace, at: token.range, fixIts: [.remove(token.range, message: "remove the '}'")])
            advance()
            return nil
        case .string:
            report(.expectedDeclaration, .titleWithoutDeclaration(tokenText), at: token.range)
        default:
            report(.expectedDeclaration, .expectedDeclaration(found: describe(token)), at: token.range)
        }
        skipLine()
        return nil
    }

    /// A fix-it that replaces the current token, `word`, with the suggested match.
    private func replacing(_ word: String, with match: String?) -> [FixIt] {
        guard let match else { return [] }
        return [.replace(token.range, with: match, message: "replace '\(word)' with '\(match)'")]
    }

    // MARK: - app-declaration

    private mutating func parseAppDeclaration() -> AppDeclaration {
        let keyword = consumeKeyword()
        let name = parseTitle(after: "'app'", what: "the app's name")
        expectEndOfLine(after: "the app's name")
        return AppDeclaration(keywordRange: keyword, name: name, range: keyword.union(name?.range ?? keyword))
    }

    // MARK: - platforms-declaration

    private mutating func parsePlatformsDeclaration() -> PlatformsDeclaration {
        let keyword = consumeKeyword(reportingColonAs: .expectedValue)
        var platforms: [Identifier] = []
        while true {
            guard token.kind == .identifier else {
                report(.expectedValue, platforms.isEmpty ? .expectedPlatform : .expectedPlatformAfterComma, at: errorRange())
                break
            }
            platforms.append(Identifier(name: tokenText, range: token.range))
            advance()
            guard token.kind == .comma else { break }
            advance()
        }
        expectEndOfLine(after: "the platform list")
        return PlatformsDeclaration(
            keywordRange: keyword, platforms: platforms, range: keyword.union(platforms.last?.range ?? keyword))
    }

    // MARK: - menu-declaration

    private mutating func parseMenuDeclaration(_ kind: MenuKind) -> MenuDeclaration {
        let keyword = consumeKeyword()
        let title = parseTitle(after: "'\(kind.keyword)'", what: "the \(kind.displayName)'s title")
        let layout = token.keyword == .layout ? parseLayout(for: kind) : nil
        return parseMenuBody(kind, keyword: keyword, title: title, layout: layout)
    }

    // MARK: - dock-menu-declaration

    /// `dockmenu { … }`: the app has one Dock menu, so it has no title; one
    /// written is reported with a fix-it that removes it.
    private mutating func parseDockMenuDeclaration() -> MenuDeclaration {
        let keyword = consumeKeyword()
        if token.kind == .string {
            report(
                .unexpectedTitle, .titleOnDockMenu(tokenText), at: token.range,
                fixIts: FixIt.remove(
                    SourceRange(start: keyword.end, end: token.range.end), keepingCommentsIn: bytes, message: "remove the title"
                ).map { [$0] } ?? [])
            advance()
        }
        return parseMenuBody(.dock, keyword: keyword, title: nil, layout: nil)
    }

    // MARK: - layout

    /// `layout: small` after the title; nil, reported, where it does not
    /// apply or its value is not a layout.
    private mutating func parseLayout(for kind: MenuKind) -> LayoutClause? {
        let keyword = token.range
        advance()
        guard token.kind == .colon else {
            report(.expectedValue, .expectedColonAfterLayout, at: errorRange(), fixIts: [.insert(":", at: keyword.end, message: "insert ':'")])
            return nil
        }
        advance()
        guard token.kind == .identifier, let layout = MenuLayout(rawValue: tokenText) else {
            let word = token.kind == .identifier ? tokenText : nil
            let suggestion = word.flatMap { Suggestion.closest(to: $0, in: MenuLayout.allCases.map(\.rawValue)) }
            report(.expectedValue, .expectedLayout(found: word, suggestion: suggestion), at: errorRange(), fixIts: word.map { replacing($0, with: suggestion) } ?? [])
            if token.kind == .identifier || token.kind == .string { advance() }
            return nil
        }
        let clause = LayoutClause(keywordRange: keyword, layout: layout, valueRange: token.range)
        advance()
        guard kind.takesLayout else {
            report(
                .attributePlacement, .layoutOnMenu(kind), at: clause.range,
                fixIts: removal(of: clause.range, message: "remove 'layout:'"))
            return nil
        }
        return clause
    }

    /// The rest of a menu declaration, after its title: its block.
    private mutating func parseMenuBody(
        _ kind: MenuKind, keyword: SourceRange, title: StringLiteral?, layout: LayoutClause?
    ) -> MenuDeclaration {
        menuKind = kind
        defer { menuKind = nil }
        let strayAttributes = parseAttributes(for: nil)
        if let first = strayAttributes.first {
            report(.attributePlacement, .attributeOnMenu(first.name, kind), at: first.range)
        }
        let header = layout?.range ?? title?.range ?? keyword
        let block = parseBlockIfPresent(owner: BlockOwner(noun: kind.displayName, title: title), after: header)
        // A declaration keyword on a new line after a block that was never
        // closed is where the next declaration starts (the missing '}' is
        // reported); on the line of the '}', it is one line too few.
        if !isAtDeclarationKeyword {
            expectEndOfLine(after: "the closing '}'")
        } else if let close = block?.closeBrace, previousEnd == close.end {
            report(
                .expectedNewline, .unexpected(describe(token), after: "the closing '}'"), at: token.range,
                fixIts: [breakingTheLine(between: close.end, and: token.range.start)])
        }
        let end = block?.closeBrace ?? block?.entries.last?.range ?? header
        return MenuDeclaration(kind: kind, keywordRange: keyword, title: title, layout: layout, block: block, range: keyword.union(end))
    }

    // MARK: - block

    /// What a block belongs to ("the submenu 'Font'"), put into words only
    /// when a message needs it.
    fileprivate struct BlockOwner: CustomStringConvertible {
        let noun: String
        let title: StringLiteral?

        var description: String { "the \(noun)" + (title.map { " '\(DiagnosticMessage.excerpt($0.value))'" } ?? "") }
    }

    /// Parses a block, or, when its '{' is missing, reports that and still
    /// parses the entries that follow on the next lines as its contents.
    private mutating func parseBlockIfPresent(owner: BlockOwner, after previous: SourceRange) -> Block? {
        if token.kind == .leftBrace { return parseBlock(owner: owner) }
        let insertion = previous.end
        report(
            .expectedBrace, .expectedOpenBrace(after: owner),
            at: errorRange(), fixIts: [.insert(" {", at: insertion, message: "insert '{'")])
        skipLine()
        skipNewlines()
        guard isAtEntryKeyword || token.kind == .separator else { return nil }
        return parseBlockContents(openBrace: .at(insertion), owner: owner)
    }

    private mutating func parseBlock(owner: BlockOwner) -> Block {
        let openBrace = token.range
        advance()
        return parseBlockContents(openBrace: openBrace, owner: owner)
    }

    private mutating func parseBlockContents(openBrace: SourceRange, owner: BlockOwner) -> Block {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumNesting {
            reportNestingLimit(at: openBrace)
            skipRestOfBlock()
            return Block(openBrace: openBrace, entries: [], closeBrace: nil)
        }
        var entries: [Entry] = []
        while true {
            skipNewlines()
            if let end = blockEnd(openBrace: openBrace, owner: owner) {
                return Block(openBrace: openBrace, entries: entries, closeBrace: end.closeBrace)
            }
            let start = token.range.start
            if let entry = parseEntry() { entries.append(entry) }
            if token.kind != .rightBrace, !isAtDeclarationKeyword { expectEndOfLine(after: "the entry") }
            if token.range.start == start, token.kind != .endOfFile { advance() }
        }
    }

    /// The first block nested too deeply is reported; the ones after it are not.
    private mutating func reportNestingLimit(at openBrace: SourceRange) {
        guard !reportedNestingLimit else { return }
        reportedNestingLimit = true
        report(.nestingLimit, .nestedTooDeeply(limit: Self.maximumNesting), at: openBrace)
    }

    /// How a block ends: at its '}', or unclosed at the end of the file or
    /// at a declaration.
    private enum BlockEnd {
        case closed(by: SourceRange)
        case unclosed

        var closeBrace: SourceRange? {
            if case .closed(let brace) = self { return brace }
            return nil
        }
    }

    /// How the block ends at the current token, nil when it goes on. Its '}'
    /// is consumed; a missing one is reported.
    private mutating func blockEnd(openBrace: SourceRange, owner: BlockOwner) -> BlockEnd? {
        if token.kind == .rightBrace {
            let close = token.range
            advance()
            return .closed(by: close)
        }
        if token.kind == .endOfFile {
            report(
                .unclosedBrace, .unclosedAtEndOfFile(owner),
                at: token.range,
                notes: [DiagnosticNote("'{' opened here", at: openBrace)],
                fixIts: closingBraceAtTheEnd().map { [$0] } ?? [])
            return .unclosed
        }
        guard isAtDeclarationKeyword else { return nil }
        // Enclosing blocks end here too; one report says what is missing.
        if reportedUnclosedAt != token.range.start {
            reportedUnclosedAt = token.range.start
            report(
                .unclosedBrace, .unclosedBeforeDeclaration(owner),
                at: token.range,
                notes: [DiagnosticNote("'{' opened here", at: openBrace)],
                fixIts: [closingBrace(before: token.range.start)])
        }
        return .unclosed
    }

    /// Skips the entries of a block that is nested too deeply, counting braces
    /// instead of recursing.
    private mutating func skipRestOfBlock() {
        var open = 1
        while open > 0, token.kind != .endOfFile {
            if token.kind == .leftBrace { open += 1 }
            if token.kind == .rightBrace { open -= 1 }
            advance()
        }
    }

    // MARK: - Fix-its that break lines

    /// The line break the file uses (CRLF when its first line ends with
    /// one), for fix-its that start a line.
    private var lineBreak: String {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return "\n" }
        return newline > 0 && bytes[newline - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }

    /// Starts a new line at `end`: the blanks before it are replaced by the
    /// line break; anything else there (a comment) stays before it.
    private func breakingTheLine(between start: Int, and end: Int) -> FixIt {
        .replace(SourceRange(start: isBlank(start..<end) ? start : end, end: end), with: lineBreak, message: "insert a line break")
    }

    private func isBlank(_ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// A '}' before the declaration at `offset`: on a line of its own, at
    /// the start of the declaration's line, or right before the declaration
    /// when something else (the end of a block comment) comes first on it.
    private func closingBrace(before offset: Int) -> FixIt {
        let start = lineStart(of: offset)
        return .insert("}" + lineBreak, at: isBlank(start..<offset) ? start : offset, message: "insert '}'")
    }

    /// A '}' at the end of the file, on a line of its own; none when the
    /// file ends inside a block comment never closed, where it would be
    /// part of the comment.
    private func closingBraceAtTheEnd() -> FixIt? {
        if let last = lexer.comments.last, last.style == .block, last.range.end == bytes.count,
           lexer.endsInUnterminatedComment {
            return nil
        }
        // After a last line without its line break (a comment, a string left
        // open), the brace starts a line of its own.
        let startsLine = bytes.last.map { $0 == UInt8(ascii: "\n") } ?? true
        return .insert((startsLine ? "" : lineBreak) + "}" + lineBreak, at: bytes.count, message: "insert '}'")
    }

    private func lineStart(of offset: Int) -> Int {
        var index = offset
        while index > 0, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        return index
    }

    // MARK: - entry

    /// Parses an entry, or reports a line that is none and skips it.
    private mutating func parseEntry() -> Entry? {
        switch token.kind {
        case .separator:
            return parseSeparator()
        case .identifier:
            if case .entry(let kind)? = token.keyword {
                switch kind {
                case .item: return parseItem()
                case .toggle: return parseToggle()
                case .choice: return parseChoice()
                case .option: return parseOption()
                case .submenu: return parseSubmenu()
                case .separator: return parseSeparator()
                case .activity: return parseActivity()
                case .alternate: return parseAlternate()
                case .section: return parseSection()
                case .dynamic: return parseDynamic()
                }
            }
            let word = tokenText
            let suggestion = closest(to: word, in: Self.entryKeywords)
            report(.expectedEntry, .unknownEntry(word, suggestion: suggestion), at: token.range, fixIts: replacing(word, with: suggestion))
        case .string:
            report(
                .expectedEntry, .titleWithoutEntry(tokenText),
                at: token.range, fixIts: [.insert("item ", at: token.range.start, message: "insert 'item'")])
        default:
            report(.expectedEntry, .expectedEntry(found: describe(token)), at: token.range)
        }
        skipLine()
        return nil
    }

    // MARK: - separator

    private mutating func parseSeparator() -> Entry {
        let range = token.range
        advance()
        return Entry(kind: .separator, keywordRange: range, title: nil, secondTitle: nil, attributes: [], block: nil, range: range)
    }

    // MARK: - item

    /// An `item`, or (for `parseAlternate`) an `alternate`.
    private mutating func parseItem(_ kind: EntryKind = .item) -> Entry {
        let keyword = consumeKeyword()
        let title = token.kind == .string ? parseString() : parseUnquotedTitle()
        let attributes = parseAttributes(for: kind)
        if title == nil, !attributes.contains(where: { $0.name == .role }) {
            report(.expectedTitle, kind == .alternate ? .alternateWithoutTitle : .itemWithoutTitle, at: SourceRange.at(keyword.end))
        }
        rejectBlock(on: kind)
        return makeEntry(kind, keyword: keyword, title: title, attributes: attributes, block: nil)
    }

    // MARK: - toggle

    private mutating func parseToggle() -> Entry {
        let keyword = consumeKeyword()
        let title = parseTitle(after: "'toggle'", what: "the toggle's title")
        var secondTitle: StringLiteral?
        if title != nil, token.kind == .pipe {
            advance()
            secondTitle = parseTitle(after: "'|'", what: "the toggle's second title")
        }
        let attributes = parseAttributes(for: .toggle)
        rejectBlock(on: .toggle)
        return makeEntry(.toggle, keyword: keyword, title: title, secondTitle: secondTitle, attributes: attributes, block: nil)
    }

    // MARK: - choice

    private mutating func parseChoice() -> Entry {
        let keyword = consumeKeyword()
        let title = parseTitle(after: "'choice'", what: "the choice's name")
        let attributes = parseAttributes(for: .choice)
        let block = parseBlockIfPresent(owner: BlockOwner(noun: "choice", title: title), after: title?.range ?? keyword)
        return makeEntry(.choice, keyword: keyword, title: title, attributes: attributes, block: block)
    }

    // MARK: - option

    private mutating func parseOption() -> Entry {
        let keyword = consumeKeyword()
        let title = parseTitle(after: "'option'", what: "the option's title")
        let attributes = parseAttributes(for: .option)
        rejectBlock(on: .option)
        return makeEntry(.option, keyword: keyword, title: title, attributes: attributes, block: nil)
    }

    // MARK: - submenu

    private mutating func parseSubmenu() -> Entry {
        let keyword = consumeKeyword()
        let title = parseTitle(after: "'submenu'", what: "the submenu's title")
        let attributes = parseAttributes(for: .submenu)
        let block = parseBlockIfPresent(owner: BlockOwner(noun: "submenu", title: title), after: attributes.last?.range ?? title?.range ?? keyword)
        return makeEntry(.submenu, keyword: keyword, title: title, attributes: attributes, block: block)
    }

    // MARK: - activity

    private mutating func parseActivity() -> Entry {
        let keyword = consumeKeyword()
        let title = parseTitle(after: "'activity'", what: "the activity's title")
        let attributes = parseAttributes(for: .activity)
        rejectBlock(on: .activity)
        return makeEntry(.activity, keyword: keyword, title: title, attributes: attributes, block: nil)
    }

    // MARK: - alternate

    /// `alternate "Title" key: …`: written as an item is. Whether it follows
    /// the entry it stands in for is settled in lowering, which sees the list.
    private mutating func parseAlternate() -> Entry {
        parseItem(.alternate)
    }

    // MARK: - section

    private mutating func parseSection() -> Entry {
        let keyword = consumeKeyword()
        let title = parseTitle(after: "'section'", what: "the section's header")
        let attributes = parseAttributes(for: .section)
        let block = parseBlockIfPresent(owner: BlockOwner(noun: "section", title: title), after: title?.range ?? keyword)
        return makeEntry(.section, keyword: keyword, title: title, attributes: attributes, block: block)
    }

    // MARK: - dynamic

    /// `dynamic "Description" role: …` or `… id: …`; the title is optional.
    /// Which of the two it needs is settled in lowering.
    private mutating func parseDynamic() -> Entry {
        let keyword = consumeKeyword()
        let title = token.kind == .string ? parseString() : parseUnquotedTitle()
        let attributes = parseAttributes(for: .dynamic)
        rejectBlock(on: .dynamic)
        return makeEntry(.dynamic, keyword: keyword, title: title, attributes: attributes, block: nil)
    }

    private func makeEntry(
        _ kind: EntryKind, keyword: SourceRange, title: StringLiteral?, secondTitle: StringLiteral? = nil,
        attributes: [Attribute], block: Block?
    ) -> Entry {
        var range = keyword
        if let title { range = range.union(title.range) }
        if let secondTitle { range = range.union(secondTitle.range) }
        for attribute in attributes { range = range.union(attribute.range) }
        if let block { range = range.union(block.closeBrace ?? block.entries.last?.range ?? block.openBrace) }
        return Entry(
            kind: kind, keywordRange: keyword, title: title, secondTitle: secondTitle, attributes: attributes, block: block,
            range: range)
    }

    private mutating func rejectBlock(on kind: EntryKind) {
        if token.kind == .leftBrace { reportAndSkipBlock(on: kind) }
    }

    private mutating func reportAndSkipBlock(on kind: EntryKind) {
        report(.expectedNewline, .blockOnEntry(kind), at: token.range)
        skipBalancedBlock()
    }

    // MARK: - title

    /// A required title string. An unquoted word in its place is taken as the
    /// title and reported with a fix-it that adds the quotes.
    private mutating func parseTitle(after keyword: String, what: String) -> StringLiteral? {
        if token.kind == .string { return parseString() }
        if let unquoted = parseUnquotedTitle() { return unquoted }
        report(.expectedTitle, .expectedTitle(what, after: keyword), at: errorRange())
        return nil
    }

    private mutating func parseUnquotedTitle() -> StringLiteral? {
        guard token.kind == .identifier else { return nil }
        if case .attribute? = token.keyword { return nil }
        if token.keyword == .layout { return nil }
        let word = tokenText
        let range = token.range
        report(.expectedTitle, .unquotedTitle(word), at: range, fixIts: [.replace(range, with: "\"\(word)\"", message: "add quotes")])
        advance()
        return StringLiteral(value: word, range: range)
    }

    private mutating func parseString() -> StringLiteral {
        let literal = StringLiteralDecoder.literal(bytes, token: token)
        advance()
        return literal
    }

    // MARK: - attribute

    /// The attributes on the rest of the line. `kind` is nil for a menu
    /// declaration, which has none; the caller reports them.
    private mutating func parseAttributes(for kind: EntryKind?) -> [Attribute] {
        var attributes: [Attribute] = []
        while !isAtEndOfLine, token.kind != .leftBrace, token.kind != .rightBrace {
            let start = token.range.start
            defer { if token.range.start == start, !isAtEndOfLine { advance() } }
            guard token.kind == .identifier else {
                reportNotAnAttribute()
                continue
            }
            guard case .attribute(let name)? = token.keyword else {
                if token.keyword == .layout {
                    reportLayoutOnEntry()
                    continue
                }
                if token.keyword != nil {
                    report(.expectedNewline, .keywordAmongAttributes(tokenText), at: token.range)
                    skipLine()
                    return attributes
                }
                reportUnknownAttribute(tokenText)
                continue
            }
            guard let attribute = parseAttribute(name) else { continue }
            if accepts(attribute, on: kind, after: attributes) { attributes.append(attribute) }
        }
        return attributes
    }

    /// `layout:` among an entry's attributes (or after a menu's) is reported
    /// and skipped with its value.
    private mutating func reportLayoutOnEntry() {
        let start = token.range
        advance()
        var end = start
        if token.kind == .colon {
            end = token.range
            advance()
            if token.kind == .identifier {
                end = token.range
                advance()
            }
        }
        let range = start.union(end)
        report(.attributePlacement, .layoutOnEntry, at: range, fixIts: removal(of: range, message: "remove 'layout:'"))
    }

    /// Reports a token that is no attribute where attributes go.
    private mutating func reportNotAnAttribute() {
        if token.kind == .string {
            report(.expectedNewline, .secondTitle(describe(token)), at: token.range)
        } else {
            report(.expectedNewline, .expectedAttribute(found: describe(token)), at: token.range)
        }
    }

    /// Whether `attribute` may join `attributes` on an entry of `kind`;
    /// one that does not apply to the kind, or is there already, is reported.
    private mutating func accepts(_ attribute: Attribute, on kind: EntryKind?, after attributes: [Attribute]) -> Bool {
        let name = attribute.name
        if name == .key, menuKind == .dock {
            report(
                .attributePlacement, .shortcutInDockMenu,
                at: attribute.range, fixIts: removal(of: attribute.range, message: "remove 'key:'"))
            return false
        }
        if let kind, !name.applies(to: kind) {
            report(
                .attributePlacement, .attributeNotApplicable(name, on: kind),
                at: attribute.range,
                fixIts: removal(of: attribute, message: "remove '\(name.rawValue)'"))
            return false
        }
        if let first = attributes.first(where: { $0.name == name }) {
            report(
                .duplicateAttribute, .attributeTwice(name),
                at: attribute.range, notes: [DiagnosticNote("first given here", at: first.range)],
                fixIts: removal(of: attribute, message: "remove the second '\(name.rawValue)'"))
            return false
        }
        return true
    }

    /// Removes the attribute with the space before it, so as to leave tidy
    /// text, but not the comments in it.
    private func removal(of attribute: Attribute, message: DiagnosticMessage) -> [FixIt] {
        removal(of: attribute.range, message: message)
    }

    private func removal(of attributeRange: SourceRange, message: DiagnosticMessage) -> [FixIt] {
        var start = attributeRange.start
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        let range = SourceRange(start: start, end: attributeRange.end)
        return FixIt.remove(range, keepingCommentsIn: bytes, message: message).map { [$0] } ?? []
    }

    private mutating func reportUnknownAttribute(_ word: String) {
        let suggestion = closest(to: word, in: AttributeName.allCases.map(\.rawValue))
        report(
            .unknownAttribute, .unknownAttribute(word, suggestion: suggestion),
            at: token.range, fixIts: replacing(word, with: suggestion))
        advance()
        if token.kind == .colon {
            advance()
            if !isAtEndOfLine, token.kind != .leftBrace { advance() }
        }
    }

    private mutating func parseAttribute(_ name: AttributeName) -> Attribute? {
        let nameRange = token.range
        advance()
        guard name.takesValue else {
            if token.kind == .colon {
                report(.expectedValue, .attributeTakesNoValue(name), at: token.range)
                advance()
                if !isAtEndOfLine, token.kind != .leftBrace { advance() }
            }
            return Attribute(name: name, nameRange: nameRange, value: nil, range: nameRange)
        }
        guard token.kind == .colon else {
            report(
                .expectedValue, .expectedColon(after: name),
                at: errorRange(), fixIts: [.insert(":", at: nameRange.end, message: "insert ':'")])
            return nil
        }
        advance()
        guard let value = parseAttributeValue(name) else { return nil }
        return Attribute(name: name, nameRange: nameRange, value: value, range: nameRange.union(value.range))
    }

    private mutating func parseAttributeValue(_ name: AttributeName) -> AttributeValue? {
        switch name {
        case .key: shortcutValue()
        case .id, .role: nameValue(of: name)
        case .symbol: symbolValue()
        case .destructive, .disabled, .checked, .default: nil
        }
    }

    /// `key:`'s value: a shortcut or `none`.
    private mutating func shortcutValue() -> AttributeValue? {
        if token.kind == .shortcut {
            let shortcutToken = token
            advance()
            if shortcutToken.hasError { return nil }
            if bytes[shortcutToken.range.start..<shortcutToken.range.end].lazy.map(ASCII.lowercased).elementsEqual("none".utf8) {
                return .noShortcut(shortcutToken.range)
            }
            let shortcut = ShortcutDecoder.decode(bytes, range: shortcutToken.range, reportingTo: &diagnostics)
            return shortcut.map(AttributeValue.shortcut)
        }
        if token.kind == .string {
            let inner = String(tokenText.dropFirst().dropLast())
            report(
                .expectedValue, .quotedShortcut(inner),
                at: token.range, fixIts: [.replace(token.range, with: inner, message: "remove the quotes")])
            advance()
            return nil
        }
        report(.expectedValue, .expectedShortcut, at: errorRange())
        return nil
    }

    /// The value of `id:` or `role:`: a name.
    private mutating func nameValue(of name: AttributeName) -> AttributeValue? {
        if token.kind == .identifier {
            let identifier = Identifier(name: tokenText, range: token.range)
            advance()
            return .identifier(identifier)
        }
        let example = name == .id ? "id: saveDocument" : "role: save"
        if token.kind == .string {
            let inner = String(tokenText.dropFirst().dropLast())
            report(
                .expectedValue, .quotedName(name, example: example),
                at: token.range, fixIts: [.replace(token.range, with: inner, message: "remove the quotes")])
            advance()
            return nil
        }
        report(.expectedValue, .expectedName(after: name, example: example), at: errorRange())
        return nil
    }

    /// `symbol:`'s value: an SF Symbol name in quotes.
    private mutating func symbolValue() -> AttributeValue? {
        if token.kind == .string { return .string(parseString()) }
        if token.kind == .identifier {
            let word = tokenText
            report(
                .expectedValue, .unquotedSymbol(word),
                at: token.range, fixIts: [.replace(token.range, with: "\"\(word)\"", message: "add quotes")])
            advance()
            return nil
        }
        report(.expectedValue, .expectedSymbol, at: errorRange())
        return nil
    }

    /// "a", "a and b", "a, b and c"
    public static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}

/// Decodes the text of a string token. The lexer has already reported bad
/// escapes; they decode to nothing here.
public enum StringLiteralDecoder {
    /// The literal of a string token.
    public static func literal(_ bytes: [UInt8], token: Token) -> StringLiteral {
        StringLiteral(value: decode(bytes, token: token), range: token.range)
    }

    public static func decode(_ bytes: [UInt8], token: Token) -> String {
        let content = content(bytes, token: token)
        let (start, end) = (content.start, content.end)
        if !token.hasEscapes {
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        var index = start
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            let escape = EscapeSequence(in: bytes, at: index)
            if let scalar = escape.scalar, escape.end <= end { output.append(contentsOf: String(scalar).utf8) }
            index = escape.end
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The token without its quotes (an unterminated literal has no closing one).
    private static func content(_ bytes: [UInt8], token: Token) -> SourceRange {
        let range = token.range
        let start = range.start + 1
        var end = range.end
        if end > start, bytes[end - 1] == UInt8(ascii: "\""), !(token.hasError && end - 1 == range.start) {
            end -= 1
        }
        return SourceRange(start: min(start, end), end: end)
    }
}

/// Writes text as a string literal of the language, escaping what must be.
public enum StringLiteralEncoder {
    public static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFEFF {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

extension DiagnosticMessage {
    fileprivate static func unexpectedColon(after keyword: String) -> DiagnosticMessage {
        "unexpected ':' after '\(keyword)'; remove it"
    }

    /// `found` describes the token as `Parser.describe` does; `what` names
    /// what the line should have ended with: "the entry".
    fileprivate static func unexpected(_ found: String, after what: String) -> DiagnosticMessage {
        "unexpected \(found) after \(what); start a new line"
    }

    // Declarations

    fileprivate static func entryOutsideMenu(_ keyword: String) -> DiagnosticMessage {
        if keyword == EntryKind.activity.keyword { return "'activity' must be inside 'activities'; put it between its braces" }
        return "'\(keyword)' must be inside a menu; put it between the braces of a 'menu', 'contextmenu', 'pulldown', 'popup', 'dockmenu' or 'editmenu'"
    }

    fileprivate static func unknownDeclaration(_ word: String, suggestion: String?) -> DiagnosticMessage {
        if let suggestion { return "unknown declaration '\(word)'; did you mean '\(suggestion)'?" }
        return "unknown declaration '\(word)'; expected 'app', 'platforms', 'menu', 'contextmenu', 'pulldown', 'popup', 'dockmenu', 'editmenu' or 'activities'"
    }

    fileprivate static let unopenedBrace: DiagnosticMessage = "unexpected '}' with no open '{'; remove it"

    /// `title` is the string as written, quotes included.
    fileprivate static func titleWithoutDeclaration(_ title: String) -> DiagnosticMessage {
        // The suggestion is one excerpt, so a long title is cut there too.
        "expected a declaration before '\(title)'; did you mean '\("menu " + title + " { … }")'?"
    }

    fileprivate static func expectedDeclaration(found: String) -> DiagnosticMessage {
        "expected a declaration ('app', 'platforms', 'menu', 'contextmenu', 'pulldown', 'popup', 'dockmenu', 'editmenu' or 'activities'), found \(found)"
    }

    fileprivate static let expectedPlatform: DiagnosticMessage =
        "expected a platform after 'platforms' (macOS, iPadOS, iOS or visionOS)"

    fileprivate static let expectedPlatformAfterComma: DiagnosticMessage =
        "expected a platform after ','; remove the trailing comma or name a platform"

    fileprivate static func attributeOnMenu(_ name: AttributeName, _ kind: MenuKind) -> DiagnosticMessage {
        "'\(name.rawValue)' cannot be used on a \(kind.displayName); attributes belong to its entries"
    }

    // Blocks

    fileprivate static func expectedOpenBrace(after owner: Parser.BlockOwner) -> DiagnosticMessage {
        "expected '{' after \(owner); open its entries with '{'"
    }

    fileprivate static func nestedTooDeeply(limit: Int) -> DiagnosticMessage {
        "menus are nested more than \(limit) levels deep; flatten them (one level of submenus is the guideline)"
    }

    fileprivate static func unclosedAtEndOfFile(_ owner: Parser.BlockOwner) -> DiagnosticMessage {
        "expected '}' to close \(owner) before the end of the file"
    }

    fileprivate static func unclosedBeforeDeclaration(_ owner: Parser.BlockOwner) -> DiagnosticMessage {
        "expected '}' to close \(owner) before this declaration"
    }

    // Entries

    fileprivate static func unknownEntry(_ word: String, suggestion: String?) -> DiagnosticMessage {
        if let suggestion { return "unknown entry '\(word)'; did you mean '\(suggestion)'?" }
        return "unknown entry '\(word)'; expected 'item', 'toggle', 'choice', 'option', 'submenu', 'alternate', 'section', 'dynamic' or '---'"
    }

    /// `title` is the string as written, quotes included.
    fileprivate static func titleWithoutEntry(_ title: String) -> DiagnosticMessage {
        // The suggestion is one excerpt, so a long title is cut there too.
        "expected an entry keyword before '\(title)'; did you mean '\("item " + title)'?"
    }

    fileprivate static func expectedEntry(found: String) -> DiagnosticMessage {
        "expected an entry ('item', 'toggle', 'choice', 'option', 'submenu', 'alternate', 'section', 'dynamic' or '---'), found \(found)"
    }

    fileprivate static let itemWithoutTitle: DiagnosticMessage =
        "'item' needs a title; write 'item \"Title\"', or give it a 'role:' that supplies one"

    fileprivate static let alternateWithoutTitle: DiagnosticMessage =
        "'alternate' needs a title; write 'alternate \"Title\" key: …', or give it a 'role:' that supplies one"

    fileprivate static func blockOnEntry(_ kind: EntryKind) -> DiagnosticMessage {
        "'\(kind.keyword)' cannot hold entries; only 'submenu', 'choice' and 'section' have braces"
    }

    // Titles

    /// `what` names the title ("the toggle's title"), `keyword` what comes
    /// before it, quoted ("'toggle'").
    fileprivate static func expectedTitle(_ what: String, after keyword: String) -> DiagnosticMessage {
        "expected \(what) in double quotes after \(keyword)"
    }

    fileprivate static func unquotedTitle(_ word: String) -> DiagnosticMessage {
        // The word with its quotes is one excerpt, so a long word is cut too.
        "titles are written in double quotes; write '\("\"" + word + "\"")'"
    }

    // Attributes

    fileprivate static func keywordAmongAttributes(_ keyword: String) -> DiagnosticMessage {
        "'\(keyword)' must start a new line; each entry goes on its own line"
    }

    fileprivate static func secondTitle(_ found: String) -> DiagnosticMessage {
        "unexpected second title \(found); an entry has one title (a toggle may have two, joined by '|')"
    }

    fileprivate static func expectedAttribute(found: String) -> DiagnosticMessage {
        "unexpected \(found); expected an attribute such as 'key:' or the end of the line"
    }

    fileprivate static func attributeNotApplicable(_ name: AttributeName, on kind: EntryKind) -> DiagnosticMessage {
        let kinds = EntryKind.allCases.filter { name.applies(to: $0) }.map { "'\($0.keyword)'" }
        return "'\(name.rawValue)' cannot be used on '\(kind.keyword)'; it applies to \(Parser.list(kinds))"
    }

    fileprivate static func attributeTwice(_ name: AttributeName) -> DiagnosticMessage {
        "'\(name.rawValue)' appears twice on this entry; remove one"
    }

    fileprivate static func unknownAttribute(_ word: String, suggestion: String?) -> DiagnosticMessage {
        if let suggestion { return "unknown attribute '\(word)'; did you mean '\(suggestion)'?" }
        return "unknown attribute '\(word)'; the attributes are key:, id:, role:, symbol:, destructive, disabled, checked and default"
    }

    fileprivate static func attributeTakesNoValue(_ name: AttributeName) -> DiagnosticMessage {
        "'\(name.rawValue)' takes no value; write it alone"
    }

    fileprivate static func expectedColon(after name: AttributeName) -> DiagnosticMessage {
        "expected ':' after '\(name.rawValue)'"
    }

    /// `shortcut` is the string's text without its quotes.
    fileprivate static func quotedShortcut(_ shortcut: String) -> DiagnosticMessage {
        "a shortcut is written without quotes; write 'key: \(shortcut)'"
    }

    fileprivate static let expectedShortcut: DiagnosticMessage = "expected a shortcut after 'key:', as in 'key: cmd+S'"

    fileprivate static func quotedName(_ name: AttributeName, example: String) -> DiagnosticMessage {
        "'\(name.rawValue):' takes a name without quotes, as in '\(example)'"
    }

    fileprivate static func expectedName(after name: AttributeName, example: String) -> DiagnosticMessage {
        "expected a name after '\(name.rawValue):', as in '\(example)'"
    }

    fileprivate static func unquotedSymbol(_ word: String) -> DiagnosticMessage {
        "an SF Symbol name is a string; write 'symbol: \"\(word)\"'"
    }

    fileprivate static let expectedSymbol: DiagnosticMessage = "expected an SF Symbol name in double quotes after 'symbol:'"

    // The other menus

    /// `title` is the string as written, quotes included.
    fileprivate static func titleOnDockMenu(_ title: String) -> DiagnosticMessage {
        "a Dock menu has no title; remove \(title)"
    }

    fileprivate static let shortcutInDockMenu: DiagnosticMessage =
        "the Dock menu shows no shortcuts; remove 'key:' (the menu-bar entry of the same command shows it)"

    fileprivate static let expectedColonAfterLayout: DiagnosticMessage = "expected ':' after 'layout'"

    fileprivate static func expectedLayout(found word: String?, suggestion: String?) -> DiagnosticMessage {
        if let word, let suggestion { return "unknown layout '\(word)'; did you mean '\(suggestion)'?" }
        if let word { return "unknown layout '\(word)'; the layouts are small, medium and large" }
        return "expected a layout after 'layout:': small, medium or large"
    }

    fileprivate static func layoutOnMenu(_ kind: MenuKind) -> DiagnosticMessage {
        "'layout:' cannot be used on a \(kind.displayName); it applies to 'contextmenu' and 'pulldown'"
    }

    fileprivate static let layoutOnEntry: DiagnosticMessage =
        "'layout:' applies to a 'contextmenu' or 'pulldown', written after its title; remove it here"
}
