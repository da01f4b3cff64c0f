import MemoryEngine

/// The end of a game: every card shown, a celebration (the cards tumble off the board; confetti
/// falls when the people won: see ``cheers``), and a panel with the final scores, moves, time, the place in the high-score table, the
/// player's name (editable) and Play again (in a campaign: Next level, Retry level or Start
/// over) / Lobby / Quit. At the end of a replay the panel has the result alone: the game's score
/// was recorded when it was played.
struct GameOverScene {
    enum Focus: Int, CaseIterable { case name, again, lobby, quit }
    enum Outcome { case again, sameDeal, lobby, quit }

    static let celebration = 2.5

    /// The panel's buttons, in the order of their ``Focus``.
    var buttons: [String] { [next.button, "[ Lobby ]", "[ Quit ]"] }

    /// What the first button starts.
    var next: NextGame { report?.next ?? .another }

    var playable: PlayableGame
    var report: HighScoreReport?
    var name: String
    var focus: Focus = .again
    let startedAt: Double
    let animated: Bool
    /// Whether this is the end of `memory replay`: no high scores, no name, no buttons.
    let replayed: Bool
    /// Where the last render put the panel's name field and buttons, for clicks.
    private(set) var targets: [(Rect, Focus)] = []

    init(playable: PlayableGame, report: HighScoreReport?, now: Double, replayed: Bool = false) {
        self.playable = playable
        self.report = report
        self.replayed = replayed
        name = report?.playerName ?? ""
        startedAt = now
        animated = playable.setup.animations
    }

    /// What the player did with the name; the app saves it.
    enum NameEdit { case none, confirmed(String) }

    mutating func handle(_ key: Key) -> (Outcome?, NameEdit) {
        if focus == .name {
            switch key {
            case let .char(c) where TextWidth.of(c) > 0 && name.count < PlayerNameText.maximumLength && !(c == " " && name.isEmpty):
                name.append(c)
            case .backspace: if !name.isEmpty { name.removeLast() }
            case .enter, .tab, .down:
                focus = .again
                return (nil, .confirmed(name))
            case .escape:
                name = report?.playerName ?? name
                focus = .again
            default: break
            }
            return (nil, .none)
        }
        switch key {
        case .left, .char("h"), .char("a"), .backTab: focus = Focus(rawValue: max(focus.rawValue - 1, 1)) ?? .again
        case .right, .char("l"), .char("d"), .tab: focus = Focus(rawValue: min(focus.rawValue + 1, 3)) ?? .quit
        case .up, .char("e"): if report != nil { focus = .name }
        case .enter, .char(" "): return (activate(), .none)
        case .char("n"), .char("r"): return (.again, .none)
        case .char("s") where next.offersSameDeal: return (.sameDeal, .none)
        // The keys that leave a game for the lobby during play leave this screen for it too.
        case .char("b"), .escape: return (.lobby, .none)
        case .char("q"): return (.quit, .none)
        default: break
        }
        return (nil, .none)
    }

    /// Pasted text goes into the name while it is edited (as if typed, so with the same limits)
    /// and is ignored otherwise: its letters are not keys.
    mutating func paste(_ text: String) {
        guard focus == .name else { return }
        for c in text { _ = handle(.char(c)) }
    }

    private func activate() -> Outcome? {
        switch focus {
        case .name: return nil
        case .again: return .again
        case .lobby: return .lobby
        case .quit: return .quit
        }
    }

    mutating func click(x: Int, y: Int) -> (Outcome?, NameEdit) {
        guard let hit = targets.first(where: { $0.0.contains(x: x, y: y) }) else { return (nil, .none) }
        let leavingName = focus == .name && hit.1 != .name
        focus = hit.1
        return (activate(), leavingName ? .confirmed(name) : .none)
    }

    func isCelebrating(at now: Double) -> Bool { animated && now < startedAt + Self.celebration }

    /// Whether confetti falls: the people at the keyboard won and no script failed (the game
    /// ranks; see ``PlayableGame/ranks``), not a game lost, out of time, or won by the computer,
    /// nor one a script ended neither won nor lost (`game:finish`: it ranks, quietly).
    var cheers: Bool {
        if case .over(.ended) = playable.game.phase { return false }
        return playable.ranks
    }

    // MARK: Drawing

    mutating func render(layout: BoardLayout.Outcome, size: TerminalSize, now: Double, images: ImageFaces?, into canvas: inout Canvas) {
        if case let .fits(layout) = layout { drawBoard(layout, size: size, now: now, images: images, into: &canvas) }
        if cheers, isCelebrating(at: now) { confetti(size: size, t: now - startedAt, into: &canvas) }
        panel(size: size, into: &canvas)
    }

