/// What an archive may hold. A `.zip` is refused before anything is read from it when its table
/// of contents goes past these, and while inflating when an entry turns out larger than it
/// declared (a zip bomb inflates a few MB into gigabytes).
public struct PackageLimits: Sendable, Hashable {
    /// Entries (files and folders) in one archive.
    public var entries: Int
    /// Bytes of one file, inflated.
    public var fileBytes: Int
    /// Bytes of all files together, inflated.
    public var totalBytes: Int

    public init(entries: Int, fileBytes: Int, totalBytes: Int) {
        self.entries = entries
        self.fileBytes = fileBytes
        self.totalBytes = totalBytes
    }

    /// 2,000 entries, 8 MiB a file, 64 MiB in all: room for a deck of a few hundred pictures.
    public static let standard = PackageLimits(entries: 2_000, fileBytes: 8 << 20, totalBytes: 64 << 20)
}
