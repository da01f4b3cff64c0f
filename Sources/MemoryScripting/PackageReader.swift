import Foundation
import MemoryPackages

/// A package read and checked for packing or installing: its manifest, its scripts, and every
/// file's bytes (`manifest.json` included, written from the script's fields for a package of one
/// script that has none; a single `x.lua` brings its `x_test.lua` and the modules it requires
/// along).
public struct PackageContents: Sendable {
    public var manifest: PackageManifest
    /// The scripts, as relative paths with their kind and what they declare.
    public var scripts: [(kind: ScriptKind, file: String, metadata: ScriptMetadata)]
    /// Relative path → bytes, as they will be packed or installed.
    public var files: [String: [UInt8]]
    /// Where it was read from.
    public var source: PackageFiles
    /// What the scripts require from outside the package that `manifest.json` did not name, and
    /// which were added to the manifest as it will be packed or installed.
    public var addedRequires: [String: String] = [:]

    /// The path to load or check the script `file` at (inside an archive for a `.zip`).
    public func path(of file: String) -> String { source.path(of: file) }
}

/// Reads a folder, `.zip` or `.lua` as a package and checks that it is one: scripts where the
/// layout puts them (``PackageLayout``), each of the kind its place says, and a manifest that
/// tells the truth about them (its id is its only script's id; every script's version is its
/// version).
public enum PackageReader {
    public static func read(_ path: String, limits: PackageLimits = .standard) throws(PackageError) -> PackageContents {
        let source = try PackageFiles.open(path, limits: limits)
        let names = try source.list(limits: limits)
        var placed: [(kind: ScriptKind?, file: String, at: String)]
        if case .file = source {
            placed = [(nil, names[0], names[0])]
        } else {
            placed = PackageLayout.scripts(among: names).map { ($0.kind, $0.path, $0.path) }
        }
        guard !placed.isEmpty else {
            throw PackageError(path: path, "holds no script: put decks at the top (*.lua or NAME/deck.lua), rules in rules/, variants in variants/")
        }
        var files: [String: [UInt8]] = [:]
        if case .file = source {} else {
            for name in names { files[name] = try source.read(name, limits: limits) }
        }
        let catalogue = ScriptCatalogue(roots: [])
        var scripts: [(kind: ScriptKind, file: String, metadata: ScriptMetadata)] = []
        for (index, script) in placed.enumerated() {
            let scriptPath = source.path(of: script.file)
            let metadata: ScriptMetadata
            do { metadata = try catalogue.metadata(at: scriptPath) } catch {
                throw PackageError(path: path, "a script does not load:\n" + error.diagnostics.map(\.description).joined(separator: "\n"))
            }
            if let expected = script.kind, expected != metadata.kind {
                throw PackageError(path: scriptPath, "is in the place of a \(expected) script but returns \(metadata.kind) { }")
            }
            if let twin = scripts.first(where: { $0.kind == metadata.kind && $0.metadata.id == metadata.id }) {
                throw PackageError(path: scriptPath, "has the id \(metadata.id), as \(twin.file) does")
            }
            if case .file = source {
                let at = metadata.kind.folder.map { $0 + "/" + script.file } ?? script.file
                placed[index].at = at
                files[at] = try source.read(script.file, limits: limits)
                // Its test (x_test.lua beside x.lua) travels with it.
                let test = String(path.dropLast(".lua".count)) + "_test.lua"
                if FileManager.default.fileExists(atPath: test) {
                    files[String(at.dropLast(".lua".count)) + "_test.lua"] = try FileBytes.read(test, limit: limits.fileBytes)
                }
                // So do its modules, in the package's lib/.
                for module in metadata.modules {
                    guard let inPackage = ScriptModules.relativePath(ofModule: module) else { continue }
                    files[inPackage] = try FileBytes.read(module, limit: limits.fileBytes)
                }
            }
            scripts.append((metadata.kind, placed[index].at, metadata))
        }
        var manifest: PackageManifest
        var added: [String: String] = [:]
        if let bytes = files[PackageManifest.fileName] {
            manifest = try PackageManifest.decode(bytes, path: path + "/" + PackageManifest.fileName)
            added = unnamedRequires(manifest, scripts: scripts.map(\.metadata))
            if !added.isEmpty {
                manifest.requires.merge(added) { stated, _ in stated }
                files[PackageManifest.fileName] = manifest.encoded()
            }
        } else {
            guard scripts.count == 1 else {
                throw PackageError(path: path, "holds \(scripts.count) scripts and no \(PackageManifest.fileName): write one at its top, such as "
                                   + exampleManifest(for: path, scripts: scripts.map(\.metadata)) + " (see Decks/README.md, \"Packages\")")
            }
            manifest = try derivedManifest(scripts[0].metadata, path: path)
            files[PackageManifest.fileName] = manifest.encoded()
        }
        try checkTruthful(manifest, scripts: scripts.map(\.metadata), path: path)
        return PackageContents(manifest: manifest, scripts: scripts, files: files, source: source, addedRequires: added)
    }

