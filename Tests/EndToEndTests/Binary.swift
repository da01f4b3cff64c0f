import Foundation
import TestSupport

/// The built `memory` executable, run as a user would.
enum Binary {
    /// `$MEMORY_BIN` (set by Scripts/test), else the debug build next to this test bundle.
    static var path: String {
        if let path = ProcessInfo.processInfo.environment["MEMORY_BIN"], !path.isEmpty { return path }
        let bundle = Bundle.main.bundleURL.deletingLastPathComponent()
        for candidate in [bundle.appendingPathComponent("memory"), bundle.deletingLastPathComponent().appendingPathComponent("memory")]
        where FileManager.default.isExecutableFile(atPath: candidate.path) {
            return candidate.path
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/memory").path
    }

    /// The repository root (where `Decks/` is).
    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `memory` with `arguments` in `directory` (the repository by default) and an
    /// environment whose data directory is `dataDir`.
    static func run(_ arguments: [String], dataDir: URL? = nil, directory: URL? = nil,
                    environment extra: [String: String] = [:]) throws -> Result {
        var env = ProcessInfo.processInfo.environment
        env["MEMORY_DATA_DIR"] = (dataDir ?? Scratch.directory()).path
        env.removeValue(forKey: "MEMORY_DECKS_PATH")
        for (k, v) in extra { env[k] = v }
        let output = try Spawn.run([path] + arguments, environment: env, directory: (directory ?? repository).path)
        return Result(status: output.status, stdout: output.stdout, stderr: output.stderr)
    }
}

extension Binary {
    /// Runs a shell command line and returns its standard output.
    static func shell(_ command: String) throws -> String {
        try Spawn.run(["/bin/sh", "-c", command]).stdout
    }
}
