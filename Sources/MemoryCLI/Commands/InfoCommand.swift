import ArgumentParser
import Foundation
import MemoryPackages
import MemoryScripting

/// `memory info ID`: what an installed package says about itself, its files and where it came from.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show an installed package: its manifest, files, size and where it came from.",
        discussion: """
        Example:
          memory info birds
        """
    )

    @OptionGroup var package: InstalledPackageID

    /// A package's messages are made printable where they are made.
    func run() throws {
        try reportingFailures { Standard.output(InfoCommand.text(try package.package(in: .user), catalogue: .standard())) }
    }

    static func text(_ package: InstalledPackage, catalogue: ScriptCatalogue) -> String {
        let m = package.manifest
        var out = "\(m.id) \(m.version): \(Printable.text(m.name))\n"
        for (label, value) in [("author", m.author), ("license", m.license), ("description", m.description)] {
            if let value { out += "  \(label): \(Printable.text(value))\n" }
        }
        out += "  api: \(m.api)\n"
        if !m.requires.isEmpty {
            let problems = Requirements(catalogue: catalogue).problems(m.requires, of: [m.id])
            out += "  requires: " + m.requires.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + "\n"
            for problem in problems { out += "    ✗ \(Printable.text(problem))\n" }
        }
        out += "  folder: \(package.folder)\n"
        out += "  installed from: \(package.source ?? "(unknown)")\n"
        let files = (try? PackageFiles.folder(package.folder).list()) ?? []
        var total = 0
        var listing = ""
        for name in files {
            let size = ((try? FileManager.default.attributesOfItem(atPath: package.folder + "/" + name))?[.size] as? Int) ?? 0
            total += size
            listing += "    \(Printable.text(name)) (\(size) bytes)\n"
        }
        out += "  files: \(files.count), \(total) bytes\n" + listing
        return String(out.dropLast())
    }
}
