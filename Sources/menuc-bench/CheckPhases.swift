/// The instructions of each phase of a `menuc check`, from a callgrind
/// profile: what each phase's functions executed, callees included, as
/// `callgrind_annotate --inclusive=yes` counts it. Exact, so a change to one
/// phase shows in its share however noisy the machine's clock is.
///
/// The profiled file is large enough for the check to use both cores
/// (`ConcurrentCheck`): the parser hands each declaration to lowering as it
/// is parsed, the other core adds each menu to the index, and some rules
/// run on a thread of their own.
struct CheckPhases {
    /// A phase: the functions whose counts add up to it, less those of
    /// functions they call that are phases of their own.
    struct Phase {
        let name: String
        let functions: [String]
        var excluding: [String] = []
    }

    /// Each phase's functions, by mangled name. A line counts for a function
    /// when it names that function or one of its specialisations or thunks
    /// (the name followed by a suffix starting with `T`), not a closure or a
    /// function nested in it, whose names go on from the same start.
    static let phases: [Phase] = [
        Phase(
            name: "lexing and parsing",
            functions: [parse],
            excluding: [lowerDeclaration]),
        Phase(name: "lowering", functions: [lowerDeclaration]),
        Phase(
            name: "index",
            functions: [
                "$s13MenuSemantics10ModelIndexV11IncrementalV3addyyAA0A0VF",
                "$s13MenuSemantics10ModelIndexV11IncrementalV32finishWithoutGroupingIdentifiersACyF",
            ]),
        Phase(name: "rules", functions: [runRules, runRules + "A0_yYbcfU1_"]),
    ]

    private static let parse =
        "$s10MenuSyntax6ParserV5parse_21handingDeclarationsToAA11ParseResultVSays5UInt8VG_yAA11DeclarationOnXEtFZ"
    private static let lowerDeclaration =
        "$s13MenuSemantics8LoweringV4take33_4F2C7024235C4F566A65FD0206DDED71LLyy0A6Syntax0A11DeclarationVnF"
    /// The rules run here, with the grouping of identifiers; the closure
    /// that runs the others on their own thread is named after it.
    private static let runRules =
        "$s13MenuSemantics7CheckerO8runRules33_E3519524E70112AD2609CF930A913A58LL5model5index8comments6source13configuration"
        + "12startingWorkSay0A11Diagnostics10DiagnosticVGAA0A5ModelV_AA0U5IndexVzSay0A6Syntax7CommentVGAL10SourceFileV"
        + "AA13ConfigurationVSayAOGycSgA0_yYbccSgtFZ"

    let counts: [(name: String, instructions: Int)]

    /// Why there are no counts: `callgrind_annotate` could not be run, or a
    /// phase's function is not in the profile (renamed, or its signature
    /// changed), which `init` names. A share left out is better than a
    /// wrong one, but not a silent one.
    enum Failure: Error {
        case noAnnotation
        case missing(function: String)
    }

    static func measure(callgrindProfile path: String) -> Result<CheckPhases, Failure> {
        guard let run = Processes.run("callgrind_annotate", ["--inclusive=yes", "--threshold=100", path]), run.status == 0 else {
            return .failure(.noAnnotation)
        }
        // Each line: the count, its percentage, then `file:function [object]`.
        let lines = run.standardOutput.split(separator: "\n").compactMap { line -> (count: Int, function: Substring)? in
            guard let start = line.firstRange(of: "$s")?.lowerBound,
                  let count = Int(line.split(separator: " ").first?.filter { $0 != "," } ?? "") else { return nil }
            return (count, line[start...].prefix { $0 != " " })
        }
        // A function is listed once per source file its code came from
        // (inlined code is filed under its own file); the largest count is
        // the function's own, callees included.
        func count(of function: String) -> Int? {
            lines.filter { line in
                line.function.hasPrefix(function) && line.function.dropFirst(function.count).first.map { $0 == "T" } ?? true
            }.map(\.count).max()
        }
        var counts: [(name: String, instructions: Int)] = []
        for phase in phases {
            var instructions = 0
            for function in phase.functions + phase.excluding {
                guard let functionCount = count(of: function) else { return .failure(.missing(function: function)) }
                instructions += phase.excluding.contains(function) ? -functionCount : functionCount
            }
            counts.append((phase.name, instructions))
        }
        return .success(CheckPhases(counts: counts))
    }
}
