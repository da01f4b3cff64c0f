import Foundation
import MemoryPackages

extension ScriptCatalogue {
    /// This catalogue with the package `root` (a folder or a `.zip`) searched first: its own decks,
    /// rules, variants and campaigns are found by id ahead of every other script, as they will be
    /// once the package is installed.
    public func searchingFirst(package root: String) -> ScriptCatalogue {
        ScriptCatalogue(roots: [SearchRoot(path: root, origin: .package)] + roots, limits: limits)
    }

    /// This catalogue with each package that `paths` lie in (a package folder or archive, or a
    /// script, test or module inside one) searched first, in the order given; paths in no
    /// package add nothing. `memory test`, `memory check`, `memory pack` and `memory install`
    /// find a package's own scripts by id this way, as they will be found once it is installed.
    public func including(packagesOf paths: [String]) -> ScriptCatalogue {
        paths.compactMap(ScriptCatalogue.package(of:)).reversed().reduce(self) { $0.searchingFirst(package: $1) }
    }

    /// This catalogue with the package that `folder` is (it holds `manifest.json`), or lies in
    /// (one of its `rules/`, `variants/` … folders), searched first: `memory play`, `simulate`
    /// and `list` run in a package being written find its own scripts by id, as `memory test`
    /// and `check` find them there. A folder in no package adds nothing.
    public func including(packageAt folder: String) -> ScriptCatalogue {
        guard let root = PackageLayout.packageRoot(ofFolder: folder) else { return self }
        return searchingFirst(package: root)
    }

    /// The package (folder or archive) holding `path`, or `path` itself when it is a package.
    static func package(of path: String) -> String? {
        if isPackage(path) { return path }
        return PackageLayout.packageRoot(ofScript: path)
    }
}
