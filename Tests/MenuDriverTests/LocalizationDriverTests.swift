import Foundation
import Testing
@testable import MenuDriver

/// `--emit xcstrings`, `--catalog` and `--language` through the driver.
@Suite("Localization")
struct LocalizationDriverTests {
    static let golden = DriverTests.repository + "/Tests/MenuBackendsTests/Golden"

    static let menu = """
        menu "File" {
            item "Open…" key: cmd+O
            item "Save" key: cmd+S
        }

        """

    /// A catalog with a Japanese title in three periods and an empty
    /// Chinese one; "Save" has no translation.
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "file" : {
              "localizations" : {
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "文件" } }
              }
            },
            "file.open" : {
              "localizations" : {
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "開く..." } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func chineseCheatSheetFromTheCatalog() throws {
        let result = Driver.run([
            "build", "--emit", "markdown", "--catalog", Self.golden + "/TextEdit.zh-Hans.xcstrings", "--language", "zh-Hans",
            DriverTests.repository + "/Samples/TextEdit.menu",
        ])
        #expect(result.status == .success)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout == (try String(contentsOfFile: Self.golden + "/TextEdit.zh-Hans.md", encoding: .utf8)))
    }

    @Test func emittedCatalogIsTheGolden() throws {
        let result = Driver.run(["build", "--emit", "xcstrings", DriverTests.repository + "/Samples/TextEdit.menu"])
        #expect(result.status == .success)
        #expect(result.stdout == (try String(contentsOfFile: Self.golden + "/TextEdit.xcstrings", encoding: .utf8)))
    }

    /// The title rules run on each translation and report at its line and
    /// column in the catalog; an error there fails the check.
    @Test func translationsAreCheckedAtTheirPlaceInTheCatalog() throws {
        let folder = try TemporaryFolder()
        let menu = try folder.write("a.menu", Self.menu)
        let catalog = try folder.write("a.xcstrings", Self.catalog)
        let result = Driver.run(["check", "--color", "never", "--catalog", catalog, menu])
        #expect(result.status == .inputHasErrors)
        #expect(result.stderr == """
            \(catalog):11:69: warning: title '開く...' uses three periods; use the ellipsis character '…' [ellipsis-character]
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "開く..." } },
                                                                                ^~~~~~~~~
            \(catalog): note: in the 'ja' translation
            \(catalog):12:74: error: title is empty; write what the entry does, as in 'Save' [empty-title]
                    "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "" } }
                                                                                     ^~
            \(catalog): note: in the 'zh-Hans' translation
            1 error and 1 warning generated.

            """)
        // An error past the error limit still fails the check, and the build.
        let limited = Driver.run(["check", "--color", "never", "--error-limit", "1", "--catalog", catalog, menu])
        #expect(limited.status == .inputHasErrors, "\(limited.stderr)")
        #expect(limited.stderr.contains("[ellipsis-character]") && !limited.stderr.contains("[empty-title]"), "\(limited.stderr)")
        let output = folder.path + "/a.md"
        let build = Driver.run(["build", "--emit", "markdown", "--error-limit", "1", "--catalog", catalog, "-o", output, menu])
        #expect(build.status == .inputHasErrors)
        #expect(!FileManager.default.fileExists(atPath: output))
        // Turned off, the rule is off for translations too.
        let quiet = Driver.run(["check", "--disable", "empty-title", "--disable", "ellipsis-character", "--catalog", catalog, menu])
        #expect(quiet.status == .success)
        #expect(quiet.stderr.isEmpty)
    }

    /// The translations' findings are held to the error limit as the file's
    /// are: the rest are counted, not made and thrown away.
    @Test func translationFindingsPastTheLimitAreCounted() throws {
        let folder = try TemporaryFolder()
        let menu = try folder.write("a.menu", Self.menu)
        let threePeriods = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "file.open" : { "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "開く..." } } } },
                "file.save" : { "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "保存..." } } } }
              },
              "version" : "1.0"
            }
            """
        let catalog = try folder.write("a.xcstrings", threePeriods)
        let result = Driver.run(["check", "--color", "never", "--error-limit", "1", "--disable", "unexpected-ellipsis", "--catalog", catalog, menu])
        #expect(result.status == .success)
        #expect(result.stderr.components(separatedBy: "[ellipsis-character]").count == 2, "\(result.stderr)")
        #expect(result.stderr.contains("note: too many warnings emitted (1 more not shown); use '--error-limit 0' to show all"), "\(result.stderr)")
    }

    /// In a `.menuc` file the catalog's path is relative to that file.
    @Test func optionsFileNamesTheCatalogRelativeToItself() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/menus/l10n", withIntermediateDirectories: true)
        let menu = try folder.write("menus/a.menu", Self.menu)
        try folder.write("menus/l10n/a.xcstrings", Self.catalog)
        try folder.write("menus/.menuc", "--catalog l10n/a.xcstrings\n")
        let result = Driver.run(["check", "--color", "never", menu])
        #expect(result.status == .inputHasErrors)
        #expect(result.stderr.contains("l10n/a.xcstrings:12:74: error: title is empty"), "\(result.stderr)")
    }

    @Test func untranslatedTitlesAreCountedInOneWarning() throws {
        let folder = try TemporaryFolder()
        let menu = try folder.write("a.menu", Self.menu)
        let catalog = try folder.write("a.xcstrings", Self.catalog)
        let result = Driver.run(["build", "--emit", "markdown", "--disable", "empty-title", "--disable", "ellipsis-character", "--catalog", catalog, "--language", "ja", menu])
        #expect(result.status == .success)
        #expect(result.stderr == "warning: 2 of 3 titles have no 'ja' translation in '\(catalog)' and keep the .menu file's text: 'file', 'file.save'\n")
        #expect(result.stdout.contains("## File\n\n| Command | Shortcut |\n| --- | --- |\n| 開く... | `⌘O` |\n| Save | `⌘S` |\n"))
    }

    @Test func malformedCatalogIsAnErrorAtItsPlace() throws {
        let folder = try TemporaryFolder()
        let menu = try folder.write("a.menu", Self.menu)
        let catalog = try folder.write("a.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [],\n  \"version\" : \"1.0\"\n}")
        let result = Driver.run(["build", "--emit", "markdown", "--color", "never", "--catalog", catalog, menu])
        #expect(result.status == .inputHasErrors)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("\(catalog):3:15: error: 'strings' in the string catalog must be a JSON object [invalid-catalog]\n"), "\(result.stderr)")
    }

    @Test func missingCatalogCannotBeRead() throws {
        let folder = try TemporaryFolder()
        let menu = try folder.write("a.menu", Self.menu)
        let result = Driver.run(["check", "--catalog", folder.path + "/none.xcstrings", menu])
        #expect(result.status == .unreadableInput)
        #expect(result.stderr == "error: cannot read the string catalog '\(folder.path)/none.xcstrings': no such file\n")
    }

    /// A language the catalog lacks is said before, and instead of, the
    /// diagnostics of a check whose artefact would not be written.
    @Test func aLanguageMistakeIsSaidBeforeAnyReport() throws {
        let folder = try TemporaryFolder()
        let menu = try folder.write("a.menu", Self.menu)
        let catalog = try folder.write("a.xcstrings", Self.catalog)
        let result = Driver.run(["build", "--emit", "markdown", "--catalog", catalog, "--language", "fr", menu])
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix("error: the string catalog '\(catalog)' has no 'fr' translations"), "\(result.stderr)")
        #expect(!result.stderr.contains("[ellipsis-character]"))
    }

    @Test func languageMistakesAreUsageErrors() throws {
        let folder = try TemporaryFolder()
        let menu = try folder.write("a.menu", Self.menu)
        let catalog = try folder.write("a.xcstrings", Self.catalog)
        let quiet = ["--disable", "empty-title", "--disable", "ellipsis-character"]
        let unknown = Driver.run(["build", "--emit", "markdown", "--catalog", catalog, "--language", "zh-Hant"] + quiet + [menu])
        #expect(unknown.status == .usage)
        #expect(unknown.stderr.hasPrefix("error: the string catalog '\(catalog)' has no 'zh-Hant' translations; use one of en, ja, zh-Hans; did you mean 'zh-Hans'?\n"))
        let noCatalog = Driver.run(["build", "--emit", "markdown", "--language", "ja", menu])
        #expect(noCatalog.status == .usage)
        #expect(noCatalog.stderr.hasPrefix("error: '--language ja' reads the translations from a string catalog; add '--catalog <file>.xcstrings' (write one with '--emit xcstrings')\n"))
        let catalogOfItself = Driver.run(["build", "--emit", "xcstrings", "--catalog", catalog, "--language", "ja", menu])
        #expect(catalogOfItself.status == .usage)
        let bundle = Driver.run(["build", "--emit", "swift", "--swift-bundle", "app", menu])
        #expect(bundle.status == .usage)
        #expect(bundle.stderr.hasPrefix("error: invalid value 'app' for '--swift-bundle'; use main or module\n"))
    }

    /// Writing the catalog again over the one given keeps every other
    /// language's localization as written (variations too), marks a
    /// translation of a changed title for review, and leaves out strings
    /// whose titles are gone; a second run changes nothing.
    @Test func writingTheCatalogAgainKeepsItsTranslations() throws {
        let folder = try TemporaryFolder()
        let german = """
                    "de" : {
                      "variations" : {
                        "device" : {
                          "mac" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "Sichern"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "Speichern"
                            }
                          }
                        }
                      }
                    },
            """
        let old = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "file.close" : {
                  "localizations" : {
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Fermer" } }
                  }
                },
                "file.open" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Open" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Ouvrir" } }
                  }
                },
                "file.save" : {
                  "extractionState" : "manual",
                  "localizations" : {
            \(german)
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Save" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let menu = try folder.write("a.menu", Self.menu)
        let catalog = try folder.write("a.xcstrings", old)
        let first = Driver.run(["build", "--emit", "xcstrings", "--catalog", catalog, "-o", catalog, menu])
        #expect(first.status == .success, "\(first.stderr)")
        // The French "Fermer" has no title any more: the user is told before it is gone.
        #expect(first.stderr == "warning: 1 translated string of '\(catalog)' matches no title and is left out: 'file.close'; keep a copy of the catalog to carry their translations over\n")
        let written = try #require(folder.read("a.xcstrings"))
        #expect(written.contains("      \"localizations\" : {\n" + german + "\n        \"en\" : {\n"))
        // "Open…" was "Open": the French translation is to be reviewed.
        #expect(written.contains("\"fr\" : {\n          \"stringUnit\" : {\n            \"state\" : \"needs_review\",\n            \"value\" : \"Ouvrir\""))
        #expect(!written.contains("file.close"))
        let second = Driver.run(["build", "--emit", "xcstrings", "--catalog", catalog, menu])
        #expect(second.stdout == written)
    }

    /// A catalog written in another source language stays in it, and what
    /// Xcode keeps on a string besides its localizations stays too.
    @Test func writingTheCatalogAgainKeepsItsSourceLanguageAndFields() throws {
        let folder = try TemporaryFolder()
        let old = """
            {
              "sourceLanguage" : "de",
              "strings" : {
                "file.save" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Save" } }
                  },
                  "shouldTranslate" : false
                }
              },
              "version" : "1.0"
            }
            """
        let menu = try folder.write("a.menu", "menu \"Ablage\" {\n    item \"Sichern\" key: cmd+S id: save\n}\n")
        let catalog = try folder.write("a.xcstrings", old.replacingOccurrences(of: "file.save", with: "ablage.save"))
        let result = Driver.run(["build", "--emit", "xcstrings", "--catalog", catalog, menu])
        #expect(result.status == .success, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("{\n  \"sourceLanguage\" : \"de\",\n"))
        #expect(result.stdout.contains("\"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Save\""))
        #expect(result.stdout.contains("\"shouldTranslate\" : false"))
    }

    /// `--swift-bundle` on the command line or in a `.menuc` file (the
    /// build plugin's way to say the catalog is a package resource).
    @Test func swiftBundleFromTheCommandLineOrAnOptionsFile() throws {
        let folder = try TemporaryFolder()
        let menu = try folder.write("a.menu", Self.menu)
        #expect(Driver.run(["build", "--emit", "swift", menu]).stdout.contains("table: \"a\", bundle: .main, comment: "))
        #expect(Driver.run(["build", "--emit", "swift", "--swift-bundle", "module", menu]).stdout.contains("bundle: .module"))
        try folder.write(".menuc", "--swift-bundle module\n")
        #expect(Driver.run(["build", "--emit", "swift", menu]).stdout.contains("table: \"a\", bundle: .module, comment: "))
        #expect(Driver.run(["build", "--emit", "swift", "--swift-bundle", "main", menu]).stdout.contains("bundle: .main"))
        try folder.write(".menuc", "# bundle\n--swift-bundle app\n")
        let bad = Driver.run(["build", "--emit", "swift", menu])
        #expect(bad.status == .usage)
        #expect(bad.stderr.contains(".menuc:2:1: error: invalid value 'app' for '--swift-bundle'; use main or module"), "\(bad.stderr)")
    }

    @Test func sourceLanguageNamesTheCatalogsLanguage() throws {
        let folder = try TemporaryFolder()
        let menu = try folder.write("a.menu", Self.menu)
        let result = Driver.run(["build", "--emit", "xcstrings", "--source-language", "ja", menu])
        #expect(result.status == .success)
        #expect(result.stdout.hasPrefix("{\n  \"sourceLanguage\" : \"ja\",\n"))
        #expect(result.stdout.contains("\"localizations\" : {\n        \"ja\" : {\n"))
    }
}
