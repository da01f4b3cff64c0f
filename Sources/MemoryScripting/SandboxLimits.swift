/// What one script state may use. The defaults are far above what any honest deck needs.
public struct SandboxLimits: Sendable, Hashable {
    /// Lua instructions per call (loading a script, one hook, one face generation).
    public var instructions: Int
    /// Bytes the whole state may hold.
    public var memory: Int
    /// Largest script file, in bytes.
    public var sourceBytes: Int
    /// Largest estimated backtracking work of one `string.find`/`match`/`gmatch`/`gsub` call:
    /// roughly (subject length + 1) to the power of the pattern's repetitions (plus one when
    /// unanchored). The C matcher cannot be interrupted, so this is checked before it runs.
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
