import Foundation
import MemoryPackages
import MemoryScripting

/// The scripts of a package named on the command line.
enum PackageScripts {
    /// The paths of the scripts in `path` when it is a package (a `.zip`, or a folder holding
    /// `manifest.json`), each loadable as it is (inside the archive for a `.zip`), or why the
    /// package cannot be read; nil when `path` is not a package.
    static func paths(in path: String) -> Result<[String], PackageError>? {
        let isArchive = path.hasSuffix(".zip") && FileManager.default.fileExists(atPath: path)
        guard isArchive || FileManager.default.fileExists(atPath: path + "/" + PackageManifest.fileName) else { return nil }
        return Result { () throws(PackageError) in
            let files = try PackageFiles.open(path)
            return PackageLayout.scripts(among: try files.list()).map { files.path(of: $0.path) }
        }
    }
}
