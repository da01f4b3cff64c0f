import MemoryEngine
import Testing
@testable import MemoryScripting

/// Where cards sit, as `api = 2` hooks read it: `game:grid()`, `game:position(i)`,
/// `game:at(row, column)`, `game:neighbours(i, diagonal)` and `game:row(i)` on a grid board, nothing on a board of
/// a number of groups, and bad arguments as errors at the script's line.
@Suite struct BoardGeometryTests {
    static let fixture = Corpus.fixture("geometry.lua")

    /// What the geometry fixture says at the start of a game of `size` (after bad call `bad`,
    /// if any), and the scripts' failures.
    static func start(_ size: BoardSize, bad: Double = 0) throws -> (said: [String], failures: [String]) {
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua", variantPath: fixture,
                                               limits: Corpus.limits).setting(["bad": .number(bad)])
        var rules: any Rules = try factory.makeRules()
        let config = GameConfig(size: size)
        var game = try Game(config: config, faces: (0..<config.cardCount / 2).map { Face(label: "f\($0)") }, seed: 1)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        return (events.compactMap { if case let .said(text) = $0 { text } else { nil } }, failures(in: [events]).map(\.message))
    }

    @Test func aGridBoardTellsRowsColumnsPlacesAndNeighbours() throws {
        let (said, failures) = try Self.start(.grid(rows: 3, columns: 4))
        #expect(failures.isEmpty, "\(failures)")
        #expect(said == [
            "grid 3 4",
            "position 1 1 / 2 2 / 3 4",
            "at 1 / 7 / nil / nil / nil",
            "neighbours {2,5} / {2,5,7,10} / {1,2,3,5,7,9,10,11} / {7,8,11}",
            "row {1,2,3,4} / {5,6,7,8} / {9,10,11,12}",
        ])
    }

    @Test func aBoardOfGroupsHasNoGridPlacesOrNeighbours() throws {
        let (said, failures) = try Self.start(.groups(6))
        #expect(failures.isEmpty, "\(failures)")
        #expect(said == ["grid nil", "position nil / nil / nil", "at nil / nil / nil / nil / nil", "neighbours {} / {} / {} / {}", "row {} / {} / {}"])
    }

    @Test(arguments: [
        (1.0, "geometry.lua:17: on_start: game:position(i): cards are numbered 1 to 12, not 0"),
        (2, "geometry.lua:18: on_start: game:at(row, column) takes two whole numbers, not 1.5 and 1"),
        (3, "geometry.lua:19: on_start: game:neighbours(i, diagonal): diagonal is true, false or nil, not the string \"yes\""),
        (4, "geometry.lua:20: on_start: game:neighbours(i, diagonal): cards are numbered 1 to 12, not 13"),
        (5, "geometry.lua:21: on_start: game:at(row, column) takes two whole numbers, not 1 and nil"),
        (6, "geometry.lua:22: on_start: game:row(i): cards are numbered 1 to 12, not 0"),
    ])
    func aBadArgumentIsAnErrorAtTheScriptsLine(bad: Double, message: String) throws {
        let (said, failures) = try Self.start(.grid(rows: 3, columns: 4), bad: bad)
        #expect(failures.count == 1 && failures[0].contains(message), "\(failures)")
        #expect(said.isEmpty, "the hook stopped at the bad call")
    }

    @Test func aBadCardIsAnErrorOnABoardOfGroupsToo() throws {
        let (_, failures) = try Self.start(.groups(6), bad: 4)
        #expect(failures.count == 1 && failures[0].contains("geometry.lua:20: on_start: game:neighbours(i, diagonal): cards are numbered 1 to 12, not 13"),
                "\(failures)")
    }
}
