import Foundation
import MemoryEngine

/// Today's UTC day, whose board `memory --daily` and the lobby's Daily row deal.
enum DailyDate {
    /// The variable that sets the day instead of the clock (`yyyy-MM-dd`): for tests, and to
    /// play an earlier day's board again.
    static let variable = "MEMORY_TODAY"

    /// `$MEMORY_TODAY` if set, else the UTC day now; a value that is no day is refused.
    static func today(environment: [String: String] = ProcessInfo.processInfo.environment, now: Date = Date()) throws -> String {
        guard let given = environment[variable] else { return DailySeed.day(of: now) }
        guard DailySeed.isDay(given) else {
            throw Failure("$\(variable) is \(VisibleText.of(given, lineBreaks: false)), which is not a day: write it as yyyy-MM-dd, e.g. 2026-11-26",
                          status: Failure.usage)
        }
        return given
    }
}
