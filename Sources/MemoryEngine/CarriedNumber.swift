/// A number a campaign carries from level to level (`game:carry`, a campaign's `carry`): a whole
/// number or a finite decimal, kept exactly in millionths, so that sums across levels do not
/// drift (0.1 carried three times is 0.3) and the player reads "1.5", not "1.5000001".
public struct CarriedNumber: Sendable, Hashable, Comparable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// How many parts a unit is kept in: a value is rounded to six decimal places.
    public static let scale = 1_000_000
    /// The largest value a campaign's starting value or one `game:carry` may give, either way.
    public static let limit = 1_000_000

    /// The value in millionths.
    public private(set) var millionths: Int

    public init(millionths: Int) { self.millionths = millionths }

    /// The whole number `value`.
    public init(_ value: Int) {
        let (scaled, overflow) = value.multipliedReportingOverflow(by: Self.scale)
        millionths = overflow ? (value < 0 ? .min : .max) : scaled
    }

    public init(integerLiteral value: Int) { self.init(value) }

    /// `value` rounded to the nearest millionth; nil when it is not finite or beyond ``limit``.
    public init?(_ value: Double) {
        guard value.isFinite, value.magnitude <= Double(Self.limit) else { return nil }
        millionths = Int((value * Double(Self.scale)).rounded())
    }

    /// The value as a whole number, when it is one.
    public var whole: Int? { millionths % Self.scale == 0 ? millionths / Self.scale : nil }

    /// The value as a floating-point number (exact for a whole number; the nearest double to
    /// the decimal otherwise).
    public var double: Double { Double(millionths) / Double(Self.scale) }

    /// "1.5", "-2", "0.25": the decimal with no trailing zeros.
    public var description: String {
        let magnitude = millionths.magnitude
        let whole = magnitude / UInt(Self.scale), fraction = magnitude % UInt(Self.scale)
        var text = (millionths < 0 ? "-" : "") + String(whole)
        if fraction != 0 {
            let digits = String(fraction)
            let padded = String(repeating: "0", count: 6 - digits.count) + digits
            text += "." + padded.reversed().drop { $0 == "0" }.reversed()
        }
        return text
    }

    /// "+1.5", "-1", "+0": the value as a change, signed either way.
    public var signed: String { millionths < 0 ? description : "+" + description }

    /// The sum, held at the ends of what millionths can count rather than wrapping.
    public static func + (a: Self, b: Self) -> Self {
        let (sum, overflow) = a.millionths.addingReportingOverflow(b.millionths)
        return Self(millionths: overflow ? (b.millionths < 0 ? .min : .max) : sum)
    }

    public static func += (a: inout Self, b: Self) { a = a + b }

    public static func < (a: Self, b: Self) -> Bool { a.millionths < b.millionths }
}

/// Kept as a JSON number: a whole value as a whole number (as whole carries always were kept),
/// a decimal as the shortest number that reads back to the same millionths.
extension CarriedNumber: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let value = try container.decode(Double.self)
        let scaled = (value * Double(Self.scale)).rounded()
        guard scaled.isFinite, scaled.magnitude < 0x1p62 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(value) is not a number a campaign carries")
        }
        millionths = Int(scaled)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let whole { try container.encode(whole) } else { try container.encode(double) }
    }
}
