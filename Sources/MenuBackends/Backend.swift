import MenuSemantics

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
        emitText(model, as: format, options: options).string
    }

    /// The artefact in the form its backend builds it, for writing out
    /// without a second copy.
    public static func emitText(_ model: MenuModel, as format: EmitFormat, options: BackendOptions) -> EmittedText {
        switch format {
        case .json: .utf8(JSONBackend.emitUTF8(model, options: options))
        case .markdown: .string(MarkdownBackend.emit(model, options: options))
        case .swift: .string(SwiftBackend.emit(model, options: options))
        }
    }
}

/// A backend's output as it was built: the JSON writer's UTF-8 bytes or
/// another backend's string. A large JSON artefact is written from its bytes;
/// making a string of it first would hold two copies at once.
public enum EmittedText: Sendable {
    case utf8([UInt8])
    case string(String)

    public var string: String {
        switch self {
        case .utf8(let bytes): String(decoding: bytes, as: UTF8.self)
        case .string(let string): string
        }
    }

    /// Calls `body` with the UTF-8 of the text, without copying it.
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        switch self {
        case .utf8(let bytes):
            return try bytes.withUnsafeBufferPointer(body)
        case .string(var string):
            return try string.withUTF8(body)
        }
    }
}
