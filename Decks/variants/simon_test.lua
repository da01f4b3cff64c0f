-- Tests of Decks/variants/simon.lua: a seeded game shows its sequence, is repeated round by
-- round, and ends on the first wrong card with the longest sequence as the score.

--- Waits for the show of the sequence to end and returns its places, read from the last
--- `revealed` events since the last `g:news()` (the first round is shown as the game starts).
local function watch(g)
  local length = #g:state("simon").sequence
  g:wait(1 + length * 0.9 + 0.5)   -- long enough with the gap of 0.3 s one test sets
  local revealed = {}
  for _, event in ipairs(g:news()) do
    if event.kind == "revealed" then revealed[#revealed + 1] = event.cards[1] end
  end
  return { table.unpack(revealed, #revealed - length + 1) }
end

test("each round shows one card more, one at a time, and the status says so", function()
  local g = game { seed = 7 }
  expect(g:status()):is("Watch: 1")
  expect(#watch(g), "cards shown in round 1"):is(1)
  expect(g:status()):is("Repeat: 1/1")
  local first = g:state().sequence[1]
  g:turn(first)
  expect(g:score(), "after round 1"):is(1)
  local shown = watch(g)
  expect(#shown, "cards shown in round 2"):is(2)
  expect(shown[1], "round 2 starts with round 1's card"):is(first)
  expect(shown[2] ~= shown[1], "two cards in a row differ"):is(true)
end)

test("repeating the sequence scores its length; a wrong card ends the game and shows the right one", function()
  local g = game { seed = 3 }
  for round = 1, 4 do
    local shown = watch(g)
    expect(#shown, "round " .. round):is(round)
    for _, place in ipairs(shown) do g:turn(place) end
    expect(g:score(), "after round " .. round):is(round)
  end
  local shown = watch(g)
  local wrong = shown[1] % g:cards() + 1
  g:turn(wrong)
  expect(g:over()):is(true)
  expect(g:result(), "neither won nor lost: a score attack's end"):is("ended")
  expect(g:result_text()):is("Wrong card: your longest sequence was 4")
  expect(g:score()):is(4)
  expect(g:tally("length_missed")):is(5)
  local revealed = g:events("revealed")
  expect(revealed[#revealed].cards, "the right card is shown"):is({ shown[1] })
end)

test("between two cards of the show the board is held, saying why; a card turned waits for the show", function()
  local g = game { seed = 5, params = { gap = 0.3 } }
  g:turn(watch(g)[1])
  g:wait(1.7)                 -- round 2: in the gap after its first card
  expect(g:status()):is("Watch: 2")
  local held = g:events("held")
  expect(#held, "one hold: between round 2's two cards"):is(1)
  expect(held[1].why):is("Watch the sequence")
  expect(held[1]["until"] > g:time(), "the hold is on"):is(true)
  local sequence = g:state().sequence
  g:turn(sequence[1])         -- waits for the show's end, then repeats its first card
  expect(g:over()):is(false)
  expect(g:state().position, "the first card of two repeated"):is(2)
  expect(#g:events("hold_ended")):is(1)
end)

test("computer players are steered to the card wanted, and anywhere while the sequence shows", function()
  local g = game { seed = 2 }
  local first = watch(g)[1]
  expect(g:bot_cards()):is({ first })
  g:turn(first)
  expect(g:bot_cards(), "during round 2's show"):is(nil)
  local shown = watch(g)
  expect(g:bot_cards(), "after it"):is({ shown[1] })
end)

test("between rounds the last card stays lit, so the board is locked until the next show", function()
  local g = game { seed = 7 }
  local first = watch(g)[1]
  g:turn(first)
  g:wait(0.5)
  expect(g:card(first).state, "half a second into the pause"):is("shown")
  expect(g:moves()):is(1)
  expect(#watch(g), "round 2 is shown after the pause"):is(2)
end)

test("stacked with a variant that takes cards off, the sequence shows only cards on the board", function()
  for seed = 1, 6 do
    local g = game { variant = "oldmaid+simon", seed = seed }
    local gone = {}
    for i = 1, g:cards() do
      if g:card(i).state == "removed" then gone[#gone + 1] = g:card(i).id end
    end
    expect(#gone, "old maid took a card off"):is(1)
    for round = 1, 3 do
      local shown = watch(g)
      for _, place in ipairs(shown) do
        expect(g:card(place).id ~= gone[1], "round " .. round .. " shows the card taken off"):is(true)
        g:turn(place)
      end
    end
    expect(g:state("simon").best, "three rounds repeated (seed " .. seed .. ")"):is(3)
  end
end)
