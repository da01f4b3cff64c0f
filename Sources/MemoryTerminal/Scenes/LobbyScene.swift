import MemoryEngine

/// The start screen: title, instructions, and the choices of deck, rules, variant, grid, today's
/// board (Daily), the bell, watching the scripts, players and computer opponent (and, once a
/// variant is chosen, more variants stacked on it, one With row each); Play starts. Up/down (or
/// k/j, w/s) choose a row, left/right (or h/l, a/d) change it, `/` on a list's row finds a choice
/// by typing part of its name (see ``ChoiceSearch``), digits type a custom size, Enter or a
/// click on a button acts.
struct LobbyScene {
    /// A row of the menu; `stacked(i)` is the With row of the variant at `stacked[i]` (at
    /// `stacked.count`, the row that adds one more).
    /// `param(name)` is the row of a param the chosen rules or variants declare.
    enum Row: Hashable { case campaign, deck, rules, variant, stacked(Int), param(String), grid, rows, columns, daily, bell, watch, players, computer, play, resume, quit }
    enum Outcome { case play(GameSetup), resume, quit }

    static let gridPresets: [(Int, Int)] = [(2, 3), (3, 4), (4, 4), (4, 5), (5, 6)]
    /// The computer opponents offered, easiest first (a forgetful one preselected with another
    /// P is added in its place).
    static let opponents: [StrategyKind?] = [nil, .random, .forgetful(0.6), .forgetful(0.3), .forgetful(0.1), .perfect]

    var options: LobbyOptions
    var deck = 0, rules = 0
    /// An index into options.variants (the first is the default: what plain play is).
    var variant = 0
    /// The variants played after the first, in order (`--variant lives+bomb+clock`): indices
    /// into options.variants, never the default's nor the first's, none twice. A With row set to
    /// "none" keeps its 0 while it has the focus (so that cycling through "none" does not take the
    /// row away under the cursor) and is dropped when the focus leaves it.
    var stacked: [Int] = []
    /// 0: no campaign; otherwise the campaign at `campaign - 1` (its levels choose the deck,
    /// rules, variant and board, so those rows are hidden).
    var campaign = 0
    /// An index into ``gridPresets``, or gridPresets.count for a custom size.
    var grid = 2
    var customRows = 4, customColumns = 4
    /// Whether the board shown is the player's choice (the Grid, Rows or Columns row changed, or
    /// a board preselected that the variants do not name): the Grid row then stays as it is when
    /// the variants change, and otherwise follows them.
    private(set) var boardChosen = false
    /// Whether the deck shown is the player's choice (the Deck row changed, or a deck preselected
    /// that the variants and rules do not name): the Deck row then stays as it is when the
    /// variants or rules change, and otherwise follows them (see ``scriptDeck``).
    private(set) var deckChosen = false
    var players = 1
    /// An index into ``opponents``.
    var opponent = 0
    var opponents = LobbyScene.opponents
    var focus: Row = .play
    /// The number row being typed into: the first digit typed after focusing replaces the value.
    private var typing: Row?
    /// The search under way in the focused list's row (`/`), if any: keys then type into it.
    private(set) var search: ChoiceSearch?
    /// The choices as they were when the search began, put back whole by Esc (a match shown
    /// on the way may have moved others: the deck following a variant, a stacked one dropped).
    private var beforeSearch: Choices?

    /// What the choice rows hold, as one value.
    private struct Choices {
        var deck, rules, variant, campaign, grid, customRows, customColumns, players: Int
        var stacked: [Int]
        var boardChosen, deckChosen: Bool
    }

