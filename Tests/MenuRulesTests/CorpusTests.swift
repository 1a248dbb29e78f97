import Foundation
import MenuDiagnostics
import Testing
@testable import MenuModel
@testable import MenuRules

/// Samples must check clean; real menus too, except where Apple deviates
/// from the HIG; seeded files must get exactly the diagnostics their
/// `expected-…` comments name.
@Suite("Corpus")
struct CorpusTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func files(in folder: String) -> [String] {
        let url = repository.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".menu") }.sorted().map { folder + "/" + $0 }
    }

    static func check(_ path: String) throws -> CheckResult {
        let data = try Data(contentsOf: repository.appendingPathComponent(path))
        return Checker.check(SourceFile(path: path, bytes: Array(data)))
    }

    @Test func thereIsACorpus() {
        #expect(Self.files(in: "Samples").count >= 3)
        #expect(Self.files(in: "Tests/Corpus/clean").count >= 4)
        #expect(Self.files(in: "Tests/Corpus/seeded").count >= 4)
    }

    @Test(arguments: files(in: "Samples"))
    func samplesCheckClean(_ path: String) throws {
        let result = try Self.check(path)
        let lines = result.diagnostics.map {
            "\(result.source.location(of: $0.range.start).line): \($0.severity.rawValue): \($0.message) [\($0.id)]"
        }
        #expect(lines.isEmpty, "\(path):\n\(lines.joined(separator: "\n"))")
    }

    /// Real menus check clean except on the lines whose `expected-…`
    /// comment says Apple deviates from the HIG there; each such line gets
    /// exactly the diagnostic it names.
    @Test(arguments: files(in: "Tests/Corpus/clean"))
    func realMenusCheckCleanBesidesAppleDeviations(_ path: String) throws {
        let result = try Self.check(path)
        let expected = Expectation.parse(result.source)
        let actual = Expectation.actual(result.diagnostics, in: result.source)
        let missing = expected.filter { !actual.contains($0) }
        let unexpected = actual.filter { !expected.contains($0) }
        let messages = result.diagnostics.map {
            "\(result.source.location(of: $0.range.start).line): \($0.severity.rawValue): \($0.message) [\($0.id)]"
        }
        #expect(missing.isEmpty && unexpected.isEmpty,
                "\(path)\nmissing: \(missing)\nunexpected: \(unexpected)\nall:\n\(messages.joined(separator: "\n"))")
    }

    @Test(arguments: files(in: "Tests/Corpus/seeded"))
    func seededViolationsAreReportedExactly(_ path: String) throws {
        let result = try Self.check(path)
        let expected = Expectation.parse(result.source)
        let actual = Expectation.actual(result.diagnostics, in: result.source)
        #expect(!expected.isEmpty, "\(path) seeds nothing")
        let missing = expected.filter { !actual.contains($0) }
        let unexpected = actual.filter { !expected.contains($0) }
        let messages = result.diagnostics.map { "\(result.source.location(of: $0.range.start).line): \($0.message) [\($0.id)]" }
        #expect(missing.isEmpty && unexpected.isEmpty,
                "\(path)\nmissing: \(missing)\nunexpected: \(unexpected)\nall:\n\(messages.joined(separator: "\n"))")
    }

}
