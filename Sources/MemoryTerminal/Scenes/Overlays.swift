/// Boxes drawn over the game: help, pause, and the confirmations of quit, new game and going
/// back to the lobby.
enum Overlay: Sendable, Hashable {
    case help, confirmQuit, confirmNew, confirmLobby

    /// The keys and the look of the cards, in the help.
    static let keyLines = [
        "←↑→↓  hjkl  wasd   move the cursor",
        "Space  Enter       turn the card",
        "mouse click        turn the clicked card",
        "p                  pause (the clock stops)",
        "n                  new game",
        "b                  back to the lobby (kept)",
        "q                  quit (the game is kept)",
        "Ctrl-C             quit at once (kept too)",
        "Ctrl-Z             suspend (fg resumes)",
        "?  Esc             close this help",
        "",
        "Back ╭─╮ · face ┏━┓ · cursor ╔═╗ ▸◂",
        "mismatch ✗ · matched: dotted ┊ slot · ╭★ mark",
        "frozen ❄2: cannot be turned (2 turns)",
    ]

    /// The widest of ``keyLines``, measured once (the help is drawn on every frame it is shown).
    static let keyLinesWidth = keyLines.map { TextWidth.of($0) }.max() ?? 40

    /// The help: the goal, the variant's actions with their uses left (first, so that a player
    /// the key line sends here for the actions it has no room for finds them on the first page),
    /// the keys, then what the game in play scores and changes (wrapped to the width of the
    /// keys, so the box does not grow with a long description, or to the terminal's if it is
    /// narrower; see ``fitted(_:size:)``). Each text is said whole, however many lines it wraps
    /// to (a stack of variants says one sentence each): the help scrolls, and a script's
    /// description is at most 500 bytes, an action's 200.
    static func helpLines(for playable: PlayableGame, size: TerminalSize) -> [String] {
        let width = min(keyLinesWidth, textWidth(size: size))
        var lines = ["Find the \(GroupNoun.plural(of: playable.game)) of matching cards.", ""]
        func describe(_ name: String, _ text: String?) {
            let sentence = [name, text].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
            lines += TextWidth.wrap(sentence, to: width)
        }
        if playable.game.mixesGroups {
            let sizes = Set(playable.game.keyGroups).sorted().map(String.init).joined(separator: " or ")
            lines.insert(contentsOf: TextWidth.wrap("Groups are of \(sizes) cards: a turn takes as many as its first card's group.", to: width) + [""],
                         at: 2)
        }
        // The uses left, as the key line counts them, uses granted in play included.
        let game = playable.game
        let player = playable.actionsPlayer
        let actions = playable.rules.playerActions
        for (i, action) in actions.enumerated() {
            let left = action.charges == nil ? nil : game.scripted.chargesLeft(i, player: player)
            // An action that takes no card is used wherever the cursor is; one with no uses at
            // the start (charges = 0) has only those a script grants.
            let perGame = action.charges.map { $0 == 0 ? "earned in play" : "\($0) a game" }
            let notes = [action.takesCard ? nil : "anywhere", perGame, left.map { "\($0) left" }].compactMap { $0 }
            describe("\(action.key)  \(action.name)" + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"), action.description)
        }
        if !actions.isEmpty { lines.append("") }
        lines += keyLines
        lines.append("")
        describe("Rules — " + playable.rulesName, playable.rulesDescription)
        if let variant = playable.variantName { describe("Variant — " + variant, playable.variantDescription) }
        if let limit = playable.bonusTimeLimit, limit > 0 {
            describe("Bonus bar █░", "the bar in a face-up card's bottom border is its bonus time left (\(Int(limit)) s): match it before the bar runs out")
        }
        return lines
    }

    /// What leaving the game keeps, as the quit and lobby confirmations say it.
    enum Keeping: Sendable, Hashable {
        /// A card was turned: this game is kept for resuming.
        case thisGame(earlierSaved: Bool)
        /// No card turned yet: nothing is kept.
        case nothing(earlierSaved: Bool)

        /// Whether a game saved before this one began (or this one's copy saved when it was
        /// last left, for a resumed game) is there: resuming brings it back, unless leaving this
        /// game replaces it.
        var earlierSaved: Bool {
            switch self {
            case let .thisGame(earlier), let .nothing(earlier): return earlier
            }
        }
    }

    /// The lines of this overlay over `playable` in a terminal of `size`, leaving which keeps `keeping`.
    func lines(for playable: PlayableGame, keeping: Keeping, size: TerminalSize) -> [String] {
        switch self {
        case .help: return Self.helpLines(for: playable, size: size)
        case .confirmQuit:
            return ["Quit this game?", ""] + Self.kept(keeping, resume: "memory resume", thisGame: "It is kept so you can resume it.")
                + ["", "y  quit      n  keep playing"]
        case .confirmNew:
            // A game saved before (this one as it was last left, if it was resumed) stays.
            return ["Start a new game?", "", "This game will be lost."]
                + (keeping.earlierSaved ? ["(Resume still brings back the game saved before.)"] : [])
                + ["", "y  new game      n  keep playing"]
        case .confirmLobby:
            return ["Back to the lobby?", ""] + Self.kept(keeping, resume: "Resume", thisGame: "This game is kept for Resume.")
                + ["", "y  lobby      n  keep playing"]
        }
    }

    /// What a confirmation says is kept; `resume` names the way back to a saved game.
    private static func kept(_ keeping: Keeping, resume: String, thisGame: String) -> [String] {
        switch keeping {
        case .thisGame: return [thisGame]
        case .nothing(earlierSaved: false): return ["No card turned yet: nothing is kept."]
        case .nothing(earlierSaved: true):
            return ["No card turned yet: nothing is kept.", "(\(resume) brings back your earlier game.)"]
        }
    }

    var title: String {
        switch self {
        case .help: return " Help "
        case .confirmQuit: return " Quit "
        case .confirmNew: return " New game "
        case .confirmLobby: return " Lobby "
        }
    }

    /// `lines` as a box in a terminal of `size` shows them: a line wider than the box can be is
    /// wrapped, a key line's description under itself (past the column of spaces after the key).
    static func fitted(_ lines: [String], size: TerminalSize) -> [String] {
        let room = textWidth(size: size)
        return lines.flatMap { line -> [String] in
            guard TextWidth.of(line) > room else { return [line] }
            if let gap = line.firstRange(of: "  ") {
                let textStart = line[gap.lowerBound...].firstIndex { $0 != " " } ?? line.endIndex
                let key = String(line[..<textStart]), indent = TextWidth.of(key)
                if indent <= room / 2 {
                    let wrapped = TextWidth.wrap(String(line[textStart...]), to: room - indent)
                    return wrapped.enumerated().map { ($0 == 0 ? key : String(repeating: " ", count: indent)) + $1 }
                }
            }
            return TextWidth.wrap(line, to: room)
        }
    }

    /// The widest line a box in a terminal of `size` has room for.
    static func textWidth(size: TerminalSize) -> Int { max(10, size.columns - 6) }

    /// How many lines a box in a terminal of `size` shows at once.
    static func visibleLines(size: TerminalSize) -> Int { max(1, size.rows - 3) }

    /// How far the lines of a box in a terminal of `size` can scroll: 0 when they all fit.
    static func scrollLimit(lines: [String], size: TerminalSize) -> Int {
        max(0, fitted(lines, size: size).count - visibleLines(size: size))
    }

    /// Draws a box of `lines`, wrapped to the terminal's width; when they are more than it has
    /// rows for, from line `scroll` on, with marks on its borders saying that ↑↓ show the rest.
    static func draw(title: String, lines: [String], scroll: Int = 0, size: TerminalSize, into canvas: inout Canvas) {
        let lines = fitted(lines, size: size)
        let limit = max(0, lines.count - visibleLines(size: size))
        let first = min(max(0, scroll), limit)
        let inner = (lines.map { TextWidth.of($0) }.max() ?? 0) + 4
        let w = min(inner + 2, size.columns), h = min(lines.count + 4, size.rows)
        let x = (size.columns - w) / 2, y = max(0, (size.rows - h) / 2)
        canvas.fill(x: x, y: y, width: w, height: h)
        canvas.box(x: x, y: y, width: w, height: h, style: .double, cell: Theme.title)
        canvas.centered(title, x: x, y: y, width: w, style: Theme.title)
        for (i, line) in lines.dropFirst(first).enumerated() where 2 + i < h - 1 {
            canvas.text(line, x: x + 3, y: y + 2 + i, maxX: x + w - 1)
        }
        if first > 0 { canvas.centered(" ↑ more ", x: x, y: y + 1, width: w, style: Theme.help) }
        if first < limit { canvas.centered(" ↓ more (↑↓ scroll) ", x: x, y: y + h - 1, width: w, style: Theme.help) }
    }

    func draw(over playable: PlayableGame, keeping: Keeping, scroll: Int = 0, size: TerminalSize, into canvas: inout Canvas) {
        let lines = lines(for: playable, keeping: keeping, size: size)
        Self.draw(title: title, lines: self == .help ? lines : Self.question(lines, size: size), scroll: scroll, size: size, into: &canvas)
    }

    static func drawPause(size: TerminalSize, into canvas: inout Canvas) {
        draw(title: " Paused ", lines: question(["The clock is stopped.", "", "p  resume      b  lobby      q  quit"], size: size),
             size: size, into: &canvas)
    }

    /// The lines of a question (its last line the answers' keys) as its box shows them in a
    /// terminal of `size`, never scrolled, since ↑↓ answer nothing there: answers too wide for one
    /// line go one under another, and when the lines outnumber the rows the blank ones go, then
    /// the last ones before the answers, so that the question's start and the answers stay.
    static func question(_ lines: [String], size: TerminalSize) -> [String] {
        guard let last = lines.last else { return lines }
        let answers = TextWidth.of(last) > textWidth(size: size)
            ? last.components(separatedBy: answerGap).filter { !$0.isEmpty } : [last]
        let keys = fitted(answers, size: size)
        var body = fitted(Array(lines.dropLast()), size: size)
        let room = visibleLines(size: size)
        if body.count + keys.count > room { body.removeAll { $0.isEmpty } }
        return Array((body.prefix(max(0, room - keys.count)) + keys).suffix(room))
    }

    /// What separates the answers on a question's last line (`y  quit      n  keep playing`).
    static let answerGap = String(repeating: " ", count: 6)
}
