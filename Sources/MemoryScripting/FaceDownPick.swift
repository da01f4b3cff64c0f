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
/// of a game, so this rarely reads more than two cards); when none does, it draws among the
/// cards that qualify, in board order. Both ways are uniform, and both are decided by the seeded
/// source alone, so a game replays exactly.
///
/// The cards that qualify are listed once per call, the first time the blind draws fail, in one
/// pass with no branch on a card's state: late in a game, when few cards are face down and the
/// blind draws fail most often, a scan that branched on every card (once to count, once to find
/// the drawn one) mispredicted at every face-down card and cost more than the rest of the call.
enum FaceDownPick {
    /// Places drawn over the whole board before listing.
    private static let blindDraws = 4
    /// Up to this many picks are only remembered in a list searched in turn (the usual one or
    /// two picks then need no map of the whole board, which had to be cleared at every call);
    /// more, in a map of the board as well.
    private static let listedPicks = 8

    /// Pushes the picks for `cards` (argument 2 is `n`, default 1), never one of `excluded`
    /// and only cards `admits` says yes to, if given; returns the number of results, or raises
    /// naming `what`. `excluded` is optional rather than empty when there is none: an empty list
    /// was built and released at every call. Without `admits` the draws are those of every
    /// face-down card (saved games replay them).
    static func push(_ L: OpaquePointer?, vm: LuaVM, game: UnsafePointer<Game>, what: String, excluding excluded: [Int]? = nil,
                     admitting admits: ((Int) -> Bool)? = nil) -> Int32 {
        var wanted: Int64 = 1
        var ok: Int32 = 1
        if lua_isinteger(L, 2) != 0 {
            wanted = lua_tointegerx(L, 2, nil)
        } else if lua_type(L, 2) > LUA_TNIL {
            // A float with a whole value counts; a string does not.
            wanted = lua_tointegerx(L, 2, &ok)
            if lua_type(L, 2) != LUA_TNUMBER { ok = 0 }
        }
        guard ok != 0, wanted >= 0 else {
            return SandboxPrelude.raise(L, "\(what)(n): n is a whole number of cards, 0 or more, not \(vm.describe(at: 2))")
        }
        // The board borrowed as a span (a buffer pointer from the lent game's array was kept
        // alive by a reference count, as Lua calls below could for all the compiler knew free it).
        let cards = game.pointee.cards.span
        let count = Int(min(Int64(cards.count), wanted))
        // A C function has LUA_MINSTACK free slots without asking.
        guard count < LUA_MINSTACK || lua_checkstack(L, Int32(count) + 1) != 0 else {
            return SandboxPrelude.raise(L, "\(what): stack overflow")
        }
        // One allocation holds the qualifying cards (listed when first needed) and the picks.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: cards.count + count + 1) { space in
            let qualifying = UnsafeMutableBufferPointer(rebasing: space[..<cards.count])
            let picked = UnsafeMutableBufferPointer(rebasing: space[cards.count...])
            // Pushes the picks; returns how many.
            func draw(_ taken: inout Picks) -> Int32 {
                var listed: Int? = nil   // how many of `qualifying` are in use, once listed
                while taken.count < count {
                    var card: Int? = nil
                    for _ in 0..<blindDraws {
                        let i = vm.random.below(cards.count)
                        if cards[i].state == .faceDown && !taken.contains(i) && !(excluded?.contains(i) ?? false) && admits?(i) != false {
                            card = i
                            break
                        }
                    }
                    if card == nil {
                        let left = listed ?? list(cards, excluding: taken, and: excluded, admitting: admits, into: qualifying)
                        guard left > 0 else { break }
                        card = qualifying[vm.random.below(left)]
                        listed = left
                    }
                    guard let card else { break }
                    taken.add(card)
                    if let left = listed, taken.count < count { listed = remove(card, from: qualifying, count: left) }
                    lua_pushinteger(L, lua_Integer(card + 1))
                }
                return Int32(taken.count)
            }
            guard count > listedPicks else {
                var taken = Picks(list: picked, map: nil)
                return draw(&taken)
            }
            return withUnsafeTemporaryAllocation(of: Bool.self, capacity: cards.count) { map in
                map.initialize(repeating: false)
                var taken = Picks(list: picked, map: map)
                return draw(&taken)
            }
        }
    }

    /// The cards picked so far in one call: a list searched in turn, and for many picks a map of
    /// the board as well.
    private struct Picks {
        let list: UnsafeMutableBufferPointer<Int>
        let map: UnsafeMutableBufferPointer<Bool>?
        private(set) var count = 0

        init(list: UnsafeMutableBufferPointer<Int>, map: UnsafeMutableBufferPointer<Bool>?) {
            self.list = list
            self.map = map
        }

        @inline(__always)
        func contains(_ card: Int) -> Bool {
            if let map { return map[card] }
            for k in 0..<count where list[k] == card { return true }
            return false
        }

        @inline(__always)
        mutating func add(_ card: Int) {
            list[count] = card
            map?[card] = true
            count += 1
        }
    }

    /// Writes the positions of the face-down cards of `cards` neither `taken` nor `excluded` into
    /// `list`, in board order; returns how many. Every card is written and the count moves only
    /// for a face-down one, so the pass does not branch on the board.
    private static func list(_ cards: Span<Card>, excluding taken: Picks, and excluded: [Int]?, admitting admits: ((Int) -> Bool)?,
                             into list: UnsafeMutableBufferPointer<Int>) -> Int {
        var n = 0
        for i in cards.indices {
            list[n] = i
            // A Bool's bits as a number: the compiler made the ternary a branch again.
            n &+= Int(unsafeBitCast(cards[i].state == .faceDown, to: UInt8.self))
        }
        // The few cards already picked in this call (or excluded) are dropped afterwards.
        guard taken.count > 0 || excluded != nil || admits != nil else { return n }
        var kept = 0
        for k in 0..<n where !taken.contains(list[k]) && !(excluded?.contains(list[k]) ?? false) && admits?(list[k]) != false {
            list[kept] = list[k]
            kept += 1
        }
        return kept
    }

    /// Removes `card` from the first `count` places of `list`, keeping the order; returns the
    /// new count.
    private static func remove(_ card: Int, from list: UnsafeMutableBufferPointer<Int>, count: Int) -> Int {
        guard let at = list[..<count].firstIndex(of: card) else { return count }
        for k in at..<(count - 1) { list[k] = list[k + 1] }
        return count - 1
    }
}
