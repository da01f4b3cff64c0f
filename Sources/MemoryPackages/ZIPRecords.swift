import Foundation
import ZIPFoundation

/// Facts of an archive's records that ZIPFoundation parses but does not make public, read
/// through reflection of what it parsed rather than by parsing the archive again:
///
/// - an entry's raw name bytes (its `path` decodes them, as code page 437 when the UTF-8 flag is
///   not set, so a name that is not UTF-8 would pass unseen);
/// - the number of entries the archive declares. ZIPFoundation's iteration ends, without an
///   error, at an entry it cannot parse or will not read (an encrypted one), so the entries seen
///   are compared with it.
enum ZIPRecords {
    static func nameBytes(_ entry: Entry) -> [UInt8] {
        let record = field("centralDirectoryStructure", of: entry)
        return (record.flatMap { field("fileNameData", of: $0) } as? Data).map(Array.init) ?? Array(entry.path.utf8)
    }

    /// The entries the archive's table of contents declares, or nil if it cannot be read.
    static func declaredEntries(_ archive: Archive) -> UInt64? {
        if let zip64 = field("zip64EndOfCentralDirectory", of: archive).flatMap(unwrapped),
           let record = field("record", of: zip64), let count = field("totalNumberOfEntriesInCentralDirectory", of: record) as? UInt64 {
            return count
        }
        let record = field("endOfCentralDirectoryRecord", of: archive)
        return (record.flatMap { field("totalNumberOfEntriesInCentralDirectory", of: $0) } as? UInt16).map(UInt64.init)
    }

    private static func field(_ name: String, of value: Any) -> Any? {
        Mirror(reflecting: value).children.first { $0.label == name }?.value
    }

    /// The value inside an optional, or nil for `.none`.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }
}
