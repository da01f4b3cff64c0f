import Foundation

// memory-bench: machine-readable timings for Scripts/bench (one `key=value` line per run).
do {
    let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
    switch arguments.command {
    case "engine": print(try EngineBench.run(arguments))
    default: throw BenchError("unknown command '\(arguments.command)': use engine")
    }
} catch {
    FileHandle.standardError.write("memory-bench: \(error)\n".data(using: .utf8)!)
    exit(1)
}
