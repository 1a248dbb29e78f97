#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// (f) What a contributor waits for first: a debug build of the `menuc`
/// product in a clean clone of the repository, nothing built before.
enum ColdBuild {
    static let limit = 20.0

    /// Clones the repository that holds `folder` (its committed state),
    /// times `swift build --product menuc` in the clone and reports it with
    /// the machine's load; returns the exit status.
    static func run(inRepositoryOf folder: String) -> Int32 {
        let scratch = makeScratchFolder("menuc-cold-build")
        defer { removeFolder(scratch) }
        func stop(_ message: String) -> Never {
            removeFolder(scratch)
            fail(message, status: 1)
        }
        guard let repository = repositoryRoot(of: folder, scratch: scratch) else {
            stop("error: '\(folder)' is not in a git repository")
        }
        let clone = scratch + "/menuc"
        let log = scratch + "/build.log"
        guard Processes.run("git", ["clone", "--quiet", repository, clone], error: log)?.status == 0 else {
            print(readText(log) ?? "")
            stop("error: cannot clone '\(repository)'")
        }
        let loadBefore = loadAverages()
        guard let build = Processes.run(
            "swift", ["build", "--package-path", clone, "--product", "menuc"], output: log, error: log)
        else {
            stop("error: cannot run 'swift build'")
        }
        let loadAfter = loadAverages()
        guard build.status == 0 else {
            print(readText(log) ?? "")
            stop("error: 'swift build --product menuc' failed with status \(build.status)")
        }
        let outcome = Outcome(
            name: "(f) cold debug build: 'swift build --product menuc' in a clean clone of \(repository)",
            measured: "\(format(build.seconds, 1)) s on \(processorCount()) cores; load \(loadBefore) before, \(loadAfter) after",
            target: "≤ \(format(limit, 0)) s", passed: build.seconds <= limit)
        printOutcome(outcome)
        return outcome.passed == false ? 1 : 0
    }

    /// The root of the git repository that holds `folder`.
    private static func repositoryRoot(of folder: String, scratch: String) -> String? {
        let output = scratch + "/root"
        guard Processes.run("git", ["-C", folder, "rev-parse", "--show-toplevel"], output: output)?.status == 0 else {
            return nil
        }
        return readText(output)?.split(separator: "\n").first.map(String.init)
    }
}

/// The 1, 5 and 15 minute load averages, as `uptime` gives them.
func loadAverages() -> String {
    var loads = [Double](repeating: 0, count: 3)
    guard getloadavg(&loads, 3) == 3 else { return "unknown" }
    return loads.map { format($0, 2) }.joined(separator: ", ")
}

func processorCount() -> Int {
    sysconf(Int32(_SC_NPROCESSORS_ONLN))
}
