import Foundation
import MenuDiagnostics
import MenuModel
import MenuRules
import Testing
@testable import MenuDriver

/// Atomic writes that leave a file already holding the bytes alone.
@Suite("Writing artefacts")
struct FileSystemTests {
    private static func inode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
    }

    /// Writes `produced` over a file holding `existing` (none when nil), in
    /// pieces of 7,000 bytes, as a backend passes them on: the comparison
    /// with the existing file and the switch to a temporary file happen
    /// within pieces and across them.
    private static func write(
        _ produced: [UInt8], over existing: [UInt8]?
    ) throws -> (outcome: FileSystem.WriteOutcome, content: Data, replaced: Bool, files: [String]) {
        let folder = try TemporaryFolder()
        let path = folder.path + "/out"
        if let existing { _ = FileManager.default.createFile(atPath: path, contents: Data(existing)) }
        let before = existing == nil ? nil : try inode(path)
        let result = FileSystem.writeFileAtomically(path, durability: .rebuildable, keepingIdenticalFile: true) { file in
            for start in stride(from: 0, to: produced.count, by: 7_000) {
                file.write(produced[start..<min(start + 7_000, produced.count)])
            }
        }
        let outcome = try result.get()
        let content = try #require(FileManager.default.contents(atPath: path))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return (outcome, content, try inode(path) != before, files)
    }

    /// A pattern longer than the 64 KB a read takes at a time.
    private static let long: [UInt8] = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }

    @Test func identicalBytesLeaveTheFileAlone() throws {
        let written = try Self.write(Self.long, over: Self.long)
        #expect(written.outcome == .unchanged)
        #expect(!written.replaced)
        #expect(written.content == Data(Self.long))
        // The temporary file is gone.
        #expect(written.files == ["out"])
    }

    @Test func anEmptyArtefactOverAnEmptyFileIsUnchanged() throws {
        let written = try Self.write([], over: [])
        #expect(written.outcome == .unchanged)
        #expect(!written.replaced)
    }

    /// An empty string is an artefact like any other: it creates a file,
    /// empties one, leaves an empty one alone, and goes to a device, with
    /// no temporary file left behind.
    @Test func anEmptyStringIsWritten() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/out"
        func write(keeping: Bool) throws -> FileSystem.WriteOutcome {
            try FileSystem.writeFileAtomically(path, "", durability: .rebuildable, keepingIdenticalFile: keeping).get()
        }
        #expect(try write(keeping: true) == .written)
        #expect(folder.read("out") == "")
        #expect(try write(keeping: true) == .unchanged)
        try folder.write("out", "{}\n")
        #expect(try write(keeping: true) == .written)
        #expect(folder.read("out") == "")
        #expect(try write(keeping: false) == .written)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out"])
        #expect(try FileSystem.writeFileAtomically("/dev/null", "").get() == .written)
    }

    /// Each way the bytes can differ: at the start, in the middle, at the
    /// end, the file longer, the artefact longer, the file missing.
    @Test(arguments: [
        ("first byte", 0, 0),
        ("first byte of a piece", 7_000, 0),
        ("last byte of a piece", 6_999, 0),
        ("beyond the first read", 100_000, 0),
        ("last byte", 199_999, 0),
        ("file longer", -1, 1),
        ("artefact longer", -1, -1),
    ])
    func anyDifferenceReplacesTheFile(_ difference: String, at offset: Int, lengthChange: Int) throws {
        var existing = Self.long
        if offset >= 0 { existing[offset] &+= 1 }
        if lengthChange > 0 { existing.append(0) }
        if lengthChange < 0 { existing.removeLast() }
        let written = try Self.write(Self.long, over: existing)
        #expect(written.outcome == .written, "\(difference)")
        #expect(written.replaced, "\(difference)")
        #expect(written.content == Data(Self.long), "\(difference)")
        #expect(written.files == ["out"])
    }

    /// A FIFO where the artefact goes is written, as the shell's `>` writes
    /// it, when a process reads it; with no reader it is refused at once
    /// rather than waited on, and in neither case read or replaced.
    @Test func aFIFOIsWrittenOnlyWhileSomethingReadsIt() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/out"
        #expect(mkfifo(path, 0o644) == 0)
        let short = Array(Self.long.prefix(1000))
        func write() -> Result<FileSystem.WriteOutcome, FileSystem.WriteError> {
            FileSystem.writeFileAtomically(path, short, durability: .rebuildable, keepingIdenticalFile: true)
        }
        #expect(throws: FileSystem.WriteError(reason: "a FIFO that no process is reading")) { try write().get() }
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        #expect(try write().get() == .written)
        var received = [UInt8](repeating: 0, count: 2000)
        #expect(read(reader, &received, received.count) == short.count)
        #expect(Array(received.prefix(short.count)) == short)
        var status = stat()
        #expect(lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO, "still a FIFO")
    }

    @Test func aMissingFileIsWritten() throws {
        let written = try Self.write(Self.long, over: nil)
        #expect(written.outcome == .written)
        #expect(written.content == Data(Self.long))
    }

    /// `menuc build` twice on the same input changes the artefact once: a
    /// build system sees nothing to recompile the second time.
    @Test(arguments: ["json", "markdown", "swift"])
    func rebuildingTheSameInputLeavesTheArtefactAlone(_ format: String) throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Menus.menu", cleanMenu)
        let output = folder.path + "/Menus.out"
        #expect(Driver.run(["build", "--emit", format, "-o", output, file]).status == .success)
        let first = try Self.inode(output)
        let content = folder.read("Menus.out")
        #expect(Driver.run(["build", "--emit", format, "-o", output, file]).status == .success)
        #expect(try Self.inode(output) == first)
        #expect(folder.read("Menus.out") == content)
        try folder.write("Menus.menu", cleanMenu.replacingOccurrences(of: "\"New\"", with: "\"New Window\""))
        #expect(Driver.run(["build", "--emit", format, "-o", output, file]).status == .success)
        #expect(try Self.inode(output) != first)
        #expect(folder.read("Menus.out")?.contains("New Window") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Menus.menu", "Menus.out"])
    }

    /// Standard output behind a full disk fails the write, in menuc's own
    /// lowercase style, rather than losing the artefact quietly.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func writingToAFullDeviceFails() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(throws: FileSystem.WriteError(reason: "no space left on device")) {
            try FileSystem.writeAll(Self.long, to: descriptor).get()
        }
        #expect(throws: Never.self) { try FileSystem.writeAll([], to: descriptor).get() }
    }

    /// A symbolic link where the output goes is written through: its target
    /// gets the new content, and the link stays a link.
    @Test(arguments: [false, true])
    func aSymbolicLinkIsWrittenThrough(relative: Bool) throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/real", withIntermediateDirectories: true)
        let target = try folder.write("real/Menus.menu", "old\n")
        let link = folder.path + "/Menus.menu"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: relative ? "real/Menus.menu" : target)
        #expect(throws: Never.self) { try FileSystem.writeFileAtomically(link, "new\n").get() }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == (relative ? "real/Menus.menu" : target))
        #expect(folder.read("real/Menus.menu") == "new\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/real") == ["Menus.menu"])
    }

    /// A link to a file not yet there (a dangling link) is written through too.
    @Test func aDanglingSymbolicLinkIsWrittenThrough() throws {
        let folder = try TemporaryFolder()
        let link = folder.path + "/Menus.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "Generated.json")
        #expect(throws: Never.self) { try FileSystem.writeFileAtomically(link, "{}\n").get() }
        #expect(folder.read("Generated.json") == "{}\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "Generated.json")
    }

    /// Links that lead round in a circle are refused, not followed forever.
    @Test func aLoopOfSymbolicLinksIsAnError() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/a", withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/b", withDestinationPath: "a")
        #expect(throws: FileSystem.WriteError(reason: "too many levels of symbolic links")) {
            try FileSystem.writeFileAtomically(folder.path + "/a", "x").get()
        }
    }

    /// An endless input is refused once it passes the limit, not read on
    /// until memory runs out; an input of exactly the limit is read.
    @Test func readingStopsPastTheLimit() throws {
        let zero = open("/dev/zero", O_RDONLY)
        try #require(zero >= 0)
        defer { close(zero) }
        let refusal = FileSystem.readAll(zero, limit: 300_000)
        #expect(refusal == .failure(.tooLarge(size: nil, limit: 300_000)))
        // The message names the limit that was passed, not the default.
        if case .failure(let error) = refusal {
            #expect(error.reason == "input is too large (more than the limit of 300000 bytes)")
        }
        let folder = try TemporaryFolder()
        // A byte past the limit is read, and no more.
        let large = open(try folder.write("Large.menu", String(repeating: "x", count: 1_000_000)), O_RDONLY)
        try #require(large >= 0)
        defer { close(large) }
        #expect(FileSystem.readAll(large, limit: 300_000) == .failure(.tooLarge(size: nil, limit: 300_000)))
        #expect(lseek(large, 0, SEEK_CUR) == 300_001)
        let path = try folder.write("Limit.menu", String(repeating: "x", count: 300_000))
        let file = open(path, O_RDONLY)
        try #require(file >= 0)
        defer { close(file) }
        #expect(try FileSystem.readAll(file, limit: 300_000).get().count == 300_000)
    }

    /// An input read without knowing its size (as standard input is) is
    /// read whole, byte for byte, across many reads.
    @Test func readingGrowsAndKeepsEveryByte() throws {
        let folder = try TemporaryFolder()
        let text = (0..<40_000).map { "line \($0)\n" }.joined()
        let descriptor = open(try folder.write("Long.menu", text), O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let bytes = try FileSystem.readAll(descriptor).get()
        #expect(bytes.count == text.utf8.count && bytes.count > 4 * 64 * 1024)
        #expect(bytes.elementsEqual(text.utf8))
        // A file larger than its size said when it was opened (it grew):
        // the small first chunk gives way to larger ones, and no byte is lost.
        let grown = open(try folder.write("Grown.menu", text), O_RDONLY)
        try #require(grown >= 0)
        defer { close(grown) }
        #expect(try FileSystem.readAll(grown, sizeHint: 10).get().elementsEqual(text.utf8))
    }

    /// A device is written as it is, directly or through a link (as
    /// `-o /dev/stdout` is): it is neither replaced nor followed to a name.
    @Test func aDeviceIsWrittenNotReplaced() throws {
        let folder = try TemporaryFolder()
        let link = folder.path + "/null"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
        for path in ["/dev/null", link] {
            #expect(try FileSystem.writeFileAtomically(path, Self.long, durability: .rebuildable).get() == .written)
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/dev/null")
        #expect(try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType == .typeCharacterSpecial)
        if FileManager.default.fileExists(atPath: "/dev/full") {
            #expect(throws: FileSystem.WriteError(reason: "no space left on device")) {
                try FileSystem.writeFileAtomically("/dev/full", "x").get()
            }
        }
    }

    /// A file is replaced by a new one made in its folder, so a folder that
    /// takes no new files is what a failure names, not the file.
    @Test func aFolderThatTakesNoNewFilesIsNamed() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("Menus.json", "{}")
        chmod(folder.path, 0o555)
        defer { chmod(folder.path, 0o755) }
        // Permissions do not hold back the superuser.
        if geteuid() != 0 {
            let reason = "cannot create a file in '\(folder.path)' (permission denied); "
                + "menuc replaces a file by renaming a new one over it, so it needs write access to the folder"
            #expect(throws: FileSystem.WriteError(reason: reason)) { try FileSystem.writeFileAtomically(path, "[]").get() }
        }
        #if os(Linux)
        // A process's own folder in /proc holds files that cannot be replaced.
        #expect(throws: FileSystem.WriteError(reason: "cannot create a file in '/proc/self' (no such file or directory)")) {
            try FileSystem.writeFileAtomically("/proc/self/comm", "menuc").get()
        }
        #endif
    }

    /// An artefact the file already holds needs no new file: its folder is
    /// left as it was, and a folder that takes no new files does not stop
    /// a rebuild that changes nothing.
    @Test func anUnchangedArtefactNeedsNoNewFile() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("Menus.json", "{}")
        func write(_ text: String) -> Result<FileSystem.WriteOutcome, FileSystem.WriteError> {
            FileSystem.writeFileAtomically(path, text, durability: .rebuildable, keepingIdenticalFile: true)
        }
        // A file made and removed in the folder would change its time.
        let longAgo = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: folder.path)
        #expect(try write("{}").get() == .unchanged)
        #expect(try FileManager.default.attributesOfItem(atPath: folder.path)[.modificationDate] as? Date == longAgo)
        chmod(folder.path, 0o555)
        defer { chmod(folder.path, 0o755) }
        #expect(try write("{}").get() == .unchanged)
        // Permissions do not hold back the superuser.
        if geteuid() != 0 {
            #expect(throws: FileSystem.WriteError.self) { try write("[]").get() }
        }
    }

    /// A failed write through a link says where the link leads.
    @Test func aFailureThroughALinkNamesItsTarget() throws {
        let folder = try TemporaryFolder()
        let link = folder.path + "/Menus.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "missing/Menus.json")
        #expect(throws: FileSystem.WriteError(reason: "no such folder '\(folder.path)/missing' (it is a link to '\(folder.path)/missing/Menus.json')")) {
            try FileSystem.writeFileAtomically(link, "{}").get()
        }
    }
}
