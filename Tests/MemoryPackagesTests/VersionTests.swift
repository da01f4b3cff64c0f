import MemoryPackages
import Testing

@Suite struct VersionTests {
    @Test func versionsParseAndOrderAsSemverSays() {
        #expect(SemanticVersion("1.2.3") == SemanticVersion(1, 2, 3))
        for bad in ["1.2", "1.2.3.4", "01.2.3", "a.b.c", "1.2.3-", ""] { #expect(SemanticVersion(bad) == nil, "\(bad)") }
        let ordered = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0", "1.0.1", "1.10.0", "2.0.0"]
        let parsed = ordered.compactMap(SemanticVersion.init)
        #expect(parsed.count == ordered.count)
        #expect(parsed == parsed.sorted())
        #expect(parsed.shuffled().sorted() == parsed)
    }

    @Test func rangesAcceptWhatTheySay() throws {
        func accepts(_ range: String, _ version: String) throws -> Bool {
            try #require(VersionRange(range)).accepts(try #require(SemanticVersion(version)))
        }
        #expect(try accepts(">=1.2.0", "1.2.0") && !accepts(">=1.2.0", "1.1.9"))
        #expect(try accepts("^1.2.0", "1.9.0") && !accepts("^1.2.0", "2.0.0") && !accepts("^1.2.0", "2.0.0-rc.1"))
        #expect(try accepts("~1.2.0", "1.2.5") && !accepts("~1.2.0", "1.3.0"))
        #expect(try accepts("1.2.0", "1.2.0") && !accepts("1.2.0", "1.2.1"))
        #expect(try accepts(">=1.0.0 <2.0.0", "1.5.0") && !accepts(">=1.0.0 <2.0.0", "2.0.0"))
        #expect(try accepts("*", "0.0.1"))
        for bad in ["", ">=1", "^x", "1.0.0 || 2.0.0"] { #expect(VersionRange(bad) == nil, "\(bad)") }
    }

    @Test func manifestsAreValidated() throws {
        let good = #"{"id":"birds","name":"Birds","version":"1.0.0","api":1,"requires":{"classic":">=1.0.0"}}"#
        #expect(try PackageManifest.decode(Array(good.utf8), path: "m").requires == ["classic": ">=1.0.0"])
        let cases = [
            (#"{"name":"Birds","version":"1.0.0","api":1}"#, "needs \"id\""),
            (#"{"id":"../x","name":"Birds","version":"1.0.0","api":1}"#, "must be 1 to 64 lower-case"),
            (#"{"id":"birds","name":"Birds","version":"one","api":1}"#, "not a semantic version"),
            (#"{"id":"birds","name":"B\u001b[2J","version":"1.0.0","api":1}"#, "without control characters"),
            (#"{"id":"birds","name":"Birds","version":"1.0.0","api":1,"requires":{"x":"soon"}}"#, "not a version range"),
            (#"{"id":"birds","name":"Birds","version":"1.0.0","api":\#(PackageManifest.newestAPI + 1)}"#, "needs a newer memory"),
            (#"{"id":"birds","name":"Birds","version":"1.0.0","api":0}"#, "api must be 1 or more"),
            ("not json", "not valid JSON"),
        ]
        for (text, expected) in cases {
            do {
                _ = try PackageManifest.decode(Array(text.utf8), path: "m")
                Issue.record("accepted \(text)")
            } catch {
                #expect(error.message.contains(expected), "\(error.message)")
            }
        }
    }
}
