/// What the terminal can show, decided once from the environment.
public enum ColorMode: Sendable, Hashable {
    /// No colours (NO_COLOR, TERM=dumb or unknown): attributes such as bold and reverse only.
    case none
    /// The 16 standard colours.
    case ansi16
    /// 256 indexed colours.
    case indexed256
    /// 24-bit colour.
    case truecolor

    /// Chooses from `NO_COLOR` (any non-empty value turns colour off, see no-color.org),
    /// `TERM` and `COLORTERM`.
    public static func detect(environment: [String: String]) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let term = environment["TERM"] ?? ""
        if term.isEmpty || term == "dumb" { return .none }
        let colorTerm = environment["COLORTERM"] ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") { return .truecolor }
        if term.contains("256color") { return .indexed256 }
        return .ansi16
    }
}
