import Foundation
import MemoryScripting

extension ScriptCatalogue {
    /// Where `memory play`, `resume`, `simulate` and `list` find scripts by id: the standard
    /// search path, with the package the current folder is (or lies in) searched first, so that
    /// a modder plays the package being written as `memory test` and `check` test it there.
    static func forPlay() -> ScriptCatalogue {
        standard().including(packageAt: FileManager.default.currentDirectoryPath)
    }
}
