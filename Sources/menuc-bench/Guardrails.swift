#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One guardrail's outcome: what was measured against which target.
struct Outcome {
    let name: String
    let measured: String
    let target: String
    /// Nil when the figure is reported but not held to its target (a quick
    /// run, whose timings on a loaded machine or a debug build mean little).
    let passed: Bool?

    var verdict: String {
        switch passed {
        case true?: "PASS"
        case false?: "FAIL"
        case nil: "(not enforced)"
        }
    }
}

/// How many runs each guardrail takes, and whether its timings are held to
/// their targets: a full run, or a quick one that only shows the modes work.
struct Settings {
    let isQuick: Bool
    let startUpTurns: Int
    let edits: Int
    let largeFileRuns: Int
    let adversarialRepetitions: (small: Int, large: Int)
    let adversarialTurns: Int
    /// The most time the larger adversarial input may take, as a multiple
    /// of the smaller one's.
    let adversarialGrowthLimit: Double
    /// The most a process's peak memory may be, as a multiple of its input.
    let memoryLimit: Double
    /// The size of the hostile inputs of (g).
    let hostileBytes: Int

    static let full = Settings(
        isQuick: false, startUpTurns: 60, edits: 1_000, largeFileRuns: 15,
        adversarialRepetitions: (2_000, 20_000), adversarialTurns: 5, adversarialGrowthLimit: 11, memoryLimit: 20,
        hostileBytes: 10_000_000)

    /// Small sizes and few runs; generous limits, that catch what grows out
    /// of hand (a quadratic pass shows as a hundredfold, memory kept per
    /// byte of input again and again as hundreds of times the input), and
    /// no timing targets. The full run holds the guardrails themselves.
    static let quick = Settings(
        isQuick: true, startUpTurns: 10, edits: 100, largeFileRuns: 3,
        adversarialRepetitions: (200, 2_000), adversarialTurns: 5, adversarialGrowthLimit: 20, memoryLimit: 50,
        hostileBytes: 300_000)
}

/// The measurements, each a whole `menuc` process (or the language server
/// as one) as a user or a build starts it.
struct Guardrails {
    let menuc: String
    let settings: Settings
    let scratch: String

    /// (a) One `menuc check` of a small real file against an empty Swift
    /// program, both whole processes, timed in turns.
    func startUp(file: String, emptyProgram: String) -> Outcome {
        let name = "(a) start-up: 'menuc check \(lastComponent(file))' (\(kilobytes(file))) against an empty Swift program"
        let target = "≤ 1.00×"
        guard let runs = timeInTurns([(menuc, ["check", file]), (emptyProgram, [])], turns: settings.startUpTurns) else {
            return Outcome(name: name, measured: "a process failed", target: target, passed: false)
        }
        let (check, empty) = (median(runs[0].map(\.seconds)), median(runs[1].map(\.seconds)))
        let ratio = check / empty
        let processorRatio = median(runs[0].map(\.processorSeconds)) / median(runs[1].map(\.processorSeconds))
        return Outcome(
            name: name,
            measured: "\(format(ratio, 2))× (menuc \(milliseconds(check)), empty program \(milliseconds(empty)); medians of \(settings.startUpTurns) in turns; processor time \(format(processorRatio, 2))×)",
            target: target, passed: enforced(ratio <= 1.0))
    }

    /// (b) `menuc lsp` as an editor runs it: each edit of a document sent
    /// whole, timed until the diagnostics of that version arrive.
    func languageServer(text: String) -> Outcome {
        let name = "(b) language server: an edit of a \(format(Double(text.utf8.count) / 1000, 1)) KB document until its diagnostics"
        let target = "median ≤ 1 ms, p99 ≤ 3 ms"
        guard let times = LanguageServerTiming.edits(menuc: menuc, text: text, count: settings.edits, folder: scratch) else {
            return Outcome(name: name, measured: "the server did not answer", target: target, passed: false)
        }
        let (middle, p99) = (median(times), percentile(times, 0.99))
        return Outcome(
            name: name,
            measured: "median \(milliseconds(middle)), p99 \(milliseconds(p99)) (\(times.count) edits)",
            target: target, passed: enforced(middle <= 0.001 && p99 <= 0.003))
    }

