#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// File access through the C library: reading whole files, and writing them
/// atomically (a temporary file in the same folder, then a rename), so a
/// failed write never leaves a half-written or missing output behind.
public enum FileSystem {
    public enum ReadError: Error, Equatable, Sendable {
        case notFound
        case isDirectory
        case permissionDenied
        /// The size, when it was known before reading (not for a pipe), and
        /// the limit it passed.
        case tooLarge(size: Int?, limit: Int)
        case other(String)

        public var reason: String {
            switch self {
            case .notFound: "no such file"
            case .isDirectory: "is a directory, not a .menu file"
            case .permissionDenied: "permission denied"
            case .tooLarge(let size?, let limit): "file is too large (\(size) bytes; the limit is \(limit))"
            case .tooLarge(nil, let limit): "input is too large (more than the limit of \(limit) bytes)"
            case .other(let message): message
            }
        }
    }

    public struct WriteError: Error, Equatable, Sendable {
        public let reason: String
    }

    /// Whether a write waits for the data to reach the disk before the rename
    /// makes it visible. Either way the rename is atomic: a reader sees the
    /// old file or the whole new one, and a failed write leaves the old one.
    public enum Durability: Sendable {
        /// Synced first: for files a person wrote (`fmt`, `check --fix`),
        /// which a crash just after the rename must not leave empty.
        case synced
        /// Not synced: for artefacts the next build writes again, as compilers
        /// (clang, swiftc) and SwiftPM write theirs. Syncing a 30 MB JSON
        /// artefact took a tenth of `menuc build`'s time.
        case rebuildable
    }

    /// What a write left at its path.
    public enum WriteOutcome: Equatable, Sendable {
        case written
        /// The file held exactly those bytes already and was left untouched.
        case unchanged
    }

    /// Inputs larger than this are refused rather than read into memory.
    public static let maximumInputSize = 1 << 30

    public static func readFile(_ path: String) -> Result<[UInt8], ReadError> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(readError(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(readError(errno)) }
        if (status.st_mode & S_IFMT) == S_IFDIR { return .failure(.isDirectory) }
        let size = Int(status.st_size)
        if size > maximumInputSize { return .failure(.tooLarge(size: size, limit: maximumInputSize)) }
        return readAll(descriptor, sizeHint: size)
    }

    /// Reads a descriptor to its end (standard input, pipes, files), or
    /// until it has given more than `limit` bytes: an endless input
    /// (`/dev/zero`) is refused having taken little more memory than the
    /// limit.
    public static func readAll(
        _ descriptor: Int32, sizeHint: Int = 0, limit: Int = maximumInputSize
    ) -> Result<[UInt8], ReadError> {
        // A byte past the limit is enough to know the input is too large.
        let most = limit + 1
        // Read in pieces, each up to twice the last, joined once at the end:
        // growing one array copied what it held at each doubling, and held
        // both copies at once (2 GB for a stream refused at 1 GiB). One more
        // byte than the hint, so that a file of the size it had is read
        // whole, and its end found, in the first piece, which is returned as
        // it is.
        var pieces: [[UInt8]] = []
        var total = 0
        var capacity = min(max(sizeHint + 1, 64 * 1024), most)
        while true {
            var failure: Int32?
            var isAtEnd = false
            // Read straight into the piece's room, not into room filled with
            // zeros first (a pass over the whole input).
            let piece = [UInt8](unsafeUninitializedCapacity: capacity) { room, count in
                count = 0
                while count < room.count {
                    let received = read(descriptor, room.baseAddress! + count, room.count - count)
                    if received < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if received == 0 {
                        isAtEnd = true
                        return
                    }
                    count += received
                }
            }
            if let failure { return .failure(readError(failure)) }
            total += piece.count
            if total > limit { return .failure(.tooLarge(size: nil, limit: limit)) }
            pieces.append(piece)
            if isAtEnd { return .success(pieces.count == 1 ? pieces[0] : joined(pieces, count: total)) }
            capacity = min(capacity * 2, most - total)
        }
    }

