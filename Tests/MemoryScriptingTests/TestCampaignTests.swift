import Foundation
import MemoryEngine
import TestSupport
import Testing
@testable import MemoryScripting

/// A test's `load_campaign(name)`: a campaign's levels read from its file (by id, by a path in
/// the test's folder, or the one the test sits beside), and `campaign:deal(n)` deals a level as
/// the campaign does.
@Suite struct TestCampaignTests {
    static let campaign = """
    return campaign { id = "mine", name = "Mine", api = 2, description = "d",
      carry = { lives = 0 },
      levels = {
        { deck = "emoji", rules = "penalty", grid = "2x3", goal = 20 },
        { deck = "emoji", rules = "classic", variant = "lives", pairs = 4, goal = -2, params = { lives = 7 } },
        { deck = "emoji", rules = "classic", grid = "4x4", bot = "forgetful:0.3", goal = "win" },
      },
    }
    """

    static func expectPassed(_ results: [ScriptTestResult]) {
        #expect(!results.isEmpty && results.allSatisfy(\.passed), "\(results.compactMap(\.failure))")
    }

    @Test func theCampaignBesideTheTestIsReadFromItsFile() throws {
        Self.expectPassed(try ScriptTestRunnerTests.run("""
        local mine = load_campaign()
        test("levels", function()
          expect(mine.id):is("mine")
          expect(mine.carry):is({ lives = 0 })
          expect(#mine.levels):is(3)
          expect(mine.levels[1]):is({ deck = "emoji", rules = "penalty", grid = "2x3", goal = 20 })
          expect(mine.levels[2]):is({ deck = "emoji", rules = "classic", variant = "lives", pairs = 4, goal = -2, params = { lives = 7 } })
          expect(mine.levels[3].bot):is("forgetful:0.3")
          expect(mine.levels[3].goal):is("win")
        end)
        test("deal", function()
          local g = mine:deal(2)
          expect(g:cards()):is(8)
          expect(g:state().lives, "the level's params"):is(7)
          local duel = mine:deal(3, { names = { "Ada" } })
          expect(duel:computer(2)):is(true)
          expect(mine:deal(1, { seed = 9 }):card(1).key == mine:deal(1, { seed = 9 }):card(1).key):is(true)
        end)
        """, beside: ["mine.lua": Self.campaign], name: "mine_test.lua"))
    }

    @Test func aShippedCampaignLoadsByIdAndAnotherByPath() throws {
        Self.expectPassed(try ScriptTestRunnerTests.run("""
        test("by id", function()
          local course = load_campaign("course")
          expect(course.levels[2].goal):is(-2)
          expect(course.levels[4].variant):is("peek")
          expect(course.carry):is(nil)
        end)
        test("by path", function()
          expect(load_campaign("sub/mine.lua").levels[1].goal):is(20)
        end)
        """, beside: ["sub/mine.lua": Self.campaign]))
    }

    /// Mistakes fail the test at its line, saying what to give.
    @Test(arguments: [
        ("load_campaign()", "this test sits beside no campaign"),
        ("load_campaign(\"nope\")", "no campaign with this id"),
        ("load_campaign(\"../x.lua\")", "without .. or a leading /"),
        ("load_campaign(\"course\"):deal(10)", "course has levels 1 to 9, not 10"),
        ("load_campaign(\"course\"):deal(1, { sed = 1 })", "unknown setting 'sed'"),
    ])
    func mistakesFailAtTheTestsLine(call: String, message: String) throws {
        let results = try ScriptTestRunnerTests.run("test(\"t\", function()\n  \(call)\nend)\n")
        #expect(results.count == 1 && results[0].failure?.line == 2, "\(String(describing: results.first?.failure))")
        #expect(results[0].failure?.message.contains(message) == true, "\(String(describing: results.first?.failure))")
    }
}
