-- an error object that writes itself
local why = setmetatable({}, { __tostring = function() return "a table of my own" end })
error(why)
