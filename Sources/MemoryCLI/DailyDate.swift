import Foundation
import MemoryEngine

/// Today's UTC day, whose board `memory --daily` and the lobby's Daily row deal.
enum DailyDate {
    /// The variable that sets the day instead of the clock (`yyyy-MM-dd`): for tests, and to
    /// play an earlier day's board again.
    static let variable = "MEMORY_TODAY"

    /// `$MEMORY_TODAY` if set, else the UTC day now; a value that is no day is refused.
    static func today(environment: [String: String] = ProcessInfo.processInfo.environment, now: Date = Date()) throws -> String {
        guard let given = environment[variable] else { return day(of: now) }
        guard isDay(given) else {
            throw Failure("$\(variable) is \(VisibleText.of(given, lineBreaks: false)), which is not a day: write it as yyyy-MM-dd, e.g. 2026-11-26",
                          status: Failure.usage)
        }
        return given
    }

    /// The UTC day of `date`, as `yyyy-MM-dd`.
    static func day(of date: Date) -> String {
        dayFormat.string(from: date)
    }

    /// Whether `text` is a day as ``day(of:)`` writes it (a real date: 2026-02-30 is not one).
    static func isDay(_ text: String) -> Bool {
        guard text.utf8.count == 10, let date = dayFormat.date(from: text) else { return false }
        return day(of: date) == text
    }

    private static var dayFormat: DateFormatter {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "yyyy-MM-dd"
        return format
    }
}
