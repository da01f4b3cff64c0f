import Foundation

/// Fresh temporary folders for tests, inside one folder of this test process that is removed when
/// the process exits (so runs do not pile folders up in the temporary directory).
public enum Scratch {
    private static let parent: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("memory-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: Scratch.parent) }
        return url
    }()

    /// A new, empty folder; `name` says what it is for.
    public static func directory(_ name: String = "scratch") -> URL {
        let url = parent.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// ``directory(_:)``'s path.
    public static func folder(_ name: String) -> String { directory(name).path }
}
