-- Animals: an image deck. Each face is a 48×48 PNG in img/ (drawn for this deck) with a label,
-- which is shown where images cannot be drawn. Image paths are relative to this file.

---@type Deck
return deck {
  id = "animals",
  name = "Animals",
  author = "memory",
  version = "1.0.0",
  api = 1,
  description = "Ten hand-drawn animal pictures (48×48 PNG), with labels",
  back = "?",
  colour = "green",
  faces = {
    { label = "cat",      image = "img/cat.png" },
    { label = "dog",      image = "img/dog.png" },
    { label = "fish",     image = "img/fish.png" },
    { label = "bird",     image = "img/bird.png" },
    { label = "frog",     image = "img/frog.png" },
    { label = "pig",      image = "img/pig.png" },
    { label = "bee",      image = "img/bee.png" },
    { label = "owl",      image = "img/owl.png" },
    { label = "mouse",    image = "img/mouse.png" },
    { label = "ladybird", image = "img/ladybird.png" },
  },
}
