/// The daily board: one seed per UTC day and configuration, the same on every machine, so that
/// everyone playing `memory --daily` with the same deck, rules, variant and board on a given
/// day is dealt the same cards. The day comes in as text: reading the calendar (the clock,
/// `$MEMORY_TODAY`) is the command line's job, so the engine stays a function of its inputs.
public enum DailySeed {
    /// The seed of `day` (`yyyy-MM-dd`) for a configuration, given as its deck, rules, variant
    /// and board ids (the high-score table's key): the same text gives the same seed on every
    /// platform and in every version (a hash of our own, not `Hasher`, which changes per run).
    /// It is in the range of the seeds a game draws itself (1 to 2³²−1), as short to read.
    public static func seed(day: String, configuration: [String]) -> UInt64 {
        // FNV-1a over the parts, each ended by a unit separator so that no two lists of parts
        // give the same bytes; mixed through SplitMix so that nearby days are far apart.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for part in [day] + configuration {
            for byte in part.utf8 + [0x1F] {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        return SeededRandom.derive(hash, 0) % UInt64(UInt32.max) + 1
    }
}
