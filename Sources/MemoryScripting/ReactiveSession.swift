import CLua
import CLuaBridge
import MemoryEngine

/// The `api = 2` side of a rules session: which hooks each event calls (the rules' first, then
/// each variant's in play order; an `api = 1` script's scoring hooks take part as they always
/// did, and so do `api = 1` variants' `on_mismatch` board hooks, whose swaps become requests),
/// the stages they make (see ``ReactionStages``), the game objects, the actions, and the calls
/// into the game object's chunk (see ``GameObject``).
struct ReactiveSession {
    /// A hook as the session calls it: pinned, with what it is given besides the event (see
    /// ``argument``).
    struct Bound {
        var pinned: PinnedHook
        /// The stack slot of what the hook is given besides the event, as `mb_call_hook` takes
        /// it: the game object's, negated (an `api = 2` hook: after the event), the board's (an
        /// `api = 1` variant's `on_mismatch`: before it), or 0 (an `api = 1` scoring hook).
        var argument: Int32
        /// The script whose `game.state` the hook may change (0: an `api = 1` hook, which has none).
        var script = 0
        /// The stage of its event it is called in (see ``ReactionStages``).
        var stage = 0

        /// Whether it may ask for changes (an `api = 2` hook that is called, or a board hook):
        /// each such hook is a stage of its own, applied before the next one is called.
        var asks: Bool { pinned.slot != 0 && (pinned.kind == .reactive || pinned.kind == .variantOnMismatch) }
    }

    /// An action with the script that declared it.
    struct BoundAction {
        var script: Int
        /// 1-based, in that script's `actions`.
        var index: Int
        var definition: ActionDefinition
        /// Its `run`, and its `bot` if it has one.
        var run: ChunkCall
        var bot: ChunkCall?
    }

    /// One kind of call into a script's game chunk (`api.call(kind, script, args…)`), described
    /// once when the session is made: its name in messages, where it is written, the watchdog's
    /// label and what it must answer. (Described at each call, its strings were built and its
    /// label looked up under the watchdog's lock every time: most of a `match` question's cost.)
    struct ChunkCall {
        let kind: String
        let script: Int
        let hook: String
        let path: String
        let line: Int
        let label: Int32
        var answer: HookAnswer = .points

        /// The failure of an answer the hook may not give, at its line.
        func badAnswer(_ detail: String) -> RuleFailure {
            RuleFailure(.badReturn, hook: hook, path: path, line: line > 0 ? line : nil, detail: detail)
        }
    }

    let reactions: Reactions
    /// The hooks each event calls, by the event's place in ``EventHookDeclaration/all``.
    private(set) var events: [[Bound]] = EventHookDeclaration.all.map { _ in [] }
    /// How many stages each event's hooks make.
    private(set) var stages = ReactionStages.single
    let actions: [BoundAction]
    /// The scripts (1: rules, 2…: the variants in play order, when they are `api = 2`) with their
    /// hooks and path.
    let scripts: [Int: (hooks: ReactiveHooks, path: String)]
    /// The number of scripts of the session, `api = 2` or not (the rules and every variant).
    let scriptCount: Int
    /// The hooks by ``PinnedHook/id``, for messages.
    private(set) var described: [(Hook, path: String)] = []
    /// `api.call` of the game object's chunk, pinned.
    let callSlot: Int32
    let apiRef: Int32
    /// The calls of timers, of the `match` hook (a variant's when the rules have one too: two
    /// variants may not both have one, see ``VariantStack``) and of the scripts' `status` hooks,
    /// in script order.
    let timerCall: ChunkCall
    let matchCall: ChunkCall?
    let statusCalls: [ChunkCall]
    /// The calls of the `bot_keys`, `bot_cards` and `bot_avoid` hooks (a variant's when the rules
    /// have one too).
    let botKeysCall: ChunkCall?
    let botCardsCall: ChunkCall?
    let botAvoidCall: ChunkCall?
    /// The call of the `winners` hook (a variant's when the rules have one too).
    let winnersCall: ChunkCall?
    /// The call of the `score_parts` hook (a variant's when the rules have one too).
    let scorePartsCall: ChunkCall?
    var faces: [Face] = []
    /// Registry references to the `game.state` of each script in the game in play, by script
    /// number (0: none).
    var stateRefs: [Int32]

