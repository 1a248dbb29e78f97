import MenuJSON
import Testing

@Suite struct JSONWriterTests {
    private func nested(pretty: Bool) -> String {
        var writer = JSONWriter(pretty: pretty)
        writer.beginObject()
        writer.field("name", "File")
        writer.field("count", 3)
        writer.field("enabled", true)
        writer.field("ratio", 0.5)
        writer.key("none")
        writer.null()
        writer.key("items")
        writer.beginArray()
        writer.int(1)
        writer.beginObject()
        writer.field("deep", false)
        writer.endObject()
        writer.beginArray()
        writer.endArray()
        writer.beginObject()
        writer.endObject()
        writer.endArray()
        writer.key("empty")
        writer.beginObject()
        writer.endObject()
        writer.endObject()
        return writer.string
    }

    @Test func prettyNestedOutput() {
        #expect(nested(pretty: true) == """
            {
              "name": "File",
              "count": 3,
              "enabled": true,
              "ratio": 0.5,
              "none": null,
              "items": [
                1,
                {
                  "deep": false
                },
                [],
                {}
              ],
              "empty": {}
            }

            """)
    }

    @Test func compactNestedOutput() {
        #expect(nested(pretty: false)
            == #"{"name":"File","count":3,"enabled":true,"ratio":0.5,"none":null,"items":[1,{"deep":false},[],{}],"empty":{}}"#)
    }

    @Test func emptyTopLevelContainers() {
        var array = JSONWriter()
        array.beginArray()
        array.endArray()
        let isComplete = array.isComplete
        #expect(array.string == "[]\n")
        #expect(isComplete)

        var object = JSONWriter(pretty: false)
        object.beginObject()
        object.endObject()
        #expect(object.string == "{}")
    }

    @Test func topLevelScalars() {
        var pretty = JSONWriter()
        pretty.string("x")
        #expect(pretty.string == "\"x\"\n")

        var compact = JSONWriter(pretty: false)
        compact.int(-42)
        #expect(compact.string == "-42")
    }

    @Test func arrayOfScalarsPretty() {
        var writer = JSONWriter()
        writer.beginArray()
        writer.string("a")
        writer.bool(false)
        writer.null()
        writer.endArray()
        #expect(writer.string == "[\n  \"a\",\n  false,\n  null\n]\n")
    }

    private func compact(_ value: String) -> String {
        var writer = JSONWriter(pretty: false)
        writer.string(value)
        return writer.string
    }

    @Test func everyEscape() {
        #expect(compact("quote\" backslash\\ slash/") == #""quote\" backslash\\ slash/""#)
        #expect(compact("\n\t\r\u{08}\u{0C}") == #""\n\t\r\b\f""#)
        #expect(compact("\u{00}\u{01}\u{1B}\u{1F}") == #""\u0000\u0001\u001b\u001f""#)
        #expect(compact("del\u{7F}") == "\"del\u{7F}\"")
        #expect(compact("") == "\"\"")
    }

    @Test(arguments: [true, false]) func dynamicKeysAreEscaped(pretty: Bool) {
        var writer = JSONWriter(pretty: pretty)
        writer.beginObject()
        writer.dynamicKey("a\"b\n")
        writer.int(1)
        writer.dynamicKey("ä\\")
        writer.null()
        writer.key("plain")
        writer.bool(true)
        writer.endObject()
        #expect(writer.string == (pretty
            ? "{\n  \"a\\\"b\\n\": 1,\n  \"ä\\\\\": null,\n  \"plain\": true\n}\n"
            : #"{"a\"b\n":1,"ä\\":null,"plain":true}"#))
    }

    /// Lines are indented two spaces per open container, however deep.
    @Test func deepIndentation() {
        var writer = JSONWriter(pretty: true, capacity: 64)
        var expected = ""
        for depth in 0..<14 {
            writer.beginArray()
            expected += "[\n" + String(repeating: "  ", count: depth + 1)
        }
        writer.int(7)
        expected += "7"
        for depth in (0..<14).reversed() {
            writer.endArray()
            expected += "\n" + String(repeating: "  ", count: depth) + "]"
        }
        #expect(writer.string == expected + "\n")
    }

    @Test func nonASCIIIsWrittenRaw() {
        #expect(compact("メニュー 😀 é") == "\"メニュー 😀 é\"")
        #expect(compact("ファイル\n保存") == "\"ファイル\\n保存\"")
        var writer = JSONWriter(pretty: false)
        writer.string("漢字")
        #expect(writer.bytes == [0x22] + Array("漢字".utf8) + [0x22])
    }

    @Test func doubles() {
        func text(_ value: Double) -> String {
            var writer = JSONWriter(pretty: false)
            writer.double(value)
            return writer.string
        }
        #expect(text(3) == "3")
        #expect(text(-0.0) == "0")
        #expect(text(-12) == "-12")
        #expect(text(0.1) == "0.1")
        #expect(text(1.5e-7) == "1.5e-07")
        #expect(text(1e20) == "1e+20")
        #expect(text(123456789012) == "123456789012")
        #expect(text(.nan) == "null")
        #expect(text(.infinity) == "null")
        #expect(text(-.infinity) == "null")
    }

    @Test func integers() {
        func text(_ value: Int) -> String {
            var writer = JSONWriter(pretty: false)
            writer.int(value)
            return writer.string
        }
        #expect(text(0) == "0")
        #expect(text(7) == "7")
        #expect(text(10) == "10")
        #expect(text(-1) == "-1")
        #expect(text(Int.max) == "9223372036854775807")
        #expect(text(Int.min) == "-9223372036854775808")
    }

    /// Escaping agrees with a byte-by-byte reference, for every special
    /// byte at every offset of random strings.
    @Test func escapingAgreesWithAByteByByteReference() {
        func reference(_ text: String) -> [UInt8] {
            var result: [UInt8] = [UInt8(ascii: "\"")]
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""): result += Array(#"\""#.utf8)
                case UInt8(ascii: "\\"): result += Array(#"\\"#.utf8)
                case UInt8(ascii: "\n"): result += Array(#"\n"#.utf8)
                case UInt8(ascii: "\t"): result += Array(#"\t"#.utf8)
                case UInt8(ascii: "\r"): result += Array(#"\r"#.utf8)
                case 0x08: result += Array(#"\b"#.utf8)
                case 0x0C: result += Array(#"\f"#.utf8)
                case 0..<0x20: result += Array(#"\u00"#.utf8) + Array(String(byte, radix: 16).leftPadded(to: 2).utf8)
                default: result.append(byte)
                }
            }
            return result + [UInt8(ascii: "\"")]
        }
        let pieces = ["a", "\"", "\\", "\n", "\u{01}", "\u{1F}", " ", "é", "😀", "\u{7F}", "~", "\u{00}", "xyz12345"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<5_000 {
            var text = ""
            state = state &* 6364136223846793005 &+ 1442695040888963407
            for step in 0..<Int(state >> 59) {
                text += pieces[Int((state >> UInt64(step % 40)) % UInt64(pieces.count))]
            }
            #expect(Array(compact(text).utf8) == reference(text), "\(Array(text.utf8))")
        }
    }

    /// Random documents, deep and with long strings, read
    /// back as the values written, and are the same bytes whichever room the
    /// writer started with.
    @Test(arguments: [true, false]) func documentsSurviveGrowthAndReadBack(pretty: Bool) throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["Save As…", "\"", "\\", "\n", "\u{01}", "ファイル", String(repeating: "x", count: 70), "é😀", ""]
        func text() -> String { (0..<next(4)).map { _ in pieces[next(pieces.count)] }.joined() }
        func value(depth: Int) -> JSONValue {
            switch depth > 30 ? next(4) : next(6) {
            case 0: return .string(text())
            case 1: return .number(Double(next(2_000_001) - 1_000_000))
            case 2: return next(2) == 0 ? .bool(next(2) == 0) : .null
            case 3: return .number(Double(next(1000)) / 8)
            case 4: return .array((0..<next(4)).map { _ in value(depth: depth + 1) })
            default:
                var object = JSONObject()
                for index in 0..<next(4) { object[text() + String(index)] = value(depth: depth + 1) }
                return .object(object)
            }
        }
        for _ in 0..<300 {
            let document = JSONValue.array([value(depth: 0), value(depth: 25)])
            var small = JSONWriter(pretty: pretty, capacity: 1)
            document.write(to: &small)
            var large = JSONWriter(pretty: pretty, capacity: 1 << 20)
            document.write(to: &large)
            let (smallBytes, largeBytes) = (small.bytes, large.bytes)
            #expect(smallBytes == largeBytes)
            #expect(try JSONParser.parse(smallBytes, maximumDepth: 100) == document)
        }
    }

    /// Text given as UTF-8 is written as a string with the same contents.
    @Test func utf8TextIsWrittenAsAString() {
        var writer = JSONWriter(pretty: false)
        writer.beginArray()
        writer.string(utf8: "Tab\there \"quoted\" ファイル…".utf8)
        writer.string(utf8: [UInt8]())
        writer.endArray()
        #expect(writer.string == #"["Tab\there \"quoted\" ファイル…",""]"#)
    }

    @Test func longStringWithEscapesInTheMiddle() {
        let long = String(repeating: "a", count: 1000) + "\"" + String(repeating: "b", count: 1000)
        #expect(compact(long) == "\"" + String(repeating: "a", count: 1000) + "\\\"" + String(repeating: "b", count: 1000) + "\"")
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
