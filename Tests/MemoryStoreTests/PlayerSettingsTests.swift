import Foundation
import MemoryStore
import Testing

/// The lobby's settings kept in `settings.json` between runs.
@Suite struct PlayerSettingsTests {
    @Test func theBellAndWatchSettingsAreKept() throws {
        try withTemporaryDirectory { directory in
            #expect(PlayerSettings.load(from: directory) == PlayerSettings(bell: false, watch: false), "the defaults at first")
            try PlayerSettings(bell: false, watch: true).save(to: directory)
            #expect(PlayerSettings.load(from: directory) == PlayerSettings(bell: false, watch: true))
        }
    }

    @Test func aFileWrittenBeforeWatchFilesExistedStillKeepsTheBell() throws {
        try withTemporaryDirectory { directory in
            try Data(#"{"bell":true}"#.utf8).write(to: directory.appendingPathComponent(PlayerSettings.fileName))
            #expect(PlayerSettings.load(from: directory) == PlayerSettings(bell: true, watch: false))
        }
    }
}
