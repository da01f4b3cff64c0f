import Testing
import MemoryEngine

/// The daily board's seed: the same day and configuration give the same seed everywhere; any
/// other day or configuration another.
@Suite struct DailySeedTests {
    let plain = ["emoji", "classic", "standard", "2x3"]

    @Test func theSameDayAndSettingsGiveTheSameSeed() {
        #expect(DailySeed.seed(day: "2026-11-26", configuration: plain) == DailySeed.seed(day: "2026-11-26", configuration: plain))
    }

    @Test func anotherDayGivesAnotherSeed() {
        let days = ["2026-11-26", "2026-11-27", "2026-11-25", "2027-11-26", "2026-12-26"]
        let seeds = Set(days.map { DailySeed.seed(day: $0, configuration: plain) })
        #expect(seeds.count == days.count)
    }

    @Test func otherSettingsGiveAnotherSeed() {
        let settings = [plain, ["animals", "classic", "standard", "2x3"], ["emoji", "bonus", "standard", "2x3"],
                        ["emoji", "classic", "bomb", "2x3"], ["emoji", "classic", "standard", "4x4"],
                        // The parts are kept apart: moving a letter from one to the next is another game.
                        ["emoj", "iclassic", "standard", "2x3"]]
        let seeds = Set(settings.map { DailySeed.seed(day: "2026-11-26", configuration: $0) })
        #expect(seeds.count == settings.count)
    }

    /// Players on other machines, and next year's memory, must deal the same board: the seed
    /// depends on the text alone (no per-run hashing), so it is pinned here.
    @Test func theSeedOfADayIsPinned() {
        #expect(DailySeed.seed(day: "2026-11-26", configuration: plain) == 474_405_002)
    }
}
