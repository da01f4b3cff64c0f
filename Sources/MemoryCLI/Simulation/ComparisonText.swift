import Foundation
import MemoryEngine
import MemoryScripting

/// A comparison for people: a table of means with 95 % confidence intervals and the differences
/// against the first configuration, and a chart of the mean score drawn with block characters.
enum ComparisonText {
    /// `sameDeals`: whether every configuration is dealt the same boards (false when they are
    /// played on boards or decks of their own: game n is then dealt from the same seed, not the
    /// same cards).
    static func render(_ comparison: Comparison, title: String, sameDeals: Bool = true, width: Int = 60) -> String {
        let rows = comparison.rows
        let multiPlayer = rows.contains { $0.report.wins.count > 1 }
        var header = [comparison.sweepName ?? "configuration", "moves", "score", "Δ score", "Δ moves", "seconds", "finished"]
        if multiPlayer { header.append("P1 wins") }
        // What the scripts counted with game:tally: each one's mean, and its difference.
        let tallies = comparison.tallyNames
        for name in tallies { header += [name, "Δ " + name] }
        var table = [header]
        for (i, row) in rows.enumerated() {
            let r = row.report
            var line = [row.label, interval(Comparison.Estimate(r.moves), 2), interval(Comparison.Estimate(r.score), 2),
                        i == 0 ? "—" : interval(comparison.scoreDifference(row), 2, signed: true),
                        i == 0 ? "—" : interval(comparison.movesDifference(row), 2, signed: true),
                        SimulationText.fixed(r.seconds.mean, 1), percent(Comparison.finished(r))]
            if multiPlayer { line.append(Comparison.firstSeatWins(r).map(percent) ?? "—") }
            for name in tallies {
                line += [interval(Comparison.tally(name, r), 2), i == 0 ? "—" : interval(comparison.tallyDifference(name, row), 2, signed: true)]
            }
            table.append(line)
        }
        let widths = header.indices.map { c in table.map { Columns.width($0[c]) }.max() ?? 0 }
        var out = title + "\n\n"
        for line in table {
            out += line.enumerated().map { c, cell in Columns.pad(cell, widths[c], right: c > 0) }.joined(separator: "  ") + "\n"
        }
        out += "\nMeans ± 95 % confidence intervals; Δ against \(rows[0].label), game by game "
            + (sameDeals ? "on the same deals.\n" : "on deals from the same seeds (each on its own board or deck).\n")
        out += "\nMean score\n" + chart(rows.map { ($0.label, $0.report.score.mean) }, width: width)
        if rows.contains(where: { $0.report.completed < $0.report.games }) {
            out += "\nFinished\n" + chart(rows.map { ($0.label, Comparison.finished($0.report).mean * 100) }, width: width, unit: "%",
                                          top: 100)
        }
        return out
    }

    /// A horizontal bar per label, scaled from the smaller of 0 and the lowest value to `top`
    /// (default: the highest value).
    static func chart(_ values: [(String, Double)], width: Int, unit: String = "", top: Double? = nil) -> String {
        let low = min(0, values.map(\.1).min() ?? 0)
        let high = max(top ?? values.map(\.1).max() ?? 0, low)
        let labelWidth = values.map { Columns.width($0.0) }.max() ?? 1
        let texts = values.map { SimulationText.fixed($0.1, unit == "%" ? 1 : 2) + unit }
        let barWidth = max(10, width - labelWidth - (texts.map(\.count).max() ?? 0) - 4)
        let scale = 10_000
        var out = ""
        for (i, (label, value)) in values.enumerated() {
            let filled = high > low ? Int(((value - low) / (high - low) * Double(scale)).rounded()) : scale
            out += "  " + Columns.pad(label, labelWidth) + " " + SimulationText.bar(filled, of: scale, width: barWidth) + " " + texts[i] + "\n"
        }
        return out
    }

    static func interval(_ e: Comparison.Estimate, _ digits: Int, signed: Bool = false) -> String {
        let mean = SimulationText.fixed(e.mean, digits)
        return (signed && e.mean >= 0 ? "+" : "") + mean + " ±" + SimulationText.fixed(e.ci95, digits)
    }

    static func percent(_ e: Comparison.Estimate) -> String {
        String(format: "%.1f%% ±%.1f", e.mean * 100, e.ci95 * 100)
    }
}

/// A comparison as CSV (one row per configuration) or one JSON object.
enum ComparisonData {
    struct Body: Encodable {
        var games: Int
        var seed: UInt64
        var strategy: String
        var bot: String?
        var sweep: String?
        var configurations: [Configuration]
    }

