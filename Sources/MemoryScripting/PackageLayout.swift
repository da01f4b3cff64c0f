import Foundation
import MemoryPackages

/// Where scripts sit in a package, as in a search root: decks at the top (`*.lua`, or
/// `NAME/deck.lua` with its images), rules in `rules/`, variants in `variants/`. Editor
/// definitions (`*.d.lua`), tests (`*_test.lua`, anything in a `tests/` folder) and modules
/// (`lib/**.lua`, see ``ScriptModules``) are not scripts: they travel with the package.
public enum PackageLayout {
    /// The scripts of `kind` among a package's files (relative paths), sorted.
    public static func scripts(_ kind: ScriptKind, among files: [String]) -> [String] {
        files.filter { name in
            guard name.hasSuffix(".lua"), !name.hasSuffix(".d.lua"), !name.hasSuffix("_test.lua") else { return false }
            let parts = name.split(separator: "/")
            guard !parts.contains("tests"), !ScriptModules.isModule(relative: name) else { return false }
            switch kind {
            case .deck: return parts.count == 1 || parts.count == 2 && parts[1] == "deck.lua" && !["rules", "variants", "campaigns"].contains(parts[0])
            case .rules, .variant, .campaign: return parts.count == 2 && parts[0] == kind.folder!
            }
        }.sorted()
    }

    /// Every script among a package's files, of every kind.
    public static func scripts(among files: [String]) -> [(kind: ScriptKind, path: String)] {
        ScriptKind.allCases.flatMap { kind in scripts(kind, among: files).map { (kind, $0) } }
    }

    /// The folder (or archive) of the package holding the script at `path`: the nearest of its
    /// folder and that folder's parent with a `manifest.json`, or nil. A relative path's folders
    /// include the current one (`.` for `variants/x.lua`).
    public static func packageRoot(ofScript path: String) -> String? {
        var folder = path
        for _ in 0..<2 {
            folder = FolderPath.parent(of: folder)
            if folder.isEmpty { folder = "." }
            let manifest = folder + "/" + PackageManifest.fileName
            if FileManager.default.fileExists(atPath: manifest) || ArchivePath.isFile(manifest) { return folder }
        }
        return nil
    }

    /// The package that `folder` is (it holds `manifest.json`) or lies in (one of its `rules/`,
    /// `variants/` … folders), or nil: the package a command run in `folder` works on.
    public static func packageRoot(ofFolder folder: String) -> String? {
        // Looked for as for a file in the folder: the folder itself, then its parent.
        packageRoot(ofScript: folder + "/" + PackageManifest.fileName)
    }

    /// The manifest of the package holding the script at `path`, if any.
    public static func manifest(ofScript path: String) throws(PackageError) -> PackageManifest? {
        guard let root = packageRoot(ofScript: path) else { return nil }
        return try readManifest(root + "/" + PackageManifest.fileName)
    }

    /// Reads and validates the manifest at `path` (inside an archive or not).
    public static func readManifest(_ path: String) throws(PackageError) -> PackageManifest {
        let bytes: [UInt8]
        switch ArchivePath.read(path) {
        case let .success(inArchive)?: bytes = inArchive
        case let .failure(problem)?: throw problem
        case nil: bytes = try FileBytes.read(path, limit: 1 << 16)
        }
        return try PackageManifest.decode(bytes, path: path)
    }
}
