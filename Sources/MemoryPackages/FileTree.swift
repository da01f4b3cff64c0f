import Foundation

/// Writes a package's files (relative path → bytes, names already checked) into a folder:
/// each file created anew (never through a link), written whole and synced to disk.
public enum FileTree {
    /// Writes `files` into `folder` (created when missing); a failure names `place` and says why.
    public static func write(_ files: [String: [UInt8]], into folder: String, reportingAs place: String) throws(PackageError) {
        for (name, bytes) in files.sorted(by: { $0.key < $1.key }) {
            let path = folder + "/" + name
            let parent = FolderPath.parent(of: path)
            if mkdirs(parent) != 0 { throw PackageError(path: place, "cannot be written to (\(SystemError.text()))") }
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard fd >= 0 else { throw PackageError(path: place, "cannot be written to (\(SystemError.text()))") }
            defer { close(fd) }
            var offset = 0
            while offset < bytes.count {
                let n = bytes[offset...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { throw PackageError(path: place, "cannot be written to (\(SystemError.text()))") }
                offset += n
            }
            guard fsync(fd) == 0 else { throw PackageError(path: place, "cannot be written to (\(SystemError.text()))") }
        }
    }

    /// `mkdir -p` without following links out of the folder being written (names are validated).
    private static func mkdirs(_ folder: String) -> Int32 {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue { return 0 }
        let parent = FolderPath.parent(of: folder)
        if parent != folder, mkdirs(parent) != 0 { return -1 }
        return mkdir(folder, 0o755) == 0 || errno == EEXIST ? 0 : -1
    }
}
