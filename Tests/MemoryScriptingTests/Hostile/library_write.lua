string.upper = function() return "hijacked" end
