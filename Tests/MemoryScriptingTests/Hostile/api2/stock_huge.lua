return variant { id = "stockhuge", name = "Stock too large", api = 2, description = "x",
  stock = 1e9,
}
