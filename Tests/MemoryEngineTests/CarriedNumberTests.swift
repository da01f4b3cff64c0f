import Foundation
import MemoryEngine
import Testing

/// What a campaign carries: whole numbers and finite decimals, summed exactly and shown as a
/// player reads them.
@Suite struct CarriedNumberTests {
    @Test func decimalsAreKeptToMillionthsAndSumWithoutDrift() throws {
        let tenth = try #require(CarriedNumber(0.1))
        #expect(tenth + tenth + tenth == CarriedNumber(0.3), "0.1 three times is 0.3, where doubles make 0.30000000000000004")
        #expect(CarriedNumber(0.1 + 0.2) == CarriedNumber(0.3), "a script's sum is read to the nearest millionth")
        #expect(CarriedNumber(1.5)?.millionths == 1_500_000)
        #expect(CarriedNumber(1.0 / 3)?.description == "0.333333")
        #expect(CarriedNumber(2.0)?.whole == 2 && CarriedNumber(2.5)?.whole == nil)
    }

    @Test func onlyFiniteNumbersWithinTheLimitAreCarried() {
        #expect(CarriedNumber(.nan) == nil)
        #expect(CarriedNumber(.infinity) == nil && CarriedNumber(-.infinity) == nil)
        #expect(CarriedNumber(Double(CarriedNumber.limit)) != nil && CarriedNumber(Double(CarriedNumber.limit) + 1) == nil)
    }

    @Test func aNumberReadsWithoutTrailingZerosAndAChangeIsSigned() throws {
        #expect(["1.5", "-2", "0", "0.25", "-0.000001", "1000000"] == [1.5, -2, 0, 0.25, -0.000001, 1_000_000].map { CarriedNumber($0)!.description })
        #expect(["+1.5", "-1", "+0"] == [1.5, -1, 0].map { CarriedNumber($0)!.signed })
    }

    @Test func sumsStopAtTheEndsRatherThanWrap() {
        let top = CarriedNumber(millionths: .max)
        #expect(top + 1 == top)
        #expect(CarriedNumber(millionths: .min) + -1 == CarriedNumber(millionths: .min))
    }

    /// Kept as JSON numbers: a whole one as a whole number (as whole carries always were), a
    /// decimal as the shortest text that reads back to it.
    @Test func jsonKeepsWholeNumbersWholeAndDecimalsExact() throws {
        let values: [String: CarriedNumber] = ["lives": -1, "mult": CarriedNumber(0.1)! + CarriedNumber(0.2)!, "gold": 12]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(values), as: UTF8.self)
        #expect(text == #"{"gold":12,"lives":-1,"mult":0.3}"#)
        #expect(try JSONDecoder().decode([String: CarriedNumber].self, from: Data(text.utf8)) == values)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([String: CarriedNumber].self, from: Data(#"{"a":1e300}"#.utf8)) }
    }
}
