/// The framework the Swift backend writes the menus for, beside the
/// platform-neutral description every target shares.
public enum SwiftTarget: String, CaseIterable, Sendable {
    /// `Commands` for the menu bar and views for the other menus.
    case swiftui
    /// `NSMenu`s built in code, standard commands sent to the first responder.
    case appkit
    /// `UIMenuBuilder` and `UIMenu`s.
    case uikit
}