    /// A session of `rules` and `variants` on `vm`: `api1Hooks` are the rules' `api = 1` scoring
    /// hooks by name, and `boardHooks` the `api = 1` variants' `on_mismatch` hooks (their ids
    /// the variants' places in the stack), given the board at stack slot `boardSlot`.
    init(vm: LuaVM, rules: RulesDefinition, variants: [VariantDefinition], api1Hooks: [String: PinnedHook],
         boardHooks: [PinnedHook], boardSlot: Int32) throws(ScriptError) {
        apiRef = try vm.runHostChunk(.game, register: GameObject.registerHostFunctions)
        callSlot = try ReactiveSession.pinField("call", of: apiRef, vm: vm)
        var scripts: [Int: (hooks: ReactiveHooks, path: String)] = [:]
        if let hooks = rules.reactive { scripts[1] = (hooks, rules.metadata.path) }
        for (i, variant) in variants.enumerated() {
            if let hooks = variant.reactive { scripts[i + 2] = (hooks, variant.metadata.path) }
        }
        self.scripts = scripts
        scriptCount = 1 + variants.count
        stateRefs = Array(repeating: 0, count: scriptCount + 1)
        var reactions: Reactions = [.scoring, .timer]
        var actions: [BoundAction] = []
        var boundHooks = 0
        for (e, name) in EventHookDeclaration.names.enumerated() {
            if rules.reactive == nil, let hook = api1Hooks[name], hook.slot != 0 || hook.constant != 0 {
                events[e].append(Bound(pinned: hook, argument: 0))
            }
        }
        for n in scripts.keys.sorted() {
            let (hooks, path) = scripts[n]!
            let game = try ReactiveSession.addGame(forScript: hooks.table, number: n, apiRef: apiRef, vm: vm)
            for (e, name) in EventHookDeclaration.names.enumerated() {
                guard let hook = hooks.events[name] else { continue }
                // A hook that only returns a constant can make no request: its points are kept
                // instead of calling it, and one that does nothing at all is not bound (the
                // engine then skips an event nothing else reacts to).
                var pinned = try PinnedHook.pin(hook, as: .reactive, in: vm, foldConstant: true)
                if pinned.slot == 0 && pinned.constant == 0 { continue }
                pinned.id = described.count
                boundHooks += 1
                described.append((hook, path))
                events[e].append(Bound(pinned: pinned, argument: -game, script: n))
            }
            for call in CallHookDeclaration.all {
                guard let bit = call.reaction else { continue }
                let given = call.place == .script ? hooks.calls[call.name] != nil
                    : hooks.actions.contains { $0.calls[call.name] != nil }
                if given { reactions.insert(bit) }
            }
            if hooks.botKeysFirst { reactions.insert(.botKeysFirst) }
            for (i, action) in hooks.actions.enumerated() {
                let run = ChunkCall(kind: "action", script: n, hook: "actions[\(i + 1)].run", path: path, line: action.run.line,
                                    label: vm.label("\(path) (action)"), answer: .action)
                let bot = action.bot.map {
                    ChunkCall(kind: "bot", script: n, hook: "actions[\(i + 1)].bot", path: path, line: $0.line, label: vm.label("\(path) (bot)"),
                              answer: action.action.takesCard ? .card : .consent)
                }
                actions.append(BoundAction(script: n, index: i + 1, definition: action, run: run, bot: bot))
            }
        }
        if let e = EventHookDeclaration.index(calledBy: .mismatched) {
            for hook in boardHooks {
                let script = hook.id + 2
                let place = events[e].firstIndex { $0.script > script } ?? events[e].endIndex
                events[e].insert(Bound(pinned: hook, argument: boardSlot, script: script), at: place)
            }
        }
        for (e, hook) in EventHookDeclaration.all.enumerated() where !events[e].isEmpty {
            if let bit = hook.reaction { reactions.insert(bit) }
            stages.set(ReactiveSession.assignStages(&events[e]), for: hook.calledBy)
        }
        // Scripts whose hooks all do nothing (and decide no match, guide no bot, offer no action)
        // cannot act on the game: it is played as an API-1 game (any API-1 rules hooks score as
        // usual).
        if boundHooks == 0 && reactions.isDisjoint(with: Reactions.botGuides.union([.match, .winners])) && actions.isEmpty { reactions = [] }
        self.reactions = reactions
        self.actions = actions
        timerCall = ChunkCall(kind: "timer", script: 0, hook: "a timer", path: "a timer", line: 0, label: vm.label("a timer"))
        // The calls of a script-level hook, in the order of `scripts`.
        func calls(_ declaration: CallHookDeclaration, scripts order: [Int]) -> [ChunkCall] {
            order.compactMap { n -> ChunkCall? in
                guard let (hooks, path) = scripts[n], let hook = hooks.calls[declaration.name] else { return nil }
                return ChunkCall(kind: declaration.name, script: n, hook: declaration.name, path: path, line: hook.line,
                                 label: vm.label("\(path) (\(declaration.name))"), answer: declaration.answer)
            }
        }
        let order = Array(1...scriptCount)
        matchCall = calls(.match, scripts: order.reversed()).first
        // The engine asks `match` about many groups at once (every pair at the deal, the groups
        // left at the end check): those calls share one budget (see mb_begin_call).
        if let matchCall { vm.host.pointee.shared_label = matchCall.label }
        statusCalls = calls(.status, scripts: order)
        botKeysCall = calls(.botKeys, scripts: order.reversed()).first
        botCardsCall = calls(.botCards, scripts: order.reversed()).first
        botAvoidCall = calls(.botAvoid, scripts: order.reversed()).first
        winnersCall = calls(.winners, scripts: order.reversed()).first
        scorePartsCall = calls(.scoreParts, scripts: order.reversed()).first
        vm.actionKeys = actions.map { String($0.definition.action.key) }
        vm.scriptPaths = [rules.metadata.path] + variants.map(\.metadata.path)
    }

