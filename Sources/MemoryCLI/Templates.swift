import ArgumentParser
import Foundation

/// Commented starting scripts written by `memory new`; each passes `memory check` as written.
enum Templates {
    /// The kinds of script `memory new` writes.
    enum Kind: String, CaseIterable, ExpressibleByArgument {
        case deck, rules, variant, campaign
    }

    /// The script for a new `kind` whose id is `id`, written into the folder `dir` (as given to
    /// `memory new --dir`); `definitions`: the path of memory's `memory.d.lua`, when known.
    static func script(_ kind: Kind, id: String, dir: String = defaultDir, definitions: String? = nil) -> String {
        let header = """
        -- \(id): a \(kind.rawValue) script for memory, the terminal memory-card game (Lua API version \(kind == .deck ? 1 : 2)).
        -- Check it:   memory check \(path(kind, id: id, dir: dir))
        -- Try it:     \(tryLine(kind, id: id, dir: dir))\((dir as NSString).isAbsolutePath ? "" : "\n-- (Both from the folder `memory new` ran in.)")
        -- Editor completion and type checks: point LuaLS at memory's Decks/memory.d.lua, e.g. with a
        -- .luarc.json containing { "workspace.library": ["\(definitions ?? "/path/to/memory/Decks/memory.d.lua")"] }.
        -- Scripts run sandboxed: no io, os or debug; math.random follows the game's seed.
        -- Code shared by several scripts goes in lib/NAME.lua, loaded with: local m = require "NAME"

        """
        switch kind {
        case .deck:
            return header + """
            ---@type Deck
            return deck {
              id = "\(id)",              -- what --deck takes; must be unique
              name = "\(title(id))",
              author = "you",
              version = "0.1.0",      -- memory pack needs a version to share it
              api = 1,
              description = "A new deck: describe it in one line",
              back = "?",               -- shown on face-down cards
              -- A face is a string (its label, also its key), or a table:
              --   { label = "3×4", key = "12" }   cards match when their keys are equal
              --   { label = "cat", image = "img/cat.png" }   a PNG next to this file
              faces = { "🍎", "🍐", "🍊", "🍋", "🍌", "🍉", "🍇", "🍓" },
            }

            """
        case .rules:
            return header + """
            ---@type Rules
            return rules {
              id = "\(id)",
              name = "\(title(id))",
              author = "you",
              version = "0.1.0",      -- memory pack needs a version to share it
              api = 2,
              description = "+2 a match, -1 a mismatch of cards seen before",
              -- deck = "tens",    -- the deck when neither the player nor a variant names one (memory list decks)
              -- Every hook is optional, is called as hook(e, game) and returns an integer change
              -- of score (nil means 0); the same hooks as a variant's (see memory new variant).
              -- e.cards: index, key, label, seen, times_seen, face_up_seconds
              -- e.player, e.move, e.elapsed, e.score, e.streak, e.pairs_left
              ---@param e HookEvent
              ---@param game Game
              on_match = function(e, game)
                return 2
              end,
              ---@param e HookEvent
              ---@param game Game
              on_mismatch = function(e, game)
                for _, card in ipairs(e.cards) do
                  if card.seen then return -1 end
                end
                return 0
              end,
              ---@param e HookEvent
              ---@param game Game
              on_finish = function(e, game)
                return 0
              end,
            }

            """
        case .variant:
            return header + """
            ---@type Variant
            return variant {
              id = "\(id)",
              name = "\(title(id))",
              author = "you",
              version = "0.1.0",      -- memory pack needs a version to share it
              api = 2,
              description = "{lives} lives: every mismatch costs one",  -- {lives}: the param's value
              -- Set only what your mechanic needs: a field left out lets the variant stack with
              -- one that sets it (--variant \(id)+duel plays two players; players = 1 refuses it).
              -- group = 3,          -- cards per turn: 2, 3 or 4 (default 2)
              -- reveal = 2,         -- seconds a mismatch stays on show, or "next-flip" (default 1)
              -- players = 2,        -- players taking turns at one board (default 1)
              -- extra_turn = false, -- default true: a match gives the player another turn
              -- time_limit = 90,    -- seconds of play (default: none), or "{seconds}": a param's value
              -- coop = true,        -- the players win or lose together (default false)
              -- peek = 3,           -- seconds every face is shown at the start (default 0)
              -- stock = 6,          -- groups held off the board until game:deal brings them (default 0)
              -- grid = "4x4",       -- the board when the player names none (or pairs = 8)
              -- deck = "party",     -- the deck when the player names none (an id: memory list decks)
              -- Values a designer tunes (--set lives=3), read as game.params.lives; a plain
              -- `lives = 5` takes any number, a table gives the kind and range --set may use
              -- (or choices = { "calm", "wild" } for a word, default = false for true or false).
              params = { lives = { default = 5, min = 1, max = 99, whole = true, doc = "mismatches before the game is lost" } },
              -- Hooks (all optional) are called as hook(e, game): on_start, on_turn_start (a
              -- turn begins, e.player's), on_turn (a card was turned), on_match, on_mismatch,
              -- on_turn_end, on_hide (cards turned back face down, e.why says why), on_finish,
              -- on_end. They return points
              -- (e.points: what the rules' hook gave for the same event) and ask for changes
              -- through game: game:swap(i, j), game:arrange(from, to), game:shuffle(cards),
              -- game:reveal(cards, seconds) (game:reveal(cards, seconds, player): to that player
              -- alone), game:hold(seconds, why) (no card turned meanwhile), game:remove(cards)
              -- (a hole in the board), game:deal(places) (a group from the variant's stock),
              -- game:freeze(cards, turns), game:thaw(cards),
              -- game:mark(cards, text), game:unmark(cards), game:disguise(cards, as), game:end_turn(),
              -- game:keep_turn() (on_mismatch only: the player plays again), game:unfind(cards)
              -- (a whole found group back face down, to be found again),
              -- game:award(points), game:win(reason, winners) (winners: a team, { 1, 3 }),
              -- game:lose(reason), game:finish(reason) (a score attack's end, neither won nor
              -- lost), game:grant(key, n, player) (more uses of an action), game:say(text),
              -- game:bell(), game:after(seconds, fn), game:carry(name, n) (for a campaign's
              -- next levels). Requests apply in order once the hook returns.
              -- Also: match(cards, game), status(game), bot_keys(game) (the keys whose groups
              -- computer players go for now), bot_cards(game) (the cards where they may start
              -- a turn), bot_avoid(game) (the cards they must not turn now), winners(game) (who
              -- won, however the game ended: { 1, 3 }, {} for nobody, nil for the most points),
              -- and power-ups the player uses with a key:
              -- actions = { { key = "r", name = "Peek", charges = 3, run = function(game, card, row) … end } }
              -- where card is the board position (from 1) under the cursor and row its row's; run
              -- returns points, or false, "why" when there is nothing to do (no charge is spent);
              -- an action's bot = function(game) … end names the card a computer player uses it on;
              -- card = false makes an action that takes no card (run(game); its bot answers true).
              -- game:tally("name") counts something per game for memory simulate to report.
              -- game.state is yours, fresh every game; keep what you know of a card there by its
              -- game:card(i).id, which stays with it when a card moves (places change, ids do not).
              -- See Decks/README.md in memory's sources.
              ---@param e HookEvent
              ---@param game Game
              on_start = function(e, game)
                game.state.lives = game.params.lives
              end,
              ---@param e HookEvent
              ---@param game Game
              on_mismatch = function(e, game)
                game.state.lives = game.state.lives - 1
                if game.state.lives == 0 then game:lose("No lives left") end
              end,
              ---@param game Game
              status = function(game)
                return "Lives: " .. (game.state.lives or game.params.lives)
              end,
            }

            """
        case .campaign:
            return header + """
            ---@type Campaign
            return campaign {
              id = "\(id)",              -- what --campaign takes; must be unique
              name = "\(title(id))",
              author = "you",
              version = "0.1.0",      -- memory pack needs a version to share it
              api = 2,
              description = "Three levels from 2x3 to 4x4; reach each goal to go on",
              -- Levels are played in order. Each names a deck, rules (default "classic") and, if
              -- wanted, a variant: ids as --deck, --rules and --variant take them (memory list
              -- shows them), or paths relative to this file. grid is the board (or pairs = 6:
              -- six pairs laid out to fit the terminal); goal is the campaign's score so far
              -- (the levels passed plus this one) that unlocks the next level. bot = "perfect"
              -- (or "random", "forgetful:0.3") makes a level a duel against the computer, and
              -- goal = "win" then passes it by beating the computer rather than by a score.
              -- With classic rules a match scores 1: these goals ask for every pair.
              -- A roguelike run adds carry = { lives = 0 }: numbers a level's game adds to with
              -- game:carry("lives", n) and later levels read with game:carried("lives") (see
              -- Decks/README, "Carrying things from level to level", and campaigns/run.lua).
              levels = {
            \(campaignLevels.map { "    " + $0 + "," }.joined(separator: "\n"))
              },
            }

            """
        }
    }

