import ArgumentParser
import MemoryTerminal

/// `memory bench-render` (hidden): the rendering figure for Scripts/bench.
struct BenchRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-render",
        abstract: "Print the bytes written for one card flip and for a full redraw of a 4x4 board.",
        shouldDisplay: false
    )

    func run() {
        let (flip, full) = RenderBenchmark.flipVersusFullRedraw()
        Standard.output("flip=\(flip) full=\(full)")
    }
}
