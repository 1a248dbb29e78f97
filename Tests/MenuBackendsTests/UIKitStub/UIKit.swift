// A stand-in for UIKit, so the UIKit part of the Swift backend's output can
// be type-checked on Linux (module name `UIKit`, built with Objective-C
// interoperability enabled on top of the `Foundation` and `ObjectiveC`
// stand-ins beside it). It declares only what generated code uses, each
// group transcribed from the documentation page named above it (Swift
// declarations as developer.apple.com shows them: names, labels, types,
// defaults). Where UIKit has several overloads of an initialiser, the stub
// has the newest one the generated code needs, so a call the stub accepts
// is one UIKit accepts. Classes are `@MainActor`, as UIKit's are.
//
// On macOS the test type-checks against the real UIKit (iOS simulator SDK)
// instead.
//
// Excluded from the package build (`exclude: [..., "UIKitStub"]`).

@_exported import Foundation

// MARK: - UIImage
// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)

@MainActor
open class UIImage: NSObject {
    public convenience init?(systemName name: String) {
        self.init()
    }
}

// MARK: - UIKeyModifierFlags
// https://developer.apple.com/documentation/uikit/uikeymodifierflags

public struct UIKeyModifierFlags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

// MARK: - UIMenuElement
// https://developer.apple.com/documentation/uikit/uimenuelement
// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
// https://developer.apple.com/documentation/uikit/uimenuelement/state

@MainActor
open class UIMenuElement: NSObject {
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    public enum State: Int, Sendable {
        case off, on, mixed
    }

    public var title: String { "" }
    public var image: UIImage? { nil }
}

// MARK: - UICommand
// https://developer.apple.com/documentation/uikit/uicommand
// https://developer.apple.com/documentation/uikit/uicommand/init(title:image:action:propertylist:alternates:discoverabilitytitle:attributes:state:)
// https://developer.apple.com/documentation/uikit/uicommandalternate

@MainActor
open class UICommandAlternate: NSObject {
    public convenience init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.init()
    }
}

@MainActor
open class UICommand: UIMenuElement {
    public convenience init(
        title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
        alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.init()
    }

    open override var title: String {
        get { "" }
        set {}
    }
    public var action: Selector? { nil }
    public var propertyList: Any? { nil }
    public var discoverabilityTitle: String? {
        get { nil }
        set {}
    }
    public var attributes: UIMenuElement.Attributes {
        get { [] }
        set {}
    }
    public var state: UIMenuElement.State {
        get { .off }
        set {}
    }
}

// MARK: - UIKeyCommand
// https://developer.apple.com/documentation/uikit/uikeycommand/init(title:image:action:input:modifierflags:propertylist:alternates:discoverabilitytitle:attributes:state:)
// https://developer.apple.com/documentation/uikit/input-strings-for-special-keys
// (UIKit declares the inputs `nonisolated class let`; a stub class can only
// declare them `static`, which reads the same at the call site.)

@MainActor
open class UIKeyCommand: UICommand {
    public convenience init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off
    ) {
        self.init()
    }

    public var input: String? { nil }
    public var modifierFlags: UIKeyModifierFlags { [] }

    // Control keys
    nonisolated public static let inputEscape = "\u{1B}"
    nonisolated public static let inputDelete = "\u{7F}"
    // Arrow keys
    nonisolated public static let inputUpArrow = "up"
    nonisolated public static let inputDownArrow = "down"
    nonisolated public static let inputLeftArrow = "left"
    nonisolated public static let inputRightArrow = "right"
    // Navigation keys
    nonisolated public static let inputPageUp = "pageUp"
    nonisolated public static let inputPageDown = "pageDown"
    nonisolated public static let inputHome = "home"
    nonisolated public static let inputEnd = "end"
    // Function keys (iOS 13.4)
    nonisolated public static let f1 = "F1"
    nonisolated public static let f2 = "F2"
    nonisolated public static let f3 = "F3"
    nonisolated public static let f4 = "F4"
    nonisolated public static let f5 = "F5"
    nonisolated public static let f6 = "F6"
    nonisolated public static let f7 = "F7"
    nonisolated public static let f8 = "F8"
    nonisolated public static let f9 = "F9"
    nonisolated public static let f10 = "F10"
    nonisolated public static let f11 = "F11"
    nonisolated public static let f12 = "F12"
}

// MARK: - UIAction
// https://developer.apple.com/documentation/uikit/uiaction
// https://developer.apple.com/documentation/uikit/uiaction/init(title:subtitle:image:identifier:discoverabilitytitle:attributes:state:handler:)
// https://developer.apple.com/documentation/uikit/uiactionhandler

public typealias UIActionHandler = (UIAction) -> Void

@MainActor
open class UIAction: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init()
    }

    public var identifier: UIAction.Identifier { Identifier(rawValue: "") }
    public var attributes: UIMenuElement.Attributes {
        get { [] }
        set {}
    }
    public var state: UIMenuElement.State {
        get { .off }
        set {}
    }
}

// MARK: - UIMenu
// https://developer.apple.com/documentation/uikit/uimenu
// https://developer.apple.com/documentation/uikit/uimenu/init(title:subtitle:image:identifier:options:preferredelementsize:children:)
// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct
// https://developer.apple.com/documentation/uikit/uimenu/elementsize
// https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.struct

