/// Where the game puts the events of an action, each with the game as it is when the event
/// happens. Play collects them in an `[Event]`; the simulator hands them straight to its bots,
/// so a simulated move neither stores, copies nor destroys events (``Event`` owns strings in
/// ``Event/rulesFailed(_:)``, which made every stored event cost a value-witness copy and
/// destroy).
///
/// The game is lent in place for each event (see ``Strategy/observe(_:at:)``): the engine tells
/// of events in the middle of a move, where a game passed by value was copied whole.
protocol EventSink {
    mutating func append(_ event: Event, at game: UnsafePointer<Game>)
}

extension EventSink {
    /// Appends `event` with `game` lent in place: the engine's way of telling of an event.
    @inline(__always)
    mutating func append(_ event: Event, in game: inout Game) {
        append(event, at: &game)
    }
}

extension Array: EventSink where Element == Event {
    mutating func append(_ event: Event, at game: UnsafePointer<Game>) {
        append(event)
    }
}
