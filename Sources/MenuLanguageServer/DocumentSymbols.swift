import MenuDiagnostics
import MenuJSON
import MenuModel
import MenuRules
import MenuSyntax

/// `textDocument/documentSymbol`: menus and their entries as a tree of
/// `DocumentSymbol`s, read from the syntax tree so that a file with syntax
/// errors still has an outline.
enum DocumentSymbols {
    /// The outline stops after this many symbols, in source order (a menu
    /// before its entries), as diagnostics stop at the error limit: an
    /// outline longer than anyone reads would cost the client and the
    /// server time and memory in proportion to the file.
    static let maximumCount = 10_000

    /// LSP `SymbolKind` values.
    enum Kind {
        static let module = 2
        static let namespace = 3
        static let `enum` = 10
        static let function = 12
        static let boolean = 17
        static let array = 18
        static let enumMember = 22
    }

    static func symbols(in document: Document, maximumCount: Int = maximumCount) -> JSONValue {
        guard maximumCount > 0 else { return .array([]) }
        let model = document.result.model
        var symbols: [JSONValue] = []
        var remaining = maximumCount
        // Parsed a declaration at a time: the outline of a large file reads
        // only as far as its last symbol.
        Parser.forEachDeclaration(in: document.source) { declaration in
            guard case .menu(let menu) = declaration else { return true }
            remaining -= 1
            let name = menu.title?.value ?? ""
            symbols.append(symbol(
                name: isBlank(name) ? menu.kind.keyword : name,
                detail: menu.kind.displayName + (menu.layout.map { "  layout: " + $0.layout.rawValue } ?? ""),
                kind: menu.kind == .popUp ? Kind.enum : Kind.namespace,
                range: menu.range,
                selection: menu.title?.range ?? menu.keywordRange,
                children: entrySymbols(menu.entries, of: menu.kind, model: model, in: document, remaining: &remaining),
                in: document))
            return remaining > 0
        }
        return .array(symbols)
    }

    /// The symbols of entries, while fewer than `remaining` have been made.
    private static func entrySymbols(
        _ entries: [Entry], of menuKind: MenuKind, model: MenuModel, in document: Document, remaining: inout Int
    ) -> [JSONValue] {
        var symbols: [JSONValue] = []
        for entry in entries where entry.kind != .separator {
            guard remaining > 0 else { break }
            remaining -= 1
            symbols.append(entrySymbol(entry, of: menuKind, model: model, in: document, remaining: &remaining))
        }
        return symbols
    }

    private static func entrySymbol(
        _ entry: Entry, of menuKind: MenuKind, model: MenuModel, in document: Document, remaining: inout Int
    ) -> JSONValue {
        let kind: Int
        switch entry.kind {
        case .separator, .item, .alternate: kind = Kind.function
        case .toggle: kind = Kind.boolean
        case .choice: kind = Kind.enum
        case .option: kind = Kind.enumMember
        case .submenu: kind = Kind.module
        case .activity: kind = Kind.function
        case .section: kind = Kind.namespace
        case .dynamic: kind = Kind.array
        }
        var name = entry.titles.map(\.value).filter { !isBlank($0) }.joined(separator: " | ")
        let role = entry.kind == .dynamic ? nil : entry.role.flatMap { Role.named($0.name) }
        if name.isEmpty, let role {
            name = role.title(appName: model.appName)
        }
        if name.isEmpty, entry.kind == .dynamic {
            name = entry.role.flatMap { SystemList.named($0.name) }?.title ?? entry.explicitID?.name ?? ""
        }
        if isBlank(name) { name = entry.kind.keyword }

        var details: [String] = []
        if entry.kind != .item { details.append(entry.kind.keyword) }
        if let shortcut = entry.shortcut {
            details.append(Shortcut(shortcut).display)
        } else if entry.kind == .item || entry.kind == .alternate, entry.attribute(.key) == nil,
                  let given = role?.shortcut(givenIn: menuKind, on: model.platformSet) {
            details.append(given.display)
        }
        if let role = entry.role { details.append("role: " + role.name) }
        if entry.kind == .dynamic, let id = entry.explicitID { details.append("id: " + id.name) }

        return symbol(
            name: name,
            detail: details.joined(separator: "  "),
            kind: kind,
            range: entry.range,
            selection: entry.title?.range ?? entry.keywordRange,
            children: entrySymbols(entry.children, of: menuKind, model: model, in: document, remaining: &remaining),
            in: document)
    }

    /// A symbol's name must have something besides white space, or clients
    /// may drop the symbol or the whole answer.
    private static func isBlank(_ name: String) -> Bool {
        name.allSatisfy(\.isWhitespace)
    }

    private static func symbol(
        name: String, detail: String, kind: Int, range: SourceRange, selection: SourceRange,
        children: [JSONValue], in document: Document
    ) -> JSONValue {
        // The selection range must lie inside the range.
        let selection = selection.start >= range.start && selection.end <= range.end ? selection : range
        let positions = document.positions
        // A name is cut as messages cut a quote: an outline of a file with a
        // megabyte title must not name it whole.
        return .members([
            ("name", .string(DiagnosticMessage.excerpt(name))),
            ("detail", detail.isEmpty ? nil : .string(detail)),
            ("kind", .int(kind)),
            ("range", positions.range(of: range).json),
            ("selectionRange", positions.range(of: selection).json),
            ("children", .array(children)),
        ])
    }
}
