import ArgumentParser
import MemoryEngine

/// `--grid RxC` or `--pairs N`.
struct BoardOptions: ParsableArguments {
    // Unconditional, as the numbers below: `--grid -2x3` is refused as a board, not taken for a
    // missing value.
    @Option(parsing: .unconditional, help: ArgumentHelp("The board as rows x columns, e.g. 4x4.", valueName: "RxC"))
    var grid: String?

    // Unconditional: `--pairs -2` is refused as a value, not taken for a missing one.
    @Option(parsing: .unconditional,
            help: ArgumentHelp("The number of pairs (groups, in variants with more cards per turn); the layout fits the terminal.", valueName: "N"))
    var pairs: Int?

    func validate() throws {
        if grid != nil && pairs != nil {
            throw ValidationError("Give --grid or --pairs, not both.")
        }
        if let grid, BoardSize(grid: grid) == nil {
            throw ValidationError("--grid \(grid) is not a grid: write rows x columns, e.g. --grid 4x4.")
        }
        // A grid with no rows or columns is a typing mistake: bad usage, not a runtime failure.
        if let grid, case let .grid(rows, columns)? = BoardSize(grid: grid), rows < 1 || columns < 1 {
            throw ValidationError("--grid \(grid) is not allowed: rows and columns must be at least 1, e.g. --grid 4x4.")
        }
        if let pairs { try WholeNumber.check("pairs", pairs, least: 1) }
    }

    /// The size asked for, if any (the variant's default or the lobby's choice otherwise).
    var size: BoardSize? {
        if let grid { return BoardSize(grid: grid) }
        return pairs.map { .groups($0) }
    }
}

/// `--seed N`.
struct SeedOption: ParsableArguments {
    // Unconditional: `--seed -1` is refused as a value, not taken for a missing one.
    @Option(parsing: .unconditional,
            help: ArgumentHelp("Seed for the shuffle and every random choice (\(SeedOption.range)): the same seed replays the same game.", valueName: "N"),
            transform: SeedOption.parse)
    var seed: UInt64?

    /// The seeds there are: `memory scores` and saved games show them so. A negative seed is
    /// not one (it is not taken for another seed).
    static let range = "a whole number from 0 to \(UInt64.max)"

    /// A seed given on the command line, or an error saying what a seed is.
    static func parse(_ text: String) throws -> UInt64 {
        guard let seed = UInt64(text) else { throw ValidationError("a seed is \(range)") }
        return seed
    }

    /// The seed given, or a fresh one.
    var value: UInt64 { seed ?? UInt64.random(in: 1...UInt64(UInt32.max)) }
}

/// `--data-dir DIR`.
struct DataOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Where scores and saved games live (default: $MEMORY_DATA_DIR, else $XDG_DATA_HOME/memory).", valueName: "dir"))
    var dataDir: String?
}

extension StrategyKind: ExpressibleByArgument {
    public init?(argument: String) {
        guard let kind = try? StrategyKind(parsing: argument) else { return nil }
        self = kind
    }

    public static var defaultCompletionKind: CompletionKind { .list(["random", "perfect", "forgetful:0.3"]) }
}
