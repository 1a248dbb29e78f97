/// A platform a menu file targets. Each has its own table of reserved shortcuts.
public enum Platform: String, CaseIterable, Sendable, Hashable, Comparable {
    case macOS
    case iPadOS
    case iOS
    case visionOS

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// Whether context menus show SF Symbols beside their items and put
    /// destructive actions last (iOS, iPadOS, visionOS).
    public var isTouchFirst: Bool { self != .macOS }
}

/// A set of platforms, as bits.
public struct PlatformSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public init(_ platform: Platform) {
        self.init(rawValue: 1 << UInt8(Platform.allCases.firstIndex(of: platform)!))
    }

    public init(_ platforms: [Platform]) {
        self.init(rawValue: 0)
        for platform in platforms { insert(PlatformSet(platform)) }
    }

    public static let all = PlatformSet(Platform.allCases)
    public static let macOS = PlatformSet(Platform.macOS)

    public func contains(_ platform: Platform) -> Bool { contains(PlatformSet(platform)) }

    public mutating func insert(_ platform: Platform) { insert(PlatformSet(platform)) }

    public mutating func remove(_ platform: Platform) { remove(PlatformSet(platform)) }

    public var platforms: [Platform] { Platform.allCases.filter { contains($0) } }

    /// "macOS", "macOS and iPadOS", "iOS, iPadOS and visionOS"
    public var listing: String {
        let names = platforms.map(\.rawValue)
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
