import MemoryEngine

/// What a test keeps of the computer players it seats (`game { bot = "perfect" }`) beside the
/// engine's ``ComputerPlayers`` (made and told of play as the game screen's are, so that
/// `g:play_bots()` plays as a computer opponent in play would): the seats' names and the pace of
/// their actions.
struct TestBots {
    /// What the game calls each seat, in seat order (a refusal names the computer by it).
    let names: [String]
    /// When a computer player may use an action (see ``BotActionPace``).
    var pace = BotActionPace()
}
