import Foundation
import ZIPFoundation

/// A `.zip` package, opened with ZIPFoundation and checked entry by entry before anything is
/// read from it: names that leave the package (`../`, absolute), symbolic links, encrypted or
/// unreadable entries, duplicate names, names that are not printable UTF-8, and more entries or bytes than
/// ``PackageLimits`` allow are refused. Files are read into memory (never unpacked to disk),
/// each stopped as soon as it inflates past what it declared or the limit.
public final class PackageArchive: @unchecked Sendable {
    /// The archive file.
    public let path: String
    /// The files (not folders) it holds, as validated relative paths, sorted.
    public let files: [String]
    /// Their declared sizes, inflated.
    public let sizes: [String: Int]
    private let archive: Archive
    private let entries: [String: Entry]
    private let limits: PackageLimits
    /// ZIPFoundation's archive reads through one `FILE *`: one read at a time.
    private let lock = NSLock()

    public init(path: String, limits: PackageLimits = .standard) throws(PackageError) {
        self.path = path
        self.limits = limits
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw PackageError(path: path, "is not a zip archive, or is truncated or damaged (no table of contents at its end)")
        }
        guard let declared = ZIPRecords.declaredEntries(archive) else {
            throw PackageError(path: path, "is damaged: its table of contents cannot be read")
        }
        guard declared <= UInt64(limits.entries) else {
            throw PackageError(path: path, "holds \(declared) entries; a package may hold at most \(limits.entries)")
        }
        var entries: [String: Entry] = [:]
        var lowered: [String: String] = [:]
        var sizes: [String: Int] = [:]
        var count = 0, total = 0
        var lastName: String?
        for entry in archive {
            count += 1
            let name: String
            switch EntryName.validate(ZIPRecords.nameBytes(entry)) {
            case let .success(valid): name = valid
            case let .failure(problem): throw PackageError(path: path, "entry \(Printable.quoted(problem.path)): \(problem.message)")
            }
            func refuse(_ why: String) -> PackageError { PackageError(path: path, "entry \(Printable.quoted(name)): \(why)") }
            if entry.type == .symlink { throw refuse("is a symbolic link; packages may not hold links") }
            if let earlier = lowered.updateValue(name, forKey: name.lowercased()) {
                throw refuse(earlier == name ? "appears twice" : "has the same name as \(Printable.quoted(earlier)) but for case")
            }
            lastName = name
            guard entry.type == .file else { continue }
            guard entry.uncompressedSize <= UInt64(limits.fileBytes) else {
                throw refuse("inflates to \(entry.uncompressedSize) bytes; a file may have at most \(limits.fileBytes)")
            }
            total += Int(entry.uncompressedSize)
            guard total <= limits.totalBytes else {
                throw PackageError(path: path, "inflates to more than \(limits.totalBytes) bytes; a package may have at most \(limits.totalBytes)")
            }
            entries[name] = entry
            sizes[name] = Int(entry.uncompressedSize)
        }
        if count < declared {
            let after = lastName.map { "after \(Printable.quoted($0))" } ?? "first"
            throw PackageError(path: path, "entry \(count + 1) of \(declared) (\(after)) cannot be read: it is encrypted, "
                               + "which packages may not be, or the archive is damaged")
        }
        for name in entries.keys {
            var folder = name
            while let slash = folder.lastIndex(of: "/") {
                folder = String(folder[..<slash])
                if entries[folder] != nil { throw PackageError(path: path, "entry \(Printable.quoted(folder)) is both a file and a folder") }
            }
        }
        self.archive = archive
        self.entries = entries
        self.sizes = sizes
        self.files = entries.keys.sorted()
    }

    /// The bytes of the file `name`, inflated and checked against its CRC-32. Reading stops with an
    /// error as soon as the file inflates past its declared size or the limit.
    public func read(_ name: String) throws(PackageError) -> [UInt8] {
        guard let entry = entries[name] else { throw PackageError(path: path + "/" + name, "no such file in the archive") }
        let declared = Int(entry.uncompressedSize)
        lock.lock()
        defer { lock.unlock() }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(declared)
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                guard bytes.count + chunk.count <= min(declared, self.limits.fileBytes) else { throw Overflow() }
                bytes += chunk
            }
        } catch is Overflow {
            throw PackageError(path: path + "/" + name, "inflates past the \(declared) bytes it declares (a zip bomb?)")
        } catch {
            throw PackageError(path: path + "/" + name, "cannot be read: the archive is damaged or truncated, or uses an unsupported compression")
        }
        guard bytes.count == declared else {
            throw PackageError(path: path + "/" + name, "holds \(bytes.count) bytes but declares \(declared): the archive is damaged")
        }
        return bytes
    }

    private struct Overflow: Error {}
}