    private func drawBoard(_ layout: BoardLayout, size: TerminalSize, now: Double, images: ImageFaces?, into canvas: inout Canvas) {
        let t = now - startedAt
        for i in playable.game.cards.indices {
            var frame = layout.frame(ofCard: i)
            if animated {
                let delay = Double((i * 7) % max(playable.game.cards.count, 1)) * 0.04
                let fall = max(0, t - delay)
                frame.y += Int((30 * fall * fall).rounded())
                frame.x += Int((Double((i % 3) - 1) * 6 * fall).rounded())
                if frame.y >= size.rows { continue }
            }
            let face = playable.game.faces[playable.game.cards[i].face]
            var look = CardLook(side: .face, label: face.label, back: playable.backSymbol)
            if let images, let path = face.image {
                look.image = images.cells(for: path, width: frame.width - 2, height: CardPainter.pictureRows(cardHeight: frame.height))
            }
            CardPainter.draw(look, in: frame, on: &canvas)
        }
    }

    private func confetti(size: TerminalSize, t: Double, into canvas: inout Canvas) {
        var random = SeededRandom(seed: playable.setup.seed ^ 0xC0FFEE)
        let pieces: [Character] = ["*", "+", "•", "✦", "·", "°"]
        for _ in 0..<max(20, size.columns / 2) {
            let x0 = Double(random.below(max(size.columns, 1)))
            let speed = 6 + random.unit() * 10
            let start = random.unit() * 0.8
            let glyph = pieces[random.below(pieces.count)]
            let style = Theme.confetti[random.below(Theme.confetti.count)]
            let age = t - start
            guard age >= 0 else { continue }
            let y = Int(age * speed)
            let x = Int(x0 + 2 * (age * 3 + x0).truncatingRemainder(dividingBy: 2))
            canvas.put(glyph, x: x, y: y, style: style)
        }
    }

    /// The panel's lines, each to be wrapped to `width` columns (the score's parts are cut to it).
    private func resultLines(width: Int) -> [String] {
        let game = playable.game
        var lines: [String] = []
        switch game.phase {
        case .over(.allMatched): lines.append("All \(GroupNoun.plural(of: game)) found!")
        case let .over(reason): lines.append(reason.text)
        default: break
        }
        lines += game.scripted.endNotes
        lines += report?.notes ?? []
        if let score = GameScene.scoreText(playable, current: false) { lines.append(score) }
        // A co-op game keeps the team's score: the high scores and a campaign count it.
        if playable.keepsScore, game.config.coop, game.scores.count > 1 { lines.append("Team score: \(game.recordedScore().points)") }
        for player in game.scores.indices {
            if let parts = breakdown(of: player, width: width) { lines.append(parts) }
        }
        if game.scores.count > 1 { lines.append(Self.winnersLine(game, names: { GameScene.playerName($0, in: playable) })) }
        // Each player's own moves in a game of several, as their high-score entries keep them.
        let moves = game.scores.count == 1 ? "\(game.moves)"
            : playable.tally.moves.indices.map { "\(GameScene.playerName($0, in: playable)) \(playable.tally.moves[$0])" }.joined(separator: " · ")
        lines.append("Moves: \(moves)   Time: \(GameScene.clock(GameScene.playTime(game.time, in: game)))   Seed: \(playable.setup.seed)")
        if replayed { return lines }
        if let report {
            if !report.practice.isEmpty {
                lines += report.practice
            } else if report.lost {
                // A game played to its end can be kept out of the ranks by a script's failure.
                lines.append(playable.scriptsFailed ? "A script failed in this game: it does not rank (it counts in the statistics)"
                             : playable.tiedWithTheComputer ? "A tie with the computer is no win: it does not rank (it counts in the statistics)"
                             : "Lost games do not rank (this one counts in the statistics)")
            } else if let rank = report.rank {
                // A daily game ranks among the games of its day's board only.
                let table = playable.setup.daily.map { "the daily scores of \($0)" } ?? "the high scores"
                lines.append("Rank: #\(rank) of \(report.entries.count) in \(table)")
            } else {
                lines.append("Not in the top \(report.entries.count) this time")
            }
            lines += Self.entryRows(report)
        } else {
            lines.append("(scores are not being saved)")
        }
        return lines
    }

