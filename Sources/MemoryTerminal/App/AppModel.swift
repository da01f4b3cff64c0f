import MemoryEngine

/// The whole front as a state machine without I/O: which screen is up, what input does, what is
/// drawn, when to wake next. ``TerminalApp`` feeds it bytes and times; tests drive it directly.
final class AppModel {
    enum Screen {
        case lobby(LobbyScene)
        case game(GameSession, overlay: Overlay?)
        case over(GameOverScene)
    }

    /// What the app loop must do after an input.
    enum Command: Equatable {
        case quit(ExitStatus)
        case suspend
    }

    let host: PlayHost
    private(set) var screen: Screen
    var size: TerminalSize
    private var images: ImageFaces?
    private let colorMode: ColorMode
    /// How picture faces are drawn (symbols, sixel or kitty).
    let graphics: GraphicsMode
    /// The size of a cell in pixels (pixel images are scaled for it); set again after a resize.
    var cellPixels: CellPixels {
        didSet { images?.cellPixels = cellPixels }
    }
    /// The board layout of the current game for the current size (layouts of large boards are
    /// not free to compute, so they are computed once per game and size).
    private var layoutMemo: (size: TerminalSize, outcome: BoardLayout.Outcome)?
    /// How many games this run has dealt (new seeds for Play again / new game).
    private var deals: UInt64 = 0
    /// Whether a saved game was there when the current game began (what resuming brings back
    /// if the current game is left before a card is turned).
    private var earlierSaved = false
    /// The seeds of the games begun in this run (dealt or resumed): the lobby never deals one of
    /// them again, so going back to it and pressing Play gives a new game.
    private var seedsBegun: Set<UInt64> = []
    /// Whether the bell rings (on a match, a mismatch, the end of a game, a script's request).
    private(set) var bell: Bool
    /// Whether the bell should ring now (see ``takeBell()``).
    private var bellDue = false
    /// Why the game's scripts could not be reloaded (`file:line: message`), shown over the game,
    /// which waits (its clock stopped) until a change loads.
    private(set) var reloadError: String?
    /// The first line of the help shown (↑↓ scroll a help taller than the terminal).
    private(set) var helpScroll = 0

    init(host: PlayHost, start: StartMode, size: TerminalSize, colorMode: ColorMode, now: Double,
         graphics: GraphicsMode = .symbols, cellPixels: CellPixels = .fallback) {
        self.host = host
        self.size = size
        self.colorMode = colorMode
        self.graphics = graphics
        self.cellPixels = cellPixels
        bell = host.bell
        screen = .lobby(LobbyScene(options: host.lobbyOptions, preselected: GameSetup(deck: "", rules: "", seed: 0), savedGame: nil))
        switch start {
        case let .lobby(setup):
            lobby(from: setup)
        case let .play(setup):
            lobby(from: setup)
            startGame(setup, now: now, continuingCampaign: true)
        case let .resume(playable):
            begin(playable, now: now, waitingForPlayer: true)
        }
    }

    // MARK: Screens

    /// Starts a game of `setup`; `continuingCampaign`: a campaign's level left in progress is
    /// resumed rather than dealt again (the player starts the campaign; a new game, Play again
    /// or the same deal ask for a fresh one).
    private func startGame(_ setup: GameSetup, now: Double, continuingCampaign: Bool = false) {
        do {
            if continuingCampaign, let id = setup.campaign, let kept = try host.resumeCampaignLevel(id) {
                return begin(kept, now: now, waitingForPlayer: true)
            }
            begin(try host.makeGame(setup), now: now)
        } catch {
            lobby(from: setup, error: "\(error)")
        }
    }

    /// Shows `playable` from wall time `now`; `waitingForPlayer`: its clock waits for the
    /// player's first key or click (a resumed game: the player sees the board first).
    private func begin(_ playable: PlayableGame, now: Double, waitingForPlayer: Bool = false) {
        var playable = playable
        if playable.firstComputer != nil { playable.playerName = host.playerName }
        images = playable.hasImages && colorMode != .none
            ? ImageFaces(baseDirectory: playable.imageDirectory, graphics: graphics, cellPixels: cellPixels) : nil
        layoutMemo = nil
        seedsBegun.insert(playable.setup.seed)
        earlierSaved = host.savedGameSummary != nil
        screen = .game(GameSession(playable, now: now, waitingForPlayer: waitingForPlayer), overlay: nil)
    }

    /// The layout of `playable`'s board at the current size.
    func layout(for playable: PlayableGame) -> BoardLayout.Outcome {
        if let memo = layoutMemo, memo.size == size { return memo.outcome }
        let outcome = GameScene.layout(for: playable, size: size)
        layoutMemo = (size, outcome)
        return outcome
    }

