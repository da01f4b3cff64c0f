import Foundation

/// Runs a program and collects its output with posix_spawn and waitpid. (Foundation's
/// `Process.waitUntilExit` was seen to hang here when the child had started a daemon, such as
/// the tmux server, that kept running.)
enum Spawn {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `arguments[0]` (looked up on PATH) with the rest as its arguments; `environment`
    /// replaces the process's; `directory` is its working directory.
    static func run(_ arguments: [String], environment: [String: String]? = nil, directory: String? = nil,
                    captureOutput: Bool = true) throws -> Output {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var outPipe: [Int32] = [-1, -1]
        // stderr goes to a file, so that one pipe is read to its end and neither can fill up. The
        // pipe is close-on-exec: a tmux server started meanwhile by another test must not keep it.
        let errFile = FileManager.default.temporaryDirectory.appendingPathComponent("spawn-\(UUID().uuidString)").path
        defer { unlink(errFile) }
        // No other test may spawn between creating the pipe and marking it close-on-exec.
        spawning.lock()
        if captureOutput {
            guard pipe(&outPipe) == 0 else { spawning.unlock(); throw TmuxError("pipe failed") }
            for fd in outPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
            posix_spawn_file_actions_addopen(&actions, 2, errFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            for fd in outPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let command = directory.map { ["/usr/bin/env", "-C", $0] + arguments } ?? arguments
        let argv = command.map { strdup($0) } + [nil]
        let envp = env.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // The test runner blocks most signals; a child (a tmux server above all) must not inherit
        // that mask, or `kill-server` and SIGTERM leave it and the games in its panes running.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, command[0], &actions, &attributes, argv, envp)
        spawning.unlock()
        if captureOutput { close(outPipe[1]) }
        guard spawned == 0 else { throw TmuxError("cannot run \(arguments[0]): \(String(cString: strerror(spawned)))") }
        var stdout = Data(), stderr = Data()
        if captureOutput {
            stdout = readAll(outPipe[0], orKill: pid)
            close(outPipe[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if captureOutput { stderr = FileManager.default.contents(atPath: errFile) ?? Data() }
        let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Output(status: code, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    private static let spawning = NSLock()

    /// Reads `fd` to its end; after two minutes without end the child is killed, so that a test
    /// fails instead of hanging the whole run.
    private static func readAll(_ fd: Int32, orKill pid: pid_t) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = Date().addingTimeInterval(120)
        while true {
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, 1000) == 0 {
                if Date() > deadline { kill(pid, SIGKILL); break }
                continue
            }
            let n = read(fd, &buffer, buffer.count)
            if n > 0 { data.append(contentsOf: buffer[0..<n]) } else if n < 0 && errno == EINTR { continue } else { break }
        }
        return data
    }
}
