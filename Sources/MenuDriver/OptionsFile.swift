import MenuBackends
import MenuDiagnostics
import MenuModel
import MenuReporters
import MenuRules

/// `.menuc` files: check options for every `.menu` file in the folder that
/// holds one and in the folders below it. The command line, the build plugin
/// and the language server all read them, so a file gets the same
/// diagnostics in the terminal, in the build and in the editor.
///
/// One option per line, spelt as on the command line (`--disable title-case`,
/// `--warnings-as-errors`, `--rule-option long-title.max-columns=50`,
/// `--platform iPadOS`, `--error-limit 50`, `--catalog Menus.xcstrings` (a
/// path relative to the options file), and for `build`, `--swift-target appkit`,
/// `--keyboard iso` and `--swift-bundle module`);
/// `#` starts a comment. The nearest file wins, and
/// options given on the command line come after it, so they win over it.
public enum OptionsFile {
    public static let fileName = ".menuc"

    /// The options a file may hold: those that change what is checked, the
    /// catalog of the titles' translations, and the build's target,
    /// keyboard and bundle.
    static let spec = CommandSpec(
        name: fileName, abstract: "", discussion: nil, arguments: nil,
        options: CheckOptions.specs.filter {
            ["--platform", "--disable", "--enable", "--warnings-as-errors", "--rule-option", "--error-limit"].contains($0.key)
        }
            + [Translations.catalogSpec, BuildCommand.swiftTargetSpec, BuildCommand.keyboardSpec, BuildCommand.swiftBundleSpec])

    public struct Problem: Error, Equatable, Sendable {
        public let path: String
        /// The 1-based line and column (in UTF-8 bytes) of the first
        /// argument on the line at fault; nil when the file cannot be read.
        public let line: Int?
        public let column: Int?
        /// What is wrong, on one line, its control characters escaped.
        public let message: String

        /// Where the problem is, as compilers write it: `path:line:column`.
        public var location: String {
            guard let line, let column else { return path }
            return "\(path):\(line):\(column)"
        }

        public var description: String { "\(location): \(message)" }
    }

    /// The arguments of one line of an options file, and where the first starts.
    struct Line {
        let number: Int
        let column: Int
        let arguments: [String]
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
        lines(in: text).flatMap(\.arguments)
    }

    /// The lines of an options file that hold arguments, numbered from 1.
    ///
    /// The text is split on its bytes, not its Characters: a blank, a line
    /// end or a `#` followed by a combining mark is one Character with it,
    /// and would not separate what it stands between.
    static func lines(in text: String) -> [Line] {
        var bytes = Array(text.utf8)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return lineContents(of: bytes).enumerated().compactMap { index, line -> Line? in
            let content = line.split(separator: UInt8(ascii: "#"), maxSplits: 1, omittingEmptySubsequences: false).first ?? []
            let arguments = content.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
            guard let first = arguments.first else { return nil }
            let column = first.startIndex - line.startIndex + 1
            return Line(number: index + 1, column: column, arguments: arguments.map { String(decoding: $0, as: UTF8.self) })
        }
    }

    /// The lines of a text, without their ends: LF, CRLF or CR.
    private static func lineContents(of bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        var index = start
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append(bytes[start..<index])
                if byte == UInt8(ascii: "\r"), index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                start = index + 1
            }
            index += 1
        }
        lines.append(bytes[start...])
        return lines
    }

    /// What an options file says: the check's configuration, and the
    /// build's settings and the catalog, each if it gives it (the last one
    /// written wins, as on the command line).
    struct Contents {
        var configuration = Configuration()
        var swiftTarget: SwiftTarget?
        var keyboard: KeyboardLayout?
        var localizationBundle: LocalizationBundle?
        /// `--catalog`, as a path: a relative one is relative to the options file.
        var catalog: String?
    }

    /// The configuration a `.menu` file gets from its options file (the
    /// defaults when it has none).
    public static func configuration(for file: String) throws(Problem) -> Configuration {
        try contents(for: file).configuration
    }

    /// The configuration written in `text`, the contents of the options
    /// file at `path`.
    public static func configuration(text: String, path: String) throws(Problem) -> Configuration {
        try contents(ofText: text, path: path).configuration
    }

    /// The options file of a `.menu` file, found, read and parsed once; the
    /// defaults for a file without one.
    static func contents(for file: String) throws(Problem) -> Contents {
        guard let path = find(for: file) else { return Contents() }
        switch FileSystem.readFile(path) {
        case .success(let bytes): return try contents(ofText: String(decoding: bytes, as: UTF8.self), path: path)
        case .failure(let error): throw Problem(path: path, line: nil, column: nil, message: "cannot read this options file: \(error.reason)")
        }
    }

    /// What `text`, the contents of the options file at `path`, says.
    static func contents(ofText text: String, path: String) throws(Problem) -> Contents {
        let lines = lines(in: text)
        // Each line is checked alone, so that a mistake is reported at its line.
        for line in lines {
            do throws(UsageError) {
                try validate(line, path: path)
            } catch {
                throw Problem(path: path, line: line.number, column: line.column, message: TerminalText.oneLine(error.message.text))
            }
        }
        // Then all of them at once, in order: a repeated '--platform' adds to
        // the platforms, as on the command line.
        do throws(UsageError) {
            return try contents(of: ParsedArguments(lines.flatMap(\.arguments), spec: spec), path: path)
        } catch {
            throw Problem(path: path, line: lines.first?.number, column: lines.first?.column, message: TerminalText.oneLine(error.message.text))
        }
    }

    /// What the parsed options of the options file at `path` say; a
    /// relative catalog path is made relative to that file.
    private static func contents(of parsed: ParsedArguments, path: String) throws(UsageError) -> Contents {
        var contents = Contents()
        try CheckOptions.apply(parsed, to: &contents.configuration, command: fileName)
        contents.swiftTarget = try BuildCommand.swiftTarget(parsed, command: fileName)
        contents.keyboard = try BuildCommand.keyboard(parsed, command: fileName)
        contents.localizationBundle = try BuildCommand.localizationBundle(parsed, command: fileName)
        contents.catalog = parsed.value("--catalog").map { $0.hasPrefix("/") ? $0 : FileSystem.joined(FileSystem.directoryName(of: path), $0) }
        return contents
    }

    /// Checks that a line holds whole options, their values with them, and
    /// nothing that would change how the lines after it are read.
    private static func validate(_ line: Line, path: String) throws(UsageError) {
        if let misplaced = line.arguments.first(where: { $0 == "--" || $0 == "--help" || $0 == "-h" }) {
            throw UsageError(.noUseInOptionsFile(misplaced), command: fileName)
        }
        _ = try contents(of: ParsedArguments(line.arguments, spec: spec), path: path)
    }
}

extension DiagnosticMessage {
    fileprivate static func noUseInOptionsFile(_ option: String) -> DiagnosticMessage {
        "'\(option)' has no use in an options file; remove it"
    }
}
