/// Where the fields of a constructor's table are written in the script: a Lua table constructor
/// records no positions, so the script's text is read (see ``LuaTokens``), and a field's line is
/// that of the first `name =` from the constructor's line on (not `x.name =`, and never inside a
/// string or a comment). Messages about a field then point at its own line rather than at
/// `deck {`. Made only when a message needs a line: scripts load without it.
struct FieldLines {
    private let tokens: [LuaToken]

    /// The tokens of `source` from line `line` on; none without a line (the constructor's line is
    /// used then).
    init(source: [UInt8], from line: Int?) {
        guard let line, line > 0 else {
            tokens = []
            return
        }
        tokens = LuaTokens(source).tokens.filter { $0.line >= line }
    }

    /// The line on which `field` is first set (`field =`, not `field ==` or `x.field =`), or nil.
    func line(of field: String) -> Int? {
        for k in tokens.indices.dropLast() where tokens[k].kind == .name(field) && tokens[k + 1].isSymbol("=") {
            if k == 0 || !tokens[k - 1].isSymbol(".") { return tokens[k].line }
        }
        return nil
    }

    /// The first line of `source` holding `text` as a quoted string (`"text"` or `'text'`), or nil.
    static func line(quoting text: String, in source: [UInt8]) -> Int? {
        for quote in ["\"", "'"] {
            let needle = Array((quote + text + quote).utf8)
            guard needle.count <= source.count else { continue }
            for start in 0...(source.count - needle.count) where source[start] == needle[0] {
                if source[start..<(start + needle.count)].elementsEqual(needle) {
                    return 1 + source[..<start].lazy.filter { $0 == 0x0A }.count
                }
            }
        }
        return nil
    }
}
