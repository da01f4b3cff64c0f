import Glibc

/// Reading a file named by a script or a deck (a script, an image) without ever blocking on it:
/// the file is opened non-blocking (opening a FIFO does not wait for a writer), checked with
/// `fstat` to be a regular file (a FIFO, a device, a socket or a folder is refused), and read to
/// its end but never past `limit` bytes. Symbolic links are followed.
public enum RegularFile {
    /// Why a file was not read.
    public enum Problem: Error, Equatable, Sendable {
        /// Nothing at the path (or a dangling symbolic link).
        case missing
        /// Something other than a regular file: "a FIFO", "a folder", "a device", "a socket".
        case notRegular(String)
        /// More than the limit (the size, when known from fstat).
        case tooLarge(Int)
        /// A regular file that cannot be opened or read.
        case unreadable
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    public static func read(_ path: String, limit: Int) throws(Problem) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else {
            var info = stat()
            guard stat(path, &info) == 0 else { throw .missing }
            if let kind = kind(info.st_mode) { throw .notRegular(kind) }
            throw .unreadable
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable }
        if let kind = kind(info.st_mode) { throw .notRegular(kind) }
        let size = Int(info.st_size)
        if size > limit { throw .tooLarge(size) }
        // Read to the end (the file may have changed since fstat), but never past the limit.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(size, limit) + 1)
        let complete = withUnsafeTemporaryAllocation(byteCount: 1 << 16, alignment: 1) { chunk -> Bool in
            while bytes.count <= limit {
                let n = Glibc.read(fd, chunk.baseAddress, chunk.count)
                if n > 0 { bytes += chunk[..<n] } else if n == 0 { return true } else if errno != EINTR { return false }
            }
            return true
        }
        guard complete else { throw .unreadable }
        if bytes.count > limit { throw .tooLarge(bytes.count) }
        return bytes
    }

    /// Most bytes an image file may have (`memory check` and the game refuse larger ones).
    public static let imageLimit = 16 << 20

    /// Why an image file was refused, in words that follow its path.
    public static func describe(_ problem: Problem) -> String {
        switch problem {
        case .missing: return "does not exist"
        case let .notRegular(kind): return "is \(kind), not an image file"
        case let .tooLarge(size): return "is \(size) bytes; at most \(imageLimit) are allowed"
        case .unreadable: return "cannot be read"
        }
    }

    /// What a file of `mode` is, in words, when it is not a regular file.
    public static func kind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFIFO: return "a FIFO"
        case S_IFDIR: return "a folder"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }
}
