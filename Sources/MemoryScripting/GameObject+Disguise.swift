import CLua
import CLuaBridge
import MemoryEngine

extension GameObject {
    /// `game:disguise(cards, as)`: the cards show the face of the card at place `as` whenever
    /// they are on show, until disguised again; `game:disguise(cards)` (or `as` nil) gives them
    /// their own faces back (see ``Request/Kind/disguise(_:as:)``).
    static let disguise: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        let count = game.pointee.cards.count
        guard let list = cardList(L, 2, game, "game:disguise") else {
            return SandboxPrelude.raise(L, "game:disguise(cards, as) takes a list of card indices from 1 to \(count)")
        }
        if lua_type(L, 3) <= LUA_TNIL { return request(L, .disguise(list, as: nil)) }
        guard let source = cardIndex(L, 3, game, "game:disguise") else {
            return SandboxPrelude.raise(L, "game:disguise(cards, as): as is the card (1 to \(count)) whose face they show, or nil for their own, not \(LuaVM.owner(of: L).describe(at: 3))")
        }
        return request(L, .disguise(list, as: source))
    }
}
