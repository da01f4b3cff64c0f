import Foundation
import MemoryEngine
import Testing
@testable import MemoryScripting

/// `campaign { }`: levels read and checked, and `memory check`'s messages for broken ones.
@Suite struct CampaignTests {
    static let catalogue = ScriptCatalogue(roots: [SearchRoot(path: Corpus.shippedDecks, origin: .shipped)])

    /// Writes `text` to a temporary campaign file and returns `memory check`'s diagnostics.
    static func check(_ text: String) throws -> [Diagnostic] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("memory-campaign-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("c.lua").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return ScriptChecker.check(path: path, catalogue: catalogue).map { d in
            var d = d
            d.path = (d.path as NSString).lastPathComponent
            return d
        }
    }

    /// Writes `text` to a temporary campaign file and loads it, with `memory check`'s diagnostics.
    static func load(_ text: String) throws -> (campaign: Campaign, diagnostics: [Diagnostic]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("memory-campaign-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("c.lua").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return (try Campaign(path: path), ScriptChecker.check(path: path, catalogue: catalogue))
    }

    @Test func theShippedCampaignClimbsFromTwoByThreeToFiveBySix() throws {
        let campaign = try Campaign(path: Corpus.shippedDecks + "/campaigns/climb.lua")
        #expect(campaign.metadata.kind == .campaign)
        #expect(campaign.levels.map(\.size.description) == ["2x3", "3x4", "4x4", "5x6"])
        let points = campaign.levels.map { if case let .points(p) = $0.goal { p } else { -1 } }
        #expect(points.allSatisfy { $0 > 0 } && points == points.sorted(), "goals grow with the score carried over: \(points)")
        #expect(ScriptChecker.check(path: campaign.metadata.path, catalogue: Self.catalogue).isEmpty)
        #expect(Self.catalogue.list(.campaign).compactMap(\.metadata?.id) == ["climb", "course", "fair", "manor", "run"])
    }

    /// The manor mixes goals: points first, then beating the computer, the last with it as teammate.
    @Test func theShippedManorMixesPointsAndWins() throws {
        let campaign = try Campaign(path: Corpus.shippedDecks + "/campaigns/manor.lua")
        #expect(campaign.levels.map { if case .win = $0.goal { "win" } else { "points" } } == ["points", "win", "win", "win"])
        #expect(ScriptChecker.check(path: campaign.metadata.path, catalogue: Self.catalogue).isEmpty)
    }

    /// The run carries lives and a multiplier, from nothing, through four levels of one variant.
    @Test func theShippedRunCarriesLivesAndAMultiplier() throws {
        let campaign = try Campaign(path: Corpus.shippedDecks + "/campaigns/run.lua")
        #expect(campaign.carry == ["lives": 0, "mult": 0])
        #expect(campaign.carryShown == .status, "the roguelike's status line says what is carried")
        #expect(campaign.levels.count == 4 && campaign.levels.allSatisfy { $0.variant == "roguelike" && $0.players == 1 })
        #expect(ScriptChecker.check(path: campaign.metadata.path, catalogue: Self.catalogue).isEmpty)
    }

    @Test func aCampaignCarriesNumbersByName() throws {
        let levels = "levels = { { deck = 'emoji', grid = '2x3', goal = 3 } }"
        let (campaign, _) = try Self.load("return campaign { id = 'c', name = 'C', api = 2, carry = { lives = 2, mult = 0.5, debt = -1.25 }, \(levels) }\n")
        #expect(campaign.carry == ["lives": 2, "mult": CarriedNumber(0.5)!, "debt": CarriedNumber(-1.25)!])
        #expect(try Self.load("return campaign { id = 'c', name = 'C', api = 2, \(levels) }\n").campaign.carry.isEmpty)
        let found = try Self.check("""
            return campaign { id = 'c', name = 'C', api = 2,
              carry = { lives = 1e7, mult = 0/0, luck = 1/0, ['two words'] = 1 },
              \(levels) }
            """)
        #expect(found.map(\.description).sorted() == [
            "c.lua:2: error: carry.lives = 10000000.0: a starting value is a number from -1000000 to 1000000",
            "c.lua:2: error: carry.luck must be a finite number, not inf",
            "c.lua:2: error: carry.mult must be a finite number, not nan",
            "c.lua:2: error: carry.two words: a name is 1 to 32 letters, digits or _ (carry = { lives = 0 })",
        ])
        let many = (1...17).map { "c\($0) = 0" }.joined(separator: ", ")
        let tooMany = try Self.check("return campaign { id = 'c', name = 'C', api = 2, carry = { \(many) }, \(levels) }\n")
        #expect(tooMany.map(\.message) == ["carry has 17 names; at most 16 are allowed"])
    }

    @Test func whatIsCarriedIsShownByNameUnlessTheStatusLineSaysIt() throws {
        let levels = "levels = { { deck = 'emoji', grid = '2x3', goal = 3 } }"
        #expect(try Self.load("return campaign { id = 'c', name = 'C', api = 2, carry = { lives = 0 }, \(levels) }\n").campaign.carryShown == .values)
        let shown = try Self.load("return campaign { id = 'c', name = 'C', api = 2, carry = { lives = 0 }, carry_shown = 'status', \(levels) }\n")
        #expect(shown.campaign.carryShown == .status)
        let found = try Self.check("""
            return campaign { id = 'c', name = 'C', api = 2, carry = { lives = 0 },
              carry_shown = 'words',
              \(levels) }
            """)
        #expect(found.map(\.description) == [
            "c.lua:2: error: carry_shown = \"words\" is not allowed: use \"values\" (what is carried, by name: \"lives -1 · mult +0.5\") "
                + "or \"status\" (the levels' status line says it)",
        ])
    }

    /// With `carry_shown = "values"`, a name starting at 0 is a change: signed, and left out
    /// while it is 0; another is a count of its own; `_` reads as a space.
    @Test func whatIsCarriedReadsAsChangesAndCounts() throws {
        let levels = "levels = { { deck = 'emoji', grid = '2x3', goal = 3 } }"
        let (campaign, _) = try Self.load("return campaign { id = 'c', name = 'C', api = 2, carry = { lives = 0, mult = 0, gold_coins = 10 }, \(levels) }\n")
        #expect(campaign.carriedText(["lives": 0, "mult": 0, "gold_coins": 10]) == "gold coins 10")
        #expect(campaign.carriedText(["lives": -1, "mult": CarriedNumber(1.5)!, "gold_coins": 0]) == "gold coins 0 · lives -1 · mult +1.5")
        let changes = try Self.load("return campaign { id = 'c', name = 'C', api = 2, carry = { lives = 0 }, \(levels) }\n").campaign
        #expect(changes.carriedText(["lives": 0]) == nil, "nothing changed: nothing to say")
    }

    @Test func aCampaignWithNoLevelsIsRefusedAtItsLine() throws {
        let found = try Self.check("\n\nreturn campaign { id = 'c', name = 'C', api = 2, levels = {} }\n")
        #expect(found.map(\.description) == ["c.lua:3: error: campaign has no levels: give at least one { deck = …, rules = …, grid = …, goal = … }"])
        let missing = try Self.check("return campaign { id = 'c', name = 'C', api = 2 }\n")
        #expect(missing.first?.message.hasPrefix("campaign needs levels") == true)
    }

    @Test func aLevelNamingAMissingDeckOrAnImpossibleBoardIsNamed() throws {
        let found = try Self.check("""
            return campaign {
              id = 'c', name = 'C', api = 2,
              levels = {
                { deck = 'nosuchdeck', rules = 'classic', grid = '2x3', goal = 3 },
                { deck = 'emoji', rules = 'classic', grid = '3x3', goal = 3 },
                { deck = 'emoji', rules = 'classic', variant = 'nosuchvariant', grid = '2x2', goal = 3 },
                { deck = 'emoji', rules = 'classic', variant = 'lives', grid = '2x2', goal = 3, params = { live = 5 } },
                { deck = 'emoji', rules = 'classic', variant = 'lives', grid = '2x2', goal = 3, params = { lives = 0 } },
              },
            }
            """)
        #expect(found.count == 5)
        #expect(found[4].description.hasPrefix(
            "c.lua:8: error: levels[5]: params: parameter 'lives' = 0 is not allowed: it takes a whole number of at least 1"), "\(found[4])")
        #expect(found[3].description.hasPrefix("c.lua:7: error: levels[4]: params: unknown parameter 'live': the rules and variant declare lives"),
                "\(found[3])")
        #expect(found[0].description.hasPrefix("c.lua:4: error: levels[1]: nosuchdeck: no deck with this id"))
        #expect(found[1].description.hasPrefix("c.lua:5: error: levels[2]: cannot deal a 3x3 board"))
        #expect(found[2].description.hasPrefix("c.lua:6: error: levels[3]: nosuchvariant: no variant with this id"))
    }

    /// A level may stack variants (`variant = "lives+bomb"`); a stack that conflicts is named.
    @Test func aLevelStacksVariantsAndAConflictIsNamed() throws {
        let found = try Self.check("""
            return campaign {
              id = 'c', name = 'C', api = 2,
              levels = {
                { deck = 'party', rules = 'classic', variant = 'lives+bomb', grid = '3x4', goal = 3, params = { lives = 5 } },
                { deck = 'party', rules = 'classic', variant = 'lives+lives', grid = '3x4', goal = 3 },
              },
            }
            """)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.description.hasPrefix("c.lua:5: error: levels[2]: ") == true && found.first?.message.contains("the same variant twice") == true,
                "\(found)")
    }

    @Test func levelFieldsAreChecked() throws {
        let found = try Self.check("""
            return campaign { id = 'c', name = 'C', api = 2, levels = {
              'emoji',
              { deck = 'emoji', grid = 'big', goal = 3 },
              { deck = 'emoji', grid = '2x3' },
              { deck = 'emoji', grid = '2x3', goal = 1, gaol = 2 },
              { deck = 'emoji', grid = '2x3', goal = 1, params = { lives = {} } },
            } }
            """).map(\.message)
        #expect(found.contains { $0.hasPrefix("levels[1] must be a table") })
        #expect(found.contains("levels[2]: grid = \"big\" is not a grid: write rows x columns, e.g. \"2x3\""))
        #expect(found.contains("levels[3]: needs a goal: the score that passes the level, e.g. goal = 10, or \"win\" to win the game (beat its bot, or in a co-op level win together)"))
        #expect(found.contains { $0.hasPrefix("levels[4]: unknown field 'gaol'") })
        #expect(found.contains { $0.hasPrefix("levels[5]: params.lives must be a finite number, a string or a boolean, not") }, "\(found)")
        let old = try Self.check("return campaign { id = 'c', name = 'C', api = 1, levels = { { deck = 'emoji', grid = '2x3', goal = 1 } } }")
        #expect(old.map(\.message) == ["a campaign needs api = 2"])
    }

    /// Each message about a level is at the level's own line, or at the line of the field concerned
    /// when that is written on a line of its own, not at `campaign {`.
    @Test func aLevelsMessagesAreAtItsOwnLineOrItsFields() throws {
        let found = try Self.check("""
            return campaign {
              id = 'c', name = 'C', api = 2,
              levels = {
                { deck = 'emoji', rules = 'classic', grid = '2x3', goal = 3 },
                'emoji',
                { deck = 'emoji', grid = '2x3', gaol = 3 },
                {
                  deck = 'emoji',
                  grid = 'big',
                  goal = 3,
                },
                { deck = 'emoji', grid = '2x3', goal = 3, params = { lives = {} } },
              },
            }
            """)
        #expect(found.map { "\($0.line ?? 0) \($0.message.prefix(24))" } == [
            "5 levels[2] must be a tabl",
            "6 levels[3]: needs a goal:",
            "9 levels[4]: grid = \"big\" ",
            "12 levels[5]: params.lives ",
            "6 levels[3]: unknown field",
        ], "\(found)")
        let checked = try Self.check("""
            return campaign {
              id = 'c', name = 'C', api = 2,
              levels = {
                { deck = 'emoji', grid = '2x3', goal = 3 },
                { deck = 'emoji', rules = 'classic',
                  variant = 'nosuchvariant', grid = '2x2', goal = 3 },
              },
            }
            """)
        #expect(checked.map(\.description).map { $0.prefix(50) } == ["c.lua:5: error: levels[2]: nosuchvariant: no varia"], "\(checked)")
    }

    /// `pairs = N` is a board of N pairs laid out to fit the terminal, as `--pairs N`.
    @Test func aLevelsBoardIsAGridOrANumberOfPairs() throws {
        let found = try Self.check("""
            return campaign {
              id = 'c', name = 'C', api = 2,
              levels = {
                { deck = 'emoji', pairs = 5, goal = 3 },
                { deck = 'emoji', rules = 'classic', variant = 'triples', pairs = 4, goal = 3 },
                { deck = 'emoji', goal = 3 },
                { deck = 'emoji', grid = '2x3', pairs = 3, goal = 3 },
                { deck = 'emoji', pairs = 0, goal = 3 },
              },
            }
            """).map(\.description)
        #expect(found == [
            "c.lua:6: error: levels[3]: needs a board: grid = \"2x3\" (rows x columns) or pairs = 6 (laid out to fit the terminal)",
            "c.lua:7: error: levels[4]: give grid or pairs, not both",
            "c.lua:8: error: levels[5]: pairs = 0 is not allowed: use 1 to 10000",
        ], "\(found)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("memory-campaign-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("c.lua").path
        try "return campaign { id = 'c', name = 'C', api = 2, levels = { { deck = 'emoji', pairs = 5, goal = 3 } } }"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let campaign = try Campaign(path: path)
        #expect(campaign.levels.map(\.size) == [.groups(5)])
        #expect(ScriptChecker.check(path: path, catalogue: Self.catalogue).isEmpty)
    }

    /// A level may seat its people and a computer opponent (a duel), as `--players` and `--bot`.
    @Test func aLevelSeatsItsPlayersAndAComputerOpponent() throws {
        let (campaign, diagnostics) = try Self.load("""
            return campaign { id = 'c', name = 'C', api = 2, levels = {
              { deck = 'emoji', grid = '2x3', goal = 1 },
              { deck = 'emoji', grid = '2x3', goal = 2, bot = 'forgetful:0.3' },
              { deck = 'emoji', grid = '2x3', goal = 3, players = 2, bot = 'perfect' },
              { deck = 'emoji', grid = '2x3', goal = 4, players = 3 },
            } }
            """)
        #expect(campaign.levels.map(\.players) == [nil, nil, 2, 3])
        #expect(campaign.levels.map(\.bot) == [nil, .forgetful(0.3), .perfect, nil])
        #expect(diagnostics.isEmpty)

        let found = try Self.check("""
            return campaign {
              id = 'c', name = 'C', api = 2,
              levels = {
                { deck = 'emoji', grid = '2x3', goal = 1, bot = 'genius' },
                { deck = 'emoji', grid = '2x3', goal = 1,
                  players = 8, bot = 'perfect' },
                { deck = 'emoji', grid = '2x3', goal = 1, players = 0 },
              },
            }
            """).map(\.description)
        #expect(found == [
            "c.lua:4: error: levels[1]: bot = \"genius\": unknown strategy 'genius': use random, perfect or forgetful:P (P from 0 to 1, e.g. forgetful:0.3)",
            "c.lua:6: error: levels[2]: players = 8 and a bot make 9 seats; at most 8 are allowed",
            "c.lua:7: error: levels[3]: players = 0 is not allowed: use 1 to 8",
        ], "\(found)")
    }

    /// `goal = "win"`: a duel level passed by beating its computer; refused without one, and
    /// any other text is named.
    @Test func aLevelsGoalMayBeToBeatTheComputer() throws {
        let (campaign, diagnostics) = try Self.load("""
            return campaign { id = 'c', name = 'C', api = 2, levels = {
              { deck = 'emoji', grid = '2x3', goal = 3 },
              { deck = 'emoji', grid = '2x3', goal = 'win', bot = 'forgetful:0.3' },
              { deck = 'emoji', variant = 'teams', grid = '2x3', goal = 'win', bot = 'random' },
            } }
            """)
        #expect(campaign.levels.map(\.goal) == [.points(3), .win, .win])
        #expect(diagnostics.isEmpty, "\(diagnostics)")

        let found = try Self.check("""
            return campaign {
              id = 'c', name = 'C', api = 2,
              levels = {
                { deck = 'emoji', grid = '2x3', goal = 'win' },
                { deck = 'emoji', grid = '2x3', goal = 'lots', bot = 'perfect' },
                { deck = 'emoji', grid = '2x3', goal = {}, bot = 'perfect' },
              },
            }
            """).map(\.description)
        #expect(found.count == 3, "\(found)")
        #expect(found.contains("c.lua:4: error: levels[1]: goal = \"win\" needs a computer to beat: add bot = \"perfect\" (or \"random\", \"forgetful:0.3\")"), "\(found)")
        #expect(found.contains("c.lua:5: error: levels[2]: goal = \"lots\" is not a goal: give the points that pass the level (goal = 10) or \"win\" (win the game: beat its bot, or in a co-op level win together)"), "\(found)")
        #expect(found.contains { $0.hasPrefix("c.lua:6: error: levels[3]: goal must be a whole number") }, "\(found)")
    }
}
