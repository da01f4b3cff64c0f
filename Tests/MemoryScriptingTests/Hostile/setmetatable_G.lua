setmetatable(_G, nil)
