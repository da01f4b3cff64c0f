/// One of the engine's players chosen at run time, for simulations whose seats play different
/// strategies (people against a computer opponent). A simulation whose seats all play alike
/// uses the concrete strategy type instead, so its loop stays specialised.
enum SeatStrategy: Strategy {
    case random(RandomStrategy)
    case memory(MemoryStrategy)
    case watchful(WatchfulStrategy)
    /// Held only while a player is taken out to be used, so that its storage is not shared
    /// (a shared one would be copied at its next change).
    case vacant

    /// A player of `kind`, one that follows what scripts do to the board when they react to play.
    init(_ kind: StrategyKind, reactions: Reactions) {
        switch kind {
        case .random: self = .random(RandomStrategy())
        case .perfect: self = reactions.isEmpty ? .memory(MemoryStrategy(forgetting: 0)) : .watchful(WatchfulStrategy(forgetting: 0))
        case let .forgetful(p): self = reactions.isEmpty ? .memory(MemoryStrategy(forgetting: p, followsMoves: false)) : .watchful(WatchfulStrategy(forgetting: p, followsMoves: false))
        }
    }

    var skill: Double {
        switch self {
        case let .random(s): s.skill
        case let .memory(s): s.skill
        case let .watchful(s): s.skill
        case .vacant: 1
        }
    }

    func remembers(_ card: Int) -> Bool {
        switch self {
        case let .random(s): s.remembers(card)
        case let .memory(s): s.remembers(card)
        case let .watchful(s): s.remembers(card)
        case .vacant: false
        }
    }

    mutating func reset(at game: UnsafePointer<Game>, random: inout SeededRandom) {
        switch self {
        case var .random(s): self = .vacant; s.reset(at: game, random: &random); self = .random(s)
        case var .memory(s): self = .vacant; s.reset(at: game, random: &random); self = .memory(s)
        case var .watchful(s): self = .vacant; s.reset(at: game, random: &random); self = .watchful(s)
        case .vacant: break
        }
    }

    mutating func observe(_ event: Event, at game: UnsafePointer<Game>) {
        switch self {
        case var .random(s): self = .vacant; s.observe(event, at: game); self = .random(s)
        case var .memory(s): self = .vacant; s.observe(event, at: game); self = .memory(s)
        case var .watchful(s): self = .vacant; s.observe(event, at: game); self = .watchful(s)
        case .vacant: break
        }
    }

    mutating func chooseCard(at game: UnsafePointer<Game>, random: inout SeededRandom) -> Int {
        let card: Int
        switch self {
        case var .random(s): self = .vacant; card = s.chooseCard(at: game, random: &random); self = .random(s)
        case var .memory(s): self = .vacant; card = s.chooseCard(at: game, random: &random); self = .memory(s)
        case var .watchful(s): self = .vacant; card = s.chooseCard(at: game, random: &random); self = .watchful(s)
        case .vacant: preconditionFailure("a vacant seat was asked for a card")
        }
        return card
    }
}
