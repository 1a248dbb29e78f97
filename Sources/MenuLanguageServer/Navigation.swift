import MenuDiagnostics
import MenuJSON
import MenuModel
import MenuSyntax

/// A command and its places: the items, toggles and options (alternates
/// included) that share its identifier, in source order. Read from the
/// model, where identifiers are final (derived ones disambiguated), and from
/// the syntax tree, which knows where each `id:` is written.
struct CommandPlaces {
    struct Place {
        /// Where the place's identifier comes from: its `id:` value, its
        /// role, or its title (the keyword when it has none).
        var name: SourceRange
        /// The identifier is written with `id:`.
        var isWritten: Bool
        /// Where an `id:` attribute goes on a place without one: after the
        /// shortcut, or else after the titles, keeping the formatter's order.
        var idInsertion: Int
    }

    var id: String
    var places: [Place]

    /// The command with a place whose keyword, title, `id:` or `role:` holds
    /// `offset`; nil elsewhere and for a command without an identifier.
    init?(at offset: Int, in document: Document) {
        // The entry whose `id:` attribute holds the offset, by where it starts.
        let tree = document.syntaxTree
        let entryWithIDAtOffset = Hover.attribute(at: offset, in: tree)
            .flatMap { attribute, entry, _ in attribute.name == .id ? entry.range.start : nil }
        var found: String?
        CommandView.forEach(in: document.result.model.menus, includingAlternates: true) { command in
            guard found == nil, command.source.range.start <= offset, offset <= command.source.range.end,
                  !command.id.isEmpty
            else { return }
            var names = [command.keywordRange]
            names += [command.source.firstTitleRange, command.source.roleRange].compactMap { $0 }
            if case .toggle(let toggle) = command.entry, let second = toggle.secondTitleRange { names.append(second) }
            if command.source.range.start == entryWithIDAtOffset || names.contains(where: { $0.start <= offset && offset <= $0.end }) {
                found = command.id
            }
        }
        guard let found else { return nil }
        self.init(id: found, in: document.result.model, written: Self.writtenIDs(named: found, in: tree))
    }

    /// Every place of the command named `id`.
    private init(id: String, in model: MenuModel, written: [Int: SourceRange]) {
        self.id = id
        var places: [Place] = []
        CommandView.forEach(in: model.menus, includingAlternates: true) { command in
            guard command.id == id else { return }
            let source = command.source
            // The model's explicit identifiers are the syntax tree's `id:`s; should
            // one be missing there, the place is not taken for a written one.
            let writtenRange = command.idIsExplicit ? written[source.range.start] : nil
            let name: SourceRange
            if let writtenRange {
                name = writtenRange
            } else if let role = command.role, role.name == id, let range = source.roleRange {
                name = range
            } else {
                name = source.firstTitleRange ?? command.keywordRange
            }
            var titleEnd = source.firstTitleRange?.end ?? command.keywordRange.end
            if case .toggle(let toggle) = command.entry, let second = toggle.secondTitleRange { titleEnd = second.end }
            places.append(Place(
                name: name, isWritten: writtenRange != nil, idInsertion: source.keyAttributeRange?.end ?? titleEnd))
        }
        self.places = places
    }

    /// Where `id: id` is written: the value's range, by the offset where its
    /// entry starts (which is where the model's entry starts too).
    static func writtenIDs(named id: String, in tree: SourceFileSyntax) -> [Int: SourceRange] {
        var written: [Int: SourceRange] = [:]
        SyntaxWalk.forEachEntry(in: tree) { entry, _ in
            guard let identifier = entry.explicitID, identifier.name == id else { return }
            written[entry.range.start] = identifier.range
        }
        return written
    }
}

/// `textDocument/definition`, `references`, `documentHighlight`,
/// `prepareRename` and `rename`, for the identifiers of commands: a command
/// shared by several entries (the same `id:` in two menus, a context-menu
/// entry and its menu-bar entry) is one symbol with several places.
enum Navigation {
    /// References and highlights list at most this many places, as the
    /// outline stops at its limit; a rename of a command with more places is
    /// refused rather than done in part.
    static let maximumPlaces = 10_000

    /// The command's first place.
    static func definition(in document: Document, at offset: Int) -> JSONValue {
        guard let command = CommandPlaces(at: offset, in: document), let first = command.places.first else { return .null }
        return location(first.name, in: document)
    }

    static func references(in document: Document, at offset: Int, includeDeclaration: Bool) -> JSONValue {
        guard let command = CommandPlaces(at: offset, in: document) else { return .array([]) }
        let places = command.places.dropFirst(includeDeclaration ? 0 : 1).prefix(maximumPlaces)
        return .array(places.map { location($0.name, in: document) })
    }

