/// The rules for a file name inside a package: relative, inside the package, printable.
enum EntryName {
    /// `name` as a safe relative path (folder entries lose their trailing `/`), or why it is refused.
    static func validate(_ bytes: [UInt8]) -> Result<String, PackageError> {
        let shown = Printable.text(String(decoding: bytes, as: UTF8.self))
        func refuse(_ why: String) -> Result<String, PackageError> { .failure(PackageError(path: shown, why)) }
        guard let name = String(validating: bytes, as: UTF8.self) else { return refuse("the name is not UTF-8 text") }
        if let bad = name.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            return refuse("the name holds the control character U+\(String(bad.value, radix: 16, uppercase: true))")
        }
        if name.hasPrefix("/") || name.contains("\\") || name.first.map({ $0.isLetter && name.dropFirst().hasPrefix(":") }) == true {
            return refuse("the name is an absolute path")
        }
        var trimmed = Substring(name)
        if trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains(where: { $0 == ".." }) { return refuse("the name leaves the package ('..')") }
        if parts.contains(where: { $0.isEmpty || $0 == "." }) { return refuse("the name has an empty or '.' part") }
        return .success(String(trimmed))
    }
}
