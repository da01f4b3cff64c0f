import Testing
import MemoryEngine

@Suite struct VisibleTextTests {
    @Test func controlCharactersAreShownNotObeyed() {
        #expect(VisibleText.of("\u{1B}]52;c;eA==\u{07}") == "^[]52;c;eA==^G")
        #expect(VisibleText.of("a\rb\u{7F}\u{0}") == "a^Mb^?^@")
        #expect(VisibleText.of("\u{9B}2J\u{85}") == "\\u{9B}2J\\u{85}")
    }

    /// A right-to-left override in a name would make a terminal that lays out bidirectional
    /// text show what follows it reversed ("gnp.exe" read as "exe.png").
    @Test func bidirectionalControlsAreShownNotObeyed() {
        #expect(VisibleText.of("a\u{202E}gnp.exe\u{202C}b") == "a\\u{202E}gnp.exe\\u{202C}b")
        #expect(VisibleText.of("\u{2066}x\u{2069}", lineBreaks: false) == "\\u{2066}x\\u{2069}")
        // Each of them, and only them, among their neighbours (the fast scan of the UTF-8 bytes
        // and the per-character rule must agree).
        for v in UInt32(0x2000)...0x2100 {
            let text = "x" + String(Character(Unicode.Scalar(v)!)) + "y"
            let bidi = (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            #expect((VisibleText.of(text) != text) == bidi, "U+\(String(v, radix: 16))")
        }
    }

    @Test func lineBreaksAndTabsStayUnlessAsked() {
        #expect(VisibleText.of("a\n\tb") == "a\n\tb")
        #expect(VisibleText.of("a\nb", lineBreaks: false) == "a^Jb")
    }

    @Test func printableTextIsUnchanged() {
        for text in ["", "plain", "Zoë 🐱 é", "\u{A0}\u{A9}\u{100}"] { #expect(VisibleText.of(text) == text) }
    }
}
