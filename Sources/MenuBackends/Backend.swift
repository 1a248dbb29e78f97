import MenuModel

/// The artefacts `menuc build` can emit.
public enum EmitFormat: String, CaseIterable, Sendable {
    case json
    case markdown
    case swift

    public var fileExtension: String {
        switch self {
        case .json: "json"
        case .markdown: "md"
        case .swift: "swift"
        }
    }
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

/// The code generators. Each reads only the resolved `MenuModel` and returns
/// the artefact's text: deterministic, LF line endings, no timestamps.
public enum Backends {
    public static func emit(_ model: MenuModel, as format: EmitFormat, options: BackendOptions) -> String {
        switch format {
        case .json: JSONBackend.emit(model, options: options)
        case .markdown: MarkdownBackend.emit(model, options: options)
        case .swift: SwiftBackend.emit(model, options: options)
        }
    }

    /// The artefact's UTF-8, handed to `sink` in pieces, in order, as they
    /// are made, so that a large artefact is never held whole.
    public static func emit(
        _ model: MenuModel, as format: EmitFormat, options: BackendOptions, into sink: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        switch format {
        case .json: JSONBackend.emit(model, options: options, into: sink)
        case .markdown: MarkdownBackend.emit(model, options: options, into: sink)
        case .swift: SwiftBackend.emit(model, options: options, into: sink)
        }
    }
}
