import CLua
import Glibc
import CLuaBridge
import MemoryEngine

/// Loads a rules script and the variant scripts stacked on it (none, one, or several:
/// `--variant lives+bomb`) once, to check them and read their settings, and makes a fresh
/// ``ScriptedRules`` (its own Lua state) for each game or worker.
public struct ScriptedRulesFactory: Sendable {
    public let rules: ScriptMetadata
    /// The variants in the order they hear events (empty: none).
    public let variants: [ScriptMetadata]
    /// What the variants change in the rules of play (see ``VariantStack``).
    public let settings: VariantSettings
    /// The rules' per-card bonus time limit, for the front end's countdown.
    public let bonusTime: Double?
    /// Problems that do not stop the scripts from working.
    public let warnings: [Diagnostic]
    /// The params the rules and variants declare (the last script's declaration where several
    /// declare a name; a value given goes to each of them).
    public let params: [String: ParamDeclaration]
    /// The tags the rules and variants need on the board (their `needs`, the rules' first): each
    /// deal includes a face carrying each one when the deck has one.
    public let neededTags: [String]
    /// Each script's id and name, the tags it needs and the params it declares itself: the
    /// rules first, then the variants in play order (a script reads its own default, and a
    /// value given must suit every script declaring it).
    let declared: [Declared]
    /// Values given to declared params for the games this factory makes (see ``setting(_:)``).
    public internal(set) var overrides: [String: ScriptParameter] = [:]
    private let rulesSource: ScriptSource
    private let variantSources: [ScriptSource]
    private let limits: SandboxLimits

    /// Loads the rules script at `rulesPath` and the variant script at `variantPath`.
    public init(rulesPath: String, variantPath: String?, limits: SandboxLimits = .standard) throws(ScriptError) {
        try self.init(rulesPath: rulesPath, variantPaths: variantPath.map { [$0] } ?? [], limits: limits)
    }

    /// Loads the rules script at `rulesPath` and the variant scripts at `variantPaths`, stacked
    /// in that order; a stack whose variants conflict is refused (see ``VariantStack``).
    public init(rulesPath: String, variantPaths: [String], limits: SandboxLimits = .standard) throws(ScriptError) {
        let rules = try ScriptSource(reading: rulesPath, limit: limits.sourceBytes)
        var variants: [ScriptSource] = []
        for path in variantPaths { variants.append(try ScriptSource(reading: path, limit: limits.sourceBytes)) }
        try self.init(rules: rules, variants: variants, limits: limits)
    }

    init(rules: ScriptSource, variants: [ScriptSource], limits: SandboxLimits) throws(ScriptError) {
        self.init(session: try RulesSession(rules: rules, variants: variants, limits: limits), rules: rules, variants: variants, limits: limits)
    }

    /// A factory that reads its settings from `session`, a state that already holds `rules` and
    /// `variants` (`memory check` plays its first games on that state instead of loading the
    /// scripts again).
    init(session: RulesSession, rules: ScriptSource, variants: [ScriptSource], limits: SandboxLimits) {
        rulesSource = rules
        variantSources = variants
        self.limits = limits
        self.rules = session.rules.metadata
        self.variants = session.variants.map(\.metadata)
        settings = session.settings
        bonusTime = session.rules.bonusTime
        warnings = session.warnings
        declared = [Declared(session.rules.metadata, session.rules.reactive)]
            + session.variants.map { Declared($0.metadata, $0.reactive) }
        params = declared.reduce(into: [:]) { params, script in params.merge(script.params) { $1 } }
        neededTags = declared.reduce(into: []) { tags, script in tags += script.needs.filter { !tags.contains($0) } }
    }

    /// The names of the scripts that need one of `tags` (`["Bomb"]` for the bomb of `lives+bomb`),
    /// the rules first, then the variants in play order.
    public func names(needing tags: [String]) -> [String] {
        declared.filter { script in script.needs.contains(where: tags.contains) }.map(\.name)
    }

    /// The variants' ids in play order, joined by `+` (`lives+bomb`); nil when there is none.
    public var variantID: String? { variants.isEmpty ? nil : VariantStackName.name(variants.map(\.id)) }

    /// The variants' names in play order (`Lives + Bomb`); nil when there is none.
    public var variantName: String? { variants.isEmpty ? nil : variants.map(\.name).joined(separator: " + ") }

    /// What the rules say they do, with the params' values in place of `{name}` (see ``ParamPlaceholders``).
    public var rulesDescription: String? { rules.description.map { described($0, by: declared[0]) } }