@MainActor
open class UIMenu: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        // Top-level menus
        public static let application = Identifier("com.apple.menu.application")
        public static let file = Identifier("com.apple.menu.file")
        public static let edit = Identifier("com.apple.menu.edit")
        public static let view = Identifier("com.apple.menu.view")
        public static let window = Identifier("com.apple.menu.window")
        public static let help = Identifier("com.apple.menu.help")
        public static let format = Identifier("com.apple.menu.format")
        // Application submenus
        public static let about = Identifier("com.apple.menu.about")
        public static let preferences = Identifier("com.apple.menu.preferences")
        public static let services = Identifier("com.apple.menu.services")
        public static let hide = Identifier("com.apple.menu.hide")
        public static let quit = Identifier("com.apple.menu.quit")
        // File submenus
        public static let newScene = Identifier("com.apple.menu.new-scene")
        public static let openRecent = Identifier("com.apple.menu.open-recent")
        public static let close = Identifier("com.apple.menu.close")
        public static let print = Identifier("com.apple.menu.print")
        public static let document = Identifier("com.apple.menu.document")
        // Edit submenus
        public static let undoRedo = Identifier("com.apple.menu.undo-redo")
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        public static let find = Identifier("com.apple.menu.find")
        public static let replace = Identifier("com.apple.menu.replace")
        public static let share = Identifier("com.apple.menu.share")
        public static let textStyle = Identifier("com.apple.menu.text-style")
        public static let spelling = Identifier("com.apple.menu.spelling")
        public static let substitutions = Identifier("com.apple.menu.substitutions")
        public static let transformations = Identifier("com.apple.menu.transformations")
        public static let speech = Identifier("com.apple.menu.speech")
        public static let lookup = Identifier("com.apple.menu.lookup")
        public static let learn = Identifier("com.apple.menu.learn")
        // Format submenus
        public static let font = Identifier("com.apple.menu.font")
        public static let textSize = Identifier("com.apple.menu.text-size")
        public static let textColor = Identifier("com.apple.menu.text-color")
        public static let textStylePasteboard = Identifier("com.apple.menu.text-style-pasteboard")
        public static let text = Identifier("com.apple.menu.text")
        public static let writingDirection = Identifier("com.apple.menu.writing-direction")
        public static let alignment = Identifier("com.apple.menu.alignment")
        // View submenus
        public static let toolbar = Identifier("com.apple.menu.toolbar")
        public static let sidebar = Identifier("com.apple.menu.sidebar")
        public static let fullscreen = Identifier("com.apple.menu.fullscreen")
        // Window submenus
        public static let minimizeAndZoom = Identifier("com.apple.menu.minimize-and-zoom")
        public static let bringAllToFront = Identifier("com.apple.menu.bring-all-to-front")
        // The root menu
        public static let root = Identifier("com.apple.menu.root")
    }

    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    public enum ElementSize: Int, Sendable {
        case small = 0, medium = 1, large = 2
        case automatic = -1
    }

    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [], preferredElementSize: UIMenu.ElementSize = .large,
        children: [UIMenuElement] = []
    ) {
        self.init()
    }

    public var identifier: UIMenu.Identifier { Identifier("") }
    public var options: UIMenu.Options { [] }
    public var children: [UIMenuElement] { [] }
    public var preferredElementSize: UIMenu.ElementSize {
        get { .large }
        set {}
    }
}

// MARK: - UIDeferredMenuElement
// https://developer.apple.com/documentation/uikit/uideferredmenuelement/uncached(_:)

@MainActor
open class UIDeferredMenuElement: UIMenuElement {
    public required override init() {}

    public class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> Self {
        self.init()
    }
}

// MARK: - UIMenuSystem and UIMenuBuilder
// https://developer.apple.com/documentation/uikit/uimenusystem
// https://developer.apple.com/documentation/uikit/uimenubuilder

@MainActor
open class UIMenuSystem: NSObject {
    public class var main: UIMenuSystem { UIMenuSystem() }
    public class var context: UIMenuSystem { UIMenuSystem() }
}

@MainActor
public protocol UIMenuBuilder {
    var system: UIMenuSystem { get }
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    func remove(menu removedIdentifier: UIMenu.Identifier)
}

// MARK: - UIResponder and UIResponderStandardEditActions
// https://developer.apple.com/documentation/uikit/uiresponder/buildmenu(with:)
// https://developer.apple.com/documentation/uikit/uiresponder/validate(_:)
// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions

@MainActor @objc
public protocol UIResponderStandardEditActions: NSObjectProtocol {
    // Handling copy, cut, paste, and delete commands
    @objc optional func cut(_ sender: Any?)
    @objc optional func copy(_ sender: Any?)
    @objc optional func paste(_ sender: Any?)
    @objc optional func pasteAndMatchStyle(_ sender: Any?)
    @objc optional func delete(_ sender: Any?)
    // Handling selection commands
    @objc optional func select(_ sender: Any?)
    @objc optional func selectAll(_ sender: Any?)
    // Handling styled text editing
    @objc optional func toggleBoldface(_ sender: Any?)
    @objc optional func toggleItalics(_ sender: Any?)
    @objc optional func toggleUnderline(_ sender: Any?)
    @objc optional func increaseSize(_ sender: Any?)
    @objc optional func decreaseSize(_ sender: Any?)
    // Handling finding commands (iOS 16)
    @objc optional func find(_ sender: Any?)
    @objc optional func findAndReplace(_ sender: Any?)
    @objc optional func findNext(_ sender: Any?)
    @objc optional func findPrevious(_ sender: Any?)
    @objc optional func useSelectionForFind(_ sender: Any?)
}

@MainActor
open class UIResponder: NSObject, UIResponderStandardEditActions {
    open func buildMenu(with builder: any UIMenuBuilder) {}
    open func validate(_ command: UICommand) {}
}
