/// One token of Lua source text, as far as finding where a table constructor's entries start
/// needs: names, brackets, separators and `=` are told apart; any other token (a string, a
/// number, an operator) is `other`.
struct LuaToken: Equatable {
    enum Kind: Equatable {
        case name(String)
        /// One of `{ } ( ) [ ] , ; = .` (`=` alone, not part of `==`, `<=`, `>=` or `~=`; `.`
        /// alone, not part of `..`, `...` or a number).
        case symbol(UInt8)
        case other
    }

    var kind: Kind
    /// The line on which the token starts, from 1.
    var line: Int

    func isSymbol(_ character: Unicode.Scalar) -> Bool { kind == .symbol(UInt8(ascii: character)) }
}

/// Splits Lua source text into ``LuaToken``s, skipping spaces and comments and reading strings
/// (short ones with their escapes, long brackets `[==[ … ]==]`) as Lua's lexer does, so that a
/// bracket inside a string or a comment is not taken for one. Lines are counted as Lua counts
/// them (`\n`, `\r`, `\r\n` and `\n\r` each end one). Written here because Lua's own lexer is
/// not part of its C API, and no package at hand reads Lua.
struct LuaTokens {
    private let source: [UInt8]
    private var i = 0
    private var line = 1
    private(set) var tokens: [LuaToken] = []

    init(_ source: [UInt8]) {
        self.source = source
        scan()
    }

    private func byte(_ offset: Int = 0) -> UInt8? {
        i + offset < source.count ? source[i + offset] : nil
    }

    private static func isNewline(_ b: UInt8?) -> Bool { b == 0x0A || b == 0x0D }

    private static func isNameStart(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "_") || ((b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z"))
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private static func isNamePart(_ b: UInt8) -> Bool { isNameStart(b) || isDigit(b) }

    /// Steps over the line break at `i`, counting one line.
    private mutating func newline() {
        let first = source[i]
        i += 1
        if let next = byte(), Self.isNewline(next), next != first { i += 1 }
        line += 1
    }

    private mutating func add(_ kind: LuaToken.Kind, line start: Int) {
        tokens.append(LuaToken(kind: kind, line: start))
    }

    private mutating func scan() {
        while let b = byte() {
            let start = line
            switch b {
            case 0x0A, 0x0D: newline()
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C: i += 1
            case UInt8(ascii: "-") where byte(1) == UInt8(ascii: "-"):
                i += 2
                if let level = longBracket() { skipLong(level) } else {
                    while let c = byte(), !Self.isNewline(c) { i += 1 }
                }
            case UInt8(ascii: "["):
                if let level = longBracket() {
                    skipLong(level)
                    add(.other, line: start)
                } else {
                    i += 1
                    add(.symbol(b), line: start)
                }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                skipShortString(quote: b)
                add(.other, line: start)
            case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "~"):
                let compound = byte(1) == UInt8(ascii: "=")
                i += compound ? 2 : 1
                add(b == UInt8(ascii: "=") && !compound ? .symbol(b) : .other, line: start)
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "]"),
                 UInt8(ascii: ","), UInt8(ascii: ";"):
                i += 1
                add(.symbol(b), line: start)
            case UInt8(ascii: ".") where byte(1) != UInt8(ascii: ".") && !(byte(1).map(Self.isDigit) ?? false):
                i += 1
                add(.symbol(b), line: start)
            case _ where Self.isNameStart(b):
                let first = i
                while let c = byte(), Self.isNamePart(c) { i += 1 }
                add(.name(String(decoding: source[first..<i], as: UTF8.self)), line: start)
            case _ where Self.isNamePart(b):
                // A number; an exponent's sign is read as an operator, which is as good here.
                while let c = byte(), Self.isNamePart(c) || c == UInt8(ascii: ".") { i += 1 }
                add(.other, line: start)
            default:
                i += 1
                add(.other, line: start)
            }
        }
    }

    /// At `[`: the level of a long bracket opening there (`[[` is 0, `[==[` is 2), which is
    /// then stepped over; nil (and nothing stepped over) when `[` opens no long bracket.
    private mutating func longBracket() -> Int? {
        guard byte() == UInt8(ascii: "[") else { return nil }
        var level = 0
        while byte(1 + level) == UInt8(ascii: "=") { level += 1 }
        guard byte(1 + level) == UInt8(ascii: "[") else { return nil }
        i += level + 2
        return level
    }

    /// Steps past the long bracket of `level` that closes the one just opened (to the end of
    /// the text if none does).
    private mutating func skipLong(_ level: Int) {
        while let b = byte() {
            if Self.isNewline(b) {
                newline()
            } else if b == UInt8(ascii: "]"), (0..<level).allSatisfy({ byte(1 + $0) == UInt8(ascii: "=") }),
                      byte(1 + level) == UInt8(ascii: "]") {
                i += level + 2
                return
            } else {
                i += 1
            }
        }
    }

    /// Steps past a string in `quote`s, with its escapes (an escaped line break, `\z`'s spaces).
    private mutating func skipShortString(quote: UInt8) {
        i += 1
        while let b = byte() {
            if b == quote {
                i += 1
                return
            }
            if Self.isNewline(b) { return }  // an unfinished string: Lua refuses the script
            i += 1
            guard b == UInt8(ascii: "\\"), let escaped = byte() else { continue }
            if Self.isNewline(escaped) { newline() } else { i += 1 }
            guard escaped == UInt8(ascii: "z") else { continue }
            while let c = byte(), c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == 0x0B || c == 0x0C || Self.isNewline(c) {
                if Self.isNewline(c) { newline() } else { i += 1 }
            }
        }
    }
}
