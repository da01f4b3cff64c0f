/// A picture encoded for the terminal's pixel graphics (a sixel DCS string or a kitty APC
/// transmission), and the cells it covers. Two pixel images are the same when they come from the
/// same file at the same size in the same mode: the bytes are not compared.
public struct PixelImage: Sendable, Hashable {
    public struct Key: Sendable, Hashable {
        public var path: String
        public var mode: GraphicsMode
        public var columns: Int
        public var rows: Int
        public var cell: CellPixels
    }

    public let key: Key
    /// The bytes that draw the image at the cursor: for kitty without an image id (the encoder
    /// adds one per place on screen, see ``ImagePlacement/kittyID``).
    public let bytes: [UInt8]

    public var columns: Int { key.columns }
    public var rows: Int { key.rows }
    public var mode: GraphicsMode { key.mode }

    public init(key: Key, bytes: [UInt8]) {
        self.key = key
        self.bytes = bytes
    }

    public static func == (a: PixelImage, b: PixelImage) -> Bool { a.key == b.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

/// A pixel image on a canvas: its top-left cell, and the place it stands for (a card), which
/// names it on the terminal (kitty image ids) so that it can be deleted there.
public struct ImagePlacement: Sendable, Hashable {
    public var x: Int
    public var y: Int
    public var image: PixelImage
    /// A small number naming the place (the card's index).
    public var slot: Int

    public init(x: Int, y: Int, image: PixelImage, slot: Int) {
        self.x = x
        self.y = y
        self.image = image
        self.slot = slot
    }

    public var rect: Rect { Rect(x: x, y: y, width: image.columns, height: image.rows) }

    /// The kitty image id of this place.
    public var kittyID: Int { 0x4D00 + slot }
}

/// Escape sequences of the pixel protocols, beyond what chafa writes.
enum PixelProtocol {
    /// Deletes every kitty image (placements and data) on the screen.
    static let kittyDeleteAll: [UInt8] = Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8)

    /// Deletes the kitty image with this id (its placements and its data).
    static func kittyDelete(id: Int) -> [UInt8] {
        Array("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\".utf8)
    }

    /// The kitty transmission `bytes` (as chafa wrote it, made quiet) with an image id added.
    static func kittyTransmit(_ bytes: [UInt8], id: Int) -> [UInt8] {
        let head: [UInt8] = [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]
        guard bytes.starts(with: head) else { return bytes }
        return head + Array("i=\(id),".utf8) + bytes[3...]
    }
}

extension Canvas {
    /// Puts a pixel image at (x, y) over cells already drawn; nothing if it does not fit on the
    /// canvas. Cells drawn later inside its rectangle (an overlay) take the image away: a covered
    /// picture falls back to what the cells under it show.
    public mutating func place(_ image: PixelImage, x: Int, y: Int, slot: Int) {
        guard image.columns > 0, image.rows > 0, x >= 0, y >= 0, x + image.columns <= width, y + image.rows <= height else { return }
        images.removeAll { $0.slot == slot }
        images.append(ImagePlacement(x: x, y: y, image: image, slot: slot))
    }

    /// The pixel image covering cell (x, y), if any.
    public func image(atX x: Int, y: Int) -> ImagePlacement? {
        images.first { $0.rect.contains(x: x, y: y) }
    }
}
