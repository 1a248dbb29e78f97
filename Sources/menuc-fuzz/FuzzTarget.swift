import MenuFuzzing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The whole pipeline under a fuzzer. Built with -DFUZZING (see
// Tests/Fuzz/run.sh) this is a libFuzzer target; built normally it replays
// inputs given on the command line, which is how a crash the fuzzer found is
// reproduced and debugged.

#if FUZZING
/// One input: every stage runs, and a failed invariant is a crash, so
/// libFuzzer keeps the input.
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let failures = PipelineInvariants.violations(in: bytes)
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
/// driver takes over from there with the usual libFuzzer options.
@_cdecl("menuc_fuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { fuzzOneInput($0, $1) }
}
#else
@main
enum Replay {
    static func main() {
        var failed = false
        for path in CommandLine.arguments.dropFirst() {
            guard let bytes = read(path) else {
                print("\(path): cannot read")
                failed = true
                continue
            }
            let failures = PipelineInvariants.violations(in: bytes, name: path)
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
