import MemoryPackages
import Testing

/// The folder part of a path, on the text (Foundation's `deletingLastPathComponent` traps on a
/// one-character folder such as `v/` and on `.`).
@Suite struct FolderPathTests {
    @Test(arguments: [
        ("v/x.lua", "v"), ("v", ""), ("v/", ""), ("./v/x.lua", "./v"), ("a/bc/d.lua", "a/bc"), ("/v", "/"), ("/", "/"),
        ("", ""), ("x.lua", ""), ("a//b", "a"), ("a/b//", "a"), (".", ".."), ("./x", "."), ("a/.", ""), ("/a/b/.", "/a"),
    ])
    func theParentIsThePathWithoutItsLastName(path: String, parent: String) {
        #expect(FolderPath.parent(of: path) == parent, "\(path)")
    }
}
