import Foundation
import TestSupport
import Testing

/// What `memory` leaves in the temporary directory: nothing, so that a player's `/tmp` does not
/// fill up game after game.
@Suite struct TemporaryFilesEndToEndTests {
    @Test func playingAndTheCommandsLeaveNothingInTheTemporaryDirectory() throws {
        let temporary = Scratch.directory("tmpdir")
        let data = Scratch.directory()
        let environment = ["TMPDIR": temporary.path]
        let tmux = try CommandSupport.onePairGame(data, environment: environment)
        try CommandSupport.finishOnePair(tmux)
        _ = try tmux.waitFor(text: "Game over")
        try tmux.send("q")
        #expect(try tmux.waitForExit().status == 0)
        let folder = Scratch.directory()
        // `scores` opens the database the game wrote (its check reads a copy made in TMPDIR).
        for arguments in [["scores"], ["check", "Decks/variants/joker.lua"], ["test", "Decks/variants/joker.lua"],
                          ["simulate", "--games", "20", "--variant", "joker"], ["new", "variant", "mine", "--dir", folder.path]] {
            let result = try Binary.run(arguments, dataDir: data, environment: environment)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        #expect(left.isEmpty, "left in TMPDIR: \(left)")
    }
}
