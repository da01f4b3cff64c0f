import ArgumentParser
import Foundation
import MemoryPackages
import MemoryScripting

/// What `memory pack` and `memory install` check before writing anything: every script as
/// `memory check` does, the package's tests where a test runner is set, and its requirements.
enum PackageChecks {
    /// Runs a package's tests (the scripts' paths given) and returns their problems; nil when
    /// `memory` has no test runner. `memory test`, when present, sets it.
    nonisolated(unsafe) static var testRunner: ((_ scripts: [String]) -> [Diagnostic])?

    /// Problems found in `contents`' scripts (errors and warnings, as `memory check` prints them).
    static func scripts(_ contents: PackageContents) -> [Diagnostic] {
        let paths = contents.scripts.map { contents.path(of: $0.file) }
        return ScriptChecker.check(paths) + (testRunner?(paths) ?? [])
    }

    /// Why `contents`' requirements (its manifest's and its scripts') are not met on `catalogue`'s
    /// search path, once it is installed.
    static func requirements(_ contents: PackageContents, catalogue: ScriptCatalogue) -> [String] {
        let m = contents.manifest
        let own = contents.scripts.map { s in
            Requirements.Provider(id: s.metadata.id, version: s.metadata.version ?? m.version,
                                  location: s.file, requires: s.metadata.requires)
        }
        let first = [Requirements.Provider(id: m.id, version: m.version, location: "this package", requires: m.requires)] + own
        let requirements = Requirements(catalogue: catalogue, first: first)
        var problems = requirements.problems(m.requires, of: [m.id])
        // A script's own requirements, less those the manifest already states (a package of one
        // script has its script's as its manifest's).
        for s in contents.scripts {
            let own = s.metadata.requires.filter { m.requires[$0.key] != $0.value }
            if !own.isEmpty { problems += requirements.problems(own, of: [m.id, s.metadata.id]).map { "\(s.file) \($0)" } }
        }
        return problems
    }

    /// Prints `diagnostics` (text from the package, cleaned) and returns how many are errors.
    static func report(_ diagnostics: [Diagnostic]) -> Int {
        for d in diagnostics { Standard.output(Printable.text(d.description)) }
        return diagnostics.filter { $0.severity == .error }.count
    }
}

extension PackageInstaller {
    /// The installer of `$XDG_DATA_HOME/memory/decks`, where `memory install` puts packages.
    static var user: PackageInstaller { PackageInstaller(decksFolder: ScriptCatalogue.userDecks()) }
}

/// The id argument of `memory info` and `memory uninstall`.
struct InstalledPackageID: ParsableArguments {
    @Argument(help: ArgumentHelp("The package's id (see `memory list --installed`).", valueName: "id"))
    var id: String
}
