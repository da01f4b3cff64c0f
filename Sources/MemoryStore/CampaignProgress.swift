import Foundation
import GRDB
import MemoryEngine

/// How far a player got in a campaign: the level to play next, and the score and the counts
/// (`game:carry`) carried into it.
public struct CampaignProgress: Sendable, Hashable {
    /// The campaign's id.
    public var campaign: String
    /// The level to play (0-based); the last level once ``completed``.
    public var level: Int
    /// The score carried into ``level`` (the sum of the levels passed).
    public var score: Int
    /// Whether the last level's goal was reached.
    public var completed: Bool
    /// What the games of the levels passed carried (`game:carry`), by name: added to the
    /// campaign's starting values for the levels after them (schema v6; empty before). Kept as
    /// a JSON object of numbers: whole ones as they always were, decimals to six places.
    public var carried: [String: CarriedNumber]
    public var date: Date

    public init(campaign: String, level: Int = 0, score: Int = 0, completed: Bool = false, carried: [String: CarriedNumber] = [:],
                date: Date = Date()) {
        self.campaign = campaign
        self.level = level
        self.score = score
        self.completed = completed
        self.carried = carried
        self.date = date
    }
}

extension CampaignProgress: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "campaignProgress"

    /// Decodes a `campaignProgress` row, throwing ``DamagedRow`` for a value of the wrong type or out of range.
    public init(row: Row) throws {
        let values = StoredValue(row: row, table: Self.databaseTableName)
        campaign = try values.value("campaign")
        level = try values.integer("level", in: 0...Int(Int32.max))
        score = try values.value("score")
        completed = try values.value("completed")
        carried = try values.carried("carried")
        date = try values.value("date")
    }

    public func encode(to container: inout PersistenceContainer) throws {
        container["campaign"] = campaign
        container["level"] = level
        container["score"] = score
        container["completed"] = completed
        container["carried"] = StoredValue.json(carried)
        container["date"] = date
    }
}

extension Store {
    /// The progress kept for `campaign`, or nil when it was never begun.
    public func campaignProgress(_ campaign: String) throws(StoreError) -> CampaignProgress? {
        try read { db in try CampaignProgress.fetchOne(db, key: campaign) }
    }

    /// The progress of every campaign begun, by campaign id; a damaged row is left out.
    public func campaignProgresses() throws(StoreError) -> [String: CampaignProgress] {
        try read { db in
            var found: [String: CampaignProgress] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT * FROM campaignProgress")
            while let row = try rows.next() {
                if let progress = try? CampaignProgress(row: row) { found[progress.campaign] = progress }
            }
            return found
        }
    }

    /// Keeps `progress` in place of the campaign's earlier progress, in one transaction.
    public func saveCampaignProgress(_ progress: CampaignProgress) throws(StoreError) {
        try write { db in try progress.save(db) }
    }
}
