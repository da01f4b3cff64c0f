import ArgumentParser
import Foundation
import MemoryPackages
import MemoryScripting
import MemoryTerminal

/// `memory check`: validates scripts like a compiler.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check deck, rules and variant scripts; one line per problem.",
        discussion: """
        Each script is loaded in the sandbox and every field is checked; a deck must fill a board \
        and its images must exist and decode; each hook is run in a short simulated game \
        (with the faces of --deck, else of the deck the variant, else the rules, name, else plain \
        ones). \
        Problems are printed as path:line: error: message (or warning:). Exit status 0 when \
        every script is valid (warnings allowed), 1 otherwise; 64 when --deck or --variant names \
        no script.

        Examples:
          memory check Decks/emoji.lua
          memory check Decks/*.lua Decks/rules/*.lua Decks/variants/*.lua
          memory check MyDeck/            (a folder holding deck.lua)
          memory check Decks              (every script under a folder, tests left out)
          memory check --deck party Decks/variants/bomb.lua   (play the hooks with that deck's faces)
          memory check --variant lives+bomb   (variants stacked: conflicts, and hooks played together)
        """
    )

    @Argument(help: ArgumentHelp("Scripts to check (.lua files, or deck folders).", valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("Also check variants played together, ids or paths joined by + (lives+bomb).", valueName: "stack"))
    var variant: String?

    @Option(help: ArgumentHelp("The deck whose faces rules and variants are played with (an id or a path; default: the deck the variant, else the rules, name, else plain faces).",
                               valueName: "deck"))
    var deck: String?

    @OptionGroup var logging: LogOption

    func validate() throws {
        guard !paths.isEmpty || variant != nil else {
            throw ValidationError("Missing expected argument '<path> ...': give at least one script to check, e.g. memory check Decks/emoji.lua "
                                  + "(or a stack of variants: memory check --variant lives+bomb)")
        }
    }

    func run() throws {
        var faces: DeckScript?
        var stack: [ScriptRef]?
        try reportingFailures {
            try logging.open()
            // A name no script has is bad usage; a deck that does not load, a problem found. The
            // packages of the scripts checked are searched first: their own ids name their scripts;
            // with none named (`memory check --variant rich`), the package the current folder is,
            // as play and simulate find it there.
            let catalogue = paths.isEmpty ? ScriptCatalogue.forPlay() : ScriptCatalogue.standard().including(packagesOf: paths)
            if let deck {
                do throws(ScriptError) { faces = try DeckScript(path: catalogue.resolve(.deck, deck).path) } catch {
                    throw Failure(error, message: "--deck \(deck): \(GameDealer.oneLine(error))", otherwise: Failure.problemsFound)
                }
            }
            if let variant {
                do throws(ScriptError) { stack = try ScriptSet.resolveStack(variant, catalogue: catalogue) } catch {
                    throw Failure(error, message: "--variant \(variant): \(GameDealer.oneLine(error))")
                }
            }
        }
        var status: Int32 = 0
        if !paths.isEmpty { status = CheckCommand.check(paths, deck: faces) }
        if let variant, let stack { status = max(status, CheckCommand.check(stack: stack, named: variant, deck: faces)) }
        if status != 0 { throw ExitCode(status) }
    }

    /// Checks `paths` (validated: at least one), prints one line per problem and the summary,
    /// and returns the exit status. `QuickStart` calls it directly for `memory check <path>…`.
    static func check(_ paths: [String], deck: DeckScript? = nil) -> Int32 {
        // A package (a .zip, or a folder with a manifest) is checked script by script; a deck
        // shared as a folder through its deck.lua.
        var diagnostics: [Diagnostic] = []
        let scripts = paths.flatMap { path -> [String] in
            switch PackageScripts.paths(in: path) {
            case let .success(package)?: return package
            case let .failure(problem)?: diagnostics.append(Diagnostic(path: path, message: Printable.text(problem.message))); return []
            case nil:
                guard isFolder(path) else { return [path] }
                let deck = path + "/deck.lua"
                return FileManager.default.fileExists(atPath: deck) ? [deck] : CheckCommand.scripts(under: path)
            }
        }
        for diagnostic in diagnostics { Standard.output(visible(diagnostic.description)) }
        // The search path is read once, and only when a script may have requirements (every
        // script in a package may); a script in a package finds its package's scripts first.
        var standard: ScriptCatalogue?
        for script in scripts {
            var requirements: [Diagnostic] = []
            var catalogue: ScriptCatalogue?
            if ScriptCatalogue.mayRequire(script) {
                if standard == nil { standard = ScriptCatalogue.standard() }
                catalogue = standard?.including(packagesOf: [script])
                requirements = catalogue?.requirementProblems(forScriptAt: script) ?? []
            }
            // What the script printed while it was checked is shown under its diagnostics.
            let (found, log) = ScriptLog.shared.capturing {
                ScriptChecker.check(path: script, deck: deck, images: { ImageSignature.problem(at: $0) ?? ImageDecoding.problem(at: $0) },
                                    catalogue: catalogue) + requirements
            }
            for diagnostic in found { Standard.output(visible(diagnostic.description)) }
            for line in log { Standard.output("  | " + line) }
            diagnostics += found
        }
        return summarize(diagnostics, checked: Counted.text(scripts.count, "script"))
    }

    /// Prints the summary line of a check of `what` that found `diagnostics`; returns the exit
    /// status (problems found when any is an error).
    private static func summarize(_ diagnostics: [Diagnostic], checked what: String) -> Int32 {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        Standard.error("checked \(what): \(Counted.text(errors, "error")), " + Counted.text(warnings, "warning"))
        return errors > 0 ? Failure.problemsFound : 0
    }

    /// The scripts in `folder` and the folders under it, in order: every `.lua` file but tests
    /// (`x_test.lua`, a deck's `tests/`) and editor definitions (`*.d.lua`), which were not named.
    private static func scripts(under folder: String) -> [String] {
        let files = (FileManager.default.subpaths(atPath: folder) ?? []).sorted()
        return files.filter { file in
            file.hasSuffix(".lua") && !file.hasSuffix(".d.lua") && !ScriptTests.isTestFile(file)
        }.map { folder + "/" + $0 }
    }

    /// Whether `path` is a folder (symbolic links followed), with one stat call rather than
    /// FileManager.
    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}

extension CheckCommand {
    /// Checks the variants of `stack` played together (`--variant lives+bomb`, the `name`),
    /// prints one line per problem and the summary, and returns the exit status.
    static func check(stack: [ScriptRef], named name: String, deck: DeckScript?) -> Int32 {
        let found = ScriptChecker.check(stack: stack.map(\.path), deck: deck)
        for diagnostic in found { Standard.output(visible(diagnostic.description)) }
        return summarize(found, checked: "the stack \(visible(name))")
    }
}
