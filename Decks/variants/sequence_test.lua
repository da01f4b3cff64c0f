-- Tests of the sequence variant: `memory test Decks/variants/sequence.lua`.

test("numbers are found in ascending order", function()
  local g = game { board = { "3", "1", "2", "3", "1", "2" } }
  expect(g:status()):is("Next: 1")
  g:turn(2, 5)
  expect(g:card(2).state):is("matched")
  expect(g:status()):is("Next: 2")
end)

test("a pair out of order turns back unfound and stays frozen until the next pair in order", function()
  local g = game { board = { "3", "1", "2", "3", "1", "2" } }
  g:turn(1, 4)
  expect(g:messages()):is({ "Out of order: find 1 first" })
  expect(#g:events("matched"), "no match"):is(0)
  expect(g:score()):is(0)
  expect(g:events("revealed")[1].cards, "the pair is shown for a second"):is({ 1, 4 })
  g:wait(2)
  expect(g:card(1).state):is("down")
  expect(g:card(1).frozen):is(true)
  expect_error(function() g:turn(4) end, "frozen")
  g:turn(2, 5)
  expect(g:card(1).frozen, "after the 1s"):is(false)
end)

test("a mismatch is an ordinary mismatch", function()
  local g = game { board = { "3", "1", "2", "3", "1", "2" } }
  g:turn(1, 2)
  expect(#g:events("mismatched")):is(1)
  expect(g:messages()):is({})
  expect(g:card(1).frozen):is(false)
end)

test("faces that are not numbers come in an order drawn at the deal, named on the status line", function()
  local g = game { board = { "cat", "dog", "owl", "cat", "dog", "owl" }, seed = 4 }
  local order = g:state().order
  expect(#order):is(3)
  for _, key in ipairs(order) do
    expect(g:status()):is("Next: " .. key)
    local cards = g:find(key)
    g:turn(cards[1], cards[2])
  end
  expect(g:result()):is("cleared")
end)

test("a game played without a mistake is cleared", function()
  local g = game { seed = 7, size = 8 }
  g:play_perfectly()
  expect(g:result()):is("cleared")
end)

test("on the tens deck a pair is named by both its numbers, in ascending order", function()
  local g = game { deck = "tens", seed = 3, size = 5 }
  expect(g:status()):is("Next: 1 and 9")
  local ones = g:find("1")
  local nines = g:find("9")
  g:turn(ones[1], nines[1])
  expect(g:card(ones[1]).state):is("matched")
  expect(g:status()):is("Next: 2 and 8")
end)

test("cards a stock deals during play come after the order drawn at the start", function()
  local stock = {}
  for n = 4, 9 do stock[#stock + 1] = tostring(n); stock[#stock + 1] = tostring(n) end
  local g = game { variant = "endless+sequence", board = { "3", "1", "1", "3" }, stock = stock }
  g:turn(2, 3)
  g:turn(1, 4)
  expect(g:score(), "1 then 3, in order"):is(2)
  expect(g:over(), "the stock's pairs were dealt"):is(false)
  local next = g:status():match("Next: (%d)")
  expect(next == "4" or next == "5", "a dealt pair is named next"):is(true)
  local dealt = {}
  for i = 1, g:cards() do if g:card(i).label == next then dealt[#dealt + 1] = i end end
  expect(#dealt, "dealt into found places"):is(2)
  g:turn(dealt[1], dealt[2])
  expect(g:messages(), "no pair out of order"):is({})
  expect(g:score()):is(3)
end)

test("a pair a stacked variant broke up is never named: the old maid's key is skipped", function()
  for seed = 1, 4 do
    local g = game { variant = "oldmaid+sequence", board = { "1", "2", "3", "1", "2", "3" }, seed = seed }
    local maid = g:state("oldmaid").maid
    local next = g:status():match("Next: (%d)")
    expect(next ~= nil and next ~= maid, "a whole pair is named next, not " .. maid):is(true)
    g:play_perfectly()
    expect(g:result(), "every other pair found, in order (seed " .. seed .. ")"):is("cleared")
    expect(g:messages(), "no pair out of order"):is({})
  end
end)
