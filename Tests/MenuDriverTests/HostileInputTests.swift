import Foundation
import MenuModel
import MenuRules
import Testing
@testable import MenuDriver

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Messages that quote what a user does not control: option values and
/// file names reach the terminal escaped, never as control sequences.
@Suite("Escaped messages")
struct EscapedMessageTests {
    /// ESC [31m, BEL, DEL, the C1 CSI (U+009B) and a byte that is not UTF-8.
    static let hostileBytes: [UInt8] = [0x1B] + Array("[31m".utf8) + [0x07, 0x7F, 0xC2, 0x9B, 0xFF]

    @Test func anOptionsFileValueIsEscaped() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.menu", cleanMenu)
        let options = Array("# rules\n\n  --disable x".utf8) + Self.hostileBytes + Array("y\n".utf8)
        #expect(FileManager.default.createFile(atPath: folder.path + "/.menuc", contents: Data(options)))
        let result = Driver.run(["check", file])
        #expect(result.status == .usage)
        #expect(result.stderr == "\(folder.path)/.menuc:3:3: error: unknown rule 'x\\u{1B}[31m\\u{7}\\u{7F}\\u{9B}\u{FFFD}y'\n")
    }

    @Test func aFileNameIsEscapedWhenItCannotBeRead() {
        let result = Driver.run(["check", "x\u{1B}[31m\u{7}\u{7F}\u{9B}y.menu"])
        #expect(result.status == .unreadableInput)
        #expect(result.stderr == "error: cannot read 'x\\u{1B}[31m\\u{7}\\u{7F}\\u{9B}y.menu': no such file\n")
    }

    @Test func aFileNameIsEscapedWhenItCannotBeWritten() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.menu", cleanMenu)
        let output = folder.path + "/no\u{1B}]0;title\u{7}\u{9B}/a.json"
        let result = Driver.run(["build", "--emit", "json", "-o", output, file])
        #expect(result.status == .cannotWriteOutput)
        let folderShown = folder.path + "/no\\u{1B}]0;title\\u{7}\\u{9B}"
        #expect(result.stderr == "error: cannot write '\(folderShown)/a.json': no such folder '\(folderShown)'\n")
    }

    @Test func aMistypedOptionIsEscaped() {
        let result = Driver.run(["check", "--\u{1B}[2J"])
        #expect(result.stderr.hasPrefix("error: unknown option '--\\u{1B}[2J'\n"))
        let subcommand = Driver.run(["\u{9B}31m"])
        #expect(subcommand.stderr.hasPrefix("error: unknown subcommand '\\u{9B}31m'\n"))
    }
}

/// Every mistake in a `.menuc` file is reported at its line and column.
@Suite("Options file positions")
struct OptionsFilePositionTests {
    static func check(options: String) throws -> (folder: TemporaryFolder, result: DriverResult) {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.menu", cleanMenu)
        try folder.write(".menuc", options)
        return (folder, Driver.run(["check", file]))
    }

    @Test(arguments: [
        ("--warnings-as-errors\n\n   --disable titel-case\n", "3:4: error: unknown rule 'titel-case'; did you mean 'title-case'?"),
        ("--platform macOS\r\n--platform Palm\r\n", "2:1: error: unknown platform 'Palm'"),
        ("\u{FEFF}--disable\ntitle-case\n", "1:1: error: option '--disable' needs a value <rule>"),
        ("# ok\n--warnings-as-errors\n\t--\n--disable title-case\n", "3:2: error: '--' has no use in an options file; remove it"),
        ("--help\n", "1:1: error: '--help' has no use in an options file; remove it"),
        ("--rule-option long-title.max-columns=x\n", "1:1: error: invalid value 'x' for 'long-title.max-columns'"),
        ("--color never\n", "1:1: error: unknown option '--color'"),
        ("ünïcode --warnings-as-errors\n--disable x y\n", "1:1: error: unexpected argument 'ünïcode'"),
    ])
    func aMistakeHasALineAndColumn(_ options: String, _ expected: String) throws {
        let (folder, result) = try Self.check(options: options)
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix("\(folder.path)/.menuc:\(expected)"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    /// Lines are checked one by one, then applied together: repeated
    /// platforms still add up.
    @Test func repeatedPlatformsOnSeveralLinesAddUp() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.menu", cleanMenu)
        try folder.write(".menuc", "--platform macOS\n--platform iPadOS  # both\n")
        let configuration = try OptionsFile.configuration(for: file)
        #expect(configuration.platformOverride == [.macOS, .iPadOS])
    }
}

/// A build interrupted while it writes its output leaves no temporary file.
@Suite("Interrupted builds", .serialized)
struct InterruptedBuildTests {
    /// The `menuc` executable built beside the test bundle.
    static func executable() throws -> URL {
        let bundle = Bundle.main.bundleURL
        let candidates = [
            bundle.appendingPathComponent("menuc"),
            bundle.deletingLastPathComponent().appendingPathComponent("menuc"),
            URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent().appendingPathComponent("menuc"),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(".build/debug/menuc"),
        ]
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return try #require(found, "menuc was not built next to the tests; looked at \(candidates.map(\.path))")
    }

