import ArgumentParser
import Foundation
import MemoryPackages
import MemoryScripting
import MemoryTerminal

/// What `memory pack` and `memory install` check before writing anything: every script as
/// `memory check` does, the package's tests as `memory test` runs them, and its requirements.
enum PackageChecks {
    /// Problems found in `contents`' scripts (errors and warnings, as `memory check` prints them;
    /// a campaign's levels find the package's own scripts by id first), and a script's author
    /// that is not the manifest's.
    static func scripts(_ contents: PackageContents) -> [Diagnostic] {
        let paths = contents.scripts.map { contents.path(of: $0.file) }
        return ScriptChecker.check(paths, catalogue: ScriptCatalogue.standard().including(packagesOf: [contents.source.location]))
            + contents.authorWarnings()
    }

    /// Runs `contents`' tests (see ``PackageTests``) and prints each failure as `memory test`
    /// does, then the count; throws, beginning with `refusal` ("not packed"), when one fails or
    /// they cannot be run.
    static func runTests(_ contents: PackageContents, refusal: String) throws {
        let results: [ScriptTestResult]
        do throws(PackageError) { results = try PackageTests.run(contents, catalogue: .standard()) } catch {
            throw Failure("\(refusal): the package's tests could not be run: " + Printable.text(error.description))
        }
        guard !results.isEmpty else { return }
        let failures = results.filter { !$0.passed }
        for failure in failures { Standard.output(TestCommand.lines(failure)) }
        Standard.output("tests: \(results.count - failures.count) passed, \(failures.count) failed")
        guard failures.isEmpty else {
            throw Failure("\(refusal): \(Counted.text(failures.count, "test")) of the package failed (see memory test)", status: Failure.problemsFound)
        }
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
        // A script's own requirements, less those the manifest's imply (a package of one script
        // has its script's as its manifest's; a manifest's range holding every term of the
        // script's accepts no more than it).
        for s in contents.scripts {
            let own = s.metadata.requires.filter { !PackageChecks.implies(m.requires[$0.key], $0.value) }
            if !own.isEmpty { problems += requirements.problems(own, of: [m.id, s.metadata.id]).map { "\(s.file) \($0)" } }
        }
        return problems
    }

    /// Whether the range `stated` holds every term of `range` (and so accepts only what it accepts).
    static func implies(_ stated: String?, _ range: String) -> Bool {
        guard let stated else { return false }
        return Set(range.split(separator: " ")).subtracting(["*"]).isSubset(of: Set(stated.split(separator: " ")))
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

    /// The installed package named, from `installer`; an id naming none is bad usage, as an
    /// unknown deck id is (the message names those that are installed).
    func package(in installer: PackageInstaller) throws -> InstalledPackage {
        do {
            return try installer.package(id)
        } catch {
            throw Failure(error.description, status: Failure.usage)
        }
    }
}
