import MemoryPackages

/// Checks what packages and scripts `require`: each named id found on the search path (a package
/// by its manifest, or a script by its id), in a version the range accepts, and no cycle.
public struct Requirements: Sendable {
    /// Something that can meet a requirement.
    public struct Provider: Sendable {
        public var id: String
        public var version: String?
        /// Where it is, for messages.
        public var location: String
        /// What it requires in turn.
        public var requires: [String: String]

        public init(id: String, version: String?, location: String, requires: [String: String]) {
            self.id = id
            self.version = version
            self.location = location
            self.requires = requires
        }
    }

    private let providers: [String: Provider]

    /// The packages and scripts on `catalogue`'s search path (the first with an id wins), after
    /// `first` (a package being installed, say, which replaces what has its id).
    public init(catalogue: ScriptCatalogue, first: [Provider] = []) {
        var providers: [String: Provider] = [:]
        for provider in first + catalogue.providers() where providers[provider.id] == nil {
            providers[provider.id] = provider
        }
        self.providers = providers
    }

    /// Why `requires` of `owners` (a script's id and its package's) is not met, one sentence each.
    public func problems(_ requires: [String: String], of owners: Set<String>) -> [String] {
        var found: [String] = []
        for (id, text) in requires.sorted(by: { $0.key < $1.key }) {
            let wanted = "\(Printable.text(id)) \(Printable.text(text))"
            guard let range = VersionRange(text) else { found.append("requires \(wanted), which is not a version range"); continue }
            guard let provider = providers[id] else {
                found.append("requires \(wanted), which is not installed (not found on the search path; see `memory install`)")
                continue
            }
            guard let version = provider.version.flatMap(SemanticVersion.init) else {
                if text != "*" { found.append("requires \(wanted), but \(Printable.text(id)) at \(provider.location) has no semantic version") }
                continue
            }
            if !range.accepts(version) {
                found.append("requires \(wanted), but \(Printable.text(id)) \(version) is installed (\(provider.location))")
            }
        }
        if let cycle = cycle(from: owners, requires: requires) {
            found.append("requires cycle: " + cycle.map(Printable.text).joined(separator: " → "))
        }
        return found
    }

    /// A chain of requirements leading back to one of `owners`, if there is one.
    private func cycle(from owners: Set<String>, requires: [String: String]) -> [String]? {
        var visited: Set<String> = []
        func walk(_ id: String, _ chain: [String]) -> [String]? {
            if owners.contains(id) { return chain + [id] }
            guard visited.insert(id).inserted, let provider = providers[id] else { return nil }
            for next in provider.requires.keys.sorted() {
                if let found = walk(next, chain + [id]) { return found }
            }
            return nil
        }
        let start = owners.sorted().first ?? ""
        for id in requires.keys.sorted() {
            if let found = walk(id, [start]) { return found }
        }
        return nil
    }
}

extension ScriptCatalogue {
    /// Every package and script on the search path that can meet a requirement, in search order.
    func providers() -> [Requirements.Provider] {
        var found: [Requirements.Provider] = []
        for kind in ScriptKind.allCases {
            for entry in list(kind, checkingRequirements: false) where entry.hiddenBy == nil {
                guard let m = entry.metadata else { continue }
                if let package = entry.package {
                    found.append(Requirements.Provider(id: package.id, version: package.version,
                                                       location: PackageLayout.packageRoot(ofScript: entry.path) ?? entry.path,
                                                       requires: package.requires))
                }
                found.append(Requirements.Provider(id: m.id, version: m.version ?? entry.package?.version, location: entry.path,
                                                   requires: m.requires.merging(entry.package?.requires ?? [:]) { a, _ in a }))
            }
        }
        return found
    }

    /// Whether the script at `path` may have requirements: it is in a package, or mentions
    /// `requires`. Checking the others needs neither a search path nor loading them again.
    public static func mayRequire(_ path: String, limits: SandboxLimits = .standard) -> Bool {
        if PackageLayout.packageRoot(ofScript: path) != nil { return true }
        guard let source = try? ScriptSource(reading: path, limit: limits.sourceBytes) else { return false }
        return source.bytes.contains(subsequence: Array("requires".utf8))
    }

    /// Why the requirements of the script at `path` (its own, and its package's) are not met.
    public func requirementProblems(forScriptAt path: String) -> [Diagnostic] {
        guard ScriptCatalogue.mayRequire(path, limits: limits) else { return [] }
        let package: PackageManifest?
        do { package = try PackageLayout.manifest(ofScript: path) } catch {
            return [Diagnostic(path: error.path, message: error.message)]
        }
        guard let metadata = try? metadata(at: path) else { return [] }
        let requires = metadata.requires.merging(package?.requires ?? [:]) { a, _ in a }
        guard !requires.isEmpty else { return [] }
        let owners = Set([metadata.id] + (package.map { [$0.id] } ?? []))
        return Requirements(catalogue: self).problems(requires, of: owners).map { Diagnostic(path: path, message: $0) }
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the bytes.
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, count >= needle.count else { return needle.isEmpty }
        return (0...(count - needle.count)).contains { start in self[start..<start + needle.count].elementsEqual(needle) }
    }
}
