import MemoryEngine
import Testing
@testable import MemoryTerminal

/// The lobby on terminals smaller than it would like: the menu stays whole or scrolls to the
/// focused row, a message is wrapped whole, and below the minimum it says how large to make it.
@Suite struct LobbySizeTests {
    let setup = GameSetup(deck: "fruit", rules: "classic", size: .grid(rows: 2, columns: 3), seed: 5, animations: false)

    func lobby(_ size: TerminalSize, saved: String? = "fruit · classic · 2x3, 3 cards turned") -> (AppModel, FakeHost) {
        let host = FakeHost()
        host.savedGameSummary = saved
        return (AppModel(host: host, start: .lobby(setup), size: size, colorMode: .none, now: 0), host)
    }

    @Test func at40x14EveryRowOfTheMenuIsShownAndTheIntroductionMakesRoom() {
        let (model, _) = lobby(TerminalSize(columns: 40, rows: 14))
        let text = model.render(now: 0).text
        for label in ["Deck", "Rules", "Variant", "Grid", "Bell", "Watch files", "Players", "Computer", "[ Play ]", "[ Resume saved game ]", "[ Quit ]"] {
            #expect(text.contains(label), "\(label) is on screen")
        }
        #expect(text.contains("M E M O R Y"))
        #expect(!text.contains("Find the cards"), "the introduction goes first")
    }

    @Test func aMenuTooLongScrollsSoThatTheFocusedRowIsAlwaysShown() {
        let (model, host) = lobby(TerminalSize(columns: 40, rows: 9))
        while !model.render(now: 0).text.contains("▶ Deck") { key(model, .up) }
        key(model, .down); key(model, .down); key(model, .down)
        for _ in 0..<5 { key(model, .right) }
        #expect(model.render(now: 0).text.contains("◀ custom ▶"), "13 rows now, on 9 lines")
        for _ in 0..<3 { key(model, .up) }
        var seen: Set<String> = []
        for _ in 0..<14 {
            let lines = model.render(now: 0).lines
            let focused = lines.filter { $0.hasPrefix("  ▶") || $0.hasPrefix("▲ ▶") || $0.hasPrefix("▼ ▶") }
            #expect(focused.count == 1, "the focused row is on screen:\n\(lines.joined(separator: "\n"))")
            seen.insert(focused.first.map { String($0.dropFirst(4).prefix(8)) } ?? "")
            key(model, .down)
        }
        #expect(seen.count == 13, "every row came into view: \(seen)")
        let lines = model.render(now: 0).lines
        #expect(lines.contains { $0.hasPrefix("▲") }, "rows hidden above are marked")
        // A click lands on the row drawn there, scrolled or not.
        let y = lines.firstIndex { $0.contains("[ Play ]") }!
        _ = model.handle(.mouse(MouseEvent(kind: .press, button: 0, x: 6, y: y)), now: 0)
        #expect(host.made.last?.size == .grid(rows: 4, columns: 4))
    }

    /// On a wide terminal the menu and its description are a block centred under the title (it
    /// stood against the left edge), and a click on a row's ◀ where it is drawn changes it.
    @Test func onAWideTerminalTheMenuIsCentredUnderTheTitle() {
        let (model, _) = lobby(TerminalSize(columns: 200, rows: 40))
        while !model.render(now: 0).text.contains("▶ Grid") { key(model, .up) }
        let lines = model.render(now: 0).lines
        let row = lines.first { $0.contains("Grid") }!
        let labelX = TextWidth.of(String(row.prefix { $0 == " " || $0 == "▶" }))
        #expect(labelX == (200 - 80) / 2 + 4, "[\(row)]")
        let title = lines.first { $0.contains("M E M O R Y") }!
        let titleCentre = TextWidth.of(String(title.prefix { $0 == " " })) + TextWidth.of("M E M O R Y") / 2
        let blockCentre = labelX - 4 + 40
        #expect(abs(titleCentre - blockCentre) <= 1, "title centre \(titleCentre), block centre \(blockCentre)")
        let y = lines.firstIndex { $0.contains("Grid") }!
        let arrow = TextWidth.of(String(row.prefix { $0 != "◀" }))
        _ = model.handle(.mouse(MouseEvent(kind: .press, button: 0, x: arrow, y: y)), now: 0)
        #expect(!model.render(now: 0).lines[y].contains("◀ 2×3 ▶"), "the ◀ where it is drawn changed the board")
    }

    @Test func belowTheMinimumTheLobbySaysHowLargeTheTerminalMustBe() {
        let (model, _) = lobby(TerminalSize(columns: 30, rows: 4))
        let lines = model.render(now: 0).lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines == ["The menu does not fit.", "Enlarge the terminal", "to at least 37×5", "(now 30×4)"])
        let (fits, _) = lobby(LobbyLayout.minimum)
        #expect(fits.render(now: 0).text.contains("▶ [ Play ]"))
    }

    @Test func aLongMessageIsWrappedWholeUnderTheMenu() {
        let (model, host) = lobby(TerminalSize(columns: 60, rows: 24))
        let message = "the saved game (mine, classic, standard, 2x4) cannot be resumed: its scripts changed since it was "
            + "saved (/tmp/some/long/folder/Decks/mine.lua), so replaying it would not give the same game. Start a new game instead"
        host.failure = message
        key(model, .enter)
        let lines = model.render(now: 0).lines.map { $0.trimmingCharacters(in: .whitespaces) }
        let shown = lines.drop { !$0.hasPrefix("! ") }.prefix { !$0.isEmpty }.joined(separator: " ")
        #expect(shown == "! " + message)
        // On a small terminal the menu keeps its focused row and the message what room is left, cut with "…".
        model.size = TerminalSize(columns: 40, rows: 12)
        let small = model.render(now: 0).lines
        #expect(small.contains { $0.contains("▶ [ Play ]") }, "\(small)")
        #expect(small.last?.hasSuffix("…") == true, "\(small)")
    }
    /// A value longer than the room beside its label (a campaign's progress) is cut with "…"
    /// before the last column, keeping its ▶; a click on that ▶ still changes it.
    @Test func aLongValueIsCutAndKeepsItsArrow() {
        let host = FakeHost()
        var campaign = LobbyChoice(id: "climb", name: "The climb")
        campaign.progress = "level 2 of 4, 30 points, a game in progress"
        host.lobbyOptions.campaigns = [campaign]
        let setup = GameSetup(deck: "fruit", rules: "classic", seed: 5, animations: false, campaign: "climb")
        let model = AppModel(host: host, start: .lobby(setup), size: TerminalSize(columns: 45, rows: 30), colorMode: .none, now: 0)
        let row = model.render(now: 0).lines.first { $0.contains("Campaign") } ?? ""
        #expect(row.hasSuffix("… ▶") && TextWidth.of(row) == 44, "[\(row)]")
        let y = model.render(now: 0).lines.firstIndex { $0.contains("Campaign") }!
        _ = model.handle(.mouse(MouseEvent(kind: .press, button: 0, x: 43, y: y)), now: 0)
        #expect(model.render(now: 0).lines[y].contains("◀ none ▶"), "the ▶ shown changes the campaign")
    }
}
