/// The folder part of a path, computed on the text.
///
/// Written here rather than taken from `NSString.deletingLastPathComponent`, which traps in this
/// Foundation on Linux when what remains is one character (`"v"`, `"v/"`: `memory check v/x.lua`
/// crashed), and on `"."`.
public enum FolderPath {
    /// The path without its last component: "" for a single relative name, "/" for a name at
    /// the root; trailing slashes are ignored. The parent of "." is "..", and a path ending in
    /// "/." is the folder before it.
    public static func parent(of path: String) -> String {
        var path = Substring(path)
        while path.count > 1 && path.hasSuffix("/") { path = path.dropLast() }
        if path == "." { return ".." }
        if path.hasSuffix("/.") { return parent(of: String(path.dropLast(2))) }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        var folder = path[..<slash]
        while folder.count > 1 && folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(folder)
    }
}
