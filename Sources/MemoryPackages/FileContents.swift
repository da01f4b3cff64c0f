import MemoryEngine

/// The bytes of a file a script names (a script, an image), wherever it lies: an entry of a
/// package's `.zip` (see ``ArchivePath``), read in place, or a file on disk, read through
/// `RegularFile` (never waited on; a FIFO or a device is refused). Either way at most `limit`
/// bytes are accepted.
public enum FileContents {
    /// Why a file was not read.
    public enum Problem: Error {
        /// The archive it lies in cannot give it.
        case archive(PackageError)
        /// The file, in an archive or on disk, is missing, not a regular file, too large or unreadable.
        case file(RegularFile.Problem)
    }

    public static func read(_ path: String, limit: Int) throws(Problem) -> [UInt8] {
        if let inArchive = ArchivePath.read(path) {
            switch inArchive {
            case let .success(bytes) where bytes.count <= limit: return bytes
            case let .success(bytes): throw .file(.tooLarge(bytes.count))
            case let .failure(problem): throw .archive(problem)
            }
        }
        do { return try RegularFile.read(path, limit: limit) } catch { throw .file(error) }
    }

    /// Why an image cannot be read, in words that follow its path.
    public static func describeImage(_ problem: Problem) -> String {
        switch problem {
        case .archive: return "cannot be read from its archive"
        case let .file(problem): return RegularFile.describe(problem)
        }
    }
}
