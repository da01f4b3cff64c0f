import ArgumentParser
import Foundation
import MemoryScripting
import MemoryTerminal

/// `memory check`: validates scripts like a compiler.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check deck, rules and variant scripts; one line per problem.",
        discussion: """
        Each script is loaded in the sandbox and every field is checked; a deck must fill a board \
        and its images must exist and decode; each hook is run in a short simulated game. \
        Problems are printed as path:line: error: message (or warning:). Exit status 0 when \
        every script is valid (warnings allowed), 1 otherwise.

        Examples:
          memory check Decks/emoji.lua
          memory check Decks/*.lua Decks/rules/*.lua Decks/variants/*.lua
          memory check MyDeck/            (a folder holding deck.lua)
          memory check --deck party Decks/variants/bomb.lua   (play the hooks with that deck's faces)
        """
    )

    @Argument(help: ArgumentHelp("Scripts to check (.lua files, or deck folders).", valueName: "path"))
    var paths: [String]

    @Option(help: ArgumentHelp("The deck whose faces rules and variants are played with (an id or a path; default: plain faces).",
                               valueName: "deck"))
    var deck: String?

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("Give at least one script to check, e.g. memory check Decks/emoji.lua") }
    }

    func run() throws {
        var faces: DeckScript?
        if let deck {
            do { faces = try DeckScript(path: ScriptCatalogue.standard().resolve(.deck, deck).path) } catch {
                throw Failure("--deck \(deck): \(GameDealer.oneLine(error))")
            }
        }
        let status = CheckCommand.check(paths, deck: faces)
        if status != 0 { throw ExitCode(status) }
    }

    /// Checks `paths` (validated: at least one), prints one line per problem and the summary,
    /// and returns the exit status. `QuickStart` calls it directly for `memory check <path>…`.
    static func check(_ paths: [String], deck: DeckScript? = nil) -> Int32 {
        // A deck shared as a folder is checked through its deck.lua.
        let scripts = paths.map { isFolder($0) ? $0 + "/deck.lua" : $0 }
        let diagnostics = ScriptChecker.check(scripts, deck: deck, images: { ImageSignature.problem(at: $0) ?? ImageDecoding.problem(at: $0) })
        for diagnostic in diagnostics { Standard.output(diagnostic.description) }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        Standard.error("checked \(Counted.text(paths.count, "script")): \(Counted.text(errors, "error")), "
                       + Counted.text(warnings, "warning"))
        return errors > 0 ? Failure.problemsFound : 0
    }

    /// Whether `path` is a folder (symbolic links followed), with one stat call rather than
    /// FileManager.
    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
