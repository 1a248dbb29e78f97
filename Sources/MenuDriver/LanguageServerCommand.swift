/// `menuc lsp`: the language server. The server itself runs in the
/// executable, which owns standard input and output; the driver knows its
/// interface so that help and usage mistakes work like every other subcommand.
public enum LanguageServerCommand {
    static let spec = CommandSpec(
        name: "lsp",
        abstract: "Run the language server over standard input and output.",
        discussion: """
            Speaks the Language Server Protocol (JSON-RPC with Content-Length \
            framing): diagnostics, hover, document symbols, formatting, code actions \
            and completion for .menu files. Editors start it; it is not meant to be \
            run by hand.
            """,
        arguments: nil,
        options: [])

    /// Whether `arguments` ask the executable to run the server (rather than
    /// to show help or report a usage mistake through the driver).
    public static func startsServer(_ arguments: [String]) -> Bool {
        arguments == ["lsp"]
    }
}
