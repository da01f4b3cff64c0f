import Foundation

/// The files of a package, wherever they are: a folder, a `.zip` archive, or one `.lua` file.
public enum PackageFiles: Sendable {
    case folder(String)
    case archive(PackageArchive)
    case file(String)

    /// Opens what `path` names: a folder, a `.zip` (checked as ``PackageArchive`` does) or a `.lua` file.
    public static func open(_ path: String, limits: PackageLimits = .standard) throws(PackageError) -> PackageFiles {
        var info = stat()
        guard stat(path, &info) == 0 else { throw PackageError(path: path, "no such file or folder") }
        if info.st_mode & S_IFMT == S_IFDIR { return .folder(path) }
        if path.hasSuffix(".zip") { return .archive(try PackageArchive(path: path, limits: limits)) }
        if path.hasSuffix(".lua") { return .file(path) }
        throw PackageError(path: path, "is not a package: give a folder, a .zip or a .lua file")
    }

    /// Where the files are, as given.
    public var location: String {
        switch self {
        case let .folder(path), let .file(path): return path
        case let .archive(archive): return archive.path
        }
    }

    /// The path of the file `name` as a plain path (inside the archive for a `.zip`: see ``ArchivePath``).
    public func path(of name: String) -> String {
        switch self {
        case let .file(path): return path
        case let .folder(root): return root + "/" + name
        case let .archive(archive): return archive.path + "/" + name
        }
    }

    /// Every file, as a relative path, sorted. In a folder, hidden files are skipped and a
    /// symbolic link, or more files or bytes than `limits` allow, is refused.
    public func list(limits: PackageLimits = .standard) throws(PackageError) -> [String] {
        switch self {
        case let .archive(archive): return archive.files
        case let .file(path): return [(path as NSString).lastPathComponent]
        case let .folder(root): return try PackageFiles.walk(root, limits: limits)
        }
    }

    /// The bytes of `name` (a path ``list(limits:)`` gave).
    public func read(_ name: String, limits: PackageLimits = .standard) throws(PackageError) -> [UInt8] {
        switch self {
        case let .archive(archive): return try archive.read(name)
        case let .file(path): return try FileBytes.read(path, limit: limits.fileBytes)
        case let .folder(root): return try FileBytes.read(root + "/" + name, limit: limits.fileBytes)
        }
    }

    private static func walk(_ root: String, limits: PackageLimits) throws(PackageError) -> [String] {
        var found: [String] = []
        var total = 0
        var pending = [""]
        while let folder = pending.popLast() {
            let full = folder.isEmpty ? root : root + "/" + folder
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: full) else {
                throw PackageError(path: full, "cannot be read")
            }
            for name in names where !name.hasPrefix(".") {
                let relative = folder.isEmpty ? name : folder + "/" + name
                var info = stat()
                guard lstat(root + "/" + relative, &info) == 0 else { throw PackageError(path: root + "/" + relative, "cannot be read") }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: pending.append(relative)
                case S_IFREG:
                    guard info.st_size <= limits.fileBytes else {
                        throw PackageError(path: root + "/" + relative, "is \(info.st_size) bytes; a package file may have at most \(limits.fileBytes)")
                    }
                    found.append(relative)
                    total += Int(info.st_size)
                case S_IFLNK: throw PackageError(path: root + "/" + relative, "is a symbolic link; packages may not hold links")
                default: throw PackageError(path: root + "/" + relative, "is not a regular file")
                }
                guard found.count <= limits.entries else {
                    throw PackageError(path: root, "holds more than \(limits.entries) files; a package may hold at most \(limits.entries)")
                }
                guard total <= limits.totalBytes else {
                    throw PackageError(path: root, "holds more than \(limits.totalBytes) bytes in all; a package may hold at most \(limits.totalBytes)")
                }
            }
        }
        return found.sorted()
    }
}

/// Reading a whole regular file, refusing one past a size limit.
public enum FileBytes {
    public static func read(_ path: String, limit: Int) throws(PackageError) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw PackageError(path: path, "cannot be read") }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: limit + 1) ?? Data() else { throw PackageError(path: path, "cannot be read") }
        guard data.count <= limit else { throw PackageError(path: path, "is more than \(limit) bytes; a package file may have at most \(limit)") }
        return Array(data)
    }
}
