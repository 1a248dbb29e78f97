#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The name of the temporary file being written, for the signal handler to
/// remove. A C string from `strdup`, not a Swift `String`: a signal handler
/// may only read memory, never retain, release or allocate it.
nonisolated(unsafe) private var temporaryFileBeingWritten: UnsafeMutablePointer<CChar>?

/// The handler of SIGINT, SIGTERM and SIGHUP. Async-signal-safe: it calls
/// only `unlink`, `signal` and `raise`. Dying by the signal itself (its
/// default action) gives the parent the status it expects, as 128+N in a shell.
private func removeTemporaryFileAndDie(_ signalNumber: Int32) {
    if let name = temporaryFileBeingWritten { unlink(name) }
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}

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
            case .isDirectory: "is a directory"
            case .permissionDenied: "permission denied"
            case .tooLarge(let size?, let limit): "file is too large (\(size) bytes; the limit is \(limit))"
            case .tooLarge(nil, let limit): "input is too large (more than the limit of \(limit) bytes)"
            case .other(let message): message
            }
        }

        /// The reason for a `.menu` input that could not be read.
        public var inputReason: String { self == .isDirectory ? reason + ", not a .menu file" : reason }
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
        /// (clang, swiftc) and SwiftPM write theirs.
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
    /// (`/dev/zero`) is refused, not read until memory runs out.
    public static func readAll(
        _ descriptor: Int32, sizeHint: Int = 0, limit: Int = maximumInputSize
    ) -> Result<[UInt8], ReadError> {
        var bytes: [UInt8] = []
        // A byte more than the hint, so that the end of a file of that size
        // is found without growing the array.
        bytes.reserveCapacity(min(sizeHint, limit) + 1)
        // A file under 64 KB is read in one chunk of its size (and a byte
        // more): a start-up touches no more memory than the file needs.
        var chunk = [UInt8](repeating: 0, count: sizeHint > 0 ? min(sizeHint + 1, 64 * 1024) : 64 * 1024)
        while true {
            // A byte past the limit is enough to know the input is too large.
            let received = read(descriptor, &chunk, min(chunk.count, limit + 1 - bytes.count))
            if received < 0 {
                if errno == EINTR { continue }
                return .failure(readError(errno))
            }
            if received == 0 { return .success(bytes) }
            if bytes.count + received > limit { return .failure(.tooLarge(size: nil, limit: limit)) }
            bytes.append(contentsOf: chunk[..<received])
            // A file that grew after its size was read goes on in 64 KB chunks.
            if received == chunk.count, chunk.count < 64 * 1024 { chunk = [UInt8](repeating: 0, count: 64 * 1024) }
        }
    }

    private static func readError(_ code: Int32) -> ReadError {
        switch code {
        case ENOENT, ENOTDIR: .notFound
        case EISDIR: .isDirectory
        case EACCES, EPERM: .permissionDenied
        default: .other(describe(errorCode: code))
        }
    }

    /// Writes the UTF-8 of `text` as `writeFileAtomically(_:durability:keepingIdenticalFile:contents:)`
    /// writes pieces, from the string itself: it is not copied to be written.
    public static func writeFileAtomically(
        _ path: String, _ text: String, durability: Durability = .synced, keepingIdenticalFile: Bool = false
    ) -> Result<WriteOutcome, WriteError> {
        writeFileAtomically(path, durability: durability, keepingIdenticalFile: keepingIdenticalFile) { $0.write(text.utf8) }
    }

    /// Writes `bytes` as `writeFileAtomically(_:durability:keepingIdenticalFile:contents:)` writes pieces.
    public static func writeFileAtomically(
        _ path: String, _ bytes: [UInt8], durability: Durability = .synced, keepingIdenticalFile: Bool = false
    ) -> Result<WriteOutcome, WriteError> {
        writeFileAtomically(path, durability: durability, keepingIdenticalFile: keepingIdenticalFile) { $0.write(bytes) }
    }

    /// Writes what `contents` gives, a piece at a time, to a temporary file
    /// beside `path`, and renames it over `path` once all of it is written
    /// (and synced, if `durability` asks). On any failure the temporary file
    /// is removed and `path` is left as it was. An existing file keeps its
    /// permissions; a new one gets 0666 less the umask.
    ///
    /// With `keepingIdenticalFile`, an existing file that already holds
    /// exactly the contents is left as it was: a build whose artefact did
    /// not change then changes no file, and a build system recompiles
    /// nothing that depends on it.
    ///
    /// A symbolic link at `path` is written through, as editors write: the
    /// file it leads to is replaced and the link stays. Replacing the link
    /// itself would leave the file a person meant to change as it was.
    ///
    /// What is not a regular file is written as it is, as the shell's `>`
    /// writes it, and a failure there may leave part of the contents written:
    /// standard output or error named by a link (`/dev/stdout`,
    /// `/proc/self/fd/2`) goes to the descriptor itself, so that `>>`, a pipe
    /// or a group of commands gets the artefact where they would get printed
    /// output; a character device (`/dev/null`, a terminal) is opened and
    /// written; a FIFO is written only if something reads it, and refused
    /// otherwise rather than waited on. Other kinds of file are refused.
    public static func writeFileAtomically(
        _ requestedPath: String, durability: Durability = .synced, keepingIdenticalFile: Bool = false,
        contents: (Contents) -> Void
    ) -> Result<WriteOutcome, WriteError> {
        switch destination(of: requestedPath) {
        case .standardStream(let descriptor):
            return writeStream(contents, to: descriptor, closing: false)
        case .device:
            let descriptor = open(requestedPath, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return .failure(WriteError(reason: describe(errorCode: errno))) }
            return writeStream(contents, to: descriptor, closing: true)
        case .fifo:
            return writeFIFO(requestedPath, contents)
        case .refused(let error):
            return .failure(error)
        case .replaced(let path):
            let result = replace(path, with: contents, durability: durability, keepingIdenticalFile: keepingIdenticalFile)
            guard path != requestedPath, case .failure(let error) = result else { return result }
            return .failure(WriteError(reason: "\(error.reason) (it is a link to '\(path)')"))
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

    /// Writes the contents into an open descriptor of a file that is
    /// written, not replaced.
    private static func writeStream(_ contents: (Contents) -> Void, to descriptor: Int32, closing: Bool) -> Result<WriteOutcome, WriteError> {
        let file = Contents(writingTo: descriptor)
        contents(file)
        var code = file.finish()
        if closing, close(descriptor) != 0, code == 0 { code = errno }
        return code == 0 ? .success(.written) : .failure(WriteError(reason: describe(errorCode: code)))
    }

    /// Writes into a FIFO that a process reads. Opened without blocking,
    /// which fails at once when no process reads, then written blocking.
    private static func writeFIFO(_ path: String, _ contents: (Contents) -> Void) -> Result<WriteOutcome, WriteError> {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
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
        return writeStream(contents, to: descriptor, closing: true)
    }

    /// Replaces the regular file at `path`, a path that is no link, or
    /// creates it: writes a temporary file beside it and renames that over it.
    private static func replace(
        _ path: String, with contents: (Contents) -> Void, durability: Durability, keepingIdenticalFile: Bool
    ) -> Result<WriteOutcome, WriteError> {
        var existing = stat()
        let exists = stat(path, &existing) == 0
        if exists, (existing.st_mode & S_IFMT) == S_IFDIR {
            return .failure(WriteError(reason: "is a directory"))
        }
        removeStaleTemporaryFiles(beside: path)
        let compared = keepingIdenticalFile && exists ? openForComparing(path, as: existing) : nil
        defer { if let compared { close(compared) } }
        let file = Contents(replacing: path, comparingWith: compared)
        contents(file)
        var code = file.finish()
        if code == 0, file.matchedExistingFile { return .success(.unchanged) }
        guard let temporary = file.temporary else {
            return .failure(cannotCreateFile(in: directoryName(of: path), errorCode: code))
        }
        // Whatever happens next, the temporary file is no longer the signal handler's to remove.
        defer { forgetTemporaryFile(temporary.name) }
        // Each step runs only if the ones before it succeeded; the first
        // failure's code is kept, and the temporary file removed.
        let mode: mode_t = exists ? existing.st_mode & 0o7777 : 0o666 & ~currentUmask()
        if code == 0, fchmod(temporary.descriptor, mode) != 0 { code = errno }
        if code == 0, durability == .synced, fsync(temporary.descriptor) != 0 { code = errno }
        if close(temporary.descriptor) != 0, code == 0 { code = errno }
        if code == 0, rename(temporary.path, path) != 0 { code = errno }
        guard code == 0 else {
            unlink(temporary.path)
            return .failure(WriteError(reason: describe(errorCode: code)))
        }
        return .success(.written)
    }

    /// A temporary file being written: its descriptor, its path, and its
    /// name as the C string the signal handler knows.
    struct TemporaryFile {
        var descriptor: Int32
        var path: String
        var name: UnsafeMutablePointer<CChar>
    }

    /// Creates a hidden file with a unique name in the folder of `path`, as
    /// `.Menus.json.menuc-XXXXXX`; its descriptor and path, or nil with
    /// `errno` set. Until `forgetTemporaryFile(_:)` is given its C string,
    /// an interrupting signal removes it (`removeTemporaryFileOnSignals()`).
    static func makeTemporaryFile(beside path: String) -> TemporaryFile? {
        let folder = directoryName(of: path)
        let prefix = folder == "." && !path.hasPrefix("./") ? "" : folder + "/"
        // Handed to the handler before `mkstemp` fills in the name, so that
        // no moment passes with a file the handler does not know of. Until
        // then it names at most another file of menuc's own pattern.
        guard let template = strdup("\(prefix)\(temporaryPrefix(for: baseName(of: path)))XXXXXX") else { return nil }
        temporaryFileBeingWritten = template
        let descriptor = mkstemp(template)
        guard descriptor >= 0 else {
            let code = errno
            forgetTemporaryFile(template)
            errno = code
            return nil
        }
        return TemporaryFile(descriptor: descriptor, path: String(cString: template), name: template)
    }

    /// The start of the names of the temporary files written beside the file `name`.
    private static func temporaryPrefix(for name: String) -> String {
        ".\(name).menuc-"
    }

    /// Stops the signal handler removing the temporary file `name`, and
    /// frees the name. The handler knows one file, the last one made: menuc
    /// writes one at a time, and a process writing from several threads
    /// (the tests) only loses some of the clean-up.
    private static func forgetTemporaryFile(_ name: UnsafeMutablePointer<CChar>) {
        // Cleared before it is freed: a handler that runs in between reads nil.
        if temporaryFileBeingWritten == name { temporaryFileBeingWritten = nil }
        free(name)
    }

    /// Makes SIGINT, SIGTERM and SIGHUP remove the temporary file being
    /// written, if any, before they end the process as they would have: an
    /// interrupted build leaves no `.X.menuc-XXXXXX` behind. A signal the
    /// process was started ignoring (SIGHUP under `nohup`) stays ignored.
    /// For the executable; a library leaves the process's signals alone.
    public static func removeTemporaryFileOnSignals() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            let previous = signal(signalNumber, removeTemporaryFileAndDie)
            // Handlers are C function pointers, which Swift cannot compare; their addresses it can.
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { signal(signalNumber, SIG_IGN) }
        }
    }

    /// Temporary files of earlier writes of `path` that were killed
    /// (`kill -9`, a crash, a power cut) before they could remove them:
    /// exactly menuc's names for this file's temporary files, and only
    /// those not written to for a minute, which no running write still holds.
    private static func removeStaleTemporaryFiles(beside path: String) {
        let folder = directoryName(of: path)
        let prefix = temporaryPrefix(for: baseName(of: path))
        guard let names = entryNames(in: folder) else { return }
        let aMinuteAgo = time(nil) - 60
        for name in names {
            guard name.hasPrefix(prefix), isTemporarySuffix(name.utf8.dropFirst(prefix.utf8.count)) else { continue }
            let stale = joined(folder, name)
            var status = stat()
            guard lstat(stale, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, modificationTime(status) < aMinuteAgo else { continue }
            unlink(stale)
        }
    }

    private static func modificationTime(_ status: stat) -> time_t {
        #if canImport(Darwin)
        status.st_mtimespec.tv_sec
        #else
        status.st_mtim.tv_sec
        #endif
    }

    /// Whether `suffix` is what `mkstemp` puts for `XXXXXX`: six letters or digits.
    private static func isTemporarySuffix(_ suffix: Substring.UTF8View) -> Bool {
        suffix.count == 6 && suffix.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }

    /// The regular file at `path`, which `stat` described as `status`,
    /// opened to be compared with new contents; nil for anything else.
    /// Checked again once open, in case something else was put at the path
    /// since, and opened without blocking: opening a FIFO or a device can
    /// itself have effects.
    private static func openForComparing(_ path: String, as status: stat) -> Int32? {
        guard (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0, (opened.st_mode & S_IFMT) == S_IFREG,
              opened.st_dev == status.st_dev, opened.st_ino == status.st_ino else {
            close(descriptor)
            return nil
        }
        return descriptor
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
    private static func followingSymbolicLinks(_ path: String) -> String? {
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
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
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
        let code = writeFully(bytes, to: descriptor)
        return code == 0 ? .success(()) : .failure(WriteError(reason: describe(errorCode: code)))
    }

    /// Writes until every byte is written; 0, or the `errno` of the failure.
    /// The bytes are written where they are (an array's, a string's), or
    /// from a copy when they are not kept in one piece.
    static func writeFully(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Int32 {
        bytes.withContiguousStorageIfAvailable { buffer in
            var written = 0
            while written < buffer.count {
                // A write may take only part of the bytes; the rest is written from where it stopped.
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += count
            }
            return 0
        } ?? writeFully(Array(bytes), to: descriptor)
    }

    /// The C library's text for an error code, starting lowercase as the
    /// rest of menuc's messages do: "no space left on device".
    static func describe(errorCode code: Int32) -> String {
        let text = String(cString: strerror(code))
        guard let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase ?? true else { return text }
        return first.lowercased() + text.dropFirst()
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

    /// The names in `folder`, "." and ".." included; nil with `errno` set
    /// when it cannot be read.
    private static func entryNames(in folder: String) -> [String]? {
        guard let handle = opendir(folder) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            // `d_name` is a fixed-size C array, which Swift sees as a tuple: read as bytes up to its NUL.
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
            })
        }
        return names
    }

    private static func collectMenuFiles(under directory: String, into listing: inout MenuFileListing) {
        guard let names = entryNames(in: directory) else {
            listing.unreadableDirectories.append((directory, readError(errno)))
            return
        }
        for name in names {
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

    /// Whether `path` (through links) is a regular file.
    public static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
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