    /// The levels of a new campaign, as Lua tables (the campaign and its test list the same).
    static let campaignLevels = [
        #"{ deck = "emoji", rules = "classic", grid = "2x3", goal = 3 }"#,
        #"{ deck = "emoji", rules = "classic", grid = "3x4", goal = 9 }"#,
        #"{ deck = "symbols", rules = "classic", variant = "lives", grid = "4x4", goal = 17 }"#,
    ]

    /// Where `memory new` writes the script, relative to the target folder.
    static func fileName(_ kind: Kind, id: String) -> String {
        switch kind {
        case .deck: return "\(id).lua"
        case .rules: return "rules/\(id).lua"
        case .variant: return "variants/\(id).lua"
        case .campaign: return "campaigns/\(id).lua"
        }
    }

    /// Where `memory new` writes by default: ./Decks, which the catalogue searches.
    static let defaultDir = "Decks"

    /// The script's path as the folder was given (relative to where `memory new` ran, if it was).
    static func path(_ kind: Kind, id: String, dir: String) -> String {
        (dir as NSString).appendingPathComponent(fileName(kind, id: id))
    }

    /// How to play with the new script: by id from ./Decks, else by path.
    private static func tryLine(_ kind: Kind, id: String, dir: String) -> String {
        let option = "--" + kind.rawValue
        guard (dir as NSString).standardizingPath == defaultDir else {
            return "memory \(option) \(path(kind, id: id, dir: dir))   (or \(option) \(id) with \(dir) on MEMORY_DECKS_PATH)"
        }
        return "memory \(option) \(id)   (found in ./Decks)"
    }

    private static func title(_ id: String) -> String {
        id.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