    /// The pieces one after another, each copied whole.
    private static func joined(_ pieces: [[UInt8]], count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for piece in pieces { bytes.append(contentsOf: piece) }
        return bytes
    }

    private static func readError(_ code: Int32) -> ReadError {
        switch code {
        case ENOENT, ENOTDIR: .notFound
        case EISDIR: .isDirectory
        case EACCES, EPERM: .permissionDenied
        default: .other(describe(errorCode: code))
        }
    }

    /// Writes `bytes` to `path` atomically. An existing file keeps its
    /// permissions; a new one gets 0644 (less the umask).
    public static func writeFileAtomically(_ path: String, _ bytes: [UInt8]) -> Result<Void, WriteError> {
        writeFileAtomically(path) { write in bytes.withUnsafeBytes(write) }.map { _ in () }
    }

    /// Writes the UTF-8 of `text` atomically, without copying it first.
    public static func writeFileAtomically(_ path: String, _ text: String) -> Result<Void, WriteError> {
        var text = text
        return writeFileAtomically(path) { write in text.withUTF8 { write(UnsafeRawBufferPointer($0)) } }.map { _ in () }
    }

    /// Writes what `produce` hands to its `write` function, in order, to a
    /// temporary file beside `path`, and renames it over `path` once all of it
    /// is written (and synced, if `durability` asks). On any failure the
    /// temporary file is removed and `path` is left as it was; a failed write
    /// makes later ones no-ops.
    ///
    /// With `keepingIdenticalFile`, an existing file that already holds
    /// exactly the bytes produced is left as it was (the temporary file is
    /// removed): a build whose artefact did not change then changes no file,
    /// and a build system recompiles nothing that depends on it.
    ///
    /// A symbolic link at `path` is written through, as editors write: the
    /// file it leads to is replaced and the link stays. Replacing the link
    /// itself would leave the file a person meant to change as it was.
    ///
    /// What is not a regular file is written as it is, as the shell's `>`
    /// writes it, and a failure there may leave part of the bytes written:
    /// standard output or error named by a link (`/dev/stdout`,
    /// `/proc/self/fd/2`) goes to the descriptor itself, so that `>>`, a pipe
    /// or a group of commands gets the artefact where they would get printed
    /// output; a character device (`/dev/null`, a terminal) is opened and
    /// written; a FIFO is written only if something reads it, and refused
    /// otherwise rather than waited on. Other kinds of file are refused.
    public static func writeFileAtomically(
        _ requestedPath: String, durability: Durability = .synced, keepingIdenticalFile: Bool = false,
        producing produce: (_ write: (UnsafeRawBufferPointer) -> Void) -> Void
    ) -> Result<WriteOutcome, WriteError> {
        switch destination(of: requestedPath) {
        case .standardStream(let descriptor):
            return writeStream(to: descriptor, closing: false, producing: produce)
        case .device:
            let descriptor = open(requestedPath, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return .failure(WriteError(reason: describe(errorCode: errno))) }
            return writeStream(to: descriptor, closing: true, producing: produce)
        case .fifo:
            // Opening without blocking fails at once when no process reads.
            let descriptor = open(requestedPath, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else {
                let reason = errno == ENXIO ? "a FIFO that no process is reading" : describe(errorCode: errno)
                return .failure(WriteError(reason: reason))
            }
            let flags = fcntl(descriptor, F_GETFL)
            guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
                let code = errno
                close(descriptor)
                return .failure(WriteError(reason: describe(errorCode: code)))
            }
            return writeStream(to: descriptor, closing: true, producing: produce)
        case .refused(let error):
            return .failure(error)
        case .replaced(let path):
            return stageReplacement(
                of: path, requestedAs: requestedPath, durability: durability, keepingIdenticalFile: keepingIdenticalFile,
                producing: produce
            ).commit()
        }
    }

