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

    @Argument(help: ArgumentHelp("The package's id (see `memory list --installed`).", valueName: "id"))
    var id: String

    func run() throws {
        try reportingFailures {
            let installer = PackageInstaller(decksFolder: ScriptCatalogue.userDecks())
            do {
                let removed = try installer.uninstall(id)
                Standard.output("uninstalled \(removed.manifest.id) \(removed.manifest.version) (removed \(removed.folder))")
            } catch {
                throw Failure(Printable.text("\(error)"))
            }
        }
    }
}
