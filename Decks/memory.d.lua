---@meta
-- memory: Lua API versions 1 and 2, as LuaLS definitions for deck authors' editors.
-- The host provides three global constructors: deck, rules and variant. A script returns what
-- one of them builds. Bodies here are empty; nothing in this file runs.

-------------------------------------------------------------------------------------------------
-- Decks
-------------------------------------------------------------------------------------------------

--- One card face. Faces that share a key form one match group; a key carried by fewer faces
--- than the variant's group size has its faces repeated to fill the group.
---@class Face
---@field label? string  Text shown on the card (and in place of the image where images cannot be drawn). At least one of label and image is needed.
---@field key? string    What matching compares. Default: the label, or else the image path.
---@field image? string  A PNG relative to the deck file, e.g. "img/cat.png"; it may not leave the deck's folder.
---@field tags? string[]  Words variants read, e.g. { "wild" } or { "bomb" } (at most 16); a face-up card shows the first on its top border.
---@field short_tag? string  A shorter form of the first tag, shown on a card whose border is too narrow for the tag, e.g. "$8k" for "$8000". It needs tags and must be shorter than the first (in characters); scripts never see it.
---@field data? table<string, number|string|boolean>  Other values variants read, e.g. { value = 3 }.
---@field group? integer  How many cards of this face's key make its group: 2, 3 or 4 (a deck may mix pairs and triples; the first card turned sets how many the turn needs). Default: the variant's group. All faces of one key declare the same.

--- Makes the faces of a generated deck.
---@alias FaceGenerator fun(count: integer, random: fun(n: integer): integer): (string|Face)[]

---@class DeckSpec
---@field id string            Unique id, used by `--deck ID`.
---@field name string          Shown in lists and menus.
---@field author string
---@field version string       Semantic version, e.g. "1.0.0".
---@field api 1                API version: 1.
---@field description string   One line shown by `memory list`.
---@field license? string      E.g. an SPDX id such as "MIT"; shown by `memory info`.
---@field requires? table<string, string>  Package or script ids and the versions accepted, e.g. { birds = ">=1.0.0" } (see Decks/README.md, "Packages").
---@field back? string         Symbol shown on face-down cards, e.g. "?".
---@field colour? string       A theme colour name, e.g. "orange".
---@field color? string        Same as colour.
---@field faces (string|Face)[]|FaceGenerator  A list of faces (a string is a face with that label), or a function(count, random) returning one: count is the number of groups the board needs, random(n) returns 1..n from the game's seeded source.

--- What `deck { … }` builds: return it from the file.
---@class Deck

--- Declares a deck. Checked at once; mistakes are reported at the calling line.
---@param spec DeckSpec
---@return Deck
function deck(spec) end

-------------------------------------------------------------------------------------------------
-- Rules
-------------------------------------------------------------------------------------------------

--- One card of the turn a hook is told about. Reading a field it does not have (`data`, `tags`,
--- `state`…) is an error naming the fields it has: `game:card(e.cards[1].index)` gives the rest.
---@class HookCard
---@field index integer            Board position, 1-based.
---@field key string               What matching compares.
---@field label string             Text shown on the card.
---@field seen boolean             Whether an earlier turn had shown this card.
---@field times_seen integer       How many earlier turns showed it.
---@field face_up_seconds number   Total seconds it has been face up and unmatched, over all its showings (this one included).