    /// Puts each hook of one event in its stage: a stage ends with each hook that may ask for
    /// changes, and the hooks that only give points (a constant, an `api = 1` scoring hook)
    /// join the stage of the next one that asks (the last stage, after the last). Returns the
    /// number of stages (1 when none asks).
    private static func assignStages(_ hooks: inout [Bound]) -> Int {
        let asking = hooks.indices.filter { hooks[$0].asks }
        var stage = 0
        for i in hooks.indices {
            hooks[i].stage = min(stage, max(asking.count - 1, 0))
            if hooks[i].asks { stage += 1 }
        }
        return max(asking.count, 1)
    }

    /// Pins field `name` of the table at registry `ref`.
    private static func pinField(_ name: String, of ref: Int32, vm: LuaVM) throws(ScriptError) -> Int32 {
        lua_rawgeti(vm.L, mb_registryindex(), lua_Integer(ref))
        lua_getfield(vm.L, -1, name)
        let field = vm.ref()
        mb_pop(vm.L, 1)
        let slot = mb_pin(vm.L, field)
        vm.unref(field)
        guard slot != 0 else { throw ScriptError(path: "memory", "could not pin the game object's \(name)") }
        return slot
    }

    /// Makes the game object of the script whose table is at registry `table`; returns its slot.
    private static func addGame(forScript table: Int32, number: Int, apiRef: Int32, vm: LuaVM) throws(ScriptError) -> Int32 {
        let L = vm.L
        lua_rawgeti(L, mb_registryindex(), lua_Integer(apiRef))
        lua_getfield(L, -1, "add")
        lua_rawgeti(L, mb_registryindex(), lua_Integer(table))
        lua_pushinteger(L, lua_Integer(number))
        guard mb_pcall(L, 2, 1, vm.label("the game object")) == LUA_OK else {
            throw vm.error(fromTopOf: LUA_ERRRUN, path: "game", hook: "setup")
        }
        let game = vm.ref()
        mb_pop(L, 1)
        let slot = mb_pin(L, game)
        vm.unref(game)
        guard slot != 0 else { throw ScriptError(path: "memory", "could not pin a game object (too many hooks)") }
        return slot
    }

    func describe(_ hook: PinnedHook) -> (Hook, path: String) { described[hook.id] }

    /// Stops calling a hook a sandbox limit stopped (see ``ScriptedRules``). Its stage stays,
    /// with the other hooks of the stage, or none.
    mutating func disable(_ hook: PinnedHook) {
        for e in events.indices {
            events[e].removeAll { $0.pinned.kind == hook.kind && $0.pinned.id == hook.id }
        }
    }
}

extension RulesSession {
    /// Every game starts with fresh script state and no timers, and the game object learns the
    /// deck's faces when they change.
    func prepareReactive(for game: Game) {
        let L = vm.L
        // A `bot` hook that failed is asked again in the next game, as every hook starts each game
        // afresh: a simulation's games then do not depend on which worker played the one before.
        if !failedBots.isEmpty { failedBots.removeAll() }
        pendingBotFailure = nil
        lua_rawgeti(L, mb_registryindex(), lua_Integer(reactive!.apiRef))
        // As in ``prepare(for:)``: the faces are compared one by one only when the array changes,
        // and kept even when equal, so that the next game of the same deck compares addresses.
        if !game.faces.isSameStorage(as: reactive!.faces) {
            let unchanged = game.faces == reactive!.faces
            reactive!.faces = game.faces
            if !unchanged {
                vm.faces = game.faces
                lua_getfield(L, -1, "set_faces")
                lua_pushinteger(L, lua_Integer(game.faces.count))
                if mb_pcall(L, 1, 0, vm.label("the deck's faces")) != LUA_OK { mb_pop(L, 1) }
            }
        }
        lua_getfield(L, -1, "new_game")
        let count = reactive!.scriptCount
        if mb_pcall(L, 0, Int32(count), vm.label("a new game")) == LUA_OK {
            // The states, the last script's on top, are kept where the check after each call finds them.
            for n in stride(from: count, through: 1, by: -1) {
                let ref = reactive!.stateRefs[n]
                if lua_type(L, -1) != LUA_TTABLE {
                    mb_pop(L, 1)
                } else if ref == 0 {
                    reactive!.stateRefs[n] = vm.ref()
                } else {
                    lua_rawseti(L, mb_registryindex(), lua_Integer(ref))
                }
            }
        } else {
            mb_pop(L, 1)
        }
        mb_pop(L, 1)
    }

