import CLua
import CLuaBridge
import MemoryEngine

/// One sandboxed Lua state: the safe libraries, the limits, the host functions. Never shared
/// between threads (each simulator worker loads its own).
///
/// Swift enters Lua only through `mb_pcall` (C, with a traceback handler); Swift functions
/// called from Lua report errors by return value and the C trampoline raises them after Swift
/// returned, so no Lua error ever jumps across a Swift frame.
final class LuaVM {
    let L: OpaquePointer
    let host: UnsafeMutablePointer<mb_host>
    let limits: SandboxLimits
    /// The seeded source behind `math.random` and a generated deck's `random`.
    ///
    /// This and the hook-call fields below are read and written by the host functions of every
    /// call; a state is used by one thread at a time, so they skip the run-time exclusivity check
    /// (a `swift_beginAccess` on each touch, a good part of a host function's cost).
    @exclusivity(unchecked) var random = SeededRandom(seed: 0)
    /// Where `print` and `log` go (see ``ScriptLog``).
    var log: (String) -> Void = { ScriptLog.shared.write($0) }
    /// The script being loaded, for the constructors.
    var loading: LoadContext?
    /// When set (by `memory check`), every image a face names is also decoded with it, so that
    /// every bad image of a deck is reported as it loads, at the face's line.
    var imageCheck: ((String) -> String?)?
    /// The game a hook is looking at (API 1's `board`, API 2's `game`; set by ``showing(_:_:)``),
    /// the changes an API-1 board hook asked for, the requests an API-2 hook made, the faces of
    /// the game's deck and the keys of the scripts' actions (see ``GameObject``).
    @exclusivity(unchecked) var game: UnsafePointer<Game>?
    @exclusivity(unchecked) var boardChanges: [BoardChange] = []
    @exclusivity(unchecked) var requests: [Request] = []
    var faces: [Face] = []
    var actionKeys: [String] = []
    /// The paths of the scripts a session loaded, for naming where a request was made.
    var scriptPaths: [String] = [] {
        didSet { scriptChunkNames = scriptPaths.map { Array(LuaVM.chunkName($0).utf8) } }
    }
    /// The chunk name Lua reports for each of ``scriptPaths``, as bytes.
    private(set) var scriptChunkNames: [[UInt8]] = []
    /// What the last `status` hook answered.
    var statusText = ""
    /// What the last `bot_keys` hook answered (nil: any key).
    var botKeys: [String]?
    /// What the last hook that answers places (`bot_cards`, `bot_avoid`) answered, as board
    /// indices (nil: none named).
    var places: [Int]?
    /// What the last `winners` hook answered, as 0-based players (nil: the usual winners).
    var winners: [Int]?
    /// What the last `score_parts` hook answered (nil: the usual breakdown).
    var scoreParts: [ScorePart]?
    /// The call running that may only read the game (`status`, `match`, `winners`, an action's `bot`), or
    /// nil: a request made during it is refused with an error naming it.
    var readOnlyCall: String?
    /// How well the computer player whose action `bot` hook runs plays, or the one whose turn
    /// it is while `bot_keys`, `bot_cards` or `bot_avoid` runs (see `game:skill()`), or nil.
    var botSkill: Double?
    /// How well the computer player in each seat plays (nil: a person's seat), in seat order, as
    /// the front end seated them: what `game:skill()` gives the hooks that steer them.
    var seatSkills: [Double?] = []
    /// What each player is called where the game shows it (`game:name(p)`), in seat order; a seat
    /// past its end is "P" and its number, as the screen calls it.
    var playerNames: [String] = []
    /// Why the last action's `run` declined (it returned false; empty: it gave no reason), or nil.
    var declined: String?
    /// The games of the test file this state runs, if it runs one (see ``ScriptTests``).
    var testBench: TestBench?

    private let watched: WatchedState
    private let watchdog: ScriptWatchdog
    private(set) var newEnvironmentRef: Int32 = LUA_NOREF
    /// The prelude's module functions (see ``snapshotScriptState()``).
    private(set) var modulesRef: Int32 = LUA_NOREF
    var moduleCallLabel: Int32 = 0
    /// Whether the scripts and modules kept anything a game could change (see ``snapshotScriptState()``).
    var keepsScriptState = false
    /// The folder whose `lib/` the script loading takes its modules from; nil outside a load,
    /// when `require` is refused (see ``ModuleLoading``).
    var moduleRoot: String?
    /// Every module file this state has read, in order.
    var modules: [String] = []
    /// The modules the script loading used (directly or through other modules).
    var usedModules: [String] = []

