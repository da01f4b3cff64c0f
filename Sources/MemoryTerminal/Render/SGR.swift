/// Select Graphic Rendition sequences for a style, lowered to a ``ColorMode``.
enum SGR {
    /// The full sequence that sets `style` from any previous state (it starts with a reset).
    static func sequence(for style: CellStyle, mode: ColorMode) -> [UInt8] {
        var parts = ["0"]
        if style.bold { parts.append("1") }
        if style.dim { parts.append("2") }
        if style.underline { parts.append("4") }
        if style.reverse { parts.append("7") }
        if let fg = code(style.foreground, background: false, mode: mode) { parts.append(fg) }
        if let bg = code(style.background, background: true, mode: mode) { parts.append(bg) }
        return Array("\u{1B}[\(parts.joined(separator: ";"))m".utf8)
    }

    static func code(_ color: TermColor, background: Bool, mode: ColorMode) -> String? {
        switch (color, mode) {
        case (.none, _), (_, .none): return nil
        case let (.ansi(n), _):
            let base = n < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return String(base + Int(n % 8))
        case let (.indexed(n), .ansi16):
            return code(.ansi(ansi16(fromIndexed: n)), background: background, mode: mode)
        case let (.indexed(n), _):
            return "\(background ? 48 : 38);5;\(n)"
        case let (.rgb(r, g, b), .truecolor):
            return "\(background ? 48 : 38);2;\(r);\(g);\(b)"
        case let (.rgb(r, g, b), .indexed256):
            return "\(background ? 48 : 38);5;\(indexed(r, g, b))"
        case let (.rgb(r, g, b), .ansi16):
            return code(.ansi(ansi16(r, g, b)), background: background, mode: mode)
        }
    }

    /// The nearest colour of the 6×6×6 cube (or the grey ramp).
    static func indexed(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        if r == g && g == b {
            if r < 8 { return 16 }
            if r > 238 { return 231 }
            return UInt8(232 + (Int(r) - 8) * 24 / 231)
        }
        func level(_ v: UInt8) -> Int { v < 48 ? 0 : v < 115 ? 1 : (Int(v) - 35) / 40 }
        return UInt8(16 + 36 * level(r) + 6 * level(g) + level(b))
    }

    /// The nearest of the 16 standard colours.
    static func ansi16(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let bright = max(r, g, b) > 170
        let threshold: UInt8 = bright ? 128 : 64
        let bits = (r > threshold ? 1 : 0) | (g > threshold ? 2 : 0) | (b > threshold ? 4 : 0)
        return UInt8(bits) + (bright ? 8 : 0)
    }

    static func ansi16(fromIndexed n: UInt8) -> UInt8 {
        if n < 16 { return n }
        if n >= 232 { return n < 244 ? 8 : 7 }
        let v = Int(n) - 16
        func scale(_ c: Int) -> UInt8 { c == 0 ? 0 : UInt8(55 + c * 40) }
        return ansi16(scale(v / 36), scale(v / 6 % 6), scale(v % 6))
    }
}
