/// A key as the decoder understands it. Letters, digits and other text come as ``char(_:)``;
/// scenes decide what they mean (a move in the game, text in a name field).
public enum Key: Sendable, Hashable {
    case up, down, left, right, home, end, pageUp, pageDown, insert, delete
    case enter, tab, backTab, backspace, escape
    /// Printable text, including space.
    case char(Character)
    /// Ctrl-C (byte 0x03 in raw mode).
    case interrupt
    /// Ctrl-Z (byte 0x1A in raw mode).
    case suspend
    /// F1–F12.
    case function(Int)
}

/// A mouse report (xterm SGR format, mode 1006).
public struct MouseEvent: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case press, release, drag, wheelUp, wheelDown
    }
    public var kind: Kind
    /// 0 left, 1 middle, 2 right.
    public var button: Int
    /// 0-based cell column and row.
    public var x: Int
    public var y: Int

    public init(kind: Kind, button: Int, x: Int, y: Int) {
        self.kind = kind
        self.button = button
        self.x = x
        self.y = y
    }
}

/// What the player did.
public enum InputEvent: Sendable, Hashable {
    case key(Key)
    case mouse(MouseEvent)
    /// Text the player pasted (bracketed paste, mode 2004), its control characters and line
    /// breaks left out and cut at ``InputDecoder/maximumPasteKept`` bytes: never read as keys, so
    /// a paste cannot move, turn cards or answer a question; a text field may take it.
    case paste(String)
}
