import ArgumentParser

/// `--set NAME=VALUE` (repeatable): numbers given to the params a rules or variant script
/// declares (`params = { lives = 3 }`).
struct ParamOptions: ParsableArguments {
    @Option(name: .customLong("set"), help: ArgumentHelp(
        "Give a param the rules or variant declare (params = { lives = 3 }) a number, e.g. --set lives=5 (repeatable).",
        valueName: "name=number"))
    var assignments: [String] = []

    func validate() throws {
        _ = try values()
    }

    /// The values by name; a later assignment of a name wins.
    func values() throws(ValidationError) -> [String: Double] {
        var values: [String: Double] = [:]
        for text in assignments {
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw ValidationError("--set \(text) is not an assignment: write --set name=number, e.g. --set lives=5.")
            }
            guard let number = Double(parts[1]), number.isFinite else {
                throw ValidationError("--set \(text): '\(parts[1])' is not a number: params are set to numbers, e.g. --set \(parts[0])=5.")
            }
            values[String(parts[0])] = number
        }
        return values
    }
}
