#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The name a high score is recorded under until the player chooses another.
public enum PlayerName {
    /// The login name: `getlogin()`, else `$USER`, else `$LOGNAME`, else `"player"`.
    public static func current(environment: [String: String]) -> String {
        resolve(login: getlogin().map { String(cString: $0) }, environment: environment)
    }

    /// The first non-empty of `login`, `$USER` and `$LOGNAME`, else `"player"`.
    public static func resolve(login: String?, environment: [String: String]) -> String {
        [login, environment["USER"], environment["LOGNAME"]]
            .compactMap { $0?.trimmingSpaces }
            .first { !$0.isEmpty } ?? "player"
    }
}

extension String {
    /// The text without leading or trailing spaces, tabs and newlines.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
