import Foundation
import Synchronization

/// Paths that reach into a `.zip` in a decks folder: `…/decks/birds.zip/rules/birdy.lua` names
/// the entry `rules/birdy.lua` of the archive `…/decks/birds.zip`. Scripts and images of an
/// archive are read this way, in place, without unpacking it. Archives are opened (and checked)
/// once per process.
public enum ArchivePath {
    /// The archive and entry `path` names, or nil when no part of it is a `.zip` file.
    public static func split(_ path: String) -> (archive: String, entry: String)? {
        guard path.contains(".zip/") else { return nil }
        var searchFrom = path.startIndex
        while let range = path.range(of: ".zip/", range: searchFrom..<path.endIndex) {
            let archive = String(path[..<range.lowerBound]) + ".zip"
            var info = stat()
            if stat(archive, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
                return (archive, String(path[range.upperBound...]))
            }
            searchFrom = range.upperBound
        }
        return nil
    }

    /// The archive at `path`, opened once and kept.
    public static func archive(_ path: String) throws(PackageError) -> PackageArchive {
        let key = URL(fileURLWithPath: path).standardizedFileURL.path
        if let known = cache.withLock({ $0[key] }) { return known }
        let opened = try PackageArchive(path: path)
        cache.withLock { $0[key] = opened }
        return opened
    }

    /// The bytes at `path`, inside an archive or not; nil when `path` is not inside an archive.
    public static func read(_ path: String) -> Result<[UInt8], PackageError>? {
        guard let (archivePath, entry) = split(path) else { return nil }
        return Result { () throws(PackageError) in try archive(archivePath).read(entry) }
    }

    /// Whether `path` names a file inside an archive.
    public static func isFile(_ path: String) -> Bool {
        guard let (archivePath, entry) = split(path), let opened = try? archive(archivePath) else { return false }
        return opened.sizes[entry] != nil
    }

    private static let cache = Mutex<[String: PackageArchive]>([:])
}