    /// Checks that script `n`'s `game.state` is plain data (see ``PlainState``); a state that is
    /// not is emptied, so that the game goes on (and is saved) with plain data, and the refusal
    /// is answered.
    func refusedState(of n: Int) -> PlainState.Refusal? {
        let ref = reactive!.stateRefs[n]
        guard ref != 0 else { return nil }
        let L = vm.L
        lua_rawgeti(L, mb_registryindex(), lua_Integer(ref))
        defer { mb_pop(L, 1) }
        do throws(PlainState.Refusal) {
            try PlainState.check(L, at: lua_gettop(L))
            return nil
        } catch {
            PlainState.empty(L, at: lua_gettop(L))
            return error
        }
    }

    /// The failure of a hook of `path` (defined at `line`) that left a refused state.
    func stateFailure(_ refusal: PlainState.Refusal, hook: String, path: String, line: Int) -> RuleFailure {
        RuleFailure(.badState, hook: hook, path: path, line: line > 0 ? line : nil,
                    detail: "game.state refused after \(hook): \(refusal.text); the state was emptied")
    }

    /// The `game.state` of each `api = 2` script as its saved text (see ``PlainState/text(_:at:)``),
    /// by script (1: rules, 2…: the variants in play order).
    func stateTexts() -> [Int: String] {
        guard let reactive else { return [:] }
        var texts: [Int: String] = [:]
        for n in 1...reactive.scriptCount where reactive.stateRefs[n] != 0 {
            lua_rawgeti(vm.L, mb_registryindex(), lua_Integer(reactive.stateRefs[n]))
            texts[n] = PlainState.text(vm.L, at: lua_gettop(vm.L))
            mb_pop(vm.L, 1)
        }
        return texts
    }

