import CImageLibraries

/// Picture faces, decoded with stb_image and converted by chafa.
///
/// As truecolor symbol art (``cells(for:width:height:)``, every mode): copied cell by cell
/// (character and colours) so the renderer diffs them like text. As pixel graphics
/// (``pixelImage(for:columns:rows:)``, sixel and kitty modes): one escape string per picture and
/// size, which the renderer writes over the cells the canvas marks as covered.
/// Results are cached per image, size and mode; an image that cannot be read yields nil and the
/// card shows its label instead, as does every picture if the libraries cannot be loaded (they
/// are loaded on first use: see CImageLibraries.h).
public final class ImageFaces {
    private struct Key: Hashable {
        var path: String
        var width: Int
        var height: Int
    }

    private let baseDirectory: String?
    /// How pictures reach the screen (symbols: ``pixelImage(for:columns:rows:)`` gives nil).
    public let graphics: GraphicsMode
    /// The size of a cell in pixels, which pixel images are scaled for (changes with the font).
    public var cellPixels: CellPixels
    private var cache: [Key: [[Cell]]?] = [:]
    private var pixelCache: [PixelImage.Key: PixelImage?] = [:]
    private var pixels: [String: (data: [UInt8], width: Int, height: Int)?] = [:]

    /// Images whose relative paths are resolved against `baseDirectory`.
    public init(baseDirectory: String?, graphics: GraphicsMode = .symbols, cellPixels: CellPixels = .fallback) {
        self.baseDirectory = baseDirectory
        self.graphics = graphics
        self.cellPixels = cellPixels
    }

    /// The image at `path` as pixel graphics, as large as fits in `columns`×`rows` cells with its
    /// proportions kept (so possibly fewer cells: see ``PixelImage/columns``), or nil in symbols
    /// mode, when the image cannot be decoded or the space is too small.
    public func pixelImage(for path: String, columns: Int, rows: Int) -> PixelImage? {
        guard graphics != .symbols, columns >= 1, rows >= 1 else { return nil }
        let cell = CellPixels(width: max(1, cellPixels.width), height: max(1, cellPixels.height))
        let area = PixelImage.Key(path: path, mode: graphics, columns: columns, rows: rows, cell: cell)
        if let cached = pixelCache[area] { return cached }
        var result: PixelImage?
        let resolved = resolve(path)
        if let image = decode(resolved) {
            let fitted = Self.fit(width: image.width, height: image.height, columns: columns, rows: rows, cell: cell)
            let key = PixelImage.Key(path: path, mode: graphics, columns: fitted.columns, rows: fitted.rows, cell: cell)
            if let bytes = encodePixels(image, columns: key.columns, rows: key.rows, cell: cell), !bytes.isEmpty {
                result = PixelImage(key: key, bytes: bytes)
            }
        }
        pixelCache[area] = result
        return result
    }

    /// The most cells, at most `columns`×`rows`, that an image of `width`×`height` pixels fills
    /// with its proportions kept.
    static func fit(width: Int, height: Int, columns: Int, rows: Int, cell: CellPixels) -> (columns: Int, rows: Int) {
        let boxW = Double(columns * cell.width), boxH = Double(rows * cell.height)
        let scale = min(boxW / Double(max(width, 1)), boxH / Double(max(height, 1)))
        let c = Int((Double(width) * scale / Double(cell.width)).rounded())
        let r = Int((Double(height) * scale / Double(cell.height)).rounded())
        return (min(max(c, 1), columns), min(max(r, 1), rows))
    }

    private func encodePixels(_ image: (data: [UInt8], width: Int, height: Int), columns: Int, rows: Int, cell: CellPixels) -> [UInt8]? {
        guard let lib = mb_image_libraries_load()?.pointee, let info = Self.termInfo(for: graphics, lib) else { return nil }
        defer { lib.chafa_term_info_unref(info) }
        guard let config = lib.chafa_canvas_config_new() else { return nil }
        defer { lib.chafa_canvas_config_unref(config) }
        // Kitty scales an image to the cells it is given (c=, r=): send no more pixels than the
        // picture has (a 48×48 face is 16 kB of base64 instead of half a megabyte at 32×32 cells).
        var scaled = cell
        if graphics == .kitty {
            scaled.width = min(cell.width, max(1, (image.width + columns - 1) / columns))
            scaled.height = min(cell.height, max(1, (image.height + rows - 1) / rows))
        }
        lib.chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
        lib.chafa_canvas_config_set_cell_geometry(config, Int32(scaled.width), Int32(scaled.height))
        lib.chafa_canvas_config_set_canvas_mode(config, Int32(MB_CHAFA_CANVAS_MODE_TRUECOLOR))
        lib.chafa_canvas_config_set_pixel_mode(config, Int32(graphics == .kitty ? MB_CHAFA_PIXEL_MODE_KITTY : MB_CHAFA_PIXEL_MODE_SIXELS))
        guard let canvas = lib.chafa_canvas_new(config) else { return nil }
        defer { lib.chafa_canvas_unref(canvas) }
        image.data.withUnsafeBufferPointer { buffer in
            lib.chafa_canvas_draw_all_pixels(canvas, Int32(MB_CHAFA_PIXEL_RGBA8_UNASSOCIATED), buffer.baseAddress,
                                             Int32(image.width), Int32(image.height), Int32(image.width * 4))
        }
        guard let printed = lib.chafa_canvas_print(canvas, info) else { return nil }
        let bytes = Array(UnsafeRawBufferPointer(start: printed.pointee.str, count: printed.pointee.len))
        _ = lib.g_string_free(printed, 1)
        return graphics == .kitty ? Self.quietKitty(bytes) : bytes
    }

