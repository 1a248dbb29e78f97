import MenuDiagnostics
import MenuJSON
import MenuReporters
import Testing

@Suite struct SARIFReporterTests {
    private let rules = [
        ReportedRule(
            id: "duplicate-shortcut", summary: "Two items in one menu bar share a shortcut.", defaultSeverity: .error,
            helpURI: "https://example.com/rules/duplicate-shortcut"),
        ReportedRule(id: "long-title", summary: "A title is too long to display.", defaultSeverity: .warning),
        ReportedRule(id: "style", summary: "A matter of style.", defaultSeverity: .note),
    ]

    @Test func exactOutputWithoutResults() {
        let output = SARIFReporter.render([file("a.menu", "", [])], rules: Array(rules.prefix(2)), toolVersion: "1.2.3")
        #expect(output == """
            {
              "version": "2.1.0",
              "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "menuc",
                      "version": "1.2.3",
                      "informationUri": "https://github.com/menuc/menuc",
                      "rules": [
                        {
                          "id": "duplicate-shortcut",
                          "shortDescription": {
                            "text": "Two items in one menu bar share a shortcut."
                          },
                          "defaultConfiguration": {
                            "level": "error"
                          },
                          "helpUri": "https://example.com/rules/duplicate-shortcut"
                        },
                        {
                          "id": "long-title",
                          "shortDescription": {
                            "text": "A title is too long to display."
                          },
                          "defaultConfiguration": {
                            "level": "warning"
                          }
                        }
                      ]
                    }
                  },
                  "columnKind": "utf16CodeUnits",
                  "results": []
                }
              ]
            }

            """)
    }

    /// A rule's help is plain text and, where given, Markdown, after its help URI.
    @Test func helpFollowsTheHelpURI() {
        let described = [
            ReportedRule(
                id: "long-title", summary: "A title is too long.", defaultSeverity: .warning, helpURI: "https://example.com/r#long-title",
                helpText: "long-title (warning)\n\n    item \"A\"\n", helpMarkdown: "Warning.\n\n```\nitem \"A\"\n```\n"),
            ReportedRule(id: "style", summary: "Style.", defaultSeverity: .note, helpText: "Style."),
        ]
        let output = SARIFReporter.render([file("a.menu", "", [])], rules: described, toolVersion: "0")
        #expect(output.contains("""
                      "rules": [
                        {
                          "id": "long-title",
                          "shortDescription": {
                            "text": "A title is too long."
                          },
                          "defaultConfiguration": {
                            "level": "warning"
                          },
                          "helpUri": "https://example.com/r#long-title",
                          "help": {
                            "text": "long-title (warning)\\n\\n    item \\"A\\"\\n",
                            "markdown": "Warning.\\n\\n```\\nitem \\"A\\"\\n```\\n"
                          }
                        },
                        {
                          "id": "style",
                          "shortDescription": {
                            "text": "Style."
                          },
                          "defaultConfiguration": {
                            "level": "note"
                          },
                          "help": {
                            "text": "Style."
                          }
                        }
                      ]
            """), "\(output)")
    }

    @Test func exactResult() {
        let text = "a😀b"
        let output = SARIFReporter.render(
            [file("x.menu", text, [Diagnostic(.warning, id: "long-title", "too long", at: range(of: "b", in: text))])],
            rules: [], toolVersion: "0")
        #expect(output.contains("""
                  "results": [
                    {
                      "ruleId": "long-title",
                      "level": "warning",
                      "message": {
                        "text": "too long"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "x.menu"
                            },
                            "region": {
                              "startLine": 1,
                              "startColumn": 4,
                              "endLine": 1,
                              "endColumn": 5
                            }
                          }
                        }
                      ]
                    }
                  ]
            """))
    }

    @Test func structure() throws {
        let text = "menu 😀 {\n  item \"保存\" key Cmd+S\n  item \"Save\" key Cmd+S\n  item Quit\n}\n"
        let duplicate = range(of: "Cmd+S", in: text, occurrence: 1)
        let quit = range(of: "Quit", in: text)
        let diagnostics = [
            Diagnostic(
                .error, id: "duplicate-shortcut", "shortcut 'Cmd+S' is used twice", at: duplicate,
                notes: [
                    DiagnosticNote("first used here", at: range(of: "Cmd+S", in: text)),
                    DiagnosticNote("shortcuts must be unique"),
                ],
                fixIts: [.remove(duplicate, message: "remove the shortcut")]),
            Diagnostic(
                .note, id: "unquoted", "quote titles", at: quit,
                fixIts: [
                    .insert("\"", at: quit.start, message: "insert '\"'"),
                    .replace(quit, with: "\"Quit\"", message: "quote"),
                ]),
            Diagnostic(.warning, id: "not-a-known-rule", "unknown", at: .at(text.utf8.count)),
        ]
        let output = SARIFReporter.render(
            [file("menus/my file#1.menu", text, diagnostics), file("/abs/path/b.menu", "x", [])],
            rules: rules, toolVersion: "0.1.0")
        let log = try JSONParser.parse(output)

        #expect(log.objectValue?.keys == ["version", "$schema", "runs"])
        #expect(log["version"] == "2.1.0")
        #expect(log["$schema"] == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(log["runs"]?.arrayValue?.count == 1)
        let run = try #require(log["runs"]?[0])
        #expect(run["columnKind"] == "utf16CodeUnits")

        let driver = try #require(run["tool"]?["driver"])
        #expect(driver["name"] == "menuc")
        #expect(driver["version"] == "0.1.0")
        #expect(driver["informationUri"] == "https://github.com/menuc/menuc")
        let reportedRules = try #require(driver["rules"]?.arrayValue)
        #expect(reportedRules.map { $0["id"]?.stringValue } == ["duplicate-shortcut", "long-title", "style"])
        #expect(reportedRules.map { $0["defaultConfiguration"]?["level"]?.stringValue } == ["error", "warning", "note"])
        #expect(reportedRules[0]["shortDescription"]?["text"] == "Two items in one menu bar share a shortcut.")
        #expect(reportedRules[0]["helpUri"] == "https://example.com/rules/duplicate-shortcut")
        #expect(reportedRules[1]["helpUri"] == nil)

        let results = try #require(run["results"]?.arrayValue)
        #expect(results.count == 3)

        let first = results[0]
        #expect(first["ruleId"] == "duplicate-shortcut")
        #expect(first["ruleIndex"] == 0)
        #expect(first["level"] == "error")
        #expect(first["message"]?["text"] == "shortcut 'Cmd+S' is used twice")
        let location = try #require(first["locations"]?[0]?["physicalLocation"])
        #expect(location["artifactLocation"]?["uri"] == "menus/my%20file%231.menu")
        #expect(location["region"] == ["startLine": 3, "startColumn": 19, "endLine": 3, "endColumn": 24])

        let related = try #require(first["relatedLocations"]?.arrayValue)
        #expect(related.count == 2)
        #expect(related[0]["message"]?["text"] == "first used here")
        // `  item "保存" key ` is 16 UTF-16 code units (20 UTF-8 bytes).
        #expect(related[0]["physicalLocation"]?["region"]
            == ["startLine": 2, "startColumn": 17, "endLine": 2, "endColumn": 22])
        #expect(related[1]["message"]?["text"] == "shortcuts must be unique")
        #expect(related[1]["physicalLocation"]?["region"] == nil)
        #expect(related[1]["physicalLocation"]?["artifactLocation"]?["uri"] == "menus/my%20file%231.menu")

        let removal = try #require(first["fixes"]?[0])
        #expect(removal["description"]?["text"] == "remove the shortcut")
        let change = try #require(removal["artifactChanges"]?[0])
        #expect(change["artifactLocation"]?["uri"] == "menus/my%20file%231.menu")
        #expect(change["replacements"] == [
            [
                "deletedRegion": ["startLine": 3, "startColumn": 19, "endLine": 3, "endColumn": 24],
                "insertedContent": ["text": ""],
            ],
        ])

        let second = results[1]
        #expect(second["ruleId"] == "unquoted")
        #expect(second["ruleIndex"] == nil)
        #expect(second["level"] == "note")
        #expect(second["relatedLocations"] == nil)
        let fixes = try #require(second["fixes"]?.arrayValue)
        #expect(fixes.count == 2)
        #expect(fixes[0]["artifactChanges"]?[0]?["replacements"]?[0] == [
            "deletedRegion": ["startLine": 4, "startColumn": 8, "endLine": 4, "endColumn": 8],
            "insertedContent": ["text": "\""],
        ])
        #expect(fixes[1]["artifactChanges"]?[0]?["replacements"]?[0]?["insertedContent"]?["text"] == "\"Quit\"")

        let third = results[2]
        #expect(third["level"] == "warning")
        #expect(third["fixes"] == nil)
        #expect(third["locations"]?[0]?["physicalLocation"]?["region"]
            == ["startLine": 6, "startColumn": 1, "endLine": 6, "endColumn": 1])
    }

    @Test func duplicateRuleIdsUseTheFirstIndex() throws {
        let log = try JSONParser.parse(SARIFReporter.render(
            [file("a", "x", [Diagnostic(.error, id: "b", "m", at: .at(0))])],
            rules: [
                ReportedRule(id: "a", summary: "A.", defaultSeverity: .error),
                ReportedRule(id: "b", summary: "B.", defaultSeverity: .error),
                ReportedRule(id: "b", summary: "B again.", defaultSeverity: .error),
            ],
            toolVersion: "1"))
        #expect(log["runs"]?[0]?["results"]?[0]?["ruleIndex"] == 1)
        #expect(log["runs"]?[0]?["tool"]?["driver"]?["rules"]?.arrayValue?.count == 3)
    }

    @Test func repeatsAreDroppedBecauseTheSchemaRequiresUniqueItems() throws {
        let text = "abc"
        let rule = ReportedRule(id: "r", summary: "R.", defaultSeverity: .warning)
        let note = DiagnosticNote("same", at: SourceRange(start: 0, end: 1))
        let fix = FixIt.insert("x", at: 1, message: "insert")
        let log = try JSONParser.parse(SARIFReporter.render(
            [file("a", text, [
                Diagnostic(.warning, id: "r", "m", at: .at(0), notes: [note, note, DiagnosticNote("other")],
                           fixIts: [fix, fix, .insert("y", at: 1, message: "insert")]),
            ])],
            rules: [ReportedRule(id: "q", summary: "Q.", defaultSeverity: .note), rule, rule],
            toolVersion: "1"))
        let run = try #require(log["runs"]?[0])
        #expect(run["tool"]?["driver"]?["rules"]?.arrayValue?.count == 2)
        let result = try #require(run["results"]?[0])
        #expect(result["ruleIndex"] == 1)
        #expect(result["relatedLocations"]?.arrayValue?.map { $0["message"]?["text"] } == ["same", "other"])
        #expect(result["fixes"]?.arrayValue?.count == 2)
    }

    @Test func uriReferences() {
        #expect(SARIFReporter.uriReference(forPath: "main.menu") == "main.menu")
        #expect(SARIFReporter.uriReference(forPath: "./menus/a-b_c~d.menu") == "./menus/a-b_c~d.menu")
        #expect(SARIFReporter.uriReference(forPath: "my menus/main 1.menu") == "my%20menus/main%201.menu")
        #expect(SARIFReporter.uriReference(forPath: "menus\\win.menu") == "menus/win.menu")
        #expect(SARIFReporter.uriReference(forPath: "a:b?c#d%e.menu") == "a%3Ab%3Fc%23d%25e.menu")
        #expect(SARIFReporter.uriReference(forPath: "メニュー.menu") == "%E3%83%A1%E3%83%8B%E3%83%A5%E3%83%BC.menu")
        #expect(SARIFReporter.uriReference(forPath: "<stdin>") == "%3Cstdin%3E")
        #expect(SARIFReporter.uriReference(forPath: "/home/me/a b.menu") == "file:///home/me/a%20b.menu")
        #expect(SARIFReporter.uriReference(forPath: "C:\\Users\\me\\a.menu") == "file:///C:/Users/me/a.menu")
    }
}
