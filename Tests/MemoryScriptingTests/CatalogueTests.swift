import Foundation
import TestSupport
import Testing
@testable import MemoryScripting

@Suite struct CatalogueTests {
    /// Two roots in a fresh temporary folder: `first` and `second`.
    func makeRoots() throws -> (String, String) {
        let base = Scratch.folder("catalogue")
        for folder in ["first/rules", "second/rules", "second/variants", "second/pics"] {
            try FileManager.default.createDirectory(atPath: base + "/" + folder, withIntermediateDirectories: true)
        }
        func write(_ path: String, _ text: String) throws { try text.write(toFile: base + "/" + path, atomically: true, encoding: .utf8) }
        try write("first/mine.lua", #"return deck { id = "emoji", name = "My emoji", api = 1, faces = { "a" } }"#)
        try write("second/emoji.lua", #"return deck { id = "emoji", name = "Shipped emoji", api = 1, faces = { "b" } }"#)
        try write("second/pics/deck.lua", #"return deck { id = "pics", name = "Pics", api = 1, faces = { "c" } }"#)
        try write("second/memory.d.lua", "---@meta")
        try write("second/broken.lua", "return deck {")
        try write("first/rules/classic.lua", #"return rules { id = "classic", name = "Classic", api = 1 }"#)
        try write("second/variants/standard.lua", #"return variant { id = "standard", name = "Standard", api = 1 }"#)
        return (base + "/first", base + "/second")
    }

    @Test func theFirstScriptOnThePathWinsAndTheListingSaysWhatItHides() throws {
        let (first, second) = try makeRoots()
        let catalogue = ScriptCatalogue(roots: [SearchRoot(path: first, origin: .currentDirectory), SearchRoot(path: second, origin: .shipped)])
        let decks = catalogue.list(.deck)
        #expect(decks.map { $0.path.replacingOccurrences(of: first, with: "1").replacingOccurrences(of: second, with: "2") }
                == ["1/mine.lua", "2/broken.lua", "2/emoji.lua", "2/pics/deck.lua"])
        #expect(decks[0].metadata?.name == "My emoji" && decks[0].hides == [second + "/emoji.lua"])
        #expect(decks[2].hiddenBy == first + "/mine.lua")
        #expect(decks[1].metadata == nil && !decks[1].problems.isEmpty)
        #expect(try catalogue.resolve(.deck, "emoji").path == first + "/mine.lua")
        #expect(try catalogue.resolve(.deck, "pics").path == second + "/pics/deck.lua")
        #expect(try catalogue.resolve(.deck, second + "/pics").path == second + "/pics/deck.lua")
        #expect(try catalogue.resolve(.rules, "classic").path == first + "/rules/classic.lua")
        #expect(try catalogue.resolve(.variant, "standard").path == second + "/variants/standard.lua")
        let error = #expect(throws: ScriptError.self) { try catalogue.resolve(.deck, "nope") }
        #expect(error?.description.contains("known: emoji, pics") == true)
    }

    /// An id that no script declares, but that a script which does not load is named after (a
    /// syntax error in `hearts.lua` while it is being edited), resolves to that script, so that
    /// loading it says what is wrong at its line rather than "no deck with this id".
    @Test func anIdNamingAScriptThatDoesNotLoadResolvesToIt() throws {
        let (first, second) = try makeRoots()
        try "return variant { id = ".write(toFile: first + "/../second/variants/hearts.lua", atomically: true, encoding: .utf8)
        let catalogue = ScriptCatalogue(roots: [SearchRoot(path: first, origin: .currentDirectory), SearchRoot(path: second, origin: .shipped)])
        #expect(try catalogue.resolve(.deck, "broken").path == second + "/broken.lua")
        #expect(try catalogue.resolve(.variant, "hearts").path.hasSuffix("/variants/hearts.lua"))
        #expect(throws: ScriptError.self) { try catalogue.resolve(.rules, "hearts") }
        // A script that loads is found by its id only, never by its file's name.
        #expect(throws: ScriptError.self) { try catalogue.resolve(.deck, "mine") }
    }

    /// A script named after the id that does not load, earlier on the path than a script that
    /// declares the id, is taken too: skipping it would silently play the other (an installed
    /// copy of the package being edited), and a reload would switch scripts without a word.
    @Test func aScriptThatDoesNotLoadHidesTheSameIdFurtherOnThePath() throws {
        let (first, second) = try makeRoots()
        try "return deck { id = ".write(toFile: first + "/pics.lua", atomically: true, encoding: .utf8)
        let catalogue = ScriptCatalogue(roots: [SearchRoot(path: first, origin: .currentDirectory), SearchRoot(path: second, origin: .shipped)])
        #expect(try catalogue.resolve(.deck, "pics").path == first + "/pics.lua")
        // Further on the path than the script that declares the id, it changes nothing.
        try FileManager.default.createDirectory(atPath: second + "/rules", withIntermediateDirectories: true)
        try "return rules { id = ".write(toFile: second + "/rules/classic.lua", atomically: true, encoding: .utf8)
        #expect(try catalogue.resolve(.rules, "classic").path == first + "/rules/classic.lua")
    }

    @Test func standardRootsFollowTheEnvironment() throws {
        let (first, second) = try makeRoots()
        let catalogue = ScriptCatalogue.standard(
            environment: ["MEMORY_DECKS_PATH": first + ":/nonexistent", "XDG_DATA_HOME": "/nonexistent", "MEMORY_SHIPPED_DECKS": second],
            currentDirectory: "/nonexistent", executablePath: "/nonexistent/bin/memory")
        #expect(catalogue.roots == [SearchRoot(path: first, origin: .decksPath), SearchRoot(path: second, origin: .shipped)])
    }

    @Test func shippedDecksAreFoundWalkingUpFromTheExecutable() {
        let repository = (Corpus.shippedDecks as NSString).deletingLastPathComponent
        let catalogue = ScriptCatalogue.standard(environment: ["HOME": "/nonexistent"], currentDirectory: "/nonexistent",
                                                 executablePath: repository + "/.build/debug/memory")
        #expect(catalogue.roots.last?.path == Corpus.shippedDecks)
    }
}
