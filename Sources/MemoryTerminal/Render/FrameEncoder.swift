/// Turns a new frame into the bytes that change the terminal from the previous frame.
///
/// Only cells that differ are written; the cursor is moved only when the next changed cell is not
/// where the cursor already is; the style is set only when it changes. After a wide grapheme the
/// cursor position is treated as unknown (terminals disagree on some widths), and a wide grapheme
/// is drawn into a slot cleared with spaces first. Every frame is wrapped in synchronized update
/// (DEC mode 2026) so the terminal shows it at once.
///
/// Pixel images (``Canvas/images``) are drawn after the cells, in the same frame: each one only
/// when it appears, changes or moves (its cells erased first, then a cursor move and its bytes).
/// The cells under an image on screen are never written. An image that goes away is deleted
/// (kitty: by its image id) or erased (sixel: its cells cleared with ECH), and the cells under it
/// are written again whether they changed or not. A full redraw deletes every kitty image and
/// draws every image again.
public struct FrameEncoder: Sendable {
    public var colorMode: ColorMode
    /// The pixel protocol the canvases' images use (symbols: canvases have none).
    public var graphics: GraphicsMode

    public init(colorMode: ColorMode, graphics: GraphicsMode = .symbols) {
        self.colorMode = colorMode
        self.graphics = graphics
    }

    /// Bytes that turn `previous` into `next` on screen. With no previous frame (or a different
    /// size) the whole screen is cleared and redrawn. Empty when nothing changed.
    public func encode(_ next: Canvas, previous: Canvas?) -> [UInt8] {
        var out: [UInt8] = []
        let full = previous == nil || previous!.width != next.width || previous!.height != next.height
        var cursor: (x: Int, y: Int)? = nil
        var pen: CellStyle? = nil
        let before = full ? [] : previous!.images
        let added = next.images.filter { !before.contains($0) }
        let removed = before.filter { !next.images.contains($0) }
        if full {
            out += Array("\u{1B}[0m\u{1B}[2J".utf8)
            if graphics == .kitty { out += PixelProtocol.kittyDeleteAll }
            pen = .plain
        }
        if !removed.isEmpty {
            out += Array("\u{1B}[0m".utf8)
            pen = .plain
            for placement in removed { out += remove(placement) }
        }
        let covered = next.images.map(\.rect), uncovered = removed.map(\.rect)
        for y in 0..<next.height {
            var x = 0
            while x < next.width {
                let cell = next[x, y]
                if !covered.isEmpty && covered.contains(where: { $0.contains(x: x, y: y) }) {
                    x += 1
                    continue
                }
                let forced = !uncovered.isEmpty && uncovered.contains { $0.contains(x: x, y: y) }
                if cell.isContinuation || (!full && !forced && previous![x, y] == cell && !wideNeighbourChanged(x, y, next, previous!)) {
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
        if !added.isEmpty {
            if pen != .plain { out += Array("\u{1B}[0m".utf8) }
            for placement in added { out += draw(placement) }
        }
        guard !out.isEmpty else { return [] }
        return Array("\u{1B}[?2026h".utf8) + out + Array("\u{1B}[0m\u{1B}[?2026l".utf8)
    }

    /// Erases the cells of `rect` (ECH, which also clears sixel pixels there); the pen must be plain.
    private func erase(_ rect: Rect) -> [UInt8] {
        var out: [UInt8] = []
        for row in rect.y..<(rect.y + rect.height) {
            moveCursor(to: (rect.x, row), from: nil, into: &out)
            out += Array("\u{1B}[\(rect.width)X".utf8)
        }
        return out
    }

    /// Takes a pixel image off the screen (its cells are written again afterwards).
    private func remove(_ placement: ImagePlacement) -> [UInt8] {
        switch placement.image.mode {
        case .kitty: return PixelProtocol.kittyDelete(id: placement.kittyID)
        case .sixel, .symbols: return erase(placement.rect)
        }
    }

    /// Draws a pixel image over its erased cells.
    private func draw(_ placement: ImagePlacement) -> [UInt8] {
        var out = erase(placement.rect)
        moveCursor(to: (placement.x, placement.y), from: nil, into: &out)
        switch placement.image.mode {
        case .kitty: out += PixelProtocol.kittyTransmit(placement.image.bytes, id: placement.kittyID)
        case .sixel, .symbols: out += placement.image.bytes
        }
        return out
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