    /// What the variants change, one sentence each, with the params' values in place of
    /// `{name}` (each variant's own: two variants may give one param different defaults); nil
    /// when none says.
    public var variantDescription: String? {
        let said = zip(variants, declared.dropFirst()).compactMap { variant, script in
            variant.description.flatMap { $0.isEmpty ? nil : described($0, by: script) }
        }
        return said.isEmpty ? nil : said.joined(separator: ". ")
    }

    private func described(_ text: String, by script: Declared) -> String {
        ParamPlaceholders.fill(text, params: script.params, values: overrides)
    }

    /// What one script of the factory declares for itself.
    struct Declared: Sendable {
        let id: String
        let name: String
        let needs: [String]
        let params: [String: ParamDeclaration]

        init(_ metadata: ScriptMetadata, _ reactive: ReactiveHooks?) {
            id = metadata.id
            name = metadata.name
            needs = reactive?.needs ?? []
            params = reactive?.params ?? [:]
        }
    }

    /// Applies the variants' settings to `config` (a time limit from a param with the value given
    /// to it, if any); the player's board size wins when `keepSize`.
    public func configure(_ config: inout GameConfig, keepSize: Bool = false) {
        settings.apply(to: &config, keepSize: keepSize, params: overrides)
    }

    /// Fresh rules with their own Lua state (`math.random` is reseeded from each game's seed).
    /// `names`: what the front end calls each player, in seat order, which `game:name(p)` gives
    /// the scripts (a seat it does not name is "P" and its number, as on the screen). `skills`:
    /// how well the computer player in each seat plays (nil, or a seat past its end: a person),
    /// which `game:skill()` gives `bot_keys`, `bot_cards` and `bot_avoid` on that seat's turns
    /// (see ``StrategyKind/seatSkills(seats:firstComputer:)``).
    public func makeRules(names: [String] = [], skills: [Double?] = []) throws(ScriptError) -> ScriptedRules {
        let session = try RulesSession(rules: rulesSource, variants: variantSources, limits: limits, overrides: overrides)
        session.vm.playerNames = names
        session.vm.seatSkills = skills
        return ScriptedRules(session: session)
    }
}

/// The engine's ``Rules`` answered by Lua hooks. Not thread-safe: one per thread.
///
/// The hot path (one call per completed turn in the simulator) allocates nothing and touches no
/// reference count. A hook the script does not define, or one that only returns a constant
/// (`on_match = function(e) return 10 end`), is answered without entering Lua: calling it could
/// do nothing but give that number (see mb_constant_hook). Any other hook is a pinned stack slot
/// of the state (no registry look-up), the turn is copied into a C struct, and everything else
/// happens in one C call under one protected Lua call.
///
/// A hook that a sandbox limit stops (the instruction budget, the memory ceiling, the pattern
/// guard) is disabled for the rest of its session's life (each rules object has its own): it
/// scores 0 without a call, like a hook the script does not define. Called again, it would most likely spend the whole limit
/// again at every event (seconds each, the game frozen meanwhile) only to repeat a failure that
/// was reported, with its line, the first time. An ordinary error (error("x"), a bad return
/// value) depends on the turn, and is reported at every call.
///
/// Its only stored property is the session (a reference): the engine holds rules of other
/// modules as `any Rules`, where a value of one word is stored inline; a larger one is boxed,
/// and every mutating hook call would then have the runtime make the box unique first.
public struct ScriptedRules: Rules {
    let session: RulesSession

    public mutating func prepare(for game: Game) { session.prepare(for: game) }

    public mutating func scoreMatch(_ turn: TurnContext) throws(RuleFailure) -> Int {
        let hook = session.onMatch
        if hook.slot == 0 { return hook.constant }
        return try session.score(.onMatch, turn)
    }

    public mutating func scoreMismatch(_ turn: TurnContext) throws(RuleFailure) -> Int {
        let hook = session.onMismatch
        if hook.slot == 0 { return hook.constant }
        return try session.score(.onMismatch, turn)
    }

    public mutating func scoreFinish(_ end: TurnContext) throws(RuleFailure) -> Int {
        let hook = session.onFinish
        if hook.slot == 0 { return hook.constant }
        return try session.score(.onFinish, end)
    }

