#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MenuBackends
import MenuDiagnostics
import MenuDriver
import MenuModel
import MenuRules
import MenuSyntax

// menuc-bench: how fast menuc is, measured the same way every time.
//
//   swift build -c release && swift run -c release menuc-bench [--quick]  (--help for more)
//
// Generates menu files of 1k, 10k and 100k commands and reports, in one run:
// throughput of check (on memory new to it, and on memory reused) and of each
// backend (in-process, best of several runs),
// how time grows with size and on adversarial inputs (many equal titles,
// shortcuts, identifiers or suppressions), peak memory of real `menuc check`
// and `menuc build` processes, the same
// file's JSON read by Foundation's JSONDecoder and by CPython's json.loads,
// the start-up time of one `menuc check` on a typical file beside an empty
// Swift program, what memory new to a process costs on the machine (back to
// back and after a pause), and callgrind's instruction count per input byte
// and the share of each phase of the check.

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The fastest of several runs, in seconds. A run's result, if it returns
/// one, is freed after its time is taken, so that the next run reuses its
/// memory; runs that keep their results return none.
func best<Result>(of count: Int, _ body: () -> Result) -> Double {
    var fastest = Double.infinity
    for _ in 0..<count {
        let start = now()
        let result = body()
        withExtendedLifetime(result) { fastest = min(fastest, now() - start) }
    }
    return fastest
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func format(_ value: Double, _ digits: Int = 1) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((abs(value) * scale).rounded())
    let whole = "\(value < 0 && scaled > 0 ? "-" : "")\(scaled / Int(scale))"
    guard digits > 0 else { return whole }
    let fraction = String(scaled % Int(scale))
    return whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
}

func mbps(_ bytes: Int, _ seconds: Double) -> Double { Double(bytes) / 1e6 / seconds }

/// Writes `message` and a line end to standard error and exits with `status`.
func fail(_ message: String, status: Int32) -> Never {
    var line = message + "\n"
    line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    exit(status)
}

let usage = """
    OVERVIEW: Measures menuc on generated menu files: throughput of check and of
    each backend, growth with size, adversarial inputs, peak memory, JSON read
    back by JSONDecoder and json.loads, start-up on a typical file beside an
    empty Swift program, the cost of memory new to a process, and callgrind's
    instructions per input byte.

    Run it from a release build, beside the menuc it measures:
      swift build -c release && swift run -c release menuc-bench

    USAGE: menuc-bench [--quick]
           menuc-bench --dump <commands>
           menuc-bench --phases <commands>
           menuc-bench --compare <menuc> [--commands <n>] [--turns <n>] [--pause <s>]

    OPTIONS:
      --quick                 Stop at the 10,000-command file (skips the
                              100,000-command one).
      --dump <commands>       Print the generated menu file of this many commands.
      --phases <commands>     Time the phases of the check (parse, lowering,
                              index) each alone, then the whole check as
                              menuc check runs it, on the generated file.
      --compare <menuc>       Time another menuc executable (A) against the
                              one beside this benchmark (B) in turns, whole
                              'check' and 'build --emit json' processes on
                              the generated file, after checking that both
                              give the same output. Exits with 1 when they
                              do not.
      --commands <n>          With --compare: the file's size in commands.
                              (default: 100000)
      --turns <n>             With --compare: runs of each executable per
                              command. (default: 30)
      --pause <s>             With --compare: seconds without work before
                              each run, so that it starts on memory the host
                              has taken back. (default: 0)
      -h, --help              Show help information.

    """

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("-h") || arguments.contains("--help") {
    print(usage, terminator: "")
    exit(0)
}
if arguments.count == 2, arguments[0] == "--dump", let count = Int(arguments[1]), count > 0 {
    print(MenuFileGenerator.generate(commands: count).text, terminator: "")
    exit(0)
}
// Linux charges a child started by posix_spawn with its parent's peak memory
// (the memory it shared until exec), so peak memory is measured by this
// program re-started small: it runs the command and prints the child's peak.
if arguments.first == "--peak-memory", arguments.count >= 2 {
    guard let run = Processes.run(arguments[1], Array(arguments.dropFirst(2))) else { exit(1) }
    print(run.peakMemory)
    exit(run.status)
}
if arguments.count == 2, arguments[0] == "--phases", let count = Int(arguments[1]), count > 0 {
    let text = MenuFileGenerator.generate(commands: count).text
    let source = SourceFile(path: "Bench.menu", bytes: Array(text.utf8))
    var keptParses: [ParseResult] = []
    var keptLowered: [MenuModel] = []
    var keptIndexes: [ModelIndex] = []
    var keptChecks: [CheckResult] = []
    let runs = 15
    let parse = best(of: runs) { keptParses.append(Parser.parse(source)) }
    keptParses.removeAll()
    let parseAndLower = best(of: runs) { keptLowered.append(Lowering.lower(Parser.parse(source).tree).0) }
    let model = keptLowered.last!
    keptLowered.removeAll()
    let index = best(of: runs) { keptIndexes.append(ModelIndex(model)) }
    keptIndexes.removeAll()
    let check = best(of: runs) { keptChecks.append(Checker.check(source, keepingSyntaxTree: false)) }
    // A large file's check indexes and runs some rules on the second core
    // (`ConcurrentCheck`), so its phases do not add up to it.
    print("alone: parse \(format(parse * 1000, 2)) ms, lower \(format((parseAndLower - parse) * 1000, 2)) ms, index \(format(index * 1000, 2)) ms; check \(format(check * 1000, 2)) ms = \(format(mbps(source.bytes.count, check))) MB/s")
    exit(0)
}
/// The menuc this benchmark measures: the one built beside it.
let menuc = FileSystem.joined(FileSystem.directoryName(of: CommandLine.arguments[0]), "menuc")

