error("\27]52;c;cHduZWQ=\7\27]2;pwned\7\27[2J\194\155" .. "2J")
