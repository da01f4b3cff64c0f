local x = 0
while true do x = x + 1 end
