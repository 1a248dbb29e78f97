import MenuJSON
import MenuRules

extension LanguageServer {
    /// The result of a request `result(of:params:)` leaves to the features
    /// kept in files of their own.
    func featureResult(of method: String, params: Params) throws(ResponseError) -> JSONValue {
        switch method {
        case "textDocument/definition":
            let (document, offset) = try documentAndOffset(params)
            return document.map { Navigation.definition(in: $0, at: offset) } ?? .null
        case "textDocument/references":
            let (document, offset) = try documentAndOffset(params)
            let includeDeclaration = params["context"]["includeDeclaration"].value?.boolValue ?? true
            return document.map { Navigation.references(in: $0, at: offset, includeDeclaration: includeDeclaration) } ?? .array([])
        case "textDocument/documentHighlight":
            let (document, offset) = try documentAndOffset(params)
            return document.map { Navigation.highlights(in: $0, at: offset) } ?? .array([])
        case "textDocument/prepareRename":
            let (document, offset) = try documentAndOffset(params)
            guard let document else { return .null }
            return try Navigation.prepareRename(in: document, at: offset)
        case "textDocument/rename":
            let (document, offset) = try documentAndOffset(params)
            let newName = try params["newName"].string()
            guard let document else { return .null }
            return try Navigation.rename(in: document, at: offset, to: newName)
        case "textDocument/rangeFormatting":
            let uri = try params.documentURI()
            let range = try params["range"].range()
            guard let document = documents[uri] else { return .array([]) }
            return try RangeFormatting.edits(for: document, range: range)
        default:
            throw .unknownMethod(method)
        }
    }
}

extension LanguageServer {
    /// The options a document is checked with: its `.menuc` file's, or the
    /// server's when that cannot be read (`open` logs why).
    func configuration(for document: Document) -> Configuration {
        if case .success(let found) = configurationForFile(Self.path(of: document.uri)) { return found }
        return configuration
    }
}