    /// Only a variant with an `on_mismatch` hook changes the board: without one the engine need
    /// not build the board view for every mismatch. In a game whose scripts react, such a hook
    /// answers in its stage of the mismatch instead (see ``ReactiveSession``).
    public var changesBoard: Bool { !session.boardHooks.isEmpty && !session.reacts }

    public mutating func boardChanges(afterMismatch turn: TurnContext, at game: UnsafePointer<Game>) throws(RuleFailure) -> [BoardChange] {
        guard !session.boardHooks.isEmpty else { return [] }
        return try session.callBoardHooks(turn, at: game)
    }

    public var bonusTimeLimit: Double? { session.rules.bonusTime }

    public var keepsScore: Bool { session.keepsScore }

    public var reactions: Reactions { session.reactive?.reactions ?? [] }

    public var stages: ReactionStages { session.reactive?.stages ?? .single }

    public mutating func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage,
                               at game: UnsafePointer<Game>) throws(RuleFailure) -> Reaction {
        try session.react(to: event, turn, stage: stage, at: game)
    }

    public mutating func match(faces: [Int], at game: UnsafePointer<Game>) throws(RuleFailure) -> Bool {
        try session.match(faces: faces, at: game)
    }

    /// The scripts' status text; nil at once when neither script is an `api = 2` one.
    public mutating func status(in game: Game) -> String? { session.reactive == nil ? nil : session.status(in: game) }

    public var playerActions: [PlayerAction] { session.reactive?.actions.map(\.definition.action) ?? [] }

    public mutating func botAction(at game: UnsafePointer<Game>, skill: Double) throws(RuleFailure) -> (action: Int, card: Int?)? {
        try session.botAction(at: game, skill: skill)
    }
    public mutating func botKeys(at game: UnsafePointer<Game>) throws(RuleFailure) -> [String]? {
        try session.botKeys(at: game)
    }
    public mutating func botCards(at game: UnsafePointer<Game>) throws(RuleFailure) -> [Int]? {
        try session.botCards(at: game)
    }
    public mutating func botAvoid(at game: UnsafePointer<Game>) throws(RuleFailure) -> [Int]? {
        try session.botAvoid(at: game)
    }
    public mutating func winners(at game: UnsafePointer<Game>) throws(RuleFailure) -> [Int]? {
        try session.winners(at: game)
    }
    public mutating func scoreParts(of player: Int, at game: UnsafePointer<Game>) throws(RuleFailure) -> [ScorePart]? {
        try session.scoreParts(of: player, at: game)
    }
}

/// A hook as the hot path calls it: its pinned stack slot and its watchdog label, or (slot 0)
/// the points it always gives without a call: 0 for a hook the script does not define, the
/// constant for a hook that only returns one. Plain integers, so reading one retains nothing.
struct PinnedHook {
    var slot: Int32 = 0
    var label: Int32 = 0
    var constant = 0
    /// Which hook of an `api = 2` script it is (see ``ReactiveSession``); for an `api = 1`
    /// variant's `on_mismatch`, which variant of the stack it is.
    var id = 0
    /// Which hook it is, for error messages.
    var kind: Kind = .onMatch
    /// Whether the hook can see the event: false for an `api = 1` hook that declares no
    /// parameter for it (`function(board)`, `function()`). The host then neither copies the
    /// turn for it nor passes the view, a good part of a short hook's call (see mb_call_hook).
    var readsEvent = true

    enum Kind {
        case onMatch, onMismatch, onFinish, variantOnMismatch
        /// A hook of an `api = 2` script (see ``ReactiveSession``).
        case reactive
    }


    /// Pins `hook` on a stack slot of `vm` (nil: no hook, 0 points). A rules hook that only
    /// returns a constant is not pinned: its points are kept instead (`foldConstant`).
    static func pin(_ hook: Hook?, as kind: Kind, in vm: LuaVM, foldConstant: Bool) throws(ScriptError) -> PinnedHook {
        guard let hook else { return PinnedHook(kind: kind) }
        let slot = mb_pin(vm.L, hook.ref)
        guard slot != 0 else { throw ScriptError(path: "memory", "could not pin the hook \(hook.name)") }
        var value: Int64 = 0
        // A constant out of range is called as any hook is, to fail at its line when it answers.
        if foldConstant && mb_constant_hook(vm.L, slot, &value) != 0 && Game.pointsRange.contains(Int(value)) {
            vm.unpin(slot)
            return PinnedHook(constant: Int(value), kind: kind)
        }
        // The event comes after a variant's board; an `api = 2` hook's game comes after the
        // event, which is therefore always passed.
        let eventArgument = kind == .variantOnMismatch ? 2 : 1
        let readsEvent = kind == .reactive || vm.parameterCount(ofRef: hook.ref) >= eventArgument
        return PinnedHook(slot: slot, label: hook.label, kind: kind, readsEvent: readsEvent)
    }
}