    private func nextSetup(_ setup: GameSetup) -> GameSetup {
        deals += 1
        var next = setup
        next.seed = SeededRandom.derive(setup.seed, deals)
        // The day's board is dealt once from here: another game is a fresh board.
        next.daily = nil
        next.practice = nil
        return next
    }

    private func lobby(from setup: GameSetup, error: String? = nil) {
        var scene = LobbyScene(options: host.lobbyOptions, preselected: setup, savedGame: host.savedGameSummary)
        scene.bell = bell
        scene.watch = host.watches
        scene.notice = host.storeProblem
        scene.error = error
        screen = .lobby(scene)
    }

    /// Whether the bell should ring now; the app loop writes it (BEL) and this forgets it.
    func takeBell() -> Bool {
        defer { bellDue = false }
        return bellDue
    }

    /// Takes what `session` would ring; due only if the player asked for the bell.
    private func collectBell(_ session: inout GameSession) {
        if session.takeBell() && bell { bellDue = true }
    }

    /// Leaves a game for the lobby (the "back" button of the lobby's ancestor); the game is kept,
    /// so the lobby offers to resume it.
    private func backToLobby(from session: GameSession, now: Double) {
        saveInProgress(now: now)
        lobby(from: session.playable.setup)
    }

    /// Gives an unfinished game, left at wall time `now`, to the host to keep (Ctrl-C, quit, a
    /// terminating signal, back to the lobby): its log ends at the time it was left. A game in
    /// which no card was turned is not kept. A game that ends as it is left (its time limit runs
    /// out at that moment) is recorded as ended, like any other.
    func saveInProgress(now: Double) {
        guard case .game(var session, let overlay) = screen, !session.game.isOver else { return }
        session.leave(at: now)
        if session.game.isOver {
            finishIfOver(&session, overlay: overlay, now: now)
            return
        }
        screen = .game(session, overlay: overlay)
        if session.playable.hasTurnedCard {
            host.saveInProgress(session.playable)
        }
    }

    /// Stops the game clock while the process is suspended (Ctrl-Z); returns whether it did, to
    /// be passed to ``resumeAfterSuspend(paused:now:)``.
    func pauseForSuspend(now: Double) -> Bool {
        guard case .game(var session, let overlay) = screen, !session.isPaused, !session.game.isOver else { return false }
        session.togglePause(at: now)
        screen = .game(session, overlay: overlay)
        return true
    }

    /// Restarts the clock stopped by ``pauseForSuspend(now:)``.
    func resumeAfterSuspend(paused: Bool, now: Double) {
        guard paused, case .game(var session, let overlay) = screen, session.isPaused else { return }
        session.togglePause(at: now)
        screen = .game(session, overlay: overlay)
    }

    // MARK: Time

    /// Lets time pass; a game that ends goes to the game-over screen (its score recorded).
    func tick(now: Double) {
        stopClockWhileHidden(now: now)
        guard case .game(var session, let overlay) = screen else { return }
        session.tick(at: now)
        session.expireMessage(at: now)
        finishIfOver(&session, overlay: overlay, now: now)
    }

    private func finishIfOver(_ session: inout GameSession, overlay: Overlay?, now: Double) {
        collectBell(&session)
        if session.game.isOver {
            let report = host.gameFinished(session.playable)
            screen = .over(GameOverScene(playable: session.playable, report: report, now: now))
        } else {
            screen = .game(session, overlay: overlay)
        }
    }

    /// Stops the game clock while the board cannot be seen (the terminal is too small for it, or
    /// the help covers it) and restarts it when the board is back, as a pause would. Called on
    /// every tick (a resize is seen there) and after every input (the help opens and closes).
    private func stopClockWhileHidden(now: Double) {
        guard case .game(var session, let overlay) = screen else { return }
        var hidden = overlay == .help || reloadError != nil
        if case .tooSmall = layout(for: session.playable) { hidden = true }
        guard hidden != session.isHidden else { return }
        session.setHidden(hidden, at: now)
        screen = .game(session, overlay: overlay)
    }

    /// When to wake up without input (nil: only input can change anything).
    func nextWake(after now: Double) -> Double? {
        switch screen {
        case .lobby: return nil
        case let .game(session, _): return session.nextWake(after: now)
        case let .over(scene): return scene.isCelebrating(at: now) ? now + Animations.frameInterval : nil
        }
    }

    // MARK: Input

    func handle(_ event: InputEvent, now: Double) -> Command? {
        defer { stopClockWhileHidden(now: now) }
        return dispatch(event, now: now)
    }

