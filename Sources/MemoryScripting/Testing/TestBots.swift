import MemoryEngine

/// The computer players a test seats (`game { bot = "perfect" }`): the engine's
/// ``ComputerPlayers``, made and told of play as the game screen's are, so that `g:play_bots()`
/// plays as a computer opponent in play would, with the seats' names and the pace of their
/// actions.
struct TestBots {
    var players: ComputerPlayers
    /// What the game calls each seat, in seat order (a refusal names the computer by it).
    let names: [String]
    /// When a computer player may use an action (see ``BotActionPace``).
    var pace = BotActionPace()
}
