return rules { id = "huge-message", name = "Huge message", api = 1,
  on_mismatch = function(e) error(string.rep("E", 50 * 1024 * 1024)) end,
}
