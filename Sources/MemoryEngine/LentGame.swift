/// Questions about one card asked through a pointer to a game, the way the engine lends its game
/// to its players and to the scripts' host functions. Each reads only the fields it needs: a
/// method called on `game.pointee` was given a copy of the whole game (the compiler cannot know
/// that the game pointed to stays the same during the call), 352 bytes and, for some, a retain
/// and a release of each of its arrays, at every call. The ``Game`` methods of the same names
/// ask these (inlined into them, so that they too read fields, not a copy).
extension UnsafePointer where Pointee == Game {
    /// ``Game/isFaceVisible(_:)``: whether every player can see card `i`'s face now (not a
    /// card revealed to one player alone).
    @inline(__always)
    public func isFaceVisible(_ i: Int) -> Bool {
        if pointee.stage == .peeking { return true }
        if let shown = pointee.scripted.shown, shown.to == nil, shown.cards.contains(i) { return true }
        let state = pointee.cards[i].state
        return state != .faceDown && state != .removed
    }

    /// ``Game/isFaceVisible(_:to:)``: whether `player` can see card `i`'s face now: as everyone
    /// can, or revealed to them alone.
    public func isFaceVisible(_ i: Int, to player: Int) -> Bool {
        if let shown = pointee.scripted.shown, shown.to == player, shown.cards.contains(i) { return true }
        return isFaceVisible(i)
    }

    /// ``Game/privateLook(at:)``: the player to whom card `i` is revealed alone now, if it is.
    public func privateLook(at i: Int) -> Int? {
        guard let shown = pointee.scripted.shown, let to = shown.to, shown.cards.contains(i) else { return nil }
        return to
    }

    /// ``Game/isFrozen(_:)``: whether a script froze card `i` (it cannot be turned now).
    @inline(__always)
    public func isFrozen(_ i: Int) -> Bool {
        pointee.scripted.frozenCount > 0 && pointee.scripted.frozenUntil[i] != 0
    }

    /// ``Game/frost(of:)``: how frozen card `i` is.
    public func frost(of i: Int) -> Game.Frost {
        guard isFrozen(i) else { return .none }
        let until = pointee.scripted.frozenUntil[i]
        return .frozen(turnsLeft: until >= ScriptedPlay.thawsAtNextCard ? nil : until - pointee.scripted.turnEnds)
    }

    /// ``Game/frozenReason(of:)``: the reason given for card `i`'s freeze, if any.
    public func frozenReason(of i: Int) -> String? {
        pointee.scripted.frozenWhy.isEmpty || !isFrozen(i) ? nil : pointee.scripted.frozenWhy[i]
    }

    /// ``Game/isTurnable(_:)``: face down and not frozen (what computer players choose from).
    @inline(__always)
    public func isTurnable(_ i: Int) -> Bool {
        pointee.cards[i].state == .faceDown && !isFrozen(i)
    }

    /// ``Game/mark(of:)``: the mark on `card`, if a script put one there.
    public func mark(of card: Int) -> String? {
        pointee.scripted.marks.isEmpty ? nil : pointee.scripted.marks[card]
    }

    /// ``Game/timesShown(_:)``: turned face up, revealed by a script to everyone or to the
    /// player whose turn it is alone, or in the opening peek.
    @inline(__always)
    public func timesShown(_ card: Int) -> Int {
        let reveals = pointee.scripted.revealCounts.isEmpty ? 0 : Int(pointee.scripted.revealCounts[card])
        let looks = pointee.scripted.privateRevealCounts.isEmpty ? 0
            : Int(pointee.scripted.privateRevealCounts[pointee.currentPlayer * pointee.cards.count + card])
        // A card dealt from the stock (numbered past the board) came after the peek.
        let peeked = pointee.config.peek > 0 && pointee.cards[card].dealtAt < pointee.cards.count
        return pointee.cards[card].timesTurned + reveals + looks + (peeked ? 1 : 0)
    }
}
