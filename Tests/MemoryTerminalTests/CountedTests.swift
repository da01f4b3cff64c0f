import MemoryEngine
import Testing
@testable import MemoryTerminal

/// Numbers and nouns agree: "1 move", never "1 moves".
@Suite struct CountedTests {
    @Test func oneIsSingularAndEveryOtherNumberPlural() {
        #expect(Counted.text(1, "move") == "1 move")
        #expect(Counted.text(0, "move") == "0 moves")
        #expect(Counted.text(2, "game") == "2 games")
        #expect(Counted.text(1, "card turned", plural: "cards turned") == "1 card turned")
        #expect(Counted.text(3, "card turned", plural: "cards turned") == "3 cards turned")
    }

    @Test func theHighScoresOfTheGameOverScreenSayOneMove() throws {
        let model = playedOnePairGame(FakeHost())
        let text = model.render(now: 5).text
        #expect(text.contains("Game over"))
        #expect(text.contains(" 1 move "), "\(text)")
        #expect(!text.contains("1 moves"))
    }
}
