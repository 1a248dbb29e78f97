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
        #expect(array.string == "[]\n")
        #expect(array.isComplete)

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

    @Test func escapedKeys() {
        var writer = JSONWriter(pretty: false)
        writer.beginObject()
        writer.field("a\"b\n", 1)
        writer.endObject()
        #expect(writer.string == #"{"a\"b\n":1}"#)
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

    @Test func longStringWithEscapesInTheMiddle() {
        let long = String(repeating: "a", count: 1000) + "\"" + String(repeating: "b", count: 1000)
        #expect(compact(long) == "\"" + String(repeating: "a", count: 1000) + "\\\"" + String(repeating: "b", count: 1000) + "\"")
    }
}
