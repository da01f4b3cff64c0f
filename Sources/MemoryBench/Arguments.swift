/// The command line of `memory-bench`: a subcommand followed by `--name value` flags.
/// (Hand-parsed: the benchmark depends on nothing but the engine and the Lua host.)
struct Arguments {
    let command: String
    private var values: [String: String] = [:]

    init(_ words: [String]) throws(BenchError) {
        guard let first = words.first else { throw BenchError("usage: memory-bench engine [--pairs N] [--games N] [--jobs N] [--rules swift|lua] [--script PATH] [--variant PATH] [--seed N] [--repeat N]") }
        command = first
        var rest = words.dropFirst()
        while let flag = rest.popFirst() {
            guard flag.hasPrefix("--"), let value = rest.popFirst() else {
                throw BenchError("expected --flag value, got '\(flag)'")
            }
            values[String(flag.dropFirst(2))] = value
        }
    }

    /// The integer value of `--name`, or `fallback` when absent.
    func int(_ name: String, default fallback: Int) throws(BenchError) -> Int {
        guard let text = values[name] else { return fallback }
        guard let value = Int(text), value >= 0 else { throw BenchError("--\(name) \(text): expected a whole number") }
        return value
    }

    /// The text value of `--name`, or `fallback` when absent.
    func string(_ name: String, default fallback: String) -> String { values[name] ?? fallback }
}

/// A bad command line or a failed run, printed on stderr.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