    private func dispatch(_ event: InputEvent, now: Double) -> Command? {
        if event == .key(.interrupt) {
            saveInProgress(now: now)
            return .quit(.interrupted)
        }
        if event == .key(.suspend) { return .suspend }
        switch screen {
        case var .lobby(scene):
            let outcome: LobbyScene.Outcome?
            switch event {
            case let .key(key): outcome = scene.handle(key)
            case let .mouse(m) where m.kind == .press && m.button == 0: outcome = scene.click(x: m.x, y: m.y, size: size)
            case .mouse: outcome = nil
            case let .paste(text):
                scene.paste(text)
                outcome = nil
            }
            screen = .lobby(scene)
            if scene.bell != bell {
                bell = scene.bell
                host.rememberBell(bell)
            }
            if scene.watch != host.watches { host.rememberWatch(scene.watch) }
            switch outcome {
            case nil: return nil
            case let .play(setup):
                startGame(seedsBegun.contains(setup.seed) ? nextSetup(setup) : setup, now: now, continuingCampaign: true)
            case .resume:
                do { begin(try host.resumeSavedGame(), now: now, waitingForPlayer: true) } catch {
                    scene.error = "\(error)"
                    screen = .lobby(scene)
                }
            case .quit: return .quit(.success)
            }
            return nil
        case let .game(session, overlay):
            if reloadError != nil {
                // The game waits for the fix; only leaving is possible meanwhile.
                guard event == .key(.char("q")) else { return nil }
                saveInProgress(now: now)
                return .quit(.success)
            }
            return handleGame(event, session: session, overlay: overlay, now: now)
        case var .over(scene):
            let result: (GameOverScene.Outcome?, GameOverScene.NameEdit)
            switch event {
            case let .key(key): result = scene.handle(key)
            case let .mouse(m) where m.kind == .press && m.button == 0: result = scene.click(x: m.x, y: m.y)
            case .mouse: result = (nil, .none)
            case let .paste(text):
                scene.paste(text)
                result = (nil, .none)
            }
            if case let .confirmed(name) = result.1, name != scene.report?.playerName, !name.isEmpty {
                if let report = host.renameLastScore(to: name) {
                    scene.report = report
                    if scene.playable.firstComputer != nil { scene.playable.playerName = report.playerName }
                }
            }
            screen = .over(scene)
            switch result.0 {
            case nil: return nil
            case .again: startGame(nextSetup(scene.playable.setup), now: now)
            case .sameDeal: startGame(scene.playable.setup, now: now)
            case .lobby: lobby(from: scene.playable.setup)
            case .quit: return .quit(.success)
            }
            return nil
        }
    }

    private func handleGame(_ event: InputEvent, session: GameSession, overlay: Overlay?, now: Double) -> Command? {
        var session = session
        var overlay = overlay
        switch event {
        case .key: session.playerActs(at: now)
        case let .mouse(m) where m.kind == .press: session.playerActs(at: now)
        case .mouse, .paste: break
        }
        if let open = overlay {
            // Over the help the mouse wheel scrolls and a click closes it.
            let key: Key
            switch event {
            case let .key(k): key = k
            case let .mouse(m) where open == .help && m.kind == .wheelDown: key = .down
            case let .mouse(m) where open == .help && m.kind == .wheelUp: key = .up
            case let .mouse(m) where open == .help && m.kind == .press: key = .escape
            case .mouse, .paste: return nil
            }
            switch (open, key) {
            case (.help, .down), (.help, .char("j")), (.help, .pageDown):
                let limit = Overlay.scrollLimit(lines: Overlay.helpLines(for: session.playable, size: size), size: size)
                helpScroll = min(helpScroll + (key == .pageDown ? Overlay.visibleLines(size: size) : 1), limit)
            case (.help, .up), (.help, .char("k")), (.help, .pageUp):
                helpScroll = max(0, helpScroll - (key == .pageUp ? Overlay.visibleLines(size: size) : 1))
            case (.help, _): overlay = nil
            case (.confirmQuit, .char("y")), (.confirmQuit, .char("q")):
                saveInProgress(now: now)
                return .quit(.success)
            case (.confirmNew, .char("y")):
                // A daily try is kept, as leaving it for the lobby keeps it: the day's board, once
                // seen, is not dealt again as the day's ranked try (the next that day is practice).
                if session.playable.setup.daily != nil, session.playable.setup.practice != true { saveInProgress(now: now) }
                startGame(nextSetup(session.playable.setup), now: now)
                return nil
            case (.confirmLobby, .char("y")), (.confirmLobby, .char("b")):
                backToLobby(from: session, now: now)
                return nil
            case (_, .char("n")), (_, .escape): overlay = nil
            default: break
            }
            screen = .game(session, overlay: overlay)
            return nil
        }
        defer { finishIfOver(&session, overlay: overlay, now: now) }
        if session.isPaused {
            if case let .key(key) = event {
                switch key {
                case .char("p"), .char(" "), .enter, .escape: session.togglePause(at: now)
                case .char("q"): overlay = .confirmQuit
                case .char("b"): overlay = .confirmLobby
                default: break
                }
            }
            return nil
        }
        let layout: BoardLayout?
        if case let .fits(l) = self.layout(for: session.playable) { layout = l } else { layout = nil }
        switch event {
        case let .mouse(m):
            // A click on a hole no action can be used on does nothing.
            if m.kind == .press && m.button == 0, let layout, let card = layout.card(atX: m.x, y: m.y), session.setCursor(card) {
                session.turnCursorCard(at: now)
            }
        case .paste: break
        case let .key(key):
            switch key {
            case .up, .char("k"), .char("w"): if let layout { session.moveCursor(rows: -1, columns: 0, layout: layout) }
            case .down, .char("j"), .char("s"): if let layout { session.moveCursor(rows: 1, columns: 0, layout: layout) }
            case .left, .char("h"), .char("a"): if let layout { session.moveCursor(rows: 0, columns: -1, layout: layout) }
            case .right, .char("l"), .char("d"): if let layout { session.moveCursor(rows: 0, columns: 1, layout: layout) }
            case .char(" "), .enter: if layout != nil { session.turnCursorCard(at: now) }
            case .char("p"): session.togglePause(at: now)
            case .char("?"):
                overlay = .help
                helpScroll = 0
            case .char("q"): overlay = .confirmQuit
            case .char("n"): overlay = .confirmNew
            case .char("b"), .escape: overlay = .confirmLobby
            case let .char(c): _ = session.useAction(key: c, layout: layout, at: now)
            default: break
            }
        }
        return nil
    }

