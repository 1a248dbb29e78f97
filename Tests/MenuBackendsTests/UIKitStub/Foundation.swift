// A stand-in for the part of Foundation that UIKit's declarations rest on
// (module name `Foundation`): `@objc` declarations need a module of that
// name, and UIKit's classes descend from `NSObject`.
//
// Transcribes https://developer.apple.com/documentation/objectivec/nsobject-swift.class
// and https://developer.apple.com/documentation/objectivec/nsobjectprotocol
// (the class, the protocol, and the class's conformance to Equatable, by
// identity as `isEqual(_:)` is by default).

@_exported import ObjectiveC

@objc public protocol NSObjectProtocol {}

open class NSObject: NSObjectProtocol {
    public init() {}
}

extension NSObject: Equatable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
}

// MARK: - Foundation: the localized-string lookup the generated titles use
//
// UIKit re-exports Foundation; the generated code looks
// each title up with `String(localized:defaultValue:table:bundle:comment:)`.

/// documentation/foundation/bundle and Bundle/main.
open class Bundle: NSObject {
    open class var main: Bundle { Bundle() }
}

/// documentation/foundation/locale and Locale/current.
public struct Locale: Hashable, Sendable {
    public static var current: Locale { Locale() }
}

extension String {
    /// documentation/swift/string/localizationvalue: a reference to a
    /// localizable string, written as a literal.
    public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
        /// The stub's own: the text, which the lookup below returns.
        let text: String

        public init(_ value: String) { text = value }
        public init(stringLiteral value: String) { text = value }
        public init(stringInterpolation: DefaultStringInterpolation) { text = String(stringInterpolation: stringInterpolation) }
    }

    /// documentation/swift/string/init(localized:defaultvalue:table:bundle:locale:comment:):
    /// the stub has no string tables, so every lookup gives the default value.
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue.text
    }
}
