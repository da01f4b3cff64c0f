import Foundation
import MemoryPackages

/// Modules: Lua files that scripts share with `require "name"`. They live in a `lib/` folder at
/// the root of a package or search root (`Decks/lib/` for the shipped scripts): `require
/// "lives"` loads `lib/lives.lua`, `require "util.grid"` loads `lib/util/grid.lua`. Nothing
/// outside that folder can be named.
public enum ScriptModules {
    /// The folder whose `lib/` holds the modules of the script at `path`: its package's root
    /// (see ``PackageLayout/packageRoot(ofScript:)``) when it is in a package, else the nearest of
    /// its folder and that folder's parent holding a `lib/` folder, else its folder (which has
    /// none: every `require` then names what it looked for).
    public static func root(ofScript path: String) -> String {
        if let package = PackageLayout.packageRoot(ofScript: path) { return package }
        // FolderPath's "" is the current folder.
        func named(_ folder: String) -> String { folder.isEmpty ? "." : folder }
        let own = named(FolderPath.parent(of: path))
        for candidate in [own, named(FolderPath.parent(of: own))] where hasLib(candidate) {
            return candidate
        }
        return own
    }

    /// The module root of a script test: its target script's (a deck's `tests/` folder belongs
    /// to the deck), else its own.
    static func root(ofTest path: String, target: String?) -> String {
        root(ofScript: target ?? path)
    }

    private static func hasLib(_ folder: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder + "/lib", isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Why `name` cannot be required, or nil: a module name is one or more words joined by dots,
    /// each of letters, digits, `_` and `-` (so no path, no `..`, nothing absolute).
    static func problem(withName name: String) -> String? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let valid = !name.isEmpty && name.utf8.count <= 200 && parts.count <= 8 && parts.allSatisfy { part in
            !part.isEmpty && part.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x2D
            }
        }
        if valid && parts.count > 1 && parts.last == "lua" {
            return "\(Printable.text(name)) names lib/\(parts.dropLast().joined(separator: "/"))/lua.lua: write the module's name without .lua"
        }
        guard !valid else { return nil }
        return "\(Printable.text(name)) is not a module name: write words of letters, digits, _ and - joined by dots "
            + "(require \"util.grid\" loads lib/util/grid.lua); paths, '..' and absolute names are refused"
    }

    /// The file `require name` loads for a script whose module root is `root`.
    static func file(_ name: String, root: String) -> String {
        root + "/lib/" + name.split(separator: ".").joined(separator: "/") + ".lua"
    }

    /// The module root and name of the module file at `path` (a `.lua` file in a `lib/` folder,
    /// or a folder under it, named as a module can be), or nil when it is not one.
    public static func module(at path: String) -> (root: String, name: String)? {
        guard path.hasSuffix(".lua"), !path.hasSuffix(".d.lua"), !ScriptTests.isTestFile(path) else { return nil }
        var parts = [String(path.split(separator: "/").last ?? "").dropLast(".lua".count)].map(String.init)
        var folder = FolderPath.parent(of: path)
        while !folder.isEmpty, folder != "/", parts.count <= 8 {
            let name = folder.split(separator: "/").last.map(String.init) ?? folder
            if name == "lib" {
                let module = parts.reversed().joined(separator: ".")
                guard problem(withName: module) == nil else { return nil }
                let root = FolderPath.parent(of: folder)
                return (root.isEmpty ? "." : root, module)
            }
            parts.append(name)
            folder = FolderPath.parent(of: folder)
        }
        return nil
    }

    /// Whether `file`, a path relative to a package or search root, is a module: a `.lua` file
    /// in its `lib/` folder or a folder under it.
    public static func isModule(relative file: String) -> Bool {
        file.hasPrefix("lib/") && file.hasSuffix(".lua")
    }

    /// The path of the module file `path` relative to the folder its `lib/` is in (`lib/…`).
    public static func relativePath(ofModule path: String) -> String? {
        guard let (root, name) = module(at: path) else { return nil }
        return String(file(name, root: root).dropFirst(root.count + 1))
    }
}