/// One Lua state holding a rules script and the variant scripts stacked on it (script 1 is the
/// rules, scripts 2… the variants in play order).
final class RulesSession {
    let vm: LuaVM
    let rules: RulesDefinition
    let variants: [VariantDefinition]
    /// The variants' settings together (see ``VariantStack``).
    let settings: VariantSettings
    let warnings: [Diagnostic]
    /// False when no script can give points: the rules define no score hook (API 1) and neither
    /// script reacts to events or offers actions (API 2, whose hooks may return points or award
    /// them). Asked by the front end on every frame, so decided once.
    let keepsScore: Bool
    /// The hooks as the rules call them (a disabled one has slot 0: see ``ScriptedRules``).
    private(set) var onMatch: PinnedHook
    private(set) var onMismatch: PinnedHook
    private(set) var onFinish: PinnedHook
    /// The `on_mismatch` hooks of `api = 1` variants, in play order (a disabled one is removed).
    /// Asked after every mismatch; the session is used by one thread at a time, so the read
    /// skips the run-time exclusivity check (a call into the runtime each time).
    @exclusivity(unchecked) private(set) var boardHooks: [PinnedHook] = []
    private let boardSlot: Int32
    private var faces: [Face] = []
    /// The hooks of `api = 2` scripts, nil when neither script is one.
    var reactive: ReactiveSession?
    /// Whether the scripts react to events (``ReactiveSession/reactions`` is not empty): then the
    /// `api = 1` board hooks answer in their stage of a mismatch. Kept apart, as it is asked at
    /// every mismatch of a plain game.
    private(set) var reacts = false
    /// Whether each reaction also asks the `status` hooks and reports their failures with its
    /// own: for `memory check`, whose games have no status line to show them on.
    var probesStatus = false
    /// Whether computer players also use, now and then, the actions that have no `bot` hook, on
    /// a card drawn at random (as a person may use one with the cursor anywhere): for `memory
    /// check`, so that every action's `run` is played.
    var exercisesActions = false
    /// The actions (by place in the session's list) whose `bot` hook failed: not asked again
    /// this game.
    var failedBots: Set<Int> = []
    /// A `bot` hook's failure found while another action's `bot` was used: reported at the next ask.
    var pendingBotFailure: RuleFailure?

    /// Loads the rules script, then the variant scripts in order, on a fresh state.
    convenience init(rules rulesSource: ScriptSource, variants variantSources: [ScriptSource], limits: SandboxLimits,
                     overrides: [String: ScriptParameter] = [:]) throws(ScriptError) {
        let vm = try LuaVM(limits: limits)
        let (definition, warnings) = try vm.load(rulesSource)
        try self.init(vm: vm, loaded: definition, warnings: warnings, path: rulesSource.path, variants: variantSources,
                      overrides: overrides)
    }

