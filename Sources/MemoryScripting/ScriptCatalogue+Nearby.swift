import Foundation

extension ScriptCatalogue {
    /// What to say when `id` names no script on the search path but a script named after it
    /// sits in the current folder (`memory new variant wobble --dir .` writes
    /// `variants/wobble.lua`), which is searched only as a package's folder: how to play it by
    /// its path, or to find it by id. Nil when there is no such file (``resolve(_:_:)`` asks only
    /// when no script named after the id is on the search path).
    static func nearbyHint(_ kind: ScriptKind, _ id: String) -> String? {
        let flag = "--\(kind.rawValue)"
        let here = FileManager.default.currentDirectoryPath
        if let folder = kind.folder, FileManager.default.fileExists(atPath: "\(folder)/\(id).lua") {
            let path = "./\(folder)/\(id).lua"
            return "\(path) is here, but this folder is not on the search path: give its path (`\(flag) \(path)`), "
                + "or add a manifest.json here or put this folder on MEMORY_DECKS_PATH to find it by id"
        }
        guard FileManager.default.fileExists(atPath: "\(id).lua") else { return nil }
        let path = "./\(id).lua"
        let byId: String
        if kind.folder == nil {
            byId = "put this folder on MEMORY_DECKS_PATH"
        } else if let folder = kind.folder, URL(fileURLWithPath: here).lastPathComponent == folder {
            byId = "add a manifest.json to the folder above or put that folder on MEMORY_DECKS_PATH"
        } else {
            return "\(path) is here, but this folder is not on the search path: give its path (`\(flag) \(path)`)"
        }
        return "\(path) is here, but this folder is not on the search path: give its path (`\(flag) \(path)`), or \(byId) to find it by id"
    }
}
