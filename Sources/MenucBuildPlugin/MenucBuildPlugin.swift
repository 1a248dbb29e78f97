import Foundation
import PackagePlugin

/// Compiles every `.menu` file of the target it is applied to into Swift: a
/// platform-neutral command model and SwiftUI `Commands`.
///
/// Each file gets its own build command with exact inputs (the file, the
/// tool, and the `.menuc` options file that applies to it, if any) and one
/// output, so a build with nothing changed runs nothing, and editing one
/// `.menu` file regenerates only its Swift file. Diagnostics reach the build
/// log as `/absolute/path/File.menu:line:col: error: …`; errors fail the build.
///
/// Options such as `--warnings-as-errors` go in a `.menuc` file in the target's
/// folder (or any folder above the `.menu` file); menuc reads it itself, as it
/// does on the command line and in the editor, so the plugin only declares it
/// as an input.
@main
struct MenucBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let menus = target.sourceFiles(withSuffix: "menu").map(\.url).sorted { $0.path < $1.path }
        guard !menus.isEmpty else { return [] }
        let tool = try context.tool(named: "menuc")
        var usedNames: Set<String> = []
        return menus.map { menu in
            let output = context.pluginWorkDirectoryURL.appending(path: Self.outputName(for: menu, avoiding: &usedNames))
            return .buildCommand(
                displayName: "Compiling menus in \(menu.lastPathComponent)",
                executable: tool.url,
                arguments: ["build", "--emit", "swift", "--color", "never", "-o", output.path(percentEncoded: false), menu.path(percentEncoded: false)],
                inputFiles: [menu, tool.url] + (Self.optionsFile(for: menu).map { [$0] } ?? []),
                outputFiles: [output])
        }
    }

    /// `Menus.menu` → `Menus.menu.swift`; a second `Menus.menu` elsewhere in
    /// the target → `Menus-2.menu.swift`.
    static func outputName(for menu: URL, avoiding used: inout Set<String>) -> String {
        let stem = menu.deletingPathExtension().lastPathComponent
        var name = "\(stem).menu.swift"
        var counter = 2
        while used.contains(name) {
            name = "\(stem)-\(counter).menu.swift"
            counter += 1
        }
        used.insert(name)
        return name
    }

    /// The `.menuc` file menuc will read for a `.menu` file: the nearest one
    /// in its folder or a folder above (see OptionsFile in MenuDriver, which
    /// this mirrors; a plugin cannot import the package's libraries).
    static func optionsFile(for menu: URL) -> URL? {
        var directory = menu.deletingLastPathComponent()
        while true {
            let candidate = directory.appending(path: ".menuc")
            if FileManager.default.fileExists(atPath: candidate.path(percentEncoded: false)) { return candidate }
            let parent = directory.deletingLastPathComponent()
            if parent.path(percentEncoded: false) == directory.path(percentEncoded: false) { return nil }
            directory = parent
        }
    }
}