    /// What `scripts` require from outside their package that `manifest` does not name: each id
    /// with every range a script gives it (all must hold). The manifest is what players and
    /// `memory info` read, so it gains them; a requirement it names keeps the manifest's range
    /// (each script's own is still checked at install and load).
    static func unnamedRequires(_ manifest: PackageManifest, scripts: [ScriptMetadata]) -> [String: String] {
        let provided = Set(scripts.map(\.id) + [manifest.id])
        var ranges: [String: [String]] = [:]
        for script in scripts {
            for (id, range) in script.requires.sorted(by: { $0.key < $1.key })
                where !provided.contains(id) && manifest.requires[id] == nil && !(ranges[id] ?? []).contains(range) {
                ranges[id, default: []].append(range)
            }
        }
        return ranges.mapValues { $0.count > 1 ? $0.filter { $0 != "*" }.joined(separator: " ") : $0[0] }
    }

    /// The manifest of a package of one script: its fields.
    /// A manifest for the package folder at `path` to start from: its id and name from the
    /// folder's name, the scripts' version and highest API.
    static func exampleManifest(for path: String, scripts: [ScriptMetadata]) -> String {
        let folder = URL(fileURLWithPath: path).lastPathComponent.lowercased()
        let id = String(folder.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" })
        let version = scripts.compactMap(\.version).first ?? "0.1.0"
        let api = scripts.map(\.api).max() ?? 1
        return #"{"id": "\#(id.isEmpty ? "mine" : id)", "name": "\#(id.isEmpty ? "Mine" : id.capitalized)", "version": "\#(version)", "api": \#(api)}"#
    }

    static func derivedManifest(_ m: ScriptMetadata, path: String) throws(PackageError) -> PackageManifest {
        guard let version = m.version else {
            throw PackageError(path: m.path, "needs version = \"1.0.0\" (a semantic version) to be shared as a package")
        }
        let manifest = PackageManifest(id: m.id, name: m.name, version: version, api: m.api, author: m.author,
                                       license: m.license, description: m.description, requires: m.requires)
        try manifest.validate(path: m.path)
        return manifest
    }

    /// Refuses a manifest that lies about its scripts.
    static func checkTruthful(_ manifest: PackageManifest, scripts: [ScriptMetadata], path: String) throws(PackageError) {
        if scripts.count == 1, scripts[0].id != manifest.id {
            throw PackageError(path: path, "the manifest says id \(manifest.id), but its only script is \(scripts[0].id): they must agree")
        }
        // Every script left behind at once: a new version changes the manifest and each of them.
        let behind = scripts.filter { $0.version.map { $0 != manifest.version } ?? false }
        if let first = behind.first, let version = first.version {
            let others = behind.dropFirst().map { "\($0.path) (\(Printable.text($0.version ?? "")))" }
            throw PackageError(path: first.path, "says version \(Printable.text(version)), but the manifest says \(manifest.version): they must agree"
                               + (others.isEmpty ? "" : "; so must " + others.joined(separator: ", ")))
        }
        for script in scripts {
            if script.api > manifest.api {
                throw PackageError(path: script.path, "is written for api = \(script.api), but the manifest says api \(manifest.api)")
            }
        }
    }
}
