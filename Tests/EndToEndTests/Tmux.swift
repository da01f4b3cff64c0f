import Foundation

/// A real terminal: `memory` running in a detached tmux session on a private server socket.
final class Tmux {
    let socket = "memory-e2e-\(UUID().uuidString.prefix(8))"
    let session = "t"

    /// Starts `memory arguments` in a `width`×`height` pane, in `directory` (the repository by
    /// default), with `dataDir`.
    init(_ arguments: [String], width: Int = 100, height: Int = 30, dataDir: URL, environment: [String: String] = [:],
         directory: URL = Binary.repository) throws {
        var env = ["MEMORY_DATA_DIR": dataDir.path, "TERM": "xterm-256color", "LANG": "C.UTF-8"]
        env.merge(environment) { $1 }
        let exports = env.map { "\($0.key)=\(Tmux.quote($0.value))" }.joined(separator: " ")
        let command = "cd \(Tmux.quote(directory.path)) && env \(exports) \(Tmux.quote(Binary.path)) "
            + arguments.map(Tmux.quote).joined(separator: " ")
            + "; echo \"[exited $?]\"; sleep 30"
        try tmux(["new-session", "-d", "-s", session, "-x", String(width), "-y", String(height), command])
    }

    /// An interactive bash (job control on, so Ctrl-Z stops a job and `fg` brings it back) in a
    /// `width`×`height` pane, in the repository, with the same environment as `init(_:…)` and the
    /// prompt `prompt`. Type command lines with `typeLine(_:)`.
    init(interactiveShellWithDataDir dataDir: URL, width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws {
        var env = ["MEMORY_DATA_DIR": dataDir.path, "TERM": "xterm-256color", "LANG": "C.UTF-8", "PS1": Tmux.prompt,
                   "HISTFILE": "/dev/null"]
        env.merge(environment) { $1 }
        let exports = env.map { "\($0.key)=\(Tmux.quote($0.value))" }.joined(separator: " ")
        let command = "cd \(Tmux.quote(Binary.repository.path)) && env \(exports) bash --norc --noprofile -i"
        try tmux(["new-session", "-d", "-s", session, "-x", String(width), "-y", String(height), command])
    }

    /// The prompt of `init(interactiveShellWithDataDir:…)`'s shell.
    static let prompt = "memory-shell$ "

    /// `memory arguments` as a command line for the shell.
    static func memoryCommand(_ arguments: [String]) -> String {
        ([Binary.path] + arguments).map(quote).joined(separator: " ")
    }

    /// Types `line` and Enter.
    func typeLine(_ line: String) throws {
        try tmux(["send-keys", "-t", session, "-l", line])
        try tmux(["send-keys", "-t", session, "Enter"])
    }

    /// Ends everything in the panes and the server, by process id and SIGKILL (a program that
    /// ignores the hang-up `kill-server` sends, such as a stopped job, stays otherwise).
    func terminate() {
        let panes = (try? tmux(["list-panes", "-s", "-t", session, "-F", "#{pane_pid}"])) ?? ""
        let server = (try? display("#{pid}")).flatMap { Int32($0) }
        for pane in panes.split(separator: "\n").compactMap({ Int32($0) }) where pane > 1 {
            // The pane's process is a session leader: everything it started is in its session.
            _ = try? Binary.shell("pkill -KILL -s \(pane)")
            kill(pane, SIGKILL)
        }
        if let server, server > 1 { kill(server, SIGKILL) }
    }

    /// Polls a tmux format (`#{alternate_on}`, …) until it reads `value`, or fails after
    /// `timeout` seconds with the last value and screen.
    func waitFor(display format: String, toBe value: String, timeout: Double = 15) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try display(format)
            if last == value { return }
            usleep(50_000)
        }
        throw TmuxError("timed out waiting for \(format) to be \(value) (it is \(last)); screen was:\n\((try? screen()) ?? "")")
    }

    deinit {
        terminate()
        _ = try? tmux(["kill-server"])
    }

    /// Sends tmux key names (`Enter`, `Space`, `C-c`, `q`, …).
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", session] + keys)
    }

    /// Pastes `text` as a terminal does when the program asked for bracketed paste (and as plain
    /// bytes when it did not).
    func paste(_ text: String) throws {
        try tmux(["set-buffer", "-b", "memory-e2e", "--", text])
        try tmux(["paste-buffer", "-p", "-d", "-b", "memory-e2e", "-t", session])
    }

    /// Sends bytes exactly (e.g. an SGR mouse report).
    func sendLiteral(_ text: String) throws {
        try tmux(["send-keys", "-t", session, "-l", text])
    }

    /// The visible screen as text; `joined` joins the lines the pane wrapped.
    func screen(joined: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p"] + (joined ? ["-J"] : []) + ["-t", session])
    }

    /// A tmux format value for the pane, e.g. `#{alternate_on}`.
    func display(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", session, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", session, "-x", String(width), "-y", String(height)])
    }

    /// Polls the screen until `condition` holds, or fails after `timeout` seconds with the last screen.
    @discardableResult
    func waitFor(_ what: String, timeout: Double = 15, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            usleep(50_000)
        }
        throw TmuxError("timed out waiting for \(what); screen was:\n\(last)")
    }

    /// Polls until `memory` has ended and returns its exit status and the screen, read with
    /// wrapped lines joined (a long message from the shell, such as "Killed …", can push the
    /// "[exited N]" line past the pane's edge).
    @discardableResult
    func waitForExit(timeout: Double = 15) throws -> (status: Int, screen: String) {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen(joined: true)
            if let match = last.firstMatch(of: /\[exited (\d+)\]/), let status = Int(match.1) { return (status, last) }
            usleep(50_000)
        }
        throw TmuxError("timed out waiting for the process to end; screen was:\n\(last)")
    }

    /// Polls until the screen contains `text`.
    @discardableResult
    func waitFor(text: String, timeout: Double = 15) throws -> String {
        try waitFor("'\(text)'", timeout: timeout) { $0.contains(text) }
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        // The first command starts the tmux server, which keeps the descriptors it was given:
        // it must not get our pipes.
        let result = try Spawn.run(["tmux", "-L", socket] + arguments, captureOutput: arguments.first != "new-session")
        guard result.status == 0 else { throw TmuxError("tmux \(arguments.first ?? "") failed: \(result.stderr)") }
        return result.stdout
    }

    static func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}

struct TmuxError: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}

extension String {
    /// A screen's lines run together, each trimmed: a message reads as one text wherever it
    /// wraps (where depends on the width and on paths, such as the scratch folder's).
    var joinedLines: String {
        split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}
