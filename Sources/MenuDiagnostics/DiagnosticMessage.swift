/// What a diagnostic says: lowercase, what is wrong and what to do, with
/// source text quoted in single quotes.
///
/// Each file that reports declares its messages once, as static functions in
/// an extension at its bottom, and reports them by name
/// (`.notTitleCase(title, corrected: corrected)`), so that call sites show
/// which problem they report and every message can be read in one place.
public struct DiagnosticMessage: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    public init(stringLiteral text: String) {
        self.text = text
    }

    public var description: String { text }
}
