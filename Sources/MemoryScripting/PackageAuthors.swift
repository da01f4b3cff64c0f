import MemoryPackages

extension PackageContents {
    /// A warning for each script whose `author` is not the manifest's: players see the
    /// manifest's author (`memory list --installed`, `memory info`) and the script's
    /// (`memory list`), and installs by another author are refused as a stranger's, so the two
    /// should agree. A script naming no author takes the manifest's and is not warned about. The
    /// line is that of the script's `author =`.
    public func authorWarnings() -> [Diagnostic] {
        scripts.compactMap { script in
            guard let author = script.metadata.author, author != manifest.author else { return nil }
            let line = files[script.file].flatMap { FieldLines(source: $0, from: 1).line(of: "author") }
            let stated = manifest.author.map { "says \"\($0)\"" } ?? "names no author"
            return Diagnostic(path: path(of: script.file), line: line, severity: .warning,
                              message: "author \"\(author)\" differs from the package's: \(PackageManifest.fileName) \(stated) "
                                  + "(players see both; make them agree)")
        }
    }
}