--- What a rules hook is told. Read-only: writing to it changes nothing.
---@class HookEvent
---@field cards HookCard[]   The turn's cards in the order they were turned (empty in on_finish and on_turn_end; in on_hide, the cards that turned back face down, at most four).
---@field player integer     The player, 1-based.
---@field move integer       The move number, 1 for the first completed turn (in on_turn_start and on_turn, the turns completed before this one: 0 during the first).
---@field elapsed number     Seconds since the game started.
---@field score integer      The player's score before this change.
---@field streak integer     Matches in a row by this player, this one included when it is a match.
---@field pairs_left integer Groups still unmatched after this turn.
---@field points integer     Points the hooks called before this one gave for this event (the rules' before the variants', the variants in their stack's order).
---@field why HideReason?    In on_hide, why e.cards turned back face down; nil in every other hook.

--- Why cards turned back face down (on_hide's e.why): "mismatch" (a mismatch's show is over:
--- after the reveal time, at the next card turned, when an action is used or a request ends the
--- turn), "turn_end" (game:end_turn() turned back a turn's cards before its group was complete),
--- "reveal" (a game:reveal is over, to everyone or to one player), "peek" (the opening peek is over).
---@alias HideReason "mismatch"|"turn_end"|"reveal"|"peek"

--- A scoring hook: returns the change in score, an integer (nil means 0).
---@alias ScoreHook fun(e: HookEvent): integer?

---@class RulesSpec: ReactiveSpec
---@field id string
---@field name string
---@field author? string
---@field version? string     Semantic version, e.g. "1.0.0" (needed to pack it on its own).
---@field api 1|2                   2 for the hooks of ReactiveSpec (called as hook(e, game)).
---@field description string
---@field license? string      E.g. an SPDX id such as "MIT"; shown by `memory info`.
---@field requires? table<string, string>  Package or script ids and the versions accepted, e.g. { birds = ">=1.0.0" } (see Decks/README.md, "Packages").
---@field bonus_time? number        Per-card bonus time limit in seconds, for the front end's countdown.
---@field deck? string              The deck when neither the player nor a variant names one: an id, found as `--deck` finds it (a package's own decks first), e.g. "tens" for rules that add up numbers; --deck and the lobby's choice win, then the variants' deck. An id no deck has is an error at this line (memory check; play exits with status 64).
---@field on_match? ScoreHook       Points for a matching group.
---@field on_mismatch? ScoreHook    Points for a group that does not match.
---@field on_finish? ScoreHook      Points for each player when the game ends (cards is empty).

--- What `rules { … }` builds: return it from the file.
---@class Rules

--- Declares scoring rules. Checked at once; mistakes are reported at the calling line.
---@param spec RulesSpec
---@return Rules
function rules(spec) end

-------------------------------------------------------------------------------------------------
-- Variants
-------------------------------------------------------------------------------------------------

--- One card as a variant hook sees it.
---@class BoardCard
---@field index integer                     Board position, 1-based.
---@field key string
---@field label string
---@field state "down"|"up"|"matched"
---@field times_seen integer                How many times it has been turned face up.

--- The board, as variant hooks see it. Changes go through the engine, which refuses what the
--- rules of play forbid.
---@class Board
local Board = {}

--- The number of cards on the board.
---@return integer
function Board:count() end

--- The positions of the face-down, unmatched cards that may swap (not those an `api = 2`
--- variant of the stack is showing).
---@return integer[]
function Board:face_down() end

--- `n` different cards of `face_down()` drawn at random from the game's seeded source (as
--- math.random), one position per result, in the order drawn; fewer when fewer are left.
--- Cheaper than picking from `face_down()`: no list is built.
---@param n? integer  How many (default 1).
---@return integer ...
function Board:pick(n) end

--- A read-only list of every card, in board order.
---@return BoardCard[]
function Board:cards() end

--- Asks the engine to exchange two cards. Only two different face-down, unmatched cards may swap.
---@param i integer  Board position, 1-based.
---@param j integer  Board position, 1-based.
function Board:swap(i, j) end

---@class VariantSpec: ReactiveSpec
---@field id string
---@field name string
---@field author? string
---@field version? string     Semantic version, e.g. "1.0.0" (needed to pack it on its own).
---@field api 1|2                     2 for the hooks of ReactiveSpec (called as hook(e, game)).
---@field description string
---@field license? string      E.g. an SPDX id such as "MIT"; shown by `memory info`.
---@field requires? table<string, string>  Package or script ids and the versions accepted, e.g. { birds = ">=1.0.0" } (see Decks/README.md, "Packages").
---@field group? integer              Cards per turn and per match group, 2..4 (default 2).
---@field reveal? number|"next-flip"  Seconds a mismatch stays on show (0..3600, default 1), or "next-flip": until the next card is turned.
---@field players? integer            Players taking turns at one board, 1..8 (default 1).
---@field extra_turn? boolean         Whether a match gives the player another turn (default true; false: the turn passes after every group).
---@field time_limit? number|string   Seconds of play (after any peek) before the game ends (default: none), or a param's name in braces, "{seconds}": the param's value (its default unless --set gives another; above 0, at most 86400; api = 2).
---@field coop? boolean               true: the players play together; a game played to its end (cleared, game:win, game:finish) is won by every seat, one lost or out of time by none (default false).
---@field peek? number                Seconds every face is shown at the start, input locked (default: 0).
---@field stock? integer|string       api = 2: groups dealt from the same seeded deal as the board but held off it (default 0): never shown, never turned, until game:deal brings the next group onto found or empty places. 0 to 5000, and the board and the stock hold at most 10000 cards; stacked variants that set it must agree. Or a param's name in braces, "{stock}": the param's value (its default unless --set gives another; a whole number in those bounds).
---@field grid? string                The board when the player names none, rows x columns, e.g. "4x4" (a variant that needs rows and columns); --grid, --pairs and the lobby's choice win.
---@field pairs? integer              The board when the player names none, as a number of groups (not with grid).
---@field deck? string                The deck when the player names none: an id, found as `--deck` finds it (a package's own decks first), e.g. "party" for a variant of bombs; --deck and the lobby's choice win; in a stack, the first variant that names a deck decides. An id no deck has is an error at this line (memory check; play exits with status 64).
---@field excludes? string[]        Ids of variants it cannot be stacked with, e.g. { "gravity" } (landlords: gravity takes off the found pairs that are its land): a stack of both (either order) is refused as it loads, naming both, in play, check, simulate and the lobby. For mechanics that make no sense together, not for a bug to fix.
---@field on_mismatch? fun(board: Board)|EventHook  api = 1: called with the board after each mismatch; api = 2: an event hook.

--- What `variant { … }` builds: return it from the file.
---@class Variant

--- Declares a variant. Checked at once; mistakes are reported at the calling line.
---@param spec VariantSpec
---@return Variant
function variant(spec) end

-------------------------------------------------------------------------------------------------
-- API 2: rules and variants that react to play (api = 2)
-------------------------------------------------------------------------------------------------

--- A card as `game:card(i)` and `game:cards()` give it (a fresh table).
---@class GameCard
---@field index integer      Board position, 1-based.
---@field id integer         The card's own number all game long (the place it was dealt to; a card from the stock: numbered after the board's): it moves with the card, so keep per-card knowledge in game.state by id.
---@field key string
---@field label string
---@field tags string[]      The face's tags (read-only).
---@field data table         The face's data (read-only).
---@field state "down"|"shown"|"up"|"matched"|"removed"  "shown": face down but revealed now (to everyone, or to one player).
---@field times_seen integer How many times it has been turned face up.
---@field times_shown integer How many times the player whose turn it is has seen its face: turned face up, revealed by a script to everyone or to them alone, or in the opening peek.
---@field frozen boolean     Frozen by a script (`game:freeze`): it cannot be turned now.
---@field mark? string       The text a script marked it with (`game:mark`), if any.
---@field disguise? MatchCard  The face it shows instead of its own while on show (`game:disguise`), if any (a found card wears none).

--- A face as the `match` hook is given it.
---@class MatchCard
---@field key string
---@field label string
---@field tags string[]
---@field data table

--- The game an api = 2 hook receives: reads what a player can see; requests changes the engine checks.
---@class Game
---@field state table    Yours: plain data (numbers, strings, booleans, tables of them; no metatable, no cycle; at most 32 deep and 1 MiB), fresh at every game, saved with it.
---@field params table<string, number|string|boolean>   The script's params (read-only): each one's value, its default unless --set gave another.
local Game = {}
---@return integer
function Game:count() end
---@param i integer
---@return GameCard
function Game:card(i) end
---@return GameCard[]
function Game:cards() end
---@param i integer
---@param tag string
---@return boolean
function Game:has_tag(i, tag) end
---@return integer[]  Positions of the face-down cards, those a script is revealing ("shown", which cannot move) included.
function Game:face_down() end
--- `n` different face-down cards drawn at random from the game's seeded source (as math.random),
--- one position per result, in the order drawn; fewer when fewer are face down. No list is built.
--- Cards a script is revealing ("shown") may be drawn: they cannot move, so check the state
--- before a swap, or give a filter: "down" draws only cards shown to no one (state "down"; none
--- during the peek), "unseen" only those of them never turned face up (times_seen 0). Without a
--- filter the draws are as they always were (saved games replay them).
---@param n? integer  How many (default 1).
---@param filter? "down"|"unseen"
---@return integer ...
function Game:pick(n, filter) end
---@return integer[]  Positions of the turn's face-up cards.
function Game:turn() end
---@return integer  The current player, 1-based.
function Game:player() end
---@return integer
function Game:players() end
--- What the game calls player `p` where it shows players: "P1", "P2", …, "CPU" for the computer
--- opponent ("CPU3", … by seat when it plays several), the person's own name against it (cut to 12 columns). Fixed as the game is dealt and
--- kept with a saved game; `memory simulate` calls the seats "P1", … and "CPU".
---@param p? integer  Default: the current player.
---@return string
function Game:name(p) end
---@param player? integer
---@return integer
function Game:score(player) end
---@return integer  Completed turns so far: in on_turn_start and on_turn, the turn under way is not counted; in on_match, on_mismatch and on_turn_end it is.
function Game:moves() end
---@return number   Seconds of play (in a timer's fn, and in hooks a deadline sets off, the moment it fell due).
function Game:time() end
---@return number?  The time at which cards may be turned again while a peek, a mismatch or revealed cards are on show or a script holds the board (game:hold); nil when they may now (and in on_mismatch, whose mismatch goes on show after the mismatch hooks: on_turn_end reads its end).
function Game:locked_until() end
---@return integer  Groups on the board still to find (the stock's groups count once dealt).
function Game:groups_left() end
--- The cards per group of this game: 2 for pairs, 3 for triples (a variant's `group = 3`), all game long
--- (however many cards are found, taken off or added). With a card, its group's: a deck's face may
--- declare its own (`group = 3` among pairs), and a turn begun on the card takes that many.
---@param i? integer  A card's position.
---@return integer
function Game:group(i) end
---@return integer  Groups still in the variant's stock (0 without one): what game:deal can still bring on.
function Game:stock() end
--- Whether card `i` is frozen (see `game:freeze`), and if so the turn ends still to come before
--- it thaws (the end of a turn under way included; the board shows the same number).
---@param i integer
---@return boolean frozen, integer? turns_left, string? why  `turns_left` is nil while it stays frozen until thawed; `why` is the freeze's reason, if it gave one.
function Game:frozen(i) end
---@param key string  An action's key.
---@return integer?   Uses left for the current player (nil: unlimited).
function Game:charges(key) end
---@return ("cleared"|"won"|"ended"|"lost"|"time"|"stuck")?, string?  nil while the game goes on.
function Game:result() end
--- In an action's `bot` hook: how well the computer player asking plays, from 0 (it turns cards
--- at random) to 1 (it forgets nothing; forgetful:0.3 is 0.7). In `bot_keys`, `bot_cards` and
--- `bot_avoid`: the skill of the computer player whose turn it is, which their answer steers
--- (nil on a person's turn; every seat's in `memory simulate`, where strategies play them all).
--- nil in every other hook.
---@return number?
function Game:skill() end
--- Where cards sit. A grid board (`--grid RxC`) numbers its cards along its rows: card 1 at row 1,
--- column 1, card `columns + 1` at row 2, column 1. The terminal keeps these rows and columns
--- (turned a quarter on a tall terminal, which keeps neighbours neighbours). A board of a number
--- of pairs (`--pairs N`) is laid out to fit the terminal, so it has no fixed rows: there these
--- give nil (and `neighbours` an empty list).
---@return integer? rows, integer? columns  nil for a board of a number of groups.
function Game:grid() end
---@param i integer
---@return integer? row, integer? column  1-based; nil for a board of a number of groups.
function Game:position(i) end
---@param row integer
---@param column integer
---@return integer?  The card there; nil outside the grid, or on a board of a number of groups.
function Game:at(row, column) end
--- The cards above, below and beside card `i` (with `diagonal`, also at its corners), in
--- increasing order, whatever their state (check `game:card(n).state`): a new list.
---@param i integer
---@param diagonal? boolean
---@return integer[]
function Game:neighbours(i, diagonal) end
--- The cards of card `i`'s row, itself included, from the first column, whatever their state:
--- a new list (empty on a board of a number of groups).
---@param i integer
---@return integer[]
function Game:row(i) end
--- Requests (applied after the hook returns, in order; a refused one is reported with its line).
--- Exchanges two cards that are face down or found, or moves one to an empty place (one whose
--- card was taken off by `game:remove`). Cards face up or revealed do not move (but see `game:arrange`).
---@param i integer
---@param j integer
function Game:swap(i, j) end
--- Moves the card at each place of `from` to the place at the same position in `to`, which names
--- the same places in another order: all at once, or none if one of the moving cards is face up
--- or revealed. `game:arrange(game:row(i), shifted)` shifts a row, found cards and all; the
--- screen shows each card slide to its new place, as for swaps. An arrangement of every place of
--- the board (a turn of the whole board) moves face-up and revealed cards too: they stay on show
--- in their new places, and the turn under way, a mismatch on show and a reveal go with them
--- (hooks called after it see them there: see variants/carousel.lua).
---@param from integer[]
---@param to integer[]
function Game:arrange(from, to) end
---@param cards? integer[]  Default: every face-down card.
function Game:shuffle(cards) end
--- Shows face-down cards for `seconds`; play waits meanwhile. With `player`, a private look: only
--- that player sees the faces (on screen when a person, learned by the computer player of that
--- seat alone, as cards it turned: followed when the whole board moves them, seen with a disguise
--- put on or taken off during the look); the others see which cards are looked at, not their
--- faces. A player who is not at the table is refused.
---@param cards integer|integer[]
---@param seconds number  More than 0, at most 60.
---@param player? integer The one player who sees them (nil: everyone).
function Game:reveal(cards, seconds, player) end
--- Holds the board: no card can be turned for `seconds`, and none is shown (a pause in a show of
--- the script's own, as Simon's gap between two cards). Play waits meanwhile as for a reveal
--- (computer players, memory simulate, and a test's g:turn wait for it; game:locked_until() says
--- until when); a player who tries to turn a card reads `why` (default "wait: the board is
--- held"). One reveal or hold at a time: refused at its line while cards are revealed or the
--- board is held already (a hold during a peek or a mismatch on show is taken). A stock may be
--- dealt during a hold.
---@param seconds number  More than 0, at most 3600.
---@param why? string     1 to 60 characters, no control characters.
function Game:hold(seconds, why) end
--- Takes cards off the board: face-down ones score nothing and need not be found; found ones
--- stay found (counted as found; their state reads "removed"). Their places are empty, a blank
--- hole on screen: `game:swap` moves a face-down card into one. A whole group taken off no
--- longer counts in the status line's pairs.
---@param cards integer|integer[]
function Game:remove(cards) end
--- Deals the stock's next group (see the variant's `stock`) onto `places`, one card each, in
--- order: as many places as a group has, each a found card's place or an empty one. The new
--- cards are face down and never seen (a computer player forgets what it knew of the places),
--- numbered past the board (`card.id`), and to be found like the others: `groups_left` grows,
--- and the game does not end while they are on the board. A found card dealt over stays found.
--- Refused at its line when the stock is empty, a place is face down or up, the count is wrong,
--- or cards are being revealed. The screen shows the cards fall into their places.
---@param places integer[]
function Game:deal(places) end
--- Freezes cards still in play (face down, or face up and unmatched): nobody can turn them until
--- `turns` more turns have ended, not counting a turn under way (every hook but `on_start` and
--- `on_turn_end` runs during a turn: `turns = 1` is exactly the next turn), or until `game:thaw`
--- when `turns` is nil, or until the next card is turned when `turns` is 0. A swap moves the
--- freeze with the card. Frozen cards never stop a game: when the cards that could be turned
--- hold no group that matches, every frozen card thaws. A player who tries to turn a frozen card
--- reads `why` if given (it moves with the card and goes when it thaws), else "that card is frozen".
---@param cards integer|integer[]
---@param turns? integer  1 to 1000; 0: until the next card is turned; nil: until thawed.
---@param why? string  1 to 60 characters, no control characters: "in the fog: start next to the last card".
function Game:freeze(cards, turns, why) end
---@param cards? integer|integer[]  Default: every frozen card.
function Game:thaw(cards) end
---Asks to show `text` (1 to 8 characters, no control characters) at the left of the cards' top
---border, face down or up, until marked again (cut to half the card's width less a column: 3 columns on 10-wide
---cards); nil takes the marks off. A mark moves with its
---card and stays on a matched one; a card taken off the board cannot be marked.
---@param cards integer|integer[]
---@param text? string|number
function Game:mark(cards, text) end
---Asks to take the cards' marks off (as `game:mark(cards, nil)`).
---@param cards integer|integer[]
function Game:unmark(cards) end
--- Shows the face of the card at place `as` on `cards` (face down or up) whenever they are on show
--- (turned, revealed, in the peek), instead of their own, until disguised again; `as` nil gives
--- them their own faces back (allowed on found cards too). Matching still compares their own
--- faces (or the `match` hook them); a found card shows its own face. A disguise moves with its
--- card. Players and computer players see only the disguise: the `seen` of a card turned is the
--- face it wears, and a disguise changed on a card on show changes it in sight (the mask falls:
--- variants/masquerade.lua). `game:card(i).disguise` reads it. See variants/ghost.lua.
---@param cards integer|integer[]
---@param as? integer  The card (1-based) whose face they show; nil: their own.
function Game:disguise(cards, as) end
--- Ends the turn: its face-up cards turn down at once (follow with `game:reveal(cards, 1)` to
--- show them). From `on_turn` on the card that completes a group, the group is never judged.
--- The next turn begins as it is applied: its on_turn_start hooks (this script's too) run
--- before the requests asked after it, so a reveal asked after it is refused if one of them
--- revealed cards (reveal from on_turn_start instead: variants/dice.lua).
function Game:end_turn() end
--- Keeps the turn after a mismatch: the player who missed plays again (a second try). Only from
--- `on_mismatch`, for its own mismatch: refused at its line from any other hook, or once
--- `game:end_turn()` has ended the turn. The mismatch turns back and the turn ends as usual
--- (`on_turn_end`, then `on_turn_start` of the same player). See variants/dice.lua.
function Game:keep_turn() end
--- Puts a found group back: the cards (the whole group, as many found cards as a group has,
--- found together in one turn: with four cards of a key, two found pairs, the cards of one pair
--- and not one card of each) turn face down where they lie, to be found again. `game:groups_left()`
--- grows by one and the game does not end while they are on the board; the scores stay as they
--- are (award or take points yourself). Computer players know where they lie: everyone saw them
--- found. Refused at its line for anything but a whole found group. See variants/thief.lua.
---@param cards integer[]
function Game:unfind(cards) end
---@param points integer  From -1000000000 to 1000000000.
---@param player? integer
function Game:award(points, player) end
--- Ends the game, won. `winners` names the players who win (a team: { 1, 3 }); left out, the
--- scripts' `winners` hook names them, or else they are the usual ones: every seat of a co-op
--- game, the player of a solo game, else the players with the most points (several: a tie).
--- The game-over screen, the high scores and `memory simulate` go by them.
--- Asked in on_match or on_turn_end of the turn that found the last group, it decides the game
--- instead of the cleared board (as game:lose does).
---@param reason? string
---@param winners? integer[]  Different players, 1 to game:players().
function Game:win(reason, winners) end
---@param reason? string
function Game:lose(reason) end
--- Ends the game neither won nor lost: a score attack's end (Simon's wrong card, Endless's
--- last miss). game:result() is "ended" with the reason. Played to its end, it ranks in the
--- high scores as a cleared game does, with the usual winners (or the `winners` hook's), and
--- counts for a campaign level's points goal; the game-over screen celebrates nothing.
---@param reason? string
function Game:finish(reason) end
---@param text string
function Game:say(text) end
function Game:bell() end
--- Adds `n` (1 when left out) to the game's count `name`: a statistic for the designer, which
--- changes nothing in play. `memory simulate` reports each one per game (a game that did not
--- tally it counts 0) beside moves and scores, and a test reads it with `g:tally(name)`. Made
--- as a request: a hook that fails counts nothing, a replay counts what play counted.
---@param name string  1 to 32 letters, digits or _ ("steals"); at most 16 names a game.
---@param n? integer  -1000000 to 1000000.
function Game:tally(name, n) end
--- Adds `n` (1 when left out) to what the game carries named `name`. In a level of a campaign
--- with `carry = { … }` (only its names: another is refused, a script failure), what the game
--- carried is added for the levels after it once the level is passed (a level not passed
--- carries nothing on). Outside such a campaign any name is kept, for this game only. Made as
--- a request, like game:tally: a failing hook carries nothing, a replay carries what play did;
--- allowed once the game is over (in on_end).
---@param name string  1 to 32 letters, digits or _ ("lives"); at most 16 names a game.
---@param n? number  A whole number or a finite decimal (0.5), -1000000 to 1000000, kept to six decimal places; NaN and infinity are refused.
function Game:carry(name, n) end
--- What the game carries named `name`: what the campaign carried into this level (its
--- `carry` starting value plus what the levels passed carried) plus what this game carried
--- so far; 0 for a name never carried (and in a game of no campaign, before it carries it).
--- Summed exactly to six decimal places: an integer when the total is whole, else a float.
---@param name string
---@return number
function Game:carried(name) end
--- Gives `player` (the current player when left out) `n` more uses (1 when left out; fewer when
--- negative) of the action with this key, for the rest of the game: a power-up earned in play.
--- Refused (a script failure) for an action without charges (unlimited uses; declare `charges = 0`
--- for one that has none until granted), or when the uses left would fall
--- below 0 or pass 1000000. The key line and help show the new count.
---@param key string  An action's key, of any script of the game.
---@param n? integer  -1000000 to 1000000.
---@param player? integer
function Game:grant(key, n, player) end
--- Calls `fn(game)` after `seconds` of game time; a whole number `fn` returns is points for the
--- player whose turn it is then, as a hook's are. A timer cannot be cancelled: have `fn` check
--- that it still applies (see variants/clock.lua). A timer due when a mismatch on show or the
--- peek ends runs once it has ended: `game:after(game:locked_until() - game:time(), fn)` finds
--- the mismatch's cards face down again (variants/tide.lua). In a terminal, game time stands still until
--- the first card is turned, but while a peek or a reveal is on show (`memory test` and
--- `memory simulate` do not wait): a timer set in on_start waits for the first card.
---@param seconds number
---@param fn fun(game: Game): integer?
---@return integer  A number naming the timer.
function Game:after(seconds, fn) end

---@alias EventHook fun(e: HookEvent, game: Game): integer?

---@class Action
---@field key string          One character the game does not use (not w a s d h j k l p q n b ? or space).
---@field name string
---@field description? string
---@field charges? integer    Uses per player and game, 0 to 1000 (default: unlimited); 0: none until game:grant gives some, a power-up earned only in play.
---@field card? boolean     false: the action takes no card (it acts on the game as a whole): its key works wherever the cursor is, run gets no card and no row, and bot answers true to use it (default true).
---@field run fun(game: Game, card: integer?, row: integer[]?): integer|false|nil, string?  card: the card under the cursor, row: the cards of its row on the board (board positions, 1-based; a grid's row even when a tall terminal shows the board turned); both nil when card = false. Returns points (or nothing) when used; `return false, "why"` declines: no charge spent, nothing it asked for done but its marks (game:mark), "why" on the status line.
---@field bot? fun(game: Game): integer|boolean|nil  The card (board position, 1-based) a computer player uses it on now, or nil/false (not now); with card = false, true to use it now. Asked before the first card of each turn, and again after a use that declined (up to three times). Reads only: a request here is an error; so is an error or any other answer (a card not on the board), reported at its line.

--- One part of a score, as score_parts names it: { "Combo bonus", 30 }.
---@alias ScorePart { [1]: string, [2]: integer }

---@class ReactiveSpec
---@field on_start? EventHook
---@field on_turn_start? EventHook  A turn begins: the first after on_start, then after each turn's end, whoever plays next (the same player after a match that earns another turn, or in a solo game). e.player is the player whose turn it is; e.cards is empty. A mismatch may still be on show (game:locked_until()).
---@field on_turn? EventHook       A card was turned (the last of e.cards).
---@field on_match? EventHook
---@field on_mismatch? EventHook
---@field on_turn_end? EventHook   After a mismatch its cards are still face up ("up") here; game:player() is still the player whose turn ended (the turn passes after the turn-end hooks).
---@field on_hide? EventHook       Cards turned back face down (e.cards, at most four a call: a reveal or the peek of more is told in several calls) and why (e.why); they are face down here, so they can be swapped, marked or disguised as they turn back. e.player is the player whose turn it is now.
---@field on_finish? EventHook     Once per player at the end, player 1 first: their final points (game:score(p) counts what the calls before gave).
---@field on_end? EventHook        The game is over (see game:result()).
---@field match? fun(cards: MatchCard[], game: Game): boolean  Whether cards with these faces match; must depend on the faces alone. Reads only: a request here is an error.
---@field status? fun(game: Game): string?  A short text for the status line, asked after every change and as each second passes (game:time() reads the clock then). Reads only: a request here is an error.
---@field bot_keys? fun(game: Game): string[]?  The keys whose known groups computer players go for now (nil: any); asked as the game begins and after every hook, timer and action. They still turn unknown cards to learn, and refuse known groups of other keys (unless bot_keys_first). Reads only: a request here is an error.
---@field bot_cards? fun(game: Game): integer[]?  The cards (places) where computer players may start a turn now (nil: anywhere); asked when bot_keys is. They start on a card there whose group they know whole, else one they have not seen, else one they know; when none of them can be turned, anywhere. Name places by what a player sees (where cards sit, which are found), not by face-down keys. Reads only: a request here is an error.
---@field bot_avoid? fun(game: Game): integer[]?  The cards (places) computer players must not turn now, first card of a turn or any other, unless nothing else is left or may match (nil: none); asked when bot_keys is and after every card turned, and it outranks bot_cards. Name only what a player could know (cards seen, marks, what the marks let one deduce), not face-down keys. Reads only: a request here is an error.
---@field winners? fun(game: Game): integer[]?  Who won, asked once when the game ends however it ends (cleared, time, stuck, game:lose, or game:win without winners), after every on_finish: the players (1 to game:players(), each once; {} for nobody), or nil for the usual winners (see game:win). The game-over screen, the high scores and `memory simulate` go by it. One script of a stack may give it. A wrong answer is an error at its line and the usual winners stand. Reads only: a request here is an error.
---@field score_parts? fun(game: Game, player: integer): ScorePart[]?  The parts player's score is named in on the game-over screen ("Par 14 · Strokes -12 = 2") and in `memory simulate` (each part's mean), asked once per player when the game ends, after every on_finish and winners: a list of { label, points } (at most 8; a label is 1 to 40 characters on one line, each once; points whole), or nil for the usual breakdown (matches, mismatches, awards). Parts that do not add up to game:score(player) get a part "Other" with the rest (a variant's points, stacked on your rules). One script of a stack may give it. A wrong answer is an error at its line and no parts are named. Reads only: a request here is an error.
---@field bot_keys_first? boolean  true: bot_keys names the keys to go for first; knowing no group of them, computer players complete any group they know (default false: only those keys).
---@field actions? Action[]
---@field params? table<string, number|string|boolean|ParamDeclaration>  Values a designer tunes (--set, --sweep): a plain value, or a declaration with a kind and range.
---@field needs? string[]  Tags a face of every deal should carry, e.g. { "bomb" } (1 to 16): the deal includes one when the deck has one; else the player is told the game goes without.

--- A param with a kind and range: `lives = { default = 3, min = 1, max = 99, whole = true, doc = "…" }`,
--- or with choices: `shape = { default = "lagoon", choices = { "lagoon", "diamond", "reef" } }`.
--- `--set`, `--sweep`, a campaign level's params and a test's game { params } outside it are refused.
---@class ParamDeclaration
---@field default number|string|boolean  The value hooks read as game.params.NAME unless one is set.
---@field min? number     The least value allowed.
---@field max? number     The most value allowed.
---@field whole? boolean  true: whole numbers only.
---@field choices? string[]  The words a text param takes (its default one of them): `--sweep NAME` alone tries each.
---@field doc? string     What it does, shown by `memory list`.

-- Debug output (see "Debug output" in Decks/README.md): one line to the log, never the terminal.

---Writes a line to the log: `log("lives: %d", n)` formats like string.format; `log(x)` is print(x).
---Each line costs 1000 instructions of the call's budget.
---@param format any
---@param ... any
function log(format, ...) end

-- Script tests (see "Testing your scripts" in Decks/README.md): globals of x_test.lua files and
-- of a deck's tests/ folder, run by `memory test`.

---@class GameSettings
---@field deck? string      An id (in a package, its own scripts' ids first), or a path inside the test's folder.
---@field rules? string     An id, or a path (default: the script tested, else "classic").
---@field variant? string|string[]  An id, or a path (default: the script tested, else none); a stack as `--variant` takes it, "lives+bomb", or a list { "lives", "bomb" }, in play order. The tested script's own id means the tested file.
---@field board? string[]   Faces in board order, by key or label (without a deck, the faces themselves).
---@field stock? string[]   With a board: the variant's stock in the order game:deal brings it, group after group, by key or label (default: dealt from the seed).
---@field seed? integer     Deals as `memory play --seed` does (default 1), with the same deck (a test's default is plain faces, play's emoji: say deck = "emoji").
---@field size? integer|string  Groups (6) or "RxC" ("3x4").
---@field players? integer  1 to 8 (default the variant's); with a bot, the people at the keyboard (default 1), as `--players`.
---@field names? string[]   What game:name(p) gives each player, in seat order (a seat left out: "P" and its number, or with a bot "CPU" as play names it).
---@field bot? string       A computer opponent, as `--bot` seats it: "perfect", "random" or "forgetful:P". The people sit first, then computer players in every seat the variant leaves (at least one); they play when the test calls g:play_bots().
---@field params? table<string, number|string|boolean>  Values for the params the rules or variant declare (as `--set lives=5`, `--set shape=reef`).
---@field carried? table<string, number>  What a campaign carries into the game (`{ lives = 2, mult = 0.5 }`: finite, -1000000 to 1000000), as a level of a campaign that carries those names is dealt: game:carried reads them, and game:carry may carry only these names. Left out: the game is no campaign's (any name may be carried).

---@class TestEvent
---@field kind "turned"|"matched"|"mismatched"|"concealed"|"turn_passed"|"peek_ended"|"swapped"|"revealed"|"reveal_ended"|"held"|"hold_ended"|"removed"|"dealt"|"frozen"|"thawed"|"marked"|"disguised"|"seen"|"turn_ended"|"awarded"|"said"|"bell"|"action_used"|"action_declined"|"granted"|"final_points"|"script_failed"|"game_over"
---@field cards? integer[]
---@field card? integer
---@field player? integer  For revealed and reveal_ended: the one player the cards were shown to (nil: everyone).
---@field points? integer
---@field text? string
---@field why? string  For held: the hold's reason, if it gave one (with `until`, when it ends).
---@field result? "cleared"|"won"|"ended"|"lost"|"time"|"stuck"  For game_over.
---@field key? string
---@field turns? integer  For frozen: the turns it lasts (nil: until thawed).
---@field face? string    For seen: the label of the face the card showed (its disguise, if it wore one); for disguised: the label they now show (nil: their own).
---@field count? integer  For granted: the uses given (fewer when negative).

---@class TestCard
---@field id integer  The card's own number all game long (the place it was dealt to; a card from the stock: numbered after the board's).
---@field key string
---@field label string
---@field tags string[]  The face's tags (read-only), as a hook's game:card(i) gives them.
---@field data table     The face's data (read-only), as a hook's game:card(i) gives it.
---@field state "down"|"shown"|"up"|"matched"|"removed"
---@field times_turned integer
---@field times_shown integer   Times the player whose turn it is saw its face: turned, revealed by a script to everyone or to them, or in the opening peek.
---@field frozen boolean
---@field mark? string
---@field disguise? string  The label of the face it shows instead of its own (`game:disguise`), if any.

---A game a test plays (cards and players numbered from 1).
---@class TestGame
local TestGame = {}
---Turns cards in order (waiting first while the board is locked, as a player would; a timer due
---now, game:after(0, fn), runs first, as in play).
---@param ... integer
---@return TestGame
function TestGame:turn(...) end
---@param seconds number
---@return TestGame
function TestGame:wait(seconds) end
---Uses the scripts' action with this key on card `card` (and its row). A use the game refuses
---(no charge left) fails the test; one the script declines does not (see its `action_declined` event).
---@param key string
---@param card? integer  The card to use it on (none for an action with card = false).
---@return TestGame
function TestGame:use(key, card) end
--- Plays on, between turns, without a mistake: each card still in play is turned with the others
--- of its key, each looked for where it is when it is turned (the board may move under a card;
--- a group whose turn a script ended before it was whole is turned again once from its first).
--- With a bot, the computer plays its turns as they come (as g:play_bots() plays them).
---@return TestGame
function TestGame:play_perfectly() end
--- Plays the computer players' turns until a person's turn or the end of the game (nothing on a
--- person's turn), as play does: with the `bot` strategy, seeded by the game's seed, seeing only
--- what a player sees, using an action when the actions' `bot` hooks say so. It waits while the
--- board is locked and takes no game time to choose. Fails with no bot seated. On a computer's
--- turn, g:turn and g:use fail at the test's line.
---@return TestGame
function TestGame:play_bots() end
--- Whether player `player` (default: the one whose turn it is) is a computer player.
---@param player? integer
---@return boolean
function TestGame:computer(player) end
---@param player? integer
---@return integer
function TestGame:score(player) end
---@return integer[]
function TestGame:scores() end
---@return integer
function TestGame:player() end
---@return integer
function TestGame:moves() end
---@return number
function TestGame:time() end
---@return integer
function TestGame:cards() end
---@param i integer
---@return TestCard
function TestGame:card(i) end
--- The cards whose own key or label `name` is, in any state (taken off the board too; a disguise does not count).
---@param name string  A key or label.
---@return integer[]
function TestGame:find(name) end
---@return boolean
function TestGame:over() end
---@return ("cleared"|"won"|"ended"|"lost"|"time"|"stuck")?  As game:result() names endings; nil while the game goes on.
function TestGame:result() end
---@return string?
function TestGame:result_text() end
--- Who won (as game:win or the `winners` hook names them, else every seat of a co-op game
--- played to its end, else the players with the most points, several in a tie); empty while
--- the game goes on.
---@return integer[]
function TestGame:winners() end
--- The parts of player `p`'s score (default 1) as the scripts' `score_parts` hook named them once the
--- game ended, adding up to the score (a part "Other" holds what they left out), as the game-over
--- screen says them; nil while the game goes on, or when no hook named them (or it failed).
---@param p? integer
---@return ScorePart[]?
function TestGame:score_parts(p) end
---@return string?
function TestGame:status() end
---@return string[]
function TestGame:messages() end
---@param key string
---@param player? integer
---@return integer?
function TestGame:charges(key, player) end
--- The action a computer player would use now (its actions' `bot` hooks asked for the player
--- whose turn it is, with `game:skill()` at `skill`): its key and card (no card for an action
--- with card = false), or nil. A `bot` hook's failure is one of `g:failures()`. Play asks
--- only between turns with the board unlocked, so this first waits, as g:turn does, while a
--- mismatch or a reveal is on show.
---@param skill? number  0 (plays at random) to 1 (forgets nothing). Default: as play asks, the skill of the computer player whose turn it is (a `bot` seated: `game { bot = "forgetful:0.3" }` plays at 0.7), else 1.
---@return string? key, integer? card
function TestGame:bot_action(skill) end
--- What the scripts counted with `game:tally(name)` so far this game (0: never).
---@param name string
---@return integer
function TestGame:tally(name) end
--- What the game carries named `name` (as game:carried reads it): the test's `carried` value
--- plus what the scripts carried so far (0: never); an integer when whole, else a float.
---@param name string
---@return number
function TestGame:carried(name) end
--- Groups still in the variant's stock, as game:stock() reads it in a hook.
---@return integer
function TestGame:stock() end
--- The cards per group of this game (2 for pairs, 3 under `group = 3`), as game:group() reads it.
---@return integer
function TestGame:group() end
--- The keys the scripts' `bot_keys` hook last named for computer players to go for (nil: any).
---@return string[]?
function TestGame:bot_keys() end
--- The cards the scripts' `bot_cards` hook last named for computer players to start a turn (nil: anywhere).
---@return integer[]?
function TestGame:bot_cards() end
--- The cards the scripts' `bot_avoid` hook last named for computer players to keep off (nil: none).
---@return integer[]?
function TestGame:bot_avoid() end
--- The cards whose faces the computer player of seat `player` remembers now, in board order:
--- what it saw (a private reveal to another seat teaches it nothing). A seat that is not a
--- computer player's fails the test at its line.
---@param player integer
---@return integer[]
function TestGame:bot_knows(player) end
--- Where cards sit, as a hook's `game:grid()` reads it (nil on a board of a number of groups).
---@return integer? rows, integer? columns
function TestGame:grid() end
---@param i integer
---@return integer? row, integer? column  1-based; nil on a board of a number of groups.
function TestGame:position(i) end
---@param row integer
---@param column integer
---@return integer?  The card there; nil outside the grid, or on a board of a number of groups.
function TestGame:at(row, column) end
---@param i integer
---@param diagonal? boolean
---@return integer[]  The cards next to card `i` (with `diagonal`, also at its corners), in increasing order.
function TestGame:neighbours(i, diagonal) end
---@param i integer
---@return integer[]  The cards of card `i`'s row, itself included, from the first column.
function TestGame:row(i) end
---@param kind? string
---@return TestEvent[]
function TestGame:events(kind) end
---@return TestEvent[]
function TestGame:news() end
---@return string[]  Every script error so far, at every call (read: they no longer fail the test).
function TestGame:failures() end
---@param script? "rules"|"variant"|string  Or a variant's id (in a stack, where "variant" and the default are refused, one of its ids).
---@return table
function TestGame:state(script) end

---@class Expectation
local Expectation = {}
---@return Expectation
function Expectation:is(expected) end
---@return Expectation
function Expectation:is_not(unexpected) end
---@return Expectation
function Expectation:contains(part) end
---@param low number
---@return Expectation
function Expectation:is_at_least(low) end
---@param high number
---@return Expectation
function Expectation:is_at_most(high) end
---@param value number
---@param tolerance? number
---@return Expectation
function Expectation:is_near(value, tolerance) end

---Declares a test.
---@param name string
---@param fn fun()
function test(name, fn) end

---Deals a game for a test.
---@param settings? GameSettings
---@return TestGame
function game(settings) end

--- A campaign's levels as its file writes them (see `load_campaign`).
---@class TestCampaign
---@field id string
---@field name string
---@field carry? table<string, number>  What the campaign carries, with the starting values (nil: nothing).
---@field levels CampaignLevel[]  Each `{ deck, rules, variant, grid or pairs, goal, params, players, bot }`.
local TestCampaign = {}
--- Deals level `n` as the campaign does (its deck, rules, variant, board, params, players and
--- bot), seeded `n` unless `settings` say otherwise; `settings` are game { … }'s, added to the
--- level's (seed, carried, names…). A level the campaign does not have fails the test.
---@param n integer
---@param settings? GameSettings
---@return TestGame
function TestCampaign:deal(n, settings) end

---Reads a campaign's levels from its file: `name` an id ("course"), a path inside the test's
---folder, or nil for the campaign the test sits beside. One that does not load or is not found
---fails the test at its line.
---@param name? string
---@return TestCampaign
function load_campaign(name) end

---@param actual any
---@param what? string  Named in the failure message.
---@return Expectation
function expect(actual, what) end

---Passes when fn raises an error (whose message contains `text`); returns the message.
---@param fn fun()
---@param text? string
---@return string
function expect_error(fn, text) end

-------------------------------------------------------------------------------------------------
-- Campaigns (api = 2): levels played in order
-------------------------------------------------------------------------------------------------

---@class CampaignLevel
---@field deck string      A deck id, or a path relative to the campaign's file.
---@field rules? string    A rules id or path (default "classic").
---@field variant? string  A variant id or path, or a stack of them joined by + ("lives+bomb"); default: standard play.
---@field grid? string     The board, rows x columns, e.g. "2x3" (give grid or pairs).
---@field pairs? integer   The board as a number of pairs (groups, in variants with more cards per turn), laid out to fit the terminal.
---@field goal integer|"win"  The campaign's score (the levels passed plus this one) that passes the level, or "win": win the game (beat the level's bot; in a co-op level, win together).
---@field params? table<string, number|string|boolean>  Values for the params its rules or variant declare, e.g. { lives = 12 } (as `--set`).
---@field players? integer People at the keyboard, 1 to 8 (default: the player's choice, as `--players`).
---@field bot? string      A computer opponent in the seats after the people's: "random", "perfect" or "forgetful:P" (as `--bot`).

---@class CampaignSpec
---@field id string
---@field name string
---@field api 2
---@field description? string
---@field levels CampaignLevel[]  1 to 50 levels, played in order.
---@field carry? table<string, number>  What the campaign carries from level to level (a roguelike run's lives, boons), by name (as game:carry takes names; at most 16), with its starting value (a whole number or a finite decimal, -1000000 to 1000000): e.g. { lives = 0, mult = 0.5 }. A level's game reads the total with game:carried(name) and adds with game:carry(name, n); a level passed adds what its game carried for the levels after it, and starting the campaign over starts from these values again.
---@field carry_shown? "values"|"status"  How the player reads what is carried: "values" (default), by name as the campaign counts it ("…; carried: gold coins 12 · lives -1" as a level starts, "Carried on: gold coins 12 · lives -1" after a level passed: a name starting at 0 is a change, signed and left out while 0; another is a count; _ reads as a space); "status", in the levels' own status line, which the scripts word (no words of the campaign's as a level starts; "Carried on — " and the status line the game ended with after a level passed: "Carried on — Lives: 4 · Points ×1").

--- What `campaign { … }` builds: return it from the file (in a `campaigns/` folder).
---@class Campaign

--- Declares a campaign. Checked at once; `memory check` also finds each level's scripts.
---@param spec CampaignSpec
---@return Campaign
function campaign(spec) end

--- Loads the module `name` from the `lib/` folder of the script's package or search root, once
--- per state, and returns what it returned (true if nothing). `require "lives"` loads
--- `lib/lives.lua`; `require "util.grid"` loads `lib/util/grid.lua`. Call it at the top of a
--- script, a module or a test file, not in a hook. Every game starts from the scripts' and the
--- modules' state as they were once loaded (see Decks/README.md, "Sharing code between scripts").
---@param name string  Words of letters, digits, `_` and `-` joined by dots; no path, no `..`.
---@return any
function require(name) end
