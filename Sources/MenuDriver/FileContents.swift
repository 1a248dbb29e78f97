#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// A file's new contents, given a piece at a time, so that a large
    /// artefact is never whole in memory.
    ///
    /// When an existing file is kept if unchanged, the pieces are first only
    /// compared with it; at the first difference a temporary file is made,
    /// given the part that matched, and written from then on. An unchanged
    /// artefact so costs a read and no new file.
    public final class Contents {
        private enum State {
            /// Pieces go to this descriptor as they come.
            case writing(Int32)
            /// Pieces so far match the first `matched` bytes of the file open as `existing`.
            case comparing(existing: Int32, matched: Int)
            /// The `errno` of the first failure; later pieces are dropped.
            case failed(Int32)
        }

        private var state: State
        /// Where the pieces go from the first difference on, for a file
        /// being replaced; nil for a file written as it is.
        private let replacedPath: String?
        /// The temporary file once made, which `finish` renames over the
        /// file being replaced.
        private(set) var temporary: TemporaryFile?

        /// Pieces written straight to `descriptor`.
        init(writingTo descriptor: Int32) {
            state = .writing(descriptor)
            replacedPath = nil
        }

        /// Pieces that replace the file at `path`, compared first with the
        /// file open as `existing` when there is one to keep if unchanged.
        init(replacing path: String, comparingWith existing: Int32?) {
            replacedPath = path
            state = .failed(0)
            if let existing {
                state = .comparing(existing: existing, matched: 0)
            } else {
                startTemporaryFile(copying: 0, of: nil)
            }
        }

        public func write(_ bytes: some Collection<UInt8>) {
            switch state {
            case .writing(let descriptor):
                let code = FileSystem.writeFully(bytes, to: descriptor)
                if code != 0 { state = .failed(code) }
            case .comparing(let existing, let matched):
                if FileSystem.file(existing, holds: bytes, at: matched) {
                    state = .comparing(existing: existing, matched: matched + bytes.count)
                } else {
                    startTemporaryFile(copying: matched, of: existing)
                    write(bytes)
                }
            case .failed:
                break
            }
        }

        /// The `errno` of the first failure, or 0. Compared contents that
        /// end before the existing file does differ from it there.
        func finish() -> Int32 {
            if case .comparing(let existing, let matched) = state, !FileSystem.file(existing, endsAt: matched) {
                startTemporaryFile(copying: matched, of: existing)
            }
            if case .failed(let code) = state { return code }
            return 0
        }

        /// Whether every piece matched the existing file, all of it.
        var matchedExistingFile: Bool {
            if case .comparing = state { return true }
            return false
        }

        /// Makes the temporary file and gives it the first `count` bytes of
        /// `existing`, which the pieces so far matched.
        private func startTemporaryFile(copying count: Int, of existing: Int32?) {
            guard let replacedPath, let file = FileSystem.makeTemporaryFile(beside: replacedPath) else {
                state = .failed(errno)
                return
            }
            temporary = file
            state = .writing(file.descriptor)
            if let existing, count > 0 {
                let code = FileSystem.copy(count, bytesOf: existing, to: file.descriptor)
                if code != 0 { state = .failed(code) }
            }
        }
    }

    /// Whether the file open as `descriptor` holds `bytes` from `offset` on.
    static func file(_ descriptor: Int32, holds bytes: some Collection<UInt8>, at offset: Int) -> Bool {
        var unread = bytes[...]
        var position = offset
        var piece = [UInt8](repeating: 0, count: min(max(bytes.count, 1), 64 * 1024))
        while !unread.isEmpty {
            let received = pread(descriptor, &piece, min(piece.count, unread.count), off_t(position))
            if received < 0, errno == EINTR { continue }
            guard received > 0, unread.prefix(received).elementsEqual(piece[..<received]) else { return false }
            unread = unread.dropFirst(received)
            position += received
        }
        return true
    }

    /// Whether the file open as `descriptor` has nothing after `offset`.
    static func file(_ descriptor: Int32, endsAt offset: Int) -> Bool {
        var byte: UInt8 = 0
        while true {
            let received = pread(descriptor, &byte, 1, off_t(offset))
            if received < 0, errno == EINTR { continue }
            return received == 0
        }
    }

    /// Copies the first `count` bytes of the file open as `source` to
    /// `target`; 0, or the `errno` of the failure.
    static func copy(_ count: Int, bytesOf source: Int32, to target: Int32) -> Int32 {
        var piece = [UInt8](repeating: 0, count: min(count, 64 * 1024))
        var position = 0
        while position < count {
            let received = pread(source, &piece, min(piece.count, count - position), off_t(position))
            if received < 0, errno == EINTR { continue }
            guard received > 0 else { return received == 0 ? EIO : errno }
            let code = writeFully(piece[..<received], to: target)
            if code != 0 { return code }
            position += received
        }
        return 0
    }
}