    /// Who won a game of several players (see ``Game/winners``): "Ada wins", "Ada and Cy win"
    /// (a team), "Everyone wins" or "Nobody wins" (co-op), "A tie: Ada and Bo" (equal points).
    static func winnersLine(_ game: Game, names: (Int) -> String) -> String {
        let winners = game.winners
        if winners.isEmpty { return "Nobody wins" }
        if winners.count == 1 { return "\(names(winners[0])) wins" }
        guard game.winnersShare else { return "A tie: " + winners.map(names).joined(separator: " and ") }
        if winners.count == game.scores.count { return "Everyone wins" }
        let named = winners.map(names)
        return named.dropLast().joined(separator: ", ") + " and " + named[named.count - 1] + " win"
    }

    /// The first five high-score entries (the first four and the game's own when it ranks lower)
    /// as rows of one width, their columns aligned: the panel centres each line on its own, and
    /// rows of different widths would not line up.
    static func entryRows(_ report: HighScoreReport) -> [String] {
        let shown = 5
        var places = Array(report.entries.indices.prefix(shown))
        if let rank = report.rank, rank > shown, report.entries.indices.contains(rank - 1) {
            places = Array(places.prefix(shown - 1)) + [rank - 1]
        }
        // Rank, name, score, moves (a number and its noun), time, remark; the numbers right-aligned.
        let rightAligned = [true, false, true, true, false, true, false]
        let columns: [[String]] = places.map { i in
            let e = report.entries[i]
            return [(report.rank == i + 1 ? "▶" : " ") + "\(i + 1).", TextWidth.truncate(e.player, to: 12), "\(e.score)",
                    "\(e.moves)", e.moves == 1 ? "move" : "moves", GameScene.clock(e.seconds), remark(e)]
        }
        let widths = rightAligned.indices.map { c in columns.map { TextWidth.of($0[c]) }.max() ?? 0 }
        func padded(_ text: String, _ width: Int, right: Bool) -> String {
            let pad = String(repeating: " ", count: max(0, width - TextWidth.of(text)))
            return right ? pad + text : text + pad
        }
        return columns.map { row in
            let c = row.indices.map { padded(row[$0], widths[$0], right: rightAligned[$0]) }
            return [c[0] + " " + c[1], c[2], c[3] + " " + c[4], c[5]].joined(separator: "  ") + c[6]
        }
    }

    /// What a high-score entry says beside itself (its ending out of the ordinary, Flawless's
    /// line), kept short so that the entry fits the panel.
    static func remark(_ entry: HighScoreEntry) -> String {
        guard !entry.remarks.isEmpty else { return "" }
        return "  " + TextWidth.truncate(entry.remarks.joined(separator: " · "), to: 32)
    }

    /// A player's score in its parts: those the scripts named (`Par 14 · Strokes −12 = 2`, see
    /// ``ScorePartsText``), else where the points came from (`P2: 12 for matches − 3 for
    /// mismatches + 5 at the end`; what scripts gave reads `+ 2 awarded`, or `− 2 in penalties`
    /// when it took points away), when it has more than one.
    private func breakdown(of player: Int, width: Int) -> String? {
        let who = playable.game.scores.count > 1 ? GameScene.playerName(player, in: playable) + ": " : ""
        if let named = playable.game.scripted.scoreParts, named.indices.contains(player) {
            return ScorePartsText.line(named[player], total: playable.game.scores[player], who: who, width: width)
        }
        guard playable.tally.points.indices.contains(player) else { return nil }
        let p = playable.tally.points[player]
        let parts = [(p.matches, "for matches"), (p.mismatches, "for mismatches"),
                     (p.awarded, p.awarded < 0 ? "in penalties" : "awarded"), (p.atTheEnd, "at the end")]
            .filter { $0.0 != 0 }
        guard parts.count > 1 else { return nil }
        return who + parts.enumerated().map { i, part in
            let sign = part.0 < 0 ? "− " : (i == 0 ? "" : "+ ")
            return "\(sign)\(abs(part.0)) \(part.1)"
        }.joined(separator: " ")
    }