    /// Writes a file as `writeFileAtomically` does, all but the final
    /// rename, which `StagedWrite.commit()` makes (or `discard()` does not):
    /// so that an artefact can be written while the check that decides
    /// whether it may replace the old one still runs. Nil, having written
    /// nothing, where `writeFileAtomically` would not replace a file by
    /// renaming (standard output, a device, a FIFO) or would refuse: those
    /// are written, or refused, by `writeFileAtomically` once it is decided.
    public static func stageAtomicWrite(
        _ requestedPath: String, durability: Durability = .synced, keepingIdenticalFile: Bool = false,
        producing produce: (_ write: (UnsafeRawBufferPointer) -> Void) -> Void
    ) -> StagedWrite? {
        guard case .replaced(let path) = destination(of: requestedPath) else { return nil }
        return stageReplacement(
            of: path, requestedAs: requestedPath, durability: durability, keepingIdenticalFile: keepingIdenticalFile, producing: produce)
    }

    /// A file written beside its destination, waiting to be renamed over it.
    public struct StagedWrite: Sendable {
        fileprivate enum State: Sendable {
            /// Written in full to `temporary`.
            case ready(temporary: String)
            /// The destination already held these bytes; nothing is left to do.
            case unchanged
            /// Nothing is left behind.
            case failed(WriteError)
        }

        fileprivate let state: State
        /// The file replaced, links followed.
        fileprivate let path: String
        /// The path as it was asked for.
        fileprivate let requestedPath: String

        /// Puts the file in its place: what `writeFileAtomically` returns.
        public consuming func commit() -> Result<WriteOutcome, WriteError> {
            let result: Result<WriteOutcome, WriteError>
            switch state {
            case .ready(let temporary):
                if rename(temporary, path) == 0 {
                    result = .success(.written)
                } else {
                    let code = errno
                    unlink(temporary)
                    result = .failure(WriteError(reason: describe(errorCode: code)))
                }
            case .unchanged:
                result = .success(.unchanged)
            case .failed(let error):
                result = .failure(error)
            }
            guard path != requestedPath, case .failure(let error) = result else { return result }
            return .failure(WriteError(reason: "\(error.reason) (it is a link to '\(path)')"))
        }

        /// Removes the file written, leaving the destination as it was.
        public consuming func discard() {
            if case .ready(let temporary) = state { unlink(temporary) }
        }
    }

    /// Where `writeFileAtomically` writes, found without opening anything.
    private enum Destination {
        /// Standard output or error, named by a regular file they go to or
        /// a link to their descriptor.
        case standardStream(Int32)
        case device
        case fifo
        case refused(WriteError)
        /// A regular file, or none yet, at this path (links followed).
        case replaced(String)
    }

    private static func destination(of requestedPath: String) -> Destination {
        var status = stat()
        if stat(requestedPath, &status) == 0 {
            // A regular file that standard output also goes to, by its name
            // or an ordinary link, is replaced, not mixed with what is printed.
            let target = identity(status)
            if let descriptor = [Int32(1), 2].first(where: { identity(ofDescriptor: $0) == target }), namesADescriptor(requestedPath) {
                return .standardStream(descriptor)
            }
            switch status.st_mode & S_IFMT {
            case S_IFREG, S_IFDIR:
                break
            case S_IFCHR:
                return .device
            case S_IFIFO:
                return .fifo
            default:
                return .refused(WriteError(reason: "a socket or block device, which menuc does not write; name a file"))
            }
        }
        guard let path = followingSymbolicLinks(requestedPath) else {
            return .refused(WriteError(reason: describe(errorCode: ELOOP)))
        }
        return .replaced(path)
    }

