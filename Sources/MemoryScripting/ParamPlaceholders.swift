import MemoryEngine

/// `{name}` in a rules or variant description stands for the value of its param `name`, so the
/// text stays true when a param is set: `description = "A pair scores only if found within {turns}
/// turns"` reads "within 8 turns" after `--set turns=8`, and the default (6) in `memory list`
/// and the lobby. A brace around anything that is not a declared param stays as written.
public enum ParamPlaceholders {
    /// `text` with each `{name}` of a declared param replaced by its value: the one in `values`,
    /// else its default.
    public static func fill(_ text: String, params: [String: ParamDeclaration], values: [String: ScriptParameter] = [:]) -> String {
        guard !params.isEmpty, text.contains("{") else { return text }
        return pieces(of: text).map { piece in
            guard let name = piece.name, let declared = params[name] else { return String(piece.written) }
            return (values[name] ?? declared.value).plainText
        }.joined()
    }

    /// The names in `{…}` in `text` that look like a param's but are not declared (for `memory check`).
    static func undeclared(in text: String, params: [String: ParamDeclaration]) -> [String] {
        pieces(of: text).compactMap(\.name).filter { name in
            params[name] == nil && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        }
    }

    /// A stretch of a description: text as written, or a `{name}` (written with its braces).
    private struct Piece {
        var written: Substring
        var name: String?
    }

    private static func pieces(of text: String) -> [Piece] {
        var pieces: [Piece] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            pieces.append(Piece(written: rest[..<open]))
            let name = rest[rest.index(after: open)..<close]
            pieces.append(Piece(written: rest[open...close], name: name.isEmpty ? nil : String(name)))
            rest = rest[rest.index(after: close)...]
        }
        return pieces + [Piece(written: rest)]
    }
}