    struct Configuration: Encodable {
        var label, deck, rules, variant: String
        var value: ScriptParameter?
        var games: Int
        var moves, score, finished: Comparison.Estimate
        var scoreDifference, movesDifference: Comparison.Estimate?
        var seconds: Double
        var completed: Int
        /// Games won by each seat, a shared win (a team's, a co-op game's) counted for each winner.
        var wins: [Int]
        /// Games won by several seats together.
        var sharedWins: Int
        var moveMedian, scoreMedian: Int?
        /// What the scripts counted with game:tally, by name.
        var tallies: [String: TallyEstimate]?
    }

    /// A tally's mean per game, and its difference from the first configuration's.
    struct TallyEstimate: Encodable {
        var mean, ci95: Double
        var difference: Comparison.Estimate?
    }

    /// Each tally any configuration kept, for `row` (the `i`-th).
    static func tallies(_ comparison: Comparison, _ i: Int) -> [String: TallyEstimate]? {
        let names = comparison.tallyNames
        guard !names.isEmpty else { return nil }
        let row = comparison.rows[i]
        return Dictionary(uniqueKeysWithValues: names.map { name in
            let e = Comparison.tally(name, row.report)
            return (name, TallyEstimate(mean: e.mean, ci95: e.ci95, difference: i == 0 ? nil : comparison.tallyDifference(name, row)))
        })
    }

    static func configurations(_ comparison: Comparison) -> [Configuration] {
        comparison.rows.enumerated().map { i, row in
            let r = row.report
            return Configuration(label: row.label, deck: row.deck, rules: row.rules, variant: row.variant, value: row.sweepValue, games: r.games,
                                 moves: .init(r.moves), score: .init(r.score), finished: Comparison.finished(r),
                                 scoreDifference: i == 0 ? nil : comparison.scoreDifference(row),
                                 movesDifference: i == 0 ? nil : comparison.movesDifference(row),
                                 seconds: r.seconds.mean, completed: r.completed, wins: r.wins, sharedWins: r.sharedWins,
                                 moveMedian: r.moveCounts.percentile(0.5), scoreMedian: r.scoreCounts.percentile(0.5),
                                 tallies: tallies(comparison, i))
        }
    }

    static func json(_ comparison: Comparison, plan: SimulationPlan) throws -> String {
        let body = Body(games: plan.games, seed: plan.seed, strategy: plan.strategy.description, bot: plan.bot?.description,
                        sweep: comparison.sweepName, configurations: configurations(comparison))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return String(decoding: try encoder.encode(body), as: UTF8.self)
    }

    /// CSV with a header line; text fields are quoted when they hold a comma or a quote.
    static func csv(_ comparison: Comparison) -> String {
        let names = comparison.tallyNames
        var lines = ["label,deck,rules,variant,value,games,moves_mean,moves_ci95,score_mean,score_ci95,score_diff,score_diff_ci95,"
                     + "moves_diff,moves_diff_ci95,seconds_mean,finished_rate,finished_ci95,moves_median,score_median,p1_win_rate,shared_win_rate"
                     + names.map { ",tally_\($0)_mean,tally_\($0)_ci95,tally_\($0)_diff,tally_\($0)_diff_ci95" }.joined()]
        for c in configurations(comparison) {
            let number = { (x: Double?) in x.map { String(format: "%.6g", $0) } ?? "" }
            // A swept number as the other numbers; a word or a boolean as it was given.
            let value = { (x: ScriptParameter?) in x.map { $0.number.map { number($0) } ?? quoted($0.plainText) } ?? "" }
            let fields = [quoted(c.label), quoted(c.deck), quoted(c.rules), quoted(c.variant), value(c.value), String(c.games),
                          number(c.moves.mean), number(c.moves.ci95), number(c.score.mean), number(c.score.ci95),
                          number(c.scoreDifference?.mean), number(c.scoreDifference?.ci95),
                          number(c.movesDifference?.mean), number(c.movesDifference?.ci95), number(c.seconds),
                          number(c.finished.mean), number(c.finished.ci95), c.moveMedian.map(String.init) ?? "",
                          c.scoreMedian.map(String.init) ?? "",
                          number(c.wins.count > 1 && c.games > 0 ? Double(c.wins[0]) / Double(c.games) : nil),
                          number(c.wins.count > 1 && c.games > 0 ? Double(c.sharedWins) / Double(c.games) : nil)]
            let tallies = names.flatMap { name in
                let t = c.tallies?[name]
                return [number(t?.mean), number(t?.ci95), number(t?.difference?.mean), number(t?.difference?.ci95)]
            }
            lines.append((fields + tallies).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
