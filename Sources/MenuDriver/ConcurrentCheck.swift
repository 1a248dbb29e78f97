import MenuDiagnostics
import MenuSemantics

/// Checks a file. A large file's menus are indexed on the other core as
/// lowering makes each, while the rest of the file is parsed and lowered
/// (the index was a third of a check's work, all of it after the parse),
/// and some of its rules run there while the others run here, after the
/// index's identifiers are grouped.
public enum ConcurrentCheck {
    /// The input size from which a check or a build puts work on other
    /// threads (the index, some rules, a build's artefact). Below it, a
    /// thread costs more than it saves, and the build plugin's files are far
    /// below it.
    public static let minimumBytes = 256 * 1024

    public static func check(_ source: SourceFile, configuration: Configuration = Configuration()) -> CheckResult {
        guard source.bytes.count >= minimumBytes else {
            return Checker.check(source, configuration: configuration, keepingSyntaxTree: false)
        }
        // Without a thread, `Checker.check` indexes the model itself.
        var indexing: BackgroundWork<ModelIndex>?
        let observer = MenuHandOff.observer(
            start: { _, _, menus in indexing = index(menus) },
            abandon: {
                // The file is lowered again; these menus are not its model's.
                _ = indexing?.wait()
                indexing = nil
            })
        let lowered = Checker.lower(source, configuration: configuration, keepingSyntaxTree: false, observer: observer)
        return Checker.check(lowered, index: indexing?.wait(), startingWork: startOnANewThread)
    }

    /// Indexes the menus handed over, on a thread of its own.
    private static func index(_ menus: MenuHandOff) -> BackgroundWork<ModelIndex>? {
        BackgroundWork(onlyOnANewThread: {
            var index = ModelIndex.Incremental()
            var position = 0
            while let menu = menus.menu(at: position) {
                index.add(menu)
                position += 1
            }
            return index.finishWithoutGroupingIdentifiers()
        })
    }

    /// Starts some of the rules on a thread of its own (`Checker.WorkStarter`).
    static func startOnANewThread(_ work: @escaping @Sendable () -> [[Diagnostic]]) -> (() -> [[Diagnostic]])? {
        BackgroundWork(onlyOnANewThread: work).map { started in { started.wait() } }
    }
}