    private var choiceState: Choices {
        get {
            Choices(deck: deck, rules: rules, variant: variant, campaign: campaign, grid: grid, customRows: customRows,
                    customColumns: customColumns, players: players, stacked: stacked, boardChosen: boardChosen, deckChosen: deckChosen)
        }
        set {
            (deck, rules, variant, campaign, grid) = (newValue.deck, newValue.rules, newValue.variant, newValue.campaign, newValue.grid)
            (customRows, customColumns, players, stacked) = (newValue.customRows, newValue.customColumns, newValue.players, newValue.stacked)
            (boardChosen, deckChosen) = (newValue.boardChosen, newValue.deckChosen)
        }
    }
    var error: String?
    /// Why scores are not being saved (the database cannot be used), shown for the whole run.
    var notice: String?
    /// Whether the bell rings on a match, a mismatch and the end of a game (remembered by the app).
    var bell = false
    /// Whether the game in play reloads its scripts when they are saved (remembered by the app).
    var watch = false
    var savedGame: String?
    /// Whether Play deals today's board (``LobbyOptions/today``) rather than a fresh one.
    var daily = false
    var seed: UInt64
    var animations: Bool
    /// The values given with `--set`, kept for the games played from here (the dealer gives
    /// each only to scripts that declare it).
    let params: [String: ScriptParameter]?
    /// The values chosen on the param rows, by name (a value set back to the default with no
    /// `--set` for it is dropped).
    private(set) var paramChoices: [String: ScriptParameter] = [:]

    init(options: LobbyOptions, preselected setup: GameSetup, savedGame: String?) {
        self.options = options
        self.savedGame = savedGame
        seed = setup.seed
        daily = setup.daily != nil && options.today != nil
        animations = setup.animations
        params = setup.params
        // No deck: the scripts' (the Deck row follows them), else the plain one.
        deck = options.decks.firstIndex { $0.id == setup.deck ?? options.plainDeck } ?? 0
        rules = options.rules.firstIndex { $0.id == setup.rules } ?? 0
        // A stack (`lives+bomb+clock`) fills the Variant row and a With row for each of the rest.
        let named = setup.variant.map(VariantStackName.parts) ?? []
        variant = named.first.flatMap { v in options.variants.firstIndex { $0.id == v } } ?? 0
        if variant > 0 {
            for id in named.dropFirst() {
                if let i = options.variants.firstIndex(where: { $0.id == id }), i > 0, i != variant, !stacked.contains(i) { stacked.append(i) }
            }
        }
        campaign = setup.campaign.flatMap { c in options.campaigns.firstIndex { $0.id == c }.map { $0 + 1 } } ?? 0
        show(setup.size)
        boardChosen = setup.size != variantSize
        deckChosen = setup.deck.map { $0 != scriptDeck } ?? false
        followDeck()
        if let bot = setup.bot, !opponents.contains(bot) {
            opponents.append(bot)
            opponents.sort { Self.strength($0) < Self.strength($1) }
        }
        opponent = opponents.firstIndex(of: setup.bot) ?? 0
        // The variant's seats, or more people if more were asked for; with a computer opponent,
        // the people asked for (the computer takes the seats left).
        players = opponent > 0 ? setup.players : max(setup.players, variantPlayers ?? 1)
    }

    var rows: [Row] {
        var r: [Row] = options.campaigns.isEmpty ? [] : [.campaign]
        if campaign == 0 {
            r += [.deck, .rules, .variant]
            if variant > 0 {
                r += stacked.indices.map(Row.stacked)
                if stacked.last != 0 && !stackable(at: stacked.count).isEmpty { r.append(.stacked(stacked.count)) }
            }
            r += offeredParams.map { .param($0.name) }
            r.append(.grid)
            if grid == Self.gridPresets.count { r += [.rows, .columns] }
            if options.today != nil { r.append(.daily) }
        }
        r += [.bell, .watch, .players, .computer, .play]
        if savedGame != nil { r.append(.resume) }
        r.append(.quit)
        return r
    }

    var size: BoardSize {
        grid < Self.gridPresets.count ? .grid(rows: Self.gridPresets[grid].0, columns: Self.gridPresets[grid].1)
                                      : .grid(rows: customRows, columns: customColumns)
    }

    var setup: GameSetup {
        let bot = opponents.indices.contains(opponent) ? opponents[opponent] : nil
        var setup = GameSetup(deck: dealtDeck,
                         rules: options.rules.indices.contains(rules) ? options.rules[rules].id : "",
                         variant: options.variants.indices.contains(variant) ? stackName(through: stacked.count) : nil,
                         size: size, players: players, bot: bot, seed: seed, animations: animations,
                         campaign: options.campaigns.indices.contains(campaign - 1) ? options.campaigns[campaign - 1].id : nil)
        let given = (params ?? [:]).merging(paramChoices) { $1 }
        setup.params = given.isEmpty ? nil : given
        if daily, setup.campaign == nil { setup.daily = options.today }
        return setup
    }

