getmetatable("").__index = function() return "hijacked" end
