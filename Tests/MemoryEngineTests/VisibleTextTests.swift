import Testing
import MemoryEngine

@Suite struct VisibleTextTests {
    @Test func controlCharactersAreShownNotObeyed() {
        #expect(VisibleText.of("\u{1B}]52;c;eA==\u{07}") == "^[]52;c;eA==^G")
        #expect(VisibleText.of("a\rb\u{7F}\u{0}") == "a^Mb^?^@")
        #expect(VisibleText.of("\u{9B}2J\u{85}") == "\\u{9B}2J\\u{85}")
    }

    @Test func lineBreaksAndTabsStayUnlessAsked() {
        #expect(VisibleText.of("a\n\tb") == "a\n\tb")
        #expect(VisibleText.of("a\nb", lineBreaks: false) == "a^Jb")
    }

    @Test func printableTextIsUnchanged() {
        for text in ["", "plain", "Zoë 🐱 é", "\u{A0}\u{A9}\u{100}"] { #expect(VisibleText.of(text) == text) }
    }
}
