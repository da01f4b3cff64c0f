/// Disguises (API 2): a card that shows another card's face while it is on show, so that a
/// player may take it for what it is not (a ghost). The engine still matches cards by their own
/// faces (or the `match` hook by them); what players and computer players see is the disguise.
public struct Disguise: Sendable, Hashable {
    /// The face shown (an index into ``Game/faces``) and its key (into ``Game/keys``).
    public var face: Int32
    public var key: Int32
}

extension Game {
    /// Why `disguise(list, as: source)` is refused, or nil: the cards are different cards on the
    /// board, face down or face up (a disguise is taken off any card still on the board), and
    /// `source` is a card of the board.
    func disguiseProblem(_ list: [Int], as source: Int?) -> String? {
        let allowed: [CardState] = source == nil ? [.faceDown, .faceUp, .matched] : [.faceDown, .faceUp]
        if let problem = cardListProblem(list, verb: "disguise", allowing: allowed,
                                         rule: "only cards still in play (face down or up) can be disguised") {
            return problem
        }
        if let source, !cards.indices.contains(source) {
            return "disguise: no card \(source + 1) to take the face of (cards are 1 to \(cards.count))"
        }
        return nil
    }

    /// Disguises the cards of `list` with the face of the card at `source` (nil: takes their
    /// disguises off), and tells of it.
    mutating func disguise<Sink: EventSink>(_ list: [Int], as source: Int?, events: inout Sink) {
        let disguise = source.map { Disguise(face: cards[$0].face32, key: cards[$0].key32) }
        if scripted.disguises.isEmpty {
            if disguise == nil { return events.append(.disguised(list, face: nil), in: &self) }
            scripted.disguises = Array(repeating: nil, count: cards.count)
        }
        for c in list { scripted.disguises[c] = disguise }
        events.append(.disguised(list, face: disguise.map { Int($0.face) }), in: &self)
    }

    /// The face card `i` shows when it is on show: its disguise's, if it wears one and is not
    /// found, else its own (an index into ``faces``).
    public func shownFace(_ i: Int) -> Int { withUnsafePointer(to: self) { $0.shownFace(i) } }

    /// The disguise card `i` wears, if any (a found card wears none).
    public func disguise(of i: Int) -> Disguise? { withUnsafePointer(to: self) { $0.disguise(of: i) } }
}

extension UnsafePointer where Pointee == Game {
    /// ``Game/disguise(of:)``.
    @inline(__always)
    public func disguise(of i: Int) -> Disguise? {
        guard !pointee.scripted.disguises.isEmpty, pointee.cards[i].state != .matched else { return nil }
        return pointee.scripted.disguises[i]
    }

    /// ``Game/shownFace(_:)``.
    @inline(__always)
    public func shownFace(_ i: Int) -> Int {
        if let disguise = disguise(of: i) { return Int(disguise.face) }
        return pointee.cards[i].face
    }

    /// The key of the face card `i` shows (see ``Game/shownFace(_:)``): what a player takes it for.
    @inline(__always)
    public func shownKey(_ i: Int) -> Int {
        if let disguise = disguise(of: i) { return Int(disguise.key) }
        return pointee.cards[i].key
    }
}
