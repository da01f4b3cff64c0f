import ArgumentParser
import MemoryEngine
import MemoryScripting

/// `--set NAME=VALUE` (repeatable): values given to the params a rules or variant script
/// declares (`params = { lives = 3 }`): a number, `true` or `false`, or a word.
struct ParamOptions: ParsableArguments {
    @Option(name: .customLong("set"), help: ArgumentHelp(
        "Give a param the rules or variant declare (params = { lives = 3 }) a value, e.g. --set lives=5, --set shape=reef or --set mirror=true (repeatable).",
        valueName: "name=value"))
    var assignments: [String] = []

    func validate() throws {
        _ = try values()
    }

    /// The values by name; a later assignment of a name wins. Which values a param takes is
    /// checked against its declaration once the scripts are loaded.
    func values() throws(ValidationError) -> [String: ScriptParameter] {
        var values: [String: ScriptParameter] = [:]
        for text in assignments {
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw ValidationError("--set \(text) is not an assignment: write --set name=value, e.g. --set lives=5.")
            }
            guard !parts[1].isEmpty else {
                throw ValidationError("--set \(text) gives no value: write --set \(parts[0])=value, e.g. --set \(parts[0])=5.")
            }
            values[String(parts[0])] = ScriptParameter(parsing: parts[1])
        }
        return values
    }
}
