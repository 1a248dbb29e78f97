// The part of Foundation the generated titles are looked up with, compiled
// into each stub module (SwiftUI, AppKit, and UIKit's Foundation), which
// declares `Bundle` itself.

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
