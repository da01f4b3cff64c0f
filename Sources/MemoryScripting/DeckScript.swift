import CLua
import CLuaBridge
import MemoryEngine

/// A loaded deck: its metadata, and its faces (a fixed list, or generated per game).
/// Holds a Lua state: use it on one thread at a time.
public final class DeckScript {
    public let metadata: ScriptMetadata
    /// What the back of a card shows.
    public let back: String
    /// The deck's colour name, if it gives one (a theme, as in CS193p).
    public let colour: String?
    /// The folder its image paths were relative to (faces carry absolute image paths).
    public let directory: String
    /// Problems that do not stop the deck from working.
    public let warnings: [Diagnostic]
    private let vm: LuaVM
    private let source: FaceSource

    /// Loads the deck script at `path` (a `.lua` file).
    public convenience init(path: String, limits: SandboxLimits = .standard) throws(ScriptError) {
        try self.init(source: try ScriptSource(reading: path, limit: limits.sourceBytes), limits: limits)
    }

    convenience init(source script: ScriptSource, limits: SandboxLimits) throws(ScriptError) {
        let vm = try LuaVM(limits: limits)
        let (definition, warnings) = try vm.load(script)
        try self.init(vm: vm, definition: definition, warnings: warnings, path: script.path)
    }

    /// A deck from a script already loaded on `vm` (`memory check` loads each script once).
    init(vm: LuaVM, definition: ScriptDefinition, warnings: [Diagnostic], path: String) throws(ScriptError) {
        self.vm = vm
        guard case let .deck(deck) = definition else {
            throw ScriptError(path: path, "expected a deck, but the script returns \(definition.metadata.kind) { }")
        }
        metadata = deck.metadata
        back = deck.back
        colour = deck.colour
        directory = deck.directory
        source = deck.faces
        self.warnings = warnings
    }

    /// The group sizes of a game whose group is `group` dealt from this deck when its faces mix
    /// sizes (see ``Deck/groupSizes(defaultGroup:)``), else none: what a board is checked against
    /// before the deal (``GameConfig/validate(groupSizes:)``). A generator's faces are not known
    /// before it makes them: none (the game checks them as it is dealt).
    public func groupSizes(defaultGroup group: Int) -> Set<Int> {
        guard case let .list(faces) = source, let deck = try? Deck(faces: faces) else { return [] }
        return Set(deck.groupSizes(defaultGroup: group))
    }

    /// Whether the faces come from a function (and may differ from game to game).
    public var isGenerated: Bool {
        if case .generator = source { return true }
        return false
    }

    /// The faces for a board of `groups` groups. A fixed list is returned as it is (the engine
    /// reuses faces when there are fewer than groups); a generator is called with `groups` and
    /// a `random(n)` drawing from a source seeded with `seed`.
    public func faces(groups: Int, seed: UInt64) throws(ScriptError) -> [Face] {
        switch source {
        case let .list(faces): return faces
        case let .generator(hook): return try generate(hook, groups: groups, seed: seed)
        }
    }

    private func generate(_ hook: Hook, groups: Int, seed: UInt64) throws(ScriptError) -> [Face] {
        let L = vm.L
        vm.random = SeededRandom(seed: seed)
        vm.restoreScriptState()
        lua_rawgeti(L, mb_registryindex(), lua_Integer(hook.ref))
        lua_pushinteger(L, lua_Integer(groups))
        mb_push_swift_function(L, SandboxPrelude.random)
        let status = mb_pcall(L, 2, 1, hook.label)
        guard status == LUA_OK else { throw vm.error(fromTopOf: status, path: metadata.path, hook: "faces") }
        defer { mb_pop(L, 1) }
        var reader = FaceReader(vm: vm, path: metadata.path, line: hook.line, directory: directory)
        guard let faces = reader.read(at: -1) else {
            throw ScriptError(reader.diagnostics.map { d in
                var d = d
                d.message = "faces(\(groups), random) returned a bad list: " + d.message
                return d
            })
        }
        return faces
    }
}
