import CLua
import CLuaBridge
import MemoryEngine

/// Loads a rules script and an optional variant script once, to check them and read their
/// settings, and makes a fresh ``ScriptedRules`` (its own Lua state) for each game or worker.
public struct ScriptedRulesFactory: Sendable {
    public let rules: ScriptMetadata
    public let variant: ScriptMetadata?
    /// What the variant changes in the rules of play.
    public let settings: VariantSettings
    /// The rules' per-card bonus time limit, for the front end's countdown.
    public let bonusTime: Double?
    /// Problems that do not stop the scripts from working.
    public let warnings: [Diagnostic]
    private let rulesSource: ScriptSource
    private let variantSource: ScriptSource?
    private let limits: SandboxLimits

    /// Loads the rules script at `rulesPath` and the variant script at `variantPath`.
    public init(rulesPath: String, variantPath: String?, limits: SandboxLimits = .standard) throws(ScriptError) {
        let rules = try ScriptSource(reading: rulesPath, limit: limits.sourceBytes)
        var variant: ScriptSource?
        if let variantPath { variant = try ScriptSource(reading: variantPath, limit: limits.sourceBytes) }
        try self.init(rules: rules, variant: variant, limits: limits)
    }

    init(rules: ScriptSource, variant: ScriptSource?, limits: SandboxLimits) throws(ScriptError) {
        rulesSource = rules
        variantSource = variant
        self.limits = limits
        let session = try RulesSession(rules: rules, variant: variant, limits: limits)
        self.rules = session.rules.metadata
        self.variant = session.variant?.metadata
        settings = session.variant?.settings ?? VariantSettings()
        bonusTime = session.rules.bonusTime
        warnings = session.warnings
    }

    /// Applies the variant's settings to `config`; the player's board size wins when `keepSize`.
    public func configure(_ config: inout GameConfig, keepSize: Bool = false) {
        settings.apply(to: &config, keepSize: keepSize)
    }

    /// Fresh rules with their own Lua state (`math.random` is reseeded from each game's seed).
    public func makeRules() throws(ScriptError) -> ScriptedRules {
        ScriptedRules(session: try RulesSession(rules: rulesSource, variant: variantSource, limits: limits))
    }
}

/// The engine's ``Rules`` answered by Lua hooks. Not thread-safe: one per thread.
public struct ScriptedRules: Rules {
    let session: RulesSession

    public mutating func prepare(for game: Game) { session.prepare(for: game) }

    public mutating func scoreMatch(_ turn: TurnContext) throws(RuleFailure) -> Int {
        guard let hook = session.rules.onMatch else { return 0 }
        return try session.call(hook, turn, path: session.rules.metadata.path)
    }

    public mutating func scoreMismatch(_ turn: TurnContext) throws(RuleFailure) -> Int {
        guard let hook = session.rules.onMismatch else { return 0 }
        return try session.call(hook, turn, path: session.rules.metadata.path)
    }

    public mutating func scoreFinish(_ end: TurnContext) throws(RuleFailure) -> Int {
        guard let hook = session.rules.onFinish else { return 0 }
        return try session.call(hook, end, path: session.rules.metadata.path)
    }

    public mutating func boardChanges(afterMismatch turn: TurnContext, board: BoardView) throws(RuleFailure) -> [BoardChange] {
        guard let variant = session.variant, let hook = variant.onMismatch else { return [] }
        return try session.callBoardHook(hook, turn, board: board, path: variant.metadata.path)
    }

    public var bonusTimeLimit: Double? { session.rules.bonusTime }
}

/// One Lua state holding a rules script and optionally a variant script.
final class RulesSession {
    let vm: LuaVM
    let rules: RulesDefinition
    let variant: VariantDefinition?
    let warnings: [Diagnostic]
    private var faces: [Face] = []
    private var boardRef: Int32 = LUA_NOREF

    init(rules rulesSource: ScriptSource, variant variantSource: ScriptSource?, limits: SandboxLimits) throws(ScriptError) {
        vm = try LuaVM(limits: limits)
        let (definition, rulesWarnings) = try vm.load(rulesSource)
        guard case let .rules(rules) = definition else {
            throw ScriptError(path: rulesSource.path, "expected rules, but the script returns \(definition.metadata.kind) { }")
        }
        self.rules = rules
        var warnings = rulesWarnings
        if let variantSource {
            let (definition, variantWarnings) = try vm.load(variantSource)
            guard case let .variant(variant) = definition else {
                throw ScriptError(path: variantSource.path, "expected a variant, but the script returns \(definition.metadata.kind) { }")
            }
            self.variant = variant
            warnings += variantWarnings
            if variant.onMismatch != nil { boardRef = BoardBridge.makeBoard(vm) }
        } else {
            variant = nil
        }
        self.warnings = warnings
    }

    func prepare(for game: Game) {
        vm.random = SeededRandom(seed: game.seed ^ 0x5851_F42D_4C95_7F2D)
        guard game.faces != faces else { return }
        faces = game.faces
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

    /// Copies the turn into the host struct the event views read (no allocation).
    private func fill(_ turn: TurnContext) {
        let host = vm.host
        host.pointee.turn.player = Int64(turn.player)
        host.pointee.turn.move = Int64(turn.move)
        host.pointee.turn.score = Int64(turn.score)
        host.pointee.turn.streak = Int64(turn.streak)
        host.pointee.turn.pairs_left = Int64(turn.groupsLeft)
        host.pointee.turn.elapsed = turn.elapsed
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

    func call(_ hook: Hook, _ turn: TurnContext, path: String) throws(RuleFailure) -> Int {
        fill(turn)
        var points: Int64 = 0
        let status = mb_call_hook(vm.L, hook.ref, LUA_NOREF, hook.label, &points)
        guard status == 0 else { throw failure(status, hook, path: path) }
        return Int(points)
    }

    func callBoardHook(_ hook: Hook, _ turn: TurnContext, board: BoardView, path: String) throws(RuleFailure) -> [BoardChange] {
        fill(turn)
        vm.board = board
        vm.boardChanges.removeAll(keepingCapacity: true)
        defer { vm.board = nil }
        var ignored: Int64 = 0
        let status = mb_call_hook(vm.L, hook.ref, boardRef, hook.label, &ignored)
        if status == 1 { throw failure(status, hook, path: path) }
        return vm.boardChanges
    }

    private func failure(_ status: Int32, _ hook: Hook, path: String) -> RuleFailure {
        let diagnostic: Diagnostic
        if status == 1 {
            diagnostic = vm.error(fromTopOf: LUA_ERRRUN, path: path, hook: hook.name).diagnostics[0]
        } else {
            let detail = withUnsafePointer(to: &vm.host.pointee.detail) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            diagnostic = Diagnostic(path: path, line: hook.line > 0 ? hook.line : nil,
                message: "\(hook.name) returned \(detail); a hook must return a whole number of points (or nothing); no score was changed")
        }
        let place = diagnostic.line.map { "\(path):\($0)" } ?? path
        return RuleFailure(hook: hook.name, message: "\(place): \(diagnostic.message)")
    }
}
