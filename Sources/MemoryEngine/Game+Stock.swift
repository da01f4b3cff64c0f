/// The stock: groups dealt with the board but held off it (``GameConfig/stock``), which scripts
/// bring onto found or empty places one group at a time (``Request/Kind/deal(_:)``).
///
/// A card dealt from the stock is a new card in play: face down, never turned nor revealed,
/// unmarked, undisguised and not frozen, numbered past the board (``Card/dealtAt``), so that
/// ``groupsLeft`` counts its group and the game does not end while it is to be found. The found
/// card it replaces stays found (kept with the found cards taken off the board).
extension Game {
    /// Why `deal(places)` is refused, or nil: the stock has a group left, no script is revealing
    /// cards (a hold is no matter: nothing is on show), and the places are as many as a group has, different, and each found or empty.
    func dealProblem(_ places: [Int]) -> String? {
        guard groupsInStock > 0 else {
            return config.stock == 0 ? "deal: this game has no stock (declare one in the variant: stock = 6)"
                : "deal: the stock is empty (all \(config.stock) of its groups are dealt; game:stock() says how many are left)"
        }
        guard scripted.shown?.isHold ?? true else { return "deal: cards are being revealed; deal when the reveal is over" }
        guard places.count == config.group else {
            return "deal: give \(config.group) places, one for each card of the stock's group, not \(places.count)"
        }
        return cardListProblem(places, verb: "deal", allowing: [.matched, .removed],
                               rule: "the stock is dealt only onto found cards' places and empty ones")
    }

    /// Puts the stock's next group onto `places` (checked by ``dealProblem(_:)``), in order, and
    /// tells of it.
    mutating func dealFromStock<Sink: EventSink>(onto places: [Int], events: inout Sink) {
        let first = scripted.stockDealt * config.group
        for (n, place) in places.enumerated() {
            if cards[place].state == .matched { scripted.foundRemoved.append(cards[place]) }
            cards[place] = stock[first + n]
            forgetScriptedState(of: place)
        }
        scripted.stockDealt += 1
        events.append(.dealt(places), in: &self)
    }

    /// Clears what scripts kept of the card that was at `place` (a found card or an empty place,
    /// so never frozen): its mark, its disguise, the times it was revealed.
    private mutating func forgetScriptedState(of place: Int) {
        if !scripted.marks.isEmpty { scripted.marks[place] = nil }
        if !scripted.disguises.isEmpty { scripted.disguises[place] = nil }
        if !scripted.revealCounts.isEmpty { scripted.revealCounts[place] = 0 }
        if !scripted.privateRevealCounts.isEmpty {
            for start in stride(from: 0, to: scripted.privateRevealCounts.count, by: cards.count) {
                scripted.privateRevealCounts[start + place] = 0
            }
        }
    }
}
