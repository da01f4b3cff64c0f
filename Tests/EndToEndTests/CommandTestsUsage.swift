import Foundation
import TestSupport
import Testing

extension CommandTests {
    /// Help, version, completion and bad usage: what ArgumentParser answers before any command runs.
    @Suite struct CommandTestsUsage {
        @Test(arguments: [[], ["play"], ["resume"], ["list"], ["check"], ["simulate"], ["scores"], ["new"], ["test"]])
        func helpExitsZeroWithExamples(_ command: [String]) throws {
            let result = try Binary.run(command + ["--help"])
            #expect(result.status == 0, "\(command) --help: \(result.stderr)")
            #expect(result.stdout.contains("Examples:"), "\(command) --help has no examples:\n\(result.stdout)")
            #expect(result.stdout.contains("USAGE:"))
            #expect(result.stderr.isEmpty)
        }

        @Test func rootHelpListsTheCommandsButNotTheHiddenOne() throws {
            let help = try Binary.run(["--help"]).stdout
            for command in ["play", "resume", "list", "check", "simulate", "scores", "new", "test"] {
                #expect(help.contains("  \(command) "), "\(command) missing from --help")
            }
            #expect(!help.contains("bench-render"))
        }

        /// A shell that finds `memory` on `PATH` passes `memory` as its first argument, which names
        /// no folder; started so from a folder without `Decks/`, it still finds the shipped scripts.
        @Test func foundOnPathFindsTheShippedDecks() throws {
            let folder = Scratch.directory()
            var env = ProcessInfo.processInfo.environment
            env["PATH"] = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().path + ":" + (env["PATH"] ?? "/usr/bin:/bin")
            env["MEMORY_DATA_DIR"] = folder.path
            env["XDG_DATA_HOME"] = folder.path
            env.removeValue(forKey: "MEMORY_DECKS_PATH")
            env.removeValue(forKey: "MEMORY_SHIPPED_DECKS")
            let result = try Spawn.run(["/bin/sh", "-c", "exec memory list decks"], environment: env, directory: folder.path)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("emoji"), "no shipped deck listed:\n\(result.stdout)")
        }

        /// A bare word first that is no command is named as such, with the command meant.
        @Test(arguments: [("stats", "did you mean `memory scores`?"), ("simlate", "did you mean `memory simulate`?"),
                          ("Install", "did you mean `memory install`?"), ("frobnicate", "The commands are play, resume, list")])
        func aWordThatIsNoCommandSaysWhichIsMeant(word: String, message: String) throws {
            let result = try Binary.run([word])
            #expect(result.status == 64)
            #expect(result.stderr.contains("memory: \(word) is not a command: "), "\(result.stderr)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(!result.stderr.contains("bench"), "a hidden command is not offered")
        }

        /// A hidden command given a bad option is told about the option, not called no command.
        @Test func aHiddenCommandIsStillACommand() throws {
            let result = try Binary.run(["bench-render", "--bogus"])
            #expect(result.status == 64)
            #expect(!result.stderr.contains("is not a command"), "\(result.stderr)")
            #expect(result.stderr.contains("--bogus"), "\(result.stderr)")
        }

        @Test func versionIsOneLine() throws {
            let result = try Binary.run(["--version"])
            #expect(result.status == 0)
            #expect(result.stdout.trimmingCharacters(in: .newlines).split(separator: ".").count == 3, "version: \(result.stdout)")
            #expect(result.stdout.filter { $0 == "\n" }.count == 1)
        }

        /// `memory check`, `memory list` and `memory --version` without options skip
        /// ArgumentParser for speed; with `--` before the operands (or `--version` among other
        /// flags) they go through it. Both ways must answer the same, byte for byte.
        @Test(arguments: [
            (["check", "Decks/emoji.lua"], ["check", "--", "Decks/emoji.lua"]),
            (["check", "Decks/emoji.lua", "Decks/rules/bonus.lua"], ["check", "--", "Decks/emoji.lua", "Decks/rules/bonus.lua"]),
            (["check", "Decks/no-such-deck.lua"], ["check", "--", "Decks/no-such-deck.lua"]),
            (["check", "Decks"], ["check", "--", "Decks"]),
            (["list"], ["list", "--"]),
            (["list", "rules"], ["list", "--", "rules"]),
            (["list", "cards"], ["list", "--", "cards"]),
        ])
        func theQuickPathAnswersLikeArgumentParser(quick: [String], parsed: [String]) throws {
            let a = try Binary.run(quick), b = try Binary.run(parsed)
            #expect(a.status == b.status, "\(quick): \(a.status) vs \(b.status)")
            #expect(a.stdout == b.stdout, "\(quick)")
            #expect(a.stderr == b.stderr, "\(quick): \(a.stderr) vs \(b.stderr)")
        }

