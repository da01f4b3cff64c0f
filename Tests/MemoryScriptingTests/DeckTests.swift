import Foundation
import MemoryEngine
import Testing
@testable import MemoryScripting

@Suite struct DeckTests {
    @Test func generatedDecksAreReproducible() throws {
        let deck = try DeckScript(path: Corpus.fixture("generated.lua"))
        #expect(deck.isGenerated)
        let a = try deck.faces(groups: 8, seed: 42)
        let b = try deck.faces(groups: 8, seed: 42)
        let c = try deck.faces(groups: 8, seed: 43)
        #expect(a == b)
        #expect(a != c)
        #expect(a.count == 16)
        #expect(Set(a.map(\.key)).count == 8)
    }

    @Test func imageFacesResolveInsideTheDeckFolder() throws {
        let deck = try DeckScript(path: Corpus.fixture("images.lua"))
        let faces = try deck.faces(groups: 3, seed: 1)
        #expect(deck.back == "#")
        #expect(faces[0].image?.hasSuffix("/fixtures/img/dot.png") == true)
        #expect(faces[0].key == "dot" && faces[0].label == "dot")
        #expect(faces[1].label == "dot" && faces[1].key == "other")
        #expect(faces[2] == Face(label: "plain"))
        #expect(ScriptChecker.check(path: Corpus.fixture("images.lua")).isEmpty)
    }

    @Test func uncertainWidthsAreWarnings() {
        let found = ScriptChecker.check(path: Corpus.fixture("wide.lua"))
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found.contains { $0.message.contains("'♠'") && $0.message.contains("East-Asian ambiguous") })
        #expect(found.contains { $0.message.contains("zero-width joiner") })
        #expect(!found.contains { $0.message.contains("'A'") })
    }

    @Test func uncertainWidthsOfOneCauseAreOneWarning() {
        let found = ScriptChecker.check(path: Corpus.shippedDecks + "/math.lua")
        #expect(found.count == 1)
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.contains("labels '") == true)
        #expect(found.first?.message.contains("more: each contains an East-Asian ambiguous character") == true)
    }

    @Test func aLinkedScriptIsFollowedAndADanglingLinkIsNoScript() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linked-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("penalty.lua").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: Corpus.shippedDecks + "/rules/penalty.lua")
        #expect(ScriptChecker.check(path: link).isEmpty)
        let dangling = folder.appendingPathComponent("gone.lua").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder.appendingPathComponent("nowhere.lua").path)
        #expect(ScriptChecker.check(path: dangling).map(\.message) == ["no such script file"])
    }

    @Test func theEditorDefinitionsAreSkippedWithANote() {
        let found = ScriptChecker.check(path: Corpus.shippedDecks + "/memory.d.lua")
        #expect(found.count == 1)
        #expect(found.first?.severity == .note)
        #expect(found.first?.message.contains("editor definitions") == true)
    }

    @Test func aHugeDeckIsRefused() {
        #expect(throws: ScriptError.self) { _ = try DeckScript(path: Corpus.path("huge_deck.lua")) }
    }

    @Test func checkRunsEveryHook() {
        let found = ScriptChecker.check(path: Corpus.path("returns_float.lua"), limits: Corpus.limits)
        #expect(found.count == 1)
        #expect(found.first?.line == 2)
        #expect(found.first?.description.contains("returns_float.lua:2: error: on_match returned 1.5") == true)
        #expect(ScriptChecker.check(path: Corpus.fixture("events.lua")).isEmpty)
        #expect(ScriptChecker.check(path: Corpus.fixture("swap_variant.lua")).isEmpty)
    }

    @Test func diagnosticsAreCutToASaneLength() {
        let long = Diagnostic(path: "x.lua", line: 3, message: String(repeating: "stack overflow ", count: 500))
        #expect(long.message.count < Diagnostic.maximumMessageLength + 20)
        #expect(long.description.hasPrefix("x.lua:3: error: stack overflow"))
    }
}
