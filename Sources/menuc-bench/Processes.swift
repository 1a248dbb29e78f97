#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Seconds on a clock that only moves forward.
func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// A program that ran to its end, as `wait4` reported it.
struct FinishedProcess {
    let status: Int32
    /// Wall time from the spawn to the end of the wait.
    let seconds: Double
    /// Processor time, user and system.
    let processorSeconds: Double
    /// The largest resident memory the process reached, in bytes.
    let peakMemory: Int
}

/// A program running with pipes to its standard input and output.
struct PipedProcess {
    let id: pid_t
    /// Where this program writes what the child reads.
    let input: Int32
    /// Where this program reads what the child writes.
    let output: Int32
}

/// Starting other programs and waiting for them, with `posix_spawn`.
enum Processes {
    /// Runs `program` (a path, or a name looked up on PATH) and waits for
    /// it. Standard input is /dev/null; standard output and error go to the
    /// files named (/dev/null unless told).
    static func run(
        _ program: String, _ arguments: [String], output: String = "/dev/null", error: String = "/dev/null"
    ) -> FinishedProcess? {
        var actions = FileActions()
        defer { actions.destroy() }
        actions.open(0, "/dev/null", O_RDONLY)
        actions.open(1, output, O_WRONLY | O_CREAT | O_TRUNC)
        actions.open(2, error, O_WRONLY | O_CREAT | O_TRUNC)
        let start = now()
        guard let id = spawn(program, arguments, &actions) else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(id, &status, 0, &usage) == id else { return nil }
        return FinishedProcess(
            status: exitStatus(status), seconds: now() - start,
            processorSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), peakMemory: peakMemory(usage))
    }

    /// Starts `program` with pipes to its standard input and output; its
    /// standard error goes to /dev/null.
    static func start(_ program: String, _ arguments: [String]) -> PipedProcess? {
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0 else { return nil }
        guard pipe(&fromChild) == 0 else {
            toChild.forEach { close($0) }
            return nil
        }
        var actions = FileActions()
        defer { actions.destroy() }
        actions.duplicate(toChild[0], as: 0)
        actions.duplicate(fromChild[1], as: 1)
        actions.open(2, "/dev/null", O_WRONLY)
        for descriptor in toChild + fromChild { actions.close(descriptor) }
        let id = spawn(program, arguments, &actions)
        close(toChild[0])
        close(fromChild[1])
        guard let id else {
            close(toChild[1])
            close(fromChild[0])
            return nil
        }
        return PipedProcess(id: id, input: toChild[1], output: fromChild[0])
    }

    /// Waits for a started program to end; returns its exit status.
    static func wait(for process: PipedProcess) -> Int32 {
        finish(process)?.status ?? -1
    }

    /// Closes the pipes to a started program and waits for it to end; its
    /// exit status and peak memory (its times are not measured here).
    static func finish(_ process: PipedProcess) -> FinishedProcess? {
        close(process.input)
        close(process.output)
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(process.id, &status, 0, &usage) == process.id else { return nil }
        return FinishedProcess(
            status: exitStatus(status), seconds: 0,
            processorSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), peakMemory: peakMemory(usage))
    }

    private static func spawn(_ program: String, _ arguments: [String], _ actions: inout FileActions) -> pid_t? {
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var id = pid_t()
        let result = program.contains("/")
            ? posix_spawn(&id, program, &actions.actions, nil, argv, environment)
            : posix_spawnp(&id, program, &actions.actions, nil, argv, environment)
        return result == 0 ? id : nil
    }

    /// The exit status, or 128 plus the signal that ended the process.
    private static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }

    private static func peakMemory(_ usage: rusage) -> Int {
        #if canImport(Darwin)
        Int(usage.ru_maxrss) // bytes
        #else
        Int(usage.ru_maxrss) * 1024 // kilobytes
        #endif
    }

    #if canImport(Darwin)
    private static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { _NSGetEnviron().pointee }
    #else
    private static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? { environ }
    #endif
}

/// What `posix_spawn` does to the child's descriptors before it starts.
private struct FileActions {
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t? = nil
    #else
    var actions = posix_spawn_file_actions_t()
    #endif

    init() { posix_spawn_file_actions_init(&actions) }

    mutating func open(_ descriptor: Int32, _ path: String, _ flags: Int32) {
        posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, 0o644)
    }

    mutating func duplicate(_ descriptor: Int32, as target: Int32) {
        posix_spawn_file_actions_adddup2(&actions, descriptor, target)
    }

    mutating func close(_ descriptor: Int32) {
        posix_spawn_file_actions_addclose(&actions, descriptor)
    }

    mutating func destroy() { posix_spawn_file_actions_destroy(&actions) }
}

// MARK: - Files

/// Where scratch files go: $TMPDIR, or /tmp.
let temporaryFolder: String = {
    guard let value = getenv("TMPDIR").map({ String(cString: $0) }), !value.isEmpty else { return "/tmp" }
    return value
}()

/// The contents of a file as text, or nil when it cannot be read.
func readText(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
        let count = read(descriptor, &chunk, chunk.count)
        if count < 0 && errno == EINTR { continue }
        guard count >= 0 else { return nil }
        if count == 0 { return String(decoding: bytes, as: UTF8.self) }
        bytes += chunk[0..<count]
    }
}

/// Writes all of `bytes` to a descriptor; false when a write fails.
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        written += count
    }
    return true
}

/// Writes a file, replacing what it held; a failure ends the run.
func writeText(_ path: String, _ text: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0, writeAll(Array(text.utf8), to: descriptor) else {
        fail("error: cannot write '\(path)'", status: 73)
    }
    close(descriptor)
}

/// Makes a new folder for scratch files; a failure ends the run.
func makeScratchFolder(_ name: String) -> String {
    let folder = temporaryFolder + "/\(name)-\(getpid())"
    guard mkdir(folder, 0o755) == 0 else { fail("error: cannot create '\(folder)'", status: 73) }
    return folder
}

func removeFolder(_ folder: String) {
    _ = Processes.run("/bin/rm", ["-rf", folder])
}

/// The folder part of a path ("." for a bare name).
func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
}

/// Writes `message` and a line end to standard error and exits with `status`.
func fail(_ message: String, status: Int32) -> Never {
    _ = writeAll(Array((message + "\n").utf8), to: 2)
    exit(status)
}
