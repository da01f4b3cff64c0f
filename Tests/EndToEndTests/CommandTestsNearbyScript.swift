import Foundation
import TestSupport
import Testing

extension CommandTests {
    /// An id that names no script on the search path, run where a script named after it was
    /// written (`memory new variant wobble --dir .`, no manifest.json): the message says how to
    /// play it.
    @Suite struct CommandTestsNearbyScript {
        let scratch = Scratch.directory()

        func run(_ arguments: [String], in directory: URL) throws -> Binary.Result {
            try Binary.run(arguments, dataDir: scratch.appendingPathComponent("data/memory"), directory: directory,
                           environment: ["XDG_DATA_HOME": scratch.appendingPathComponent("data").path])
        }

        @Test func aVariantWrittenHereIsNamedWithItsPath() throws {
            let written = try run(["new", "variant", "wobble", "--dir", "."], in: scratch)
            #expect(written.status == 0, "\(written.stderr)")
            let here = try run(["simulate", "--variant", "wobble", "--games", "1"], in: scratch)
            #expect(here.status == 64)
            #expect(here.stderr.contains("./variants/wobble.lua is here") && here.stderr.contains("`--variant ./variants/wobble.lua`")
                    && here.stderr.contains("manifest.json") && here.stderr.contains("MEMORY_DECKS_PATH"), "\(here.stderr)")
            let inside = try run(["simulate", "--variant", "wobble", "--games", "1"], in: scratch.appendingPathComponent("variants"))
            #expect(inside.status == 64)
            #expect(inside.stderr.contains("`--variant ./wobble.lua`") && inside.stderr.contains("the folder above"), "\(inside.stderr)")
            let byPath = try run(["simulate", "--variant", "./variants/wobble.lua", "--games", "1"], in: scratch)
            #expect(byPath.status == 0, "the advice works: \(byPath.stderr)")
        }

        /// In a package's folder the script is on the search path: named after the id but
        /// declaring another, it is not said to be off the path.
        @Test func aScriptOnTheSearchPathDeclaringAnotherIdGetsNoHint() throws {
            _ = try run(["new", "variant", "wobble", "--dir", "."], in: scratch)
            let variant = scratch.appendingPathComponent("variants/wobble.lua")
            let text = try String(contentsOf: variant, encoding: .utf8).replacingOccurrences(of: "id = \"wobble\"", with: "id = \"other\"")
            try text.write(to: variant, atomically: true, encoding: .utf8)
            try #"{"id": "birds", "name": "Garden birds", "version": "0.1.0", "api": 2}"#
                .write(to: scratch.appendingPathComponent("manifest.json"), atomically: true, encoding: .utf8)
            let result = try run(["simulate", "--variant", "wobble", "--games", "1"], in: scratch)
            #expect(result.status == 64)
            #expect(result.stderr.contains("known: ") && result.stderr.contains("other") && !result.stderr.contains("is here"), "\(result.stderr)")
        }

        @Test func withoutSuchAFileTheKnownIdsAreListed() throws {
            let result = try run(["simulate", "--variant", "wobble", "--games", "1"], in: scratch)
            #expect(result.status == 64)
            #expect(result.stderr.contains("no variant with this id (known: ") && !result.stderr.contains("is here"), "\(result.stderr)")
        }
    }
}
