import MemoryEngine
/// What one script state may use. The defaults are far above what any honest deck needs.
public struct SandboxLimits: Sendable, Hashable {
    /// Lua instructions per call (loading a script, one hook, one face generation). The pattern
    /// functions' estimated work (see `patternWork`) is charged to it too, at 8 instructions a unit.
    public var instructions: Int
    /// Bytes the whole state may hold.
    public var memory: Int
    /// Largest script file, in bytes.
    public var sourceBytes: Int
    /// Largest estimated work (matcher steps) of one `string.find`/`match`/`gmatch`/`gsub` call:
    /// the ways the pattern's repetitions (and its start, when unanchored) can share the
    /// subject, about length^k / k! for k of them. The C matcher cannot be interrupted, so this is
    /// checked before it runs; a plain `find` counts as a pattern without repetitions.
    public var patternWork: Int

    public init(instructions: Int = 100_000_000, memory: Int = 128 << 20, sourceBytes: Int = 1 << 20,
                patternWork: Int = 100_000_000) {
        self.instructions = instructions
        self.memory = memory
        self.sourceBytes = sourceBytes
        self.patternWork = patternWork
    }

    /// The defaults.
    public static let standard = SandboxLimits()
}

/// A limit of the sandbox that stopped a call, as opposed to an error of the script's own.
enum SandboxLimit {
    /// The call ran through its instruction budget (Lua instructions and charged string work).
    case instructions
    /// The watchdog stopped it.
    case interrupt
    /// An allocation would have taken the state past its memory ceiling.
    case memory
    /// The pattern guard refused a string.find/match/gmatch/gsub call.
    case pattern
}

extension RuleFailure.Kind {
    /// The kind of a failed call: the limit that stopped it, or an error of the script's own.
    init(_ limit: SandboxLimit?) {
        switch limit {
        case .memory: self = .memory
        case .instructions, .interrupt, .pattern: self = .budget
        case nil: self = .runtime
        }
    }
}