        @Test(arguments: ["bash", "zsh", "fish"])
        func completionScripts(_ shell: String) throws {
            let result = try Binary.run(["--generate-completion-script", shell])
            #expect(result.status == 0)
            #expect(result.stdout.contains("simulate"))
            #expect(result.stdout.contains("strategy"))
            if shell == "bash" { #expect(result.stdout.hasPrefix("#!/bin/bash")) }
        }

        struct BadUsage: Sendable, CustomStringConvertible {
            var arguments: [String]
            /// Every one of these appears in the error line.
            var mentions: [String]
            var description: String { arguments.joined(separator: " ") }
        }

        static let badUsages = [
            BadUsage(arguments: ["--frobnicate"], mentions: ["--frobnicate"]),
            BadUsage(arguments: ["--grid", "3by4"], mentions: ["3by4", "4x4"]),
            BadUsage(arguments: ["--grid", "4x4", "--pairs", "3"], mentions: ["--grid", "--pairs"]),
            BadUsage(arguments: ["--pairs", "0"], mentions: ["--pairs 0", "at least 1"]),
            BadUsage(arguments: ["--players", "9"], mentions: ["--players 9", "1 to 8"]),
            BadUsage(arguments: ["--bot", "forgetful:2"], mentions: ["forgetful:2", "0 to 1"]),
            BadUsage(arguments: ["--bot", "clever"], mentions: ["clever", "random", "perfect", "forgetful"]),
            BadUsage(arguments: ["--seed=-3"], mentions: ["-3", "--seed"]),
            BadUsage(arguments: ["--seed", "-1"], mentions: ["-1", "--seed", "a whole number from 0 to 18446744073709551615"]),
            BadUsage(arguments: ["--pairs", "-2"], mentions: ["-2", "--pairs"]),
            BadUsage(arguments: ["--players", "-1"], mentions: ["-1", "--players"]),
            // Sizes the game cannot deal: refused before the terminal is looked at.
            BadUsage(arguments: ["--grid", "3x3"], mentions: ["--grid 3x3", "9 cards", "groups of 2"]),
            BadUsage(arguments: ["--pairs", "100000"], mentions: ["--pairs 100000", "at most"]),
            BadUsage(arguments: ["--variant", "triples", "--grid", "2x4"], mentions: ["--grid 2x4", "groups of 3"]),
            BadUsage(arguments: ["simulate", "--games", "0"], mentions: ["--games 0", "a whole number from 1 to 100000000"]),
            // A negative number is refused as the option's value, not taken for a missing one.
            BadUsage(arguments: ["simulate", "--games", "-5"], mentions: ["--games -5", "a whole number from 1"]),
            BadUsage(arguments: ["simulate", "--games", "200000000"], mentions: ["--games 200000000", "from 1 to 100000000"]),
            BadUsage(arguments: ["simulate", "--games", "x"], mentions: ["'x'", "--games"]),
            BadUsage(arguments: ["simulate", "--players", "-1"], mentions: ["--players -1", "from 1 to 8"]),
            BadUsage(arguments: ["simulate", "--seed", "-1"], mentions: ["-1", "--seed", "a whole number from 0 to 18446744073709551615"]),
            BadUsage(arguments: ["simulate", "--pairs", "-2"], mentions: ["--pairs -2", "a whole number of at least 1"]),
            BadUsage(arguments: ["simulate", "--think-time", "-1"], mentions: ["--think-time -1 ", "from 0 to 3600"]),
            BadUsage(arguments: ["simulate", "--think-time", "4000"], mentions: ["--think-time 4000 ", "from 0 to 3600"]),
            BadUsage(arguments: ["simulate", "--think-time", "4:1"], mentions: ["--think-time 4:1 ", "FROM at most TO"]),
            BadUsage(arguments: ["simulate", "--think-time", "1:x"], mentions: ["--think-time 1:x ", "FROM:TO"]),
            BadUsage(arguments: ["simulate", "--jobs", "-2"], mentions: ["--jobs -2", "from 1 to 256"]),
            BadUsage(arguments: ["simulate", "--jobs", "300"], mentions: ["--jobs 300", "from 1 to 256"]),
            BadUsage(arguments: ["replay", "--speed", "-2"], mentions: ["--speed -2 ", "0.25 to 16"]),
            // A game is an id (1 or more) or counted back from the last (-1, -2, …): 0 is neither.
            BadUsage(arguments: ["replay", "0"], mentions: ["0 is not a game", "(1 or more)", "-1 for the last game finished"]),
            BadUsage(arguments: ["replay", "x"], mentions: ["x is not a game", "-1 for the last game finished"]),
            BadUsage(arguments: ["replay", "--sped", "2"], mentions: ["Unknown option '--sped'"]),
            BadUsage(arguments: ["replay", "-1", "-2"], mentions: ["Unexpected argument '-2'"]),
            BadUsage(arguments: ["replay", "--", "--x"], mentions: ["--x is not a game"]),
            BadUsage(arguments: ["simulate", "--strategy", "clever"], mentions: ["clever", "random", "perfect", "forgetful:P"]),
            BadUsage(arguments: ["simulate", "--think-time=-1"], mentions: ["--think-time -1", "from 0 to 3600"]),
            BadUsage(arguments: ["simulate", "--jobs", "0"], mentions: ["--jobs 0", "from 1 to 256"]),
            BadUsage(arguments: ["simulate", "--grid", "0x4"], mentions: ["0x4"]),
            BadUsage(arguments: ["simulate", "--grid", "-2x3"], mentions: ["--grid -2x3 ", "at least 1"]),
            BadUsage(arguments: ["--grid", "-2x3"], mentions: ["--grid -2x3 ", "at least 1"]),
            BadUsage(arguments: ["scores", "--grid", "-2x3"], mentions: ["--grid -2x3 ", "rows x columns"]),
            BadUsage(arguments: ["new", "widget", "x"], mentions: ["widget", "deck", "rules", "variant"]),
            BadUsage(arguments: ["new", "deck", "../escape"], mentions: ["../escape", "letters, digits"]),
            BadUsage(arguments: ["new", "deck", "my deck"], mentions: ["my deck", "letters, digits"]),
            BadUsage(arguments: ["list", "cards"], mentions: ["cards", "decks", "rules", "variants"]),
            BadUsage(arguments: ["check"], mentions: ["<path>"]),
            BadUsage(arguments: ["scores", "--top"], mentions: ["--top"]),
        ]

        @Test(arguments: badUsages)
        func badUsageExits64NamingTheValueAndWhatIsAllowed(_ usage: BadUsage) throws {
            let result = try Binary.run(usage.arguments)
            #expect(result.status == 64, "\(usage): status \(result.status), stderr: \(result.stderr)")
            #expect(result.stdout.isEmpty)
            let firstLine = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
            #expect(firstLine.hasPrefix("Error: "), "\(usage): \(result.stderr)")
            for mention in usage.mentions {
                #expect(firstLine.contains(mention), "\(usage): '\(mention)' not in: \(firstLine)")
            }
        }

        /// Bad usage shows the usage of the command given (play when none is), whether found
        /// while parsing (`3by4`) or while running (`3x3`, a board the scripts cannot deal).
        @Test(arguments: [(["--grid", "3x3"], "play"), (["--grid", "3by4"], "play"), (["play", "--grid", "3x3"], "play"),
                          (["simulate", "--grid", "0x4"], "simulate"), (["--variant", "triples", "--grid", "2x4"], "play")])
        func badUsageShowsTheCommandsOwnUsage(_ arguments: [String], command: String) throws {
            let lines = try Binary.run(arguments).stderr.split(separator: "\n").map(String.init)
            #expect(lines.count > 1 && lines[1].hasPrefix("Usage: memory \(command) "), "\(arguments): \(lines)")
            #expect(lines.last == "  See 'memory \(command) --help' for more information.", "\(arguments): \(lines)")
        }
    }
}
