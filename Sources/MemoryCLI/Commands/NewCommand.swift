import ArgumentParser
import MemoryScripting
import MemoryTerminal
import Foundation

/// `memory new`: writes a commented starting script.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a commented starting deck, rules, variant or campaign script.",
        discussion: """
        The script goes to DIR/NAME.lua (decks), DIR/rules/NAME.lua, DIR/variants/NAME.lua or \
        DIR/campaigns/NAME.lua, where DIR is ./Decks by default, so that --deck, --rules, \
        --variant or --campaign NAME finds it at once; its test goes beside it (NAME_test.lua), \
        ready for `memory test`. A new campaign's levels name shipped decks, rules and variants.

        Examples:
          memory new deck fruit
          memory new rules double --dir ~/my-decks
          memory new campaign tour
          memory new deck holiday --from ~/Pictures/holiday
        """
    )

    @Argument(help: ArgumentHelp("What to write: deck, rules, variant or campaign.", valueName: "kind"))
    var kind: Templates.Kind

    @Argument(help: ArgumentHelp("Its id: letters, digits, - and _.", valueName: "name"))
    var name: String

    @Option(help: ArgumentHelp("The folder to write into.", valueName: "dir"))
    var dir = Templates.defaultDir

    @Option(help: ArgumentHelp("Make a picture deck (DIR/NAME/) from the PNG and JPEG files of this folder.", valueName: "folder"))
    var from: String?

    func validate() throws {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ allowed.contains($0) && $0.isASCII }) else {
            throw ValidationError("'\(name)' is not a valid id: use letters, digits, - and _, e.g. my-deck.")
        }
        guard from == nil || kind == .deck else { throw ValidationError("--from makes a deck: memory new deck \(name) --from FOLDER") }
    }

    func run() throws {
        try reportingFailures {
            if let from { return try writePictureDeck(from: from) }
            let url = URL(fileURLWithPath: dir).appendingPathComponent(Templates.fileName(kind, id: name))
            let test = URL(fileURLWithPath: dir).appendingPathComponent(Templates.testFileName(kind, id: name))
            for existing in [url, test] where FileManager.default.fileExists(atPath: existing.path) {
                throw Failure("\(existing.path) already exists: choose another name or remove it first.", status: Failure.problemsFound)
            }
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Templates.script(kind, id: name, dir: dir, definitions: Self.definitions()).write(to: url, atomically: true, encoding: .utf8)
                try Templates.test(kind, id: name, dir: dir).write(to: test, atomically: true, encoding: .utf8)
            } catch {
                throw Failure("cannot write \(url.path): \(error.localizedDescription)")
            }
            Standard.output("Wrote \(url.path) and its test \(test.path).")
            Standard.output("Check it with: memory check \(url.path)   Test it with: memory test \(url.path)")
        }
    }

    /// The LuaLS definitions shipped with this memory (`memory.d.lua` in its Decks folder), if found.
    private static func definitions() -> String? {
        ScriptCatalogue.standard().roots.lazy.filter { $0.origin == .shipped }
            .map { ($0.path as NSString).appendingPathComponent("memory.d.lua") }
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    /// `--from`: the deck folder DIR/NAME made from the pictures of `folder`.
    private func writePictureDeck(from folder: String) throws {
        let deck = try PictureDeck(id: name, from: folder)
        for line in deck.skipped { Standard.error("memory: left out " + line) }
        let target = URL(fileURLWithPath: dir).appendingPathComponent(name).path
        try deck.write(to: target)
        Standard.output("Wrote \(target)/ (\(Counted.text(deck.pictures.count, "picture")), its deck.lua and tests/deck_test.lua).")
        Standard.output("Play it: memory --deck \(target)   Check it: memory check \(target)   Test it: memory test \(target)")
    }
}
