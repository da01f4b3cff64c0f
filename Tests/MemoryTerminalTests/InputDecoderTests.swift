import MemoryEngine
import Testing
@testable import MemoryTerminal

@Suite struct InputDecoderTests {
    func decode(_ s: String) -> [InputEvent] {
        var d = InputDecoder()
        return d.feed(Array(s.utf8)) + d.flush()
    }

    @Test func arrowsInCsiAndSs3Forms() {
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.key(.up), .key(.down), .key(.right), .key(.left)])
        #expect(decode("\u{1B}OA\u{1B}OD") == [.key(.up), .key(.left)])
        #expect(decode("\u{1B}[1;5C") == [.key(.right)])
    }

    @Test func plainKeysAndControls() {
        #expect(decode("q ?\r\t\u{7F}\u{03}\u{1A}") == [.key(.char("q")), .key(.char(" ")), .key(.char("?")), .key(.enter),
                                                      .key(.tab), .key(.backspace), .key(.interrupt), .key(.suspend)])
        #expect(decode("é😀") == [.key(.char("é")), .key(.char("😀"))])
        #expect(decode("\u{1B}[3~\u{1B}[Z") == [.key(.delete), .key(.backTab)])
    }

    @Test func loneEscapeWaitsForFlush() {
        var d = InputDecoder()
        #expect(d.feed([0x1B]).isEmpty)
        #expect(d.hasPending)
        #expect(d.flush() == [.key(.escape)])
        #expect(!d.hasPending)
    }

    @Test func sgrMouseReportsSplitAcrossReads() {
        var d = InputDecoder()
        let bytes = Array("\u{1B}[<0;10;5M\u{1B}[<0;10;5m".utf8)
        var events: [InputEvent] = []
        for chunk in [bytes[0..<4], bytes[4..<9], bytes[9...]] { d.feed(chunk, into: &events) }
        #expect(events == [.mouse(MouseEvent(kind: .press, button: 0, x: 9, y: 4)),
                           .mouse(MouseEvent(kind: .release, button: 0, x: 9, y: 4))])
        #expect(decode("\u{1B}[<64;1;1M\u{1B}[<34;3;4M") == [.mouse(MouseEvent(kind: .wheelUp, button: 0, x: 0, y: 0)),
                                                             .mouse(MouseEvent(kind: .drag, button: 2, x: 2, y: 3))])
    }

    @Test func malformedSequencesAreDroppedWhole() {
        #expect(decode("\u{1B}[<0;0;5Mx") == [.key(.char("x"))])
        #expect(decode("\u{1B}[99999999999Ax") == [.key(.char("x"))])
        #expect(decode("\u{1B}[12\u{7}y") == [.key(.char("y"))])
        #expect(decode("\u{1B}[12\u{1B}[A") == [.key(.up)])
    }

    /// Pasted escape sequences (a window title, a colour reply, a DCS reply) are skipped whole: none
    /// of their text may turn into keys (`pwn` would pause, move and start a new game).
    @Test func controlStringsAreSkippedWhole() {
        #expect(decode("a\u{1B}]0;pwn\u{7}b") == [.key(.char("a")), .key(.char("b"))])
        #expect(decode("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\q") == [.key(.char("q"))])
        #expect(decode("\u{1B}P1$r0m\u{1B}\\\u{1B}Xsos\u{1B}\\\u{1B}^pm\u{7}\u{1B}[A") == [.key(.up)])
        // A string cut short by a new sequence ends there; one never terminated ends at a quiet time.
        #expect(decode("\u{1B}]0;title\u{1B}[B") == [.key(.down)])
        var d = InputDecoder()
        #expect(d.feed(Array("\u{1B}]0;no end".utf8)).isEmpty)
        #expect(d.hasPending)
        #expect(d.flush().isEmpty)
        #expect(d.feed(Array("n".utf8)) == [.key(.char("n"))])
    }

    /// A bracketed paste is one event with its text, never keys: pasted `q` and Enter neither quit
    /// nor turn a card.
    @Test func aBracketedPasteIsOneEventNotKeys() {
        #expect(decode("a\u{1B}[200~Zoë\r\nq\u{1B}[A\u{1B}[201~b") == [.key(.char("a")), .paste("Zoëq[A"), .key(.char("b"))])
        #expect(decode("\u{1B}[200~\u{1B}[201~") == [.paste("")])
    }

    /// A paste spans reads and the quiet times between them (a large paste comes in pieces); its
    /// end marker may be split too.
    @Test func aPasteSpansReadsAndQuietTimes() {
        var d = InputDecoder()
        #expect(d.feed(Array("\u{1B}[200~he".utf8)).isEmpty)
        #expect(!d.hasPending, "nothing for a flush to resolve")
        #expect(d.flush().isEmpty)
        #expect(d.feed(Array("llo\u{1B}[20".utf8)).isEmpty)
        #expect(d.feed(Array("1~x".utf8)) == [.paste("hello"), .key(.char("x"))])
    }

    /// A paste keeps only the start of its text, and one never ended stops swallowing input
    /// after ``InputDecoder/maximumPaste`` bytes.
    @Test func aPasteIsBounded() {
        let long = decode("\u{1B}[200~" + String(repeating: "x", count: 10_000) + "\u{1B}[201~")
        #expect(long == [.paste(String(repeating: "x", count: InputDecoder.maximumPasteKept))])
        var d = InputDecoder()
        var events = d.feed(Array("\u{1B}[200~".utf8) + Array(repeating: UInt8(ascii: "y"), count: InputDecoder.maximumPaste + 1))
        #expect(events.count == 1)
        events = d.feed(Array("q".utf8))
        #expect(events == [.key(.char("q"))], "keys are read again")
    }

    @Test func invalidUtf8IsSkipped() {
        var d = InputDecoder()
        #expect(d.feed([0xFF, 0xC3, 0x41, 0xE2, 0x82]) == [.key(.char("A"))])
        #expect(d.flush().isEmpty)
    }

    @Test func endlessSequencesAreCutAtTheLimit() {
        var d = InputDecoder()
        let junk = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 10_000) + [UInt8(ascii: "z")]
        _ = d.feed(junk)
        #expect(!d.hasPending)
        #expect(d.feed(Array("k".utf8)) == [.key(.char("k"))])
    }

    @Test func pastedTextComesAsCharacters() {
        let events = decode(String(repeating: "abc", count: 1000))
        #expect(events.count == 3000)
    }

    /// Two million random byte strings (biased towards escape-sequence bytes) from a fixed seed:
    /// the decoder never crashes, never holds more than its limit, reports only valid mouse
    /// positions, and is always empty after a flush.
    @Test func fuzz() {
        var random = SeededRandom(seed: 20_240_601)
        let alphabet: [UInt8] = [0x1B, 0x1B, UInt8(ascii: "["), UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "O"), UInt8(ascii: "]"),
                                 UInt8(ascii: ";"), UInt8(ascii: "M"), UInt8(ascii: "m"), UInt8(ascii: "~"),
                                 UInt8(ascii: "0"), UInt8(ascii: "1"), UInt8(ascii: "9"), UInt8(ascii: "A"), 0x03, 0x7F,
                                 0xC3, 0xE2, 0x82, 0xF0, 0x9F, 0xFF]
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        var buffer: [UInt8] = []
        var strings = 0
        while strings < 2_000_000 {
            buffer.removeAll(keepingCapacity: true)
            let length = 1 + random.below(8)
            for _ in 0..<length {
                let r = random.next()
                buffer.append(r & 1 == 0 ? alphabet[Int(r >> 8) % alphabet.count] : UInt8(truncatingIfNeeded: r >> 16))
            }
            events.removeAll(keepingCapacity: true)
            decoder.feed(buffer, into: &events)
            for case let .mouse(m) in events where m.x < 0 || m.y < 0 {
                Issue.record("negative mouse position in \(buffer)")
            }
            if strings % 64 == 0 {
                _ = decoder.flush()
                if decoder.hasPending { Issue.record("bytes left after a flush") }
            }
            strings += 1
        }
        #expect(strings == 2_000_000)
    }
}