    /// A term info with the sequences of `mode` (chafa 1.12 finds terminals from the environment
    /// only, and writes no sixels with a term info that lacks them: the fallback info has them
    /// all, and they are set here if a build of chafa leaves any out).
    private static func termInfo(for mode: GraphicsMode, _ lib: mb_image_libraries) -> UnsafeMutableRawPointer? {
        guard let db = lib.chafa_term_db_get_default(), let info = lib.chafa_term_db_get_fallback_info(db) else { return nil }
        let needed: [(Int, String)] = mode == .kitty
            ? [(MB_CHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1, "\u{1B}_Ga=T,f=%1,s=%2,v=%3,c=%4,r=%5,m=1\u{1B}\\"),
               (MB_CHAFA_TERM_SEQ_END_KITTY_IMAGE, "\u{1B}_Gm=0\u{1B}\\"),
               (MB_CHAFA_TERM_SEQ_BEGIN_KITTY_IMAGE_CHUNK, "\u{1B}_Gm=1;"),
               (MB_CHAFA_TERM_SEQ_END_KITTY_IMAGE_CHUNK, "\u{1B}\\")]
            : [(MB_CHAFA_TERM_SEQ_BEGIN_SIXELS, "\u{1B}P%1;%2;%3q"), (MB_CHAFA_TERM_SEQ_END_SIXELS, "\u{1B}\\")]
        for (seq, text) in needed where lib.chafa_term_info_have_seq(info, Int32(seq)) == 0 {
            guard lib.chafa_term_info_set_seq(info, Int32(seq), text, nil) != 0 else {
                lib.chafa_term_info_unref(info)
                return nil
            }
        }
        return info
    }

    /// chafa's kitty transmission with replies turned off (`q=2`, on every chunk: a reply would
    /// arrive as input) and the cursor left where it was (`C=1`).
    static func quietKitty(_ bytes: [UInt8]) -> [UInt8] {
        let first = Array("\u{1B}_Ga=T,".utf8), chunk = Array("\u{1B}_Gm=".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 400 + 16)
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x1B && i + 2 < bytes.count && bytes[i + 1] == UInt8(ascii: "_") {
                if bytes[i...].starts(with: first) {
                    out += Array("\u{1B}_Ga=T,q=2,C=1,".utf8)
                    i += first.count
                    continue
                }
                if bytes[i...].starts(with: chunk) {
                    out += Array("\u{1B}_Gq=2,m=".utf8)
                    i += chunk.count
                    continue
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return out
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
        var result: (data: [UInt8], width: Int, height: Int)?
        if case let .success(image) = ImageDecoding.decode(path) { result = (image.data, image.width, image.height) }
        pixels[path] = result
        return result
    }

    private func render(path: String, width: Int, height: Int) -> [[Cell]]? {
        guard let image = decode(path), let lib = mb_image_libraries_load()?.pointee else { return nil }
        guard let config = lib.chafa_canvas_config_new() else { return nil }
        defer { lib.chafa_canvas_config_unref(config) }
        lib.chafa_canvas_config_set_geometry(config, Int32(width), Int32(height))
        lib.chafa_canvas_config_set_canvas_mode(config, Int32(MB_CHAFA_CANVAS_MODE_TRUECOLOR))
        guard let symbols = lib.chafa_symbol_map_new() else { return nil }
        defer { lib.chafa_symbol_map_unref(symbols) }
        lib.chafa_symbol_map_add_by_tags(symbols, Int32(MB_CHAFA_SYMBOL_TAG_BLOCK | MB_CHAFA_SYMBOL_TAG_SPACE))
        lib.chafa_canvas_config_set_symbol_map(config, symbols)
        guard let canvas = lib.chafa_canvas_new(config) else { return nil }
        defer { lib.chafa_canvas_unref(canvas) }
        image.data.withUnsafeBufferPointer { buffer in
            lib.chafa_canvas_draw_all_pixels(canvas, Int32(MB_CHAFA_PIXEL_RGBA8_UNASSOCIATED), buffer.baseAddress,
                                             Int32(image.width), Int32(image.height), Int32(image.width * 4))
        }
        var rows: [[Cell]] = []
        for y in 0..<height {
            var row: [Cell] = []
            for x in 0..<width {
                let code = lib.chafa_canvas_get_char_at(canvas, Int32(x), Int32(y))
                var fg: Int32 = 0, bg: Int32 = 0
                lib.chafa_canvas_get_colors_at(canvas, Int32(x), Int32(y), &fg, &bg)
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
