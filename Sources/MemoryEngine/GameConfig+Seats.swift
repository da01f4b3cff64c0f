extension GameConfig {
    /// How many seats a game of `people` at the keyboard is dealt with when its scripts seat
    /// `declared` (a variant's `players`, else 1): with a computer opponent, the people and then
    /// computer players in every seat left, at least one (a duel's second seat, teams' three);
    /// without one, the larger of the two counts, all people. Play, resume, the lobby,
    /// `memory simulate` and `memory check`'s campaign levels all seat players this way.
    public static func seats(people: Int, computer: Bool, declared: Int) -> Int {
        computer ? max(declared, people + 1) : max(declared, people)
    }
}
