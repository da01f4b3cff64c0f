import Foundation

/// Linux's `renameat2`, which Swift's Glibc module does not declare (glibc hides it behind
/// `_GNU_SOURCE`): looked up once in the C library.
enum Rename {
    private typealias Function = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    /// `RENAME_NOREPLACE` and `RENAME_EXCHANGE` of <linux/fs.h>.
    private static let noReplace: UInt32 = 1, exchange: UInt32 = 2
    private static let function: Function? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2")
        .map { unsafeBitCast($0, to: Function.self) }

    /// Renames `from` to `to` atomically: swapping the two when `exchange` is true, else failing
    /// with `EEXIST` when `to` exists. 0 on success, -1 with `errno` set otherwise.
    static func atomically(_ from: String, _ to: String, exchange swap: Bool) -> Int32 {
        guard let function else {
            errno = ENOSYS
            return -1
        }
        return function(AT_FDCWD, from, AT_FDCWD, to, swap ? exchange : noReplace)
    }
}
