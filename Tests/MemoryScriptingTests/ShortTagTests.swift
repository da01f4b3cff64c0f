import Foundation
import MemoryEngine
import Testing
@testable import MemoryScripting

/// A face's `short_tag`: read with the face, and an error at its line when it stands for no tag
/// or is no shorter than the tag.
extension CheckLineTests {
    @Test func aShortTagIsReadWithItsFace() throws {
        let deck = try DeckScript(path: Corpus.shippedDecks + "/prizes.lua")
        let faces = try deck.faces(groups: 16, seed: 1)
        let car = try #require(faces.first { $0.key == "car" })
        #expect(car.tags == ["$8000"] && car.shortTag == "$8k")
        #expect(faces.first { $0.key == "wild" }?.shortTag == nil)
        #expect(ScriptChecker.check(path: Corpus.shippedDecks + "/prizes.lua").isEmpty)
    }

    @Test func aShortTagWithoutATagOrNoShorterIsAnErrorAtItsLine() throws {
        let found = try check("""
            return deck { id = "d", name = "D", api = 1, faces = {
              { label = "a", short_tag = "x" },
              { label = "b", tags = { "$800" }, short_tag = "$800" },
              { label = "c", tags = { "wild" }, short_tag = 3 },
              { label = "d", tags = { "$8000" }, short_tag = "$8k" },
            } }
            """)
        #expect(found.map(\.description).map { $0.components(separatedBy: "broken.lua:").last ?? $0 } == [
            "2: error: faces[1].short_tag is a short form of the face's first tag, but the face has no tags",
            "3: error: faces[2].short_tag '$800' must be shorter than the tag it stands for, '$800'",
            "4: error: faces[3].short_tag must be a string, not 3",
        ], "\(found)")
    }
}
