import MemoryPackages
import MemoryScripting

/// A script already on the search path with the id of one of a package's scripts: once the
/// package is installed, one of the two hides the other (`memory list` shows which), and both
/// share the id's high scores and saved games.
struct PackageClash {
    /// "deck emoji has the id of the shipped deck Emoji zoo by memory (…/Decks/emoji.lua)".
    var text: String
    /// Whether both are by the same author (a newer version of a shipped deck, say): installing
    /// it needs no --force.
    var sameAuthor: Bool

    /// The clashes of `contents` installed into `destination` with the shipped scripts and
    /// those of the other installed packages (scripts of `./Decks` and `$MEMORY_DECKS_PATH`
    /// are the player's own, which come first anyway).
    static func find(_ contents: PackageContents, catalogue: ScriptCatalogue, destination: String) -> [PackageClash] {
        var clashes: [PackageClash] = []
        for kind in Set(contents.scripts.map(\.kind)) {
            let entries = catalogue.list(kind).filter {
                ($0.root.origin == .shipped || $0.root.origin == .user) && !$0.path.hasPrefix(destination + "/")
            }
            for script in contents.scripts where script.kind == kind {
                let author = script.metadata.author ?? contents.manifest.author
                for entry in entries {
                    guard let other = entry.metadata, other.id == script.metadata.id else { continue }
                    let otherAuthor = other.author ?? entry.package?.author
                    let whose = entry.root.origin == .shipped ? "shipped" : "installed"
                    let by = otherAuthor.map { " by " + Printable.text($0) } ?? ""
                    clashes.append(PackageClash(
                        text: "\(kind) \(other.id) has the id of the \(whose) \(kind) \(Printable.text(other.name))\(by) (\(Printable.text(entry.path)))",
                        sameAuthor: author != nil && author == otherAuthor))
                }
            }
        }
        return clashes.sorted { $0.text < $1.text }
    }
}
