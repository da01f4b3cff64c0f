import ArgumentParser
import MemoryScripting

/// `--log FILE`: where scripts' `print` and `log` lines go (otherwise nowhere during play).
struct LogOption: ParsableArguments {
    @Option(help: ArgumentHelp("Write the scripts' print and log lines to this file (at most 1 MiB; control characters shown visibly).",
                               valueName: "file"))
    var log: String?

    /// Opens the log file if one was given.
    func open() throws {
        guard let log else { return }
        do { try ScriptLog.shared.open(path: log) } catch { throw Failure("\(error)", status: Failure.runtime) }
    }
}
