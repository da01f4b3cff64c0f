-- Tests of Decks/variants/endless.lua: the stock is held off the board, every pair found is
-- replaced by a stock pair nobody has seen, and misses on cards seen before end the game.

local stock = { "c", "c", "d", "d", "e", "e", "f", "f", "g", "g", "h", "h" }

test("the stock is held off the board: the board is all in play", function()
  local g = game { seed = 4 }
  expect(g:cards(), "cards on the board"):is(12)
  expect(g:stock(), "groups in the stock"):is(6)
  for i = 1, g:cards() do expect(g:card(i).frozen, "card " .. i):is(false) end
  expect(g:status()):is("Stock: 6 · Misses: 0/3")
end)

--- Two places of the board holding a pair, as a player who knows.
local function known_pair(g)
  for i = 1, g:cards() do
    local a = g:card(i)
    if a.state == "down" then
      for j = i + 1, g:cards() do
        local b = g:card(j)
        if b.state == "down" and b.key == a.key then return i, j end
      end
    end
  end
end

test("the stock param sets the stock: --set stock=2 deals two pairs, then the board runs out", function()
  local g = game { seed = 4, params = { stock = 2 } }
  expect(g:stock(), "groups in the stock"):is(2)
  expect(g:status()):is("Stock: 2 · Misses: 0/3")
  local found = 0
  while not g:over() do
    local i, j = known_pair(g)
    g:turn(i, j)
    found = found + 1
  end
  expect(found, "the board's 6 pairs and the stock's 2"):is(8)
  expect(g:tally("dealt")):is(2)
  expect(g:stock()):is(0)
end)

test("a pair found is replaced by the stock's next pair, unseen, dealt into its places", function()
  local g = game { seed = 4 }
  local i, j = known_pair(g)
  g:news()
  g:turn(i, j)
  expect(g:score()):is(1)
  expect(#g:events("dealt"), "one deal"):is(1)
  expect(g:events("dealt")[1].cards, "dealt into the pair's places"):is({ i, j })
  for _, place in ipairs({ i, j }) do
    local card = g:card(place)
    expect(card.state, "card " .. place):is("down")
    expect(card.times_turned, "card " .. place):is(0)
    expect(card.id > 12, "card " .. place .. " is numbered past the board"):is(true)
  end
  expect(g:card(i).key, "the new cards are a pair"):is(g:card(j).key)
  expect(g:stock()):is(5)
  expect(g:status()):is("Stock: 5 · Misses: 0/3")
  expect(g:tally("dealt")):is(1)
end)

test("a computer opponent does not know the cards dealt from the stock", function()
  local g = game { board = { "a", "b", "a", "b" }, stock = stock, bot = "perfect" }
  g:turn(1, 3)                    -- a pair: the stock's c's come to 1 and 3
  expect(g:card(1).key):is("c")
  expect(g:card(3).key):is("c")
  expect(g:bot_knows(2), "after the pair"):is({})
  g:turn(1, 2)                    -- c and b, a miss: now the computer has seen them
  expect(g:bot_knows(2), "after the miss"):is({ 1, 2 })
end)

test("misses on cards seen before end the game; a miss on new cards does not count", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" }, stock = stock }
  g:turn(1, 2)
  expect(g:state().misses, "two cards never seen"):is(0)
  g:turn(1, 3)
  expect(g:state().misses):is(1)
  g:turn(2, 3)
  expect(g:state().misses):is(2)
  g:turn(1, 2)
  expect(g:over()):is(true)
  expect(g:result()):is("ended")
  expect(g:result_text()):is("3 misses: game over with 0 points")
end)

test("perfect play deals the whole stock and clears the board", function()
  local g = game { seed = 9 }
  g:play_perfectly()
  expect(g:result()):is("cleared")
  expect(g:score()):is(12)
  expect(g:tally("dealt")):is(6)
  expect(g:stock()):is(0)
end)
