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
        // One game: the id is read as a list only so that a negative one is taken (see `given`).
        usage: "memory replay [<id>] [--speed <x>] [--data-dir <dir>]",
        discussion: """
        Every finished game is kept with its seed, settings and moves. The game is dealt again \
        from the same scripts and its moves are played back at their own times. A game whose \
        scripts changed since is refused: it would not play back the same.

        Keys: Space or p pause and play on; → or . one move at a time; + and - speed; q quit.

        The game is named by its id in `memory scores`, or counted back from the last one \
        finished: -1 is the last game (the default), -2 the one before, and so on.

        Examples:
          memory replay
          memory replay 12 --speed 4
          memory replay -2
        """
    )

    // Every input no option takes: `-2` is a game counted back, which ArgumentParser would
    // otherwise take for an unknown option. What else lands here is refused in validate().
    @Argument(parsing: .allUnrecognized,
              help: ArgumentHelp("The game's id, as `memory scores` lists it, or -1 for the last game finished, -2 for the one before, … (default: -1).",
                                 valueName: "id"))
    var given: [String] = []

    // Unconditional: `--speed -2` is refused as a value, not taken for a missing one.
    @Option(parsing: .unconditional, help: ArgumentHelp("Replay seconds per second: 0.25 to 16.", valueName: "x"))
    var speed = 1.0

    @OptionGroup var data: DataOptions

    func validate() throws {
        guard speed.isFinite, (0.25...16).contains(speed) else {
            throw ValidationError("--speed \(Sweep.text(speed)) is not allowed: give 0.25 to 16 (2 plays twice as fast).")
        }
        _ = try game
    }

    /// Which game to play back.
    enum GameChoice {
        /// The game with this id in `memory scores`.
        case id(Int64)
        /// The game `n` games back from the last one finished (1: the last).
        case back(Int)
    }

    /// The game ``given`` names, or bad usage as ArgumentParser words it (an unknown option, a
    /// second argument) or naming what a game is.
    var game: GameChoice {
        get throws(ValidationError) {
            // After `--` every input is an argument, as ArgumentParser reads them.
            let end = given.firstIndex(of: "--") ?? given.endIndex
            if let option = given[..<end].first(where: { $0.hasPrefix("-") && Int64($0) == nil }) {
                throw ValidationError("Unknown option '\(option)'")
            }
            let arguments = given[..<end] + given[end...].dropFirst()
            if arguments.count > 1 { throw ValidationError("Unexpected argument '\(arguments[arguments.startIndex + 1])'") }
            guard let text = arguments.first else { return .back(1) }
            guard let number = Int64(text), number != 0, number != .min else {
                throw ValidationError("\(text) is not a game: give its id as `memory scores` lists it (1 or more), "
                                      + "or -1 for the last game finished, -2 for the one before, and so on.")
            }
            return number > 0 ? .id(number) : .back(Int(-number))
        }
    }

    func run() throws {
        try reportingFailures {
            let store = try DataStore.open(data)
            let kept = try Self.find(try game, in: store)
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

    /// The kept game `game` names; a game not kept is a failure that says which are.
    private static func find(_ game: GameChoice, in store: Store) throws -> SavedGame {
        switch game {
        case let .id(id):
            if let found = try store.replay(ofScore: id) { return found }
            throw Failure("there is no game \(id) to replay: `memory scores` lists the ids of the games kept", status: Failure.problemsFound)
        case let .back(n):
            if let found = try store.latestReplay(skipping: n - 1) { return found }
            let count = try store.replayCount()
            guard count > 0 else {
                throw Failure("there is no finished game to replay yet: finish a game, then `memory replay`", status: Failure.problemsFound)
            }
            let range = count == 1 ? "-1" : "-1 to -\(count)"
            throw Failure("there is no game -\(n) to replay: \(Counted.text(count, "finished game")) \(count == 1 ? "is" : "are") kept (\(range)); "
                          + "`memory scores` lists their ids", status: Failure.problemsFound)
        }
    }
}