    /// A session on `vm`, which has already run the script at `path` (what it returned:
    /// `definition`, which must be rules, and its `warnings`); the variant scripts are loaded
    /// after it, as play loads them, and refused if they conflict (see ``VariantStack``).
    init(vm: LuaVM, loaded definition: ScriptDefinition, warnings rulesWarnings: [Diagnostic], path: String,
         variants variantSources: [ScriptSource], overrides: [String: ScriptParameter] = [:]) throws(ScriptError) {
        self.vm = vm
        guard case let .rules(rules) = definition else {
            throw ScriptError(path: path, "expected rules, but the script returns \(definition.metadata.kind) { }")
        }
        self.rules = rules
        var warnings = rulesWarnings
        var variants: [VariantDefinition] = []
        for variantSource in variantSources {
            let (definition, variantWarnings) = try vm.load(variantSource)
            guard case let .variant(loaded) = definition else {
                throw ScriptError(path: variantSource.path, "expected a variant, but the script returns \(definition.metadata.kind) { }")
            }
            variants.append(loaded)
            warnings += variantWarnings
        }
        self.variants = variants
        settings = try VariantStack.check(variants, rules: rules)
        self.warnings = warnings
        let reactiveScripts = [rules.reactive] + variants.map(\.reactive)
        keepsScore = rules.onMatch != nil || rules.onMismatch != nil || rules.onFinish != nil
            || reactiveScripts.contains { hooks in hooks.map { !$0.events.isEmpty || !$0.actions.isEmpty } ?? false }
        onMatch = try PinnedHook.pin(rules.onMatch, as: .onMatch, in: vm, foldConstant: true)
        onMismatch = try PinnedHook.pin(rules.onMismatch, as: .onMismatch, in: vm, foldConstant: true)
        onFinish = try PinnedHook.pin(rules.onFinish, as: .onFinish, in: vm, foldConstant: true)
        if variants.contains(where: { $0.onMismatch != nil }) {
            let board = BoardBridge.makeBoard(vm)
            boardSlot = mb_pin(vm.L, board)
            vm.unref(board)
            guard boardSlot != 0 else { throw ScriptError(path: "memory", "could not pin the board object") }
        } else {
            boardSlot = 0
        }
        for (i, variant) in variants.enumerated() {
            guard let hook = variant.onMismatch else { continue }
            // A variant hook acts through the board: it is always called.
            var pinned = try PinnedHook.pin(hook, as: .variantOnMismatch, in: vm, foldConstant: false)
            pinned.id = i
            boardHooks.append(pinned)
        }
        if reactiveScripts.contains(where: { $0 != nil }) {
            RulesSession.applyOverrides(overrides, to: reactiveScripts.compactMap { $0 }, vm: vm)
            reactive = try ReactiveSession(vm: vm, rules: rules, variants: variants, api1Hooks: [
                "on_match": onMatch, "on_mismatch": onMismatch, "on_finish": onFinish,
            ], boardHooks: boardHooks, boardSlot: boardSlot)
            reacts = !reactive!.reactions.isEmpty
        }
    }

    /// The full description of a pinned hook (only needed for error messages).
    private func describe(_ hook: PinnedHook) -> (Hook, path: String) {
        switch hook.kind {
        case .onMatch: return (rules.onMatch!, rules.metadata.path)
        case .onMismatch: return (rules.onMismatch!, rules.metadata.path)
        case .onFinish: return (rules.onFinish!, rules.metadata.path)
        case .variantOnMismatch: return (variants[hook.id].onMismatch!, variants[hook.id].metadata.path)
        case .reactive: return reactive!.describe(hook)
        }
    }

    func prepare(for game: Game) {
        vm.random = SeededRandom(seed: game.seed ^ 0x5851_F42D_4C95_7F2D)
        vm.restoreScriptState()
        if reactive != nil { prepareReactive(for: game) }
        // A simulation's games share their deck's faces: then one comparison of addresses, and
        // a face-by-face comparison only when the array changes (a new block of games).
        if game.faces.isSameStorage(as: faces) { return }
        let unchanged = game.faces == faces
        // Kept even when equal, so that the next game of the same deck is the case above.
        faces = game.faces
        guard !unchanged else { return }
        var strings: [UInt8] = []
        var lengths: [Int] = []
        for face in faces {
            strings += face.key.utf8
            strings += face.label.utf8
            lengths.append(face.key.utf8.count)
            lengths.append(face.label.utf8.count)
        }
        let status = strings.withUnsafeBufferPointer { s in
            lengths.withUnsafeBufferPointer { l in
                s.withMemoryRebound(to: CChar.self) { mb_set_faces(vm.L, $0.baseAddress, l.baseAddress, Int32(faces.count)) }
            }
        }
        if status != LUA_OK { faces = [] }
    }

    /// Copies the turn into the host struct the event views read: plain stores, no allocation,
    /// no reference counting (the views turn it into Lua values only for the fields scripts read).
    /// `points`: what the hooks called before for the same event gave (`e.points`); `why`:
    /// on_hide's reason as static text (`e.why`; nil for every other event).
    @inline(__always)
    func fill(_ turn: TurnContext, points: Int = 0, why: UnsafePointer<CChar>? = nil) {
        let host = vm.host
        host.pointee.turn.event = mb_event(player: Int64(turn.player), move: Int64(turn.move), score: Int64(turn.score),
                                           streak: Int64(turn.streak), pairs_left: Int64(turn.groupsLeft),
                                           points: Int64(points), elapsed: turn.elapsed, why: why)
        let count = min(turn.cardCount, 4)
        host.pointee.turn.ncards = Int32(count)
        withUnsafeMutablePointer(to: &host.pointee.turn.cards) { tuple in
            tuple.withMemoryRebound(to: mb_card.self, capacity: 4) { cards in
                for i in 0..<count {
                    cards[i] = mb_card(index: Int64(turn.index(i)), face: Int64(turn.face(i)),
                                       times_seen: Int64(turn.timesSeen(i)), face_up_seconds: turn.faceUpSeconds(i))
                }
            }
        }
    }

