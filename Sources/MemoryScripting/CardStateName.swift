import MemoryEngine

extension UnsafePointer where Pointee == Game {
    /// Card `i`'s state as scripts name it: "down", "shown" (face down but revealed now, to
    /// everyone or to one player), "up", "matched" or "removed" (through the lent game: see the
    /// engine's `LentGame.swift`).
    func scriptStateName(ofCard i: Int) -> String {
        switch pointee.cards[i].state {
        case .faceDown: return isFaceVisible(i) || privateLook(at: i) != nil ? "shown" : "down"
        case .faceUp: return "up"
        case .matched: return "matched"
        case .removed: return "removed"
        }
    }
}
