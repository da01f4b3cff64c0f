import MemoryEngine

/// Draws a game in progress: the title line, the board, the status line and the help (or message)
/// line; the pause, help and confirmation overlays go on top.
///
/// The status line reads, in plain text, `Score: S` (or `Score: P1 S1 · P2 S2`), `Moves: N`,
/// `Pairs: x/y` (`Triples`, `Quads` for larger groups: found of all there are to find, those on
/// the board and those still in a variant's stock) and `Time: m:ss` (with `/ m:ss` when
/// there is a time limit), so tests and players can find them without colour; then what is
/// going on (PEEK, a script's private look such as `CPU peeks`, PAUSED, why scores are not saved,
/// the scripts' status). Where the rows below the board are too few for all of it, the line
/// shortens rather than loses a part (`S:10 M:3 P:1/8 0:42 Lives: 2`; see ``StatusLine``), and
/// never takes the key line's place (see `statusBesideKeys`).
enum GameScene {
    static let keyHelp = KeyHint("arrows/hjkl/wasd move · Space/Enter turn · p pause · ? help · n new · b lobby · q quit",
                                 short: "arrows move · Space turn · p pause · ? help · n new · b lobby · q quit",
                                 lastToGo: ["? help", "q quit"])

    /// The key line: the variant's actions first, each with the charges left (`r Peek row ×3`;
    /// nil: unlimited), then the game's keys. Where the line is too narrow, the game's keys go
    /// first, then the actions' names (`r ×3`); an action left out is never left out silently
    /// (`… ? more`: the help lists every action with its charges; see ``KeyHint``). A session
    /// builds it again only when the charges change (``GameSession/keyHint``).
    static func keyHelp(for actions: [PlayerAction], charges: [Int?]) -> KeyHint {
        guard !actions.isEmpty else { return keyHelp }
        let items = zip(actions, charges).map { action, left in
            let count = left.map { " ×\($0)" } ?? ""
            return (named: "\(action.key) \(action.name)" + count, compact: "\(action.key)" + count)
        }
        return KeyHint(actions: items, keys: keyHelp)
    }

    static func render(_ session: GameSession, layout outcome: BoardLayout.Outcome, size: TerminalSize, now: Double,
                       images: ImageFaces?, hideFaces: Bool = false, notice: String? = nil, into canvas: inout Canvas) {
        let game = session.game
        let p = session.playable
        title(p, canvas: &canvas, size: size, session: session)
        switch outcome {
        case let .tooSmall(columns, rows):
            TooSmallNotice.draw("The board", columns: columns, rows: rows, size: size, into: &canvas)
            // The keys stay on the last row when it is free, so that the way out is shown.
            if size.rows >= 7 {
                canvas.text(" " + session.keyHint.text(fitting: size.columns - 1), x: 0, y: size.rows - 1, style: Theme.help)
            }
            return
        case let .fits(layout):
            let motions = game.cards.indices.map { session.animations.look(of: $0, at: now) }
            for i in drawingOrder(game, motions: motions) {
                let look = self.look(of: i, session: session, layout: layout, now: now, images: images, hideFaces: hideFaces)
                guard let look else { continue }
                var frame = layout.frame(ofCard: i)
                let motion = motions[i]
                frame.y -= Int((motion.drop * Double(frame.y + frame.height)).rounded())
                if let from = motion.movedFrom {
                    let start = layout.frame(ofCard: from), p = motion.moveProgress
                    frame.x = start.x + Int((Double(frame.x - start.x) * p).rounded())
                    frame.y = start.y + Int((Double(frame.y - start.y) * p).rounded())
                }
                CardPainter.draw(look, in: frame, on: &canvas)
            }
            status(session, rowsBelowBoard: size.rows - layout.bottom, size: size, now: now, notice: notice, into: &canvas)
        }
    }

