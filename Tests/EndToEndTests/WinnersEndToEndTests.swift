import Foundation
import TestSupport
import Testing

/// Who won when no script's win says so, through the built binary: `teams` stacked with a time
/// limit counts the team ahead's wins when time runs out, and a wrong `winners` hook is a
/// `memory check` error at its line.
@Suite struct WinnersEndToEndTests {
    /// A variant that only ends the game after 8 seconds (stacks with teams' four seats), and
    /// one whose `winners` names a seat the game does not have.
    static func scripts() throws -> (hourglass: String, wrong: String) {
        let folder = Scratch.directory()
        let hourglass = folder.appendingPathComponent("hourglass.lua").path
        try "return variant { id = \"hourglass\", name = \"Hourglass\", api = 2, description = \"8 seconds\", time_limit = 8 }\n"
            .write(toFile: hourglass, atomically: true, encoding: .utf8)
        let wrong = folder.appendingPathComponent("wrong.lua").path
        try """
        return variant {
          id = "wrong", name = "Wrong", api = 2, description = "names a seat too many",
          winners = function(game)
            return { game:players() + 1 }
          end,
        }

        """.write(toFile: wrong, atomically: true, encoding: .utf8)
        return (hourglass, wrong)
    }

    @Test func teamsWithATimeLimitCountsTheTeamsWinsWhenTimeRunsOut() throws {
        let (hourglass, _) = try Self.scripts()
        let arguments = ["simulate", "--variant", "teams+" + hourglass, "--games", "100", "--seed", "3", "--strategy", "forgetful:0.3"]
        let text = try Binary.run(arguments)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("Ended by: Time is up! "), "\(text.stdout)")
        #expect(text.stdout.contains("won together, counted for each winner"), "\(text.stdout)")

        let json = try Binary.run(arguments + ["--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let wins = try #require(report["wins"] as? [Int])
        let shared = try #require(report["shared_wins"] as? Int)
        let completed = try #require(report["completed"] as? Int)
        // Team mates win together; every game a team led is a shared win, time-up games included.
        #expect(wins.count == 4 && wins[0] == wins[2] && wins[1] == wins[3], "\(wins)")
        #expect(shared == wins[0] + wins[1] && shared > completed, "\(report)")
        #expect(report["rules_failures"] as? Int == 0)

        let csv = try Binary.run(arguments + ["--csv"])
        let rows = csv.stdout.split(separator: "\n")
        let header = try #require(rows.first).split(separator: ",")
        let values = try #require(rows.dropFirst().first).split(separator: ",", omittingEmptySubsequences: false)
        let column = { (name: String) in header.firstIndex { $0 == name }.map { String(values[$0]) } }
        #expect(column("p1_win_rate").flatMap(Double.init) == Double(wins[0]) / 100, "\(csv.stdout)")
        #expect(column("shared_win_rate").flatMap(Double.init) == Double(shared) / 100, "\(csv.stdout)")
    }

    @Test func checkReportsAWrongWinnersHookAtItsLine() throws {
        let (hourglass, wrong) = try Self.scripts()
        let checked = try Binary.run(["check", wrong])
        #expect(checked.status == 1)
        #expect(checked.stdout.contains("\(wrong):3: error: winners: there is no player 2 (players are 1 to 1)"), "\(checked.stdout)")
        let stacked = try Binary.run(["check", "--variant", "teams+" + hourglass])
        #expect(stacked.status == 0, "\(stacked.stdout)\(stacked.stderr)")
        let twice = try Binary.run(["check", "--variant", "teams+" + wrong])
        #expect(twice.status == 1 && twice.stdout.contains("both define winners"), "\(twice.stdout)")
    }
}
