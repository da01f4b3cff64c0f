import Foundation

extension ScriptCatalogue {
    /// What to say when `id` names no script on the search path but a script named after it
    /// sits in the current folder (`memory new variant wobble --dir .` writes
    /// `variants/wobble.lua`), which is searched only as a package's folder: how to play it by
    /// its path, or to find it by id. Nil when there is no such file (``resolve(_:_:)`` asks only
    /// when no script named after the id is on the search path).
    static func nearbyHint(_ kind: ScriptKind, _ id: String) -> String? {
        let files = FileManager.default
        let path: String, byId: String?
        if let folder = kind.folder, files.fileExists(atPath: "\(folder)/\(id).lua") {
            path = "./\(folder)/\(id).lua"
            byId = "add a manifest.json here or put this folder on MEMORY_DECKS_PATH"
        } else if files.fileExists(atPath: "\(id).lua") {
            path = "./\(id).lua"
            // Decks sit at the top of a search root, the other kinds in its folder for them.
            if kind.folder == nil {
                byId = "put this folder on MEMORY_DECKS_PATH"
            } else if URL(fileURLWithPath: files.currentDirectoryPath).lastPathComponent == kind.folder {
                byId = "add a manifest.json to the folder above or put that folder on MEMORY_DECKS_PATH"
            } else {
                byId = nil
            }
        } else {
            return nil
        }
        return "\(path) is here, but this folder is not on the search path: give its path (`--\(kind.rawValue) \(path)`)"
            + (byId.map { ", or \($0) to find it by id" } ?? "")
    }
}