    /// The places of the command in the document; an `id:` is a write (it
    /// names the command), a title or role a read.
    static func highlights(in document: Document, at offset: Int) -> JSONValue {
        guard let command = CommandPlaces(at: offset, in: document) else { return .array([]) }
        return .array(command.places.prefix(maximumPlaces).map { place in
            ["range": document.positions.range(of: place.name).json, "kind": .int(place.isWritten ? 3 : 2)]
        })
    }

    /// The range a rename at `offset` replaces and the current identifier;
    /// null where there is no command, an error where it cannot be renamed.
    static func prepareRename(in document: Document, at offset: Int) throws(ResponseError) -> JSONValue {
        guard let command = CommandPlaces(at: offset, in: document) else { return .null }
        try requireWrittenID(command)
        let place = command.places.first { $0.name.start <= offset && offset <= $0.name.end } ?? command.places[0]
        return ["range": document.positions.range(of: place.name).json, "placeholder": .string(command.id)]
    }

    /// One edit renaming every place of the command: each written `id:`
    /// takes the new name, and a place whose identifier comes from its title
    /// or role gets `id:` with it, so that the places stay one command.
    static func rename(in document: Document, at offset: Int, to newName: String) throws(ResponseError) -> JSONValue {
        guard let command = CommandPlaces(at: offset, in: document) else { return .null }
        try requireWrittenID(command)
        guard isIdentifier(newName) else { throw .failed(.notAnIdentifier(newName)) }
        if newName != command.id, let other = commandNamed(newName, in: document.result.model) {
            throw .failed(.nameTaken(newName, kind: other.kind.rawValue, title: other.title))
        }
        guard command.places.count <= maximumPlaces else {
            throw .failed(.tooManyPlaces(command.id, count: command.places.count, limit: maximumPlaces))
        }
        let edits: [JSONValue] = command.places.map { place in
            let range = place.isWritten ? place.name : SourceRange(start: place.idInsertion, end: place.idInsertion)
            let text = place.isWritten ? newName : " id: " + newName
            return ["range": document.positions.range(of: range).json, "newText": .string(text)]
        }
        return ["changes": .object(JSONObject(members: [JSONObject.Member(key: document.uri, value: .array(edits))]))]
    }

    /// A command named only by titles or roles has no name of its own to
    /// change: renaming it means choosing one, with `id:`.
    private static func requireWrittenID(_ command: CommandPlaces) throws(ResponseError) {
        guard !command.places.contains(where: \.isWritten) else { return }
        throw .failed(.derivedIdentifier(command.id))
    }

    /// Whether `name` is what `id:` takes: one identifier, as the lexer
    /// reads it (a letter or '_', then letters, digits and '_').
    static func isIdentifier(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard !bytes.isEmpty, bytes.first != 0xEF else { return false }  // nor a byte-order mark, which the lexer skips
        let (tokens, comments, diagnostics) = Lexer.tokenize(bytes)
        return tokens.count == 2 && tokens[0].kind == .identifier && tokens[0].range == SourceRange(start: 0, end: bytes.count)
            && comments.isEmpty && diagnostics.isEmpty
    }

    private static func commandNamed(_ id: String, in model: MenuModel) -> CommandView? {
        var found: CommandView?
        CommandView.forEach(in: model.menus, includingAlternates: true) { command in
            if found == nil, command.id == id { found = command }
        }
        return found
    }

    private static func location(_ range: SourceRange, in document: Document) -> JSONValue {
        ["uri": .string(document.uri), "range": document.positions.range(of: range).json]
    }
}

extension DiagnosticMessage {
    fileprivate static func derivedIdentifier(_ id: String) -> DiagnosticMessage {
        "'\(id)' is not written with 'id:' anywhere, it comes from the titles or roles of its entries; write 'id:' on them to name the command, then rename it"
    }

    fileprivate static func notAnIdentifier(_ name: String) -> DiagnosticMessage {
        "'\(name)' is not an identifier; write a letter or '_' followed by letters, digits and '_'"
    }

    fileprivate static func nameTaken(_ name: String, kind: String, title: String) -> DiagnosticMessage {
        "'\(name)' already names the \(kind) '\(title)'; choose another name, or write the same 'id:' by hand to make them one command"
    }

    fileprivate static func tooManyPlaces(_ id: String, count: Int, limit: Int) -> DiagnosticMessage {
        "'\(id)' has \(count) places, more than the \(limit) a rename changes at once; rename it with a text editor's replace"
    }
}
