/// The rules for a file name inside a package: relative, inside the package, printable.
enum EntryName {
    /// The longest folder or file name in an entry's name, in bytes (Linux's NAME_MAX).
    static let maximumPartBytes = 255
    /// The longest entry name, in bytes: room for the install folder's path in Linux's PATH_MAX.
    static let maximumBytes = 1024

    /// `name` as a safe relative path (folder entries lose their trailing `/`), or why it is refused.
    static func validate(_ bytes: [UInt8]) -> Result<String, PackageError> {
        let shown = Printable.text(String(decoding: bytes, as: UTF8.self))
        func refuse(_ why: String) -> Result<String, PackageError> { .failure(PackageError(path: shown, why)) }
        guard let name = String(validating: bytes, as: UTF8.self) else { return refuse("the name is not UTF-8 text") }
        if let bad = name.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            return refuse("the name holds the control character U+\(String(bad.value, radix: 16, uppercase: true))")
        }
        if name.hasPrefix("/") || name.first.map({ $0.isLetter && name.dropFirst().hasPrefix(":") }) == true {
            return refuse("the name is an absolute path")
        }
        if name.contains("\\") { return refuse("the name holds a backslash (a Windows path?): folders are separated by '/'") }
        var trimmed = Substring(name)
        if trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains(where: { $0 == ".." }) { return refuse("the name leaves the package ('..')") }
        if parts.contains(where: { $0.isEmpty || $0 == "." }) { return refuse("the name has an empty or '.' part") }
        // Longer would fail only when written, as the file system's limit (a name's part 255
        // bytes, a path 4096) is reached under the install folder: refused here, with the reason.
        if parts.contains(where: { $0.utf8.count > maximumPartBytes }) {
            return refuse("a part of the name is longer than \(maximumPartBytes) bytes")
        }
        if trimmed.utf8.count > maximumBytes { return refuse("the name is longer than \(maximumBytes) bytes") }
        return .success(String(trimmed))
    }
}
