import Foundation
import MemoryPackages
import MemoryScripting

/// `memory list --installed`: the packages `memory install` put in the user's decks folder, and
/// the `.zip` packages dropped by hand into any folder of the search path (played in place).
struct InstalledList {
    /// A `.zip` found in a decks folder, with its manifest or why it cannot be read.
    struct Dropped {
        var path: String
        var manifest: Result<PackageManifest, PackageError>
    }

    let installer: PackageInstaller
    let installed: [InstalledPackage]
    let dropped: [Dropped]

    init(installer: PackageInstaller, catalogue: ScriptCatalogue) {
        self.installer = installer
        installed = installer.installed()
        dropped = catalogue.roots.flatMap { InstalledList.archives(in: $0.path) }
    }

    /// The `.zip` files at the top of `folder`, by name, each with its manifest.
    static func archives(in folder: String) -> [Dropped] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".zip") && !$0.hasPrefix(".") }.sorted().compactMap { name in
            let path = folder + "/" + name
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            return Dropped(path: path, manifest: Result { () throws(PackageError) in
                let archive = try ArchivePath.archive(path)
                guard archive.sizes[PackageManifest.fileName] != nil else {
                    throw PackageError(path: path, "holds no \(PackageManifest.fileName) (memory pack writes one); its scripts are still played")
                }
                return try PackageLayout.readManifest(path + "/" + PackageManifest.fileName)
            })
        }
    }

    /// The listing as text: installed packages, then dropped archives, marked as such.
    func text() -> String {
        var out = installed.isEmpty
            ? "No package is installed in \(installer.decksFolder) (see memory install).\n"
            : "Installed in \(installer.decksFolder):\n"
        for p in installed {
            out += InstalledList.line(p.manifest) + "\n"
            if let source = p.source { out += "      from \(source)\n" }
        }
        if !dropped.isEmpty { out += "Dropped into a decks folder by hand (.zip, played in place):\n" }
        for d in dropped {
            switch d.manifest {
            case let .success(m): out += InstalledList.line(m) + "\n      \(d.path)\n"
            case let .failure(problem): out += "  ✗ \(Printable.text(problem.description))\n"
            }
        }
        return String(out.dropLast())
    }

    /// `id version name by author`, aligned as `memory list` aligns ids.
    private static func line(_ m: PackageManifest) -> String {
        var line = "  " + Columns.pad(m.id, 10) + " \(m.version) " + Printable.text(m.name)
        if let author = m.author { line += " by " + Printable.text(author) }
        return line
    }

    /// One package in `--json`.
    struct Item: Encodable {
        /// "installed" (by `memory install`) or "dropped" (a `.zip` put in a decks folder by hand).
        var how: String
        /// The package's folder, or the archive.
        var path: String
        var from: String?
        var id: String?
        var name: String?
        var version: String?
        var api: Int?
        var author: String?
        var license: String?
        var description: String?
        var requires: [String: String]?
        /// Why a dropped archive cannot be read.
        var problem: String?

        init(how: String, path: String, from: String? = nil, manifest m: PackageManifest?, problem: String? = nil) {
            self.how = how
            self.path = path
            self.from = from
            id = m?.id
            name = m?.name
            version = m?.version
            api = m?.api
            author = m?.author
            license = m?.license
            description = m?.description
            requires = m?.requires
            self.problem = problem
        }
    }

    /// The listing as JSON: an array of ``Item``, installed packages first.
    func json() throws -> String {
        let items = installed.map { Item(how: "installed", path: $0.folder, from: $0.source, manifest: $0.manifest) }
            + dropped.map { d in
                switch d.manifest {
                case let .success(m): return Item(how: "dropped", path: d.path, manifest: m)
                case let .failure(problem): return Item(how: "dropped", path: d.path, manifest: nil, problem: problem.description)
                }
            }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(items), as: UTF8.self)
    }
}