    // MARK: Input

    mutating func handle(_ key: Key) -> Outcome? {
        if search != nil { return handleSearch(key) }
        switch key {
        case .up, .char("k"), .char("w"), .backTab: moveFocus(-1)
        case .down, .char("j"), .char("s"), .tab: moveFocus(1)
        case .left, .char("h"), .char("a"): change(-1)
        case .right, .char("l"), .char("d"): change(1)
        case .enter, .char(" "): return activate()
        case .char("q"): return .quit
        case .char("/"): startSearch()
        case let .char(c) where c.isASCII && c.isNumber: typeDigit(Int(String(c))!)
        case .backspace: eraseDigit()
        default: break
        }
        return nil
    }

    mutating func moveFocus(_ delta: Int) {
        let r = rows
        let i = r.firstIndex(of: focus) ?? 0
        focus = r[min(max(i + delta, 0), r.count - 1)]
        typing = nil
        dropEmptyWithRow()
    }

    /// Takes away a With row left at "none" once the focus is elsewhere (the rows after it move
    /// up, the focus with them).
    private mutating func dropEmptyWithRow() {
        guard let i = stacked.firstIndex(of: 0), focus != .stacked(i) else { return }
        stacked.remove(at: i)
        if case let .stacked(j) = focus, j > i { focus = .stacked(j - 1) }
    }

    /// The variants the With row at `i` may hold: any but the default, the first and those on
    /// the other With rows.
    private func stackable(at i: Int) -> [Int] {
        options.variants.indices.filter { v in v != 0 && v != variant && !stacked.enumerated().contains { $0.offset != i && $0.element == v } }
    }

    /// The `--variant` name of the first variant and the With rows before `end` (`lives+bomb`).
    private func stackName(through end: Int) -> String {
        VariantStackName.name(([variant] + stacked.prefix(end).filter { $0 != 0 }).map { options.variants[$0].id })
    }

    /// Enter (or Space): the button under focus, and from any setting "play" (the key help
    /// promises "Enter play"; a first press that only moved the focus read as a lost key).
    mutating func activate() -> Outcome? {
        switch focus {
        case .resume: return .resume
        case .quit: return .quit
        default:
            focus = .play
            if let blocked = unavailableChoice {
                error = "\(blocked.name) cannot be played: \(blocked.unavailable ?? "")"
                return nil
            }
            return .play(setup)
        }
    }

    /// The chosen deck, rules or variant (or a variant stacked on it) that cannot be played, if any.
    var unavailableChoice: LobbyChoice? {
        ([(options.decks, deck), (options.rules, rules), (options.variants, variant)] + stacked.filter { $0 != 0 }.map { (options.variants, $0) })
            .compactMap { list, i in list.indices.contains(i) ? list[i] : nil }
            .first { $0.unavailable != nil }
    }

    private func cycle(_ value: Int, _ delta: Int, count: Int) -> Int {
        guard count > 0 else { return 0 }
        return ((value + delta) % count + count) % count
    }

    mutating func change(_ delta: Int) {
        error = nil
        switch focus {
        case .campaign, .deck, .rules, .variant, .stacked:
            guard let (entries, current) = choices(focus), !entries.isEmpty else { return }
            let at = entries.firstIndex { $0.value == current } ?? 0
            choose(entries[cycle(at, delta, count: entries.count)].value)
        case .grid: chooseBoard(grid: cycle(grid, delta, count: Self.gridPresets.count + 1))
        case .rows: chooseBoard(rows: min(max(customRows + delta, 1), 99))
        case .columns: chooseBoard(columns: min(max(customColumns + delta, 1), 99))
        case .players: players = min(max(players + delta, 1), GameConfig.maximumPlayers - (opponent > 0 ? 1 : 0))
        case .computer:
            let hadOpponent = opponent > 0
            opponent = cycle(opponent, delta, count: opponents.count)
            players = min(players, GameConfig.maximumPlayers - (opponent > 0 ? 1 : 0))
            // A computer coming or going reseats the variant's players; another kind of
            // computer keeps the people chosen.
            if variantPlayers != nil, hadOpponent != (opponent > 0) { followVariant() }
        case .daily: daily.toggle()
        case .bell: bell.toggle()
        case .watch: watch.toggle()
        case let .param(name):
            guard let p = offeredParams.first(where: { $0.name == name }), p.changeable else { return }
            let value = p.stepped(paramValue(p), by: delta)
            if value == p.defaultValue && params?[name] == nil { paramChoices[name] = nil } else { paramChoices[name] = value }
        case .play, .resume, .quit: break
        }
    }