/// Makes the folder for this run's files; a failure ends the run.
func makeWorkFolder() -> String {
    let folder = temporaryFolder + "/menuc-bench-\(getpid())"
    guard mkdir(folder, 0o755) == 0 else { fail("error: cannot create '\(folder)'", status: 73) }
    return folder
}

if arguments.first == "--compare" {
    // Options after the executable, in pairs; an unknown one, a missing or
    // malformed number, or an odd one out is a usage error.
    let known = ["--commands", "--turns", "--pause"]
    var values: [String: Int] = [:]
    let options = Array(arguments.dropFirst(2))
    var isValid = arguments.count >= 2 && options.count % 2 == 0
    for position in stride(from: 0, to: options.count - 1, by: 2) {
        guard known.contains(options[position]), let number = Int(options[position + 1]), number >= 0 else {
            isValid = false
            break
        }
        values[options[position]] = number
    }
    let commands = values["--commands"] ?? 100_000
    let turns = values["--turns"] ?? 30
    guard isValid, commands > 0, turns > 0 else {
        fail("error: expected '--compare <menuc> [--commands <n>] [--turns <n>] [--pause <s>]'; see 'menuc-bench --help'", status: 64)
    }
    for program in [menuc, arguments[1]] where access(program, X_OK) != 0 {
        fail("error: cannot run '\(program)'; build it with 'swift build -c release'", status: 66)
    }
    let folder = makeWorkFolder()
    let status = Comparison.run(
        menuc: menuc, other: arguments[1], commands: commands, turns: turns,
        pauseSeconds: UInt32(clamping: values["--pause"] ?? 0), folder: folder)
    _ = Processes.run("/bin/rm", ["-rf", folder])
    exit(status)
}
guard arguments.isEmpty || arguments == ["--quick"] else {
    fail("error: unexpected arguments '\(arguments.joined(separator: " "))'; see 'menuc-bench --help'", status: 64)
}
let quick = arguments.contains("--quick")
let sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
let largest = sizes.last!
let workFolder = makeWorkFolder()
defer { _ = Processes.run("/bin/rm", ["-rf", workFolder]) }
let haveMenuc = access(menuc, X_OK) == 0
/// The JSONDecoder reference: a program outside the package (so that no
/// module of it imports Foundation), compiled by `swiftc` when needed.
let decodeSource = ["..", "..", "Tests", "Bench", "DecodeWithFoundation.swift"]
    .reduce(FileSystem.directoryName(of: #filePath)) { FileSystem.joined($0, $1) }

// MARK: - Machine

let cpu = readText("/proc/cpuinfo")?
    .split(separator: "\n").first { $0.hasPrefix("model name") }?
    .split(separator: ":").last.map(\.trimmed) ?? "unknown CPU"
let system = readText("/etc/os-release")?
    .split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
    .map { String($0.dropFirst("PRETTY_NAME=".count).filter { $0 != "\"" }) } ?? "unknown system"
print("menuc-bench on \(cpu), \(sysconf(Int32(_SC_NPROCESSORS_ONLN))) cores, \(system)")
if !haveMenuc { print("note: \(menuc) not found; build it with 'swift build -c release' for the process measurements") }

// MARK: - Throughput

struct SizeResult {
    let commands: Int
    let bytes: Int
    let check: Double
    let checkOnReusedMemory: Double
    let emit: [String: Double]
    let path: String
}

var results: [SizeResult] = []
let generatedFiles = sizes.map { MenuFileGenerator.generate(commands: $0) }
print("")
print("| commands | input | check | check, memory reused | emit json | emit markdown | emit swift |")
print("|---:|---:|---:|---:|---:|---:|---:|")
for (size, generated) in zip(sizes, generatedFiles) {
    let bytes = Array(generated.text.utf8)
    let path = workFolder + "/Bench\(size).menu"
    writeText(path, generated.text)
    let source = SourceFile(path: "Bench.menu", bytes: bytes)
    // As many runs at every size: the fastest of fewer runs is slower on
    // average, which would count against the largest file in the growth
    // figure. (Fifteen kept results of the largest file take 0.6 GB.)
    let runs = 15
    // As `menuc check` runs (`ConcurrentCheck`, which indexes a large
    // file's menus on the other core): without keeping the syntax tree, and
    // without freeing the model inside the timing (the executable keeps it
    // until it exits), so each run's result is freed only after all runs.
    let result = Checker.check(source, keepingSyntaxTree: false)
    precondition(!result.hasErrors, "the generated file has errors")
    var kept: [CheckResult] = []
    kept.reserveCapacity(runs)
    let check = best(of: runs) { kept.append(Checker.check(source, keepingSyntaxTree: false)) }
    kept.removeAll()
    // The check's own speed, as a long-running process (the language
    // server) sees it: each run in the memory the runs before gave back,
    // without the cost of memory new to the process, which this kind of
    // machine makes dear and unsteady (see `FreshMemory`).
    let checkOnReusedMemory = best(of: runs) { Checker.check(source, keepingSyntaxTree: false) }
    var emit: [String: Double] = [:]
    for backend in Backends.all {
        var emitted = 0
        emit[backend.name] = best(of: runs) {
            emitted += backend.emit(result.model, options: BackendOptions(sourceName: "Bench.menu")).utf8.count
        }
        precondition(emitted > 0, "nothing was emitted")
    }
    results.append(SizeResult(
        commands: size, bytes: bytes.count, check: check, checkOnReusedMemory: checkOnReusedMemory, emit: emit, path: path))
    let cells = [check, checkOnReusedMemory, emit["json"]!, emit["markdown"]!, emit["swift"]!].map { "\(format(mbps(bytes.count, $0))) MB/s" }
    print("| \(size) | \(format(Double(bytes.count) / 1e6, 2)) MB | " + cells.joined(separator: " | ") + " |")
}

// MARK: - Growth

if results.count >= 2 {
    let small = results[results.count - 2]
    let large = results[results.count - 1]
    let factor = Double(large.bytes) / Double(small.bytes)
    print("")
    print("Growth from \(small.commands) to \(large.commands) commands (\(format(factor))× the input; linear is at most 1.2× that):")
    print("  check \(format(large.check / small.check))× (memory reused: \(format(large.checkOnReusedMemory / small.checkOnReusedMemory))×), json \(format(large.emit["json"]! / small.emit["json"]!))×, markdown \(format(large.emit["markdown"]! / small.emit["markdown"]!))×, swift \(format(large.emit["swift"]! / small.emit["swift"]!))×")
    // The figures above time each size in its own stretch of the run, so a
    // machine that speeds up or slows down between the stretches moves the
    // ratio. Here the two sizes are timed in turns, a run of one and then
    // of the other, so that both see the same machine.
    let pair = [small, large].map { size in
        SourceFile(path: "Bench.menu", bytes: Array(generatedFiles[sizes.firstIndex(of: size.commands)!].text.utf8))
    }
    let models = pair.map { Checker.check($0, keepingSyntaxTree: false).model }
    let turns = 15
    var checkTimes: [[Double]] = [[], []]
    var jsonTimes: [[Double]] = [[], []]
    for _ in 0..<turns {
        for side in 0..<2 {
            checkTimes[side].append(best(of: 1) { Checker.check(pair[side], keepingSyntaxTree: false) })
            var emitted = 0
            jsonTimes[side].append(best(of: 1) {
                emitted += JSONBackend.emit(models[side], options: BackendOptions(sourceName: "Bench.menu")).utf8.count
            })
        }
    }
    func growth(_ times: [[Double]]) -> String {
        let fastest = times[1].min()! / times[0].min()!
        let ratios = zip(times[0], times[1]).map { $1 / $0 }
        return "\(format(fastest))× (fastest of each), \(format(median(ratios)))× (median of the turns' ratios)"
    }
    print("  in turns, \(turns) runs of each on memory reused: check \(growth(checkTimes)); json \(growth(jsonTimes))")
}

// MARK: - References

let biggest = results.last!
let json = JSONBackend.emit(Checker.check(SourceFile(path: "Bench.menu", text: readText(biggest.path) ?? "")).model,
                            options: BackendOptions(sourceName: "Bench.menu"))
let jsonBytes = json.utf8.count
let jsonPath = workFolder + "/Bench.json"
writeText(jsonPath, json)
print("")
print("The \(biggest.commands)-command file's JSON (\(format(Double(jsonBytes) / 1e6, 2)) MB) read back:")
let decodeTool = workFolder + "/DecodeWithFoundation"
if access(decodeSource, R_OK) != 0 {
    print("  Foundation JSONDecoder: skipped (\(decodeSource) not found)")
} else if Processes.run("swiftc", ["-O", "-o", decodeTool, decodeSource])?.status != 0 {
    print("  Foundation JSONDecoder: skipped (swiftc could not compile \(decodeSource))")
} else if let run = Processes.run(decodeTool, [jsonPath, quick ? "3" : "5"]), run.status == 0,
          let decode = Double(run.standardOutput.trimmed) {
    print("  Foundation JSONDecoder: \(format(decode * 1000)) ms (\(format(mbps(jsonBytes, decode))) MB/s); menuc check of the .menu file is \(format(decode / biggest.check))× faster")
} else {
    print("  Foundation JSONDecoder: skipped (\(decodeTool) failed)")
}
let pythonScript = "import json,sys,time\ndata=open(sys.argv[1],'rb').read()\nbest=1e9\nfor _ in range(5):\n t=time.perf_counter(); json.loads(data); best=min(best,time.perf_counter()-t)\nprint(best)"
if let python = Processes.run("python3", ["-c", pythonScript, jsonPath]), python.status == 0, let seconds = Double(python.standardOutput.trimmed) {
    print("  CPython json.loads: \(format(seconds * 1000)) ms (\(format(mbps(jsonBytes, seconds))) MB/s); menuc check is \(format(seconds / biggest.check))× faster")
} else {
    print("  CPython json.loads: skipped (python3 not found)")
}

// MARK: - Adversarial inputs

let adversarialSizes = quick ? (500, 5_000) : (2_000, 20_000)
print("")
print("Adversarial inputs, \(adversarialSizes.0) and \(adversarialSizes.1) repetitions, the fastest of 5 runs of each taken in turns (linear is at most 1.2× the size ratio):")
for input in AdversarialInputs.all {
    // In turns, as the growth above: a run of each size apiece, so that
    // both see the same machine; the median of the turns' ratios is given
    // beside the ratio of the fastest runs.
    let sources = [adversarialSizes.0, adversarialSizes.1].map { SourceFile(path: "Adversarial.menu", text: input.make($0)) }
    var times: [[Double]] = [[], []]
    for _ in 0..<5 {
        for side in 0..<2 { times[side].append(best(of: 1) { _ = Checker.check(sources[side], keepingSyntaxTree: false) }) }
    }
    let (small, large) = (times[0].min()!, times[1].min()!)
    let ratios = zip(times[0], times[1]).map { $1 / $0 }
    print("  \(input.name): \(format(small * 1000)) ms, \(format(large * 1000)) ms (\(format(large / small))×, median of the turns' ratios \(format(median(ratios)))×)")
}

// MARK: - Processes: memory and start-up

if haveMenuc {
    print("")
    let launcher = CommandLine.arguments[0]
    let baseline = Processes.run(launcher, ["--peak-memory", "/bin/true"]).flatMap { Int($0.standardOutput.trimmed) } ?? 0
    print("Peak memory (the launcher's own \(format(Double(baseline) / 1e6)) MB is a floor):")
    let peakCases = [("menuc check", ["check"])] + Backends.all.map { backend in
        ("menuc build --emit \(backend.name)", ["build", "--emit", backend.name, "-o", workFolder + "/out." + backend.fileExtension])
    }
    for (name, arguments) in peakCases {
        for result in results {
            guard let run = Processes.run(launcher, ["--peak-memory", menuc] + arguments + [result.path]),
                  let peak = Int(run.standardOutput.trimmed) else { continue }
            print("  '\(name)', \(result.commands) commands: \(format(Double(peak) / 1e6)) MB, \(format(Double(peak) / Double(result.bytes)))× the input")
        }
    }

    // What a build sees: whole processes, start-up and reading included, and
    // with the executable's own memory preparation for large inputs. Their
    // time depends on what memory new to a process costs, measured first;
    // after the throughput runs, whose memory the pauses would make dearer.
    print("")
    /// Seconds without work before a run that is to find the machine idle.
    let idleSeconds: UInt32 = 3
    if let backToBack = FreshMemory.medianTouch(runs: 5, idleSeconds: 0),
       let afterIdle = FreshMemory.medianTouch(runs: quick ? 1 : 3, idleSeconds: idleSeconds) {
        let megabytes = Double(FreshMemory.megabytes)
        print("Memory new to a process, \(FreshMemory.megabytes) MB touched a page at a time: \(format(backToBack * 1000)) ms back to back (\(format(backToBack * 1000 / megabytes, 2)) ms/MB), \(format(afterIdle * 1000)) ms after \(idleSeconds) s idle (\(format(afterIdle * 1000 / megabytes, 2)) ms/MB)")
    }
    print("Whole processes on the \(biggest.commands)-command file, median of 5:")
    let document = workFolder + "/out.json"
    let build = ["build", "--emit", "json", "-o", document]
    // A build writes its document unless the file there holds the same
    // bytes already. Replacing a document costs more than writing the
    // first (the old file's pages are freed), so both are timed; and a
    // build whose document did not change, which compares and keeps it.
    _ = Processes.run(menuc, build + [biggest.path])
    var previous: [UInt8] = []
    if case .success(let bytes) = FileSystem.readFile(document), bytes.count > 1 {
        previous = bytes
        // Different in its last byte before the line feed: the comparison reads it all.
        previous[previous.count - 2] = UInt8(ascii: " ")
    }
    let cases: [(name: String, arguments: [String], prepare: () -> Void)] = [
        ("menuc check", ["check"], {}),
        // A build that starts on an idle machine: its memory is new to it
        // in the sense `FreshMemory` measures.
        ("menuc check, after \(idleSeconds) s idle", ["check"], { sleep(idleSeconds) }),
        ("menuc build --emit json, no document before", build, { unlink(document) }),
        ("menuc build --emit json, replacing a different document", build, {
            if case .failure(let error) = FileSystem.writeFileAtomically(document, previous) { print("error: \(error.reason)") }
        }),
        ("menuc build --emit json, the document unchanged", build, {}),
    ]
    for (name, arguments, prepare) in cases {
        let times = (0..<5).compactMap { _ in
            prepare()
            return Processes.run(menuc, arguments + [biggest.path]).flatMap { $0.status == 0 ? $0.seconds : nil }
        }
        guard times.count == 5 else {
            print("  '\(name)': failed")
            continue
        }
        print("  '\(name)': \(format(median(times) * 1000)) ms, \(format(mbps(biggest.bytes, median(times)))) MB/s")
    }

    let typical = MenuFileGenerator.generate(commands: 150)
    let typicalPath = workFolder + "/Typical.menu"
    writeText(typicalPath, typical.text)
    let empty = workFolder + "/empty"
    writeText(empty + ".swift", "_ = CommandLine.arguments.count\n")
    let runs = 40
    if let compile = Processes.run("swiftc", ["-O", "-o", empty, empty + ".swift"]), compile.status == 0 {
        _ = Processes.run(empty, [])
        _ = Processes.run(menuc, ["check", typicalPath])
        // What the build-tool plugin runs for each .menu file.
        let pluginArguments = ["build", "--emit", "swift", "--color", "never", "-o", workFolder + "/Typical.swift", typicalPath]
        // Taken in turns, so that a machine getting slower or faster during
        // the runs (a virtual machine's neighbours) moves all three alike.
        var emptyTimes: [Double] = []
        var checkTimes: [Double] = []
        var buildTimes: [Double] = []
        for _ in 0..<runs {
            if let run = Processes.run(empty, []) { emptyTimes.append(run.seconds) }
            if let run = Processes.run(menuc, ["check", typicalPath]) { checkTimes.append(run.seconds) }
            if let run = Processes.run(menuc, pluginArguments) { buildTimes.append(run.seconds) }
        }
        print("")
        if emptyTimes.isEmpty || checkTimes.isEmpty || buildTimes.isEmpty {
            print("Start-up: failed (a process did not run)")
        } else {
            let emptyTime = median(emptyTimes)
            let checkTime = median(checkTimes)
            let buildTime = median(buildTimes)
            print("Start-up, median of \(runs) taken in turns: 'menuc check' on a \(typical.lines)-line file \(format(checkTime * 1000, 2)) ms; an empty Swift program \(format(emptyTime * 1000, 2)) ms (\(format(checkTime / emptyTime, 2))×)")
            print("  'menuc build --emit swift' on the same file, as the build-tool plugin runs it: \(format(buildTime * 1000, 2)) ms (\(format(buildTime / emptyTime, 2))×)")
        }
    } else {
        print("Start-up: skipped (swiftc not found)")
    }

    // MARK: - Instructions

    if Processes.exists("valgrind"), let middle = results.dropLast().last ?? results.last {
        let profile = workFolder + "/callgrind.out"
        let run = Processes.run("valgrind", ["--tool=callgrind", "--callgrind-out-file=" + profile, menuc, "check", middle.path])
        if let line = run?.standardError.split(separator: "\n").first(where: { $0.contains("Collected :") }),
           let count = Double(line.split(separator: ":").last!.trimmed) {
            print("")
            print("callgrind: 'menuc check' on \(middle.commands) commands executes \(Int(count)) instructions, \(format(count / Double(middle.bytes))) per input byte")
            switch CheckPhases.measure(callgrindProfile: profile) {
            case .success(let phases):
                let rest = count - Double(phases.counts.map(\.instructions).reduce(0, +))
                let shares = (phases.counts.map { ($0.name, Double($0.instructions)) } + [("start-up and the rest", rest)])
                    .map { "\($0.0) \(format(100 * $0.1 / count, 0))%" }
                print("  " + shares.joined(separator: ", "))
            case .failure(.noAnnotation):
                print("  phases: skipped (callgrind_annotate could not read the profile)")
            case .failure(.missing(let function)):
                print("  phases: skipped (\(function) is not in the profile; update CheckPhases.phases)")
            }
        }
    } else {
        print("callgrind: skipped (valgrind not found)")
    }
}
