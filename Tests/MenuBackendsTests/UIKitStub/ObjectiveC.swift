// A stand-in for the ObjectiveC module, so `#selector` type-checks on Linux
// (module name `ObjectiveC`): the type `#selector` produces.
//
// Transcribes https://developer.apple.com/documentation/objectivec/selector
// (`struct Selector`, `init(_:)`).

public struct Selector: Hashable, Sendable {
    public init(_ name: String) {}
}