    init(limits: SandboxLimits = .standard, watchdog: ScriptWatchdog = .shared) throws(ScriptError) {
        let opened = EventFieldDeclaration.cNames.withUnsafeBufferPointer { names in
            mb_open(limits.memory, Int64(limits.instructions), Int64(limits.patternWork), names.baseAddress)
        }
        guard let L = opened else {
            throw ScriptError(path: "memory", "could not create a Lua state")
        }
        self.L = L
        self.host = mb_host_of(L)
        self.limits = limits
        self.watchdog = watchdog
        self.watched = WatchedState(host: host)
        host.pointee.owner = Unmanaged.passUnretained(self).toOpaque()
        watchdog.watch(watched)
        do { try installSandbox() } catch {
            throw ScriptError(path: "memory", "could not set up the Lua sandbox: \(error)")
        }
    }

    deinit {
        watchdog.forget(watched)
        watched.close()
        mb_close(L)
    }

    /// Runs `body` with `game` shown to the host functions (``game``), through a pointer valid
    /// for the body only: a copy would retain each of the game's arrays on every hook call.
    func showing<T, E: Error>(_ game: Game, _ body: () throws(E) -> T) throws(E) -> T {
        try withUnsafePointer(to: game) { pointer throws(E) in try showing(at: pointer, body) }
    }

    /// The VM that owns `L` (for Swift functions called from Lua).
    static func owner(of L: OpaquePointer?) -> LuaVM {
        Unmanaged<LuaVM>.fromOpaque(mb_host_of(L).pointee.owner).takeUnretainedValue()
    }

    /// Runs `body` with the VM that owns `L` without retaining it: a state's owner outlives every
    /// call into the state, and a retain and release (two atomic operations) were a good part of
    /// the cost of a host function such as `board:swap`.
    @inline(__always)
    static func withOwner<T>(of L: OpaquePointer?, _ body: (LuaVM) -> T) -> T {
        Unmanaged<LuaVM>.fromOpaque(mb_host_of(L).pointee.owner)._withUnsafeGuaranteedRef(body)
    }

    /// Empties ``boardChanges`` for the next board hook, keeping its storage. One by one from the
    /// end: a hook asks for one or two changes, and `removeAll(keepingCapacity:)` went through
    /// the general `replaceSubrange`, several times the cost.
    @inline(__always)
    func clearBoardChanges() {
        while !boardChanges.isEmpty { boardChanges.removeLast() }
    }

    /// Runs `body` with `game` shown to the host functions, given its address: the engine lends
    /// its own game for the call, with no copy (see ``Rules/boardChanges(afterMismatch:at:)``).
    @inline(__always)
    func showing<T, E: Error>(at game: UnsafePointer<Game>, _ body: () throws(E) -> T) throws(E) -> T {
        self.game = game
        defer { self.game = nil }
        return try body()
    }

    /// Names a kind of call for the watchdog's message, e.g. `rules/x.lua (on_match)`.
    func label(_ text: String) -> Int32 { watched.addLabel(text) }

    /// Whether the main thread carries a count hook that the next call would not remove (a
    /// lazily counted state must start each call unhooked; for the tests).
    var hasUnflaggedCountHook: Bool {
        host.pointee.lazy != 0 && lua_gethook(L) != nil && host.pointee.main_hooked == 0
    }

    /// Asks the running call (if any) to stop soon; safe from any thread.
    var interruptHandle: WatchedState { watched }

    private func installSandbox() throws(ScriptError) {
        mb_newtable(L)
        SandboxPrelude.registerHostFunctions(L, table: lua_gettop(L), sourceLimit: limits.sourceBytes)
        let status = HostChunk.sandbox.load(into: L)
        guard status == LUA_OK else { throw error(fromTopOf: status, path: "sandbox", hook: "setup") }
        lua_rotate(L, -2, 1)   // function, host table
        let run = mb_pcall(L, 1, 2, label("the sandbox set-up"))
        guard run == LUA_OK else { throw error(fromTopOf: run, path: "sandbox", hook: "setup") }
        modulesRef = luaL_ref(L, mb_registryindex())
        newEnvironmentRef = luaL_ref(L, mb_registryindex())
    }

    /// Runs a chunk of the host's own (with the real globals in reach) with a table of host
    /// functions as its argument, and keeps what it returns in the registry.
    func runHostChunk(_ chunk: HostChunk, register: (OpaquePointer, Int32) -> Void) throws(ScriptError) -> Int32 {
        let name = chunk.name
        let status = chunk.load(into: L)
        guard status == LUA_OK else { throw error(fromTopOf: status, path: name, hook: "setup") }
        mb_newtable(L)
        register(L, lua_gettop(L))
        let run = mb_pcall(L, 1, 1, label("the \(name) set-up"))
        guard run == LUA_OK else { throw error(fromTopOf: run, path: name, hook: "setup") }
        return ref()
    }

