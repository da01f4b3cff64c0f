import Foundation
import ArgumentParser

/// `memory`: the root command. Playing is the default subcommand.
struct MemoryCommand: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "memory",
        abstract: "A memory-card game (Concentration) for the terminal, with decks, rules and variants in Lua.",
        discussion: """
        Turn cards two at a time and find the pairs. Decks, scoring rules and variants are Lua \
        scripts: the ones shipped in Decks/, or your own (see `memory new` and `memory check`).

        Examples:
          memory                                   the lobby
          memory --deck emoji --rules bonus        play straight away
          memory --daily                           today's board, the same for everyone
          memory --deck symbols --variant duel --bot forgetful:0.3
          memory --deck party --variant lives+bomb  variants stacked: both play
          memory simulate --pairs 8 --games 10000 --strategy perfect
          memory check MyDeck/deck.lua
        """,
        version: version,
        subcommands: [PlayCommand.self, ResumeCommand.self, ListCommand.self, CheckCommand.self, SimulateCommand.self, ScoresCommand.self, ReplayCommand.self, NewCommand.self, TestCommand.self, PackCommand.self, InstallCommand.self, UninstallCommand.self, InfoCommand.self, BenchRenderCommand.self],
        defaultSubcommand: PlayCommand.self
    )
}

/// The program's entry point (called by the `memory` executable).
///
/// Runs the command as `ParsableCommand.main` would, except that an error's message goes through
/// ``Standard/error(_:terminator:)``: ArgumentParser quotes what was typed ("Unknown option
/// '--…'"), and a typed escape sequence must not reach the terminal raw.
public func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    QuickStart.runAndExit(arguments)
    do {
        var command = try MemoryCommand.parseAsRoot(arguments)
        do { try command.run() } catch let usage as ValidationError {
            // Bad usage found while running (a board the scripts cannot deal): shown with the
            // usage of the command that ran, as when found while parsing, not the root's.
            let ran = type(of: command)
            Standard.error("Error: \(usage.message)\nUsage: " + MemoryCommand.usageString(for: ran)
                           + "\n  See 'memory \(ran.configuration.commandName ?? "") --help' for more information.")
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
    } catch {
        let code = MemoryCommand.exitCode(for: error)
        if code == .validationFailure, let unknown = UnknownCommand.message(arguments) {
            Standard.error(unknown)
            Foundation.exit(code.rawValue)
        }
        // Help, --version and completion scripts: ArgumentParser's own text, on stdout.
        if code == .success { MemoryCommand.exit(withError: error) }
        let message = MemoryCommand.fullMessage(for: error)
        if !message.isEmpty { Standard.error(message) }
        Foundation.exit(code.rawValue)
    }
}