    /// A menu whose JSON is about 10 MB: written over some milliseconds.
    static let largeInput: String = {
        var text = ""
        var menu = 0
        while text.utf8.count < 1_100_000 {
            menu += 1
            text += "menu \"Tools \(menu)\" {\n"
            for item in 1...20 { text += "    item \"Show Layer \(menu * 100 + item)\"\n" }
            text += "}\n"
        }
        return text
    }()

    /// Starts menuc as a shell would: no signal blocked or ignored. (A
    /// process started by Foundation from a Dispatch thread inherits the
    /// thread's blocked signals.)
    static func spawn(_ arguments: [String]) throws -> pid_t {
        let path = try executable().path
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var signals = sigset_t()
        sigemptyset(&signals)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signalNumber) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var process: pid_t = 0
        let code = posix_spawn(&process, path, nil, &attributes, argv, environ)
        try #require(code == 0, "posix_spawn failed: \(code)")
        return process
    }

    static func temporaryFiles(in folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".Menus.json.menuc-") }
    }

    /// Starts a build over an old output, stops it (SIGSTOP) as soon as its
    /// temporary file appears, sends `signalNumber`, and lets it go on. A
    /// build that renamed before it could be stopped is tried again.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalRemovesTheTemporaryOutput(_ signalNumber: Int32) throws {
        let folder = try TemporaryFolder()
        let input = try folder.write("Menus.menu", Self.largeInput)
        try folder.write("Menus.json", "old\n")
        var caught = false
        for _ in 0..<5 where !caught {
            let process = try Self.spawn(["build", "--emit", "json", "-o", folder.path + "/Menus.json", input])
            var status: Int32 = 0
            while waitpid(process, &status, WNOHANG) == 0, try Self.temporaryFiles(in: folder).isEmpty { usleep(200) }
            kill(process, SIGSTOP)
            caught = try !Self.temporaryFiles(in: folder).isEmpty
            if caught { kill(process, signalNumber) }
            kill(process, SIGCONT)
            waitpid(process, &status, 0)
            if caught {
                // Killed by the signal itself: the low 7 bits of the status are its number.
                #expect(status & 0x7F == signalNumber)
                #expect(folder.read("Menus.json") == "old\n")
            } else {
                try folder.write("Menus.json", "old\n")
            }
        }
        #expect(caught, "the temporary file was never seen while the build ran")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Menus.json", "Menus.menu"])
    }

    /// What `kill -9` leaves is removed by the next write of that output:
    /// exactly menuc's names for its temporary files, once a minute old.
    @Test func staleTemporaryFilesOfTheOutputAreRemoved() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write("Menus.menu", cleanMenu)
        let stale = [".Menus.json.menuc-a1B2c3", ".Menus.json.menuc-ZZZZZZ"]
        let kept = [
            ".Menus.json.menuc-abc12", ".Menus.json.menuc-abc1234", ".Menus.json.menuc-ab_123", ".Other.json.menuc-a1B2c3",
            "Menus.json.menuc-a1B2c3", ".Menus.json.menuc-fresh1",
        ]
        let anHourAgo = Date(timeIntervalSinceNow: -3600)
        for name in stale + kept {
            try folder.write(name, "partial")
            if name != ".Menus.json.menuc-fresh1" {
                try FileManager.default.setAttributes([.modificationDate: anHourAgo], ofItemAtPath: folder.path + "/" + name)
            }
        }
        #expect(Driver.run(["build", "--emit", "json", "-o", folder.path + "/Menus.json", input]).status == .success)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == (kept + ["Menus.json", "Menus.menu"]).sorted())
    }
}
