/// The framework the Swift backend's platform part is written for
/// (`--swift-target`); the platform-neutral part is the same for all.
public enum SwiftTarget: String, CaseIterable, Sendable {
    /// `Commands` and views (the default).
    case swiftui
    /// `NSMenu` and `NSMenuItem`.
    case appkit
    /// `UIMenuBuilder`, `UIKeyCommand` and `UIMenu`/`UIAction` factories.
    case uikit
}
