import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory menu-cheatsheet`:
/// writes a Markdown keyboard-shortcut cheat-sheet for every `.menu` file of
/// the package's targets.
///
///     --output <folder>   where to write, relative to the package (default: MenuCheatSheets)
///     --target <name>     only this target (repeatable)
@main
struct MenuCheatSheetPlugin: CommandPlugin {
    /// A `.menu` file and the name of the target it belongs to.
    typealias MenuFile = (url: URL, target: String)

    static let help = """
        OVERVIEW: Write a Markdown keyboard-shortcut cheat-sheet for each .menu file.

        Each sheet is named after its file (Menus.menu becomes Menus.md).

        USAGE: swift package --allow-writing-to-package-directory menu-cheatsheet [--output <folder>] [--target <name> ...]

        OPTIONS:
          --output <folder>       Where to write, relative to the package. (default: MenuCheatSheets)
          --target <name>         Only the .menu files of this target; repeat it for several.
          -h, --help              Show help information.

        """

    func performCommand(context: PluginContext, arguments: [String]) throws {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(Self.help, terminator: "")
            return
        }
        var extractor = ArgumentExtractor(arguments)
        let outputName = extractor.extractOption(named: "output").last ?? "MenuCheatSheets"
        let targetNames = extractor.extractOption(named: "target")
        if let unknown = extractor.remainingArguments.first {
            throw CheatSheetError("unknown argument '\(unknown)'; use --output <folder> and --target <name>, or see --help")
        }
        let menuFiles = try Self.menuFiles(of: context.package, inTargetsNamed: targetNames)
        guard !menuFiles.isEmpty else {
            Diagnostics.warning("no .menu files found; nothing written")
            return
        }
        try Self.checkSheetNamesDiffer(menuFiles)

        let output = outputName.hasPrefix("/")
            ? URL(fileURLWithPath: outputName)
            : context.package.directoryURL.appending(path: outputName)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let menus = menuFiles.map(\.url)
        try Self.buildSheets(of: menus, into: output, with: context.tool(named: "menuc"))
        print("Wrote \(menus.count) cheat-sheet\(menus.count == 1 ? "" : "s") to \(output.path(percentEncoded: false))")
    }

    /// The `.menu` files of the package's source targets (of those named,
    /// when any are), sorted by path.
    static func menuFiles(of package: Package, inTargetsNamed targetNames: [String]) throws -> [MenuFile] {
        let targets = package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { targetNames.isEmpty || targetNames.contains($0.name) }
        if let missing = targetNames.first(where: { name in !targets.contains { $0.name == name } }) {
            throw CheatSheetError("no source target named '\(missing)' in package '\(package.displayName)'")
        }
        return targets.flatMap { target in target.sourceFiles(withSuffix: "menu").map { (url: $0.url, target: target.name) } }
            .sorted { $0.url.path < $1.url.path }
    }

    /// Each sheet is named after its file, so two files of one name (in two
    /// targets, say) would make one sheet; so would two names that differ
    /// only in case, on a case-insensitive volume. Such pairs are refused.
    static func checkSheetNamesDiffer(_ menuFiles: [MenuFile]) throws {
        var menusByName: [String: MenuFile] = [:]
        for menu in menuFiles {
            let name = menu.url.deletingPathExtension().lastPathComponent
            if let earlier = menusByName.updateValue(menu, forKey: name.lowercased()) {
                let remedy = earlier.target == menu.target
                    ? "rename one of them"
                    : "write them one target at a time, with --target and a --output folder for each"
                let earlierName = earlier.url.deletingPathExtension().lastPathComponent
                let destination = earlierName == name
                    ? "would both be written to '\(name).md'"
                    : "would be written to '\(earlierName).md' and '\(name).md', one file on a case-insensitive volume such as macOS's"
                throw CheatSheetError(
                    "'\(earlier.url.path(percentEncoded: false))' and '\(menu.url.path(percentEncoded: false))' \(destination); \(remedy)")
            }
        }
    }

    /// Runs `menuc build --emit markdown` on the files, writing into `output`.
    static func buildSheets(of menus: [URL], into output: URL, with tool: PluginContext.Tool) throws {
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["build", "--emit", "markdown", "--color", "never", "-o", output.path(percentEncoded: false)]
            + menus.map { $0.path(percentEncoded: false) }
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw CheatSheetError("menuc could not build the cheat-sheets (exit status \(process.terminationStatus)); see the diagnostics above")
        }
    }
}

struct CheatSheetError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
