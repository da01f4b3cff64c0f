-- Peek: every face is shown for 3 seconds before play starts.

---@type Variant
return variant {
  id = "peek",
  name = "Peek",
  api = 1,
  version = "1.0.0",
  description = "All faces shown for 3 seconds at the start",
  peek = 3,
}
