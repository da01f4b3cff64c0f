import MemoryEngine

extension Game {
    /// Card `i`'s state as scripts name it: "down", "shown" (face down but revealed now), "up",
    /// "matched" or "removed".
    func scriptStateName(ofCard i: Int) -> String {
        switch cards[i].state {
        case .faceDown: return isFaceVisible(i) ? "shown" : "down"
        case .faceUp: return "up"
        case .matched: return "matched"
        case .removed: return "removed"
        }
    }
}
