@testable import MemoryTerminal

/// A tiny terminal: replays the encoder's bytes (cursor moves, SGR, text, clear) into a grid of
/// graphemes, so tests check what a terminal would show rather than which bytes were sent.
struct ScreenModel {
    var width: Int
    var height: Int
    var grid: [[String]]
    var bold: [[Bool]]
    var x = 0, y = 0
    private var isBold = false
    private(set) var unknownSequences: [String] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        grid = Array(repeating: Array(repeating: " ", count: width), count: height)
        bold = Array(repeating: Array(repeating: false, count: width), count: height)
    }

    mutating func replay(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\u{1B}" {
                var j = i + 1
                guard j < chars.count, chars[j] == "[" else { i += 1; continue }
                j += 1
                var params = ""
                while j < chars.count, let a = chars[j].asciiValue, a >= 0x20 && a <= 0x3F { params.append(chars[j]); j += 1 }
                guard j < chars.count else { break }
                apply(final: chars[j], params: params)
                i = j + 1
                continue
            }
            let w = TextWidth.of(c)
            if x < width && y < height {
                grid[y][x] = String(c)
                bold[y][x] = isBold
                if w == 2 && x + 1 < width { grid[y][x + 1] = "" }
            }
            x += max(w, 1)
            i += 1
        }
        chars.removeAll()
    }

    private mutating func apply(final: Character, params: String) {
        let numbers = params.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        switch final {
        case "H": y = max(0, (numbers.first ?? 1) - 1); x = max(0, (numbers.count > 1 ? numbers[1] : 1) - 1)
        case "G": x = max(0, (numbers.first ?? 1) - 1)
        case "J": grid = Array(repeating: Array(repeating: " ", count: width), count: height)
        case "m":
            var k = 0
            while k < numbers.count {
                switch numbers[k] {
                case 0: isBold = false
                case 1: isBold = true
                case 38, 48: k += numbers.count > k + 1 && numbers[k + 1] == 5 ? 2 : 4
                default: break
                }
                k += 1
            }
        case "h", "l": break
        default: unknownSequences.append(params + String(final))
        }
    }

    var lines: [String] {
        grid.map { row in
            var s = row.joined()
            while s.last == " " { s.removeLast() }
            return s
        }
    }
}
