#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Two `menuc` executables timed in turns on the same generated file: how
/// each change in the performance log was judged. A run of one, then of
/// the other, the order swapped every turn, so that a machine getting
/// faster or slower (a virtual machine's neighbours, memory the host takes
/// back) moves both alike; the stretch timing of the main benchmark cannot
/// tell a change of a few per cent from such drift.
enum Comparison {
    struct Case {
        let name: String
        let arguments: [String]
        /// Run before each timed run: a build's document is removed, so that
        /// each build writes a new one.
        let prepare: () -> Void
    }

    /// Times `menuc` (beside the benchmark) against `other`, `turns` runs of
    /// each case each, pausing `pauseSeconds` before each run (memory the
    /// host has taken back, as after an idle moment). Returns the exit
    /// status.
    static func run(menuc: String, other: String, commands: Int, turns: Int, pauseSeconds: UInt32, folder: String) -> Int32 {
        let file = MenuFileGenerator.generate(commands: commands)
        let input = folder + "/Compare\(commands).menu"
        writeText(input, file.text)
        let document = folder + "/compare.json"
        let cases = [
            Case(name: "check", arguments: ["check", input], prepare: {}),
            Case(name: "build --emit json, no document before", arguments: ["build", "--emit", "json", "-o", document, input], prepare: {
                unlink(document)
            }),
        ]
        // The same output, or the comparison is of two different programs.
        let sameOutput = [["check", "--reporter", "json", input], ["build", "--emit", "json", input]].allSatisfy { arguments in
            guard let this = Processes.run(menuc, arguments), let that = Processes.run(other, arguments) else { return false }
            return this.status == that.status && this.standardOutput == that.standardOutput && this.standardError == that.standardError
        }
        print("\(commands) commands (\(format(Double(file.text.utf8.count) / 1e6, 2)) MB), \(turns) turn\(turns == 1 ? "" : "s") of each, \(pauseSeconds) s pause before each run")
        print("  A: \(other)")
        print("  B: \(menuc)")
        print("  output of 'check --reporter json' and 'build --emit json': \(sameOutput ? "the same" : "DIFFERENT")")
        for comparedCase in cases {
            var times: ([Double], [Double]) = ([], [])
            for turn in 0..<turns {
                for runsOther in turn % 2 == 0 ? [true, false] : [false, true] {
                    comparedCase.prepare()
                    if pauseSeconds > 0 { sleep(pauseSeconds) }
                    let program = runsOther ? other : menuc
                    // Status 1 is a file with errors, which both may report;
                    // anything else is not a run to time.
                    guard let run = Processes.run(program, comparedCase.arguments), run.status <= 1 else {
                        print("  '\(comparedCase.name)': '\(program)' did not run to the end; nothing timed")
                        return 1
                    }
                    if runsOther { times.0.append(run.seconds) } else { times.1.append(run.seconds) }
                }
            }
            let ratios = zip(times.0, times.1).map { $1 / $0 }
            let fasterTurns = ratios.filter { $0 < 1 }.count
            print("  '\(comparedCase.name)': A median \(format(median(times.0) * 1000)) ms (fastest \(format(times.0.min()! * 1000))), B median \(format(median(times.1) * 1000)) ms (fastest \(format(times.1.min()! * 1000))); B faster in \(fasterTurns) of \(turns) turns, median ratio B/A \(format(median(ratios), 3))")
        }
        return sameOutput ? 0 : 1
    }
}
