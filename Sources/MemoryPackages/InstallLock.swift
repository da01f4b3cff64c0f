import Foundation

/// An exclusive lock on a decks folder, so that two installs (or an install and an uninstall)
/// never work on it at once: `flock` on `.install.lock` in it, released when the lock is
/// closed or the process ends.
final class InstallLock {
    static let fileName = ".install.lock"
    private let fd: Int32

    /// Takes the lock, or throws at once when another process holds it.
    init(folder: String) throws(PackageError) {
        let path = folder + "/" + InstallLock.fileName
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw PackageError(path: folder, "cannot be written to: \(SystemError.text())") }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            throw PackageError(path: folder, "another install or uninstall is running there (it holds \(InstallLock.fileName)); try again when it has finished")
        }
    }

    func release() {
        flock(fd, LOCK_UN)
        close(fd)
    }
}

/// The text of the last system error (`errno`).
enum SystemError {
    static func text(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }
}
