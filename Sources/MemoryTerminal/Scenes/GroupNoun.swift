/// What the player calls a matching group of `size` cards: pairs, triples or quads.
enum GroupNoun {
    /// "pairs", "triples" or "quads" (lower case, plural).
    static func plural(_ size: Int) -> String {
        switch size {
        case 3: return "triples"
        case 4: return "quads"
        default: return "pairs"
        }
    }

    /// The plural with a capital first letter, for labels ("Triples: 2/6").
    static func title(_ size: Int) -> String {
        let word = plural(size)
        return word.prefix(1).uppercased() + word.dropFirst()
    }
}
