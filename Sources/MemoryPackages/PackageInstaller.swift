import Foundation

/// One package as installed: a folder `<id>` of a decks folder holding `manifest.json`.
public struct InstalledPackage: Sendable, Hashable {
    public var manifest: PackageManifest
    /// The package's folder.
    public var folder: String
    /// Where it was installed from (recorded at install), if known.
    public var source: String?
}

/// Installs packages into a decks folder atomically: the files are written to a hidden staging
/// folder beside their destination, then swapped with the installed version in one `rename`
/// (Linux's `renameat2` with `RENAME_EXCHANGE`), so a failed or interrupted install leaves the
/// previous version whole. Only one install runs in a folder at a time (``InstallLock``).
public struct PackageInstaller: Sendable {
    /// The decks folder, created when missing.
    public let decksFolder: String
    /// The hidden file in a package folder naming where it came from.
    static let sourceFile = ".installed-from"

    public init(decksFolder: String) {
        self.decksFolder = decksFolder
    }

    /// What an install did.
    public struct Outcome: Sendable {
        /// The version replaced, if any.
        public var previous: PackageManifest?
        /// Where it went.
        public var folder: String
    }

    /// Installs `files` (relative path → bytes, `manifest.json` among them) as package
    /// `manifest.id`. `approve` sees the installed version, if any, under the lock, and throws to
    /// refuse (a downgrade, another author).
    public func install(_ manifest: PackageManifest, files: [String: [UInt8]], source: String,
                        approve: (PackageManifest?) throws(PackageError) -> Void) throws(PackageError) -> Outcome {
        try makeFolder()
        let lock = try InstallLock(folder: decksFolder)
        defer { lock.release() }
        removeLeftovers()
        let destination = decksFolder + "/" + manifest.id
        let previous = installed(at: destination)?.manifest
        try approve(previous)
        let staging = decksFolder + "/.staging-\(manifest.id)-\(getpid())"
        do throws(PackageError) {
            do throws(PackageError) {
                try FileTree.write(files.merging([PackageInstaller.sourceFile: Array((source + "\n").utf8)]) { _, recorded in recorded },
                                   into: staging, reportingAs: decksFolder)
            } catch {
                throw PackageError(path: error.path, error.message + "; nothing was installed")
            }
            try swap(staging, into: destination)
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            throw error
        }
        try? FileManager.default.removeItem(atPath: staging)
        return Outcome(previous: previous, folder: destination)
    }

    /// Removes package `id`; returns what was removed.
    public func uninstall(_ id: String) throws(PackageError) -> InstalledPackage {
        let package = try self.package(id)
        let lock = try InstallLock(folder: decksFolder)
        defer { lock.release() }
        let removing = decksFolder + "/.removing-\(id)-\(getpid())"
        guard rename(package.folder, removing) == 0 else {
            throw PackageError(path: package.folder, "cannot be removed: \(SystemError.text())")
        }
        try? FileManager.default.removeItem(atPath: removing)
        return package
    }

    /// The installed package `id`, or an error naming those that are installed.
    public func package(_ id: String) throws(PackageError) -> InstalledPackage {
        guard PackageManifest.isValidID(id), let package = installed(at: decksFolder + "/" + id) else {
            let known = installed().map(\.manifest.id)
            throw PackageError(path: Printable.text(id), "no package with this id is installed in \(decksFolder)"
                               + (known.isEmpty ? "" : " (installed: " + known.joined(separator: ", ") + ")"))
        }
        return package
    }

    /// The packages installed here, by id.
    public func installed() -> [InstalledPackage] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: decksFolder)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.compactMap { installed(at: decksFolder + "/" + $0) }
    }

    /// The package in `folder`, if it holds a valid manifest.
    public func installed(at folder: String) -> InstalledPackage? {
        guard let bytes = try? FileBytes.read(folder + "/" + PackageManifest.fileName, limit: 1 << 16),
              let manifest = try? PackageManifest.decode(bytes, path: folder) else { return nil }
        let source = (try? String(contentsOfFile: folder + "/" + PackageInstaller.sourceFile, encoding: .utf8))?
            .trimmingCharacters(in: .newlines)
        return InstalledPackage(manifest: manifest, folder: folder, source: source.map(Printable.text))
    }

    private func makeFolder() throws(PackageError) {
        do {
            try FileManager.default.createDirectory(atPath: decksFolder, withIntermediateDirectories: true)
        } catch {
            throw PackageError(path: decksFolder, "cannot be created: \(SystemError.text())")
        }
    }

    /// Staging folders left by an interrupted install or uninstall (the lock is held).
    private func removeLeftovers() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: decksFolder)) ?? []
        for name in names where name.hasPrefix(".staging-") || name.hasPrefix(".removing-") {
            try? FileManager.default.removeItem(atPath: decksFolder + "/" + name)
        }
    }

    /// Puts `staging` at `destination` in one step; the previous version, if any, ends up at `staging`.
    private func swap(_ staging: String, into destination: String) throws(PackageError) {
        let replacing = FileManager.default.fileExists(atPath: destination)
        guard Rename.atomically(staging, destination, exchange: replacing) == 0 else {
            throw PackageError(path: destination, "cannot be replaced: \(SystemError.text()); nothing was installed")
        }
    }
}
