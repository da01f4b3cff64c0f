-- luacheck settings for memory's scripts (Lua API version 1): Lua 5.4 plus the host's
-- constructors. Run `luacheck .` in Decks/.
std = "lua54+memory"
stds.memory = {
  read_globals = { deck = {}, rules = {}, variant = {}, log = {} },
}
-- Script tests (memory test) also see test, expect, expect_error and game.
files["**/*_test.lua"] = { read_globals = { "test", "expect", "expect_error", "game" } }
files["**/tests/*.lua"] = { read_globals = { "test", "expect", "expect_error", "game" } }
-- The definitions file declares the constructors and is never run.
exclude_files = { "memory.d.lua" }
-- Hooks have a fixed signature; an unused event argument is fine.
unused_args = false
