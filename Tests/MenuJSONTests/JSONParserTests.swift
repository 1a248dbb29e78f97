import MenuJSON
import Testing

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try JSONParser.parse(text)
    }

    private func rejection(_ text: String) -> JSONParseError? {
        do {
            _ = try JSONParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    private func rejection(bytes: [UInt8]) -> JSONParseError? {
        do {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    // MARK: Accepted input

    @Test func scalars() throws {
        #expect(try parse("null") == .null)
        #expect(try parse("true") == .bool(true))
        #expect(try parse(" false ") == .bool(false))
        #expect(try parse("0") == .number(0))
        #expect(try parse("-0") == .number(-0.0))
        #expect(try parse("12") == .number(12))
        #expect(try parse("-3.25") == .number(-3.25))
        #expect(try parse("1e3") == .number(1000))
        #expect(try parse("2E-2") == .number(0.02))
        #expect(try parse("1.5e+2") == .number(150))
        #expect(try parse(#""a""#) == .string("a"))
    }

    @Test func structureAndAccessors() throws {
        let value = try parse(#"""
            { "name": "File", "items": [1, 2.5, "x", null, true, {}], "nested": {"k": []} }
            """#)
        #expect(value["name"]?.stringValue == "File")
        #expect(value["items"]?[0]?.intValue == 1)
        #expect(value["items"]?[1]?.intValue == nil)
        #expect(value["items"]?[1]?.doubleValue == 2.5)
        #expect(value["items"]?[2]?.stringValue == "x")
        #expect(value["items"]?[3]?.isNull == true)
        #expect(value["items"]?[4]?.boolValue == true)
        #expect(value["items"]?[5]?.objectValue == JSONObject())
        #expect(value["items"]?[6] == nil)
        #expect(value["items"]?.arrayValue?.count == 6)
        #expect(value["nested"]?["k"] == .array([]))
        #expect(value["missing"] == nil)
        #expect(value.objectValue?.keys == ["name", "items", "nested"])
        #expect(value[0] == nil)
        #expect(JSONValue.string("s")["k"] == nil)
    }

    @Test func objectsKeepKeyOrder() throws {
        let value = try parse(#"{"z": 1, "a": 2, "m": 3}"#)
        #expect(value.objectValue?.keys == ["z", "a", "m"])
        #expect(value == ["z": 1, "a": 2, "m": 3])
        #expect(value != ["a": 2, "z": 1, "m": 3])
    }

    @Test func duplicateKeysLookUpTheLast() throws {
        let value = try parse(#"{"a": 1, "a": 2}"#)
        #expect(value["a"]?.intValue == 2)
        #expect(value.objectValue?.count == 2)
    }

    @Test func objectSubscriptSetter() {
        var object = JSONObject()
        object["a"] = 1
        object["b"] = "x"
        object["a"] = 3
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == 3)
        object["a"] = nil
        #expect(object.keys == ["b"])
    }

    @Test func escapes() throws {
        #expect(try parse(#""\" \\ \/ \b \f \n \r \t""#) == .string("\" \\ / \u{08} \u{0C} \n \r \t"))
        #expect(try parse(#""\u0041\u00e9\u65E5""#) == .string("Aé日"))
        #expect(try parse(#""\u0000""#) == .string("\u{0}"))
        // A surrogate pair is one scalar.
        #expect(try parse(#""\ud83d\ude00""#) == .string("😀"))
        #expect(try parse(#""x\uD834\uDD1Ey""#) == .string("x𝄞y"))
    }

    @Test func rawNonASCII() throws {
        #expect(try parse("\"メニュー 😀\"") == .string("メニュー 😀"))
        #expect(try parse("\"\u{7F}\"") == .string("\u{7F}"))
    }

    @Test func whitespaceEverywhere() throws {
        #expect(try parse(" \t\r\n[ 1 , { \"a\" : 2 } ]\n") == [1, ["a": 2]])
    }

    @Test func roundTripsPretty() throws {
        let text = """
            {
              "name": "File",
              "shortcut": "⌘S",
              "escapes": "\\"\\\\\\n\\u0001",
              "numbers": [
                0,
                -1,
                2.5,
                1e+20
              ],
              "empty": [],
              "object": {},
              "flags": [
                true,
                false,
                null
              ]
            }

            """
        let value = try parse(text)
        #expect(value.serialized() == text)
        #expect(try parse(value.serialized(pretty: false)) == value)
    }

    @Test func roundTripsCompact() throws {
        let text = #"{"a":[1,{"b":"c"},[]],"d":"日本語😀","e":-0.125}"#
        let value = try parse(text)
        var writer = JSONWriter(pretty: false)
        value.write(to: &writer)
        #expect(writer.string == text)
        #expect(value.description == text)
    }

    @Test func largeAndSmallNumbers() throws {
        #expect(try parse("1e308") == .number(1e308))
        #expect(try parse("123456789012345678901234567890") == .number(1.2345678901234568e29))
        #expect(try parse("1e-400") == .number(0))
    }

    // MARK: Rejected input

    @Test func rejectsTrailingCommas() {
        #expect(rejection("[1, 2,]")?.offset == 6)
        #expect(rejection(#"{"a": 1,}"#)?.offset == 8)
        #expect(rejection("[,]") != nil)
        #expect(rejection("[1,,2]") != nil)
    }

    @Test func rejectsLeadingZeros() {
        #expect(rejection("01")?.offset == 1)
        #expect(rejection("-012") != nil)
        #expect(rejection("[00]") != nil)
    }

    @Test func rejectsMalformedNumbers() {
        for text in ["+1", "-", "1.", ".5", "1e", "1e+", "0x10", "NaN", "Infinity", "-Infinity", "1.e3"] {
            #expect(rejection(text) != nil, "\(text)")
        }
        #expect(rejection("1e400")?.message == "number is out of range")
    }

    @Test func rejectsUnescapedControlCharacters() {
        #expect(rejection("\"a\nb\"")?.offset == 2)
        #expect(rejection("\"\t\"") != nil)
        #expect(rejection("\"\u{0}\"") != nil)
        #expect(rejection("\"\u{1F}\"") != nil)
    }

    @Test func rejectsLoneSurrogates() {
        #expect(rejection(#""\ud800""#)?.offset == 1)
        #expect(rejection(#""\udc00""#)?.offset == 1)
        #expect(rejection(#""\ud800x""#) != nil)
        #expect(rejection(#""\ud800\u0041""#) != nil)
        #expect(rejection(#""\ud800\ud800""#) != nil)
        #expect(rejection(#""\ude00\ud83d""#) != nil)
        #expect(rejection(#""\ud800\n""#) != nil)
    }

    @Test func rejectsBadEscapes() {
        #expect(rejection(#""\x""#)?.offset == 1)
        #expect(rejection(#""\u12""#) != nil)
        #expect(rejection(#""\u12G4""#) != nil)
        #expect(rejection(#""\'""#) != nil)
        #expect(rejection(#""\"#) != nil)
    }

    @Test func rejectsTrailingGarbage() {
        #expect(rejection("1 2")?.offset == 2)
        #expect(rejection("{} x")?.offset == 3)
        #expect(rejection("[]]") != nil)
        #expect(rejection("nullx") != nil)
        #expect(rejection("true false") != nil)
    }

    @Test func rejectsTruncatedAndMalformedInput() {
        for text in ["", " ", "[", "{", "[1", #"{"a""#, #"{"a":"#, #"{"a":1"#, #""abc"#, "tru", "nul", "[1 2]",
                     #"{"a" 1}"#, "{1: 2}", "{a: 1}", "'a'", #"{"a":1 "b":2}"#] {
            #expect(rejection(text) != nil, "\(text)")
        }
        #expect(rejection("")?.offset == 0)
        #expect(rejection(#""abc"#)?.offset == 0)
    }

    @Test func rejectsInvalidUTF8() {
        #expect(rejection(bytes: [0x22, 0xFF, 0x22]) != nil)
        #expect(rejection(bytes: [0x22, 0xC3, 0x22]) != nil)
        // An overlong encoding of '/'.
        #expect(rejection(bytes: [0x22, 0xC0, 0xAF, 0x22]) != nil)
        // An encoded surrogate.
        #expect(rejection(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22]) != nil)
    }

    @Test func rejectsByteOrderMark() {
        #expect(rejection(bytes: [0xEF, 0xBB, 0xBF] + Array("1".utf8))?.offset == 0)
    }

    @Test func errorDescription() {
        #expect(rejection("[1,]")?.description
            == "JSON error at byte 3: expected a value (a trailing comma is not allowed)")
    }

    // MARK: Depth

    @Test func depthLimit() throws {
        let limit = JSONParser.defaultMaximumDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(try parse(deepest) != .null)

        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        let error = rejection(tooDeep)
        #expect(error?.offset == limit)
        #expect(error?.message == "nesting is deeper than 512 levels")

        let objects = String(repeating: #"{"a":"#, count: limit + 1) + "1" + String(repeating: "}", count: limit + 1)
        #expect(rejection(objects) != nil)
    }

    @Test func hostileDepthDoesNotCrash() throws {
        let hostile = String(repeating: "[", count: 1_000_000)
        #expect(rejection(hostile)?.offset == 512)
        #expect(throws: JSONParseError.self) { try JSONParser.parse("[[1]]", maximumDepth: 1) }
        #expect(try JSONParser.parse("[[1]]", maximumDepth: 2) == [[1]])
    }
}
