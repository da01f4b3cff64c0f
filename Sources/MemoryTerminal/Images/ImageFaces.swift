import CChafa
import CStb

/// Picture faces as truecolor symbol art: decoded with stb_image, converted by chafa (symbols
/// mode), and copied cell by cell (character and colours) so the renderer diffs them like text.
/// Results are cached per image and size; an image that cannot be read yields nil and the card
/// shows its label instead.
public final class ImageFaces {
    private struct Key: Hashable {
        var path: String
        var width: Int
        var height: Int
    }

    private let baseDirectory: String?
    private var cache: [Key: [[Cell]]?] = [:]
    private var pixels: [String: (data: [UInt8], width: Int, height: Int)?] = [:]

    /// Images whose relative paths are resolved against `baseDirectory`.
    public init(baseDirectory: String?) {
        self.baseDirectory = baseDirectory
    }

    /// Rows of cells (exactly `height` rows of `width` cells) for the image at `path`, or nil if
    /// it cannot be decoded or the size is too small to show anything.
    public func cells(for path: String, width: Int, height: Int) -> [[Cell]]? {
        guard width >= 2, height >= 1 else { return nil }
        let key = Key(path: path, width: width, height: height)
        if let cached = cache[key] { return cached }
        let result = render(path: resolve(path), width: width, height: height)
        cache[key] = result
        return result
    }

    private func resolve(_ path: String) -> String {
        guard !path.hasPrefix("/"), let base = baseDirectory else { return path }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }

    private func decode(_ path: String) -> (data: [UInt8], width: Int, height: Int)? {
        if let known = pixels[path] { return known }
        var w: Int32 = 0, h: Int32 = 0, n: Int32 = 0
        var result: (data: [UInt8], width: Int, height: Int)?
        if let raw = stbi_load(path, &w, &h, &n, 4), w > 0, h > 0 {
            result = (Array(UnsafeBufferPointer(start: raw, count: Int(w) * Int(h) * 4)), Int(w), Int(h))
            stbi_image_free(raw)
        }
        pixels[path] = result
        return result
    }

    private func render(path: String, width: Int, height: Int) -> [[Cell]]? {
        guard let image = decode(path) else { return nil }
        guard let config = chafa_canvas_config_new() else { return nil }
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(width), Int32(height))
        chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
        guard let symbols = chafa_symbol_map_new() else { return nil }
        defer { chafa_symbol_map_unref(symbols) }
        chafa_symbol_map_add_by_tags(symbols, ChafaSymbolTags(rawValue: CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue))
        chafa_canvas_config_set_symbol_map(config, symbols)
        guard let canvas = chafa_canvas_new(config) else { return nil }
        defer { chafa_canvas_unref(canvas) }
        image.data.withUnsafeBufferPointer { buffer in
            chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, buffer.baseAddress,
                                         Int32(image.width), Int32(image.height), Int32(image.width * 4))
        }
        var rows: [[Cell]] = []
        for y in 0..<height {
            var row: [Cell] = []
            for x in 0..<width {
                let code = chafa_canvas_get_char_at(canvas, Int32(x), Int32(y))
                var fg: Int32 = 0, bg: Int32 = 0
                chafa_canvas_get_colors_at(canvas, Int32(x), Int32(y), &fg, &bg)
                var text = " "
                if let scalar = Unicode.Scalar(code), TextWidth.of(Character(scalar)) == 1 { text = String(Character(scalar)) }
                row.append(Cell(text, style: CellStyle(foreground: Self.color(fg), background: Self.color(bg))))
            }
            rows.append(row)
        }
        return rows
    }

    private static func color(_ packed: Int32) -> TermColor {
        guard packed >= 0 else { return .none }
        return .rgb(UInt8((packed >> 16) & 0xFF), UInt8((packed >> 8) & 0xFF), UInt8(packed & 0xFF))
    }
}
