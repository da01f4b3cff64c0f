import Foundation

/// Plays a game through the screen like a person with a perfect memory: moves the cursor with
/// the arrow keys, turns cards with Space, and reads each face from the screen.
struct ScreenPlayer {
    let tmux: Tmux
    let rows: Int
    let columns: Int
    private(set) var cursor = (row: 0, column: 0)
    private(set) var moves = 0

    init(_ tmux: Tmux, rows: Int, columns: Int) {
        self.tmux = tmux
        self.rows = rows
        self.columns = columns
    }

    /// The label of the card under the cursor (between the ▸ ◂ marks), if one is on screen.
    static func cursorLabel(_ screen: String) -> String? {
        for line in screen.split(separator: "\n") {
            guard let start = line.firstIndex(of: "▸"), let end = line.firstIndex(of: "◂"), start < end else { continue }
            return line[line.index(after: start)..<end].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    mutating func move(to card: Int) throws {
        let target = (row: card / columns, column: card % columns)
        while cursor.row < target.row { try tmux.send("Down"); cursor.row += 1 }
        while cursor.row > target.row { try tmux.send("Up"); cursor.row -= 1 }
        while cursor.column < target.column { try tmux.send("Right"); cursor.column += 1 }
        while cursor.column > target.column { try tmux.send("Left"); cursor.column -= 1 }
    }

    /// Turns `card` and returns the face it shows, or nil if it completed a match and vanished
    /// at once.
    mutating func turn(_ card: Int) throws -> String? {
        try move(to: card)
        try tmux.waitFor("the cursor on card \(card) face down") { ScreenPlayer.cursorLabel($0) == "?" }
        try tmux.send("Space")
        let screen = try tmux.waitFor("card \(card) to turn") { ScreenPlayer.cursorLabel($0) != "?" }
        let label = ScreenPlayer.cursorLabel(screen) ?? ""
        return label.isEmpty ? nil : label
    }

    /// Plays the whole game; returns the number of moves (pairs of cards turned).
    mutating func playToTheEnd() throws -> Int {
        var known: [Int: String] = [:]
        var matched: Set<Int> = []
        let count = rows * columns
        func unknown() -> Int? { (0..<count).first { known[$0] == nil && !matched.contains($0) } }
        while matched.count < count {
            var pair: (Int, Int)?
            for (a, la) in known where !matched.contains(a) {
                if let b = known.first(where: { $0.key != a && $0.value == la && !matched.contains($0.key) })?.key { pair = (a, b) }
            }
            let first: Int, second: Int
            if let (a, b) = pair {
                first = a
                second = b
                _ = try turn(a)
                _ = try turn(b)
            } else {
                guard let a = unknown() else { throw TmuxError("no card left to turn") }
                first = a
                guard let face = try turn(a) else { throw TmuxError("card \(a) vanished when turned first") }
                known[a] = face
                if let b = known.first(where: { $0.key != a && $0.value == known[a] && !matched.contains($0.key) })?.key {
                    second = b
                    _ = try turn(b)
                } else {
                    guard let b = unknown() else { throw TmuxError("no partner to turn") }
                    second = b
                    known[b] = try turn(b) ?? known[a]   // gone at once: it matched
                }
            }
            moves += 1
            if known[first] == known[second] {
                matched.formUnion([first, second])
            } else {
                try tmux.waitFor("the mismatch to turn back") { ScreenPlayer.cursorLabel($0) == "?" }
            }
        }
        return moves
    }
}