    private mutating func panel(size: TerminalSize, into canvas: inout Canvas) {
        // On a short terminal the buttons and the name keep their rows: the result's last lines
        // (the high-score list first) give way.
        // A line wider than the terminal wraps (the seed, a campaign's note are not cut).
        let room = size.rows - (replayed ? 5 : 7) - (report != nil ? 1 : 0)
        let width = max(10, size.columns - 4)
        let wrapped = resultLines(width: width).flatMap { TextWidth.of($0) > width ? TextWidth.wrap($0, to: width) : [$0] }
        var lines = Array(wrapped.prefix(max(1, room)))
        if report != nil { lines.append("") }
        // Wide enough for the key hint too, so it is never cut short on a terminal that has room.
        let inner = max(40, TextWidth.of(Self.keyHint(editsName: true, sameDeal: true).full), lines.map { TextWidth.of($0) }.max() ?? 0) + 2
        let w = min(inner + 2, size.columns)
        let h = min(lines.count + (replayed ? 5 : 7), size.rows)
        let x = (size.columns - w) / 2, y = max(0, (size.rows - h) / 2)
        canvas.fill(x: x, y: y, width: w, height: h)
        canvas.box(x: x, y: y, width: w, height: h, style: .double, cell: Theme.title)
        canvas.centered(" Game over ", x: x, y: y, width: w, style: Theme.title)
        for (i, line) in lines.enumerated() {
            canvas.centered(line, x: x + 1, y: y + 2 + i, width: w - 2, style: i == 0 ? Theme.title : .plain)
        }
        targets = []
        var row = y + 2 + lines.count
        if replayed {
            canvas.centered(Self.replayKeyHint, x: x + 1, y: row, width: w - 2, style: Theme.help)
            return
        }
        if report != nil {
            let field = "Name: [" + name + (focus == .name ? "_" : "") + "]"
            let fx = x + (w - TextWidth.of(field)) / 2
            canvas.text(field, x: fx, y: row - 1, style: focus == .name ? Theme.selected : .plain)
            targets.append((Rect(x: fx, y: row - 1, width: TextWidth.of(field), height: 1), .name))
            row += 1
        }
        let (labels, gap) = Self.fitted(buttons, in: w - 2)
        let total = labels.reduce(0) { $0 + TextWidth.of($1) } + gap * (labels.count - 1)
        var bx = x + max(1, (w - total) / 2)
        for (i, label) in labels.enumerated() {
            let focusValue = Focus(rawValue: i + 1)!
            let style = focus == focusValue ? Theme.selected : Theme.button
            let end = canvas.text(label, x: bx, y: row, style: style, maxX: x + w - 1)
            targets.append((Rect(x: bx, y: row, width: max(0, end - bx), height: 1), focusValue))
            bx += TextWidth.of(label) + gap
        }
        let hint = focus == .name ? Self.nameKeyHint : Self.keyHint(editsName: report != nil, sameDeal: next.offersSameDeal)
        canvas.centered(hint.text(fitting: w - 2), x: x + 1, y: row + 2, width: w - 2, style: Theme.help)
    }

    /// The buttons as they fit in `width` columns, and the gap between them: as they are, or
    /// without the spaces inside their brackets (`[Play again] [Lobby] [Quit]`) on a narrow
    /// terminal, where they would otherwise be drawn over the panel's border.
    static func fitted(_ buttons: [String], in width: Int) -> (labels: [String], gap: Int) {
        let total = buttons.reduce(0) { $0 + TextWidth.of($1) } + 2 * (buttons.count - 1)
        guard total > width else { return (buttons, 2) }
        let tight = buttons.map { $0.replacingOccurrences(of: "[ ", with: "[").replacingOccurrences(of: " ]", with: "]") }
        return (tight, 1)
    }

    /// The keys while the name is edited: letters (`q`, `s` too) go into the name.
    static let nameKeyHint = KeyHint("type your name · Enter keep it · Esc undo", short: "Enter keep · Esc undo", lastToGo: [])

    /// The keys of this screen, under the buttons (shorter on a narrow terminal): `↑` only when
    /// a score was recorded (there is a name to edit), `s` only when it deals the game again.
    static func keyHint(editsName: Bool, sameDeal: Bool) -> KeyHint {
        keyHints[(editsName ? 2 : 0) + (sameDeal ? 1 : 0)]
    }

    /// ``keyHint(editsName:sameDeal:)``'s four lines, built once.
    private static let keyHints: [KeyHint] = [false, true].flatMap { editsName in
        [false, true].map { sameDeal in
            func line(_ same: String, _ name: String) -> String {
                (["Enter choose", "←→ move"] + (sameDeal ? [same] : []) + (editsName ? [name] : []) + ["q quit"])
                    .joined(separator: KeyHint.separator)
            }
            return KeyHint(line("s same deal again", "↑ edit name"), short: line("s same deal", "↑ name"), lastToGo: ["Enter choose", "q quit"])
        }
    }
    /// The keys at the end of a replay (``ReplayApp`` handles them).
    static let replayKeyHint = "Space watch again · q quit"
}
