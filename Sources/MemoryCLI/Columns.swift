import MemoryTerminal

/// Fixed-width columns for the text tables of `simulate`, `scores` and `list`.
enum Columns {
    /// `s` padded with spaces to `n` columns of the terminal (a wide character such as an emoji
    /// takes two), on the left when `right` (right-aligned).
    static func pad(_ s: String, _ n: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, n - TextWidth.of(s)))
        return right ? fill + s : s + fill
    }

    /// The columns `s` takes in the terminal.
    static func width(_ s: String) -> Int { TextWidth.of(s) }
}
