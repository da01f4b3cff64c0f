import Foundation
import TestSupport
import Testing

extension CommandTests {
    /// The hostile corpus run through every command that prints what a script, a file name or
    /// the database says: no output may carry ESC, BEL or a C1 control (a terminal would obey it:
    /// OSC 52 writes the clipboard, OSC 2 the window title, CSI 2J clears a report).
    @Suite struct CommandTestsHostileOutput {
        static let corpus = Binary.repository.appendingPathComponent("Tests/MemoryScriptingTests/Hostile")

        /// Every script of the corpus, api2 included.
        static var scripts: [URL] {
            [corpus, corpus.appendingPathComponent("api2")].flatMap { folder in
                ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                    .filter { $0.hasSuffix(".lua") }.sorted().map { folder.appendingPathComponent($0) }
            }
        }

        /// Records any ESC, BEL or C1 character in the result's output.
        static func expectInert(_ result: Binary.Result, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
            for (stream, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
                let bad = text.unicodeScalars.first { $0.value == 0x1B || $0.value == 0x07 || (0x80...0x9F).contains($0.value) }
                #expect(bad == nil, "\(what) wrote U+\(String(bad?.value ?? 0, radix: 16)) to \(stream): \(text.debugDescription.prefix(400))",
                        sourceLocation: sourceLocation)
            }
        }

        @Test func checkShowsEscapesInErrorsAndSyntaxErrorsVisibly() throws {
            let result = try Binary.run(["check"] + Self.scripts.map(\.path))
            #expect(result.status == 1)
            Self.expectInert(result, "check of the corpus")
            #expect(result.stdout.contains("escape_error.lua:1: error: ^[]52;c;cHduZWQ=^G^[]2;pwned^G^[[2J\\u{9B}2J"), "\(result.stdout)")
            #expect(result.stdout.contains("escape_syntax.lua:1: error:"), "\(result.stdout)")
            #expect(result.stdout.contains("^[]2;pwned^G^[[2J"), "the syntax error quotes the bytes visibly")
        }

        /// ArgumentParser quotes a bad option or value in its message; the quote is shown visibly.
        @Test func aMistypedArgumentWithEscapesIsShownVisibly() throws {
            for (arguments, shown) in [(["--\u{1B}]2;pwned\u{07}"], "'--^[]2;pwned^G'"), (["--pairs", "\u{1B}[2J"], "'^[[2J'"),
                                       (["simulate", "--strategy", "\u{9B}2J"], "'\\u{9B}2J'")] {
                let result = try Binary.run(arguments)
                #expect(result.status == 64, "\(arguments.debugDescription): \(result.stderr)")
                Self.expectInert(result, "memory \(arguments.debugDescription)")
                #expect(result.stderr.contains(shown), "\(result.stderr)")
            }
        }

        @Test func aFileNameWithEscapesIsShownVisibly() throws {
            let folder = Scratch.directory()
            let name = "\u{1B}]2;pwned\u{07}.lua"
            try CommandSupport.write(CommandSupport.syntaxErrorDeck, to: name, in: folder)
            let result = try Binary.run(["check", name, "missing-\u{1B}[2J.lua"], directory: folder)
            Self.expectInert(result, "check of a file named with escapes")
            #expect(result.stdout.contains("^[]2;pwned^G.lua:3: error:"), "\(result.stdout)")
            #expect((result.stdout + result.stderr).contains("missing-^[[2J.lua"), "\(result)")
        }

        @Test func playAndSimulateShowAScriptsErrorVisibly() throws {
            let deck = Self.corpus.appendingPathComponent("escape_error.lua").path
            let hook = Self.corpus.appendingPathComponent("escape_hook.lua").path
            let play = try Binary.run(["--deck", deck, "--rules", "classic"])
            #expect(play.status != 0)
            Self.expectInert(play, "play with a deck that errors")
            #expect(play.stderr.contains("^[]52;c;cHduZWQ=^G"), "\(play.stderr)")
            let simulate = try Binary.run(["simulate", "--rules", hook, "--games", "3", "--pairs", "2", "--seed", "1"])
            Self.expectInert(simulate, "simulate with a hook that errors")
            #expect((simulate.stdout + simulate.stderr).contains("^[]2;pwned^G\\u{9B}2J"), "\(simulate)")
        }

        @Test func listShowsAScriptsErrorVisibly() throws {
            let folder = Scratch.directory()
            for name in ["escape_error.lua", "escape_syntax.lua"] {
                try FileManager.default.createDirectory(at: folder.appendingPathComponent("Decks"), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: Self.corpus.appendingPathComponent(name),
                                                 to: folder.appendingPathComponent("Decks/\(name)"))
            }
            let result = try Binary.run(["list", "decks"], directory: folder)
            Self.expectInert(result, "list with decks that error")
            #expect((result.stdout + result.stderr).contains("^[]52;c;cHduZWQ=^G"), "\(result)")
        }

        @Test func namesReadBackFromTheDatabaseAreShownVisibly() throws {
            let data = Scratch.directory()
            #expect(try Binary.run(["scores"], dataDir: data).status == 0, "creates the database")
            _ = try CommandSupport.sqlite(CommandSupport.database(data), """
                INSERT INTO game (deck, rules, variant, grid, outcome, player, score, moves, seconds, seed, date)
                VALUES ('emoji' || char(27) || '[2J', 'classic', 'standard', '2x3', 'won', char(27) || ']52;c;cHduZWQ=' || char(7) || char(155),
                        7, 3, 10, 1, '2026-01-01 00:00:00.000')
                """)
            let text = try Binary.run(["scores"], dataDir: data)
            Self.expectInert(text, "scores with a hostile name")
            #expect(text.stdout.contains("^[]52;c;cHduZ"), "\(text.stdout)")
            #expect(text.stdout.contains("emoji^[[2J"), "\(text.stdout)")
            let json = try Binary.run(["scores", "--json"], dataDir: data)
            Self.expectInert(json, "scores --json with a hostile name")
            let tables = try #require(try CommandSupport.json(json.stdout) as? [[String: Any]])
            #expect(tables.first?["deck"] as? String == "emoji\u{1B}[2J", "JSON keeps the value, escaped")
        }
    }
}
