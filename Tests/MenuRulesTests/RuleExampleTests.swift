import Foundation
import MenuDiagnostics
import MenuSyntax
import Testing
@testable import MenuModel
@testable import MenuRules

/// Every rule's own examples: triggering ones report exactly at their `↓`
/// markers, non-triggering ones not at all, and no example has an error of
/// the language.
@Suite("Rule examples")
struct RuleExampleTests {
    static let descriptors = RuleRegistry.descriptors

    @Test(arguments: descriptors.map(\.id))
    func triggeringExamplesReportAtTheirMarkers(_ id: String) throws {
        let descriptor = try #require(RuleRegistry.descriptor(id: id))
        #expect(!descriptor.triggeringExamples.isEmpty, "\(id) has no triggering example")
        for example in descriptor.triggeringExamples {
            let marked = MarkedExample(example)
            let source = SourceFile(path: "\(id).menu", bytes: marked.bytes)
            let result = Checker.check(source)
            let languageErrors = result.diagnostics.filter { RuleRegistry.isLanguageError($0.id) }
            #expect(languageErrors.isEmpty, "\(id): \(languageErrors.map(\.message))")
            let reported = result.diagnostics.filter { $0.id == id }.map(\.range.start).sorted()
            #expect(reported == marked.markers, "\(id): reported at \(positions(reported, source)), expected \(positions(marked.markers, source))\n\(example)")
            #expect(result.diagnostics.filter { $0.id == id }.allSatisfy { $0.severity == descriptor.severity })
        }
    }

    @Test(arguments: descriptors.map(\.id))
    func nonTriggeringExamplesAreQuiet(_ id: String) throws {
        let descriptor = try #require(RuleRegistry.descriptor(id: id))
        #expect(!descriptor.nonTriggeringExamples.isEmpty, "\(id) has no non-triggering example")
        for example in descriptor.nonTriggeringExamples {
            let source = SourceFile(path: "\(id).menu", text: example)
            let result = Checker.check(source)
            // Nor an error of another rule: an example of what is right
            // (`menuc explain` prints them) must not be wrong in another way.
            let reported = result.diagnostics.filter { $0.id == id || RuleRegistry.isLanguageError($0.id) || $0.severity == .error }
            #expect(reported.isEmpty, "\(id): \(reported.map { "\(source.location(of: $0.range.start).line): \($0.message)" })\n\(example)")
        }
    }

    @Test(arguments: descriptors.map(\.id))
    func fixItsOfExamplesLeaveFilesThatParse(_ id: String) throws {
        let descriptor = try #require(RuleRegistry.descriptor(id: id))
        for example in descriptor.triggeringExamples {
            let source = SourceFile(path: "\(id).menu", bytes: MarkedExample(example).bytes)
            let findings = Checker.check(source).diagnostics.filter { $0.id == id }
            let fixIts = findings.flatMap(\.fixIts)
            #expect(fixIts.isEmpty || descriptor.hasFixIt, "\(id) offers fix-its but its descriptor says it has none")
            guard !fixIts.isEmpty else { continue }
            let (fixed, _) = FixItApplication.apply(fixIts, to: source.bytes)
            let recheck = Checker.check(SourceFile(path: "fixed.menu", bytes: fixed))
            #expect(!recheck.hasSyntaxErrors, "\(id): fixed text does not parse:\n\(String(decoding: fixed, as: UTF8.self))")
            #expect(recheck.diagnostics.filter { $0.id == id }.count < findings.count, "\(id): fix-its did not fix anything")
        }
    }

    func positions(_ offsets: [Int], _ source: SourceFile) -> [String] {
        offsets.map { let location = source.location(of: $0); return "\(location.line):\(location.column)" }
    }
}

/// The registry, the rule files and the rule reference agree.
@Suite("Rule registry")
struct RuleRegistryTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyRuleFileIsRegisteredAndNamedAfterItsID() throws {
        let folder = Self.repository.appendingPathComponent("Sources/MenuRules/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        let expected = RuleRegistry.descriptors.map { Self.fileName(for: $0.id) }.sorted()
        #expect(files == expected)
        for descriptor in RuleRegistry.descriptors {
            let text = try String(contentsOf: folder.appendingPathComponent(Self.fileName(for: descriptor.id)), encoding: .utf8)
            #expect(text.contains("id: \"\(descriptor.id)\""), "\(descriptor.id) is not declared in its own file")
        }
    }

    /// `reserved-shortcut` → `ReservedShortcut.swift`; `id-conflict` → `IDConflict.swift`.
    static func fileName(for id: String) -> String {
        id.split(separator: "-").map { $0 == "id" ? "ID" : $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + ".swift"
    }

    /// `Grammar/rules.md` is what the descriptors say; with
    /// `MENUC_RECORD_GOLDEN=1` the test writes it anew.
    @Test func theRuleReferenceIsGeneratedFromTheDescriptors() throws {
        let file = Self.repository.appendingPathComponent("Grammar/rules.md")
        let generated = RuleReference.markdown()
        if ProcessInfo.processInfo.environment["MENUC_RECORD_GOLDEN"] == "1" {
            try generated.write(to: file, atomically: true, encoding: .utf8)
        }
        let stored = try String(contentsOf: file, encoding: .utf8)
        #expect(stored == generated, "Grammar/rules.md is out of date; run: MENUC_RECORD_GOLDEN=1 swift test --filter RuleRegistryTests")
    }

    @Test func everyRuleIsDocumented() {
        for descriptor in RuleRegistry.descriptors {
            #expect(descriptor.summary.hasSuffix("."), "\(descriptor.id)")
            #expect(descriptor.rationale.count > 80, "\(descriptor.id) needs a real rationale")
            #expect(!descriptor.triggeringExamples.isEmpty && !descriptor.nonTriggeringExamples.isEmpty, "\(descriptor.id)")
        }
        #expect(Set(RuleRegistry.descriptors.map(\.id)).count == RuleRegistry.descriptors.count)
        #expect(Set(RuleRegistry.languageErrors.map(\.id)).isDisjoint(with: RuleRegistry.descriptors.map(\.id)))
    }
}