    /// (c) A whole `menuc check` of the large generated file.
    func largeCheck(file: String) -> Outcome {
        let name = "(c) 'menuc check' of a \(megabytes(file)) generated file, whole process"
        let target = "≤ 0.25 s"
        guard let runs = timeInTurns([(menuc, ["check", file])], turns: settings.largeFileRuns) else {
            return Outcome(name: name, measured: "the check failed", target: target, passed: false)
        }
        let time = median(runs[0].map(\.seconds))
        let processor = median(runs[0].map(\.processorSeconds))
        return Outcome(
            name: name, measured: "\(milliseconds(time)) (median of \(settings.largeFileRuns); processor time \(milliseconds(processor)))",
            target: target, passed: enforced(time <= 0.25))
    }

    /// (d) Each adversarial input at two sizes, ten times apart, checked (or
    /// built) in turns: the larger may take at most the growth limit times
    /// as long.
    /// The time held to the limit is processor time (user and system), which
    /// is what a single-threaded check waits for on an idle machine and moves
    /// far less than wall time when other work shares the machine; the wall
    /// times are given beside it.
    func growth(of input: AdversarialInputs.Input) -> Outcome {
        let (small, large) = settings.adversarialRepetitions
        let name = "(d) growth: \(input.name), \(small) and \(large) repetitions"
        let target = "≤ \(format(settings.adversarialGrowthLimit, 0))×"
        let files = [small, large].map { count in
            let path = scratch + "/adversarial-\(count).menu"
            writeText(path, input.make(count))
            return path
        }
        guard let runs = timeInTurns(files.map { (menuc, input.arguments + [$0]) }, turns: settings.adversarialTurns) else {
            return Outcome(name: name, measured: "'menuc \(input.arguments[0])' failed", target: target, passed: false)
        }
        let processor = runs.map { median($0.map(\.processorSeconds)) }
        let wall = runs.map { median($0.map(\.seconds)) }
        let ratio = processor[1] / processor[0]
        return Outcome(
            name: name,
            measured: "\(format(bytes(files[1]) / bytes(files[0]), 1))× the bytes, \(format(ratio, 1))× the processor time"
                + " (\(milliseconds(processor[0])), \(milliseconds(processor[1]))); wall time \(format(wall[1] / wall[0], 1))×"
                + " (\(milliseconds(wall[0])), \(milliseconds(wall[1]))); medians of \(settings.adversarialTurns) in turns",
            target: target, passed: ratio <= settings.adversarialGrowthLimit)
    }

    /// (e) The peak resident memory of a whole process on the large file,
    /// taken by this program restarted small (see `PeakMemory`).
    func peakMemory(file: String, arguments: [String], launcher: String) -> Outcome {
        let command = arguments.prefix { $0 != "-o" }.joined(separator: " ")
        let name = "(e) peak memory: 'menuc \(command)' on the \(megabytes(file)) file"
        let target = "≤ \(format(settings.memoryLimit, 0))× the input"
        guard let peak = PeakMemory.measure(launcher: launcher, [menuc] + arguments + [file], scratch: scratch) else {
            return Outcome(name: name, measured: "the process failed", target: target, passed: false)
        }
        let ratio = Double(peak) / bytes(file)
        return Outcome(
            name: name, measured: "\(format(Double(peak) / 1e6, 1)) MB, \(format(ratio, 1))× the input",
            target: target, passed: ratio <= settings.memoryLimit)
    }

