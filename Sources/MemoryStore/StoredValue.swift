import Foundation
import GRDB

/// A database is input: every value read back is decoded with GRDB's throwing accessors and
/// checked to be in range, so a row damaged by hand or by another program is skipped and named
/// (``DamagedRow``) instead of stopping the program.
struct StoredValue {
    let row: Row
    let table: String

    /// The row's id, for naming it.
    var id: Int64? { try? row.decode(Int64?.self, forColumn: "id") }

    func damaged(_ reason: String) -> DamagedRow { DamagedRow(table: table, id: id, reason: reason) }

    /// The value of `column`, or a ``DamagedRow`` naming the column.
    func value<T: DatabaseValueConvertible>(_ column: String, _ type: T.Type = T.self) throws(DamagedRow) -> T {
        do { return try row.decode(T.self, forColumn: column) } catch {
            throw damaged("\(column) is \(describe(column)), not \(Self.noun(T.self))")
        }
    }

    /// A number of seconds: finite, 0 or more and at most ``maximumSeconds``.
    func seconds(_ column: String) throws(DamagedRow) -> Double {
        let value = try value(column, Double.self)
        guard value.isFinite, (0...Self.maximumSeconds).contains(value) else {
            throw damaged("\(column) is \(value), not a number of seconds from 0 to \(Int(Self.maximumSeconds))")
        }
        return value
    }

    /// A count or score within `range`.
    func integer(_ column: String, in range: ClosedRange<Int>) throws(DamagedRow) -> Int {
        let value = try value(column, Int.self)
        guard range.contains(value) else { throw damaged("\(column) is \(value), not \(range.lowerBound) to \(range.upperBound)") }
        return value
    }

    /// A ten-year game is no game: longer times are damage.
    static let maximumSeconds = 315_360_000.0

    private func describe(_ column: String) -> String {
        guard row.hasColumn(column) else { return "missing" }
        switch (row[column] as DatabaseValue).storage {
        case .null: return "empty"
        case let .int64(n): return "\(n)"
        case let .double(d): return "\(d)"
        case let .string(s): return "'\(s.prefix(40))'"
        case let .blob(b): return "a blob of \(b.count) bytes"
        }
    }

    private static func noun<T>(_ type: T.Type) -> String {
        switch type {
        case is Date.Type, is Date?.Type: return "a date"
        case is String.Type, is String?.Type: return "text"
        case is Double.Type: return "a number"
        case is Data.Type: return "data"
        default: return "a whole number"
        }
    }
}

/// A row of the database whose values cannot be used; it is skipped and reported.
public struct DamagedRow: Error, Sendable, Hashable, CustomStringConvertible {
    public var table: String
    public var id: Int64?
    public var reason: String

    public var description: String {
        "the database's \(table) row \(id.map(String.init) ?? "?") is damaged and was skipped: \(reason)"
    }
}
