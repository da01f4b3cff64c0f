import Foundation
import TestSupport
import Testing

/// What a variant's and a rules script's `deck` have in common, through the built binary.
enum NamedDeckSupport {
    /// A `constructor { … }` script (variant or rules, chosen with `option`) whose `deck` no deck
    /// has is an error at its line in `memory check`, and bad usage (64) in play and simulate,
    /// named at the same line: never a silent fallback to the default deck. With `--deck`, the
    /// script's deck is not looked for.
    static func expectUnknownDeckRefused(_ constructor: String, option: String) throws {
        let folder = Scratch.directory()
        let script = try CommandSupport.write("""
        return \(constructor) {
          id = "lost",
          name = "Lost",
          api = 2,
          deck = "nowhere",
          description = "no deck",
        }

        """, to: "lost.lua", in: folder)
        let checked = try Binary.run(["check", script.path])
        #expect(checked.status == 1)
        #expect(checked.stdout.contains("\(script.path):5: error: deck = \"nowhere\": no deck with this id (known: "), "\(checked.stdout)")
        let played = try Binary.run([option, script.path])
        #expect(played.status == 64, "\(played.stderr)")
        #expect(played.stderr.contains("\(script.path):5: error: deck = \"nowhere\": no deck with this id"), "\(played.stderr)")
        let simulated = try Binary.run(["simulate", option, script.path, "--games", "5"])
        #expect(simulated.status == 64, "\(simulated.stderr)")
        let named = try Binary.run(["simulate", "--deck", "emoji", option, script.path, "--games", "5"])
        #expect(named.status == 0, "\(named.stderr)")
    }
}
