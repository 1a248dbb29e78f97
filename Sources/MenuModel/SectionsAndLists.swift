import MenuDiagnostics
import MenuSyntax

/// A `section`: entries grouped under a header (NSMenuItem.sectionHeader on
/// macOS 14 and later, an inline titled menu on iOS and iPadOS). Options
/// directly in a section of a menu form one choice, titled by the header.
public struct Section: Sendable {
    public static let keyword = "section"

    public var title: String
    public var entries: [MenuEntry]
    public var source: EntrySource

    public var keywordRange: SourceRange { source.keywordRange(Self.keyword) }
    /// The keyword through the title.
    public var headerRange: SourceRange { source.headerRange(Self.keyword) }

    public init(title: String, entries: [MenuEntry], source: EntrySource) {
        self.title = title
        self.entries = entries
        self.source = source
    }
}

/// A `dynamic` list: entries known only at run time, filled by the system
/// (`role:`) or supplied by the app (`id:`). Rules count it as entries of
/// unknown number: the list holding it is not empty, and not longer for it.
public struct DynamicList: Sendable {
    public static let keyword = "dynamic"

    /// What the list holds, for documents and outlines; not shown as an
    /// entry. The written title, or the system list's description.
    public var title: String
    public var systemList: SystemList?
    /// The identifier the app's code is asked for the entries by; the
    /// system list's name when the system fills it.
    public var id: String
    public var platforms: PlatformSet
    public var source: EntrySource

    public var keywordRange: SourceRange { source.keywordRange(Self.keyword) }

    public init(title: String, systemList: SystemList?, id: String, platforms: PlatformSet, source: EntrySource) {
        self.title = title
        self.systemList = systemList
        self.id = id
        self.platforms = platforms
        self.source = source
    }
}

/// The lists the system fills in an app's menus, written `dynamic role: …`.
/// Lists the system puts in a submenu of their own (Open Recent, Services,
/// Share) are submenu roles instead (`Role`).
public enum SystemList: String, CaseIterable, Sendable {
    /// The open windows, which AppKit lists at the end of the app's Window
    /// menu (`NSApplication.windowsMenu`).
    case windowList

    public var name: String { rawValue }

    /// What the list holds, in documents and outlines.
    public var title: String {
        switch self {
        case .windowList: "Open Windows"
        }
    }

    public var platforms: PlatformSet {
        switch self {
        case .windowList: .macOS
        }
    }

    /// Whether the system fills the list only in the menu bar.
    public var isMenuBarOnly: Bool {
        switch self {
        case .windowList: true
        }
    }

    public static func named(_ name: String) -> SystemList? { SystemList(rawValue: name) }
}
