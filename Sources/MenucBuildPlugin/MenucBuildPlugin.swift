import Foundation
import PackagePlugin

/// Compiles every `.menu` file of the target it is applied to into Swift: a
/// platform-neutral command model and SwiftUI `Commands`.
///
/// Each file gets its own build command with exact inputs (the file, the
/// tool, the target's string catalogs, and what its `.menuc` options depend
/// on) and one output, so a build with nothing changed runs nothing, and
/// editing one `.menu` file regenerates only its Swift file. Two files whose
/// generated types would have the same name are refused, naming both.
/// Diagnostics reach the build log as `/absolute/path/File.menu:line:col:
/// error: …`; errors fail the build.
///
/// Options such as `--warnings-as-errors` or `--swift-target` go in a `.menuc` file in the target's
/// folder (or any folder above the `.menu` file); menuc reads it itself, as it
/// does on the command line and in the editor, so the plugin only declares
/// what it depends on (see `optionInputs`).
@main
struct MenucBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let menus = target.sourceFiles(withSuffix: "menu").map(\.url).sorted { $0.path < $1.path }
        guard !menus.isEmpty else { return [] }
        let tool = try context.tool(named: "menuc")
        // A catalog a `.menuc` names with `--catalog` has its translations
        // checked at each build: the target's catalogs are inputs, so that
        // editing one checks them again.
        let catalogs = target.sourceFiles(withSuffix: "xcstrings").map(\.url).sorted { $0.path < $1.path }
        var usedNames: Set<String> = []
        var namespaces: [String: URL] = [:]
        return menus.compactMap { menu in
            if let namespace = Self.defaultNamespace(for: menu) {
                if let other = namespaces[namespace] {
                    Diagnostics.error(
                        "'\(Self.relativePath(of: menu, in: target.directoryURL))' and '\(Self.relativePath(of: other, in: target.directoryURL))' "
                            + "would both declare the type '\(namespace)', which is named after the file; rename one of them",
                        file: menu.path(percentEncoded: false))
                    return nil
                }
                namespaces[namespace] = menu
            }
            let output = context.pluginWorkDirectoryURL.appending(path: Self.outputName(for: menu, avoiding: &usedNames))
            return .buildCommand(
                displayName: "Compiling menus in \(menu.lastPathComponent)",
                executable: tool.url,
                arguments: ["build", "--emit", "swift", "--color", "never", "-o", output.path(percentEncoded: false), menu.path(percentEncoded: false)],
                inputFiles: [menu, tool.url] + catalogs
                    + Self.optionInputs(for: menu, target: target.directoryURL, package: context.package.directoryURL),
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

    /// What the options a `.menu` file is compiled with depend on: the
    /// nearest `.menuc` when it is inside the target, and the folders above
    /// the target up to the package's, so that adding, removing or renaming
    /// a `.menuc` there compiles the menus again. A `.menuc` above the target
    /// is not declared itself: SwiftPM reruns the plugin when the target's
    /// folder changes, not a folder above, so a removed one would stay a
    /// missing input and fail every build until Package.swift changed.
    static func optionInputs(for menu: URL, target: URL, package: URL) -> [URL] {
        var inputs: [URL] = []
        if let file = optionsFile(for: menu), isInside(file, target) { inputs.append(file) }
        var folder = target.deletingLastPathComponent()
        while isInside(folder, package) || samePath(folder, package) {
            inputs.append(folder)
            let parent = folder.deletingLastPathComponent()
            if samePath(parent, folder) { break }
            folder = parent
        }
        return inputs
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
            if samePath(parent, directory) { return nil }
            directory = parent
        }
    }

    /// The type menuc names the generated code after, for a file whose name
    /// is ASCII (`my-app.menu` → `MyAppMenus`, `Menus.menu` → `Menus`), as
    /// SwiftBackend.namespace(for:) names it; nil for other names, whose
    /// clashes the compiler still reports. Two files of one target with
    /// the same type cannot compile together.
    static func defaultNamespace(for menu: URL) -> String? {
        let stem = menu.deletingPathExtension().lastPathComponent
        guard stem.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
        let words = stem.split { !($0.isLetter || $0.isNumber) }
        var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first?.isNumber == true { name = "_" + name }
        if !name.hasSuffix("Menu"), !name.hasSuffix("Menus") { name += "Menus" }
        return name
    }

    /// `file`'s path below `folder`, or its whole path when it is not there.
    static func relativePath(of file: URL, in folder: URL) -> String {
        let path = plainPath(file)
        let base = folderPrefix(folder)
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// Whether `path` is strictly inside `folder`.
    static func isInside(_ path: URL, _ folder: URL) -> Bool {
        plainPath(path).hasPrefix(folderPrefix(folder))
    }

    static func samePath(_ first: URL, _ second: URL) -> Bool {
        plainPath(first) == plainPath(second)
    }

    /// What the paths inside `folder` start with: its path and a slash.
    static func folderPrefix(_ folder: URL) -> String {
        let path = plainPath(folder)
        return path == "/" ? path : path + "/"
    }

    /// The path standardized, without a trailing slash (but for the root's):
    /// what the comparisons above compare.
    static func plainPath(_ url: URL) -> String {
        var path = url.standardizedFileURL.path(percentEncoded: false)
        if path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
