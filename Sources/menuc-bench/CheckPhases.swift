/// The instructions of each phase of a `menuc check`, from a callgrind
/// profile: what each phase's function executed, callees included, as
/// `callgrind_annotate --inclusive=yes` counts it. Exact, so a change to one
/// phase shows in its share however noisy the machine's clock is.
struct CheckPhases {
    /// Each phase's name and the mangled name of the function that runs it.
    /// A line counts for a phase when it names that function or one of its
    /// specialisations (the name followed by a suffix starting with `T`),
    /// not a closure or a function nested in it, whose names go on from
    /// the same start.
    static let phases: [(name: String, function: String)] = [
        ("lexing and parsing", "$s10MenuSyntax6ParserV5parseyAA11ParseResultVSays5UInt8VGFZ"),
        ("lowering", "$s13MenuSemantics8LoweringV5lower_16platformOverrideAA0A5ModelV_Say0A11Diagnostics10DiagnosticVGt0A6Syntax010SourceFileJ0Vn_SayAA8PlatformOGSgtFZ"),
        ("index", "$s13MenuSemantics10ModelIndexVyAcA0aC0VcfC"),
        ("rules", "$s13MenuSemantics7CheckerO8runRules33_E3519524E70112AD2609CF930A913A58LL5model5index8comments6source13configuration"
            + "Say0A11Diagnostics10DiagnosticVGAA0A5ModelV_AA0S5IndexVSay0A6Syntax7CommentVGAK10SourceFileVAA13ConfigurationVtFZ"),
    ]

    let counts: [(name: String, instructions: Int)]

    /// Nil when `callgrind_annotate` cannot be run or a phase's function is
    /// not in the profile (renamed, or its signature changed): a share left
    /// out is better than a wrong one.
    init?(callgrindProfile path: String) {
        guard let run = Processes.run("callgrind_annotate", ["--inclusive=yes", "--threshold=100", path]), run.status == 0 else { return nil }
        // Each line: the count, its percentage, then `file:function [object]`.
        let lines = run.standardOutput.split(separator: "\n").compactMap { line -> (count: Int, function: Substring)? in
            guard let start = line.firstRange(of: "$s")?.lowerBound,
                  let count = Int(line.split(separator: " ").first?.filter { $0 != "," } ?? "") else { return nil }
            return (count, line[start...].prefix { $0 != " " })
        }
        var counts: [(name: String, instructions: Int)] = []
        for phase in Self.phases {
            // A function is listed once per source file its code came from
            // (inlined code is filed under its own file); the largest count
            // is the function's own, callees included.
            let matches = lines.filter { line in
                line.function.hasPrefix(phase.function) && line.function.dropFirst(phase.function.count).first.map { $0 == "T" } ?? true
            }
            guard let instructions = matches.map({ $0.count }).max() else { return nil }
            counts.append((phase.name, instructions))
        }
        self.counts = counts
    }
}
