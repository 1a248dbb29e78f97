import Foundation
import Testing
import MenuFuzzing

/// The inputs the fuzzer found, replayed against their target's invariants.
/// `Tests/Fuzz/Regressions/<target>/` holds those whose defect is fixed (the
/// pipeline's are the `.menu` files of `Tests/Fuzz/Regressions`, which the
/// mutation tests replay); `Tests/Fuzz/Pending/<target>/` holds those whose
/// fix has not landed yet, replayed as known issues, so that the test fails
/// once the fix lands and the input can move to `Regressions`.
@Suite("Fuzz regressions")
struct RegressionTests {
    static func inputs(under folder: String) -> [String] {
        FuzzTarget.allCases.flatMap { target in
            let directory = "\(folder)/\(target.rawValue)"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: MutationTests.repository.appendingPathComponent(directory).path)) ?? []
            return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map { "\(directory)/\($0)" }
        }
    }

    static func target(of path: String) -> FuzzTarget {
        FuzzTarget(rawValue: path.split(separator: "/").dropLast().last.map(String.init) ?? "") ?? .pipeline
    }

    @Test(arguments: inputs(under: "Tests/Fuzz/Regressions"))
    func fixedFindingsKeepEveryInvariant(_ path: String) throws {
        let failures = Self.target(of: path).violations(in: try MutationTests.bytes(of: path), name: path)
        #expect(failures.isEmpty, "\(path): \(failures)")
    }

    @Test(arguments: inputs(under: "Tests/Fuzz/Pending"))
    func pendingFindingsStillFail(_ path: String) throws {
        let failures = Self.target(of: path).violations(in: try MutationTests.bytes(of: path), name: path)
        withKnownIssue("fixed on another branch; move \(path) to Tests/Fuzz/Regressions once it has landed") {
            #expect(failures.isEmpty, "\(path): \(failures)")
        }
    }
}
