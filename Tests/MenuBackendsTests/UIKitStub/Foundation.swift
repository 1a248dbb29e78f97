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
// each title up with `String(localized:defaultValue:table:bundle:comment:)`,
// declared in LocalizationStub/LocalizedString.swift, which this module
// is compiled with; the bundle is declared here.

/// documentation/foundation/bundle and Bundle/main.
open class Bundle: NSObject {
    open class var main: Bundle { Bundle() }
}
