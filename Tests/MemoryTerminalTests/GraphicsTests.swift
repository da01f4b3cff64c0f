import Foundation
import MemoryEngine
import MemoryPackages
import Testing
@testable import MemoryTerminal

/// Picture faces as sixel or kitty graphics: choosing the mode, encoding, and what the renderer
/// writes when a card with a picture turns up, stays, turns down.
@Suite struct GraphicsTests {
    static let animals = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Decks/animals").path

    // MARK: Choosing the mode

    @Test(arguments: [
        (["TERM": "xterm-kitty"], GraphicsDetection.Decision.mode(.kitty)),
        (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"], .mode(.kitty)),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .mode(.kitty)),
        (["TERM": "xterm-ghostty"], .mode(.kitty)),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "ghostty"], .mode(.kitty)),
        (["TERM": "foot"], .mode(.sixel)),
        (["TERM": "foot-extra"], .mode(.sixel)),
        (["TERM": "mlterm"], .mode(.sixel)),
        (["TERM": "xterm", "MLTERM": "3.9.3"], .mode(.sixel)),
        (["TERM": "contour"], .mode(.sixel)),
        (["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"], .mode(.symbols)),
        (["TERM": "screen-256color"], .mode(.symbols)),
        (["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"], .mode(.symbols)),
        (["TERM": "tmux-256color", "KITTY_WINDOW_ID": "3"], .mode(.symbols)),
        (["TERM": "linux"], .mode(.symbols)),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"], .mode(.symbols)),
        (["TERM": "xterm-256color"], .ask),
        (["TERM": "xterm-kitty", "NO_COLOR": "1"], .mode(.symbols)),
        (["TERM": "dumb"], .mode(.symbols)),
        ([:], .mode(.symbols)),
    ] as [([String: String], GraphicsDetection.Decision)])
    func autoModeComesFromTheEnvironment(environment: [String: String], expected: GraphicsDetection.Decision) {
        #expect(GraphicsDetection.decide(.auto, environment: environment) == expected)
    }

    @Test func theFlagBeatsTheVariableWhichBeatsAuto() {
        let env = ["TERM": "xterm-256color", "MEMORY_GRAPHICS": "kitty"]
        #expect(GraphicsPreference.resolve(flag: nil, environment: env) == .kitty)
        #expect(GraphicsPreference.resolve(flag: .sixel, environment: env) == .sixel)
        #expect(GraphicsPreference.resolve(flag: nil, environment: ["MEMORY_GRAPHICS": "SIXEL"]) == .sixel)
        #expect(GraphicsPreference.resolve(flag: nil, environment: ["MEMORY_GRAPHICS": "pixels"]) == .auto)
        #expect(GraphicsPreference.resolve(flag: nil, environment: [:]) == .auto)
        // A forced mode is taken as given, even in tmux …
        let tmux = ["TERM": "tmux-256color", "TMUX": "x"]
        #expect(GraphicsDetection.decide(.sixel, environment: tmux) == .mode(.sixel))
        #expect(GraphicsDetection.decide(.kitty, environment: tmux) == .mode(.kitty))
        #expect(GraphicsDetection.decide(.symbols, environment: ["TERM": "xterm-kitty"]) == .mode(.symbols))
        // … but plain text stays plain text.
        #expect(GraphicsDetection.decide(.sixel, environment: ["TERM": "foot", "NO_COLOR": "1"]) == .mode(.symbols))
        #expect(GraphicsDetection.decide(.kitty, environment: ["TERM": "dumb"]) == .mode(.symbols))
    }

    @Test func theTerminalsRepliesAreSeparatedFromKeys() {
        var answer = TerminalQuery.Answer()
        let bytes = Array("x\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10ty\u{1B}[A\u{1B}[?62;4;22c".utf8)
        // In two reads, split inside a reply.
        var rest = TerminalQuery.parse(Array(bytes[0..<6]), into: &answer)
        #expect(!answer.isComplete)
        rest = TerminalQuery.parse(rest + bytes[6...], into: &answer)
        #expect(rest.isEmpty)
        #expect(answer.isComplete)
        #expect(answer.kitty)
        #expect(answer.cellPixels == CellPixels(width: 10, height: 20))
        #expect(answer.attributes == [62, 4, 22])
        #expect(answer.input == Array("xy\u{1B}[A".utf8))
        #expect(answer.mode == .kitty)

        var sixel = TerminalQuery.Answer()
        _ = TerminalQuery.parse(Array("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\\u{1B}[?64;1;4;6c".utf8), into: &sixel)
        #expect(!sixel.kitty)
        #expect(sixel.mode == .sixel)

        var plain = TerminalQuery.Answer()
        _ = TerminalQuery.parse(Array("\u{1B}[?1;2c".utf8), into: &plain)
        #expect(plain.isComplete && plain.mode == .symbols)
        #expect(TerminalQuery.Answer().mode == .symbols, "no answer at all")
    }

    @Test func repliesArrivingLateAreNotTakenForKeys() {
        var decoder = InputDecoder()
        var events = decoder.feed(Array("a\u{1B}_Gi=31;OK\u{1B}\\b\u{1B}[?62;4c\u{1B}[6;20;10tc".utf8))
        #expect(events == [.key(.char("a")), .key(.char("b")), .key(.char("c"))])
        // Split in every possible place.
        let reply = Array("\u{1B}_Gi=31;EINVAL:a long error message from the terminal\u{1B}\\q".utf8)
        for cut in 1..<reply.count {
            var d = InputDecoder()
            events = d.feed(reply[0..<cut]) + d.feed(reply[cut...])
            #expect(events == [.key(.char("q"))], "cut at \(cut)")
        }
        // An APC that never ends is given up after a quiet time.
        var d = InputDecoder()
        #expect(d.feed(Array("\u{1B}_Gi=31".utf8)).isEmpty)
        #expect(d.hasPending)
        _ = d.flush()
        #expect(d.feed(Array("k".utf8)) == [.key(.char("k"))])
    }

    // MARK: Encoding

    @Test func anImageInsideAPackageArchiveIsDrawnAsTheSameFileOutsideIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("memory-zip-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let zip = folder.appendingPathComponent("animals.zip").path
        let png = try Data(contentsOf: URL(fileURLWithPath: Self.animals + "/img/cat.png"))
        try PackageWriter.write(["img/cat.png": Array(png)], to: zip)
        for mode in [GraphicsMode.symbols, .sixel] {
            let plain = ImageFaces(baseDirectory: Self.animals, graphics: mode, cellPixels: CellPixels(width: 10, height: 20))
            let zipped = ImageFaces(baseDirectory: zip, graphics: mode, cellPixels: CellPixels(width: 10, height: 20))
            let cells = try #require(plain.cells(for: "img/cat.png", width: 8, height: 4))
            #expect(zipped.cells(for: "img/cat.png", width: 8, height: 4) == cells)
            #expect(zipped.pixelImage(for: "img/cat.png", columns: 22, rows: 10)?.bytes == plain.pixelImage(for: "img/cat.png", columns: 22, rows: 10)?.bytes)
            #expect(zipped.cells(for: "img/dog.png", width: 8, height: 4) == nil)
        }
    }

    @Test func aSixelImageIsOneDCSString() throws {
        let faces = ImageFaces(baseDirectory: Self.animals, graphics: .sixel, cellPixels: CellPixels(width: 10, height: 20))
        let image = try #require(faces.pixelImage(for: "img/cat.png", columns: 22, rows: 10))
        // 48×48 pixels in cells of 10×20: 20 columns by 10 rows keeps it square.
        #expect(image.columns == 20 && image.rows == 10)
        let text = String(decoding: image.bytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}P"))
        #expect(text.firstMatch(of: /^\x{1B}P[0-9;]*q"1;1;200;19[0-9]/) != nil, "raster attributes: 200 pixels wide")
        #expect(text.hasSuffix("\u{1B}\\"))
        #expect(text.components(separatedBy: "\u{1B}").count == 3, "only the DCS and the ST")
        #expect(faces.pixelImage(for: "img/cat.png", columns: 22, rows: 10)?.bytes == image.bytes)
        #expect(ImageFaces(baseDirectory: Self.animals).pixelImage(for: "img/cat.png", columns: 22, rows: 10) == nil, "symbols mode")
        #expect(faces.pixelImage(for: "img/nope.png", columns: 22, rows: 10) == nil)
    }

    @Test func aKittyImageIsAQuietChunkedAPCTransmission() throws {
        let faces = ImageFaces(baseDirectory: Self.animals, graphics: .kitty, cellPixels: CellPixels(width: 16, height: 32))
        let image = try #require(faces.pixelImage(for: "img/owl.png", columns: 22, rows: 10))
        #expect(image.columns == 20 && image.rows == 10)
        let text = String(decoding: image.bytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}_Ga=T,q=2,C=1,f=32,"))
        #expect(text.contains(",c=20,r=10,m=1\u{1B}\\"))
        #expect(text.hasSuffix("\u{1B}_Gq=2,m=0\u{1B}\\"))
        let header = try #require(text.firstMatch(of: /s=(\d+),v=(\d+)/))
        #expect(Int(header.1)! <= 60 && Int(header.2)! <= 50, "sent at about the picture's own size, kitty scales it")
        let commands = text.components(separatedBy: "\u{1B}_G").dropFirst()
        #expect(commands.count >= 3)
        #expect(commands.allSatisfy { $0.hasSuffix("\u{1B}\\") })
        #expect(commands.dropFirst().allSatisfy { $0.hasPrefix("q=2,m=") })
        // The encoder names it after its place.
        let sent = String(decoding: PixelProtocol.kittyTransmit(image.bytes, id: 0x4D05), as: UTF8.self)
        #expect(sent.hasPrefix("\u{1B}_Gi=19717,a=T,q=2,C=1,"))
    }

    @Test func imagesKeepTheirProportions() {
        let cell = CellPixels(width: 10, height: 20)
        #expect(ImageFaces.fit(width: 48, height: 48, columns: 22, rows: 10, cell: cell) == (20, 10))
        #expect(ImageFaces.fit(width: 48, height: 48, columns: 8, rows: 10, cell: cell) == (8, 4))
        #expect(ImageFaces.fit(width: 100, height: 10, columns: 10, rows: 10, cell: cell) == (10, 1))
        #expect(ImageFaces.fit(width: 1, height: 1000, columns: 10, rows: 3, cell: cell) == (1, 3))
    }

    // MARK: The canvas

    @Test func drawingOverAPictureTakesItAway() throws {
        let faces = ImageFaces(baseDirectory: Self.animals, graphics: .sixel)
        let image = try #require(faces.pixelImage(for: "img/cat.png", columns: 8, rows: 4))
        var canvas = Canvas(width: 20, height: 8)
        canvas.place(image, x: 2, y: 1, slot: 0)
        #expect(canvas.images.count == 1)
        canvas.text("x", x: 1, y: 1)
        #expect(canvas.images.count == 1, "next to it")
        canvas.text("x", x: 9, y: 4)
        #expect(canvas.images.isEmpty, "on it")
        canvas.place(image, x: 15, y: 1, slot: 0)
        #expect(canvas.images.isEmpty, "does not fit")
    }

    // MARK: Rendering a game

    /// A 2×3 game of animal pictures, with a renderer in `mode`.
    struct Table {
        var session: GameSession
        let images: ImageFaces
        var renderer: Renderer
        let size = TerminalSize(columns: 120, rows: 40)
        var now = 0.0

        init(_ mode: GraphicsMode) throws {
            let names = ["cat", "dog", "fish"]
            let faces = names.map { Face(label: $0, image: "img/\($0).png") }
            let size = BoardSize.grid(rows: 2, columns: 3)
            let setup = GameSetup(deck: "animals", rules: "classic", size: size, seed: 7, animations: false)
            let game = try Game(config: GameConfig(size: size), faces: faces, seed: 7)
            let playable = PlayableGame(game: game, rules: PointRules.classic, setup: setup, deckName: "Animals",
                                        rulesName: "Classic", imageDirectory: GraphicsTests.animals)
            session = GameSession(playable, now: 0)
            images = ImageFaces(baseDirectory: GraphicsTests.animals, graphics: mode, cellPixels: CellPixels(width: 10, height: 20))
            renderer = Renderer(colorMode: .truecolor, graphics: mode)
        }

        var canvas: Canvas {
            var c = Canvas(width: size.columns, height: size.rows)
            GameScene.render(session, layout: GameScene.layout(for: session.playable, size: size), size: size, now: now,
                             images: images, into: &c)
            return c
        }

        mutating func frame() -> String { String(decoding: renderer.render(canvas), as: UTF8.self) }

        mutating func turn(_ card: Int) {
            session.setCursor(card)
            session.turnCursorCard(at: now)
        }

        /// A card whose face differs from card 0's.
        var other: Int { session.game.cards.indices.first { session.game.cards[$0].key != session.game.cards[0].key }! }
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func aSixelIsWrittenOnceWhenItsCardTurnsUpAndErasedWhenItTurnsDown() throws {
        var table = try Table(.sixel)
        let first = table.frame()
        #expect(!first.contains("\u{1B}P"), "all cards face down")
        table.turn(0)
        let up = table.frame()
        #expect(Self.count("\u{1B}P", in: up) == 1)
        let placement = try #require(table.canvas.images.first)
        let dcs = try #require(up.range(of: "\u{1B}P"))
        #expect(up[..<dcs.lowerBound].hasSuffix("\u{1B}[\(placement.y + 1);\(placement.x + 1)H"), "positioned with a cursor move")
        #expect(up[..<dcs.lowerBound].contains("\u{1B}[\(placement.image.columns)X"), "its cells erased first")
        #expect(up.hasSuffix("\u{1B}[0m\u{1B}[?2026l"), "in the same synchronized frame")

        table.session.setCursor(table.other)
        let moved = table.frame()
        #expect(!moved.isEmpty, "the cursor moved")
        #expect(!moved.contains("\u{1B}P") && !moved.contains("X"), "the picture stays as it is")
        #expect(table.frame().isEmpty)

        table.turn(table.other)
        let second = table.frame()
        #expect(Self.count("\u{1B}P", in: second) == 1, "only the new card's picture")
        #expect(table.canvas.images.count == 2)

        table.now = 5
        table.session.tick(at: table.now)
        let down = table.frame()
        #expect(table.canvas.images.isEmpty)
        #expect(!down.contains("\u{1B}P"))
        #expect(Self.count("\u{1B}[\(placement.image.columns)X", in: down) == 2 * placement.image.rows, "both pictures erased")
        var screen = ScreenModel(width: 120, height: 40)
        table.renderer.invalidate()
        screen.replay(Array(table.frame().utf8))
        #expect(screen.lines == table.canvas.lines, "the cells are written again")
    }

    @Test func aFullRedrawDrawsThePicturesAgain() throws {
        for mode in [GraphicsMode.sixel, .kitty] {
            var table = try Table(mode)
            _ = table.frame()
            table.turn(0)
            _ = table.frame()
            #expect(table.frame().isEmpty)
            table.renderer.invalidate()
            let full = table.frame()
            #expect(full.contains("\u{1B}[2J"))
            #expect(Self.count(mode == .sixel ? "\u{1B}P" : ",a=T,", in: full) == 1, "\(mode)")
            if mode == .kitty {
                #expect(full.contains("\u{1B}_Ga=d,d=A,q=2\u{1B}\\"), "old pictures deleted")
            }
        }
    }

    @Test func aKittyPictureIsDeletedByIDWhenItsCardTurnsDown() throws {
        var table = try Table(.kitty)
        _ = table.frame()
        table.turn(0)
        let up = table.frame()
        #expect(Self.count("\u{1B}_Gi=19712,a=T,", in: up) == 1, "image id 0x4D00 + card 0")
        table.session.setCursor(table.other)
        #expect(!table.frame().contains("\u{1B}_G"))
        table.turn(table.other)
        let second = table.frame()
        #expect(Self.count(",a=T,", in: second) == 1)
        #expect(second.contains("\u{1B}_Gi=\(0x4D00 + table.other),a=T,"))
        table.now = 5
        table.session.tick(at: table.now)
        let down = table.frame()
        #expect(down.contains("\u{1B}_Ga=d,d=I,i=19712,q=2\u{1B}\\"))
        #expect(down.contains("\u{1B}_Ga=d,d=I,i=\(0x4D00 + table.other),q=2\u{1B}\\"))
        #expect(!down.contains(",a=T,"))
        #expect(down.contains("?"), "the backs are drawn where the pictures were")
        #expect(table.renderer.release() == PixelProtocol.kittyDeleteAll)
    }

    @Test func symbolsModeWritesNothingPixelRelated() throws {
        var table = try Table(.symbols)
        var all = table.frame()
        table.turn(0)
        all += table.frame()
        table.turn(table.other)
        all += table.frame()
        table.now = 5
        table.session.tick(at: table.now)
        all += table.frame()
        #expect(table.canvas.images.isEmpty)
        #expect(!all.contains("\u{1B}P") && !all.contains("\u{1B}_") && all.firstMatch(of: /\x{1B}\[\d+X/) == nil)
        #expect(table.renderer.release().isEmpty)
    }

    /// The bytes of symbol-mode picture cards, pinned to what the renderer wrote before pixel
    /// graphics were added (FNV-1a of the bytes), but for the cursor's marks, which go beside a
    /// picture card rather than over the picture's edge columns.
    @Test func symbolsModeOutputIsUnchanged() {
        let images = ImageFaces(baseDirectory: Self.animals)
        var before = Canvas(width: 60, height: 14)
        CardPainter.draw(CardLook(side: .back, label: "cat", back: "?"), in: Rect(x: 1, y: 1, width: 26, height: 12), on: &before)
        CardPainter.draw(CardLook(side: .back, label: "dog", back: "?"), in: Rect(x: 28, y: 1, width: 26, height: 12), on: &before)
        var after = before
        var look = CardLook(side: .face, label: "cat", back: "?")
        look.image = images.cells(for: "img/cat.png", width: 24, height: 10)
        look.isCursor = true
        CardPainter.draw(look, in: Rect(x: 1, y: 1, width: 26, height: 12), on: &after)
        let encoder = FrameEncoder(colorMode: .truecolor)
        let full = encoder.encode(after, previous: nil), flip = encoder.encode(after, previous: before)
        func fnv(_ b: [UInt8]) -> UInt64 { b.reduce(14695981039346656037) { ($0 ^ UInt64($1)) &* 1099511628211 } }
        #expect(full.count == 8257 && fnv(full) == 7260869099693278534)
        #expect(flip.count == 7545 && fnv(flip) == 9394672511767900145)
        #expect(RenderBenchmark.flipVersusFullRedraw() == (flip: 46, full: 3589))
    }
}
