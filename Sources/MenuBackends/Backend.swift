import MenuModel

/// A code generator: reads only the resolved `MenuModel` and returns the
/// artefact's text, deterministic, with LF line endings and no timestamps.
///
/// A new backend is a type conforming to this protocol, in a file of its
/// own, and a line in `Backends.all`.
public protocol Backend: Sendable {
    /// The value of `menuc build --emit` that selects it, as in "json".
    static var name: String { get }
    /// The extension of the files it writes, without the dot, as in "md".
    static var fileExtension: String { get }
    static func emit(_ model: MenuModel, options: BackendOptions) -> String
}

/// What a backend needs besides the model.
public struct BackendOptions: Sendable {
    /// The input's file name without folders ("TextEdit.menu"), for headers and
    /// defaults; never an absolute path, so artefacts do not depend on where
    /// they were built.
    public var sourceName: String
    /// Swift: the name of the namespace type holding the generated code;
    /// derived from `sourceName` when nil.
    public var swiftNamespace: String?

    public init(sourceName: String, swiftNamespace: String? = nil) {
        self.sourceName = sourceName
        self.swiftNamespace = swiftNamespace
    }
}

/// The backends `menuc build` offers, in the order its help lists them.
public enum Backends {
    public static let all: [any Backend.Type] = [JSONBackend.self, MarkdownBackend.self, SwiftBackend.self]

    /// Their names, as `--emit` takes them.
    public static var names: [String] { all.map { $0.name } }

    /// The backend `--emit name` selects, if any.
    public static func named(_ name: String) -> (any Backend.Type)? {
        all.first { $0.name == name }
    }
}
