import Foundation
import Testing
import MemoryEngine
import MemoryStore

@Suite struct CampaignProgressTests {
    @Test func progressIsKeptPerCampaignAndSurvivesReopening() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            #expect(try store.campaignProgress("climb") == nil, "a campaign never begun has no progress")
            let date = Date(timeIntervalSince1970: 1_700_000_000)
            try store.saveCampaignProgress(CampaignProgress(campaign: "climb", level: 1, score: 12, date: date))
            try store.saveCampaignProgress(CampaignProgress(campaign: "other", level: 3, score: 90, completed: true, date: date))
            try store.saveCampaignProgress(CampaignProgress(campaign: "climb", level: 2, score: 30, date: date))
            let reopened = try Store(directory: directory)
            #expect(try reopened.campaignProgress("climb") == CampaignProgress(campaign: "climb", level: 2, score: 30, date: date))
            #expect(try reopened.campaignProgress("other")?.completed == true)
        }
    }

    /// Every campaign's progress, for `memory list campaigns` and the lobby; a damaged row is
    /// left out (and read as a store error, not a crash, when its campaign is played).
    @Test func everyCampaignsProgressIsListedLeavingOutDamagedRows() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            let date = Date(timeIntervalSince1970: 1_700_000_000)
            try store.saveCampaignProgress(CampaignProgress(campaign: "climb", level: 1, score: 12, date: date))
            try store.saveCampaignProgress(CampaignProgress(campaign: "other", level: 3, score: 90, completed: true, date: date))
            try store.saveCampaignProgress(CampaignProgress(campaign: "broken", date: date))
            try sqlite3(store.url, "UPDATE campaignProgress SET level = 'two' WHERE campaign = 'broken';")
            let all = try store.campaignProgresses()
            #expect(all == ["climb": CampaignProgress(campaign: "climb", level: 1, score: 12, date: date),
                            "other": CampaignProgress(campaign: "other", level: 3, score: 90, completed: true, date: date)])
            #expect(throws: StoreError.self) { try store.campaignProgress("broken") }
        }
    }

    /// A database written before campaigns existed (the schema up to replays) gains the table.
    @Test func anOlderDatabaseGainsTheCampaignTable() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("memory.sqlite")
            _ = try Store(directory: directory)
            try sqlite3(url, "ALTER TABLE savedGame DROP COLUMN scriptState; ALTER TABLE gameReplay DROP COLUMN scriptState; "
                         + "DROP TABLE campaignProgress; \(droppedV5)\(droppedV7)\(droppedV8)DELETE FROM grdb_migrations WHERE identifier IN ('v3', 'v4', 'v5', 'v6', 'v7', 'v8'); PRAGMA user_version = 2;")
            let store = try Store(directory: directory)
            try store.saveCampaignProgress(CampaignProgress(campaign: "climb", level: 1, score: 5))
            #expect(try store.campaignProgress("climb")?.level == 1)
            #expect(try sqlite3(url, "PRAGMA user_version;") == "8")
        }
    }

    /// What a campaign's levels passed carried is kept as the progress is, and read back.
    @Test func whatLevelsCarriedIsKeptWithTheProgress() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            let date = Date(timeIntervalSince1970: 1_700_000_000)
            let progress = CampaignProgress(campaign: "run", level: 2, score: 40, carried: ["lives": 2, "mult": -1], date: date)
            try store.saveCampaignProgress(progress)
            #expect(try Store(directory: directory).campaignProgress("run") == progress)
            #expect(try sqlite3(store.url, "SELECT carried FROM campaignProgress;") == #"{"lives":2,"mult":-1}"#)
            try store.saveCampaignProgress(CampaignProgress(campaign: "run", date: date))
            #expect(try sqlite3(store.url, "SELECT carried IS NULL FROM campaignProgress;") == "1", "nothing carried is kept as no value")
        }
    }

    /// A database of schema v5 gains the column; a campaign begun in it goes on, having carried
    /// nothing.
    @Test func aVersionFiveDatabaseIsMigratedKeepingItsProgress() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("memory.sqlite")
            let date = Date(timeIntervalSince1970: 1_700_000_000)
            try Store(directory: directory).saveCampaignProgress(CampaignProgress(campaign: "run", level: 1, score: 9, date: date))
            try sqlite3(url, droppedV6 + droppedV7 + droppedV8 + "DELETE FROM grdb_migrations WHERE identifier IN ('v6', 'v7', 'v8'); PRAGMA user_version = 5;")
            #expect(try sqlite3(url, "SELECT count(*) FROM pragma_table_info('campaignProgress') WHERE name = 'carried';") == "0")
            let store = try Store(directory: directory)
            #expect(try sqlite3(url, "PRAGMA user_version;") == "8")
            #expect(try store.campaignProgress("run") == CampaignProgress(campaign: "run", level: 1, score: 9, date: date))
            let progress = CampaignProgress(campaign: "run", level: 2, score: 20, carried: ["lives": 1], date: date)
            try store.saveCampaignProgress(progress)
            #expect(try store.campaignProgress("run") == progress)
        }
    }

    /// Decimals are kept exactly, as JSON numbers; a database of schema v6, whose carries were
    /// whole numbers, is read as it was and takes decimals with no migration (the column holds
    /// JSON text either way), and its whole carries are written back as they were.
    @Test func decimalCarriesAreKeptExactlyInAVersionSixDatabase() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("memory.sqlite")
            let date = Date(timeIntervalSince1970: 1_700_000_000)
            try Store(directory: directory).saveCampaignProgress(CampaignProgress(campaign: "run", date: date))
            try sqlite3(url, #"UPDATE campaignProgress SET level = 1, carried = '{"lives":-1,"mult":1}';"#)
            let store = try Store(directory: directory)
            #expect(try sqlite3(url, "PRAGMA user_version;") == "8")
            var progress = try #require(try store.campaignProgress("run"))
            #expect(progress.carried == ["lives": -1, "mult": 1])
            try store.saveCampaignProgress(progress)
            #expect(try sqlite3(url, "SELECT carried FROM campaignProgress;") == #"{"lives":-1,"mult":1}"#)
            for _ in 1...3 { progress.carried["mult", default: 0] += CarriedNumber(0.1)! }
            try store.saveCampaignProgress(progress)
            #expect(try sqlite3(url, "SELECT carried FROM campaignProgress;") == #"{"lives":-1,"mult":1.3}"#)
            #expect(try Store(directory: directory).campaignProgress("run")?.carried == ["lives": -1, "mult": CarriedNumber(1.3)!])
        }
    }

    /// A `carried` value that is not a JSON object of numbers is a damaged row.
    @Test func aDamagedCarriedValueIsReported() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            try store.saveCampaignProgress(CampaignProgress(campaign: "run", carried: ["lives": 1]))
            try sqlite3(store.url, #"UPDATE campaignProgress SET carried = '{"lives": "many"}';"#)
            #expect(throws: StoreError.self) { try store.campaignProgress("run") }
        }
    }
}
