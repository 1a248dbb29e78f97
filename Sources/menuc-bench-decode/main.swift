import Foundation

// menuc-bench-decode FILE RUNS: decodes menuc's JSON with Foundation's
// JSONDecoder RUNS times and prints the fastest time in seconds. menuc-bench
// runs it as a process, as it runs CPython's json.loads, so that the
// benchmark itself does without Foundation.

let arguments = CommandLine.arguments
guard arguments.count == 3, let runs = Int(arguments[2]), runs > 0,
      let data = FileManager.default.contents(atPath: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: menuc-bench-decode FILE RUNS\n".utf8))
    exit(64)
}
let decoder = JSONDecoder()
var fastest = Double.infinity
for _ in 0..<runs {
    let start = Date()
    do {
        _ = try decoder.decode(DecodedFile.self, from: data)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
    fastest = min(fastest, Date().timeIntervalSince(start))
}
print(fastest)
