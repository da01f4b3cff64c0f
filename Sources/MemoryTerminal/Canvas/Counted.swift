/// A number and a noun that agree: "1 move", "2 moves", "1 card turned", "3 cards turned".
public enum Counted {
    /// `n` and `singular`, or `plural` (by default `singular` + "s") when `n` is not 1.
    public static func text(_ n: Int, _ singular: String, plural: String? = nil) -> String {
        "\(n) " + (n == 1 ? singular : plural ?? singular + "s")
    }
}
