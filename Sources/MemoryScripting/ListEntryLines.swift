/// Where each entry of a list written in a constructor's table starts in the script (a deck's
/// `faces`, a variant's `actions`), and where each of an entry table's fields is set. A Lua
/// table constructor records no positions, so the script's text is read (see ``LuaTokens``): the
/// constructor's call on its line (`deck {` or `deck({`), its `faces = { … }` entry, and that
/// list's entries. Only entries without a key count, as Lua numbers only those (`[5] = …` and
/// `name = …` are skipped).
///
/// When the list is not written there (`faces = faces`, built by a loop), or the entries found
/// are not as many as the list holds (one is a call that gave several values, or none), no line
/// is known: a wrong line would be worse than the list's own line.
struct ListEntryLines {
    private struct Entry {
        let line: Int
        let fields: [String: Int]
    }

    private let entries: [Entry]

    /// The entries of the `list` (`faces`) of the `constructor` call (`deck`) on line `line` of
    /// `source`, which must be `count` entries long; nil when they cannot be found.
    init?(source: [UInt8], constructor: String, line: Int, list name: String, count: Int) {
        let tokens = LuaTokens(source).tokens
        var table: Int?
        for (k, token) in tokens.enumerated() where token.line == line && token.kind == .name(constructor) {
            if k + 1 < tokens.count, tokens[k + 1].isSymbol("{") { table = k + 1 }
            else if k + 2 < tokens.count, tokens[k + 1].isSymbol("("), tokens[k + 2].isSymbol("{") { table = k + 2 }
            if table != nil { break }
        }
        guard let table,
              let field = Self.entries(of: table, in: tokens).last(where: { Self.key(of: $0, in: tokens) == name }),
              let list = Self.value(of: field, in: tokens) else { return nil }
        let positional = Self.entries(of: list, in: tokens).filter { Self.key(of: $0, in: tokens) == nil && !tokens[$0.lowerBound].isSymbol("[") }
        guard positional.count == count else { return nil }
        entries = positional.map { entry in
            var fields: [String: Int] = [:]
            if tokens[entry.lowerBound].isSymbol("{"), entry.count > 1 {
                for field in Self.entries(of: entry.lowerBound, in: tokens) {
                    if let name = Self.key(of: field, in: tokens), fields[name] == nil { fields[name] = tokens[field.lowerBound].line }
                }
            }
            return Entry(line: tokens[entry.lowerBound].line, fields: fields)
        }
    }

    /// The line of entry `n` (1-based), or of its field `field` when that is written in it.
    func line(ofEntry n: Int, field: String? = nil) -> Int? {
        guard entries.indices.contains(n - 1) else { return nil }
        let entry = entries[n - 1]
        return field.flatMap { entry.fields[$0] } ?? entry.line
    }

    /// The lines of the fields written in entry `n` (1-based), by name; nil when there is no such entry.
    func fieldLines(ofEntry n: Int) -> [String: Int]? {
        entries.indices.contains(n - 1) ? entries[n - 1].fields : nil
    }

    /// The entries of the table constructor whose `{` is token `open`: each entry's tokens,
    /// split at the `,` and `;` of its own level (an empty one after the last separator is none).
    private static func entries(of open: Int, in tokens: [LuaToken]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var depth = 0
        var start = open + 1
        for k in (open + 1)..<tokens.count {
            let token = tokens[k]
            guard case let .symbol(b) = token.kind else { continue }
            switch b {
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}") where depth == 0:
                if start < k { found.append(start..<k) }
                return found
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ","), UInt8(ascii: ";"):
                guard depth == 0 else { break }
                if start < k { found.append(start..<k) }
                start = k + 1
            default: break
            }
        }
        return found  // the table is not closed: Lua refuses the script
    }

    /// The name of an entry written `name = …`, or nil.
    private static func key(of entry: Range<Int>, in tokens: [LuaToken]) -> String? {
        guard entry.count > 2, case let .name(name) = tokens[entry.lowerBound].kind, tokens[entry.lowerBound + 1].isSymbol("=") else {
            return nil
        }
        return name
    }

    /// The `{` of an entry written `name = { … }` whose value is that table alone, or nil.
    private static func value(of entry: Range<Int>, in tokens: [LuaToken]) -> Int? {
        let open = entry.lowerBound + 2
        guard tokens[open].isSymbol("{"), tokens[entry.upperBound - 1].isSymbol("}") else { return nil }
        // The value is one table when its `{` closes at the entry's last token.
        var depth = 0
        for k in open..<entry.upperBound {
            if tokens[k].isSymbol("{") { depth += 1 }
            if tokens[k].isSymbol("}") { depth -= 1 }
            if depth == 0 { return k == entry.upperBound - 1 ? open : nil }
        }
        return nil
    }
}
