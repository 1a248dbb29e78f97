import Foundation
import PackagePlugin

/// Compiles every `.menu` file of the target it is applied to into Swift: a
/// platform-neutral command model and SwiftUI `Commands`.
///
/// Each file gets its own build command with exact inputs (the file, the
/// tool, and the target's `.menuc` options file when there is one) and one
/// output, so a build with nothing changed runs nothing, and editing one
/// `.menu` file regenerates only its Swift file. Diagnostics reach the build
/// log as `/absolute/path/File.menu:line:col: error: …`; errors fail the build.
///
/// A target can pass options to every check by putting them in a file named
/// `.menuc` in its folder, one per line (`--warnings-as-errors`,
/// `--disable title-case`, `--rule-option long-title.max-columns=50`); lines
/// starting with `#` are comments.
@main
struct MenucBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let menus = target.sourceFiles(withSuffix: "menu").map(\.url).sorted { $0.path < $1.path }
        guard !menus.isEmpty else { return [] }
        let tool = try context.tool(named: "menuc")
        let optionsFile = target.directoryURL.appending(path: ".menuc")
        let options = try Self.options(in: optionsFile)
        var usedNames: Set<String> = []
        return menus.map { menu in
            let output = context.pluginWorkDirectoryURL.appending(path: Self.outputName(for: menu, avoiding: &usedNames))
            return .buildCommand(
                displayName: "Compiling menus in \(menu.lastPathComponent)",
                executable: tool.url,
                arguments: ["build", "--emit", "swift", "--color", "never"] + options
                    + ["-o", output.path(percentEncoded: false), menu.path(percentEncoded: false)],
                inputFiles: [menu, tool.url] + (options.isEmpty ? [] : [optionsFile]),
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

    /// The options in a target's `.menuc` file: one per line, `#` comments.
    static func options(in file: URL) throws -> [String] {
        guard FileManager.default.fileExists(atPath: file.path(percentEncoded: false)) else { return [] }
        let text = try String(contentsOf: file, encoding: .utf8)
        return text.split(whereSeparator: \.isNewline).flatMap { line -> [Substring] in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return [] }
            return trimmed.split(separator: " ", omittingEmptySubsequences: true)
        }.map(String.init)
    }
}
