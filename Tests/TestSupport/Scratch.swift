import Foundation
import Synchronization

/// Fresh temporary folders for tests, inside one folder of this test process that is removed when
/// the process exits (so runs do not pile folders up in the temporary directory). Their names are
/// short (the folder is the process's own, so a count tells them apart): paths in messages a test
/// reads on a screen of 100 columns must fit.
public enum Scratch {
    private static let parent: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("memory-tests-\(getpid())")
        // One left by a killed process that had this pid before would hand out its old folders.
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: Scratch.parent) }
        return url
    }()

    private static let made = Atomic<Int>(0)

    /// A new, empty folder; `name`, if given, says what it is for.
    public static func directory(_ name: String = "") -> URL {
        let number = made.add(1, ordering: .relaxed).newValue
        let url = parent.appendingPathComponent(name.isEmpty ? "\(number)" : "\(name)-\(number)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// ``directory(_:)``'s path.
    public static func folder(_ name: String) -> String { directory(name).path }
}