    /// (g) A hostile input at its full size, checked by `menuc check` and
    /// opened in the language server: each finishes in 10 s, within 20× the
    /// input or 200 MB of memory (a process's own needs do not shrink with
    /// its input), and reports at most 1 MB, whatever the input.
    func hostile(_ input: HostileInputs.Input, launcher: String) -> [Outcome] {
        let path = scratch + "/hostile.menu"
        writeText(path, input.make(settings.hostileBytes))
        let size = bytes(path)
        let memoryLimit = max(20 * size, 200e6)
        let target = "≤ 10 s, ≤ \(format(memoryLimit / 1e6, 0)) MB, report ≤ 1 MB"
        let report = scratch + "/hostile.report"
        let checkName = "(g) hostile input: 'menuc check', \(input.name), \(megabytes(path))"
        var outcomes: [Outcome] = []
        if let run = Processes.run(menuc, ["check", path], output: report, error: report), run.status <= 1,
           let peak = PeakMemory.measure(launcher: launcher, [menuc, "check", path], scratch: scratch) {
            let reported = bytes(report)
            outcomes.append(Outcome(
                name: checkName,
                measured: "\(format(run.seconds, 2)) s, \(format(Double(peak) / 1e6, 1)) MB, a report of \(format(reported / 1000, 1)) KB",
                target: target,
                passed: run.seconds <= 10 && Double(peak) <= memoryLimit && reported <= 1e6))
        } else {
            outcomes.append(Outcome(name: checkName, measured: "the check failed", target: target, passed: false))
        }
        let serverName = "(g) hostile input: the language server opens it and its outline, \(input.name)"
        if let opening = LanguageServerTiming.open(menuc: menuc, folder: scratch, make: { readText(path) ?? "" }),
           opening.server.status == 0 {
            let peak = Double(opening.server.peakMemory)
            outcomes.append(Outcome(
                name: serverName,
                measured: "\(format(opening.seconds, 2)) s, \(format(peak / 1e6, 1)) MB; diagnostics \(format(Double(opening.diagnosticsBytes) / 1000, 1)) KB,"
                    + " outline \(format(Double(opening.outlineBytes) / 1000, 1)) KB",
                target: target,
                passed: opening.seconds <= 10 && peak <= memoryLimit && opening.diagnosticsBytes <= 1_000_000))
        } else {
            outcomes.append(Outcome(name: serverName, measured: "the server did not answer", target: target, passed: false))
        }
        return outcomes
    }

    /// Held to its target in a full run, only reported in a quick one.
    private func enforced(_ passed: Bool) -> Bool? {
        settings.isQuick ? nil : passed
    }
}

/// Runs the commands one after another, turn after turn (the order reversed
/// every other turn), so that a machine getting faster or slower moves them
/// all alike; returns each command's runs. Nil when a run fails (a status
/// above 1: menuc exits with 1 for a file with errors).
func timeInTurns(_ commands: [(program: String, arguments: [String])], turns: Int) -> [[FinishedProcess]]? {
    var runs = Array(repeating: [FinishedProcess](), count: commands.count)
    for turn in 0..<turns {
        let order = turn % 2 == 0 ? Array(commands.indices) : commands.indices.reversed()
        for index in order {
            guard let run = Processes.run(commands[index].program, commands[index].arguments), run.status <= 1 else {
                return nil
            }
            runs[index].append(run)
        }
    }
    return runs
}

/// Peak memory is the largest resident set of a process, which `wait4`
/// reports. Linux gives a child started by `posix_spawn` the peak of its
/// parent's memory (which it shares until `exec`), so a large parent would
/// hide a smaller child: this program is restarted, small, with
/// `--peak-memory`, to start the measured process and print its peak.
enum PeakMemory {
    static let option = "--peak-memory"

    static func measure(launcher: String, _ command: [String], scratch: String) -> Int? {
        let output = scratch + "/peak"
        guard let run = Processes.run(launcher, [option] + command, output: output), run.status <= 1 else { return nil }
        return readText(output).flatMap { Int($0.filter { !$0.isWhitespace }) }
    }

    /// What `menuc-bench --peak-memory PROGRAM ARGUMENTS…` does.
    static func runAndPrint(_ command: [String]) -> Never {
        guard let run = Processes.run(command[0], Array(command.dropFirst())) else {
            fail("error: cannot run '\(command[0])'", status: 1)
        }
        print(run.peakMemory)
        exit(run.status)
    }
}

// MARK: - Figures

func median(_ values: [Double]) -> Double {
    percentile(values, 0.5)
}

/// The value below which `fraction` of the values lie (nearest rank).
func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
}

/// `value` with `digits` decimals.
func format(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((abs(value) * Double(scale)).rounded())
    let sign = value < 0 && scaled > 0 ? "-" : ""
    guard digits > 0 else { return sign + "\(scaled)" }
    let fraction = String(scaled % scale)
    return sign + "\(scaled / scale)." + String(repeating: "0", count: digits - fraction.count) + fraction
}

func milliseconds(_ seconds: Double) -> String {
    format(seconds * 1000, seconds < 0.01 ? 2 : 1) + " ms"
}

func bytes(_ path: String) -> Double {
    var status = stat()
    return stat(path, &status) == 0 ? Double(status.st_size) : 0
}

func kilobytes(_ path: String) -> String { format(bytes(path) / 1000, 1) + " KB" }

func megabytes(_ path: String) -> String { format(bytes(path) / 1e6, 1) + " MB" }

func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
}
