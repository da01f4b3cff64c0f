import Foundation
import MemoryPackages

/// The tests a package carries (`x_test.lua` beside its scripts, any `.lua` file in a deck's
/// `tests/` folder), run as `memory test` runs them, on the package's files as they will be
/// packed or installed. The files are written to a temporary folder first, so that the tests of
/// an archive run as well as those of a folder, and that folder comes first on the search path,
/// as the installed package will: a test finds the package's own scripts by id. Paths in the
/// results are the package's own (`birds.zip/tests/deck_test.lua`), not the temporary folder's.
public enum PackageTests {
    /// The results of every test of `contents`, file by file (none when it has no tests).
    public static func run(_ contents: PackageContents, catalogue: ScriptCatalogue,
                           limits: SandboxLimits = .standard) throws(PackageError) -> [ScriptTestResult] {
        let testFiles = contents.files.keys.filter(ScriptTests.isTestFile).sorted()
        guard !testFiles.isEmpty else { return [] }
        let staged = FileManager.default.temporaryDirectory.path + "/memory-package-tests-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: staged) }
        try FileTree.write(contents.files, into: staged, reportingAs: FileManager.default.temporaryDirectory.path)
        let withPackage = catalogue.searchingFirst(package: staged)
        let shown = PathNames(contents, staged: staged)
        return testFiles.flatMap { file in
            ScriptTests.run(file: staged + "/" + file, catalogue: withPackage, limits: limits).map(shown.result)
        }
    }

    /// Rewrites paths in the staged folder as the package names them.
    private struct PathNames {
        /// Staged path → the package's path, longest first (so that no path is rewritten by a prefix of it).
        let names: [(staged: String, shown: String)]
        let staged: String

        init(_ contents: PackageContents, staged: String) {
            self.staged = staged
            var names = contents.files.keys.map { name -> (String, String) in
                if case let .file(script) = contents.source {
                    // A package of one script: its files (the script, its test) sit side by side.
                    return (staged + "/" + name, TestBench.split(script).folder + "/" + TestBench.split(name).name)
                }
                return (staged + "/" + name, contents.path(of: name))
            }
            names.append((staged, contents.source.location))
            self.names = names.sorted { $0.0.count > $1.0.count }
        }

        func text(_ text: String) -> String {
            guard text.contains(staged) else { return text }
            return names.reduce(text) { $0.replacingOccurrences(of: $1.staged, with: $1.shown) }
        }

        func result(_ result: ScriptTestResult) -> ScriptTestResult {
            var shown = result
            shown.name = text(result.name)
            shown.failure?.path = text(result.failure?.path ?? "")
            shown.failure?.message = text(result.failure?.message ?? "")
            shown.log = result.log.map(text)
            return shown
        }
    }
}
