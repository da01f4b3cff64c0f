import Foundation

/// Where the database lives.
///
/// The directory is, in order of precedence: the `--data-dir` option, the `MEMORY_DATA_DIR`
/// environment variable, `$XDG_DATA_HOME/memory`, and `~/.local/share/memory`. The database file
/// in it is always named ``fileName``.
public enum StoreLocation {
    /// The name of the database file inside the data directory.
    public static let fileName = "memory.sqlite"

    /// The data directory to open a ``Store`` in.
    ///
    /// - Parameters:
    ///   - dataDir: The directory given on the command line, if any; relative paths are taken from
    ///     the current directory.
    ///   - environment: The process environment (`MEMORY_DATA_DIR`, `XDG_DATA_HOME`, `HOME`).
    ///     Empty values count as unset, and a relative `XDG_DATA_HOME` is ignored as the XDG
    ///     specification requires.
    public static func resolve(dataDir: String?, environment: [String: String]) -> URL {
        func value(_ name: String) -> String? {
            guard let text = environment[name], !text.isEmpty else { return nil }
            return text
        }
        if let dataDir, !dataDir.isEmpty {
            return URL(fileURLWithPath: dataDir, isDirectory: true).standardizedFileURL
        }
        if let dir = value("MEMORY_DATA_DIR") {
            return URL(fileURLWithPath: dir, isDirectory: true).standardizedFileURL
        }
        if let xdg = value("XDG_DATA_HOME"), xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("memory", isDirectory: true)
        }
        let home = value("HOME").map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/share/memory", isDirectory: true)
    }
}
