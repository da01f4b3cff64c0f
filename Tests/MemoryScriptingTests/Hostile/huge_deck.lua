local faces = {}
for i = 1, 100000 do faces[i] = "f" .. i end
return deck { id = "huge", name = "Huge", api = 1, faces = faces }
