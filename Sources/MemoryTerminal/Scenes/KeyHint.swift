/// A line of key hints with a shorter form for terminals too narrow for the whole line (the
/// help box lists every key). Where even the short form does not fit, whole items (`p pause`)
/// are dropped from the end, those named last to go only when nothing else is left; an item is
/// never cut. Widths are measured once, not on every frame.
struct KeyHint {
    static let separator = " · "

    let full: String
    let short: String
    private let fullWidth: Int
    private let items: [(text: String, width: Int)]
    private let lastToGo: Set<String>

    init(_ full: String, short: String, lastToGo: Set<String> = []) {
        self.full = full
        self.short = short
        self.lastToGo = lastToGo
        fullWidth = TextWidth.of(full)
        items = short.components(separatedBy: Self.separator).map { ($0, TextWidth.of($0)) }
    }

    /// The whole line if it fits in `columns`, else the short one, else as many of the short
    /// one's items as fit.
    func text(fitting columns: Int) -> String {
        if fullWidth <= columns { return full }
        var kept = items
        func width() -> Int { kept.reduce(0) { $0 + $1.width } + TextWidth.of(Self.separator) * max(0, kept.count - 1) }
        while !kept.isEmpty && width() > columns {
            if let i = kept.lastIndex(where: { !lastToGo.contains($0.text) }) {
                kept.remove(at: i)
            } else {
                kept.removeFirst()
            }
        }
        return kept.map(\.text).joined(separator: Self.separator)
    }
}