    /// The params the chosen rules and variants declare, each name once (the first script's
    /// declaration, as they share one value): a row each.
    var offeredParams: [LobbyParam] {
        let scripts = (options.rules.indices.contains(rules) ? [options.rules[rules]] : []) + chosenVariants
        var seen = Set<String>()
        return scripts.flatMap(\.params).filter { seen.insert($0.name).inserted }
    }

    /// A param's value: chosen on its row, else given with `--set` (a number typed for a number
    /// param read as one), else its default.
    func paramValue(_ p: LobbyParam) -> ScriptParameter {
        let value = paramChoices[p.name] ?? params?[p.name] ?? p.defaultValue
        if case .number = p.defaultValue, case .text = value, let n = value.numeric { return .number(n) }
        return value
    }

    /// The choices of a list's row (a campaign, deck, rules, variant or With row), each as the
    /// value the row takes, and the row's value now; nil for another row.
    private func choices(_ row: Row) -> (entries: [ChoiceSearch.Entry], current: Int)? {
        let none = ChoiceSearch.Entry(value: 0, name: "none", id: "")
        func entries(_ list: [LobbyChoice], _ values: [Int]) -> [ChoiceSearch.Entry] {
            values.map { ChoiceSearch.Entry(value: $0, name: list[$0].name, id: list[$0].id) }
        }
        switch row {
        case .campaign:
            // The row's value is 1 + the campaign's index (0: none).
            return ([none] + options.campaigns.enumerated().map { ChoiceSearch.Entry(value: $0 + 1, name: $1.name, id: $1.id) }, campaign)
        case .deck: return (entries(options.decks, Array(options.decks.indices)), deck)
        case .rules: return (entries(options.rules, Array(options.rules.indices)), rules)
        case .variant: return (entries(options.variants, Array(options.variants.indices)), variant)
        case let .stacked(i):
            return ([none] + entries(options.variants, stackable(at: i)), stacked.indices.contains(i) ? stacked[i] : 0)
        default: return nil
        }
    }

    /// Sets the focused list's row to `value` (one of its ``choices(_:)``), and the rows that
    /// follow it.
    private mutating func choose(_ value: Int) {
        switch focus {
        case .campaign: campaign = value
        case .deck:
            deck = value
            deckChosen = true
        case .rules:
            rules = value
            followDeck()
        case .variant:
            variant = value
            if variant == 0 { stacked = [] } else { stacked.removeAll { $0 == variant } }
            followVariant()
        case let .stacked(i):
            if stacked.indices.contains(i) { stacked[i] = value } else if value != 0 { stacked.append(value) }
            followVariant()
        default: break
        }
    }

    // MARK: Finding a choice

    /// `/` on a list's row: typing now finds a choice of it.
    private mutating func startSearch() {
        guard let (entries, current) = choices(focus), entries.count > 1 else { return }
        error = nil
        search = ChoiceSearch(entries: entries, current: current)
        beforeSearch = choiceState
    }

    /// A key while finding: text is typed into the search (`q` and the letters that move
    /// included), ←→ show the other matches, Enter keeps the choice shown, Esc puts back the one
    /// there was, and ↑↓ keep it and move on.
    private mutating func handleSearch(_ key: Key) -> Outcome? {
        guard var search else { return nil }
        switch key {
        case let .char(c):
            search.type(String(c))
        case .backspace:
            search.erase()
        case .left: search.step(-1)
        case .right: search.step(1)
        case .escape:
            self.search = nil
            if let beforeSearch { choiceState = beforeSearch }
            return nil
        case .enter:
            self.search = nil
            return nil
        case .up, .backTab:
            self.search = nil
            moveFocus(-1)
            return nil
        case .down, .tab:
            self.search = nil
            moveFocus(1)
            return nil
        default: return nil
        }
        self.search = search
        if let chosen = search.chosen { choose(chosen) }
        return nil
    }

