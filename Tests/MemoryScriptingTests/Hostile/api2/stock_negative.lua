return variant { id = "stockneg", name = "Stock below 0", api = 2, description = "x",
  stock = -1,
}
