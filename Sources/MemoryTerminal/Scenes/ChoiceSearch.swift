/// Finding a choice in one of the lobby's long lists (some sixty variants ship) by typing part
/// of its name or id, rather than stepping through them one at a time.
///
/// The matches are the choices whose name or id contains the text typed, ignoring case: those
/// whose name or id begins with it first, then the others, each in the list's order.
struct ChoiceSearch: Equatable {
    /// One choice of the list searched: the value its row takes, and what the text is matched with.
    struct Entry: Equatable {
        let value: Int
        let name: String
        let id: String
    }

    /// The text typed so far.
    private(set) var query = ""
    /// The row's value when the search began, put back when it is cancelled.
    let original: Int
    /// The values of the choices matching ``query``, best first (all of them while it is empty).
    private(set) var matches: [Int]
    /// The place in ``matches`` of the choice shown.
    private(set) var shown = 0
    private let entries: [Entry]

    init(entries: [Entry], current: Int) {
        self.entries = entries
        original = current
        matches = entries.map(\.value)
        shown = matches.firstIndex(of: current) ?? 0
    }

    /// The choice to show: the best match, or nil when nothing matches (the row then keeps its
    /// value).
    var chosen: Int? { matches.indices.contains(shown) ? matches[shown] : nil }

    /// Adds `text` to the query and shows its best match. Control characters are dropped.
    mutating func type(_ text: String) {
        query += text.filter { !$0.isNewline && !($0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) }
        refresh()
    }

    /// Takes back the last character typed; with nothing left, every choice matches again and
    /// the original is shown.
    mutating func erase() {
        guard !query.isEmpty else { return }
        query.removeLast()
        refresh()
    }

    /// Shows the next (or, with -1, the previous) match, going round.
    mutating func step(_ delta: Int) {
        guard !matches.isEmpty else { return }
        shown = ((shown + delta) % matches.count + matches.count) % matches.count
    }

    private mutating func refresh() {
        guard !query.isEmpty else {
            matches = entries.map(\.value)
            shown = matches.firstIndex(of: original) ?? 0
            return
        }
        let wanted = query.lowercased()
        let found = entries.filter { $0.name.lowercased().contains(wanted) || $0.id.lowercased().contains(wanted) }
        let first = found.filter { $0.name.lowercased().hasPrefix(wanted) || $0.id.lowercased().hasPrefix(wanted) }
        matches = (first + found.filter { !first.contains($0) }).map(\.value)
        shown = 0
    }

    /// What the row shows after its value: the text typed and how many choices match it.
    var summary: String {
        guard !query.isEmpty else { return "find: type part of a name" }
        guard !matches.isEmpty else { return "find: \(query) · no match" }
        return "find: \(query) · \(shown + 1) of \(matches.count)"
    }
}
