/// The instructions of each phase of a `menuc check`, from a callgrind
/// profile: what each phase's function executed, callees included, as
/// `callgrind_annotate --inclusive=yes` counts it. Exact, so a change to one
/// phase shows in its share however noisy the machine's clock is.
struct CheckPhases {
    /// Each phase's name and the symbol (a part of the Swift mangled name)
    /// of the function that runs it.
    static let phases: [(name: String, symbol: String)] = [
        ("lexing and parsing", "10MenuSyntax6ParserV5parse"),
        ("lowering", "13MenuSemantics8LoweringV5lower"),
        ("index", "13MenuSemantics10ModelIndexVyAcA0aC0Vcf"),
        ("rules", "13MenuSemantics7CheckerO8runRules"),
    ]

    let counts: [(name: String, instructions: Int)]

    /// Nil when `callgrind_annotate` cannot be run or a phase is missing
    /// (a renamed function): a share left out is better than a wrong one.
    init?(callgrindProfile path: String) {
        guard let run = Processes.run("callgrind_annotate", ["--inclusive=yes", "--threshold=100", path]), run.status == 0 else { return nil }
        var counts: [(name: String, instructions: Int)] = []
        for phase in Self.phases {
            // A function is listed once per source file its code came from
            // (inlined code is filed under its own file); the largest count
            // is the function's own.
            let matches = run.standardOutput.split(separator: "\n").filter { $0.contains(phase.symbol) }.compactMap { line in
                Int(line.split(separator: " ", omittingEmptySubsequences: true).first?.filter { $0 != "," } ?? "")
            }
            guard let instructions = matches.max() else { return nil }
            counts.append((phase.name, instructions))
        }
        self.counts = counts
    }
}
