// A stand-in for SwiftUI, so the SwiftUI part of the Swift backend's output
// can be type-checked on Linux (module name `SwiftUI`). It declares only what
// generated code and the handler conformance use, with the signatures of the
// real framework (Xcode 16 SDK and later): the same overloads, the same
// `@_disfavoredOverload` on the `StringProtocol` variants, `@MainActor`
// button actions, `@isolated(any) @Sendable` binding closures, and result
// builders that take at most ten children. Code that type-checks against this
// module should therefore type-check against SwiftUI; the converse is what
// the stub gives up (it is smaller, and it has no `LocalizedStringResource`
// overloads, which need Foundation).
//
// The declarations follow Apple's documentation pages (developer.apple.com/
// documentation/swiftui/…): CommandGroup and its init(before:addition:),
// init(after:addition:), init(replacing:addition:); CommandGroupPlacement and
// each placement's page; KeyEquivalent and its constants (upArrow … clear,
// with the characters the pages give); View/keyboardShortcut(_:modifiers:);
// SettingsLink and init(label:); ViewBuilder's buildIf(_:) and
// buildLimitedAvailability(_:). SwiftUI re-exports AppKit on macOS, so the
// few AppKit names the generated code uses are here too, from
// documentation/appkit/nsapplication/sendaction(_:to:from:), NSApp and
// NSMenuItem/tag; `Selector` is the Objective-C runtime's.
//
// On macOS the test type-checks against the real SwiftUI instead.
//
// Excluded from the package build (`exclude: ["SwiftUIStub"]`); the tests
// compile it with `swiftc -emit-module -module-name SwiftUI -parse-as-library`.

// MARK: - Views

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Views the stub does not model further.
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
    public var body: Never { fatalError("a primitive view has no body") }
}

public struct AnyView: _PrimitiveView {
    nonisolated public init<V: View>(_ view: V) {}
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("the stub does not run") }
}

public struct EmptyView: _PrimitiveView {
    nonisolated public init() {}
}

public struct TupleView<T>: _PrimitiveView {
    nonisolated public init(_ value: T) {}
}

public struct _ModifiedView<Content: View>: _PrimitiveView {
    nonisolated init(_ content: Content) {}
}

@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
        TupleView((c0, c1))
    }
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> {
        TupleView((c0, c1, c2))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleView<(C0, C1, C2, C3)> {
        TupleView((c0, c1, c2, c3))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleView<(C0, C1, C2, C3, C4)> {
        TupleView((c0, c1, c2, c3, c4))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleView<(C0, C1, C2, C3, C4, C5)> {
        TupleView((c0, c1, c2, c3, c4, c5))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }
}

public struct Group<Content> {
    let content: Content
}

extension Group: View, _PrimitiveView where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

// MARK: - Text, images, labels

public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    let key: String

    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.text
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation(_ string: String) {
            text += string
        }
    }
}

public struct Text: _PrimitiveView, Equatable {
    nonisolated public init(_ key: LocalizedStringKey) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ content: S) {}
    nonisolated public init(verbatim content: String) {}
}

public struct Image: _PrimitiveView {
    nonisolated public init(systemName: String) {}
}

public struct Label<Title: View, Icon: View>: _PrimitiveView {
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}

extension Label where Title == Text, Icon == Image {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

public struct Divider: _PrimitiveView {
    nonisolated public init() {}
}

// MARK: - Controls

public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

public struct Button<Label: View>: _PrimitiveView {
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    @preconcurrency nonisolated public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {}
}

extension Button where Label == Text {
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload @preconcurrency
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    @preconcurrency nonisolated public init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {}
    @_disfavoredOverload @preconcurrency
    nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {}
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {}
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {}
}

public struct Toggle<Label: View>: _PrimitiveView {
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}

extension Toggle where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
    nonisolated public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {}
}

extension Picker where Label == Text {
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {}
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {}
}

public protocol PickerStyle {}

public struct InlinePickerStyle: PickerStyle {
    public init() {}
}

public struct MenuPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

public struct Menu<Label: View, Content: View>: _PrimitiveView {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

extension Menu where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

// MARK: - State

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: @isolated(any) @Sendable () -> Value

    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        getValue = get
    }

    public var wrappedValue: Value {
        get { fatalError("the stub does not run") }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("the stub does not run")
    }
}

// MARK: - Keyboard shortcuts

