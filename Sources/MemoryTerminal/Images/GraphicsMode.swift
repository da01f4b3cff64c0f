/// How picture faces reach the screen.
public enum GraphicsMode: String, Sendable, Hashable, CaseIterable {
    /// Truecolor symbol art (block characters with colours), diffed like any text: works everywhere
    /// there is colour, tmux included.
    case symbols
    /// DEC sixel graphics (foot, mlterm, contour, WezTerm, xterm started with sixel support, …).
    case sixel
    /// The kitty graphics protocol (kitty, WezTerm, ghostty, …).
    case kitty
}

/// What the player asked for: a mode, or `auto` (decide from the environment and, when that
/// does not tell, from the terminal's answers at start-up).
public enum GraphicsPreference: String, Sendable, Hashable, CaseIterable {
    case auto, symbols, sixel, kitty

    /// The environment variable that sets the preference when `--graphics` is not given.
    public static let environmentVariable = "MEMORY_GRAPHICS"

    /// `flag` if given, else a valid `$MEMORY_GRAPHICS`, else `auto`.
    public static func resolve(flag: GraphicsPreference?, environment: [String: String]) -> GraphicsPreference {
        if let flag { return flag }
        let value = environment[environmentVariable]?.lowercased() ?? ""
        return GraphicsPreference(rawValue: value) ?? .auto
    }
}

/// Chooses the graphics mode.
public enum GraphicsDetection {
    /// The outcome of looking at the preference and the environment.
    public enum Decision: Sendable, Hashable {
        /// Settled.
        case mode(GraphicsMode)
        /// The environment does not tell: ask the terminal (``TerminalQuery``), symbols if it does
        /// not answer.
        case ask
    }

    /// Decides from the preference and the environment. Plain text (`NO_COLOR`, `TERM=dumb` or no
    /// `TERM`) always gets symbols, whatever was asked: with no colour the cards show their labels,
    /// so no picture is drawn at all. Inside tmux or screen, symbols (their pixel pass-through is
    /// not dependable). A forced mode is taken as given otherwise.
    public static func decide(_ preference: GraphicsPreference, environment: [String: String]) -> Decision {
        let term = environment["TERM"] ?? ""
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .mode(.symbols) }
        if term.isEmpty || term == "dumb" { return .mode(.symbols) }
        switch preference {
        case .symbols: return .mode(.symbols)
        case .sixel: return .mode(.sixel)
        case .kitty: return .mode(.kitty)
        case .auto: break
        }
        if let known = fromEnvironment(environment) { return .mode(known) }
        return .ask
    }

    /// What the environment alone says, or nil when only the terminal itself can tell.
    static func fromEnvironment(_ environment: [String: String]) -> GraphicsMode? {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        // Multiplexers first: their panes inherit the outer terminal's variables (KITTY_WINDOW_ID…).
        if has(environment, "TMUX") || has(environment, "STY") || term.hasPrefix("screen") || term.hasPrefix("tmux") || program == "tmux" {
            return .symbols
        }
        if term == "xterm-kitty" || has(environment, "KITTY_WINDOW_ID") { return .kitty }
        if program == "WezTerm" || term == "wezterm" || has(environment, "WEZTERM_EXECUTABLE") { return .kitty }
        if program == "ghostty" || term == "xterm-ghostty" || has(environment, "GHOSTTY_RESOURCES_DIR") { return .kitty }
        if term.hasPrefix("foot") || term.hasPrefix("mlterm") || has(environment, "MLTERM") || term.hasPrefix("contour")
            || program == "contour" || has(environment, "CONTOUR_PROFILE") || term.hasPrefix("yaft") {
            return .sixel
        }
        // Terminals known to have neither, where a query would only cost time (or print garbage).
        if term == "linux" || term.hasPrefix("vt1") || term.hasPrefix("vt2") || program == "Apple_Terminal" {
            return .symbols
        }
        return nil
    }

    private static func has(_ environment: [String: String], _ name: String) -> Bool {
        !(environment[name] ?? "").isEmpty
    }
}

