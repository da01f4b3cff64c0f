import ArgumentParser
import MemoryPackages
import MemoryScripting

/// `memory uninstall ID`: removes an installed package.
struct UninstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall",
        abstract: "Remove a package that `memory install` installed.",
        discussion: """
        Removes $XDG_DATA_HOME/memory/decks/ID. High scores and saved games are kept.

        Example:
          memory uninstall birds
        """
    )

    @OptionGroup var package: InstalledPackageID

    /// A package's messages are made printable where they are made.
    func run() throws {
        try reportingFailures {
            // An id naming no installed package is bad usage; a removal that fails, a failure.
            _ = try package.package(in: .user)
            let removed = try PackageInstaller.user.uninstall(package.id)
            Standard.output("uninstalled \(removed.manifest.id) \(removed.manifest.version) (removed \(removed.folder))")
        }
    }
}