    /// Streams the bytes into an open descriptor of a file that is written,
    /// not replaced.
    private static func writeStream(
        to descriptor: Int32, closing: Bool, producing produce: (_ write: (UnsafeRawBufferPointer) -> Void) -> Void
    ) -> Result<WriteOutcome, WriteError> {
        var writeError: Int32 = 0
        produce { bytes in
            if writeError == 0 { writeError = writeFully(bytes, to: descriptor) }
        }
        if closing, close(descriptor) != 0, writeError == 0 { writeError = errno }
        return writeError == 0 ? .success(.written) : .failure(WriteError(reason: describe(errorCode: writeError)))
    }

    /// Writes the temporary file that replaces `path`, a path that is no link.
    private static func stageReplacement(
        of path: String, requestedAs requestedPath: String, durability: Durability, keepingIdenticalFile: Bool,
        producing produce: (_ write: (UnsafeRawBufferPointer) -> Void) -> Void
    ) -> StagedWrite {
        func staged(_ state: StagedWrite.State) -> StagedWrite {
            StagedWrite(state: state, path: path, requestedPath: requestedPath)
        }
        var existing = stat()
        let exists = stat(path, &existing) == 0
        if exists, (existing.st_mode & S_IFMT) == S_IFDIR {
            return staged(.failed(WriteError(reason: "is a directory")))
        }
        // Only a regular file is opened to compare: something else may have
        // been put at the path since `writeFileAtomically` looked, and opening
        // a FIFO or a device can itself have effects.
        var comparison = keepingIdenticalFile && exists && (existing.st_mode & S_IFMT) == S_IFREG
            ? ExistingFileComparison(path: path, as: existing) : nil
        defer { comparison?.stop() }
        let folder = directoryName(of: path)
        var template = Array((folder == "." && !path.hasPrefix("./") ? "" : folder + "/").utf8)
            + Array(".\(baseName(of: path)).menuc-XXXXXX".utf8) + [0]
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { mkstemp($0.baseAddress!) }
        }
        guard descriptor >= 0 else { return staged(.failed(cannotCreateFile(in: folder, errorCode: errno))) }
        let temporary = String(decoding: template.dropLast(), as: UTF8.self)
        func fail(_ code: Int32) -> StagedWrite {
            close(descriptor)
            unlink(temporary)
            return staged(.failed(WriteError(reason: describe(errorCode: code))))
        }
        var writeError: Int32 = 0
        produce { bytes in
            guard writeError == 0 else { return }
            writeError = writeFully(bytes, to: descriptor)
            if writeError == 0 { comparison?.compareNext(bytes) }
        }
        if writeError != 0 { return fail(writeError) }
        if comparison?.isIdenticalAtEnd() == true {
            close(descriptor)
            unlink(temporary)
            return staged(.unchanged)
        }
        let mode: mode_t = exists ? existing.st_mode & 0o7777 : 0o666 & ~currentUmask()
        guard fchmod(descriptor, mode) == 0 else { return fail(errno) }
        if durability == .synced {
            guard fsync(descriptor) == 0 else { return fail(errno) }
        }
        guard close(descriptor) == 0 else {
            unlink(temporary)
            return staged(.failed(WriteError(reason: describe(errorCode: errno))))
        }
        return staged(.ready(temporary: temporary))
    }

    /// Why the temporary file could not be made. Said of the folder: the
    /// file itself may be writable, and "permission denied" alone would
    /// send a person to its permissions.
    private static func cannotCreateFile(in folder: String, errorCode code: Int32) -> WriteError {
        if code == ENOENT || code == ENOTDIR, !isDirectory(folder) { return WriteError(reason: "no such folder '\(folder)'") }
        let reason = "cannot create a file in '\(folder)' (\(describe(errorCode: code)))"
        switch code {
        case EACCES, EPERM, EROFS:
            return WriteError(reason: reason + "; menuc replaces a file by renaming a new one over it, so it needs write access to the folder")
        default:
            return WriteError(reason: reason)
        }
    }

    /// The path a chain of symbolic links leads to (the path itself when it
    /// is no link, or names nothing yet); nil after as many links as Linux
    /// follows, which only a loop needs.
    static func followingSymbolicLinks(_ path: String) -> String? {
        var current = path
        for _ in 0..<40 {
            guard let next = linkTarget(current) else { return current }
            current = next
        }
        return nil
    }

    /// Where the symbolic link at `path` leads, as a path; nil when `path`
    /// is no link.
    private static func linkTarget(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return nil }
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = buffer.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { readlink(path, $0.baseAddress!, $0.count - 1) }
        }
        guard length > 0 else { return nil }
        let target = String(decoding: buffer[..<length], as: UTF8.self)
        return target.hasPrefix("/") ? target : joined(directoryName(of: path), target)
    }

    /// Whether `path` names an open descriptor: it is, or leads through a
    /// link to, an entry of a descriptor folder (`/dev/stdout` →
    /// `/proc/self/fd/1`; `/dev/fd/1`). An ordinary link to a file that
    /// standard output also goes to is not one.
    private static func namesADescriptor(_ path: String) -> Bool {
        var current = path
        for _ in 0..<40 {
            let folder = directoryName(of: current)
            var resolved = folder
            if let real = realpath(folder, nil) {
                resolved = String(cString: real)
                free(real)
            }
            if resolved.hasPrefix("/proc/") || resolved == "/dev/fd" { return true }
            guard let next = linkTarget(current) else { return false }
            current = next
        }
        return false
    }

    /// Writes all of `bytes` to an open descriptor (standard output, say).
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Result<Void, WriteError> {
        let code = bytes.withUnsafeBytes { writeFully($0, to: descriptor) }
        return code == 0 ? .success(()) : .failure(WriteError(reason: describe(errorCode: code)))
    }

    /// Writes until every byte is written; 0, or the `errno` of the failure.
    private static func writeFully(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var written = 0
        while written < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += count
        }
        return 0
    }

    /// The C library's text for an error code, starting lowercase as the
    /// rest of menuc's messages do: "no space left on device".
    static func describe(errorCode code: Int32) -> String {
        let text = String(cString: strerror(code))
        guard let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase ?? true else { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// An existing file read alongside the bytes written to replace it, to
    /// tell whether they are the same. Any difference, or any failure to
    /// read, ends the comparison: the file is then replaced.
    private struct ExistingFileComparison {
        /// -1 once the comparison has ended.
        private var descriptor: Int32
        /// Reused for each stretch of the file compared, so that a large
        /// artefact handed over in one piece is not read into memory whole.
        private var chunk = [UInt8](repeating: 0, count: 64 * 1024)

        /// Compares the regular file `status` describes. Opened without
        /// blocking and checked again once open, in case something else was
        /// put at the path since it was looked at.
        init(path: String, as status: stat) {
            descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            var opened = stat()
            guard descriptor >= 0, fstat(descriptor, &opened) == 0, (opened.st_mode & S_IFMT) == S_IFREG,
                  opened.st_dev == status.st_dev, opened.st_ino == status.st_ino else {
                stop()
                return
            }
        }

        /// Compares the file's next bytes with `bytes`.
        mutating func compareNext(_ bytes: UnsafeRawBufferPointer) {
            var offset = 0
            while descriptor >= 0, offset < bytes.count {
                let length = min(chunk.count, bytes.count - offset)
                let descriptor = descriptor
                let same = chunk.withUnsafeMutableBytes { buffer in
                    Self.readFully(descriptor, into: buffer.baseAddress!, count: length) == length
                        && memcmp(buffer.baseAddress!, bytes.baseAddress! + offset, length) == 0
                }
                if !same { stop() }
                offset += length
            }
        }

        /// Whether every byte compared was the same and the file ends there.
        mutating func isIdenticalAtEnd() -> Bool {
            guard descriptor >= 0 else { return false }
            var byte: UInt8 = 0
            let atEnd = Self.readFully(descriptor, into: &byte, count: 1) == 0
            stop()
            return atEnd
        }

        mutating func stop() {
            guard descriptor >= 0 else { return }
            close(descriptor)
            descriptor = -1
        }

        /// Reads until `count` bytes or the end of the file; -1 on an error.
        private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
            var filled = 0
            while filled < count {
                let result = read(descriptor, buffer + filled, count - filled)
                if result < 0 {
                    if errno == EINTR { continue }
                    return -1
                }
                if result == 0 { break }
                filled += result
            }
            return filled
        }
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return mask
    }

    /// What a directory holds for a command given it: the `.menu` files
    /// below it, sorted, and the directories below it (or itself) that
    /// could not be read, each with the reason.
    public struct MenuFileListing: Sendable {
        public var files: [String] = []
        public var unreadableDirectories: [(path: String, error: ReadError)] = []
    }

    /// The `.menu` files below a directory, skipping hidden entries and build
    /// folders (`.build`). Links to files are followed and links to
    /// directories are not, as `find` does, so that a link back up the tree
    /// cannot make the walk endless; only regular files are listed, as
    /// opening a FIFO would wait for a writer.
    public static func menuFiles(under directory: String) -> MenuFileListing {
        var listing = MenuFileListing()
        collectMenuFiles(under: directory, into: &listing)
        listing.files.sort()
        return listing
    }

    private static func collectMenuFiles(under directory: String, into listing: inout MenuFileListing) {
        guard let handle = opendir(directory) else {
            listing.unreadableDirectories.append((directory, readError(errno)))
            return
        }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            let path = joined(directory, name)
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                collectMenuFiles(under: path, into: &listing)
            case S_IFREG where name.hasSuffix(".menu"):
                listing.files.append(path)
            case S_IFLNK where name.hasSuffix(".menu"):
                // A link to a regular file is listed; a broken one too, so
                // that reading it says what is wrong.
                var target = stat()
                if stat(path, &target) != 0 || (target.st_mode & S_IFMT) == S_IFREG { listing.files.append(path) }
            default:
                break
            }
        }
    }

    /// The size of the regular file at `path`; zero for anything else.
    public static func regularFileSize(_ path: String) -> Int {
        regularFileStatus(path).map { Int($0.st_size) } ?? 0
    }

    public static func isRegularFile(_ path: String) -> Bool {
        regularFileStatus(path) != nil
    }

    /// What `stat` says of `path` (through links) when it is a regular file.
    private static func regularFileStatus(_ path: String) -> stat? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return status
    }

    /// The path made absolute against the current directory.
    public static func absolutePath(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let directory = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return joined(directory, path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
    }

    /// What tells one existing file from another, however a path spells it
    /// and through any links: its device and inode.
    public struct FileIdentity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
        public let kind: Kind

        /// What reading and writing the file do.
        public enum Kind: Hashable, Sendable {
            /// A regular file or a folder: read the same each time, and
            /// replaced by a write.
            case file
            /// A FIFO or a pipe: its bytes are read once, and what is
            /// written into it is read back.
            case readOnce
            /// A terminal, /dev/null or a socket: written and read without
            /// either losing the other.
            case stream
        }
    }

    /// The identity of the file at `path` (through links); nil when there
    /// is none.
    public static func identity(of path: String) -> FileIdentity? {
        var status = stat()
        return stat(path, &status) == 0 ? identity(status) : nil
    }

    /// The identity of the file an open descriptor reads, as `identity(of:)`.
    public static func identity(ofDescriptor descriptor: Int32) -> FileIdentity? {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? identity(status) : nil
    }

    private static func identity(_ status: stat) -> FileIdentity {
        let kind: FileIdentity.Kind = switch status.st_mode & S_IFMT {
        case S_IFIFO: .readOnce
        case S_IFCHR, S_IFSOCK: .stream
        default: .file
        }
        return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), kind: kind)
    }

    public static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    public static func directoryName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    public static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The file name without its last extension: `Menus/TextEdit.menu` → `TextEdit`.
    public static func stem(of path: String) -> String {
        let name = baseName(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    public static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