    /// Pasted text: typed into a search under way, else ignored (a paste never plays).
    mutating func paste(_ text: String) {
        guard var search else { return }
        search.type(text)
        self.search = search
        if let chosen = search.chosen { choose(chosen) }
    }

    /// The chosen variant and those stacked on it.
    private var chosenVariants: [LobbyChoice] {
        ([variant] + stacked.filter { $0 != 0 }).filter(options.variants.indices.contains).map { options.variants[$0] }
    }

    /// The players the chosen variants deal for, if one says (a stack whose variants say
    /// different numbers is refused when played).
    private var variantPlayers: Int? { chosenVariants.lazy.compactMap(\.players).first }

    /// The Players row shows the people the variants seat: a duel's two, or one person when a
    /// computer opponent takes the seats left; variants that do not say bring it back to one.
    /// Unless the player chose the board, the board rows show the board the variants deal (see
    /// ``variantSize``); the Deck row follows them too (see ``followDeck()``).
    private mutating func followVariant() {
        players = opponent > 0 ? 1 : min(max(1, variantPlayers ?? 1), GameConfig.maximumPlayers)
        if !boardChosen { show(variantSize) }
        followDeck()
    }

    /// Unless the player chose the deck, the Deck row shows the deck the chosen variants or
    /// rules name (see ``scriptDeck``).
    private mutating func followDeck() {
        if !deckChosen, let i = options.decks.firstIndex(where: { $0.id == scriptDeck }) { deck = i }
    }

    /// The deck the game is dealt with: the Deck row's, or none when the row follows the scripts
    /// and they name a deck the lobby does not have (dealing then says why, at the script's
    /// `deck =` line, rather than playing another deck).
    private var dealtDeck: String? {
        if !deckChosen && !options.decks.contains(where: { $0.id == scriptDeck }) { return nil }
        return options.decks.indices.contains(deck) ? options.decks[deck].id : nil
    }

    /// The deck the chosen variants and rules are played with when the player names none, as
    /// the command line deals it: the first one a variant names (bomb's party), else the one
    /// the rules name (tens' tens), else the plain deck.
    private var scriptDeck: String {
        let chosenRules = options.rules.indices.contains(rules) ? options.rules[rules].deck : nil
        return chosenVariants.lazy.compactMap(\.deck).first ?? chosenRules ?? options.plainDeck
    }

    /// The board the chosen variants deal when the player names none: the largest they name
    /// (rowshift's 4x4), as a stack is dealt on the command line, or the plain board.
    private var variantSize: BoardSize {
        chosenVariants.compactMap(\.size).max(by: { $0.cardCount(group: 2) < $1.cardCount(group: 2) }) ?? options.plainSize
    }

    /// The player set the Grid, Rows or Columns row: the board shown is theirs from now on (see
    /// ``boardChosen``).
    private mutating func chooseBoard(grid: Int? = nil, rows: Int? = nil, columns: Int? = nil) {
        if let grid { self.grid = grid }
        if let rows { customRows = rows }
        if let columns { customColumns = columns }
        boardChosen = true
    }

    /// Sets the board rows to `size`: a preset, or the custom rows and columns.
    private mutating func show(_ size: BoardSize) {
        switch size {
        case let .grid(r, c):
            if let i = Self.gridPresets.firstIndex(where: { $0 == (r, c) }) { grid = i } else {
                grid = Self.gridPresets.count
                customRows = r
                customColumns = c
            }
        case let .groups(n):
            grid = Self.gridPresets.count
            customRows = 2
            customColumns = n
        }
    }

    private mutating func typeDigit(_ d: Int) {
        func typed(_ value: Int) -> Int { typing == focus && value < 10 ? max(1, value * 10 + d) : max(1, d) }
        defer { typing = focus }
        switch focus {
        case .rows: chooseBoard(rows: typed(customRows))
        case .columns: chooseBoard(columns: typed(customColumns))
        case .players where (1...GameConfig.maximumPlayers - (opponent > 0 ? 1 : 0)).contains(d): players = d
        default: break
        }
    }

    /// Removes the last digit; a single digit left is replaced by the next one typed.
    private mutating func eraseDigit() {
        switch focus {
        case .rows: chooseBoard(rows: max(1, customRows / 10))
        case .columns: chooseBoard(columns: max(1, customColumns / 10))
        default: return
        }
        typing = nil
    }