    /// Runs a script's text in a fresh environment of its own and leaves what the chunk returned
    /// on the stack. `display` is the script's path as the user should see it.
    /// `globals`, when given, is a registry reference to a table whose fields are added to the
    /// script's environment (a test file's `test`, `expect`, `game`).
    func run(source: [UInt8], path: String, label callLabel: Int32, globals: Int32 = LUA_NOREF) throws(ScriptError) {
        if let problem = LuaVM.textProblem(source, limit: limits.sourceBytes) { throw ScriptError(path: path, problem) }
        lua_rawgeti(L, mb_registryindex(), lua_Integer(newEnvironmentRef))
        var status = mb_pcall(L, 0, 1, callLabel)
        guard status == LUA_OK else { throw error(fromTopOf: status, path: path, hook: "loading") }
        if globals != LUA_NOREF { addFields(ofRef: globals, toTableAt: lua_gettop(L)) }
        status = compile(source, chunk: LuaVM.chunkName(path))
        guard status == LUA_OK else { throw error(fromTopOf: status, path: path, hook: "loading") }
        status = mb_pcall(L, 0, 1, callLabel)
        guard status == LUA_OK else { throw error(fromTopOf: status, path: path, hook: "loading") }
    }

    /// Compiles `source` (a script's or a module's text) as the chunk `@chunk`, with the table on
    /// top of the stack as its environment, which the function (or Lua's error message) replaces;
    /// returns Lua's status.
    func compile(_ source: [UInt8], chunk: String) -> Int32 {
        source.withUnsafeBufferPointer { buffer in
            mb_load_text(L, buffer.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                         buffer.count, "@" + chunk)
        }
    }

    /// Why `source` cannot be loaded as a script or module: too large, or not source text.
    static func textProblem(_ source: [UInt8], limit: Int) -> String? {
        if source.count > limit { return "the script is \(source.count) bytes; at most \(limit) are allowed" }
        // Lua reads any chunk that starts with an escape character (byte 27) as precompiled.
        if source.starts(with: Array("\u{1B}Lua".utf8)) {
            return "binary (precompiled) Lua chunks are refused: ship the .lua source text"
        } else if source.first == 0x1B {
            return "the script starts with an escape character (byte 27): a script must be Lua source text"
        }
        return nil
    }

    /// Sets every field of the table at registry `ref` in the table at `index` (raw sets).
    private func addFields(ofRef ref: Int32, toTableAt index: Int32) {
        lua_rawgeti(L, mb_registryindex(), lua_Integer(ref))
        lua_pushnil(L)
        while lua_next(L, -2) != 0 {
            lua_pushvalue(L, -2)
            lua_rotate(L, -2, 1)
            lua_rawset(L, index)
        }
        mb_pop(L, 1)
    }

    /// The chunk name Lua prints for `path` (short enough that Lua never abbreviates it).
    static func chunkName(_ path: String) -> String {
        if path.utf8.count <= 50 { return path }
        let parts = path.split(separator: "/")
        let tail = parts.suffix(2).joined(separator: "/")
        return tail.utf8.count <= 46 ? ".../" + tail : ".../" + (parts.last.map(String.init) ?? "script")
    }

    /// Pops the error message of a failed call and explains it: which script, which hook, and
    /// whether a limit stopped it.
    func error(fromTopOf status: Int32, path: String, hook: String) -> ScriptError {
        failure(fromTopOf: status, path: path, hook: hook).error
    }

    /// Pops the error message of a failed call and explains it (see `error(fromTopOf:)`), with
    /// the limit that stopped the call, or nil for an ordinary error of the script's. A call that
    /// may belong to any of several scripts (a timer) gives their paths as `owners`: the error is
    /// put at the one its message names, else at the only one, else at `path`.
    func failure(fromTopOf status: Int32, path: String, hook: String, owners: [String] = []) -> (error: ScriptError, limit: SandboxLimit?) {
        var length = 0
        let message: String
        if lua_type(L, -1) == LUA_TSTRING, let text = mb_tostring(L, -1, &length) {
            message = String(decoding: UnsafeRawBufferPointer(start: text, count: length), as: UTF8.self)
        } else {
            message = "unknown error (status \(status))"
        }
        mb_pop(L, 1)
        let owner = owners.first { message.hasPrefix($0 + ":") || message.hasPrefix(LuaVM.chunkName($0) + ":") }
            ?? (owners.count == 1 ? owners[0] : path)
        var diagnostic = self.diagnostic(parsing: message, path: owner)
        let subject = hook == "loading" ? "the script" : hook
        let limit = limit(stopping: status, message: message)
        switch limit {
        case .interrupt:
            diagnostic.message = "\(subject) did not return within \(watchdog.timeout.formatted) seconds and was stopped (an endless loop? else keep it quick)"
        case .instructions where hook == "match":
            // Its calls asked together share one budget (see ReactiveSession).
            diagnostic.message = "match ran more than \(limits.instructions) instructions in the calls asked together "
                + "(every pair of faces at the deal, the groups left at the end) and was stopped (an endless loop? else keep it quick)"
        case .instructions:
            diagnostic.message = "\(subject) ran more than \(limits.instructions) instructions (an endless loop?) and was stopped"
        case .memory:
            // A memory error has no traceback, hence no line in its message: the allocator noted it.
            diagnostic.line = refusalLine(in: diagnostic.path)
            diagnostic.message = "\(subject) used more than \(limits.memory >> 20) MiB of memory and was stopped"
        case .pattern, nil:
            if hook != "loading" { diagnostic.message = "\(hook): " + diagnostic.message }
        }
        return (ScriptError([diagnostic]), limit)
    }