    // MARK: Watching

    /// The files whose changes reload the game in play (none outside a game).
    var watchedPaths: [String] {
        guard case let .game(session, _) = screen else { return [] }
        return host.watchedPaths(for: session.playable)
    }

    /// A watched file changed: the game is dealt again from the scripts as they are now and its
    /// moves replayed, or started again (saying why), or it waits under the error until the fix.
    func filesChanged(now: Double) {
        guard case .game(var session, _) = screen else { return }
        // The log ends at the present, so the reloaded game's clock carries on from it.
        session.leave(at: now)
        switch host.reload(session.playable) {
        case let .replayed(playable, failure):
            reloadError = nil
            begin(playable, now: now, waitingForPlayer: session.waitsForPlayer)
            if let failure {
                show("reloaded; " + GameSession.describe(failure), now: now, for: GameSession.failureDuration)
            } else {
                show("reloaded", now: now)
            }
        case let .restarted(playable, reason):
            reloadError = nil
            begin(playable, now: now)
            show("started again: \(reason)", now: now)
        case let .failed(message):
            reloadError = message
        }
        stopClockWhileHidden(now: now)
    }

    private func show(_ message: String, now: Double, for duration: Double = GameSession.messageDuration) {
        guard case .game(var session, let overlay) = screen else { return }
        session.show(message, at: now, for: duration)
        screen = .game(session, overlay: overlay)
    }

    // MARK: Drawing

    func render(now: Double) -> Canvas {
        var canvas = Canvas(width: size.columns, height: size.rows)
        switch screen {
        case let .lobby(scene):
            scene.render(size: size, into: &canvas)
        case let .game(session, overlay):
            // The help hides the faces as a pause does: no overlay stops the clock with cards to study.
            GameScene.render(session, layout: layout(for: session.playable), size: size, now: now, images: images,
                             hideFaces: session.isPaused || overlay == .help, notice: host.storeProblem, into: &canvas)
            if session.isPaused { Overlay.drawPause(size: size, into: &canvas) }
            if let reloadError {
                Overlay.draw(title: " Script error ", lines: TextWidth.wrap(reloadError, to: max(20, size.columns - 10))
                             + ["", "Save the fix to carry on      q  quit"], size: size, into: &canvas)
            }
            if let overlay {
                // Read only under an overlay: it scans the game's log, and most frames have none.
                let keeping: Overlay.Keeping = session.playable.hasTurnedCard ? .thisGame(earlierSaved: earlierSaved) : .nothing(earlierSaved: earlierSaved)
                overlay.draw(over: session.playable, keeping: keeping, scroll: overlay == .help ? helpScroll : 0, size: size, into: &canvas)
            }
        case var .over(scene):
            scene.render(layout: layout(for: scene.playable), size: size, now: now, images: images, into: &canvas)
            screen = .over(scene)
        }
        return canvas
    }
}