    /// The order the cards are drawn in: those at rest, then those sliding to a new place (over
    /// the cards they pass), and last a sliding card on show, so that a card riding with the
    /// whole board (carousel) stays in sight rather than under the face-down cards it passes.
    static func drawingOrder(_ game: Game, motions: [CardMotion]) -> [Int] {
        let sliding = game.cards.indices.filter { motions[$0].movedFrom != nil }
        return game.cards.indices.filter { motions[$0].movedFrom == nil }
            + sliding.filter { !game.isFaceVisible($0) } + sliding.filter { game.isFaceVisible($0) }
    }

    /// The board's layout for this game in a terminal of `size`.
    static func layout(for p: PlayableGame, size: TerminalSize) -> BoardLayout.Outcome {
        let labelWidth = p.game.faces.reduce(TextWidth.of(p.backSymbol)) { max($0, TextWidth.of($1.label)) }
        return BoardLayout.make(size: p.game.config.size, cardCount: p.game.cards.count, terminal: size,
                                labelWidth: min(labelWidth, 16), images: p.hasImages)
    }

    private static func look(of i: Int, session: GameSession, layout: BoardLayout, now: Double,
                             images: ImageFaces?, hideFaces: Bool) -> CardLook? {
        let game = session.game
        let card = game.cards[i]
        let motion = session.animations.look(of: i, at: now)
        if motion.hidden { return nil }
        // A disguised card shows the face it wears (a found one its own); one changing its face
        // shows the face it leaves until it is edge-on.
        let face = game.faces[motion.oldFace ?? game.shownFace(i)]
        // A card revealed to one player alone is shown when that player is a person (the screen
        // is theirs, taken in turns); the computer's look stays secret. Either is marked when
        // there are others at the table to tell it from a reveal to everyone.
        let lookedAtBy = game.privateLook(at: i)
        let seen = game.isFaceVisible(i) || lookedAtBy.map { !session.playable.isComputer($0) } == true
        var look = CardLook(side: seen && !hideFaces ? .face : .back, label: face.label,
                            back: session.playable.backSymbol)
        look.isPrivateLook = lookedAtBy != nil && game.config.players > 1
        look.isCursor = i == session.cursor && !game.isOver
        // A found card stays found under a pause or the help (the board must not look reset).
        if card.isMatched {
            if let fade = motion.fade, !hideFaces { look.fade = fade } else { look.side = .slot }
        }
        if card.state == .removed { look.side = .empty }
        look.tag = face.tags.first
        look.shortTag = face.shortTag
        if case let .frozen(turnsLeft) = game.frost(of: i) { look.frost = "❄" + (turnsLeft.map(String.init) ?? "") }
        look.mark = game.mark(of: i)
        look.widthFactor = motion.widthFactor
        // From the flip's first frame on (its width still whole): a card turning back shows its
        // face until it is edge-on, so the turn is one movement, never a back, a face, a back.
        if motion.showsOldSide && look.side != .slot && look.side != .empty && !hideFaces { look.side = motion.flipToFace ? .back : .face }
        if look.side == .face, let images, let path = face.image {
            let frame = layout.frame(ofCard: i)
            // A pixel image only for a card at rest: one that moves is redrawn every frame.
            if motion.drop == 0, motion.widthFactor == 1, look.fade == nil {
                look.pixels = images.pixelImage(for: path, columns: frame.width - 4, rows: frame.height - 2)
                look.slot = i
            }
            if look.pixels == nil {
                look.image = images.cells(for: path, width: frame.width - 2, height: CardPainter.pictureRows(cardHeight: frame.height))
            }
        }
        switch game.phase {
        case let .revealing(group, _), let .showingMismatch(group): look.isMismatch = group.contains(i) && look.side == .face
        default: break
        }
        if card.isFaceUp, let limit = session.playable.bonusTimeLimit, limit > 0 {
            look.bonusLeft = max(0, limit - card.faceUpSeconds(at: session.gameTime(at: now))) / limit
        }
        return look
    }

