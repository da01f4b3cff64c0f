-- luacheck settings for memory's scripts (Lua API version 1): Lua 5.4 plus the host's
-- constructors. Run `luacheck .` in Decks/.
std = "lua54+memory"
stds.memory = {
  read_globals = { deck = {}, rules = {}, variant = {} },
}
-- The definitions file declares the constructors and is never run.
exclude_files = { "memory.d.lua" }
-- Hooks have a fixed signature; an unused event argument is fine.
unused_args = false