/// Asking the terminal what it can draw, at start-up, in raw mode: a kitty graphics query (a 1×1
/// image that is never shown), the cell size in pixels (`CSI 16 t`) and the primary device
/// attributes (`CSI c`, where parameter 4 means sixel). Every terminal answers the last one, and
/// answers in order, so its reply ends the wait; the wait is bounded anyway. Bytes that are not
/// replies (keys typed meanwhile) are handed back to be decoded as input, and a reply that comes
/// after the deadline is dropped by ``InputDecoder``.
public enum TerminalQuery {
    /// How long to wait for the replies at most.
    public static let timeout = 0.25

    /// The kitty graphics query uses this image id.
    static let kittyQueryID = 31

    /// The bytes that ask.
    public static let request: [UInt8] = Array("\u{1B}_Gi=\(kittyQueryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}[c".utf8)

    /// What the replies said.
    public struct Answer: Sendable, Hashable {
        /// The kitty graphics query was answered OK.
        public var kitty = false
        /// The primary device attributes (without the leading `?`), once they came.
        public var attributes: [Int]?
        /// The cell size in pixels, if reported.
        public var cellPixels: CellPixels?
        /// Bytes that were not part of a reply.
        public var input: [UInt8] = []

        public init() {}

        /// Whether the last reply (device attributes) has come.
        public var isComplete: Bool { attributes != nil }

        /// The mode the replies allow: kitty, else sixel, else symbols.
        public var mode: GraphicsMode {
            if kitty { return .kitty }
            if let attributes, attributes.dropFirst().contains(4) { return .sixel }
            return .symbols
        }
    }

    /// Separates replies from other bytes. Incomplete replies at the end are left in `rest` for
    /// the next call.
    public static func parse(_ bytes: [UInt8], into answer: inout Answer) -> [UInt8] {
        var i = 0
        while i < bytes.count {
            guard bytes[i] == 0x1B else {
                answer.input.append(bytes[i])
                i += 1
                continue
            }
            guard i + 1 < bytes.count else { return Array(bytes[i...]) }
            if bytes[i + 1] == UInt8(ascii: "_") {
                // APC … ST: the kitty reply, "Gi=31;OK" or an error.
                guard let end = stringTerminator(bytes, from: i + 2) else { return Array(bytes[i...]) }
                let body = String(decoding: bytes[(i + 2)..<end.start], as: UTF8.self)
                if body.hasPrefix("Gi=\(kittyQueryID)") && body.hasSuffix(";OK") { answer.kitty = true }
                i = end.after
                continue
            }
            if bytes[i + 1] == UInt8(ascii: "[") {
                var j = i + 2
                while j < bytes.count, (0x20...0x3F).contains(bytes[j]) { j += 1 }
                guard j < bytes.count else { return Array(bytes[i...]) }
                let params = String(decoding: bytes[(i + 2)..<j], as: UTF8.self)
                let final = bytes[j]
                if final == UInt8(ascii: "c"), params.hasPrefix("?") {
                    answer.attributes = params.dropFirst().split(separator: ";").compactMap { Int($0) }
                    i = j + 1
                    continue
                }
                if final == UInt8(ascii: "t"), params.hasPrefix("6;") {
                    let n = params.split(separator: ";").compactMap { Int($0) }
                    if n.count == 3, n[1] > 0, n[2] > 0 { answer.cellPixels = CellPixels(width: n[2], height: n[1]) }
                    i = j + 1
                    continue
                }
                answer.input += bytes[i...j]
                i = j + 1
                continue
            }
            answer.input.append(bytes[i])
            i += 1
        }
        return []
    }

    /// The position of ST (`ESC \`) or BEL ending a control string that starts at `from`.
    private static func stringTerminator(_ bytes: [UInt8], from: Int) -> (start: Int, after: Int)? {
        var k = from
        while k < bytes.count {
            if bytes[k] == 0x07 { return (k, k + 1) }
            if bytes[k] == 0x1B {
                guard k + 1 < bytes.count else { return nil }
                if bytes[k + 1] == UInt8(ascii: "\\") { return (k, k + 2) }
            }
            k += 1
        }
        return nil
    }
}

/// The size of one cell in pixels: what pixel images are scaled for.
public struct CellPixels: Sendable, Hashable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Used when the terminal does not say.
    public static let fallback = CellPixels(width: 10, height: 20)
}
