return deck { id = "tag-escape", name = "Tag escape", api = 1,
  faces = { { label = "A", tags = { "\27[31mred" } }, "B" },
}
