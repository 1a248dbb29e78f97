import MenuDriver

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Running other programs: wall time, peak memory and captured output.
enum Processes {
    struct Outcome {
        let status: Int32
        let seconds: Double
        /// Peak resident memory of the child, in bytes.
        let peakMemory: Int
        let standardError: String
        let standardOutput: String
    }

    /// Runs a program (looked up on PATH when not a path), with standard
    /// output and error captured to temporary files.
    static func run(_ program: String, _ arguments: [String]) -> Outcome? {
        let outPath = temporaryFolder + "/menuc-bench-\(getpid())-out"
        let errPath = temporaryFolder + "/menuc-bench-\(getpid())-err"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let start = now()
        let spawned = program.contains("/")
            ? posix_spawn(&pid, program, &actions, nil, argv, environ)
            : posix_spawnp(&pid, program, &actions, nil, argv, environ)
        guard spawned == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let seconds = now() - start
        let output = readText(outPath) ?? ""
        let error = readText(errPath) ?? ""
        unlink(outPath)
        unlink(errPath)
        #if os(macOS)
        let peak = Int(usage.ru_maxrss)
        #else
        let peak = Int(usage.ru_maxrss) * 1024
        #endif
        let exitStatus: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Outcome(status: exitStatus, seconds: seconds, peakMemory: peak, standardError: error, standardOutput: output)
    }

    static func exists(_ program: String) -> Bool {
        run("/bin/sh", ["-c", "command -v \(program)"])?.status == 0
    }
}

/// Where scratch files go: $TMPDIR, or /tmp.
let temporaryFolder: String = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"

func readText(_ path: String) -> String? {
    guard case .success(let bytes) = FileSystem.readFile(path) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
}

func writeText(_ path: String, _ text: String) {
    if case .failure(let error) = FileSystem.writeFileAtomically(path, text) {
        print("error: cannot write '\(path)': \(error.reason)")
        exit(73)
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs and line ends.
    var trimmed: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}

