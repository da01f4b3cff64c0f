import Foundation
import MemoryEngine
import MemoryTerminal

/// Renders a simulation report for people: a summary table and histograms drawn with block
/// characters.
enum SimulationText {
    /// The whole text report.
    static func render(_ report: SimulationReport, title: String, width: Int = 60) -> String {
        var out = title + "\n\n"
        out += table(report) + "\n"
        if report.completed < report.games {
            out += "\(report.games - report.completed) of \(Counted.text(report.games, "game")) did not finish (lost, or out of time).\n"
        }
        if report.wins.count > 1 {
            let shares = report.wins.enumerated().map { "player \($0.offset + 1) \(percent($0.element, of: report.games))" }
            out += "Wins: " + shares.joined(separator: ", ") + " (the rest tied)\n"
        }
        if let failure = report.firstRulesFailure {
            out += "The rules failed \(Counted.text(report.rulesFailures, "time")); first: \(failure)\n"
        }
        out += "\nMoves per game\n" + histogram(report.moveCounts, width: width)
        out += "\nFinal score\n" + histogram(report.scoreCounts, width: width)
        return out
    }

    /// The summary table: one row per metric.
    static func table(_ report: SimulationReport) -> String {
        let rows: [(String, Summary, Int)] = [("moves", report.moves, 2), ("score", report.score, 2), ("seconds", report.seconds, 1)]
        var lines = [Columns.pad("metric", 8) + Columns.pad("mean", 12, right: true) + Columns.pad("stddev", 12, right: true)
                     + Columns.pad("min", 10, right: true) + Columns.pad("max", 10, right: true)]
        for (name, s, digits) in rows {
            lines.append(Columns.pad(name, 8) + Columns.pad(fixed(s.mean, digits), 12, right: true) + Columns.pad(fixed(s.stddev, digits), 12, right: true)
                         + Columns.pad(fixed(s.min, 0), 10, right: true) + Columns.pad(fixed(s.max, 0), 10, right: true))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A horizontal histogram of whole values, binned into at most `bins` ranges.
    static func histogram(_ tally: Tally, width: Int, bins maxBins: Int = 12) -> String {
        guard let lo = tally.counts.keys.min(), let hi = tally.counts.keys.max() else { return "  (no games)\n" }
        let span = hi - lo + 1
        let binWidth = max(1, (span + maxBins - 1) / maxBins)
        let binCount = (span + binWidth - 1) / binWidth
        var bins = Array(repeating: 0, count: binCount)
        for (value, count) in tally.counts { bins[(value - lo) / binWidth] += count }
        let top = bins.max() ?? 1
        let labels = bins.indices.map { i -> String in
            let a = lo + i * binWidth, b = min(hi, a + binWidth - 1)
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