    /// Makes `hook` score 0 (or ask nothing) from now on, without a call.
    private func disable(_ hook: PinnedHook) {
        switch hook.kind {
        case .onMatch: onMatch = PinnedHook(kind: hook.kind)
        case .onMismatch: onMismatch = PinnedHook(kind: hook.kind)
        case .onFinish: onFinish = PinnedHook(kind: hook.kind)
        case .variantOnMismatch:
            boardHooks.removeAll { $0.id == hook.id }
            reactive?.disable(hook)
        case .reactive: reactive?.disable(hook)
        }
    }

    /// Calls the rules' hook of `kind` (`onMatch`, `onMismatch` or `onFinish`) with `turn`. A hook
    /// that fails is reported; one stopped by a sandbox limit is also disabled (see
    /// ``ScriptedRules``). Told the kind, not given the hook, and kept out of line: the callers,
    /// which answer a hook of slot 0 without a call (a plain game's every turn), then pass one
    /// value and set up nothing for it.
    @inline(never)
    func score(_ kind: PinnedHook.Kind, _ turn: TurnContext) throws(RuleFailure) -> Int {
        let hook = kind == .onMatch ? onMatch : kind == .onMismatch ? onMismatch : onFinish
        var points: Int64 = 0
        if hook.readsEvent { fill(turn) }
        let status = mb_call_hook(vm.host, hook.slot, 0, hook.label, hook.readsEvent ? 1 : 0, &points)
        guard status == 0 else { throw failure(status, hook) }
        guard Game.pointsRange.contains(Int(points)) else { throw outOfRange(points, hook) }
        return Int(points)
    }

    /// The failure of `pinned`, which answered `points`, more than a hook may give or take at
    /// once (``MemoryEngine/Game/maximumPoints``): points so large could overflow once added to
    /// the other hooks'.
    func outOfRange(_ points: Int64, _ pinned: PinnedHook) -> RuleFailure {
        let (hook, path) = describe(pinned)
        return RuleFailure(.badReturn, hook: hook.name, path: path, line: hook.line > 0 ? hook.line : nil,
            detail: Game.pointsOutOfRange(points, by: "\(hook.name) returned"))
    }

    /// Calls the `api = 1` variants' `on_mismatch` hooks in order with `turn` and the board of
    /// `game`, and returns the changes they asked for; failures as in ``score(_:_:)`` (what a
    /// hook returns is ignored), the first failure ending the call.
    func callBoardHooks(_ turn: TurnContext, at game: UnsafePointer<Game>) throws(RuleFailure) -> [BoardChange] {
        vm.clearBoardChanges()
        var filled = false
        // By place, not `for hook in boardHooks`: iterating retained and released the array.
        for k in boardHooks.indices {
            let hook = boardHooks[k]
            if hook.readsEvent && !filled {
                fill(turn)
                filled = true
            }
            let status = vm.showing(at: game) { mb_call_hook(vm.host, hook.slot, boardSlot, hook.label, hook.readsEvent ? 1 : 0, nil) }
            if status == 1 { throw failure(status, hook) }
        }
        return vm.boardChanges
    }

    /// Explains the failed call of `pinned` (status 1: a Lua error, on top of the stack; 2: a
    /// bad return value), and disables the hook if a sandbox limit stopped it.
    func failure(_ status: Int32, _ pinned: PinnedHook) -> RuleFailure {
        let (hook, path) = describe(pinned)
        guard status == 1 else {
            return RuleFailure(.badReturn, hook: hook.name, path: path, line: hook.line > 0 ? hook.line : nil,
                detail: "\(hook.name) returned \(vm.hostString(\.detail)); a hook must return a whole number of points (or nothing); no score was changed")
        }
        let (error, limit) = vm.failure(fromTopOf: LUA_ERRRUN, path: path, hook: hook.name)
        if limit != nil { disable(pinned) }
        let diagnostic = error.diagnostics[0]
        return RuleFailure(RuleFailure.Kind(limit), hook: hook.name, path: diagnostic.path, line: diagnostic.line, detail: diagnostic.message)
    }
}
