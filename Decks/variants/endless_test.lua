-- Tests of Decks/variants/endless.lua: the stock is laid in whole groups, every pair found is
-- replaced by a stock pair nobody has seen, and misses on cards seen before end the game.

test("the stock is the board's last places, whole groups, frozen", function()
  local g = game { seed = 4, size = "4x6" }
  local stock = g:state().stock
  expect(#stock, "stock cards"):is(12)
  local keys = {}
  for i = 13, 24 do
    local card = g:card(i)
    expect(card.frozen, "card " .. i):is(true)
    keys[card.key] = (keys[card.key] or 0) + 1
  end
  for key, n in pairs(keys) do expect(n, key):is(2) end
  for i = 1, 12 do expect(g:card(i).frozen, "card " .. i):is(false) end
  expect(g:status()):is("Stock: 6 · Misses: 0/3")
end)

--- The two places of the live board (outside the stock) holding a pair, as a player who knows.
local function live_pair(g)
  for i = 1, g:cards() do
    local a = g:card(i)
    if a.state == "down" and not a.frozen then
      for j = i + 1, g:cards() do
        local b = g:card(j)
        if b.state == "down" and not b.frozen and b.key == a.key then return i, j end
      end
    end
  end
end

test("a pair found is replaced by the stock's next pair, unseen, which slides into its places", function()
  local g = game { seed = 4, size = "4x6" }
  local first = g:state().stock[1]
  local i, j = live_pair(g)
  g:news()
  g:turn(i, j)
  local slides = 0
  for _, event in ipairs(g:news()) do
    if event.kind == "swapped" then slides = slides + 1 end
  end
  expect(g:score()):is(1)
  expect(g:card(i).id, "the stock's first card came to the first place"):is(first)
  for _, place in ipairs({ i, j }) do
    local card = g:card(place)
    expect(card.state, "card " .. place):is("down")
    expect(card.frozen, "card " .. place):is(false)
    expect(card.times_turned, "card " .. place):is(0)
  end
  expect(g:card(i).key, "the new cards are a pair"):is(g:card(j).key)
  expect(slides, "cards slid in"):is(2)
  expect(g:status()):is("Stock: 5 · Misses: 0/3")
  expect(g:tally("dealt")):is(1)
end)

test("a computer opponent does not know the cards dealt from the stock", function()
  -- Places 7 and 8 become the stock (c, c: card 5 changes places with card 8 at the start).
  local g = game { board = { "a", "b", "a", "b", "c", "d", "c", "d" }, size = "2x4",
                   params = { stock = 1 }, bot = "perfect" }
  g:turn(1, 3)                    -- a pair: the stock's c's come to 1 and 3
  expect(g:card(1).key):is("c")
  expect(g:bot_knows(2), "after the pair"):is({})
  g:turn(1, 2)                    -- c and b, a miss: now the computer has seen them
  expect(g:bot_knows(2), "after the miss"):is({ 1, 2 })
end)

test("misses on cards seen before end the game; a miss on new cards does not count", function()
  local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" }, size = "2x4", params = { stock = 1 } }
  -- The stock is the last group laid: here d's (places 7 and 8 after the start's swaps).
  expect(g:card(7).frozen):is(true)
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
  local g = game { seed = 9, size = "4x6" }
  g:play_perfectly()
  expect(g:result()):is("cleared")
  expect(g:score()):is(12)
  expect(g:tally("dealt")):is(6)
end)
