-- Tests of treasure.lua

test("a turned card shows its pair's worth", function()
  local g = game { board = { "a", "b", "a", "b" } }
  local worth = g:state().worth
  g:turn(1, 2)
  expect(g:card(1).mark):is("$" .. worth.a)
  expect(g:card(2).mark):is("$" .. worth.b)
  expect(g:card(3).mark):is(nil)
end)

test("a match scores its worth on top of the rules' point, and passes the turn", function()
  local g = game { board = { "a", "b", "a", "b" } }
  local worth = g:state().worth
  g:turn(1, 3)
  expect(g:score(1)):is(1 + worth.a)
  expect(g:player()):is(2)
end)

test("every pair is worth 1 to 5", function()
  local g = game { seed = 7, size = "4x4" }
  for _, value in pairs(g:state().worth) do
    expect(value):is_at_least(1)
    expect(value):is_at_most(5)
  end
end)
