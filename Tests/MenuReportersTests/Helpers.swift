import MenuDiagnostics
import MenuReporters

/// The byte range of the `occurrence`-th (0-based) appearance of `needle` in
/// `text`, found by searching the UTF-8 bytes.
func range(of needle: String, in text: String, occurrence: Int = 0) -> SourceRange {
    let haystack = Array(text.utf8)
    let pattern = Array(needle.utf8)
    var found = 0
    if pattern.count <= haystack.count {
        for start in 0...(haystack.count - pattern.count) where haystack[start..<(start + pattern.count)].elementsEqual(pattern) {
            if found == occurrence { return SourceRange(start: start, end: start + pattern.count) }
            found += 1
        }
    }
    preconditionFailure("'\(needle)' occurs fewer than \(occurrence + 1) times")
}

/// An empty range just before (or, with `after`, just past) an occurrence of `needle`.
func position(of needle: String, in text: String, after: Bool = false, occurrence: Int = 0) -> SourceRange {
    let found = range(of: needle, in: text, occurrence: occurrence)
    return .at(after ? found.end : found.start)
}

func file(_ path: String, _ text: String, _ diagnostics: [Diagnostic]) -> FileDiagnostics {
    FileDiagnostics(source: SourceFile(path: path, text: text), diagnostics: diagnostics)
}

let escape = "\u{1B}"

func file(_ text: String, _ diagnostics: [Diagnostic]) -> FileDiagnostics {
    file("main.menu", text, diagnostics)
}
