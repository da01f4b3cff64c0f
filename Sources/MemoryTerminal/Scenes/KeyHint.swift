/// A line of key hints with a shorter form for terminals too narrow for the whole line (the
/// help box lists every key). The long form's width is measured once, not on every frame.
struct KeyHint {
    let full: String
    let short: String
    private let fullWidth: Int

    init(_ full: String, short: String) {
        self.full = full
        self.short = short
        fullWidth = TextWidth.of(full)
    }

    /// The whole line if it fits in `columns`, else the short one.
    func text(fitting columns: Int) -> String { fullWidth <= columns ? full : short }
}
