/// The framework the Swift backend builds menus with: `menuc build --emit
/// swift --swift-target <name>`, or the same option in a `.menuc` file. The
/// platform-neutral part is the same for all; each target has one file,
/// SwiftBackend<Target>.swift, and one line in `SwiftBackend.write`.
public enum SwiftTarget: String, CaseIterable, Sendable {
    /// `Commands` and views (the default).
    case swiftui
    /// `NSMenu` and `NSMenuItem`.
    case appkit
    /// `UIMenuBuilder`, `UIKeyCommand` and `UIMenu`/`UIAction` factories.
    case uikit
}
