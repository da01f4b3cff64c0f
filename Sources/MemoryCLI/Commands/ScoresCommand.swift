import ArgumentParser
import Foundation
import MemoryEngine
import MemoryScripting
import MemoryStore
import MemoryTerminal

/// `memory scores`: the high-score tables.
struct ScoresCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scores",
        abstract: "Show the high-score tables (top 10 per deck, rules, variant and board).",
        discussion: """
        Daily games (memory --daily) rank apart, one table per day and game: --daily lists \
        those, the latest day first. The statistics under the usual tables count every game.

        Examples:
          memory scores
          memory scores --deck emoji --grid 4x4
          memory scores --daily
          memory scores --json
          memory scores --move-aside    # keep a damaged database aside, start afresh
        """
    )

    @Option(help: "Only this deck id.") var deck: String?
    @Option(help: "Only these rules id.") var rules: String?
    @Option(help: "Only this variant id (or stack of variants: lives+bomb).") var variant: String?
    // Unconditional, as play's --grid: a value beginning with a minus is refused as a board.
    @Option(parsing: .unconditional, help: ArgumentHelp("Only this board, e.g. 4x4 or \"8 pairs\".", valueName: "RxC")) var grid: String?
    @Flag(help: "Show the daily games' tables (memory --daily), one per day and game, the latest day first.") var daily = false
    @Flag(help: "Print JSON instead of tables.") var json = false
    @Flag(help: ArgumentHelp("Keep a database that cannot be opened (damaged, or from a newer memory) as memory.sqlite.broken-<time> beside it, so that the next game starts a fresh one. Nothing is deleted; a database that opens is left alone."))
    var moveAside = false
    @OptionGroup var data: DataOptions

    /// The board `--grid` names, as the tables name it: `4x4` (also `4×4`) or `8 pairs`; a
    /// grid with no rows or columns is no board, as for `memory play`.
    static func board(_ text: String) throws(ValidationError) -> String {
        if let size = BoardSize(grid: text), case let .grid(rows, columns) = size, rows > 0, columns > 0 { return size.description }
        let words = text.split(separator: " ")
        if words.count == 2, let n = Int(words[0]), n > 0, words[1] == "pairs" || words[1] == "groups" {
            return BoardSize.groups(n).description
        }
        throw ValidationError("--grid \(text) is not a board: name it as rows x columns (4x4) or a number of pairs (\"8 pairs\").")
    }

    func validate() throws {
        if let grid { _ = try Self.board(grid) }
    }

    func run() throws {
        try reportingFailures {
            if moveAside { return try DataStore.moveAsideIfRefused(data) }
            let wantedGrid = try grid.map(Self.board)
            let store = try DataStore.open(data)
            // A stack is kept under its ids in alphabetical order, whichever order is asked for.
            let variant = variant.map { VariantStackName.key(ids: VariantStackName.parts($0)) }
            func wanted(_ key: ConfigurationKey) -> Bool {
                (deck == nil || key.deck == deck) && (rules == nil || key.rules == rules)
                    && (variant == nil || key.variant == variant) && (wantedGrid == nil || key.grid == wantedGrid)
            }
            var tables: [ScoresTable] = []
            if daily {
                for (key, day) in try store.dailyConfigurations() where wanted(key) {
                    tables.append(ScoresTable(key: key, day: day, scores: try store.topScores(for: key, daily: day), statistics: nil))
                }
            } else {
                for key in try store.configurations() where wanted(key) {
                    tables.append(ScoresTable(key: key, day: nil, scores: try store.topScores(for: key), statistics: try store.statistics(for: key)))
                }
            }
            for damaged in try store.damagedRows() { Standard.error("memory: \(damaged)") }
            if json {
                Standard.json(try ScoresJSON.render(tables))
            } else if tables.isEmpty {
                let choice = (deck ?? rules ?? variant ?? grid) != nil ? " for that choice" : ""
                Standard.output(daily ? "No daily scores yet\(choice). Play today's board: memory --daily"
                                      : "No scores yet\(choice). Play a game: memory")
            } else {
                Standard.output(tables.map(ScoresText.render).joined(separator: "\n"))
            }
        }
    }
}

/// One high-score table: of a configuration's games, or of its daily games of one day.
struct ScoresTable {
    var key: ConfigurationKey
    /// The UTC day of a daily table, or nil.
    var day: String?
    var scores: [HighScore]
    /// The configuration's statistics (nil for a daily table: they count every game).
    var statistics: PlayStatistics?
}

