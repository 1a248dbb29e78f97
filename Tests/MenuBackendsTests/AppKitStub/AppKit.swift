// A stand-in for AppKit, so the AppKit part of the Swift backend's output can
// be type-checked on Linux (module name `AppKit`). It declares only what the
// generated code and the handler conformance use, each with the name and
// signature of Apple's documentation (developer.apple.com/documentation/appkit,
// the page named above each group). Objective-C does not exist on Linux, so
// `NSObject` is a plain class and the test removes the generated `@objc(…)`
// lines before type-checking; `Selector` is the string-initialised struct of
// the ObjectiveC module. Code that type-checks against this module should
// therefore type-check against AppKit; the converse is what the stub gives
// up. On macOS the test type-checks against the real AppKit instead.
//
// Excluded from the package build (`exclude: ["AppKitStub"]`); the tests
// compile it with `swiftc -emit-module -module-name AppKit -parse-as-library`.

// MARK: - ObjectiveC: Selector, NSObject, NSObjectProtocol

/// documentation/objectivec/selector: `init(_ str: String)`; equatable, and
/// its `description` is the selector's name.
public struct Selector: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
    private let name: String

    public init(_ str: String) {
        name = str
    }

    public var description: String { name }
}

/// documentation/objectivec/nsobjectprotocol
public protocol NSObjectProtocol: AnyObject {}

/// documentation/objectivec/nsobject-swift.class: `init()`.
open class NSObject: NSObjectProtocol {
    public init() {}
}

// MARK: - NSResponder, NSView, NSControl

/// documentation/appkit/nsresponder
@MainActor
open class NSResponder: NSObject {
    override public init() {}
}

/// documentation/appkit/nsview
@MainActor
open class NSView: NSResponder {
    /// documentation/appkit/nsview/menu: `var menu: NSMenu? { get set }`
    open var menu: NSMenu?
}

/// documentation/appkit/nscontrol
@MainActor
open class NSControl: NSView {
    /// documentation/appkit/nscontrol/statevalue: `struct StateValue`, with
    /// `static let on`, `off`, `mixed`.
    public struct StateValue: RawRepresentable, Equatable, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        public static let mixed = StateValue(rawValue: -1)
        public static let off = StateValue(rawValue: 0)
        public static let on = StateValue(rawValue: 1)
    }
}

/// documentation/appkit/nspopupbutton: `var pullsDown: Bool`, and its
/// `menu` (from NSView).
@MainActor
open class NSPopUpButton: NSControl {
    open var pullsDown: Bool = false
}

// MARK: - NSEvent.ModifierFlags

/// documentation/appkit/nsevent
open class NSEvent: NSObject {
    /// documentation/appkit/nsevent/modifierflags-swift.struct:
    /// `struct ModifierFlags: OptionSet` with `command`, `shift`, `option`,
    /// `control`, `function`.
    public struct ModifierFlags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let shift = ModifierFlags(rawValue: 1 << 17)
        public static let control = ModifierFlags(rawValue: 1 << 18)
        public static let option = ModifierFlags(rawValue: 1 << 19)
        public static let command = ModifierFlags(rawValue: 1 << 20)
        public static let function = ModifierFlags(rawValue: 1 << 23)
    }
}

// MARK: - NSImage

/// documentation/appkit/nsimage
open class NSImage: NSObject, @unchecked Sendable {
    /// documentation/appkit/nsimage/init(systemsymbolname:accessibilitydescription:)
    /// (macOS 11): `convenience init?(systemSymbolName name: String,
    /// accessibilityDescription description: String?)`
    @available(macOS 11.0, *)
    public init?(systemSymbolName name: String, accessibilityDescription description: String?) {}
}

// MARK: - NSMenu

/// documentation/appkit/nsmenu
@MainActor
open class NSMenu: NSObject {
    /// documentation/appkit/nsmenu/init(title:): `init(title: String)`
    public init(title: String) {
        self.title = title
    }

