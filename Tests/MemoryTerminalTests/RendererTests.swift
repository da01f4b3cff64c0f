import Testing
@testable import MemoryTerminal

@Suite struct RendererTests {
    func sample() -> Canvas {
        var c = Canvas(width: 12, height: 3)
        c.text("hello", x: 1, y: 0, style: CellStyle(foreground: .rgb(200, 10, 10), bold: true))
        c.text("a😀b猫", x: 0, y: 1)
        c.box(x: 8, y: 0, width: 4, height: 3, style: .rounded)
        return c
    }

    @Test func fullFrameReplaysToTheCanvas() {
        let canvas = sample()
        var screen = ScreenModel(width: 12, height: 3)
        screen.replay(FrameEncoder(colorMode: .truecolor).encode(canvas, previous: nil))
        #expect(screen.lines == canvas.lines)
        #expect(screen.bold[0][1])
        #expect(!screen.bold[1][0])
        #expect(screen.unknownSequences.isEmpty)
    }

    @Test func diffWritesOnlyChangesAndStillReplaysCorrectly() {
        let before = sample()
        var after = before
        after.text("y", x: 4, y: 2)
        after.put("🍒", x: 1, y: 1)
        let encoder = FrameEncoder(colorMode: .ansi16)
        var screen = ScreenModel(width: 12, height: 3)
        screen.replay(encoder.encode(before, previous: nil))
        let diff = encoder.encode(after, previous: before)
        screen.replay(diff)
        #expect(screen.lines == after.lines)
        let text = String(decoding: diff, as: UTF8.self)
        #expect(!text.contains("hello"))
        #expect(text.hasPrefix("\u{1B}[?2026h"))
        #expect(text.hasSuffix("\u{1B}[?2026l"))
    }

    @Test func unchangedFrameWritesNothing() {
        let canvas = sample()
        #expect(FrameEncoder(colorMode: .truecolor).encode(canvas, previous: canvas).isEmpty)
    }

    @Test func adjacentChangesDoNotMoveTheCursor() {
        let before = Canvas(width: 10, height: 1)
        var after = before
        after.text("abc", x: 2, y: 0)
        let text = String(decoding: FrameEncoder(colorMode: .none).encode(after, previous: before), as: UTF8.self)
        #expect(text.components(separatedBy: "H").count == 2)
        #expect(text.contains("abc"))
    }

    @Test func noColourModeSendsNoColours() {
        let text = String(decoding: FrameEncoder(colorMode: .none).encode(sample(), previous: nil), as: UTF8.self)
        #expect(!text.contains("38;"))
        #expect(!text.contains("[31"))
        #expect(text.contains("\u{1B}[0;1m"))
    }

    @Test func coloursAreLoweredToTheTerminal() {
        #expect(SGR.code(.rgb(255, 0, 0), background: false, mode: .truecolor) == "38;2;255;0;0")
        #expect(SGR.code(.rgb(255, 0, 0), background: false, mode: .indexed256) == "38;5;196")
        #expect(SGR.code(.rgb(255, 0, 0), background: true, mode: .ansi16) == "101")
        #expect(SGR.code(.ansi(2), background: false, mode: .ansi16) == "32")
        #expect(SGR.code(.ansi(2), background: false, mode: .none) == nil)
    }

    @Test func colourModeComesFromTheEnvironment() {
        #expect(ColorMode.detect(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]) == .none)
        #expect(ColorMode.detect(environment: ["TERM": "dumb"]) == .none)
        #expect(ColorMode.detect(environment: [:]) == .none)
        #expect(ColorMode.detect(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .truecolor)
        #expect(ColorMode.detect(environment: ["TERM": "screen-256color"]) == .indexed256)
        #expect(ColorMode.detect(environment: ["TERM": "xterm", "NO_COLOR": ""]) == .ansi16)
    }

    @Test func rendererRedrawsInFullAfterInvalidation() {
        var renderer = Renderer(colorMode: .truecolor)
        let canvas = sample()
        let first = renderer.render(canvas)
        #expect(renderer.render(canvas).isEmpty)
        renderer.invalidate()
        #expect(renderer.render(canvas) == first)
    }

    @Test func oneFlipCostsUnderTenPercentOfAFullRedraw() {
        let result = RenderBenchmark.flipVersusFullRedraw()
        #expect(result.flip > 0)
        #expect(result.flip * 10 <= result.full, "flip \(result.flip) bytes, full \(result.full) bytes")
    }
}
