import Foundation
import MenuDiagnostics
import Testing
@testable import MenuSemantics

/// Real menus must check clean; seeded files must get exactly the
/// diagnostics their `expected-…` comments name.
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

    @Test(arguments: files(in: "Samples") + files(in: "Tests/Corpus/clean"))
    func realMenusCheckClean(_ path: String) throws {
        let result = try Self.check(path)
        let lines = result.diagnostics.map {
            "\(result.source.location(of: $0.range.start).line): \($0.severity.rawValue): \($0.message) [\($0.id)]"
        }
        #expect(lines.isEmpty, "\(path):\n\(lines.joined(separator: "\n"))")
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

    /// A large file's check runs some rules on another thread (see
    /// `Checker.WorkStarter`). What it reports is what a check that runs
    /// every rule here reports, in the same order, whether that thread's
    /// rules run at once or no thread can be had, and whether the index
    /// comes with its identifiers grouped or not (as `ConcurrentCheck`
    /// hands it over: the rules run alongside start before the grouping,
    /// and one that read the groups would stop the test).
    @Test(arguments: files(in: "Tests/Corpus/seeded") + files(in: "Samples"))
    func rulesRunOnAnotherThreadReportTheSame(_ path: String) throws {
        let source = try Self.check(path).source
        let expected = Checker.check(source).diagnostics
        let runAtOnce: Checker.WorkStarter = { work in
            let findings = work()
            return { findings }
        }
        let atOnce = Checker.check(Checker.lower(source), startingWork: runAtOnce)
        let noThread = Checker.check(Checker.lower(source), startingWork: { _ in nil })
        let lowered = Checker.lower(source)
        var incremental = ModelIndex.Incremental()
        for menu in lowered.model.menus { incremental.add(menu) }
        let ungrouped = Checker.check(lowered, index: incremental.finishWithoutGroupingIdentifiers(), startingWork: runAtOnce)
        #expect(atOnce.diagnostics == expected)
        #expect(noThread.diagnostics == expected)
        #expect(ungrouped.diagnostics == expected)
        #expect(ungrouped.index?.areIdentifiersGrouped == true)
    }
}
