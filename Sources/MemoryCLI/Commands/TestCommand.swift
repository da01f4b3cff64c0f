import ArgumentParser
import Foundation
import MemoryEngine
import MemoryScripting

/// `memory test`: runs the tests designers write in Lua beside their scripts.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run script tests (x_test.lua beside x.lua, or a deck's tests/ folder).",
        discussion: """
        Each test file runs in the scripts' sandbox with test, expect, expect_error and game \
        added: a test deals a game (from a seed, or laid out by hand), turns cards, lets time \
        pass, uses actions, and checks scores, events, messages, game.state and the end. One \
        line per test (ok NAME, or FAIL path:line: message), what scripts printed under it, \
        then "N passed, M failed". Exit status 1 when a test fails or no test is found. See \
        Decks/README.md, "Testing your scripts".

        Examples:
          memory test                         (every test under ./Decks; in a package's folder, the package's)
          memory test Decks/variants/lives.lua   (runs Decks/variants/lives_test.lua)
          memory test MyDeck/ --log test.log
        """
    )

    @Argument(help: ArgumentHelp("Test files, scripts (their x_test.lua) or folders to search (default: Decks, or in a package's folder the package).",
                                 valueName: "path"))
    var paths: [String] = []

    @OptionGroup var logging: LogOption

    func run() throws {
        try reportingFailures {
            try logging.open()
            let (files, problems) = ScriptTests.files(in: paths.isEmpty ? [TestCommand.defaultFolder] : paths)
            for problem in problems { Standard.error("memory: " + problem) }
            let catalogue = ScriptCatalogue.standard()
            var passed = 0, failed = problems.count
            for file in files {
                for result in ScriptTests.run(file: file, catalogue: catalogue) {
                    if result.passed { passed += 1 } else { failed += 1 }
                    Standard.output(TestCommand.lines(result))
                }
            }
            Standard.output("\(passed) passed, \(failed) failed")
            if failed > 0 || passed == 0 { throw ExitCode(Failure.problemsFound) }
        }
    }

    /// What `memory test` searches when given no path: the package the current folder is (or lies
    /// in), as play and list find its scripts there; else `Decks`.
    static var defaultFolder: String {
        PackageLayout.packageRoot(ofFolder: FileManager.default.currentDirectoryPath) ?? "Decks"
    }

    /// What `memory test` prints of one test: `ok NAME` or `FAIL path:line: message (NAME)`,
    /// then what scripts printed meanwhile, each line under `  | `.
    static func lines(_ result: ScriptTestResult) -> String {
        let head = result.failure.map { "FAIL \(place($0)): \(visible($0.message)) (\(visible(result.name)))" } ?? "ok \(visible(result.name))"
        return ([head] + result.log.map { "  | " + $0 }).joined(separator: "\n")
    }

    /// `path:line` of a failure (`path` when no line is known).
    static func place(_ diagnostic: Diagnostic) -> String {
        diagnostic.line.map { "\(visible(diagnostic.path)):\($0)" } ?? visible(diagnostic.path)
    }
}

/// Text from a script or a file, with control characters shown visibly, fit for the terminal.
func visible(_ text: String) -> String { VisibleText.of(text, lineBreaks: false) }
