import Foundation
import MemoryEngine
import MemoryTerminal

/// Renders a simulation report for people: a summary table and histograms drawn with block
/// characters.
enum SimulationText {
    /// The whole text report; `firstComputer`: the first seat of the computer opponent, if any
    /// (the seats are named as the screen and `game:name` name them: "P1", …, "CPU").
    static func render(_ report: SimulationReport, title: String, firstComputer: Int? = nil, width: Int = 60) -> String {
        var out = title + "\n\n"
        out += table(report) + "\n"
        out += "Finished: \(percent(report.completed, of: report.games)) (\(report.completed) of \(Counted.text(report.games, "game")))"
            + (report.completed < report.games ? "; the others were lost or ran out of time.\n" : ".\n")
        if !report.finishedOtherwise.isEmpty {
            let cleared = report.completed - report.finishedOtherwise.values.reduce(0, +)
            out += "Finished by: " + (cleared > 0 ? "every group found \(cleared), " : "") + endings(report.finishedOtherwise) + "\n"
        }
        if !report.unfinished.isEmpty { out += "Ended by: " + endings(report.unfinished) + "\n" }
        if report.wins.count > 1 {
            let shares = report.wins.enumerated().map { "\(GameSetup.seatName($0.offset, seats: report.wins.count, firstComputer: firstComputer, person: nil)) \(percent($0.element, of: report.games))" }
            // A shared win (a team's, a co-op game's) counts for each of its winners.
            let note = report.sharedWins == 0 ? "the rest tied"
                : "\(percent(report.sharedWins, of: report.games)) won together, counted for each winner; a tie counts for none"
            out += "Wins: " + shares.joined(separator: ", ") + " (\(note))\n"
        }
        if let parts = scoreParts(report) { out += parts + "\n" }
        if let failure = report.firstRulesFailure {
            out += "The rules failed \(Counted.text(report.rulesFailures, "time")); first: \(failure)\n"
        }
        out += "\nMoves per game\n" + histogram(report.moveCounts, width: width)
        out += "\nFinal score\n" + histogram(report.scoreCounts, width: width)
        return out
    }

    /// The parts the rules named of the score, each one's mean a game ("Score parts (mean a
    /// game): Par 10.50 · Strokes -8.25"), or nil when no `score_parts` hook named any.
    static func scoreParts(_ report: SimulationReport) -> String? {
        guard !report.scoreParts.isEmpty, report.games > 0 else { return nil }
        return "Score parts (mean a game): " + report.scoreParts.map {
            "\(VisibleText.of($0.label, lineBreaks: false)) \(fixed(Double($0.points) / Double(report.games), 2))"
        }.joined(separator: " · ")
    }

    /// Counts of games by what ended them, the most frequent first: "Out of lives! 12, Time is up! 3".
    private static func endings(_ counts: [String: Int]) -> String {
        counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            .map { "\(VisibleText.of($0.key, lineBreaks: false)) \($0.value)" }.joined(separator: ", ")
    }

    /// The summary table: one row per metric, with the median and the 10th and 90th percentiles
    /// of the whole-number metrics.
    static func table(_ report: SimulationReport) -> String {
        var rows: [(String, Summary, Tally?, Int)] = [("moves", report.moves, report.moveCounts, 2), ("score", report.score, report.scoreCounts, 2),
                                                      ("seconds", report.seconds, nil, 1)]
        // Games whose scripts offer actions (power-ups): how often the players used them, and how
        // often a use had nothing to do (its script declined it).
        if report.actionsUsed.count > 0 { rows += [("actions", report.actionsUsed, nil, 2), ("declined", report.actionsDeclined, nil, 2)] }
        // What the scripts counted with game:tally, by name.
        for name in report.tallies.keys.sorted() { rows.append((name, report.tallies[name]!.summary, report.tallies[name]!.counts, 2)) }
        let header = ["metric", "mean", "stddev", "min", "p10", "median", "p90", "max"]
        let widths = [max(8, (rows.map { $0.0.count }.max() ?? 0) + 1), 10, 10, 8, 8, 8, 8, 8]
        var lines = [zip(header, widths).enumerated().map { Columns.pad($1.0, $1.1, right: $0 > 0) }.joined()]
        for (name, s, tally, digits) in rows {
            let quantiles = tally?.percentiles([0.1, 0.5, 0.9]).map { $0.map(String.init) ?? "–" } ?? ["–", "–", "–"]
            let cells = [name, fixed(s.mean, digits), fixed(s.stddev, digits), fixed(s.count > 0 ? s.min : 0, 0)] + quantiles
                + [fixed(s.count > 0 ? s.max : 0, 0)]
            lines.append(zip(cells, widths).enumerated().map { Columns.pad($1.0, $1.1, right: $0 > 0) }.joined())
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A horizontal histogram of whole values, in at most `bins` ranges of a round width (1, 2,
    /// 5, 10, 20, 50…) that start at a multiple of it.
    static func histogram(_ tally: Tally, width: Int, bins maxBins: Int = 12) -> String {
        let counts = tally.counts
        guard let lo = counts.keys.min(), let hi = counts.keys.max() else { return "  (no games)\n" }
        let binWidth = roundBinWidth(span: hi - lo + 1, bins: maxBins)
        let first = floorMultiple(lo, of: binWidth)
        let binCount = (hi - first) / binWidth + 1
        var bins = Array(repeating: 0, count: binCount)
        for (value, count) in counts { bins[(value - first) / binWidth] += count }
        let top = bins.max() ?? 1
        let labels = bins.indices.map { i -> String in
            let a = first + i * binWidth, b = a + binWidth - 1
            return a == b ? "\(a)" : "\(a)–\(b)"
        }
        let labelWidth = labels.map(\.count).max() ?? 1
        let countWidth = String(top).count
        let barWidth = max(10, width - labelWidth - countWidth - 4)
        var out = ""
        for (i, count) in bins.enumerated() {
            out += "  " + Columns.pad(labels[i], labelWidth, right: true) + " " + bar(count, of: top, width: barWidth)
                + " " + String(count) + "\n"
        }
        return out
    }

    /// The smallest of 1, 2, 5, 10, 20, 50… that covers `span` values in at most `bins` bins
    /// (one more than that when the first bin starts below the lowest value).
    static func roundBinWidth(span: Int, bins: Int) -> Int {
        var magnitude = 1
        while true {
            for step in [1, 2, 5] {
                let width = step * magnitude
                // Starting at a multiple of the width may add one bin at the low end.
                if (span + width - 1) / width + 1 <= bins || width >= span { return width }
            }
            magnitude *= 10
        }
    }

    /// The largest multiple of `step` at or below `value` (also for negative values).
    static func floorMultiple(_ value: Int, of step: Int) -> Int {
        let remainder = value % step
        return remainder < 0 ? value - remainder - step : value - remainder
    }

    /// A bar of `value / total` of `width` cells, with eighth-block precision.
    static func bar(_ value: Int, of total: Int, width: Int) -> String {
        guard total > 0 else { return "" }
        let eighths = Int((Double(value) / Double(total) * Double(width * 8)).rounded())
        let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"][eighths % 8]
        let text = String(repeating: "█", count: eighths / 8) + partial
        return text + String(repeating: " ", count: max(0, width - text.count))
    }

    static func fixed(_ x: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", x) }

    static func percent(_ part: Int, of whole: Int) -> String {
        whole > 0 ? String(format: "%.1f%%", Double(part) * 100 / Double(whole)) : "0%"
    }
}
