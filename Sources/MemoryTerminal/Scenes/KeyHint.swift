/// A line of key hints with a shorter form for terminals too narrow for the whole line (the
/// help box lists every key). Where even the short form does not fit, whole items (`p pause`)
/// are dropped from the end, those named last to go only when nothing else is left; an item is
/// never cut. Every form is built once, with its width, so fitting the line to a width on each
/// frame only picks one.
struct KeyHint {
    static let separator = " · "

    let full: String
    let short: String
    /// The width of the narrowest form that keeps every item named last to go (`? help · q
    /// quit`): what a status line sharing the key line's row leaves room for.
    let essentialWidth: Int
    /// The forms from widest to narrowest: the whole line, the short one, then the short one
    /// with one item fewer each time, down to none.
    private let forms: [(width: Int, text: String)]

    init(_ full: String, short: String, lastToGo: Set<String> = []) {
        self.full = full
        self.short = short
        let separatorWidth = TextWidth.of(Self.separator)
        var kept = short.components(separatedBy: Self.separator).map { (text: $0, width: TextWidth.of($0)) }
        var forms = [(width: TextWidth.of(full), text: full)]
        var essential: Int?
        while true {
            let width = kept.reduce(0) { $0 + $1.width } + separatorWidth * max(0, kept.count - 1)
            forms.append((width, kept.map(\.text).joined(separator: Self.separator)))
            if essential == nil, kept.allSatisfy({ lastToGo.contains($0.text) }) { essential = width }
            if kept.isEmpty { break }
            if let i = kept.lastIndex(where: { !lastToGo.contains($0.text) }) {
                kept.remove(at: i)
            } else {
                kept.removeFirst()
            }
        }
        self.forms = forms
        essentialWidth = essential ?? 0
    }

    /// The whole line if it fits in `columns`, else the short one, else as many of the short
    /// one's items as fit.
    func text(fitting columns: Int) -> String {
        forms.first { $0.width <= columns }?.text ?? ""
    }
}
