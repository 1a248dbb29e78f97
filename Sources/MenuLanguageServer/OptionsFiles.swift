import MenuJSON

/// Open documents are checked again when a `.menuc` options file that may
/// apply to them changes: the client reports it with
/// `workspace/didChangeWatchedFiles` (asked for with `client/registerCapability`
/// when the client lets servers register watchers), or saves it as a document.
extension LanguageServer {
    static let optionsFileName = ".menuc"

    /// After `initialized`: asks a client that lets servers register file
    /// watchers to report changes to options files.
    func registerOptionsFileWatcher() -> [[UInt8]] {
        guard clientRegistersWatchedFiles else { return [] }
        return [Message.encode([
            "jsonrpc": "2.0", "id": "menuc-register-options-files", "method": "client/registerCapability",
            "params": ["registrations": [[
                "id": "menuc-options-files", "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": [["globPattern": "**/.menuc"]]],
            ]]],
        ])]
    }

    /// Checks again the open documents under the folder of each options
    /// file that changed (was created, changed or deleted).
    func didChangeWatchedFiles(_ params: Params) throws(ResponseError) -> [[UInt8]] {
        var folders: [String] = []
        for (index, change) in try params["changes"].array().enumerated() {
            let path = Self.path(of: try Params(change, path: "params.changes[\(index)]")["uri"].string())
            if let folder = Self.folder(ofOptionsFile: path) { folders.append(folder) }
        }
        return recheckDocuments(under: folders)
    }

    /// The folder whose files an options file at `path` applies to; nil
    /// when `path` names no options file.
    static func folder(ofOptionsFile path: String) -> String? {
        guard path == optionsFileName || path.hasSuffix("/" + optionsFileName) else { return nil }
        return String(path.dropLast(optionsFileName.count))
    }

    /// Checks the open documents whose paths start with one of `folders`
    /// (each ends with '/', or is empty for a bare `.menuc`) again, with
    /// the options they have now.
    func recheckDocuments(under folders: [String]) -> [[UInt8]] {
        guard !folders.isEmpty else { return [] }
        var messages: [[UInt8]] = []
        for uri in openDocuments {
            guard let document = documents[uri] else { continue }
            let path = Self.path(of: uri)
            guard folders.contains(where: { path.hasPrefix($0) }) else { continue }
            messages += open(uri: uri, version: document.version, bytes: document.source.bytes)
        }
        return messages
    }
}
