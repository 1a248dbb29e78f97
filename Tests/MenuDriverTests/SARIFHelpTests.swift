import Foundation
import MenuJSON
import MenuRules
import Testing
@testable import MenuDriver

/// Code-scanning services show a rule's help beside each of its results:
/// a SARIF report carries what `menuc explain` says, the rule's section of
/// `Grammar/rules.md`, and a link to that section.
@Suite("SARIF help")
struct SARIFHelpTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func reportedRules() throws -> [JSONValue] {
        let folder = try TemporaryFolder()
        let file = try folder.write("Menus.menu", errorMenu)
        let result = Driver.run(["check", "--reporter", "sarif", file])
        let report = try #require(try? JSONParser.parse(result.standardOutput))
        return try #require(report["runs"]?[0]?["tool"]?["driver"]?["rules"]?.arrayValue)
    }

    @Test func everyRuleCarriesWhatExplainSaysAndItsSection() throws {
        let rules = try reportedRules()
        #expect(rules.count == RuleRegistry.descriptors.count + RuleRegistry.languageErrors.count)
        let reference = RuleReference.markdown()
        for descriptor in RuleRegistry.descriptors {
            let rule = try #require(rules.first { $0["id"]?.stringValue == descriptor.id })
            #expect(rule["help"]?["text"]?.stringValue == Driver.run(["explain", descriptor.id]).stdout)
            let markdown = try #require(rule["help"]?["markdown"]?.stringValue)
            #expect(reference.contains("\n### \(descriptor.id)\n\n" + markdown), "\(descriptor.id)")
            #expect(markdown.contains(descriptor.rationale))
            #expect(rule["helpUri"]?.stringValue == "https://github.com/menuc/menuc/blob/main/Grammar/rules.md#\(descriptor.id)")
        }
        for error in RuleRegistry.languageErrors {
            let rule = try #require(rules.first { $0["id"]?.stringValue == error.id })
            #expect(rule["help"]?["text"]?.stringValue == Driver.run(["explain", error.id]).stdout)
            #expect(rule["help"]?["markdown"]?.stringValue?.hasPrefix(error.summary + "\n\n") == true)
            #expect(rule["helpUri"]?.stringValue == "https://github.com/menuc/menuc/blob/main/Grammar/rules.md#errors-of-the-language")
        }
    }

    /// Each link leads to a heading of the file in the repository: GitHub
    /// makes a heading's anchor of its text, lowercased, spaces as '-'.
    @Test func everyHelpLinkLeadsToAHeading() throws {
        let stored = try String(contentsOf: Self.repository.appendingPathComponent("Grammar/rules.md"), encoding: .utf8)
        let anchors = Set(stored.split(separator: "\n").filter { $0.hasPrefix("#") }.map { heading in
            heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: " ", with: "-")
        })
        for rule in try reportedRules() {
            let uri = try #require(rule["helpUri"]?.stringValue)
            let anchor = try #require(uri.split(separator: "#").last.map(String.init))
            #expect(anchors.contains(anchor), "\(uri)")
        }
    }
}
