import Foundation

/// The player's settings kept between runs (the lobby's choices that are not part of a game),
/// in a small JSON file beside the database: read and written without it, so a damaged database
/// does not lose them.
public struct PlayerSettings: Codable, Sendable, Hashable {
    /// Whether the terminal's bell rings on a match, a mismatch and the end of a game.
    public var bell: Bool
    /// Whether the game in play reloads its scripts when they are saved (the lobby's Watch files
    /// row; `memory play --watch` for one run).
    public var watch: Bool

    /// The file, in the data directory.
    public static let fileName = "settings.json"

    public init(bell: Bool = false, watch: Bool = false) {
        self.bell = bell
        self.watch = watch
    }

    /// Settings missing from the file (written by another version) take their defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        bell = try container.decodeIfPresent(Bool.self, forKey: .bell) ?? false
        watch = try container.decodeIfPresent(Bool.self, forKey: .watch) ?? false
    }

    /// The settings kept in `directory`; the defaults when there are none or they cannot be read.
    public static func load(from directory: URL) -> PlayerSettings {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent(fileName)),
              let settings = try? JSONDecoder().decode(PlayerSettings.self, from: data) else { return PlayerSettings() }
        return settings
    }

    /// Keeps these settings in `directory` (created if needed).
    public func save(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try JSONEncoder().encode(self).write(to: directory.appendingPathComponent(Self.fileName), options: .atomic)
    }
}