    /// documentation/appkit/nsmenu/title
    open var title: String
    /// documentation/appkit/nsmenu/items: `var items: [NSMenuItem]`
    open var items: [NSMenuItem] = []
    /// documentation/appkit/nsmenu/delegate: `weak var delegate: (any NSMenuDelegate)?`
    weak open var delegate: (any NSMenuDelegate)?
    /// documentation/appkit/nsmenu/autoenablesitems
    open var autoenablesItems: Bool = true

    /// documentation/appkit/nsmenu/additem(_:): `func addItem(_ newItem: NSMenuItem)`
    open func addItem(_ newItem: NSMenuItem) {
        items.append(newItem)
    }

    /// documentation/appkit/nsmenu/insertitem(_:at:): `func insertItem(_ newItem: NSMenuItem, at index: Int)`
    open func insertItem(_ newItem: NSMenuItem, at index: Int) {
        items.insert(newItem, at: index)
    }

    /// documentation/appkit/nsmenu/removeitem(_:): `func removeItem(_ item: NSMenuItem)`
    open func removeItem(_ item: NSMenuItem) {
        items.removeAll { $0 === item }
    }

    /// documentation/appkit/nsmenu/index(of:): `func index(of item: NSMenuItem) -> Int`
    open func index(of item: NSMenuItem) -> Int {
        items.firstIndex { $0 === item } ?? -1
    }
}

/// documentation/appkit/nsmenudelegate: `menuNeedsUpdate(_:)` is optional.
@MainActor
public protocol NSMenuDelegate: NSObjectProtocol {
    /// documentation/appkit/nsmenudelegate/menuneedsupdate(_:)
    func menuNeedsUpdate(_ menu: NSMenu)
}

extension NSMenuDelegate {
    public func menuNeedsUpdate(_ menu: NSMenu) {}
}

// MARK: - NSMenuItem

/// documentation/appkit/nsmenuitem
@MainActor
open class NSMenuItem: NSObject {
    /// documentation/appkit/nsmenuitem/init(title:action:keyequivalent:):
    /// `init(title string: String, action selector: Selector?, keyEquivalent charCode: String)`
    public init(title string: String, action selector: Selector?, keyEquivalent charCode: String) {
        title = string
        action = selector
        keyEquivalent = charCode
    }

    /// documentation/appkit/nsmenuitem/separator(): `class func separator() -> NSMenuItem`
    open class func separator() -> NSMenuItem {
        let item = NSMenuItem(title: "", action: nil, keyEquivalent: "")
        item.isSeparatorItem = true
        return item
    }

    /// documentation/appkit/nsmenuitem/isseparatoritem: `var isSeparatorItem: Bool { get }`
    open private(set) var isSeparatorItem = false

    /// documentation/appkit/nsmenuitem/sectionheader(withtitle:) (macOS 14):
    /// `static func sectionHeader(withTitle title: String) -> NSMenuItem`
    @available(macOS 14.0, *)
    public static func sectionHeader(withTitle title: String) -> NSMenuItem {
        NSMenuItem(title: title, action: nil, keyEquivalent: "")
    }