/// High-score tables as text.
enum ScoresText {
    static func render(_ table: ScoresTable) -> String {
        let key = table.key, scores = table.scores
        var out = (table.day.map { "daily \($0) · " } ?? "") + "\(key.deck) · \(key.rules) · \(key.variant) · \(key.grid)\n"
        // A seed the game drew itself has up to 20 digits; the column is as wide as the longest.
        let seedColumn = scores.map { String($0.seed).count }.max().map { max(10, $0) } ?? 10
        if scores.isEmpty, let won = table.statistics?.won, won > 0 {
            // The games won that the statistics count are daily games, which rank apart.
            out += "  no game here: the games won are daily games (memory scores --daily)\n"
        } else if scores.isEmpty {
            out += "  no finished game yet (only finished games rank)\n"
        } else {
            out += "  #  " + Columns.pad("player", 16) + Columns.pad("score", 8, right: true) + Columns.pad("moves", 7, right: true)
                + Columns.pad("time", 8, right: true) + "  date        " + Columns.pad("seed", seedColumn + 1) + "id\n"
        }
        let dates = DateFormatter()
        dates.dateFormat = "yyyy-MM-dd"
        for (i, s) in scores.enumerated() {
            out += Columns.pad(String(i + 1), 3, right: true) + "  " + Columns.pad(TextWidth.truncate(VisibleText.of(s.player, lineBreaks: false), to: 15), 16)
                + Columns.pad(String(s.score), 8, right: true) + Columns.pad(String(s.moves), 7, right: true)
                + Columns.pad(clock(s.seconds), 8, right: true) + "  " + dates.string(from: s.date) + "  "
                + Columns.pad(String(s.seed), seedColumn) + " \(s.id)\n"
            if let remark = EndingsText.remark(s, columns: 73) { out += "     " + remark + "\n" }
        }
        var stats: [String] = []
        if let statistics = table.statistics {
            var line = "  played \(statistics.played), won \(statistics.won), abandoned \(statistics.abandoned)"
            if let best = statistics.bestScore { line += ", best \(best)" }
            if let average = statistics.averageScore { line += String(format: ", average %.1f", average) }
            for (i, ending) in EndingsText.lines(statistics.endings, columns: 74).enumerated() { line += (i == 0 ? "\n  " : "\n    ") + ending }
            stats.append(line)
        }
        if let best = scores.first { stats.append("  watch the best game: memory replay \(best.id)") }
        return out + stats.map { $0 + "\n" }.joined()
    }

    /// `m:ss`.
    static func clock(_ seconds: Double) -> String {
        let s = Int(seconds.rounded(.down))
        return "\(s / 60):" + (s % 60 < 10 ? "0" : "") + "\(s % 60)"
    }
}

/// High-score tables as JSON.
enum ScoresJSON {
    struct Table: Encodable {
        /// The UTC day of a daily table (`memory scores --daily`); left out otherwise.
        var daily: String?
        var deck, rules, variant, grid: String
        var scores: [Row]
        /// The configuration's statistics; left out of a daily table.
        var played, won, abandoned: Int?
        /// How the games ended (those recorded before endings were kept are not counted).
        var endings: [Ending]?
    }

    struct Ending: Encodable {
        /// `cleared`, `won`, `lost`, `time` or `stuck`.
        var ending: String
        /// The ending in words ("Time is up!"): the script's reason for `won` and `lost`.
        var reason: String
        var count: Int
    }

    struct Row: Encodable {
        /// What `memory replay` takes.
        var id: Int64
        var rank: Int
        var player: String
        var score, moves: Int
        var seconds: Double
        var seed: UInt64
        var date: Date
        /// `cleared`, `won`, `lost`, `time` or `stuck`; left out for a game recorded before endings were kept.
        var ending: String?
        /// The ending in words: the script's reason for `won` and `lost`.
        var reason: String?
        /// The lines scripts added to the game-over screen.
        var notes: [String]
    }

    static func render(_ tables: [ScoresTable]) throws -> String {
        let value = tables.map { table in
            let key = table.key, scores = table.scores, stats = table.statistics
            return Table(daily: table.day, deck: key.deck, rules: key.rules, variant: key.variant, grid: key.grid,
                  scores: scores.enumerated().map { Row(id: $0.element.id, rank: $0.offset + 1, player: $0.element.player, score: $0.element.score,
                                                        moves: $0.element.moves, seconds: $0.element.seconds,
                                                        seed: $0.element.seed, date: $0.element.date,
                                                        ending: $0.element.ending?.kind, reason: $0.element.ending?.text,
                                                        notes: $0.element.notes) },
                  played: stats?.played, won: stats?.won, abandoned: stats?.abandoned,
                  endings: stats?.endings.map { Ending(ending: $0.ending.kind, reason: $0.ending.text, count: $0.count) })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
