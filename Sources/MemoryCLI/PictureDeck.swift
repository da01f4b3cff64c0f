import CImageLibraries
import Foundation

/// `memory new deck NAME --from DIR`: a deck folder made from a folder of PNG and JPEG pictures.
/// Each picture becomes a face labelled with its file's name; pictures go to the deck's `img/`
/// folder, copied, or scaled down to ``maximumSide`` pixels (as PNG) when larger. Pictures that
/// cannot be used (unreadable, not a PNG or JPEG, over ``maximumPixels``) are named on stderr and
/// left out; a folder with none that can be used is an error.
struct PictureDeck {
    /// Longest side of a picture as the deck keeps it (cards are a few dozen pixels wide).
    static let maximumSide = 256
    /// Largest picture read, in pixels (decoding takes 4 bytes a pixel).
    static let maximumPixels = 40_000_000
    /// Longest label kept, in characters.
    static let maximumLabel = 40

    /// A picture that will be a face.
    struct Picture {
        var source: String
        var label: String
        /// Its file in the deck's img/ folder.
        var file: String
        var width, height: Int
    }

    let id: String
    let pictures: [Picture]
    /// Why each left-out file was left out, one line each.
    let skipped: [String]

    /// Looks at every file of `folder` (sorted by name; hidden files and subfolders skipped).
    init(id: String, from folder: String) throws {
        var names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
            throw Failure("--from \(folder): not a folder that can be read", status: Failure.problemsFound)
        }
        names = names.filter { !$0.hasPrefix(".") }.sorted()
        guard let lib = mb_image_libraries_load()?.pointee else {
            throw Failure("the image library (libstb.so.0, Debian's libstb0) is not installed; Scripts/setup installs it")
        }
        var pictures: [Picture] = []
        var skipped: [String] = []
        var labels: Set<String> = []
        var files: Set<String> = []
        for name in names {
            let path = folder + "/" + name
            let ext = (name as NSString).pathExtension.lowercased()
            guard ["png", "jpg", "jpeg"].contains(ext) else { continue }
            guard access(path, R_OK) == 0 else { skipped.append("\(visible(path)): cannot be read (permissions?)"); continue }
            var w: Int32 = 0, h: Int32 = 0, channels: Int32 = 0
            guard lib.stbi_info(path, &w, &h, &channels) != 0, w > 0, h > 0 else {
                let why = lib.stbi_failure_reason().map { String(cString: $0) } ?? "unknown"
                skipped.append("\(visible(path)): not a PNG or JPEG picture that can be read (\(why))")
                continue
            }
            guard Int(w) * Int(h) <= PictureDeck.maximumPixels else {
                skipped.append("\(visible(path)): \(w)×\(h) pixels is over \(PictureDeck.maximumPixels / 1_000_000) megapixels; scale it down first")
                continue
            }
            let label = PictureDeck.unique(PictureDeck.label(from: name), in: &labels) { "\($0) \($1)" }
            let scaled = max(w, h) > PictureDeck.maximumSide
            let slug = PictureDeck.unique(PictureDeck.slug(label), in: &files) { "\($0)-\($1)" }
            pictures.append(Picture(source: path, label: label, file: slug + "." + (scaled ? "png" : ext),
                                    width: Int(w), height: Int(h)))
        }
        guard !pictures.isEmpty else {
            let detail = skipped.isEmpty ? "" : " (" + skipped.joined(separator: "; ") + ")"
            throw Failure("--from \(visible(folder)): no PNG or JPEG pictures that can be used\(detail)", status: Failure.problemsFound)
        }
        self.id = id
        self.pictures = pictures
        self.skipped = skipped
    }

    /// Writes the deck folder `folder` (which must not exist): deck.lua, img/, and a test.
    func write(to folder: String) throws {
        guard !FileManager.default.fileExists(atPath: folder) else {
            throw Failure("\(folder) already exists: choose another name or remove it first.", status: Failure.problemsFound)
        }
        guard let lib = mb_image_libraries_load()?.pointee else { throw Failure("the image library is not installed") }
        do {
            try FileManager.default.createDirectory(atPath: folder + "/img", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: folder + "/tests", withIntermediateDirectories: true)
            for picture in pictures {
                let target = folder + "/img/" + picture.file
                if max(picture.width, picture.height) > PictureDeck.maximumSide {
                    try PictureDeck.scaleDown(picture, to: target, lib)
                } else {
                    try FileManager.default.copyItem(atPath: picture.source, toPath: target)
                }
            }
            try script.write(toFile: folder + "/deck.lua", atomically: true, encoding: .utf8)
            try test.write(toFile: folder + "/tests/deck_test.lua", atomically: true, encoding: .utf8)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure("cannot write \(folder): \(error.localizedDescription)")
        }
    }

    /// Decodes `picture`, scales it to fit ``maximumSide`` and writes it as PNG at `target`.
    private static func scaleDown(_ picture: Picture, to target: String, _ lib: mb_image_libraries) throws {
        var w: Int32 = 0, h: Int32 = 0, channels: Int32 = 0
        guard let pixels = lib.stbi_load(picture.source, &w, &h, &channels, 4) else {
            throw Failure("\(visible(picture.source)): cannot be decoded (\(lib.stbi_failure_reason().map { String(cString: $0) } ?? "unknown"))")
        }
        defer { lib.stbi_image_free(pixels) }
        let scale = Double(maximumSide) / Double(max(w, h))
        let (outW, outH) = (max(1, Int32((Double(w) * scale).rounded())), max(1, Int32((Double(h) * scale).rounded())))
        var output = [UInt8](repeating: 0, count: Int(outW) * Int(outH) * 4)
        let resized = output.withUnsafeMutableBufferPointer {
            lib.stbir_resize_uint8(pixels, w, h, 0, $0.baseAddress!, outW, outH, 0, 4)
        }
        let written = resized != 0 && output.withUnsafeBufferPointer { lib.stbi_write_png(target, outW, outH, 4, $0.baseAddress!, outW * 4) } != 0
        guard written else { throw Failure("\(visible(picture.source)): cannot be scaled down and written to \(target)") }
    }

    /// The deck script.
    var script: String {
        let faces = pictures.map { "    { label = \(PictureDeck.quoted($0.label)), image = \(PictureDeck.quoted("img/" + $0.file)) }," }
        return """
        -- \(id): a picture deck made by `memory new deck \(id) --from …` (one face a picture).
        -- Check it: memory check \(id)/   Play it: memory --deck \(id)   Test it: memory test \(id)/
        -- Labels are shown where pictures cannot be drawn; edit them as you like.

        ---@type Deck
        return deck {
          id = \(PictureDeck.quoted(id)),
          name = \(PictureDeck.quoted(id)),
          author = "you",
          version = "0.1.0",
          api = 1,
          description = "\(pictures.count) pictures",
          back = "?",
          faces = {
        \(faces.joined(separator: "\n"))
          },
        }

        """
    }

    /// The deck's test: two of its faces laid out by hand match (one face: its two cards).
    var test: String {
        let a = PictureDeck.quoted(pictures[0].label)
        let b = PictureDeck.quoted(pictures[pictures.count > 1 ? 1 : 0].label)
        return """
        -- Tests of the \(id) deck: memory test \(id)/ (see "Testing your scripts" in memory's Decks/README.md).

        test("two cards of a picture match", function()
          local g = game { board = { \(a), \(b), \(a), \(b) } }
          expect(g:card(1).label):is(\(a))
          g:turn(1, 3)
          expect(g:score()):is(1)
        end)

        """
    }

    /// A face's label from a file name: without its extension, `_` as spaces, control
    /// characters dropped, cut to ``maximumLabel`` characters.
    static func label(from name: String) -> String {
        let base = (name as NSString).deletingPathExtension.replacingOccurrences(of: "_", with: " ")
        let clean = String(base.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F..<0xA0).contains($0.value) }.map(Character.init))
        let label = String(clean.trimmingCharacters(in: .whitespaces).prefix(maximumLabel))
        return label.isEmpty ? "picture" : label
    }

    /// An ASCII file name for a label: letters and digits, other characters as `-`.
    static func slug(_ label: String) -> String {
        let mapped = label.lowercased().unicodeScalars.map { $0.isASCII && CharacterSet.alphanumerics.contains($0) ? Character($0) : "-" }
        let slug = String(mapped).split(separator: "-").joined(separator: "-")
        return slug.isEmpty ? "picture" : slug
    }

    /// `base`, or `base` numbered (2, 3…) when already in `taken`; adds the result to `taken`.
    static func unique(_ base: String, in taken: inout Set<String>, numbered: (String, Int) -> String) -> String {
        var candidate = base
        var n = 2
        while !taken.insert(candidate).inserted {
            candidate = numbered(base, n)
            n += 1
        }
        return candidate
    }

    /// A Lua string literal.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
