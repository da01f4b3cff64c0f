import Foundation
import MemoryEngine

/// How a game's ending is kept in the `game` table (schema v5): `ending` holds
/// ``GameOverReason/kind``, `reason` the script's reason, `notes` the game-over lines as a JSON
/// list of strings.
enum StoredEnding {
    /// `notes` as the JSON text of a list of strings; nil when there are none.
    static func notes(_ lines: [String]) -> String? {
        guard !lines.isEmpty, let data = try? JSONEncoder().encode(lines) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

extension StoredValue {
    /// The row's ending, from its `ending` and `reason` columns; nil when none was kept.
    func ending() throws(DamagedRow) -> GameOverReason? {
        guard let kind = try value("ending", String?.self) else { return nil }
        guard let ending = GameOverReason(kind: kind, scriptReason: try value("reason", String?.self)) else {
            throw damaged("ending is '\(kind.prefix(40))', not one of \(GameOverReason.kinds.joined(separator: ", "))")
        }
        return ending
    }

    /// The lines kept as a JSON list of strings in `column`; none when it is empty.
    func lines(_ column: String) throws(DamagedRow) -> [String] {
        guard let text = try value(column, String?.self) else { return [] }
        guard let lines = try? JSONDecoder().decode([String].self, from: Data(text.utf8)) else {
            throw damaged("\(column) is '\(text.prefix(40))', not a JSON list of strings")
        }
        return lines
    }

    /// The numbers a campaign carries, kept as a JSON object of numbers in `column`; none when
    /// it is empty.
    func carried(_ column: String) throws(DamagedRow) -> [String: CarriedNumber] {
        guard let text = try value(column, String?.self) else { return [:] }
        guard let counts = try? JSONDecoder().decode([String: CarriedNumber].self, from: Data(text.utf8)) else {
            throw damaged("\(column) is '\(text.prefix(40))', not a JSON object of numbers")
        }
        return counts
    }

    /// `counts` as the JSON text of an object (keys sorted); nil when there are none.
    static func json(_ counts: [String: CarriedNumber]) -> String? {
        guard !counts.isEmpty else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(counts)).map { String(decoding: $0, as: UTF8.self) }
    }
}
