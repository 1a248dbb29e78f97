import MenuDiagnostics
import MenuSemantics

/// Checks a file. A large file's menus are indexed on the other core as
/// lowering makes each, while the rest of the file is parsed and lowered
/// (the index was a third of a check's work, all of it after the parse),
/// and some of its rules run there while the others run here.
public enum ConcurrentCheck {
    /// The input size from which the index is made on a thread of its own.
    /// Below it, the thread costs more than it saves, and the build
    /// plugin's files are far below it.
    public static let minimumBytes = 256 * 1024

    public static func check(_ source: SourceFile, configuration: Configuration = Configuration()) -> CheckResult {
        guard source.bytes.count >= minimumBytes else {
            return Checker.check(source, configuration: configuration, keepingSyntaxTree: false)
        }
        let menus = LoweredMenus(indexing: true)
        let lowered = Checker.lower(source, configuration: configuration, keepingSyntaxTree: false, observer: menus.observer())
        return Checker.check(lowered, index: menus.index(), startingWork: startOnANewThread)
    }

    /// Starts some of the rules on a thread of its own (`Checker.WorkStarter`).
    static func startOnANewThread(_ work: @escaping @Sendable () -> [[Diagnostic]]) -> (() -> [[Diagnostic]])? {
        BackgroundWork(onlyOnANewThread: work).map { started in { started.wait() } }
    }
}
