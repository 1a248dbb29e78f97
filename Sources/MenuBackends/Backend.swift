import MenuDiagnostics
import MenuModel

/// A code generator: reads only the resolved `MenuModel` and writes the
/// artefact's text, deterministic, with LF line endings and no timestamps.
///
/// A new backend is a type conforming to this protocol, in a file of its
/// own, and a line in `Backends.all`.
public protocol Backend: Sendable {
    /// The value of `menuc build --emit` that selects it, as in "json".
    static var name: String { get }
    /// The extension of the files it writes, without the dot, as in "md".
    static var fileExtension: String { get }
    /// Writes the artefact to `output` in pieces of about
    /// `ArtefactPieces.size` bytes, so a large one is never whole in memory.
    static func emit(_ model: MenuModel, options: BackendOptions, to output: any ArtefactOutput)
    /// What the artefact cannot carry of the model (a shortcut the target
    /// has no key for), as warnings at the `.menu` entries concerned. The
    /// driver reports them with the check's diagnostics, before writing.
    static func warnings(_ model: MenuModel, options: BackendOptions) -> [Diagnostic]
}

extension Backend {
    /// The whole artefact as one string.
    public static func emit(_ model: MenuModel, options: BackendOptions) -> String {
        let text = ArtefactText()
        emit(model, options: options, to: text)
        return text.text
    }

    /// Most backends carry the whole model.
    public static func warnings(_ model: MenuModel, options: BackendOptions) -> [Diagnostic] { [] }
}

/// Where a backend's artefact goes as it is written: a file being written,
/// or `ArtefactText` in memory.
public protocol ArtefactOutput: AnyObject {
    func write(_ piece: String)
}

/// An artefact collected into one string.
public final class ArtefactText: ArtefactOutput {
    public private(set) var text = ""

    public init() {}

    public func write(_ piece: String) {
        text += piece
    }
}

/// How backends' writers cut an artefact into pieces.
public enum ArtefactPieces {
    /// Writers pass their text on once they hold this many bytes: large
    /// enough that writing a piece costs little, small enough not to matter.
    public static let size = 1 << 16
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
    /// Swift: the framework the generated code builds the menus with.
    public var swiftTarget: SwiftTarget
    /// SVG and HTML: the keyboard the map draws.
    public var keyboard: KeyboardLayout
    /// The language the `.menu` file's titles are written in, as a string
    /// catalog names it ("en", "zh-Hans"); nil for the `catalog`'s, else "en".
    public var sourceLanguage: String?
    /// Swift: the bundle holding the string catalog the titles are looked up in.
    public var localizationBundle: LocalizationBundle
    /// String catalog: the catalog given with `--catalog`, whose translations
    /// the catalog written keeps.
    public var catalog: StringCatalog?

    public init(
        sourceName: String, swiftNamespace: String? = nil, swiftTarget: SwiftTarget = .swiftui, keyboard: KeyboardLayout = .ansi,
        sourceLanguage: String? = nil, localizationBundle: LocalizationBundle = .main
    ) {
        self.sourceName = sourceName
        self.swiftNamespace = swiftNamespace
        self.swiftTarget = swiftTarget
        self.keyboard = keyboard
        self.sourceLanguage = sourceLanguage
        self.localizationBundle = localizationBundle
    }
}

/// The backends `menuc build` offers, in the order its help lists them.
public enum Backends {
    public static let all: [any Backend.Type] = [
        JSONBackend.self,
        MarkdownBackend.self,
        SwiftBackend.self,
        SVGBackend.self,
        HTMLBackend.self,
        StringCatalogBackend.self,
    ]

    /// Their names, as `--emit` takes them.
    public static var names: [String] { all.map { $0.name } }

    /// The backend `--emit name` selects, if any.
    public static func named(_ name: String) -> (any Backend.Type)? {
        all.first { $0.name == name }
    }
}
