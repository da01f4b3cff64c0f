import ArgumentParser
import Foundation
import MemoryPackages
import MemoryScripting
import MemoryTerminal

/// `memory install FILE.zip|DIR|FILE.lua`: checks a package, then installs it atomically into
/// `$XDG_DATA_HOME/memory/decks`.
struct InstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Install a package (.zip, folder or .lua script) for every game to find.",
        discussion: """
        The package is checked first (its archive, its manifest, every script as `memory check` \
        does, its tests as `memory test` runs them, and its requirements); nothing is written unless all is well. It is installed into \
        $XDG_DATA_HOME/memory/decks/ID (default ~/.local/share/memory/decks/ID) in one step: an \
        install that fails or is interrupted leaves the previous version in place. High scores \
        and saved games stay, as they are kept by script id.

        --force installs anyway a downgrade, a package replacing one by another author, one \
        whose requirements are missing, or one with a script whose id is that of a shipped \
        script or another installed package's by another author (one would hide the other); \
        it never installs one whose scripts or tests fail (a failing test is a broken package, \
        as a script that does not check is).

        Examples:
          memory install birds-1.0.0.zip
          memory install ./my-deck/
          memory install streaky.lua
        """
    )

    @Argument(help: ArgumentHelp("The package: a .zip, a folder or a .lua script.", valueName: "package"))
    var path: String

    @Flag(help: "Install a downgrade, another author's package over this one, one with missing requirements, or one whose script ids clash with another author's.")
    var force = false

    func run() throws {
        try reportingFailures {
            if path.hasSuffix(".lua"), ScriptTests.isTestFile(path) {
                throw Failure("not installed: \(Printable.text(path)) is a test file (`memory test` runs it): install the script it tests, "
                              + "or the folder holding both", status: Failure.usage)
            }
            let contents: PackageContents
            do { contents = try PackageReader.read(path) } catch {
                // What is wrong is in the package (as `memory pack` reports it): problems found.
                throw Failure("not installed: " + Printable.lines("\(error)"), status: Failure.problemsFound)
            }
            let m = contents.manifest
            let installer = PackageInstaller.user
            // A downgrade or another author's package is refused before its scripts are checked
            // and its tests run (they can take long): the installed version is known already.
            // The installer asks again under its lock, for an install that came meanwhile.
            if !force, let problem = InstallCommand.refusal(replacing: installer.installed(at: installer.decksFolder + "/" + m.id)?.manifest, with: m) {
                throw Failure("not installed: " + Printable.text(m.id + ": " + problem) + "; use --force to install it anyway",
                              status: Failure.problemsFound)
            }
            let errors = PackageChecks.report(PackageChecks.scripts(contents))
            guard errors == 0 else { throw Failure("not installed: \(Counted.text(errors, "error")) in the package", status: Failure.problemsFound) }
            try PackageChecks.runTests(contents, refusal: "not installed")
            let catalogue = ScriptCatalogue.standard()
            let missing = PackageChecks.requirements(contents, catalogue: catalogue)
            if !missing.isEmpty && !force {
                throw Failure("not installed: " + missing.map(Printable.text).joined(separator: "; ")
                              + " (install what it needs first, or use --force)", status: Failure.problemsFound)
            }
            let clashes = PackageClash.find(contents, catalogue: catalogue, destination: installer.decksFolder + "/" + m.id)
            let foreign = clashes.filter { !$0.sameAuthor }
            if !foreign.isEmpty && !force {
                throw Failure("not installed: its " + foreign.map(\.text).joined(separator: "; its ")
                              + ": one would hide the other (use --force to install it anyway)", status: Failure.problemsFound)
            }
            let source = URL(fileURLWithPath: path).standardizedFileURL.path
            let outcome: PackageInstaller.Outcome
            // A downgrade or another author's package refused is a problem found (status 1), as
            // a clash of ids is; a folder that cannot be written, a failure (70).
            var refused = false
            do {
                outcome = try installer.install(m, files: contents.files, source: source) { previous throws(PackageError) in
                    if let problem = InstallCommand.refusal(replacing: previous, with: m), !force {
                        refused = true
                        throw PackageError(path: m.id, problem + "; use --force to install it anyway")
                    }
                }
            } catch { throw Failure("not installed: " + Printable.text("\(error)"), status: refused ? Failure.problemsFound : Failure.runtime) }
            Standard.output(InstallCommand.summary(contents, outcome: outcome))
            for problem in missing { Standard.error("warning: \(Printable.text(problem))") }
            for clash in clashes { Standard.error("note: \(clash.text): one hides the other (see memory list)") }
        }
    }

    /// Why installing `new` over `previous` needs --force: a downgrade, or another author.
    static func refusal(replacing previous: PackageManifest?, with new: PackageManifest) -> String? {
        guard let previous else { return nil }
        if previous.author != new.author {
            return "it would replace \(previous.id) by \(Printable.text(previous.author ?? "an unnamed author")) with one by \(Printable.text(new.author ?? "an unnamed author"))"
        }
        if new.semanticVersion < previous.semanticVersion {
            return "it would downgrade \(previous.id) from \(previous.version) to \(new.version)"
        }
        return nil
    }

    /// What was installed, where, and what it replaced.
    static func summary(_ contents: PackageContents, outcome: PackageInstaller.Outcome) -> String {
        let m = contents.manifest
        var text = "installed \(m.id) \(m.version)"
        if let previous = outcome.previous {
            let old = previous.semanticVersion, new = m.semanticVersion
            text += old < new ? " (upgraded from \(previous.version))" : old > new ? " (downgraded from \(previous.version))" : " (reinstalled)"
        }
        text += " into \(outcome.folder)"
        for s in contents.scripts { text += "\n  \(s.metadata.kind) \(s.metadata.id): \(Printable.text(s.metadata.name))" }
        return text
    }
}
