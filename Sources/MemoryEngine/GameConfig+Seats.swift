extension GameConfig {
    /// How many seats a game of `people` at the keyboard is dealt with when its scripts seat
    /// `declared` (a variant's `players`, else 1): with a computer opponent, the people and then
    /// computer players in every seat left, at least one (a duel's second seat, teams' three);
    /// without one, the larger of the two counts, all people. Play, resume, the lobby,
    /// `memory simulate` and `memory check`'s campaign levels all seat players this way.
    public static func seats(people: Int, computer: Bool, declared: Int) -> Int {
        computer ? max(declared, people + 1) : max(declared, people)
    }

    /// The first computer seat (0-based) of a game of `seats` seats dealt for `people` at the
    /// keyboard with a computer opponent, or nil without one: the people sit first and computer
    /// players take every seat after theirs, at least the last one (see
    /// ``seats(people:computer:declared:)``). Play, `memory simulate` and Lua tests all seat
    /// the computer this way.
    public static func firstComputer(people: Int, seats: Int, computer: Bool) -> Int? {
        computer ? min(people, seats - 1) : nil
    }

    /// What play calls seat `i` (0-based) of `seats` when the seats from `firstComputer` on are
    /// computer players: "CPU" for the only one, "CPU3" (by seat) when there are several; the
    /// people "P1", "P2", …. (The screen may call the one person against the computer by name.)
    public static func seatName(_ i: Int, seats: Int, firstComputer: Int?) -> String {
        if let firstComputer, i >= firstComputer { return seats - firstComputer == 1 ? "CPU" : "CPU\(i + 1)" }
        return "P\(i + 1)"
    }
}
