import ArgumentParser
import Foundation
import MemoryPackages
import MemoryScripting
import MemoryTerminal

/// `memory pack PATH [-o FILE.zip]`: checks a package and writes it as a `.zip`.
struct PackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pack",
        abstract: "Check a package (a folder, or one .lua script) and write it as a .zip to share.",
        discussion: """
        A package is a folder laid out like Decks/ (decks at the top as *.lua or NAME/deck.lua, \
        rules in rules/, variants in variants/) with a manifest.json, or a single script whose \
        fields (id, name, version, author, license, requires) are its manifest. Every script is \
        checked as `memory check` checks it, and its tests (x_test.lua beside a script, a deck's \
        tests/ folder) run as `memory test` runs them; a package that check refuses, or whose \
        tests fail, is refused, with the reasons. What the scripts require from outside the package and manifest.json does not \
        name is added to the manifest packed. The archive is named ID-VERSION.zip unless -o says otherwise.

        Examples:
          memory pack Decks/animals
          memory pack my-birds/ -o birds.zip
          memory pack streaky.lua
        """
    )

    @Argument(help: ArgumentHelp("The package: a folder or a .lua script.", valueName: "path"))
    var path: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The archive to write (default: ID-VERSION.zip here).", valueName: "file.zip"))
    var output: String?

    func run() throws {
        try reportingFailures {
            if let output, !output.hasSuffix(".zip") { throw Failure("-o \(output): the archive's name must end in .zip", status: 64) }
            let contents: PackageContents
            do { contents = try PackageReader.read(path) } catch { throw Failure(Printable.lines("\(error)"), status: Failure.problemsFound) }
            let errors = PackageChecks.report(PackageChecks.scripts(contents))
            guard errors == 0 else {
                throw Failure("not packed: \(Counted.text(errors, "error")) (fix them, then pack again)", status: Failure.problemsFound)
            }
            try PackageChecks.runTests(contents, refusal: "not packed")
            for problem in PackageChecks.requirements(contents, catalogue: .standard()) {
                Standard.error("warning: \(Printable.text(problem)) (players will need it)")
            }
            let m = contents.manifest
            let destination = output ?? "\(m.id)-\(m.version).zip"
            do { try PackageWriter.write(contents.files, to: destination) } catch { throw Failure(Printable.text("\(error)")) }
            Standard.output("packed \(m.id) \(m.version) (\(Counted.text(contents.scripts.count, "script")), "
                            + "\(Counted.text(contents.files.count, "file"))) into \(destination)")
            for (id, range) in contents.addedRequires.sorted(by: { $0.key < $1.key }) {
                Standard.output("  \(PackageManifest.fileName): added requires \(Printable.text(id)) \(Printable.text(range)), which its scripts require")
            }
        }
    }
}
