import MemoryEngine

/// Measures what the diff renderer saves (`Scripts/bench` reports both figures).
public enum RenderBenchmark {
    /// Bytes written for one card flip on a 4×4 emoji board in an 80×24 truecolor terminal, and
    /// for a full redraw of the same screen (animations off, so the flip is one frame).
    public static func flipVersusFullRedraw() -> (flip: Int, full: Int) {
        let faces = ["🍎", "🍌", "🍒", "🍇", "🍉", "🍋", "🍑", "🍍"].map { Face(label: $0) }
        let game = try! Game(config: GameConfig(size: .grid(rows: 4, columns: 4)), faces: faces, seed: 1)
        let setup = GameSetup(deck: "fruit", rules: "classic", size: .grid(rows: 4, columns: 4), seed: 1, animations: false)
        let playable = PlayableGame(game: game, rules: PointRules.classic, setup: setup, deckName: "Fruit", rulesName: "Classic")
        let size = TerminalSize(columns: 80, rows: 24)
        var session = GameSession(playable, now: 0)
        let layout = GameScene.layout(for: playable, size: size)
        var before = Canvas(width: size.columns, height: size.rows)
        GameScene.render(session, layout: layout, size: size, now: 0, images: nil, into: &before)
        session.turnCursorCard(at: 0)
        var after = Canvas(width: size.columns, height: size.rows)
        GameScene.render(session, layout: layout, size: size, now: 0, images: nil, into: &after)
        let encoder = FrameEncoder(colorMode: .truecolor)
        return (encoder.encode(after, previous: before).count, encoder.encode(before, previous: nil).count)
    }
}
