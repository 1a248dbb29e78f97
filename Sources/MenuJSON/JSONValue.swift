/// A parsed JSON document.
///
/// Numbers are held as `Double`, as JavaScript does; objects keep their
/// members in source order (see `JSONObject`).
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    // MARK: Accessors

    /// The member named `key`, when this is an object that has one.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The element at `index`, when this is an array that long.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let array) = self, array.indices.contains(index) else { return nil }
        return array[index]
    }

    public var stringValue: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The number, when it is integral and fits in an `Int`.
    public var intValue: Int? {
        guard case .number(let value) = self,
              value >= -9_223_372_036_854_775_808.0, value < 9_223_372_036_854_775_808.0,
              Double(Int(value)) == value
        else { return nil }
        return Int(value)
    }

    public var doubleValue: Double? {
        guard case .number(let value) = self else { return nil }
        return value
    }

    public var boolValue: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    public var arrayValue: [JSONValue]? {
        guard case .array(let value) = self else { return nil }
        return value
    }

    public var objectValue: JSONObject? {
        guard case .object(let value) = self else { return nil }
        return value
    }

    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    // MARK: Serialisation

    /// Writes this value as the writer's next value.
    public func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.null()
        case .bool(let value): writer.bool(value)
        case .number(let value): writer.double(value)
        case .string(let value): writer.string(value)
        case .array(let elements):
            writer.beginArray()
            for element in elements { element.write(to: &writer) }
            writer.endArray()
        case .object(let object):
            writer.beginObject()
            for member in object.members {
                writer.dynamicKey(member.key)
                member.value.write(to: &writer)
            }
            writer.endObject()
        }
    }

    /// This value as JSON text.
    public func serialized(pretty: Bool = true) -> String {
        var writer = JSONWriter(pretty: pretty)
        write(to: &writer)
        return writer.string
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements))
    }
}

extension JSONValue: CustomStringConvertible {
    /// Compact JSON text.
    public var description: String { serialized(pretty: false) }
}

/// A JSON object: members in the order they were written or parsed.
///
/// Duplicate names are kept as they are (RFC 8259 allows them); lookup by name
/// finds the last one, as JavaScript does.
public struct JSONObject: Equatable, Sendable {
    public struct Member: Equatable, Sendable {
        public var key: String
        public var value: JSONValue
        /// Where the value is in the parsed text, in bytes (a string's with
        /// its quotes); nil for a member made in code. Not part of equality.
        public var valueRange: Range<Int>?

        public init(key: String, value: JSONValue, valueRange: Range<Int>? = nil) {
            self.key = key
            self.value = value
            self.valueRange = valueRange
        }

        public static func == (lhs: Member, rhs: Member) -> Bool {
            lhs.key == rhs.key && lhs.value == rhs.value
        }
    }

    /// The last member named `key`, with where its value was parsed.
    public func member(_ key: String) -> Member? {
        members.last(where: { $0.key == key })
    }

    public var members: [Member]

    public init() { members = [] }

    public init(members: [Member]) { self.members = members }

    public init(_ pairs: [(String, JSONValue)]) {
        members = pairs.map { Member(key: $0.0, value: $0.1) }
    }

    /// Member names in order.
    public var keys: [String] { members.map(\.key) }

    public var count: Int { members.count }

    public var isEmpty: Bool { members.isEmpty }

    /// The value of the last member named `key`. Setting replaces that member's
    /// value in place, appends a new member, or (with `nil`) removes every
    /// member of that name.
    public subscript(key: String) -> JSONValue? {
        get {
            members.last(where: { $0.key == key })?.value
        }
        set {
            if let newValue {
                if let index = members.lastIndex(where: { $0.key == key }) {
                    members[index].value = newValue
                } else {
                    members.append(Member(key: key, value: newValue))
                }
            } else {
                members.removeAll { $0.key == key }
            }
        }
    }
}