    /// Calls the hooks of `stage` of `event` with `turn` and the game; the points they return,
    /// summed, and their requests (a board hook's swaps among them). A hook that fails adds
    /// nothing (neither points nor requests) and is reported; the other hooks' answers stand.
    func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage,
               at game: UnsafePointer<Game>) throws(RuleFailure) -> Reaction {
        try vm.showing(at: game) { () throws(RuleFailure) in
            var reaction = try reactShown(to: event, turn, stage: stage)
            if probesStatus { reaction.failures += statusAnswers().failures }
            return reaction
        }
    }

    private func reactShown(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage) throws(RuleFailure) -> Reaction {
        vm.requests.removeAll(keepingCapacity: true)
        // `e.points` counts the earlier stages' points; the reaction, this stage's.
        var points = stage.points
        var failures: [RuleFailure] = []
        switch event {
        case let .timer(id):
            points = try callGameChunk(reactive!.timerCall, [id])
        case let .action(i, card, row):
            let action = reactive!.actions[i]
            // An action that takes no card is told none, wherever the cursor was.
            let args = action.definition.action.takesCard ? [action.index, card + 1] + row.map { $0 + 1 } : [action.index]
            points = try callGameChunk(action.run, args)
            if let why = vm.declined { return Reaction(requests: vm.requests, declined: why) }
        default:
            guard let e = EventHookDeclaration.index(calledBy: event) else { break }
            let why = event.hideReasonText
            for bound in reactive!.events[e] where bound.stage == stage.index {
                if bound.pinned.slot == 0 {
                    points += bound.pinned.constant
                    continue
                }
                if bound.argument > 0 {
                    if let failure = callBoardHook(bound, turn) { failures.append(failure) }
                    continue
                }
                var result: Int64 = 0
                let asked = vm.requests.count
                fill(turn, points: points, why: why)
                let status = mb_call_hook(vm.host, bound.pinned.slot, bound.argument, bound.pinned.label,
                                          bound.pinned.readsEvent ? 1 : 0, &result)
                guard status == 0 else {
                    failures.append(failure(status, bound.pinned))
                    vm.requests.removeSubrange(asked...)
                    continue
                }
                if let refusal = refusedState(of: bound.script) {
                    let (hook, path) = reactive!.describe(bound.pinned)
                    failures.append(stateFailure(refusal, hook: hook.name, path: path, line: hook.line))
                    vm.requests.removeSubrange(asked...)
                    continue
                }
                guard Game.pointsRange.contains(Int(result)) else {
                    failures.append(outOfRange(result, bound.pinned))
                    vm.requests.removeSubrange(asked...)
                    continue
                }
                points += Int(result)
            }
        }
        return Reaction(points: points - stage.points, requests: vm.requests, failures: failures)
    }

    /// Calls an `api = 1` variant's `on_mismatch` hook in its stage: its swaps become requests
    /// at the hook's line, applied as every request is. A failing hook asks for nothing.
    private func callBoardHook(_ bound: ReactiveSession.Bound, _ turn: TurnContext) -> RuleFailure? {
        vm.clearBoardChanges()
        if bound.pinned.readsEvent { fill(turn) }
        let status = mb_call_hook(vm.host, bound.pinned.slot, bound.argument, bound.pinned.label,
                                  bound.pinned.readsEvent ? 1 : 0, nil)
        guard status == 0 else { return failure(status, bound.pinned) }
        let variant = variants[bound.pinned.id]
        let line = variant.onMismatch.map(\.line) ?? 0
        for case let .swap(a, b) in vm.boardChanges {
            vm.requests.append(Request(.swap(a, b), path: variant.metadata.path, line: line > 0 ? line : nil))
        }
        return nil
    }

    /// The `match` hook's answer (a variant's when the rules have one too).
    func match(faces: [Int], at game: UnsafePointer<Game>) throws(RuleFailure) -> Bool {
        guard let call = reactive!.matchCall else { return false }
        // It may draw from the game's source (a suit made wild for one game): its draws stand.
        return try readingOnly("match", keepingRandom: false) { () throws(RuleFailure) in
            try vm.showing(at: game) { () throws(RuleFailure) in try callGameChunk(call, faces.map { $0 + 1 }) != 0 }
        }
    }

    /// The first action with charges left whose `bot` hook names a card to use it on now (or
    /// answers true, for an action that takes no card: its card is then nil), for a computer
    /// player of `skill` (`game:skill()` in the hook). A bot hook that fails, or names a card the
    /// board does not have, is not asked again this game (it is asked at every computer turn:
    /// its failure would fill the status line and a simulation's report), and the next actions'
    /// hooks are asked; its failure, at its line, is thrown when no action is used, else at the
    /// next ask: a script's mistake is never taken for a no, and is told once a game.
    func botAction(at game: UnsafePointer<Game>, skill: Double) throws(RuleFailure) -> (action: Int, card: Int?)? {
        guard let reactive else { return nil }
        vm.botSkill = skill
        defer { vm.botSkill = nil }
        // Asked only in live play (a replay applies the actions the log holds), so it may not
        // move the seeded source the game's hooks draw from.
        return try readingOnly("an action's bot") { () throws(RuleFailure) in
            try vm.showing(at: game) { () throws(RuleFailure) in try botActionShown(reactive, in: game) }
        }
    }

    private func botActionShown(_ reactive: ReactiveSession, in game: UnsafePointer<Game>) throws(RuleFailure) -> (action: Int, card: Int?)? {
        if let failure = pendingBotFailure.take() { throw failure }
        let count = game.pointee.cards.count
        var failure: RuleFailure?
        for (i, action) in reactive.actions.enumerated() where !failedBots.contains(i) {
            guard let bot = action.bot, game.pointee.scripted.chargesLeft(i, player: game.pointee.currentPlayer) != 0 else { continue }
            let card: Int
            do { card = try callGameChunk(bot, [action.index]) } catch {
                failedBots.insert(i)
                failure = failure ?? error
                continue
            }
            if card == 0 { continue }
            guard action.definition.action.takesCard else { return botAnswer(i, nil, failure) }
            guard card >= 1, card <= count else {
                failedBots.insert(i)
                failure = failure ?? bot.badAnswer("\(bot.hook) returned card \(card); give a card from 1 to \(count) (or nil: not now)")
                continue
            }
            return botAnswer(i, card - 1, failure)
        }
        if let failure { throw failure }
        if exercisesActions {
            // Drawn from the moment, not the script's seeded source: this asks nothing of the game.
            var random = SeededRandom(seed: game.pointee.seed &+ UInt64(game.pointee.moves) &* 0x9E37_79B9)
            let unguided = reactive.actions.indices.filter {
                reactive.actions[$0].bot == nil && game.pointee.scripted.chargesLeft($0, player: game.pointee.currentPlayer) != 0
            }
            if !unguided.isEmpty, random.below(3) == 0 {
                let action = unguided[random.below(unguided.count)]
                let card = random.below(game.pointee.cards.count)
                return (action, reactive.actions[action].definition.action.takesCard ? card : nil)
            }
        }
        return nil
    }

    /// Action `action` used on `card`, keeping `failure` (an earlier action's `bot`) for the next ask.
    private func botAnswer(_ action: Int, _ card: Int?, _ failure: RuleFailure?) -> (action: Int, card: Int?) {
        pendingBotFailure = failure
        return (action, card)
    }

    /// The keys the `bot_keys` hook names for computer players to go for now (nil: any).
    func botKeys(at game: UnsafePointer<Game>) throws(RuleFailure) -> [String]? {
        guard let call = reactive?.botKeysCall else { return nil }
        // Asked after every scripted moment in play and in a replay alike; it only reads, and
        // leaves the seeded source as it found it.
        return try steering(game) { () throws(RuleFailure) in try ask(call, at: game) { vm.botKeys } }
    }

    /// Runs `body`, a call of a hook that steers computer players (`bot_keys`, `bot_cards`,
    /// `bot_avoid`), with `game:skill()` giving the skill of the computer player whose turn it
    /// is (nil on a person's turn: the answer steers nobody then).
    private func steering<T>(_ game: UnsafePointer<Game>, _ body: () throws(RuleFailure) -> T) throws(RuleFailure) -> T {
        let seat = game.pointee.currentPlayer
        vm.botSkill = vm.seatSkills.indices.contains(seat) ? vm.seatSkills[seat] : nil
        defer { vm.botSkill = nil }
        return try body()
    }

    /// The places the `bot_cards` hook names for computer players to start a turn (nil: any).
    func botCards(at game: UnsafePointer<Game>) throws(RuleFailure) -> [Int]? {
        try places(reactive?.botCardsCall, at: game)
    }

    /// The places the `bot_avoid` hook names for computer players to keep off (nil: none).
    func botAvoid(at game: UnsafePointer<Game>) throws(RuleFailure) -> [Int]? {
        try places(reactive?.botAvoidCall, at: game)
    }

    /// The places a hook that names them answers (nil when it is not given or names none); a
    /// place off the board fails at the hook's line.
    private func places(_ call: ReactiveSession.ChunkCall?, at game: UnsafePointer<Game>) throws(RuleFailure) -> [Int]? {
        guard let call else { return nil }
        let places = try steering(game) { () throws(RuleFailure) in try ask(call, at: game) { vm.places } }
        let count = game.pointee.cards.count
        if let wrong = places?.first(where: { $0 >= count }) {
            throw call.badAnswer("\(call.hook) named card \(wrong + 1); cards are numbered 1 to \(count)")
        }
        return places
    }

    /// Who won the game that has just ended, as the `winners` hook says (nil: the usual winners).
    /// Asked once, at the same moment in play and in a replay; it only reads, and leaves the
    /// seeded source as it found it. An answer that names a player twice or one the game does
    /// not have fails at the hook's line.
    func winners(at game: UnsafePointer<Game>) throws(RuleFailure) -> [Int]? {
        guard let call = reactive?.winnersCall else { return nil }
        let winners = try ask(call, at: game) { vm.winners }
        if let winners, let problem = game.pointee.winnersProblem(winners, by: "winners") { throw call.badAnswer(problem) }
        return winners
    }

    /// The parts of `player`'s score (0-based), as the `score_parts` hook names them (nil: the
    /// usual breakdown). Asked once per player as the game ends, at the same moment in play and
    /// in a replay; it only reads. An answer the engine would refuse fails at the hook's line.
    func scoreParts(of player: Int, at game: UnsafePointer<Game>) throws(RuleFailure) -> [ScorePart]? {
        guard let call = reactive?.scorePartsCall else { return nil }
        let parts = try ask(call, at: game, [player + 1]) { vm.scoreParts }
        if let parts, let problem = ScorePart.problem(parts) { throw call.badAnswer("score_parts: " + problem) }
        return parts
    }

    /// Calls the hook of `call`, which only reads `game` and leaves the seeded source as it found
    /// it, and returns what `answer` reads of its answer.
    private func ask<T>(_ call: ReactiveSession.ChunkCall, at game: UnsafePointer<Game>, _ args: [Int] = [],
                        _ answer: () -> T) throws(RuleFailure) -> T {
        try readingOnly(call.hook) { () throws(RuleFailure) in
            try vm.showing(at: game) { () throws(RuleFailure) in
                _ = try callGameChunk(call, args)
                return answer()
            }
        }
    }

    /// The scripts' status texts, joined; a failing status hook shows its error instead.
    func status(in game: Game) -> String? {
        let texts = vm.showing(game) { statusAnswers().texts }
        return texts.isEmpty ? nil : texts.joined(separator: " · ")
    }

    /// The failures of the `status` hooks on `game`, for `memory check`: scripts whose only
    /// hook is `status` react to no event, so the games it plays never ask them between events.
    func statusFailures(in game: Game) -> [RuleFailure] {
        vm.showing(game) { statusAnswers().failures }
    }

    /// What the `status` hooks of the game shown answer, in script order (a failure's message in
    /// place of its text), and their failures.
    private func statusAnswers() -> (texts: [String], failures: [RuleFailure]) {
        // Asked by the front end (and by `memory check` between events), so it may not move the
        // seeded source either.
        readingOnly("status") { statusAnswersRead() }
    }

    private func statusAnswersRead() -> (texts: [String], failures: [RuleFailure]) {
        var texts: [String] = []
        var failures: [RuleFailure] = []
        for call in reactive!.statusCalls {
            do {
                _ = try callGameChunk(call, [])
                if !vm.statusText.isEmpty { texts.append(vm.statusText) }
            } catch {
                texts.append(error.message)
                failures.append(error)
            }
        }
        return (texts, failures)
    }

    /// Runs `body`, a call into the scripts that only reads the game: a request made in it is an
    /// error naming `call`, and the seeded source is left as it was unless `keepingRandom` is false.
    private func readingOnly<T, E: Error>(_ call: String, keepingRandom: Bool = true, _ body: () throws(E) -> T) throws(E) -> T {
        let random = vm.random
        vm.readOnlyCall = call
        defer {
            if keepingRandom { vm.random = random }
            vm.readOnlyCall = nil
        }
        return try body()
    }

    /// Calls `api.call(kind, script, args…)` under the sandbox's limits; the points answered (or
    /// 1/0 for a boolean; a text answer is left in ``LuaVM/statusText``, an action's refusal in
    /// ``LuaVM/declined``).
    private func callGameChunk(_ call: ReactiveSession.ChunkCall, _ args: [Int]) throws(RuleFailure) -> Int {
        let (hook, path, line, answer) = (call.hook, call.path, call.line, call.answer)
        let L = vm.L
        guard lua_checkstack(L, Int32(args.count + 4)) != 0 else {
            throw RuleFailure(.runtime, hook: hook, path: path, detail: "too many arguments for \(hook)")
        }
        lua_pushvalue(L, reactive!.callSlot)
        vm.push(call.kind)
        lua_pushinteger(L, lua_Integer(call.script))
        for a in args { lua_pushinteger(L, lua_Integer(a)) }
        // An action's `run` may answer two values: false and why it declined.
        let results: Int32 = answer == .action ? 2 : 1
        let status = mb_pcall(L, Int32(2 + args.count), results, call.label)
        guard status == LUA_OK else {
            // A timer may belong to any script: its error names the one it is in.
            let owners = call.script == 0 ? (1...reactive!.scriptCount).compactMap { reactive!.scripts[$0]?.path } : []
            let (error, limit) = vm.failure(fromTopOf: status, path: path, hook: hook, owners: owners)
            let d = error.diagnostics[0]
            throw RuleFailure(RuleFailure.Kind(limit), hook: hook, path: d.path, line: d.line, detail: d.message)
        }
        defer { mb_pop(L, results) }
        // A timer may belong to any script.
        for n in call.script == 0 ? 1...reactive!.scriptCount : call.script...call.script {
            if let refusal = refusedState(of: n) {
                throw stateFailure(refusal, hook: hook, path: call.script == 0 ? reactive!.scripts[n]?.path ?? path : path, line: line)
            }
        }
        let bad = call.badAnswer
        let type = lua_type(L, -1)
        switch answer {
        case .boolean:
            guard type == LUA_TBOOLEAN else { throw bad("\(hook) must return true or false, not \(vm.describe(at: -1))") }
            return Int(lua_toboolean(L, -1))
        case .text:
            guard type == LUA_TSTRING || type == LUA_TNUMBER || type == LUA_TNIL else {
                throw bad("\(hook) must return text or nil, not \(vm.describe(at: -1))")
            }
            vm.statusText = type == LUA_TNIL ? "" : shownText(at: -1)
            return 0
        case .points:
            return try points(at: -1, hook: hook, declinable: false, bad: bad)
        case .card:
            if type == LUA_TNIL || (type == LUA_TBOOLEAN && lua_toboolean(L, -1) == 0) { return 0 }
            var isInteger: Int32 = 0
            let card = lua_tointegerx(L, -1, &isInteger)
            guard type == LUA_TNUMBER, isInteger != 0 else {
                throw bad("\(hook) returned \(vm.describe(at: -1)); return the card (a whole number) to use the action on now, or nil"
                          + (type == LUA_TBOOLEAN ? " (true is for an action that takes no card: card = false)" : ""))
            }
            guard card != 0 else { throw bad("\(hook) returned card 0; cards are numbered from 1 (nil: not now)") }
            // Any other whole number is checked against the board by the caller.
            return Int(clamping: card)
        case .consent:
            guard type == LUA_TNIL || type == LUA_TBOOLEAN else {
                throw bad("\(hook) returned \(vm.describe(at: -1)); this action takes no card (card = false): return true to use it now, or nil")
            }
            return Int(lua_toboolean(L, -1))
        case .action:
            vm.declined = nil
            if lua_type(L, -2) == LUA_TBOOLEAN && lua_toboolean(L, -2) == 0 {
                guard type == LUA_TSTRING || type == LUA_TNUMBER || type == LUA_TNIL else {
                    throw bad("\(hook) declined (returned false) with \(vm.describe(at: -1)) as its message; give text, or nothing")
                }
                vm.declined = type == LUA_TNIL ? "" : shownText(at: -1)
                return 0
            }
            guard type == LUA_TNIL else {
                throw bad("\(hook) returned a second value, \(vm.describe(at: -1)); only an action that declines returns a message (return false, \"why\")")
            }
            return try points(at: -2, hook: hook, declinable: true, bad: bad)
        case .keys:
            vm.botKeys = try keyList(at: -1, hook: hook, bad: bad)
            return 0
        case .places:
            vm.places = try placeList(at: -1, hook: hook, bad: bad)
            return 0
        case .players:
            vm.winners = try list(at: -1, hook: hook, of: "players (from 1; empty: nobody)", plural: "players", one: "a player",
                                  orNil: "the usual winners", bad: bad) { wholeNumberFromOne() }
            return 0
        case .parts:
            vm.scoreParts = try list(at: -1, hook: hook, of: "parts, each { label, points } (such as { \"Pairs\", 8 })", plural: "parts",
                                     one: "a { label, points } pair", orNil: "the usual breakdown", bad: bad) { scorePart() }
            return 0
        }
    }

    /// The whole number of points at stack `index` (nil: none), or the failure `bad` makes
    /// (`declinable`: the hook may also answer false, as an action's `run` may).
    private func points(at index: Int32, hook: String, declinable: Bool, bad: (String) -> RuleFailure) throws(RuleFailure) -> Int {
        let type = lua_type(vm.L, index)
        if type == LUA_TNIL { return 0 }
        var isInteger: Int32 = 0
        let value = lua_tointegerx(vm.L, index, &isInteger)
        guard type == LUA_TNUMBER, isInteger != 0 else {
            throw bad("\(hook) returned \(vm.describe(at: index)); a hook must return a whole number of points (or nothing)"
                      + (declinable ? ", or false to decline" : ""))
        }
        guard Game.pointsRange.contains(Int(value)) else { throw bad(Game.pointsOutOfRange(value, by: "\(hook) returned")) }
        return Int(value)
    }

    /// The list of strings at stack `index` (nil: none), or the failure `bad` makes.
    private func keyList(at index: Int32, hook: String, bad: (String) -> RuleFailure) throws(RuleFailure) -> [String]? {
        try list(at: index, hook: hook, of: "keys (strings)", plural: "keys", one: "a string", bad: bad) { () -> String? in
            guard lua_type(vm.L, -1) == LUA_TSTRING else { return nil }
            var length = 0
            let bytes = mb_tostring(vm.L, -1, &length)
            return String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
        }
    }

    /// The list of card places at stack `index` (whole numbers from 1, made board indices), or nil
    /// (for `bot_avoid`, no place to keep off; for `bot_cards`, any place).
    private func placeList(at index: Int32, hook: String, bad: (String) -> RuleFailure) throws(RuleFailure) -> [Int]? {
        try list(at: index, hook: hook, of: "cards (their places, from 1)", plural: "places", one: "a card's place",
                 orNil: hook == "bot_avoid" ? "none" : "any", bad: bad) {
            wholeNumberFromOne()
        }
    }

    /// The whole number from 1 at the top of the stack, made 0-based (a place, a player), or nil.
    private func wholeNumberFromOne() -> Int? {
        var isInteger: Int32 = 0
        let n = lua_tointegerx(vm.L, -1, &isInteger)
        guard lua_type(vm.L, -1) == LUA_TNUMBER, isInteger != 0, n >= 1 else { return nil }
        return Int(clamping: n) - 1
    }

    /// The list at stack `index` (nil: none) of what `item` reads from the top of the stack (nil:
    /// not `one` of `what`), or the failure `bad` makes; `plural` names them in a count, and
    /// `orNil` what nil stands for.
    private func list<Item>(at index: Int32, hook: String, of what: String, plural: String, one: String, orNil: String = "any",
                            bad: (String) -> RuleFailure, _ item: () -> Item?) throws(RuleFailure) -> [Item]? {
        let L = vm.L
        let type = lua_type(L, index)
        if type == LUA_TNIL { return nil }
        let wrong = "\(hook) must return a list of \(what), or nil for \(orNil)"
        guard type == LUA_TTABLE else { throw bad("\(wrong), not \(vm.describe(at: index))") }
        let table = lua_absindex(L, index)
        let count = Int(lua_rawlen(L, table))
        guard count <= GameConfig.maximumCards else { throw bad("\(wrong): \(count) is more \(plural) than a board has cards") }
        var list: [Item] = []
        for n in stride(from: 1, through: count, by: 1) {
            lua_rawgeti(L, table, lua_Integer(n))
            defer { mb_pop(L, 1) }
            guard let value = item() else {
                throw bad("\(wrong); item \(n) is \(vm.describe(at: -1)), not \(one)")
            }
            list.append(value)
        }
        return list
    }

    /// The `{ label, points }` pair on top of the stack (text, then a whole number), or nil.
    private func scorePart() -> ScorePart? {
        let L = vm.L
        guard lua_type(L, -1) == LUA_TTABLE, lua_rawlen(L, -1) == 2 else { return nil }
        lua_rawgeti(L, -1, 1)
        lua_rawgeti(L, -2, 2)
        defer { mb_pop(L, 2) }
        var isInteger: Int32 = 0
        let points = lua_tointegerx(L, -1, &isInteger)
        guard lua_type(L, -2) == LUA_TSTRING, lua_type(L, -1) == LUA_TNUMBER, isInteger != 0,
              let points = Int(exactly: points) else { return nil }
        var length = 0
        let bytes = mb_tostring(L, -2, &length)
        let label = String(decoding: UnsafeRawBufferPointer(start: bytes, count: min(length, 4 * ScorePart.maximumLabel)), as: UTF8.self)
        return ScorePart(length > 4 * ScorePart.maximumLabel ? label + "…" : label, points)
    }

    /// The string or number at stack `index` as a line for the screen, cut short.
    private func shownText(at index: Int32) -> String {
        var length = 0
        let bytes = mb_tostring(vm.L, index, &length)
        let shown = UnsafeRawBufferPointer(start: bytes, count: min(length, 4 * Game.maximumScriptText))
        return String(String(decoding: shown, as: UTF8.self).prefix(Game.maximumScriptText / 2))
    }
}
