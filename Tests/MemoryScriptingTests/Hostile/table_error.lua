error(setmetatable({}, { __tostring = function() error("no string for you") end }))
