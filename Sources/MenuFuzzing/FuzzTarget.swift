/// The parts of menuc the fuzzer exercises, each with the invariants its
/// inputs are held to; `menuc-fuzz --target=NAME` picks one.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// A `.menu` file through the whole pipeline (`PipelineInvariants`).
    case pipeline
    /// A session with the language server (`LanguageServerInvariants`).
    case lsp
    /// A JSON text (`JSONInvariants`).
    case json
    /// A `.menuc` options file (`OptionsFileInvariants`).
    case options

    /// What failed for `bytes`; empty when every invariant holds.
    public func violations(in bytes: [UInt8], name: String = "input.menu") -> [String] {
        switch self {
        case .pipeline: PipelineInvariants.violations(in: bytes, name: name)
        case .lsp: LanguageServerInvariants.violations(in: bytes)
        case .json: JSONInvariants.violations(in: bytes)
        case .options: OptionsFileInvariants.violations(in: bytes)
        }
    }
}
