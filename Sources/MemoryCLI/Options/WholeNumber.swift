import ArgumentParser

/// The check of a whole-number option, one message for all: `--games -5 is not allowed: give a
/// whole number of at least 1.` (Such options are read with `parsing: .unconditional`, so that a
/// negative number is refused as a value rather than taken for a missing one.)
enum WholeNumber {
    /// Refuses `value`, given to `--name`, when it is below `least` or above `most`.
    static func check(_ name: String, _ value: Int, least: Int, most: Int? = nil) throws(ValidationError) {
        guard value < least || most.map({ value > $0 }) == true else { return }
        let allowed = most.map { "from \(least) to \($0)" } ?? "of at least \(least)"
        throw ValidationError("--\(name) \(value) is not allowed: give a whole number \(allowed).")
    }
}
