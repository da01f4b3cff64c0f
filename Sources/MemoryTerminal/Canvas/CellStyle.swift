/// A colour as a scene asks for it; the encoder lowers it to what the terminal supports.
public enum TermColor: Sendable, Hashable {
    /// The terminal's default colour.
    case none
    /// One of the 16 standard colours (0–7 normal, 8–15 bright).
    case ansi(UInt8)
    /// One of the 256 indexed colours.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)
}

/// How a cell is drawn: colours and attributes.
public struct CellStyle: Sendable, Hashable {
    public var foreground: TermColor
    public var background: TermColor
    public var bold: Bool
    public var dim: Bool
    public var reverse: Bool
    public var underline: Bool

    public init(foreground: TermColor = .none, background: TermColor = .none, bold: Bool = false,
                dim: Bool = false, reverse: Bool = false, underline: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    /// The terminal's default look.
    public static let plain = CellStyle()
}

/// One cell of the screen: a grapheme that is one or two columns wide, or the right half of a
/// wide grapheme (``isContinuation``).
public struct Cell: Sendable, Hashable {
    /// The grapheme drawn here ("" for the right half of a wide grapheme).
    public var text: String
    /// Columns the grapheme takes: 1 or 2 (0 for a continuation).
    public var width: UInt8
    public var style: CellStyle

    public init(_ text: String, width: UInt8 = 1, style: CellStyle = .plain) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// An empty cell.
    public static let blank = Cell(" ")

    public var isContinuation: Bool { width == 0 }
}
