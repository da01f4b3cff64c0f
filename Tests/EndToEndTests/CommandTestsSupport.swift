import Foundation
import Testing

/// Every command test, one at a time: Spawn.run's pipes are not close-on-exec, so a tmux
/// server started by one test while another test's pipe is open keeps that pipe's write end and
/// the other test never sees end of file. Running them in series keeps them from racing each
/// other (suites of other files can still race them until Spawn uses pipe2(O_CLOEXEC)).
@Suite(.serialized) enum CommandTests {}

/// Small helpers for the command tests: scripts written to temporary folders, JSON read back,
/// quick games in tmux and SQLite asked directly.
enum CommandSupport {
    /// Writes `text` to `name` (folders created) under `folder`; returns the file.
    @discardableResult
    static func write(_ text: String, to name: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// A rules script whose `on_match` returns a float with a fraction (line 3).
    static let fractionalRules = """
    return rules {
      id = "half", name = "Half", api = 1,
      on_match = function(e) return 1.5 end,
    }

    """

    /// A deck with a syntax error on line 3 (a missing comma).
    static let syntaxErrorDeck = """
    return deck {
      id = "bad", name = "Bad", api = 1
      faces = { "a", "b" },
    }

    """

    /// A deck that never returns while loading.
    static let endlessDeck = "while true do end\n"

    /// Parses JSON output.
    static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    /// The database file in a data directory.
    static func database(_ data: URL) -> URL { data.appendingPathComponent("memory.sqlite") }

    /// Runs the sqlite3 tool on `file` and returns its trimmed output.
    static func sqlite(_ file: URL, _ sql: String) throws -> String {
        let out = try Spawn.run(["sqlite3", file.path, sql])
        return (out.stdout + out.stderr).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Starts a seeded one-pair game (1x2) in tmux, ready to play.
    static func onePairGame(_ data: URL, seed: Int = 1, extra: [String] = [], environment: [String: String] = [:]) throws -> Tmux {
        let tmux = try Tmux(["--deck", "symbols", "--rules", "classic", "--grid", "1x2", "--seed", String(seed), "--no-animation"] + extra,
                            dataDir: data, environment: environment)
        try tmux.waitFor(text: "Pairs: 0/1")
        return tmux
    }

    /// Turns both cards of a one-pair game, ending it.
    static func finishOnePair(_ tmux: Tmux) throws {
        try tmux.send("Space")
        try tmux.waitFor("the first card to turn") { ScreenPlayer.cursorLabel($0) != "?" }
        try tmux.send("Right", "Space")
    }

    /// The pid of the `memory` process running in the tmux pane.
    static func memoryPID(_ tmux: Tmux) throws -> String {
        let pane = try tmux.display("#{pane_pid}")
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let pid = try Binary.shell("pgrep -P \(pane) -x memory").split(separator: "\n").first { return String(pid) }
            usleep(20_000)
        }
        throw TmuxError("no memory process under pane \(pane)")
    }

    /// The `scores --json` tables of a data directory.
    static func scoreTables(_ data: URL) throws -> [[String: Any]] {
        let result = try Binary.run(["scores", "--json"], dataDir: data)
        #expect(result.status == 0, "scores --json failed: \(result.stderr)")
        return try #require(try json(result.stdout) as? [[String: Any]])
    }
}
