import ArgumentParser
import Foundation

/// `memory new`: writes a commented starting script.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a commented starting deck, rules or variant script.",
        discussion: """
        The script goes to DIR/NAME.lua (decks), DIR/rules/NAME.lua or DIR/variants/NAME.lua, \
        where DIR is ./Decks by default, so that --deck/--rules/--variant NAME find it at once; \
        its test goes beside it (NAME_test.lua), ready for `memory test`.

        Examples:
          memory new deck fruit
          memory new rules double --dir ~/my-decks
        """
    )

    @Argument(help: ArgumentHelp("What to write: deck, rules or variant.", valueName: "kind"))
    var kind: Templates.Kind

    @Argument(help: ArgumentHelp("Its id: letters, digits, - and _.", valueName: "name"))
    var name: String

    @Option(help: ArgumentHelp("The folder to write into.", valueName: "dir"))
    var dir = "Decks"

    func validate() throws {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ allowed.contains($0) && $0.isASCII }) else {
            throw ValidationError("'\(name)' is not a valid id: use letters, digits, - and _, e.g. my-deck.")
        }
    }

    func run() throws {
        try reportingFailures {
            let url = URL(fileURLWithPath: dir).appendingPathComponent(Templates.fileName(kind, id: name))
            let test = URL(fileURLWithPath: dir).appendingPathComponent(Templates.testFileName(kind, id: name))
            for existing in [url, test] where FileManager.default.fileExists(atPath: existing.path) {
                throw Failure("\(existing.path) already exists: choose another name or remove it first.")
            }
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Templates.script(kind, id: name).write(to: url, atomically: true, encoding: .utf8)
                try Templates.test(kind, id: name).write(to: test, atomically: true, encoding: .utf8)
            } catch {
                throw Failure("cannot write \(url.path): \(error.localizedDescription)")
            }
            Standard.output("Wrote \(url.path) and its test \(test.path).")
            Standard.output("Check it with: memory check \(url.path)   Test it with: memory test \(url.path)")
        }
    }
}
