import CLuaBridge
import Foundation
import MemoryEngine

/// What one test file's games are made from: the folder its paths are relative to, the script
/// it tests (the one it sits beside), the search path for ids, and its games.
final class TestBench {
    /// The test file.
    let file: String
    /// The folder paths in `game { … }` are relative to, and may not leave: the test's own
    /// folder, or the deck folder of a `tests/` folder.
    let root: String
    /// The script the test sits beside (`x.lua` for `x_test.lua`; `deck.lua` for a deck's
    /// `tests/` folder), which `game { … }` uses unless told otherwise.
    let target: String?
    /// The search path for ids: the package the test is in (if any) first, then `catalogue`'s.
    let catalogue: ScriptCatalogue
    let limits: SandboxLimits
    var games: [Int: TestGame] = [:]
    private var nextGame = 1
    /// What the running test has asked of its games, and why it was stopped, if it was.
    private var calls = 0
    private var dealt = 0
    private(set) var stopped: String?

    /// Most requests (turns, waits, questions…) one test may make of its games, and most games
    /// it may deal: a test that loops over them is stopped, as a loop of Lua is by its budget.
    static let maximumCalls = 200_000
    static let maximumGames = 100
    /// The target's kind and id, once loaded.
    private var targetScript: Result<(kind: ScriptKind, id: String), ScriptError>?

    /// The rules a game is played with when neither the test nor its target names any.
    static let defaultRules = "classic"

    init(file: String, catalogue: ScriptCatalogue, limits: SandboxLimits) {
        self.file = file
        self.limits = limits
        let (folder, name) = TestBench.split(file)
        let (deckFolder, folderName) = TestBench.split(folder)
        if folderName == "tests", FileManager.default.fileExists(atPath: deckFolder + "/deck.lua") {
            root = deckFolder
            target = deckFolder + "/deck.lua"
        } else {
            root = folder
            let beside = folder + "/" + name.dropLast("_test.lua".count) + ".lua"
            // A module's test (lib/x_test.lua) tests no script: its games name theirs.
            target = name.hasSuffix("_test.lua") && FileManager.default.fileExists(atPath: beside)
                && ScriptModules.module(at: beside) == nil ? beside : nil
        }
        // A test in a package finds the package's own scripts by id first, as it will once installed.
        self.catalogue = catalogue.including(packagesOf: [target ?? file])
    }

    /// A path's folder ("." when it has none) and last component.
    static func split(_ path: String) -> (folder: String, name: String) {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return (".", trimmed) }
        let folder = String(trimmed[..<slash])
        return (folder.isEmpty ? "/" : folder, String(trimmed[trimmed.index(after: slash)...]))
    }

    /// Starts counting a new test's requests.
    func startTest() {
        calls = 0
        dealt = 0
        stopped = nil
    }

    /// Counts one request of the running test (`dealing`: a new game); past a bound, stops the
    /// test (interrupts `vm`'s call) and returns why.
    func admit(_ vm: LuaVM, dealing: Bool = false) -> String? {
        calls += 1
        if dealing { dealt += 1 }
        if stopped == nil {
            if calls > TestBench.maximumCalls {
                stopped = "the test made more than \(TestBench.maximumCalls) requests of its games (an endless loop?) and was stopped"
            } else if dealt > TestBench.maximumGames {
                stopped = "the test dealt more than \(TestBench.maximumGames) games and was stopped"
            }
            if stopped != nil { mb_interrupt(vm.host) }
        }
        return stopped
    }

    /// Adds a game; returns its handle.
    func add(_ game: TestGame) -> Int {
        defer { nextGame += 1 }
        games[nextGame] = game
        return nextGame
    }

    /// The kind of script the target is (loading it once).
    private func kindOfTarget() throws(ScriptError) -> ScriptKind? { try targetKindAndID()?.kind }

    /// The target's kind and id (loading it once).
    private func targetKindAndID() throws(ScriptError) -> (kind: ScriptKind, id: String)? {
        guard let target else { return nil }
        if targetScript == nil {
            do {
                let vm = try LuaVM(limits: limits)
                let metadata = try vm.load(try ScriptSource(reading: target, limit: limits.sourceBytes)).0.metadata
                targetScript = .success((metadata.kind, metadata.id))
            } catch {
                targetScript = .failure(error)
            }
        }
        return try targetScript!.get()
    }

    /// The path of the script of `kind` a game uses: `given` (an id, the target's own meaning the
    /// target, or a path inside the root), else the target when it is of that kind, else nil.
    func path(_ kind: ScriptKind, _ given: String?) throws(ScriptError) -> String? {
        guard let given else { return try kindOfTarget() == kind ? target : nil }
        // The target's own id means the target (the script being tested, not an installed copy).
        if let script = try? targetKindAndID(), script.kind == kind, script.id == given { return target }
        guard given.contains("/") || given.hasSuffix(".lua") else { return try catalogue.resolve(kind, given).path }
        let parts = given.split(separator: "/")
        guard !given.hasPrefix("/"), !parts.contains("..") else {
            throw ScriptError(path: given, "a test names scripts by id or by a path inside its own folder (\(root)), without .. or a leading /")
        }
        return try catalogue.resolve(kind, root + "/" + given).path
    }
}