    // MARK: Drawing

    static let keyHint = KeyHint("↑↓ choose · ←→ change · / find · Enter play · q quit · click works too",
                                 short: "↑↓←→ choose · / find · Enter play · q quit", lastToGo: ["Enter play", "q quit"])
    /// The key line while finding a choice.
    static let searchHint = KeyHint("type to find · ←→ other matches · Enter keep · Esc cancel",
                                    short: "type to find · ←→ more · Enter keep · Esc cancel", lastToGo: ["Enter keep", "Esc cancel"])
    /// Where a row's label and its value start, from the menu block's left edge.
    static let labelX = 4
    static let valueX = 18
    /// The menu and the text under it are a block this wide, centred on a wider terminal as the
    /// title above it is (on a wide terminal the block stood against the left edge, far from it).
    static let blockWidth = 80

    /// The menu block's left edge at `size`.
    static func blockX(_ size: TerminalSize) -> Int { max(0, (size.columns - blockWidth) / 2) }

    func label(_ row: Row) -> String {
        switch row {
        case .campaign: return "Campaign"
        case .deck: return "Deck"
        case .rules: return "Rules"
        case .variant: return "Variant"
        case .stacked: return "  With"
        case let .param(name): return "  " + TextWidth.truncate(name, to: Self.valueX - Self.labelX - 3)
        case .grid: return "Grid"
        case .rows: return "  Rows"
        case .columns: return "  Columns"
        case .players: return "Players"
        case .computer: return "Computer"
        case .daily: return "Daily"
        case .bell: return "Bell"
        case .watch: return "Watch files"
        case .play: return "[ Play ]"
        case .resume: return "[ Resume saved game ]"
        case .quit: return "[ Quit ]"
        }
    }

    func value(_ row: Row) -> String? {
        func name(_ list: [LobbyChoice], _ i: Int) -> String {
            guard list.indices.contains(i) else { return "(none found)" }
            return list[i].name + (list[i].unavailable == nil ? "" : " (unavailable)")
        }
        switch row {
        case .campaign:
            guard campaign > 0 else { return "none" }
            let progress = options.campaigns.indices.contains(campaign - 1) ? options.campaigns[campaign - 1].progress : nil
            return name(options.campaigns, campaign - 1) + (progress.map { " · \($0)" } ?? "")
        case .deck: return name(options.decks, deck)
        case .rules: return name(options.rules, rules)
        case .variant: return name(options.variants, variant)
        case let .stacked(i): return stacked.indices.contains(i) && stacked[i] != 0 ? name(options.variants, stacked[i]) : "none"
        case .grid: return grid < Self.gridPresets.count ? "\(Self.gridPresets[grid].0)×\(Self.gridPresets[grid].1)" : "custom"
        case .rows: return String(customRows)
        case .columns: return String(customColumns)
        case .players: return String(players)
        case .computer:
            // The seats it takes: those the variant has left after the people's, at least one.
            let seats = GameConfig.seats(people: players, computer: true, declared: variantPlayers ?? 1) - players
            return opponents[opponent].map { "\(Self.name($0)) (\(Self.difficulty($0)))" + (seats > 1 ? " × \(seats) seats" : "") } ?? "none"
        case let .param(name): return offeredParams.first { $0.name == name }.map { paramValue($0).plainText }
        case .daily: return daily ? "on" : "off"
        case .bell: return bell ? "on" : "off"
        case .watch: return watch ? "on" : "off"
        case .play, .resume, .quit: return nil
        }
    }