    /// The title line: what is played, then whose turn it is (right-aligned, with a column free
    /// on either side of it). Where it does not fit, "memory — " gives way first (the variant
    /// and the board are worth more on a small terminal), then the rest is cut with "…" where the
    /// turn or the edge begins.
    private static func title(_ p: PlayableGame, canvas: inout Canvas, size: TerminalSize, session: GameSession) {
        // The columns the title may use: from 1 up to (not including) `end`, the last column of
        // the line being free as the first is.
        var end = size.columns - 1
        if p.game.config.players > 1 {
            let turn = "\(playerName(p.game.currentPlayer, in: p))'s turn"
            let x = size.columns - TextWidth.of(turn) - 1
            canvas.text(turn, x: x, y: 0, style: Theme.cursor)
            end = x - 1
        }
        let names = [p.setup.daily.map { "Daily \($0)" + (p.setup.practice == true ? " (practice)" : "") }, p.campaignLevel, p.deckName, p.rulesName, p.variantName].compactMap { $0 }.joined(separator: " · ")
        let played = "\(names) — \(p.game.config.size)", room = end - 1
        let title = TextWidth.of("memory — " + played) <= room ? "memory — " + played : TextWidth.truncate(played, to: room)
        canvas.text(title, x: 1, y: 0, style: Theme.title)
    }

    /// "P1", "P2", … and "CPU" for the computer opponent ("CPU3", "CPU4" for several); against
    /// the computer, the person at the keyboard by the name their score is recorded under.
    static func playerName(_ i: Int, in p: PlayableGame) -> String {
        GameSetup.seatName(i, seats: p.game.config.players, firstComputer: p.firstComputer, person: p.playerName)
    }

    /// `Score: 12` or `Score: ▶P1 12 · P2 5`; nil when the rules give no points.
    static func scoreText(_ p: PlayableGame, current: Bool) -> String? {
        scoreItems(p, current: current).map { "Score: " + $0 }
    }

    /// The score without its label: `12` or `▶P1 12 · P2 5`; nil when the rules give no points.
    private static func scoreItems(_ p: PlayableGame, current: Bool) -> String? {
        guard p.keepsScore else { return nil }
        let game = p.game
        if game.scores.count == 1 { return "\(game.scores[0])" }
        return game.scores.indices.map { i in
            (current && i == game.currentPlayer ? "▶" : "") + "\(playerName(i, in: p)) \(game.scores[i])"
        }.joined(separator: StatusLine.itemSeparator)
    }

    /// The status line's parts: the game's numbers (each with its short form), then what is
    /// going on.
    private static func statusParts(_ session: GameSession, now: Double, notice: String?) -> [StatusLine.Part] {
        let p = session.playable
        let game = p.game
        var played = clock(playTime(session.gameTime(at: now), in: game))
        if let limit = game.config.timeLimit { played += " / \(clock(limit))" }
        let noun = GroupNoun.title(of: game), groups = "\(game.groupsMatched)/\(game.groupsMatched + game.groupsLeft + game.groupsInStock)"
        var parts: [StatusLine.Part] = []
        if let score = scoreItems(p, current: true) {
            parts.append(.game("Score: " + score, short: game.scores.count == 1 ? "S:" + score : score))
        }
        // A resumed game's clock stands until the player's first key or click: the time says so.
        let stopped = session.waitsForPlayer && !game.isOver
        parts += [.game("Moves: \(game.moves)", short: "M:\(game.moves)"),
                  .game("\(noun): \(groups)", short: "\(noun.prefix(1)):\(groups)"),
                  .game("Time: " + played + (stopped ? " (stopped until a key)" : ""),
                        short: played.replacingOccurrences(of: " ", with: "") + (stopped ? " stopped" : ""))]
        if case let .peeking(until) = game.phase {
            parts.append(.game("PEEK \(Int((until - session.gameTime(at: now)).rounded(.up)))s"))
        }
        if let to = game.scripted.shown?.to, game.config.players > 1 { parts.append(.game("\(playerName(to, in: p)) peeks")) }
        if session.isPaused { parts.append(.game("PAUSED")) }
        if let notice { parts.append(.script("⚠ " + notice)) }
        if let status = session.scriptStatus { parts.append(.script(status)) }
        return parts
    }

