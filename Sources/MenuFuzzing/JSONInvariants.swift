import MenuJSON

/// What must hold for the JSON parser, whatever the bytes: a value it accepts
/// was valid UTF-8, and writing it (compact or pretty) gives text that parses
/// back to the same value and is written the same again; an error points
/// into the input and says something.
public enum JSONInvariants {
    public static func violations(in bytes: [UInt8]) -> [String] {
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            var failures: [String] = []
            if error.offset < 0 || error.offset > bytes.count {
                failures.append("error offset \(error.offset) outside the input of \(bytes.count) bytes")
            }
            if error.message.isEmpty { failures.append("an error without a message") }
            return failures
        }
        var failures: [String] = []
        if Array(String(decoding: bytes, as: UTF8.self).utf8) != bytes {
            failures.append("accepted input that is not valid UTF-8")
        }
        for pretty in [false, true] {
            let text = value.serialized(pretty: pretty)
            guard let again = try? JSONParser.parse(Array(text.utf8)) else {
                failures.append("the \(pretty ? "pretty" : "compact") serialization does not parse: \(text.prefix(200))")
                continue
            }
            if again != value { failures.append("the \(pretty ? "pretty" : "compact") round trip changed the value") }
            if again.serialized(pretty: pretty) != text { failures.append("a second \(pretty ? "pretty" : "compact") serialization differs") }
        }
        return failures
    }
}
