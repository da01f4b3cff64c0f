import ArgumentParser
import Foundation
import MemoryEngine
import MemoryScripting
import MemoryStore
import MemoryTerminal

/// `memory replay [ID]`: plays a finished game back in the terminal.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play a finished game back (the last one, or the one with this id in `memory scores`).",
        discussion: """
        Every finished game is kept with its seed, settings and moves. The game is dealt again \
        from the same scripts and its moves are played back at their own times. A game whose \
        scripts changed since is refused: it would not play back the same.

        Keys: Space or p pause and play on; → or . one move at a time; + and - speed; q quit.

        Examples:
          memory replay
          memory replay 12 --speed 4
        """
    )

    @Argument(help: ArgumentHelp("The game's id, as `memory scores` lists it (default: the last game finished).", valueName: "id"))
    var id: Int64?

    // Unconditional: `--speed -2` is refused as a value, not taken for a missing one.
    @Option(parsing: .unconditional, help: ArgumentHelp("Replay seconds per second: 0.25 to 16.", valueName: "x"))
    var speed = 1.0

    @OptionGroup var data: DataOptions

    func validate() throws {
        guard speed.isFinite, (0.25...16).contains(speed) else {
            throw ValidationError("--speed \(Sweep.text(speed)) is not allowed: give 0.25 to 16 (2 plays twice as fast).")
        }
        if let id, id < 1 { throw ValidationError("\(id) is not a game id: `memory scores` lists them (1 or more).") }
    }

    func run() throws {
        try reportingFailures {
            let store = try DataStore.open(data)
            let kept: SavedGame
            if let id {
                guard let found = try store.replay(ofScore: id) else {
                    throw Failure("there is no game \(id) to replay: `memory scores` lists the ids of the games kept",
                                  status: Failure.problemsFound)
                }
                kept = found
            } else {
                guard let found = try store.latestReplay() else {
                    throw Failure("there is no finished game to replay yet: finish a game, then `memory replay`",
                                  status: Failure.problemsFound)
                }
                kept = found
            }
            let wording = GameDealer.Wording(noun: "game \(kept.id ?? 0)", verb: "replayed", advice: "Play it again with --seed \(kept.seed)")
            // The person is shown (and, in a game kept before names were, named to its scripts)
            // by the name the game was kept under, as when it was played.
            let person = kept.id.flatMap { try? store.playerName(ofGame: $0) }
            var playable = try GameDealer(catalogue: .standard()).redeal(kept, wording: wording, person: person).playable
            playable.playerName = person ?? playable.playerName
            try TerminalCheck.require()
            let status: ExitStatus
            do { status = try ReplayApp.run(playable, actions: kept.actions, speed: speed) } catch let error as TerminalError {
                throw Failure("\(error)")
            }
            if status.code != 0 { Foundation.exit(status.code) }
        }
    }
}
