import MemoryEngine
import MemoryScripting

/// Several simulations of the same games (the same seeds) under different configurations, and
/// how each differs from the first.
struct Comparison {
    /// One configuration's result.
    struct Row {
        /// What differs between the configurations, e.g. `penalty` or `reveal=1.5`.
        var label: String
        /// The ids of the deck, rules and variant (or stack) played.
        var deck: String
        var rules: String
        var variant: String
        var sweepValue: ScriptParameter?
        var report: SimulationReport
    }

    /// A mean with the half-width of its 95 % confidence interval (normal approximation).
    struct Estimate: Encodable, Equatable {
        var mean: Double
        var ci95: Double

        init(_ summary: Summary) {
            mean = summary.mean
            ci95 = 1.96 * summary.standardError
        }

        /// The share of `part` in `whole`, with its interval.
        init(share part: Int, of whole: Int) {
            let p = whole > 0 ? Double(part) / Double(whole) : 0
            mean = p
            ci95 = whole > 0 ? 1.96 * (p * (1 - p) / Double(whole)).squareRoot() : 0
        }
    }

    var rows: [Row]
    /// The swept name, if a sweep made the rows.
    var sweepName: String?

    /// The mean difference `row − first` of per-game values, game by game (the games share their
    /// seeds, so the difference of each pair is free of the luck of the deal).
    static func pairedDifference(_ values: [Int], from base: [Int]) -> Estimate {
        var summary = Summary()
        for (a, b) in zip(values, base) { summary.add(Double(a - b)) }
        return Estimate(summary)
    }

    func scoreDifference(_ row: Row) -> Estimate {
        Comparison.pairedDifference(row.report.gameScores, from: rows[0].report.gameScores)
    }

    func movesDifference(_ row: Row) -> Estimate {
        Comparison.pairedDifference(row.report.gameMoves, from: rows[0].report.gameMoves)
    }

    /// The names of the counts the scripts kept with game:tally in any configuration, sorted.
    var tallyNames: [String] { Set(rows.flatMap { $0.report.tallies.keys }).sorted() }

    /// The mean of tally `name` per game (0 in a configuration that never kept it).
    static func tally(_ name: String, _ report: SimulationReport) -> Estimate {
        Estimate(report.tallies[name]?.summary ?? Summary())
    }

    /// The mean difference `row − first` of tally `name`, game by game.
    func tallyDifference(_ name: String, _ row: Row) -> Estimate {
        let (base, other) = (rows[0].report, row.report)
        return Comparison.pairedDifference(TallyReport.values(other.tallies[name], played: other.games),
                                           from: TallyReport.values(base.tallies[name], played: base.games))
    }

    /// The share of games played to their end (every group found or a script's win).
    static func finished(_ report: SimulationReport) -> Estimate {
        Estimate(share: report.completed, of: report.games)
    }

    /// The share of games the first player won alone (multi-player runs only).
    static func firstSeatWins(_ report: SimulationReport) -> Estimate? {
        report.wins.count > 1 ? Estimate(share: report.wins[0], of: report.games) : nil
    }
}
