import Testing
@testable import MemoryEngine

/// A script's neutral end (`game:finish`): a game played to its end, neither won nor lost; and
/// what scripts carry (`game:carry`), refereed against the campaign's names.
@Suite struct FinishAndCarryTests {
    /// Rules that ask for `onMismatch` at every mismatch, `onMatch` at every match and `onEnd`
    /// once the game is over.
    struct Asking: Rules {
        var onMatch: [Request.Kind] = []
        var onMismatch: [Request.Kind] = []
        var onEnd: [Request.Kind] = []
        var reactions: Reactions { [.scoring, .ended] }
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
            let kinds: [Request.Kind]
            switch event {
            case .matched: kinds = onMatch
            case .mismatched: kinds = onMismatch
            case .ended: kinds = onEnd
            default: kinds = []
            }
            return Reaction(points: event == .matched ? 1 : 0, requests: kinds.map { Request($0, path: "x.lua", line: 4) })
        }
    }

    /// A two-player game of three pairs (a b c a b c) begun with `rules`, what `carried` into it.
    static func game(_ rules: Asking, carried: [String: CarriedNumber]? = nil) throws -> (Game, any Rules) {
        var config = GameConfig(size: .groups(3), players: 2)
        config.carried = carried
        var game = try Game(config: config, deck: Deck(faces: letters(3)), layout: [0, 1, 2, 0, 1, 2], seed: 1)
        var any: any Rules = rules
        var events: [Event] = []
        game.begin(rules: &any, events: &events)
        return (game, any)
    }

    @Test func finishEndsAGamePlayedToItsEndWithTheUsualWinners() throws {
        var (game, rules) = try Self.game(Asking(onMismatch: [.finish(reason: "Missed")]))
        var events: [Event] = []
        try game.apply(.turn(0), at: 1, rules: &rules, events: &events)
        try game.apply(.turn(3), at: 2, rules: &rules, events: &events)
        try game.apply(.turn(1), at: 3, rules: &rules, events: &events)
        try game.apply(.turn(2), at: 4, rules: &rules, events: &events)
        #expect(game.phase == .over(.ended("Missed")))
        #expect(events.contains(.gameOver(.ended("Missed"))))
        #expect(game.overReason.isFinished && game.overReason.kind == "ended" && game.overReason.text == "Missed")
        #expect(game.winners == [0], "the player with the most points")
        #expect(GameOverReason(kind: "ended", scriptReason: "Missed") == .ended("Missed"))
        #expect(GameOverReason.ended("").text == "Game over")
    }

    @Test func aCarryAddsToWhatTheCampaignCarriedInAndCountsOnceTheGameIsOver() throws {
        var (game, rules) = try Self.game(Asking(onMatch: [.carry(name: "lives", by: 2)], onEnd: [.carry(name: "mult", by: 1)]),
                                          carried: ["lives": 1, "mult": 0])
        #expect(game.carried("lives") == 1)
        var events: [Event] = []
        for (t, card) in [0, 3, 1, 4, 2, 5].enumerated() { try game.apply(.turn(card), at: Double(t + 1), rules: &rules, events: &events) }
        #expect(game.isOver)
        #expect(game.scripted.carries == ["lives": 6, "mult": 1])
        #expect(game.carried("lives") == 7 && game.carried("mult") == 1 && game.carried("other") == 0)
        #expect(!events.contains { if case .rulesFailed = $0 { true } else { false } })
    }

    @Test func aCampaignsGameCarriesOnlyItsNames() throws {
        var (game, rules) = try Self.game(Asking(onMatch: [.carry(name: "gold", by: 1)]), carried: ["lives": 0, "mult": 0])
        var events: [Event] = []
        try game.apply(.turn(0), at: 1, rules: &rules, events: &events)
        try game.apply(.turn(3), at: 2, rules: &rules, events: &events)
        #expect(game.scripted.carries.isEmpty)
        let failure = events.compactMap { if case let .rulesFailed(f) = $0 { f } else { nil } }.first
        #expect(failure?.detail.contains(#"carry "gold": the campaign carries lives, mult"#) == true, "\(String(describing: failure))")
        #expect(failure?.line == 4)
    }

    @Test func outsideACampaignAnyNameIsCarried() throws {
        var (game, rules) = try Self.game(Asking(onMatch: [.carry(name: "gold", by: 3)]))
        var events: [Event] = []
        try game.apply(.turn(0), at: 1, rules: &rules, events: &events)
        try game.apply(.turn(3), at: 2, rules: &rules, events: &events)
        #expect(game.carried("gold") == 3)
    }
}
