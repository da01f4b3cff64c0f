return variant { id = "actionanswers", name = "Action answers", api = 2, description = "x",
  actions = {
    { key = "t", name = "True", run = function(game, card) return true end },
    { key = "f", name = "Fraction", run = function(game, card) return 1.5 end },
    { key = "m", name = "Table message", run = function(game, card) return false, {} end },
    { key = "x", name = "Extra", run = function(game, card) return 3, "why" end },
    { key = "v", name = "Asks then declines", charges = 1,
      run = function(game, card) game:reveal({ card }, 1) game:mark(card, "1") return false end },
    { key = "g", name = "Long reason", run = function(game, card) return false, string.rep("\27[2J", 3000) end },
  },
}