    func description(_ row: Row) -> String? {
        switch row {
        case .campaign where campaign == 0: return "Levels played in order, each unlocked by reaching a score or beating the computer; progress is kept"
        case .campaign where options.campaigns.indices.contains(campaign - 1):
            let chosen = options.campaigns[campaign - 1]
            return (chosen.goal.map { "This level's goal: " + $0 + ". " } ?? "") + chosen.description + " (its levels choose the deck, rules and board, and may choose the players; progress is kept; --campaign \(chosen.id))"
        case .deck where options.decks.indices.contains(deck): return Self.described(options.decks[deck], option: "deck")
        case .rules where options.rules.indices.contains(rules): return Self.described(options.rules[rules], option: "rules")
        case .variant where options.variants.indices.contains(variant): return Self.described(options.variants[variant], option: "variant")
        case let .stacked(i) where stacked.indices.contains(i) && options.variants.indices.contains(stacked[i]) && stacked[i] != 0:
            return "Played after " + (i == 0 ? "the first" : "those above") + ": "
                + Self.described(options.variants[stacked[i]], option: "variant", as: stackName(through: i + 1))
        case .stacked:
            return "Another variant played with those above (--variant lives+bomb); variants that cannot share a game are "
                + "refused, with the reason, when you play"
        case let .param(name):
            guard let p = offeredParams.first(where: { $0.name == name }) else { return nil }
            let doc = p.doc.map { ($0.prefix(1).uppercased() + $0.dropFirst()) + ($0.hasSuffix(".") ? " " : ". ") } ?? ""
            let how = p.changeable ? "" : "; set it with --set \(name)=…"
            return "\(doc)Takes \(p.kind)\(how) (--set \(name)=\(paramValue(p).plainText))"
        case .resume: return savedGame
        case .computer: return opponents[opponent].map(Self.explain) ?? "No computer: only the people at the keyboard play."
        case .daily:
            return "Today's board (\(options.today ?? "")): the same cards for everyone playing this deck, rules, variant and "
                + "board today; one ranked try a day, apart, in the daily scores (--daily); the games after it are practice"
        case .bell: return "Rings the terminal's bell on a match, a mismatch and the end of a game (kept for next time)"
        case .watch:
            return "For writing scripts: when the deck, rules or variant in play is saved, the game reloads it and replays "
                + "the moves so far (--watch; kept for next time)"
        default: return nil
        }
    }

