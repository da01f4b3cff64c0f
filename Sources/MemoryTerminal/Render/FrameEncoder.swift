/// Turns a new frame into the bytes that change the terminal from the previous frame.
///
/// Only cells that differ are written; the cursor is moved only when the next changed cell is not
/// where the cursor already is; the style is set only when it changes. After a wide grapheme the
/// cursor position is treated as unknown (terminals disagree on some widths), and a wide grapheme
/// is drawn into a slot cleared with spaces first. Every frame is wrapped in synchronized update
/// (DEC mode 2026) so the terminal shows it at once.
public struct FrameEncoder: Sendable {
    public var colorMode: ColorMode

    public init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// Bytes that turn `previous` into `next` on screen. With no previous frame (or a different
    /// size) the whole screen is cleared and redrawn. Empty when nothing changed.
    public func encode(_ next: Canvas, previous: Canvas?) -> [UInt8] {
        var out: [UInt8] = []
        let full = previous == nil || previous!.width != next.width || previous!.height != next.height
        var cursor: (x: Int, y: Int)? = nil
        var pen: CellStyle? = nil
        if full {
            out += Array("\u{1B}[0m\u{1B}[2J".utf8)
            pen = .plain
        }
        for y in 0..<next.height {
            var x = 0
            while x < next.width {
                let cell = next[x, y]
                if cell.isContinuation || (!full && previous![x, y] == cell && !wideNeighbourChanged(x, y, next, previous!)) {
                    x += 1
                    continue
                }
                if full && cell == .blank && pen == .plain {
                    x += 1
                    continue
                }
                if pen != cell.style {
                    out += SGR.sequence(for: cell.style, mode: colorMode)
                    pen = cell.style
                }
                if cell.width == 2 {
                    moveCursor(to: (x, y), from: cursor, into: &out)
                    out += [0x20, 0x20]
                    moveCursor(to: (x, y), from: nil, into: &out)
                    out += Array(cell.text.utf8)
                    cursor = nil
                    x += 2
                } else {
                    moveCursor(to: (x, y), from: cursor, into: &out)
                    out += Array(cell.text.utf8)
                    cursor = (x + 1, y)
                    x += 1
                }
            }
        }
        guard !out.isEmpty else { return [] }
        return Array("\u{1B}[?2026h".utf8) + out + Array("\u{1B}[0m\u{1B}[?2026l".utf8)
    }

    /// Whether the right half of a wide grapheme at `x` changed while its left half did not
    /// (then the whole grapheme must be written again).
    private func wideNeighbourChanged(_ x: Int, _ y: Int, _ next: Canvas, _ previous: Canvas) -> Bool {
        next[x, y].width == 2 && next[x + 1, y] != previous[x + 1, y]
    }

    private func moveCursor(to target: (x: Int, y: Int), from cursor: (x: Int, y: Int)?, into out: inout [UInt8]) {
        if let c = cursor, c.x == target.x, c.y == target.y { return }
        if let c = cursor, c.y == target.y {
            out += Array("\u{1B}[\(target.x + 1)G".utf8)
        } else {
            out += Array("\u{1B}[\(target.y + 1);\(target.x + 1)H".utf8)
        }
    }
}
