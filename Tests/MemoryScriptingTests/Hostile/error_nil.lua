-- error() with no value at all
local x = 1
error()