    /// The time played at game time `t`: the peek at the start is not play (its countdown shows).
    static func playTime(_ t: Double, in game: Game) -> Double { max(0, t - game.config.peek) }

    static func clock(_ seconds: Double) -> String {
        let s = max(0, Int(seconds))
        return "\(s / 60):" + (s % 60 < 10 ? "0" : "") + "\(s % 60)"
    }

    /// The status line, and under it the key help or the status message. A message too long for
    /// one line is wrapped onto the rows free below the board (the status line moves up), in
    /// the key line's place.
    private static func status(_ session: GameSession, rowsBelowBoard: Int, size: TerminalSize, now: Double,
                               notice: String?, into canvas: inout Canvas) {
        let message = session.message.flatMap { $0.until > now ? $0.text : nil }
            .map { TextWidth.wrap($0, to: size.columns - 3, maxLines: max(1, rowsBelowBoard - 1)) } ?? []
        let parts = statusParts(session, now: now, notice: notice), width = size.columns - 1
        let keyLine = message.isEmpty && rowsBelowBoard > 1
        let (wrapped, sharing) = keyLine
            ? statusBesideKeys(parts, width: width, rows: rowsBelowBoard, keys: session.keyHint)
            : (StatusLine.lines(parts, width: width, rows: max(1, rowsBelowBoard - message.count)), false)
        let rows = max(1, min(wrapped.count, rowsBelowBoard - message.count - (keyLine && !sharing ? 1 : 0)))
        let y = size.rows - message.count - (keyLine && !sharing ? 1 : 0) - rows
        canvas.fill(x: 0, y: y, width: size.columns, height: rows, style: Theme.status)
        for (i, line) in wrapped.prefix(rows).enumerated() {
            canvas.text(" " + line, x: 0, y: y + i, style: Theme.status)
        }
        if sharing, let last = wrapped.last {
            // The keys at the right of the status's last row, a plain column after it.
            let keys = session.keyHint.text(fitting: width - 1 - TextWidth.of(last))
            let x = size.columns - TextWidth.of(keys)
            canvas.fill(x: x - 1, y: size.rows - 1, width: size.columns - x + 1, height: 1)
            canvas.text(keys, x: x, y: size.rows - 1, style: Theme.help)
        } else if keyLine {
            canvas.text(" " + session.keyHint.text(fitting: width), x: 0, y: size.rows - 1, style: Theme.help)
        }
        for (i, line) in message.enumerated() {
            canvas.text((i == 0 ? " ! " : "   ") + line, x: 0, y: y + rows + i, style: Theme.message)
        }
    }

    /// The status's lines on `rows` rows whose last is the key line's, and whether the keys
    /// share the status's last row. The key line always shows: under the status while its short
    /// forms (`M:3`, `L:2`) make it fit above it; else at the right of the status's last row
    /// (as many keys as fit there, at least those named last to go, `? help · q quit`); only
    /// then with the scripts' items cut (above the keys, else beside them), so that a variant's
    /// last parts (its lives, a team's points) are not lost on a small terminal. A status that
    /// does not fit even so loses its last rows, never the keys (the help lists them all).
    private static func statusBesideKeys(_ parts: [StatusLine.Part], width: Int, rows: Int, keys: KeyHint) -> (lines: [String], sharing: Bool) {
        let beside = width - 1 - keys.essentialWidth
        for cutting in [false, true] {
            if let lines = StatusLine.fitted(parts, width: width, rows: rows - 1, cutting: cutting) { return (lines, false) }
            if let lines = StatusLine.fitted(parts, width: width, rows: rows, cutting: cutting, lastRow: beside) {
                return (lines, lines.count == rows)
            }
        }
        return (StatusLine.lines(parts, width: width, rows: rows - 1), false)
    }
}