    /// A choice's description and the command-line option that picks it (lobby names and ids
    /// differ: "Times tables" is `--deck math`); `name` is what the option is given, when not
    /// the choice's own id (the whole stack, `lives+bomb`, for the With row).
    static func described(_ choice: LobbyChoice, option: String, as name: String? = nil) -> String {
        if let reason = choice.unavailable { return "cannot be played: " + reason }
        let named = name ?? choice.id
        let id = named.contains("/") ? "" : "--\(option) \(named)"
        return [choice.description, id.isEmpty ? nil : "(\(id))"].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// An opponent's name as the command line spells it, with P as a percentage.
    static func name(_ kind: StrategyKind) -> String {
        if case let .forgetful(p) = kind { return "forgetful \(Int((p * 100).rounded()))%" }
        return kind.description
    }

    /// How hard an opponent is to beat, in a word.
    static func difficulty(_ kind: StrategyKind) -> String {
        switch kind {
        case .random: return "easy"
        case .perfect: return "unbeatable"
        case let .forgetful(p): return p >= 0.5 ? "easy" : p >= 0.2 ? "fair" : "hard"
        }
    }

    /// What an opponent does, for the description line.
    static func explain(_ kind: StrategyKind) -> String {
        let what: String
        switch kind {
        case .random: what = "turns cards at random and remembers nothing"
        case .perfect: what = "remembers every card it has seen and never misses a known pair"
        case let .forgetful(p): what = "remembers the cards it sees but forgets each with probability \(Int((p * 100).rounded()))% a turn (--bot forgetful:P)"
        }
        return "Plays after the people, in each seat the variant leaves them (at least one): \(what). \(difficulty(kind).prefix(1).uppercased() + difficulty(kind).dropFirst())."
    }

    /// Easiest first: random, then forgetful from most to least forgetful, then perfect.
    private static func strength(_ kind: StrategyKind?) -> Double {
        switch kind {
        case nil: return -1
        case .random: return 0
        case let .forgetful(p)?: return 2 - p
        case .perfect: return 3
        }
    }

    static let intro = "Find the cards that match. Turn two at a time; a match stays, a mismatch turns back."

    /// The width of the message and the description under the menu.
    private static func textWidth(_ size: TerminalSize) -> Int { min(size.columns, blockWidth) - 2 * labelX }

    /// A row's value as it fits between ◀ and ▶ before the last column (cut with "…"), or nil
    /// for a button.
    private func shownValue(_ row: Row, size: TerminalSize) -> String? {
        value(row).map { TextWidth.truncate($0, to: min(size.columns, Self.blockWidth) - 1 - Self.valueX - TextWidth.of("◀  ▶")) }
    }

    /// The message's lines, wrapped to the width (a refused resume names scripts and paths), in
    /// at most `maxLines` (the last cut with "…").
    private func messageLines(_ size: TerminalSize, maxLines: Int = .max) -> [String] {
        let text = [error, notice].compactMap { $0 }.map { "! " + $0 }.joined(separator: " ")
        return text.isEmpty ? [] : TextWidth.wrap(text, to: Self.textWidth(size), maxLines: maxLines)
    }

    /// Where everything goes at `size` (nil: the terminal is too small for the lobby).
    func layout(size: TerminalSize) -> LobbyLayout? {
        LobbyLayout.make(size: size, rowCount: rows.count, focus: rows.firstIndex(of: focus) ?? 0,
                         messageLines: messageLines(size).count, intro: Self.intro)
    }

    func render(size: TerminalSize, into canvas: inout Canvas) {
        guard let layout = layout(size: size) else {
            TooSmallNotice.draw("The menu", columns: LobbyLayout.minimum.columns, rows: LobbyLayout.minimum.rows,
                                size: size, into: &canvas)
            return
        }
        if let y = layout.titleY { canvas.centered("M E M O R Y", x: 0, y: y, width: size.columns, style: Theme.title) }
        for (i, line) in layout.intro.enumerated() {
            canvas.centered(line, x: 0, y: LobbyLayout.introY + i, width: size.columns)
        }
        let hint = search == nil ? Self.keyHint : Self.searchHint
        canvas.centered(hint.text(fitting: size.columns), x: 0, y: layout.hintY, width: size.columns, style: Theme.help)
        let rows = self.rows
        let left = Self.blockX(size), labelX = left + Self.labelX, valueX = left + Self.valueX
        for i in layout.shown {
            let row = rows[i], y = layout.y(ofRow: i)!
            let focused = row == focus
            let style = focused ? Theme.selected : (value(row) == nil ? Theme.button : .plain)
            canvas.text(focused ? "▶" : " ", x: labelX - 2, y: y, style: Theme.cursor)
            canvas.text(label(row), x: labelX, y: y, style: style)
            if let v = shownValue(row, size: size) {
                canvas.text("◀ " + v + " ▶", x: valueX, y: y, style: focused ? Theme.selected : .plain)
            }
        }
        if layout.hidesAbove { canvas.text("▲", x: left, y: layout.menuTop, style: Theme.help) }
        if layout.hidesBelow { canvas.text("▼", x: left, y: layout.below - 2, style: Theme.help) }
        // Under the menu: what went wrong, then what the focused choice is, wrapped to the width
        // (a deck's description is often longer than the space beside its row) in the rows left.
        var y = layout.below
        let message = messageLines(size, maxLines: size.rows - y)
        for line in message {
            canvas.text(line, x: labelX, y: y, style: Theme.message)
            y += 1
        }
        if !message.isEmpty { y += 1 }
        if let search, y < size.rows {
            canvas.text(TextWidth.truncate(search.summary, to: Self.textWidth(size)), x: labelX, y: y, style: Theme.selected)
            y += 1
        }
        if let d = description(focus), !d.isEmpty {
            for line in TextWidth.wrap(d, to: Self.textWidth(size), maxLines: size.rows - y - 1) {
                canvas.text(line, x: labelX, y: y, style: Theme.help)
                y += 1
            }
        }
    }

    /// A click at `size`: on a row focuses it (on ◀ or ▶ changes it, on a button presses it).
    mutating func click(x: Int, y: Int, size: TerminalSize) -> Outcome? {
        // A click ends a search, keeping the choice it showed.
        search = nil
        guard let i = layout(size: size)?.row(atY: y) else { return nil }
        focus = rows[i]
        typing = nil
        dropEmptyWithRow()
        let left = Self.blockX(size), labelX = left + Self.labelX, valueX = left + Self.valueX
        if let v = shownValue(focus, size: size) {
            if x >= valueX && x < valueX + 2 { change(-1) }
            let right = valueX + 2 + TextWidth.of(v) + 1
            if x >= right && x < right + 1 { change(1) }
            return nil
        }
        return x >= labelX && x < labelX + TextWidth.of(label(focus)) ? activate() : nil
    }
}
