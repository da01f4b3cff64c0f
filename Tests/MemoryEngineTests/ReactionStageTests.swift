import Testing
@testable import MemoryEngine

/// Events told stage by stage (see ``ReactionStages``): each stage's points and requests are
/// applied before the next is asked, and a lone stage is asked once, as always.
@Suite struct ReactionStageTests {
    /// What a stage was told.
    struct Heard: Equatable {
        var event: String
        var stage: Int
        var earlierPoints: Int
        var firstCard: Int?
        var score: Int
        var firstCardState: CardState?
    }

    /// Rules of `matchStages` stages for a match (one for the rest): the first takes the group off
    /// and swaps its first card with the last face-down card, and gives 2 points; each stage
    /// records what it was told.
    struct StagedRules: Rules {
        var matchStages: Int
        var heard: [Heard] = []
        func scoreMatch(_ turn: TurnContext) -> Int { 0 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        var reactions: Reactions { [.scoring, .turnEnded] }
        var stages: ReactionStages {
            var stages = ReactionStages.single
            stages.set(matchStages, for: .matched)
            return stages
        }
        mutating func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage,
                            at game: UnsafePointer<Game>) -> Reaction {
            let first = turn.cardCount > 0 ? turn.index(0) : nil
            heard.append(Heard(event: "\(event)", stage: stage.index, earlierPoints: stage.points, firstCard: first,
                               score: turn.score, firstCardState: first.map { game.pointee.cards[$0].state }))
            guard event == .matched, stage.index == 0 else { return Reaction() }
            let down = game.pointee.cards.indices.last { game.pointee.cards[$0].state == .faceDown }!
            return Reaction(points: 2, requests: [Request(.remove(Array(turn.group)), path: "staged.lua", line: 1),
                                                  Request(.swap(turn.index(0), down), path: "staged.lua", line: 2)])
        }
    }

    static func playMatch(_ rules: StagedRules) throws -> (game: Game, rules: StagedRules, moved: Int) {
        var game = try Game(config: GameConfig(size: .groups(4)), faces: letters(4), seed: 3)
        var any: any Rules = rules
        var events: [Event] = []
        game.begin(rules: &any, events: &events)
        let partner = game.cards.indices.first { $0 != 0 && game.cards[$0].key == game.cards[0].key }!
        let moved = game.cards.indices.last { $0 != 0 && $0 != partner }!
        try game.apply(.turn(0), at: 1, rules: &any, events: &events)
        try game.apply(.turn(partner), at: 2, rules: &any, events: &events)
        return (game, any as! StagedRules, moved)
    }

    @Test func aLaterStageSeesTheGameTheEarlierLeft() throws {
        let (game, rules, moved) = try Self.playMatch(StagedRules(matchStages: 2))
        let matches = rules.heard.filter { $0.event == "matched" }
        #expect(matches == [
            Heard(event: "matched", stage: 0, earlierPoints: 0, firstCard: 0, score: 0, firstCardState: .matched),
            // The first card was followed to where the swap moved it; the score holds the 2 points.
            Heard(event: "matched", stage: 1, earlierPoints: 2, firstCard: moved, score: 2, firstCardState: .removed),
        ])
        #expect(game.scores[0] == 2)
        #expect(game.scripted.followed.isEmpty)
    }

    @Test func aLoneStageIsAskedOnceAboutEachEvent() throws {
        let (_, rules, _) = try Self.playMatch(StagedRules(matchStages: 1))
        #expect(rules.heard.map(\.event) == ["matched", "turnEnded"])
        #expect(rules.heard.allSatisfy { $0.stage == 0 && $0.earlierPoints == 0 })
    }
}