public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character

    public init(_ character: Character) {
        self.character = character
    }

    public init(extendedGraphemeClusterLiteral: Character) {
        character = extendedGraphemeClusterLiteral
    }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{08}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
}

public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let function = EventModifiers(rawValue: 1 << 6)
    public static let all = EventModifiers(rawValue: 0x7F)
}

// MARK: - View modifiers

extension View {
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        _ModifiedView(self)
    }

    nonisolated public func disabled(_ disabled: Bool) -> some View {
        _ModifiedView(self)
    }

    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
        _ModifiedView(self)
    }

    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        _ModifiedView(self)
    }

    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        _ModifiedView(self)
    }
}

// MARK: - Commands

@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Commands {}

/// Commands the stub does not model further.
public protocol _PrimitiveCommands: Commands where Body == Never {}

extension _PrimitiveCommands {
    public var body: Never { fatalError("primitive commands have no body") }
}

public struct EmptyCommands: _PrimitiveCommands {
    nonisolated public init() {}
}

public struct TupleCommands<T>: _PrimitiveCommands {
    nonisolated init(_ value: T) {}
}

@resultBuilder
public struct CommandsBuilder {
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    public static func buildBlock<C0: Commands, C1: Commands>(_ c0: C0, _ c1: C1) -> some Commands {
        TupleCommands((c0, c1))
    }
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands>(_ c0: C0, _ c1: C1, _ c2: C2) -> some Commands {
        TupleCommands((c0, c1, c2))
    }
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> some Commands {
        TupleCommands((c0, c1, c2, c3))
    }
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> some Commands {
        TupleCommands((c0, c1, c2, c3, c4))
    }
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> some Commands {
        TupleCommands((c0, c1, c2, c3, c4, c5))
    }
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> some Commands {
        TupleCommands((c0, c1, c2, c3, c4, c5, c6))
    }
    public static func buildBlock<
        C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> some Commands {
        TupleCommands((c0, c1, c2, c3, c4, c5, c6, c7))
    }
    public static func buildBlock<
        C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands,
        C8: Commands
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> some Commands {
        TupleCommands((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }
    public static func buildBlock<
        C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands,
        C8: Commands, C9: Commands
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> some Commands {
        TupleCommands((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }
}

extension Group: Commands, _PrimitiveCommands where Content: Commands {
    nonisolated public init(@CommandsBuilder content: () -> Content) {
        self.content = content()
    }
}

public struct CommandGroupPlacement: Sendable {
    let name: String

    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowList = CommandGroupPlacement(name: "windowList")
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
}

public struct CommandGroup<Content: View>: _PrimitiveCommands {
    nonisolated public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    nonisolated public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    nonisolated public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

public struct CommandMenu<Content: View>: _PrimitiveCommands {
    nonisolated public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
    nonisolated public init(_ name: Text, @ViewBuilder content: () -> Content) {}
}

// MARK: - Scenes

@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

public struct WindowGroup<Content: View>: Scene {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("the stub does not run") }
}

public struct _CommandsScene<Base: Scene, Content: Commands>: Scene {
    nonisolated init(_ base: Base, _ content: Content) {}
    public var body: Never { fatalError("the stub does not run") }
}

extension Scene {
    nonisolated public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _CommandsScene(self, content())
    }
}

// MARK: - Settings

public struct SettingsLink<Label: View>: _PrimitiveView {
    nonisolated public init(@ViewBuilder label: () -> Label) {}
}

// MARK: - AppKit, as SwiftUI re-exports it on macOS

public struct Selector: Hashable, Sendable {
    public init(_ name: String) {}
}

open class NSMenuItem {
    public init() {}
    open var tag: Int = 0
}

@MainActor
open class NSApplication {
    public init() {}
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?) -> Bool { false }
}

@MainActor public var NSApp: NSApplication! = NSApplication()

// MARK: - Foundation: the localized-string lookup the generated titles use
//
// SwiftUI, AppKit and UIKit re-export Foundation; the generated code looks
// each title up with `String(localized:defaultValue:table:bundle:comment:)`,
// declared in LocalizationStub/LocalizedString.swift, which this module
// is compiled with; the bundle is declared here.

/// documentation/foundation/bundle and Bundle/main (an NSObject subclass in Foundation; the stub has no NSObject).
open class Bundle {
    open class var main: Bundle { Bundle() }
}
