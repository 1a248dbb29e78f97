import Foundation
import Testing

/// Golden files of the backends: `Golden/<Name>.json`, `.md` and
/// `.swift.txt`. To accept new output after an intended change:
///
///     MENUC_RECORD_GOLDEN=1 swift test --filter MenuBackendsTests
enum GoldenFiles {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static let isRecording = ProcessInfo.processInfo.environment["MENUC_RECORD_GOLDEN"] == "1"

    /// Compares `actual` with `Golden/<fileName>`, or rewrites the golden file
    /// when recording. A difference is reported at its first line.
    static func assertMatches(_ actual: String, fileName: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(fileName)
        let howToRecord = "to accept the new output, run: MENUC_RECORD_GOLDEN=1 swift test --filter MenuBackendsTests"
        if isRecording {
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden file Golden/\(fileName); \(howToRecord)", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var line = 0
        while line < min(expectedLines.count, actualLines.count), expectedLines[line] == actualLines[line] { line += 1 }
        let expectedLine = line < expectedLines.count ? String(expectedLines[line]) : "<end of file>"
        let actualLine = line < actualLines.count ? String(actualLines[line]) : "<end of file>"
        Issue.record(
            """
            output differs from Golden/\(fileName) at line \(line + 1):
              expected: \(expectedLine)
              actual:   \(actualLine)
            \(howToRecord)
            """,
            sourceLocation: sourceLocation)
    }
}