    /// The limit that stopped the call that has just failed with `status` and `message`, if one
    /// did. The host's flags say what happened during the call; the message says whether that is
    /// what ended it (a script may catch a refused allocation or pattern with pcall and go on).
    private func limit(stopping status: Int32, message: String) -> SandboxLimit? {
        let state = host.pointee
        if state.budget_spent != 0 {
            return state.interrupt != 0 ? .interrupt : state.memory_error != 0 ? .memory : .instructions
        }
        if state.memory_refused != 0 && (status == LUA_ERRMEM || message.contains("not enough memory")) { return .memory }
        if state.pattern_refused != 0 && message.contains("for a subject of") { return .pattern }
        return nil
    }

    /// The line of the script at `path` where the last refused allocation happened, if known.
    private func refusalLine(in path: String) -> Int? {
        let line = Int(host.pointee.refused_line)
        return line > 0 && hostString(\.refused_source) == LuaVM.chunkName(path) ? line : nil
    }

    /// A NUL-terminated string the bridge keeps in a fixed-size array of the host struct.
    func hostString<Field>(_ field: KeyPath<mb_host, Field>) -> String {
        withUnsafeBytes(of: host.pointee[keyPath: field]) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// Splits Lua's `chunk:line: message` into a diagnostic for `path`; `path: message` (a
    /// failure without a line, as ``RuleFailure`` words it) loses its path prefix.
    static func diagnostic(parsing message: String, path: String) -> Diagnostic {
        guard let prefix = [path + ":", chunkName(path) + ":"].first(where: message.hasPrefix) else {
            return Diagnostic(path: path, message: message)
        }
        let rest = message.dropFirst(prefix.count)
        if rest.hasPrefix(" ") { return Diagnostic(path: path, message: String(rest.dropFirst())) }
        let digits = rest.prefix(while: \.isNumber)
        guard let line = Int(digits), rest.dropFirst(digits.count).hasPrefix(": ") else {
            return Diagnostic(path: path, message: message)
        }
        return Diagnostic(path: path, line: line, message: String(rest.dropFirst(digits.count + 2)))
    }

    // MARK: Registry

    /// Stores the value on top of the stack in the registry (pops it).
    func ref() -> Int32 { luaL_ref(L, mb_registryindex()) }

    func unref(_ ref: Int32) { luaL_unref(L, mb_registryindex(), ref) }

    /// Frees a permanent stack slot taken by mb_pin.
    func unpin(_ slot: Int32) { mb_unpin(L, slot) }

    /// Line where the function at registry `ref` is defined (0 if unknown).
    func definitionLine(ofRef ref: Int32) -> Int {
        lua_rawgeti(L, mb_registryindex(), lua_Integer(ref))
        return Int(mb_function_line(L))
    }

    /// How many arguments the function at registry `ref` can see: its fixed parameters, `Int.max`
    /// if it takes `...`; -1 if it is not a function.
    func parameterCount(ofRef ref: Int32) -> Int {
        lua_rawgeti(L, mb_registryindex(), lua_Integer(ref))
        let count = mb_function_params(L)
        return count == Int32.max ? Int.max : Int(count)
    }

    /// Pushes a number as a script would have written it: a whole one as an integer (`3`, so
    /// `"x" .. n` reads "x3", not "x3.0"), any other as a float.
    func push(number n: Double) {
        if n == n.rounded(), abs(n) < 1e15 { lua_pushinteger(L, lua_Integer(n)) } else { lua_pushnumber(L, n) }
    }

    /// Pushes a Swift string (the allocator never refuses host code).
    func push(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            _ = buffer.withMemoryRebound(to: CChar.self) { lua_pushlstring(L, $0.baseAddress, $0.count) }
        }
    }
}