    /// documentation/appkit/nsmenuitem/title
    open var title: String
    /// documentation/appkit/nsmenuitem/action: `var action: Selector?`
    open var action: Selector?
    /// documentation/appkit/nsmenuitem/target: `weak var target: AnyObject?`
    weak open var target: AnyObject?
    /// documentation/appkit/nsmenuitem/tag: `var tag: Int`
    open var tag: Int = 0
    /// documentation/appkit/nsmenuitem/keyequivalent
    open var keyEquivalent: String
    /// documentation/appkit/nsmenuitem/keyequivalentmodifiermask:
    /// `var keyEquivalentModifierMask: NSEvent.ModifierFlags`
    open var keyEquivalentModifierMask: NSEvent.ModifierFlags = .command
    /// documentation/appkit/nsmenuitem/isalternate: `var isAlternate: Bool`
    open var isAlternate: Bool = false
    /// documentation/appkit/nsmenuitem/state: `var state: NSControl.StateValue`
    open var state: NSControl.StateValue = .off
    /// documentation/appkit/nsmenuitem/representedobject: `var representedObject: Any?`
    open var representedObject: Any?
    /// documentation/appkit/nsmenuitem/submenu: `var submenu: NSMenu?`
    open var submenu: NSMenu?
    /// documentation/appkit/nsmenuitem/image: `var image: NSImage?`
    open var image: NSImage?
    /// documentation/appkit/nsmenuitem/isenabled: `var isEnabled: Bool`
    open var isEnabled: Bool = true
    /// documentation/appkit/nsmenuitem/ishidden: `var isHidden: Bool`
    open var isHidden: Bool = false
}

/// documentation/appkit/nsmenuitemvalidation:
/// `func validateMenuItem(_ menuItem: NSMenuItem) -> Bool`
@MainActor
public protocol NSMenuItemValidation: NSObjectProtocol {
    func validateMenuItem(_ menuItem: NSMenuItem) -> Bool
}

// MARK: - NSApplication

/// documentation/appkit/nsapplication, and its Menus topic
/// (documentation/appkit/menus): `mainMenu`, `servicesMenu`, `windowsMenu`,
/// `helpMenu`, each `NSMenu?`.
@MainActor
open class NSApplication: NSResponder {
    open var mainMenu: NSMenu?
    open var servicesMenu: NSMenu?
    open var windowsMenu: NSMenu?
    open var helpMenu: NSMenu?
}

/// documentation/appkit/nsapp: `var NSApp: NSApplication!`
@MainActor public var NSApp: NSApplication! = NSApplication()

/// documentation/appkit/nsapplicationdelegate, its
/// `applicationDockMenu(_ sender: NSApplication) -> NSMenu?` optional.
@MainActor
public protocol NSApplicationDelegate: NSObjectProtocol {
    func applicationDockMenu(_ sender: NSApplication) -> NSMenu?
}

extension NSApplicationDelegate {
    public func applicationDockMenu(_ sender: NSApplication) -> NSMenu? { nil }
}

// MARK: - Tags of the standard actions

/// documentation/appkit/nsfonttraitmask: `struct NSFontTraitMask: OptionSet`,
/// `italicFontMask` 0x1, `boldFontMask` 0x2 (the tags of `addFontTrait(_:)`).
public struct NSFontTraitMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let italicFontMask = NSFontTraitMask(rawValue: 0x0000_0001)
    public static let boldFontMask = NSFontTraitMask(rawValue: 0x0000_0002)
}

/// documentation/appkit/nstextfinder
open class NSTextFinder: NSObject {
    /// documentation/appkit/nstextfinder/action: the tags of
    /// `performTextFinderAction(_:)`.
    public enum Action: Int, Sendable {
        case showFindInterface = 1
        case nextMatch = 2
        case previousMatch = 3
        case replaceAll = 4
        case replace = 5
        case replaceAndFind = 6
        case setSearchString = 7
        case replaceAllInSelection = 8
        case selectAll = 9
        case selectAllInSelection = 10
        case hideFindInterface = 11
        case showReplaceInterface = 12
        case hideReplaceInterface = 13
    }
}

// MARK: - Foundation: the localized-string lookup the generated titles use
//
// SwiftUI, AppKit and UIKit re-export Foundation; the generated code looks
// each title up with `String(localized:defaultValue:table:bundle:comment:)`,
// declared in LocalizationStub/LocalizedString.swift, which this module
// is compiled with; the bundle is declared here.

/// documentation/foundation/bundle and Bundle/main.
open class Bundle: NSObject {
    open class var main: Bundle { Bundle() }
}
