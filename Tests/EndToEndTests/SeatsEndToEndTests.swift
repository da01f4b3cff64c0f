import Foundation
import TestSupport
import Testing

/// The seats of a game as the player meets them: a computer opponent fills the variant's seats
/// left, in play and in `memory resume`.
@Suite(.serialized) struct SeatsEndToEndTests {
    /// `--variant teams --bot perfect`: the person and three computers, kept as they were by resume.
    @Test func theComputerFillsTheTeamsSeatsAndResumeKeepsThem() throws {
        let data = Scratch.directory()
        let tmux = try Tmux(["--deck", "symbols", "--variant", "teams", "--bot", "perfect", "--grid", "4x4", "--seed", "5",
                             "--no-animation"], dataDir: data)
        let screen = try tmux.waitFor(text: "Pairs: 0/8")
        #expect(screen.contains("· CPU2 0 · CPU3 0 · CPU4 0"), "\(screen)")
        #expect(screen.contains("+CPU3 0 · CPU2+CPU4 0"), "the teams' status names them by seat: \(screen)")
        try tmux.send("Space")
        try tmux.waitFor("the card turned") { ScreenPlayer.cursorLabel($0) != "?" }
        try tmux.send("C-c")
        _ = try tmux.waitForExit()
        let resumed = try Tmux(["resume"], dataDir: data)
        defer { resumed.terminate() }
        let again = try resumed.waitFor(text: "CPU4")
        #expect(again.contains("+CPU3") && again.contains("CPU2+CPU4"), "four seats again: \(again)")
    }
}
