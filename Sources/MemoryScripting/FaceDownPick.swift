import CLua
import CLuaBridge
import MemoryEngine

/// `board:pick(n)` (API 1) and `game:pick(n)` (API 2): `n` different face-down cards drawn at
/// random from the script's seeded source (the one `math.random` uses), returned as positions
/// (1-based), one result each, in the order drawn; fewer when fewer are face down.
///
/// It reads the board in place, without building a list in Lua: a variant that moves or reveals
/// a random card (shuffle, a bomb that goes back somewhere else) asks for what it needs instead
/// of a list of every face-down card.
///
/// Each pick is uniform over the face-down cards not picked yet. It first draws a few places
/// over the whole board and keeps the first that qualifies (most cards are face down for most
/// of a game, so this rarely reads more than two cards); when none does, it counts the cards
/// that qualify and draws among them. Both ways are uniform, and both are decided by the seeded
/// source alone, so a game replays exactly.
enum FaceDownPick {
    /// Places drawn over the whole board before counting.
    private static let blindDraws = 4
    /// Up to this many picks are remembered in a list searched in turn (the usual one or two
    /// picks then need no map of the whole board, which had to be cleared at every call); more,
    /// in a map of the board.
    private static let listedPicks = 8

    /// Pushes the picks for `cards` (argument 2 is `n`, default 1); returns the number of results,
    /// or raises naming `what`.
    static func push(_ L: OpaquePointer?, vm: LuaVM, game: UnsafePointer<Game>, what: String) -> Int32 {
        let wanted: Int64
        if lua_type(L, 2) <= LUA_TNIL {
            wanted = 1
        } else {
            var ok: Int32 = 0
            wanted = lua_tointegerx(L, 2, &ok)
            guard ok != 0, lua_type(L, 2) == LUA_TNUMBER, wanted >= 0 else {
                return SandboxPrelude.raise(L, "\(what)(n): n is a whole number of cards, 0 or more, not \(vm.describe(at: 2))")
            }
        }
        // The board borrowed as a span (a buffer pointer from the lent game's array was kept
        // alive by a reference count, as Lua calls below could for all the compiler knew free it).
        let cards = game.pointee.cards.span
        let count = Int(min(Int64(cards.count), wanted))
        guard lua_checkstack(L, Int32(count) + 1) != 0 else { return SandboxPrelude.raise(L, "\(what): stack overflow") }
        // Pushes each pick; `taken` says whether a card was picked, `take` records one.
        func pushPicks(taken: (Int) -> Bool, take: (_ card: Int, _ found: Int) -> Void) -> Int32 {
            var found = 0
            while found < count, let card = pick(cards, excluding: taken, &vm.random) {
                take(card, found)
                found += 1
                lua_pushinteger(L, lua_Integer(card + 1))
            }
            return Int32(found)
        }
        if count <= listedPicks {
            return withUnsafeTemporaryAllocation(of: Int.self, capacity: max(count, 1)) { picked in
                var listed = 0
                return pushPicks(taken: { picked[..<listed].contains($0) }, take: { picked[$1] = $0; listed = $1 + 1 })
            }
        }
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: max(cards.count, 1)) { taken in
            taken.initialize(repeating: false)
            return pushPicks(taken: { taken[$0] }, take: { card, _ in taken[card] = true })
        }
    }

    /// One face-down card of `cards` not `taken`, uniformly, or nil when none is left.
    @inline(__always)
    private static func pick(_ cards: Span<Card>, excluding taken: (Int) -> Bool,
                             _ random: inout SeededRandom) -> Int? {
        func qualifies(_ i: Int) -> Bool { cards[i].state == .faceDown && !taken(i) }
        for _ in 0..<blindDraws {
            let i = random.below(cards.count)
            if qualifies(i) { return i }
        }
        var left = 0
        for i in cards.indices where qualifies(i) { left += 1 }
        guard left > 0 else { return nil }
        var rank = random.below(left)
        for i in cards.indices where qualifies(i) {
            if rank == 0 { return i }
            rank -= 1
        }
        return nil
    }
}
