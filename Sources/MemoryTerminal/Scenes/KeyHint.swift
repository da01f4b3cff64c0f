/// A line of key hints with a shorter form for terminals too narrow for the whole line (the
/// help box lists every key). Where even the short form does not fit, whole items (`p pause`)
/// are dropped from the end, those named last to go only when nothing else is left; an item is
/// never cut. Every form is built once, with its width, so fitting the line to a width on each
/// frame only picks one.
struct KeyHint {
    static let separator = " · "
    /// What ends a line that leaves out some of a variant's actions: the help lists them all.
    static let more = "… ? more"
    /// The item that opens the help.
    static let help = "? help"
    /// The item that leaves the game.
    static let quit = "q quit"

    let full: String
    let short: String
    /// The width of the narrowest form that keeps every item that matters most (`? help · q
    /// quit`; with a variant's actions, every action by its key too): what a status line
    /// sharing the key line's row leaves room for.
    let essentialWidth: Int
    /// The forms from widest to narrowest.
    private let forms: [(width: Int, text: String)]

    /// The whole line, the short one, then the short one with one item fewer each time, down
    /// to none.
    init(_ full: String, short: String, lastToGo: Set<String> = []) {
        var kept = short.components(separatedBy: Self.separator)
        var texts = [full]
        var essential: String?
        while true {
            let text = kept.joined(separator: Self.separator)
            texts.append(text)
            if essential == nil, kept.allSatisfy(lastToGo.contains) { essential = text }
            if kept.isEmpty { break }
            if let i = kept.lastIndex(where: { !lastToGo.contains($0) }) {
                kept.remove(at: i)
            } else {
                kept.removeFirst()
            }
        }
        self.init(full: full, short: short, texts: texts, essential: essential ?? "")
    }

    /// A variant's actions, each `named` (`r Peek row ×3`) and `compact` (`r ×3`), before the
    /// game's `keys`, so that a player can always find every action: the actions by name with
    /// as many of the keys as fit, `? help · q quit` always among them; then the actions by key
    /// alone with `? help · q quit`; and only where even that does not fit, the first actions by
    /// key and ``more``, which sends the player to the help (then `q quit`, while it fits).
    init(actions: [(named: String, compact: String)], keys: KeyHint) {
        let named = actions.map(\.named).joined(separator: Self.separator) + Self.separator
        let compact = actions.map(\.compact)
        var texts = keys.forms.map(\.text).filter { $0.components(separatedBy: Self.separator).contains(Self.help) }
            .map { named + $0 }
        let essential = (compact + [Self.help, Self.quit]).joined(separator: Self.separator)
        texts.append(essential)
        for shown in stride(from: compact.count - 1, through: 0, by: -1) {
            texts.append((compact.prefix(shown) + [Self.more, Self.quit]).joined(separator: Self.separator))
        }
        texts.append(Self.more)
        self.init(full: named + keys.full, short: named + keys.short, texts: texts, essential: essential)
    }

    private init(full: String, short: String, texts: [String], essential: String) {
        self.full = full
        self.short = short
        forms = texts.map { (TextWidth.of($0), $0) }
        essentialWidth = TextWidth.of(essential)
    }

    /// The widest form that fits in `columns` (none: an empty line).
    func text(fitting columns: Int) -> String {
        forms.first { $0.width <= columns }?.text ?? ""
    }
}
