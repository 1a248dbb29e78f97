import MenuFuzzing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// One part of menuc under a fuzzer, chosen with `--target=NAME` (pipeline,
// lsp, json, options; pipeline by default). Built with -DFUZZING (see
// Tests/Fuzz/run.sh) this is a libFuzzer target, which ignores options that
// start with `--`; built normally it replays the inputs given on the command
// line, which is how a failure the fuzzer found is reproduced and debugged.

/// The target `--target=NAME` names, or nil (and a message) for an unknown name.
func target(in arguments: [String]) -> FuzzTarget? {
    guard let argument = arguments.last(where: { $0.hasPrefix("--target=") }) else { return .pipeline }
    let name = String(argument.dropFirst("--target=".count))
    guard let target = FuzzTarget(rawValue: name) else {
        let message = "menuc-fuzz: unknown target '\(name)'; the targets are \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n"
        _ = write(2, message, message.utf8.count)
        return nil
    }
    return target
}

#if FUZZING
nonisolated(unsafe) var selected = FuzzTarget.pipeline

/// One input: a failed invariant is a crash, so libFuzzer keeps the input.
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let failures = selected.violations(in: bytes)
    if !failures.isEmpty {
        // Straight to the descriptor: buffered output would be lost at abort.
        let report = Array(("invariant failed: " + failures.joined(separator: "\ninvariant failed: ") + "\n").utf8)
        _ = write(2, report, report.count)
        abort()
    }
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// SwiftPM names an executable's entry point after its module; libFuzzer's
/// driver takes over from there with the usual libFuzzer options. The
/// `--target=` option stays in the arguments, so that the processes
/// libFuzzer starts itself (`-fork`, `-jobs`) fuzz the same target.
@_cdecl("menuc_fuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    let arguments = (0..<Int(argc)).compactMap { argv?[$0].map { String(cString: $0) } }
    guard let chosen = target(in: arguments) else { return 64 }
    selected = chosen
    var count = argc
    var pointer = argv
    return LLVMFuzzerRunDriver(&count, &pointer) { fuzzOneInput($0, $1) }
}
#else
@main
enum Replay {
    static func main() {
        guard let target = target(in: CommandLine.arguments) else { exit(64) }
        var failed = false
        for path in CommandLine.arguments.dropFirst() where !path.hasPrefix("--target=") {
            guard let bytes = read(path) else {
                print("\(path): cannot read")
                failed = true
                continue
            }
            let failures = target.violations(in: bytes, name: path)
            print("\(path): \(failures.isEmpty ? "ok" : failures.joined(separator: "; "))")
            failed = failed || !failures.isEmpty
        }
        exit(failed ? 1 : 0)
    }

    static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while case let count = fread(&buffer, 1, buffer.count, file), count > 0 {
            bytes += buffer[..<count]
        }
        return bytes
    }
}
#endif
