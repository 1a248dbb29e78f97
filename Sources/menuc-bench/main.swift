#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// menuc-bench: whether menuc is as fast as its users need, held to targets
// (the guardrails of README.md in this folder). It times whole processes of
// the menuc built beside it, as a user, a build or an editor starts them.

let usage = """
    OVERVIEW: Holds the menuc built beside this program to its guardrails, each
    with its target, PASS or FAIL; exits with 1 if one fails:
      (a) 'menuc check' of a small real file is no slower than an empty Swift
          program, both whole processes
      (b) 'menuc lsp' answers an edit of a 5 KB document with its diagnostics in
          1 ms (median), 3 ms (p99)
      (c) 'menuc check' of a 4 MB generated file takes at most 0.25 s
      (d) on each adversarial input, 10× the input takes at most 11× the time
      (e) the peak memory of check and of each 'build --emit' format on the
          4 MB file is at most 20× the input
      (f) with --cold-build: a debug build of menuc in a clean clone takes at
          most 20 s
      (g) on each hostile input of 10 MB, 'menuc check' and the language
          server (opening it, then its outline) each take at most 10 s and
          20× the input or 200 MB of memory, and report at most 1 MB

    Run it from a release build:
      swift build -c release && swift run -c release menuc-bench

    USAGE: menuc-bench [--quick]
           menuc-bench --cold-build
           menuc-bench --dump <commands>

    OPTIONS:
      --quick                 Few runs and small adversarial inputs; reports the
                              timings of (a)–(c) without holding them to their
                              targets (what CI runs, on a debug build).
      --cold-build            Measure (f) alone: clone the repository that holds
                              this program's sources and time
                              'swift build --product menuc' in the clone.
      --dump <commands>       Print the generated menu file of this many commands.
      -h, --help              Show help information.

    """

/// The commands of the generated file that (c) and (e) measure (4.3 MB).
let largeFileCommands = 100_000

/// The folder of this program's sources, and the repository's samples.
let sourceFolder = folder(of: #filePath)
let samplesFolder = sourceFolder + "/../../Samples"

func main(_ arguments: [String]) -> Never {
    if arguments.contains("-h") || arguments.contains("--help") {
        print(usage, terminator: "")
        exit(0)
    }
    if arguments.first == PeakMemory.option, arguments.count >= 2 {
        PeakMemory.runAndPrint(Array(arguments.dropFirst()))
    }
    if arguments.count == 2, arguments[0] == "--dump", let count = Int(arguments[1]), count > 0 {
        print(MenuFileGenerator.generate(commands: count).text, terminator: "")
        exit(0)
    }
    if arguments == ["--cold-build"] {
        exit(ColdBuild.run(inRepositoryOf: sourceFolder))
    }
    guard arguments.isEmpty || arguments == ["--quick"] else {
        fail("error: unexpected arguments '\(arguments.joined(separator: " "))'; see 'menuc-bench --help'", status: 64)
    }
    exit(runGuardrails(arguments.isEmpty ? .full : .quick))
}

/// Measures (a) to (e) and prints each outcome; returns the exit status.
func runGuardrails(_ settings: Settings) -> Int32 {
    let launcher = CommandLine.arguments[0]
    let menuc = folder(of: launcher) + "/menuc"
    guard access(menuc, X_OK) == 0 else {
        fail("error: cannot run '\(menuc)'; build it with 'swift build -c release'", status: 66)
    }
    // A language server that dies would otherwise kill this program on the next write.
    signal(SIGPIPE, SIG_IGN)
    printMachine(settings)
    let scratch = makeScratchFolder("menuc-bench")
    defer { removeFolder(scratch) }
    let guardrails = Guardrails(menuc: menuc, settings: settings, scratch: scratch)
    var outcomes: [Outcome] = []
    func report(_ outcome: Outcome) {
        printOutcome(outcome)
        outcomes.append(outcome)
    }

    let small = samplePath("Notes.menu", orGenerated: 120, scratch: scratch)
    if let empty = buildEmptyProgram(scratch: scratch) {
        report(guardrails.startUp(file: small, emptyProgram: empty))
    } else {
        report(Outcome(name: "(a) start-up", measured: "swiftc could not build an empty program", target: "≤ 1.00×", passed: false))
    }
    report(guardrails.languageServer(text: readText(small) ?? ""))

    let large = scratch + "/Large.menu"
    writeText(large, MenuFileGenerator.generate(commands: largeFileCommands).text)
    report(guardrails.largeCheck(file: large))
    for input in AdversarialInputs.all {
        report(guardrails.growth(of: input))
    }
    for input in HostileInputs.all {
        // Fifty bytes a repetition: 100 KB and 1 MB in a full run.
        report(guardrails.growth(of: AdversarialInputs.Input(name: input.name) { input.make($0 * 50) }))
    }
    let commands = [["check"]] + ["json", "markdown", "swift"].map { ["build", "--emit", $0, "-o", scratch + "/out.\($0)"] }
    for arguments in commands {
        report(guardrails.peakMemory(file: large, arguments: arguments, launcher: launcher))
    }
    for input in HostileInputs.all {
        guardrails.hostile(input, launcher: launcher).forEach(report)
    }

    let failed = outcomes.filter { $0.passed == false }
    print("")
    if failed.isEmpty {
        print("All guardrails hold\(settings.isQuick ? " that a quick run enforces" : "").")
        return 0
    }
    print("\(failed.count) guardrail\(failed.count == 1 ? "" : "s") failed:")
    for outcome in failed { print("  \(outcome.name)") }
    return 1
}

func printOutcome(_ outcome: Outcome) {
    print("")
    print(outcome.name)
    print("    \(outcome.measured); target \(outcome.target): \(outcome.verdict)")
    // Shown as it is measured, also when the output goes to a file.
    fflush(nil)
}

/// The machine, the build and its load: timings on a shared machine mean
/// little without them.
func printMachine(_ settings: Settings) {
    let cpu = readText("/proc/cpuinfo")?
        .split(separator: "\n").first { $0.hasPrefix("model name") }?
        .split(separator: ":").last.map { String($0.drop { $0 == " " }) } ?? "unknown CPU"
    #if DEBUG
    let build = "a debug build (timings are not a release build's)"
    #else
    let build = "a release build"
    #endif
    print("menuc-bench\(settings.isQuick ? " --quick" : ""): \(build), on \(cpu), \(processorCount()) cores, load \(loadAverages())")
}

/// A sample of the repository, or a generated file of about its size when
/// the samples are not where the sources were built.
func samplePath(_ name: String, orGenerated commands: Int, scratch: String) -> String {
    let sample = samplesFolder + "/" + name
    if access(sample, R_OK) == 0 { return sample }
    let generated = scratch + "/" + name
    writeText(generated, MenuFileGenerator.generate(commands: commands).text)
    return generated
}

/// An empty Swift program compiled as a user would (`swiftc -O`), the
/// yardstick of start-up; nil when swiftc cannot build it.
func buildEmptyProgram(scratch: String) -> String? {
    let program = scratch + "/empty"
    writeText(program + ".swift", "_ = CommandLine.arguments.count\n")
    guard Processes.run("swiftc", ["-O", "-o", program, program + ".swift"])?.status == 0 else { return nil }
    return program
}

main(Array(CommandLine.arguments.dropFirst()))
