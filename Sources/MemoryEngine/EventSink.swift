/// Where the game puts the events of an action, each with the game as it is when the event
/// happens. Play collects them in an `[Event]`; the simulator hands them straight to its bots,
/// so a simulated move neither stores, copies nor destroys events (``Event`` owns strings in
/// ``Event/rulesFailed(_:)``, which made every stored event cost a value-witness copy and
/// destroy).
protocol EventSink {
    mutating func append(_ event: Event, in game: borrowing Game)
}

extension Array: EventSink where Element == Event {
    mutating func append(_ event: Event, in game: borrowing Game) {
        append(event)
    }
}
