/// Keeps the frame on screen and produces the bytes for the next one.
public struct Renderer: Sendable {
    public private(set) var encoder: FrameEncoder
    private var front: Canvas?

    public init(colorMode: ColorMode, graphics: GraphicsMode = .symbols) {
        encoder = FrameEncoder(colorMode: colorMode, graphics: graphics)
    }

    /// Bytes for drawing `frame` (only what changed since the last one); remembers it as shown.
    public mutating func render(_ frame: Canvas) -> [UInt8] {
        let bytes = encoder.encode(frame, previous: front)
        front = frame
        return bytes
    }

    /// Forgets what is on screen, so the next frame is drawn in full (after a resize or resume).
    public mutating func invalidate() {
        front = nil
    }

    /// Bytes that take every pixel image off the screen before the terminal is given back (kitty
    /// keeps images until they are deleted; sixels go with the alternate screen). The next frame
    /// is drawn in full.
    public mutating func release() -> [UInt8] {
        defer { front = nil }
        return encoder.graphics == .kitty ? PixelProtocol.kittyDeleteAll : []
    }
}
