import Testing
@testable import MemoryScripting

/// Scripts that misbehave while loading: each gives its own clear error naming the file.
@Suite struct HostileLoadTests {
    static let cases: [(String, [String])] = [
        ("infinite_loop_load.lua", ["infinite_loop_load.lua:2: error:", "ran more than 5000000 instructions"]),
        ("memory_bomb.lua", ["memory_bomb.lua", "used more than 32 MiB of memory"]),
        ("string_rep_bomb.lua", ["string_rep_bomb.lua", "memory"]),
        ("recursion.lua", ["recursion.lua:1: error: the script used more than 32 MiB of memory and was stopped"]),
        ("os_execute.lua", ["os_execute.lua:1: error:", "os.execute is not available to scripts"]),
        ("io_open.lua", ["io_open.lua:1: error:", "io.open is not available to scripts"]),
        ("require.lua", ["require.lua:1: error:", "require: no module 'socket': there is no ", "/Hostile/lib/socket.lua"]),
        ("string_dump.lua", ["string_dump.lua:1: error:", "string.dump is not available"]),
        ("debug.lua", ["debug.lua:1: error:", "debug.sethook is not available"]),
        ("load_binary.lua", ["load_binary.lua:1: error:", "only text chunks"]),
        ("string_metatable.lua", ["string_metatable.lua:1: error:", "attempt to index a boolean value"]),
        ("library_write.lua", ["library_write.lua:1: error:", "the string library is read-only"]),
        ("setmetatable_G.lua", ["setmetatable_G.lua:1: error:", "cannot change a protected metatable"]),
        ("gc_finalizer.lua", ["gc_finalizer.lua:1: error:", "__gc finalizers are not allowed"]),
        ("table_error.lua", ["table_error.lua:1: error:", "error object is a table value whose __tostring failed"]),
        ("error_nil.lua", ["error_nil.lua:3: error: (error object is a nil value)"]),
        ("error_table.lua", ["error_table.lua:3: error: a table of my own"]),
        ("yield_outside.lua", ["yield_outside.lua:2: error: attempt to yield from outside a coroutine"]),
        ("catastrophic_pattern.lua", ["catastrophic_pattern.lua:2: error:", "too complex for a subject of 5000 characters"]),
        ("catastrophic_method.lua", ["catastrophic_method.lua:2: error:", "string.match: pattern"]),
        ("pattern_loop.lua", ["pattern_loop.lua:3: error: the script ran more than 5000000 instructions"]),
        ("balanced_scan.lua", ["balanced_scan.lua:2: error:", "string.gsub: pattern '%b()' is too complex"]),
        ("gmatch_caret.lua", ["gmatch_caret.lua:2: error:", "string.gmatch: pattern '^a-a-b' is too complex"]),
        ("long_needle.lua", ["long_needle.lua:2: error:", "string.find: pattern '(long pattern)' is too long"]),
        ("missing_fields.lua", ["missing_fields.lua:1: error: deck needs a id", "deck needs a name", "api is missing: add api = 1"]),
        ("mistyped_fields.lua", ["mistyped_fields.lua:1: error: name must be a string, not 42",
                                 "faces[2] must be a string or a table"]),
        ("wrong_api.lua", ["wrong_api.lua:1: error: api = 3 is not supported"]),
        ("image_dotdot.lua", ["image_dotdot.lua:1: error:", "leaves the deck's folder"]),
        ("image_absolute.lua", ["image_absolute.lua:1: error:", "is absolute"]),
        ("image_missing.lua", ["image_missing.lua:1: error:", "img/none.png' does not exist"]),
        ("invalid_utf8.lua", ["invalid_utf8.lua:1: error: name is not valid UTF-8"]),
        ("control_chars.lua", ["control_chars.lua:1: error: faces[1] contains the control character U+1B"]),
        ("no_return.lua", ["no_return.lua: error: the script builds deck { } but does not return it"]),
        ("syntax_error.lua", ["syntax_error.lua:1: error:", "'}' expected"]),
        ("huge_deck.lua", ["huge_deck.lua:3: error: faces has 100000 entries; at most 10000 are allowed"]),
        ("stack_overflow_c.lua", ["stack_overflow_c.lua", "error:"]),
    ]

    @Test(arguments: cases)
    func clearErrorNamingTheFile(name: String, expected: [String]) {
        let output = Corpus.check(name)
        for fragment in expected {
            #expect(output.contains(fragment), "\(name): expected «\(fragment)» in «\(output)»")
        }
        #expect(output.split(separator: "\n").allSatisfy { $0.count < 600 }, "messages are cut to a sane length")
    }

    /// A tag with a control character is one mistake, told once.
    @Test func aTagWithAnEscapeIsOneErrorAtItsLine() {
        let output = Corpus.check("tag_escape.lua")
        #expect(output.hasSuffix("tag_escape.lua:2: error: faces[1].tags[1] contains the control character U+1B, which a terminal would obey"),
                "\(output)")
        #expect(!output.contains("must be a string"), "\(output)")
    }

    /// Keys match byte for byte: two spellings of "é" are two keys, which check points out.
    @Test func lookAlikeKeysAreAWarning() {
        let output = Corpus.check("lookalike_keys.lua")
        #expect(output.hasSuffix("/lookalike_keys.lua: warning: the keys 'U+0065 U+0301' and 'U+00E9' look the same but are written with "
                + "different characters: keys match byte for byte, so these cards never match each other; write them the same way"),
                "\(output)")
    }

    @Test func unknownFieldIsAWarningWithASuggestion() {
        let output = Corpus.check("unknown_field.lua")
        #expect(output.contains("unknown_field.lua:1: warning: unknown field 'nmae' in deck { } is ignored; did you mean 'name'?"))
        #expect(!output.contains("error:"))
    }

    /// An `api = 1` script with fields of API 2 is told that they need `api = 2`, not that they
    /// are unknown.
    @Test func apiTwoFieldsInAnApiOneScriptNameTheApi() {
        let output = Corpus.check("api1_with_api2_hooks.lua")
        for (line, field) in [(2, "on_turn"), (3, "status")] {
            #expect(output.contains("api1_with_api2_hooks.lua:\(line): warning: '\(field)' is ignored in an api = 1 variant: it needs api = 2"),
                    "\(output)")
        }
        #expect(!output.contains("unknown field") && !output.contains("error:"), "\(output)")
    }

    @Test func theHostSurvivesAndLoadsAGoodScriptAfterwards() throws {
        for (name, _) in Self.cases { _ = Corpus.check(name) }
        let deck = try DeckScript(path: Corpus.fixture("images.lua"), limits: Corpus.limits)
        #expect(deck.metadata.id == "images")
    }
}
