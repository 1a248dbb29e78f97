import MenuDiagnostics
import MenuJSON
import MenuReporters
import Testing

@Suite struct JSONDiagnosticReporterTests {
    private let text = "menu File {\n  item Save\n}\n"

    private var diagnostic: Diagnostic {
        let word = range(of: "Save", in: text)
        return Diagnostic(
            .error, id: "unquoted-title", "titles must be quoted", at: word,
            notes: [
                DiagnosticNote("in menu 'File'", at: range(of: "File", in: text)),
                DiagnosticNote("titles are strings"),
            ],
            fixIts: [
                .insert("\"", at: word.start, message: "insert '\"'"),
                .replace(word, with: "\"Save\"", message: "quote the title"),
                .remove(SourceRange(start: word.start - 1, end: word.start), message: "remove the space"),
            ])
    }

    @Test func emptyArray() {
        #expect(JSONDiagnosticReporter.render([]) == "[]\n")
        #expect(JSONDiagnosticReporter.render([file("a", [])]) == "[]\n")
    }

    @Test func exactOutput() {
        let output = JSONDiagnosticReporter.render([
            file(text, [diagnostic]),
            file("other.menu", "", [Diagnostic(.warning, id: "empty-file", "the file is empty", at: .at(0))]),
        ])
        #expect(output == #"""
            [
              {
                "file": "main.menu",
                "line": 2,
                "column": 8,
                "endLine": 2,
                "endColumn": 12,
                "severity": "error",
                "id": "unquoted-title",
                "message": "titles must be quoted",
                "notes": [
                  {
                    "message": "in menu 'File'",
                    "file": "main.menu",
                    "line": 1,
                    "column": 6,
                    "endLine": 1,
                    "endColumn": 10
                  },
                  {
                    "message": "titles are strings",
                    "file": "main.menu"
                  }
                ],
                "fixIts": [
                  {
                    "kind": "insert",
                    "message": "insert '\"'",
                    "line": 2,
                    "column": 8,
                    "endLine": 2,
                    "endColumn": 8,
                    "replacement": "\""
                  },
                  {
                    "kind": "replace",
                    "message": "quote the title",
                    "line": 2,
                    "column": 8,
                    "endLine": 2,
                    "endColumn": 12,
                    "replacement": "\"Save\""
                  },
                  {
                    "kind": "remove",
                    "message": "remove the space",
                    "line": 2,
                    "column": 7,
                    "endLine": 2,
                    "endColumn": 8,
                    "replacement": ""
                  }
                ]
              },
              {
                "file": "other.menu",
                "line": 1,
                "column": 1,
                "endLine": 1,
                "endColumn": 1,
                "severity": "warning",
                "id": "empty-file",
                "message": "the file is empty",
                "notes": [],
                "fixIts": []
              }
            ]

            """#)
    }

    @Test func roundTripsThroughTheParser() throws {
        let wide = "menu 😀 {\n  item \"保存\" key Cmdd+S\n}\n"
        let multiLine = SourceRange(start: range(of: "menu", in: wide).start, end: range(of: "}", in: wide).end)
        let output = JSONDiagnosticReporter.render([
            file("dir/my menu.menu", wide, [
                Diagnostic(.note, id: "n", "say \"hi\"\n\tthere", at: range(of: "Cmdd", in: wide)),
                Diagnostic(.warning, id: "w", "whole menu", at: multiLine),
            ]),
            file(text, [diagnostic]),
        ])
        let value = try JSONParser.parse(output)
        let all = try #require(value.arrayValue)
        #expect(all.count == 3)

        let first = all[0]
        #expect(first.objectValue?.keys
            == ["file", "line", "column", "endLine", "endColumn", "severity", "id", "message", "notes", "fixIts"])
        #expect(first["file"]?.stringValue == "dir/my menu.menu")
        #expect(first["line"]?.intValue == 2)
        // UTF-8 columns: `  item "保存" key ` is 20 bytes.
        #expect(first["column"]?.intValue == 21)
        #expect(first["endLine"]?.intValue == 2)
        #expect(first["endColumn"]?.intValue == 25)
        #expect(first["severity"]?.stringValue == "note")
        #expect(first["id"]?.stringValue == "n")
        #expect(first["message"]?.stringValue == "say \"hi\"\n\tthere")
        #expect(first["notes"] == [])
        #expect(first["fixIts"] == [])

        let second = all[1]
        #expect(second["severity"]?.stringValue == "warning")
        #expect(second["line"]?.intValue == 1)
        #expect(second["column"]?.intValue == 1)
        #expect(second["endLine"]?.intValue == 3)
        #expect(second["endColumn"]?.intValue == 2)

        let third = all[2]
        #expect(third["file"]?.stringValue == "main.menu")
        #expect(third["id"]?.stringValue == "unquoted-title")
        let notes = try #require(third["notes"]?.arrayValue)
        #expect(notes.count == 2)
        #expect(notes[0].objectValue?.keys == ["message", "file", "line", "column", "endLine", "endColumn"])
        #expect(notes[0]["message"]?.stringValue == "in menu 'File'")
        #expect(notes[0]["column"]?.intValue == 6)
        #expect(notes[0]["endColumn"]?.intValue == 10)
        #expect(notes[1].objectValue?.keys == ["message", "file"])
        let fixIts = try #require(third["fixIts"]?.arrayValue)
        #expect(fixIts.map { $0["kind"]?.stringValue } == ["insert", "replace", "remove"])
        #expect(fixIts[0].objectValue?.keys
            == ["kind", "message", "line", "column", "endLine", "endColumn", "replacement"])
        #expect(fixIts[0]["replacement"]?.stringValue == "\"")
        #expect(fixIts[1]["replacement"]?.stringValue == "\"Save\"")
        #expect(fixIts[1]["endColumn"]?.intValue == 12)
        #expect(fixIts[2]["replacement"]?.stringValue == "")
        #expect(fixIts[2]["column"]?.intValue == 7)
    }
}
