@testable import MemoryEngine

/// Faces "A", "B", … for tests.
func letters(_ n: Int) -> [Face] {
    (0..<n).map { Face(label: String(UnicodeScalar(UInt8(65 + $0 % 26))) + ($0 >= 26 ? String($0) : "")) }
}

/// Rules that fail or answer impossible values, to check the engine's refusal.
struct ScriptedRules: Rules {
    var matchAnswer: Result<Int, RuleFailure> = .success(1)
    var mismatchAnswer: Result<Int, RuleFailure> = .success(0)
    var changes: [BoardChange] = []
    func scoreMatch(_ turn: TurnContext) throws(RuleFailure) -> Int { try matchAnswer.get() }
    func scoreMismatch(_ turn: TurnContext) throws(RuleFailure) -> Int { try mismatchAnswer.get() }
    func boardChanges(afterMismatch turn: TurnContext, at game: UnsafePointer<Game>) -> [BoardChange] { changes }
}

/// Records the contexts the engine hands to the rules.
struct RecordingRules: Rules {
    var matches: [TurnContext] = []
    var mismatches: [TurnContext] = []
    mutating func scoreMatch(_ turn: TurnContext) -> Int { matches.append(turn); return 2 }
    mutating func scoreMismatch(_ turn: TurnContext) -> Int { mismatches.append(turn); return -1 }
}

extension Game {
    /// Indices of the cards with the same key as `card`, other than it.
    func partners(of card: Int) -> [Int] {
        cards.indices.filter { $0 != card && cards[$0].key == cards[card].key }
    }
    /// A card whose key differs from `card`'s.
    func stranger(to card: Int) -> Int {
        cards.indices.first { cards[$0].key != cards[card].key }!
    }
}
