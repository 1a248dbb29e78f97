import MenuModel
import MenuRules

/// `.menuc` files: check options for every `.menu` file in the folder that
/// holds one and in the folders below it. The command line, the build plugin
/// and the language server all read them, so a file gets the same
/// diagnostics in the terminal, in the build and in the editor.
///
/// One option per line, spelt as on the command line (`--disable title-case`,
/// `--warnings-as-errors`, `--rule-option long-title.max-columns=50`,
/// `--platform iPadOS`, `--error-limit 50`); `#` starts a comment. The nearest file wins, and
/// options given on the command line come after it, so they win over it.
public enum OptionsFile {
    public static let fileName = ".menuc"

    /// The options a file may hold: those that change what is checked.
    static let spec = CommandSpec(
        name: fileName, abstract: "", discussion: nil, arguments: nil,
        options: CheckOptions.specs.filter { ["--platform", "--disable", "--enable", "--warnings-as-errors", "--rule-option", "--error-limit"].contains($0.key) })

    public struct Problem: Error, Equatable, Sendable {
        public let path: String
        public let message: String

        public var description: String { "in '\(path)': \(message)" }
    }

    /// The nearest options file for a `.menu` file: in its folder, or the
    /// closest folder above it.
    public static func find(for file: String) -> String? {
        var directory = FileSystem.directoryName(of: FileSystem.absolutePath(file))
        while true {
            let candidate = FileSystem.joined(directory, fileName)
            if FileSystem.isRegularFile(candidate) { return candidate }
            guard directory != "/", !directory.isEmpty else { return nil }
            directory = FileSystem.directoryName(of: directory)
        }
    }

    /// The arguments written in an options file. Lines end with LF, CRLF
    /// or CR (a file saved on Windows, or checked out with `autocrlf`), and
    /// a leading byte-order mark is no part of the first.
    public static func arguments(in text: String) -> [String] {
        // "\r\n" is one Character, equal to neither "\n" nor "\r".
        let text = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
        return text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }).flatMap { line -> [Substring] in
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return content.split(whereSeparator: { $0 == " " || $0 == "\t" })
        }.map(String.init)
    }

    /// The configuration a `.menu` file gets from its options file (the
    /// defaults when it has none).
    public static func configuration(for file: String) throws(Problem) -> Configuration {
        var configuration = Configuration()
        try apply(to: &configuration, for: file)
        return configuration
    }

    /// Applies the options of the file's options file, if it has one.
    static func apply(to configuration: inout Configuration, for file: String) throws(Problem) {
        guard let path = find(for: file) else { return }
        let text: String
        switch FileSystem.readFile(path) {
        case .success(let bytes): text = String(decoding: bytes, as: UTF8.self)
        case .failure(let error): throw Problem(path: path, message: "cannot read it: \(error.reason)")
        }
        do {
            let parsed = try ParsedArguments(arguments(in: text), spec: spec)
            try CheckOptions.apply(parsed, to: &configuration, command: fileName)
        } catch {
            throw Problem(path: path, message: error.message)
        }
    }
}
