import Foundation
import MemoryEngine
import MemoryPackages

/// A folder where scripts are looked for. Inside it, decks are `*.lua` or `*/deck.lua` at the
/// top, rules are in `rules/`, variants in `variants/` (`*.d.lua` definition files are skipped).
public struct SearchRoot: Sendable, Hashable, Codable {
    /// Why the folder is searched.
    public enum Origin: String, Sendable, Hashable, Codable {
        /// `./Decks` in the current directory.
        case currentDirectory
        /// A folder of `$MEMORY_DECKS_PATH`.
        case decksPath
        /// `$XDG_DATA_HOME/memory/decks` (default `~/.local/share/memory/decks`).
        case user
        /// The decks shipped with the program.
        case shipped
        /// A package searched ahead of everything else: the one being written that a command
        /// runs in, or one named on its command line (see ``ScriptCatalogue/searchingFirst(package:)``).
        case package
    }

    public var path: String
    public var origin: Origin

    public init(path: String, origin: Origin) {
        self.path = path
        self.origin = origin
    }
}

/// A script that `--deck`, `--rules` or `--variant` resolved to.
public struct ScriptRef: Sendable, Hashable, Codable {
    public var kind: ScriptKind
    public var path: String
}

/// Finds scripts by id or path in an ordered list of search roots (the first root that has an
/// id wins; later scripts with the same id are listed as hidden).
public struct ScriptCatalogue: Sendable {
    public let roots: [SearchRoot]
    let limits: SandboxLimits

    /// A catalogue over `roots`, searched in order.
    public init(roots: [SearchRoot], limits: SandboxLimits = .standard) {
        var seen: Set<String> = []
        self.roots = roots.filter { seen.insert(URL(fileURLWithPath: $0.path).standardizedFileURL.resolvingSymlinksInPath().path).inserted }
        self.limits = limits
    }

    /// The standard search path: `./Decks`; each folder of `$MEMORY_DECKS_PATH`
    /// (colon-separated); `$XDG_DATA_HOME/memory/decks` (or `~/.local/share/memory/decks`); then
    /// the shipped decks: `$MEMORY_SHIPPED_DECKS` if set, else the first `Decks` folder found
    /// walking up from the executable's folder, else `../share/memory/decks` next to it.
    /// Folders that do not exist are left out.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment,
                                currentDirectory: String = FileManager.default.currentDirectoryPath,
                                executablePath: String = runningExecutable) -> ScriptCatalogue {
        var roots = [SearchRoot(path: currentDirectory + "/Decks", origin: .currentDirectory)]
        for folder in (environment["MEMORY_DECKS_PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            roots.append(SearchRoot(path: String(folder), origin: .decksPath))
        }
        roots.append(SearchRoot(path: userDecks(environment: environment), origin: .user))
        if let shipped = environment["MEMORY_SHIPPED_DECKS"], !shipped.isEmpty {
            roots.append(SearchRoot(path: shipped, origin: .shipped))
        } else if let shipped = shippedDecks(near: executablePath, currentDirectory: currentDirectory) {
            roots.append(SearchRoot(path: shipped, origin: .shipped))
        }
        return ScriptCatalogue(roots: roots.filter { isDirectory($0.path) })
    }

    /// `$XDG_DATA_HOME/memory/decks` (or `~/.local/share/memory/decks`): where `memory install` puts packages.
    public static func userDecks(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        return dataHome + "/memory/decks"
    }

    /// The running program's file, from `/proc/self/exe`: when the shell found `memory` on
    /// `PATH`, its first argument is only `memory`, which names no folder. Else that argument.
    public static var runningExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? ""
    }

    private static func shippedDecks(near executable: String, currentDirectory: String) -> String? {
        guard !executable.isEmpty else { return nil }
        var folder = URL(fileURLWithPath: executable, relativeTo: URL(fileURLWithPath: currentDirectory + "/"))
            .standardizedFileURL.resolvingSymlinksInPath().deletingLastPathComponent()
        let installed = folder.appendingPathComponent("../share/memory/decks").standardizedFileURL.path
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("Decks").path
            if isDirectory(candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return isDirectory(installed) ? installed : nil
    }

    static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    /// One script found while listing.
    public struct Entry: Sendable, Hashable {
        public var path: String
        public var root: SearchRoot
        /// What the script declares; nil if it does not load (see ``problems``).
        public var metadata: ScriptMetadata?
        /// Why it does not load.
        public var problems: [Diagnostic]
        /// The script that wins over this one (same id, earlier on the search path).
        public var hiddenBy: String?
        /// Scripts with the same id later on the search path.
        public var hides: [String]
        /// The players a variant deals for (its `players`), nil when it leaves that to the player.
        public var players: Int? = nil
        /// The board a variant deals when the player names none (its `grid` or `pairs`), if any.
        public var size: BoardSize? = nil
        /// The deck a variant or rules script is played with when the player names none (its
        /// `deck`), if any.
        public var deck: String? = nil
        /// The manifest of the package it belongs to, if any.
        public var package: PackageManifest?
        /// Why it cannot be played although it loads: requirements not met (see ``Requirements``).
        public var unmet: [String] = []
        /// The tags a rules or variant script needs on the board (its `needs`).
        public var needs: [String] = []
        /// The params a rules or variant script declares, by name.
        public var params: [String: ParamDeclaration] = [:]

        /// The script's description with its params' defaults in place of `{name}` (see ``ParamPlaceholders``).
        public var description: String? { metadata?.description.map { ParamPlaceholders.fill($0, params: params) } }
    }

    /// Every script of `kind` on the search path, in search order. Each is loaded in the
    /// sandbox to read what it declares.
    public func list(_ kind: ScriptKind) -> [Entry] {
        list(kind, checkingRequirements: true)
    }

    func list(_ kind: ScriptKind, checkingRequirements: Bool) -> [Entry] {
        var entries: [Entry] = []
        var winner: [String: Int] = [:]
        for (path, root) in candidates(kind) {
            var entry = load(kind, path: path, root: root)
            if let id = entry.metadata?.id {
                if let first = winner[id] {
                    entry.hiddenBy = entries[first].path
                    entries[first].hides.append(path)
                } else {
                    winner[id] = entries.count
                }
            }
            entries.append(entry)
        }
        guard checkingRequirements, entries.contains(where: { !($0.metadata?.requires.isEmpty ?? true) || !($0.package?.requires.isEmpty ?? true) }) else {
            return entries
        }
        let requirements = Requirements(catalogue: self)
        for i in entries.indices {
            guard let m = entries[i].metadata else { continue }
            let requires = m.requires.merging(entries[i].package?.requires ?? [:]) { a, _ in a }
            if !requires.isEmpty {
                entries[i].unmet = requirements.problems(requires, of: Set([m.id] + (entries[i].package.map { [$0.id] } ?? [])))
            }
        }
        return entries
    }

    /// Every script file of `kind` on the search path, in search order (first wins).
    private func candidates(_ kind: ScriptKind) -> [(path: String, root: SearchRoot)] {
        roots.flatMap { root in files(of: kind, in: root.path).map { ($0, root) } }
    }

    /// Loads one script in the sandbox to read what it declares.
    private func load(_ kind: ScriptKind, path: String, root: SearchRoot) -> Entry {
        var entry = Entry(path: path, root: root, metadata: nil, problems: [], hiddenBy: nil, hides: [])
        if path.hasSuffix(".zip") {
            // An archive that could not be opened (see `files(of:in:)`): say why.
            do { _ = try ArchivePath.archive(path) } catch { entry.problems = [Diagnostic(path: path, message: error.message)] }
            return entry
        }
        do {
            entry.package = try PackageLayout.manifest(ofScript: path)
            let definition = try self.definition(at: path)
            if definition.metadata.kind == kind {
                entry.metadata = definition.metadata
                switch definition {
                case let .variant(v):
                    entry.players = v.settings.players
                    entry.size = v.settings.size
                    entry.deck = v.settings.deck?.id
                    entry.needs = v.reactive?.needs ?? []
                    entry.params = v.reactive?.params ?? [:]
                case let .rules(r):
                    entry.deck = r.deck?.id
                    entry.needs = r.reactive?.needs ?? []
                    entry.params = r.reactive?.params ?? [:]
                default: break
                }
            } else {
                entry.problems = [Diagnostic(path: path, message: "found among the \(kind) scripts, but it returns \(definition.metadata.kind) { }")]
            }
        } catch let error as ScriptError {
            entry.problems = error.diagnostics
        } catch {
            entry.problems = [Diagnostic(path: path, message: "\(error)")]
        }
        return entry
    }

    /// What the script at `path` declares, read by loading it in the sandbox.
    public func metadata(at path: String) throws(ScriptError) -> ScriptMetadata {
        try definition(at: path).metadata
    }

    /// The script at `path`, loaded in the sandbox.
    private func definition(at path: String) throws(ScriptError) -> ScriptDefinition {
        let source = try ScriptSource(reading: path, limit: limits.sourceBytes)
        return try LuaVM(limits: limits).load(source).0
    }

    /// The script files of `kind` in a root, sorted by name: its own, then those of the
    /// packages in it (folders holding `manifest.json`, and `.zip` archives, read in place).
    func files(of kind: ScriptKind, in root: String) -> [String] {
        // A package's own folder or archive as a root (see `searchingFirst(package:)`): its
        // scripts, laid out as in a package.
        if ScriptCatalogue.isPackage(root) { return ScriptCatalogue.packageScripts(kind, in: root) ?? [] }
        let folder = kind.folder.map { root + "/" + $0 } ?? root
        var found: [String] = []
        for name in ScriptCatalogue.names(in: folder) {
            let path = folder + "/" + name
            // A script's tests (x_test.lua) sit beside it but are no script to play.
            if name.hasSuffix(".lua") && !name.hasSuffix(".d.lua") && !ScriptTests.isTestFile(path) && !ScriptCatalogue.isDirectory(path) {
                found.append(path)
            } else if kind == .deck, ScriptCatalogue.isDirectory(path),
                      FileManager.default.fileExists(atPath: path + "/deck.lua"),
                      !FileManager.default.fileExists(atPath: path + "/" + PackageManifest.fileName),
                      !["rules", "variants", "campaigns", "lib"].contains(name) {
                found.append(path + "/deck.lua")
            }
        }
        for package in ScriptCatalogue.names(in: root).map({ root + "/" + $0 }) where ScriptCatalogue.isPackage(package) {
            if let scripts = ScriptCatalogue.packageScripts(kind, in: package) {
                found += scripts
            } else if kind == .deck {
                // An archive that cannot be opened is listed (as a deck) so that its problem shows.
                found.append(package)
            }
        }
        return found
    }

    /// Whether `path` is a package: a folder holding `manifest.json`, or a `.zip` archive.
    static func isPackage(_ path: String) -> Bool {
        isDirectory(path) ? FileManager.default.fileExists(atPath: path + "/" + PackageManifest.fileName) : path.hasSuffix(".zip")
    }

    /// The script files of `kind` in the package at `path` (a folder or an archive), sorted;
    /// nil for an archive that cannot be opened.
    private static func packageScripts(_ kind: ScriptKind, in path: String) -> [String]? {
        let files: [String]
        if isDirectory(path) {
            files = (try? PackageFiles.folder(path).list()) ?? []
        } else {
            guard let archive = try? ArchivePath.archive(path) else { return nil }
            files = archive.files
        }
        return PackageLayout.scripts(kind, among: files).map { path + "/" + $0 }
    }

    private static func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Resolves what the player typed: a path (a `.lua` file, or for decks a folder holding
    /// `deck.lua`) or an id looked up on the search path.
    public func resolve(_ kind: ScriptKind, _ idOrPath: String) throws(ScriptError) -> ScriptRef {
        let looksLikePath = idOrPath.contains("/") || idOrPath.hasSuffix(".lua")
        if looksLikePath || FileManager.default.fileExists(atPath: idOrPath) {
            if ScriptCatalogue.isDirectory(idOrPath) {
                let deck = idOrPath + "/deck.lua"
                guard kind == .deck, FileManager.default.fileExists(atPath: deck) else {
                    throw ScriptCatalogue.unresolved(idOrPath, "is a folder without a deck.lua; give the path of a .lua script")
                }
                return ScriptRef(kind: kind, path: deck)
            }
            guard FileManager.default.fileExists(atPath: idOrPath) else {
                throw ScriptCatalogue.unresolved(idOrPath, "no such file; give an id (see `memory list \(kind.listName)`) or the path of a .lua script")
            }
            return ScriptRef(kind: kind, path: idOrPath)
        }
        return try resolve(kind, id: idOrPath)
    }

    /// Resolves an id on the search path only (never a file of the working folder): what a
    /// script names, such as a variant's `deck`, must not depend on where memory runs.
    public func resolve(_ kind: ScriptKind, id idOrPath: String) throws(ScriptError) -> ScriptRef {
        // The first script on the path with this id wins: stop loading scripts once it is found.
        // A script named after the id that does not load, found first, is most likely the one
        // meant (a syntax error while it is edited): taking it says what is wrong, at its line,
        // where going on would silently play another script of that id further on the path (an
        // installed copy of the package being written, a shipped script).
        for (path, root) in candidates(kind) where !path.hasSuffix(".zip") {
            let metadata = load(kind, path: path, root: root).metadata
            if metadata?.id == idOrPath || metadata == nil && ScriptCatalogue.fileStem(path) == idOrPath {
                return ScriptRef(kind: kind, path: path)
            }
        }
        // A script named after the id on the search path declares another id: the list says which.
        if !candidates(kind).contains(where: { ScriptCatalogue.fileStem($0.path) == idOrPath }),
           let hint = ScriptCatalogue.nearbyHint(kind, idOrPath) {
            throw ScriptCatalogue.unresolved(idOrPath, "no \(kind) with this id on the search path; \(hint)")
        }
        let known = list(kind).compactMap { $0.hiddenBy == nil ? $0.metadata?.id : nil }
        let hint = known.isEmpty ? "no \(kind.listName) were found on the search path" : "known: " + known.joined(separator: ", ")
        throw ScriptCatalogue.unresolved(idOrPath, "no \(kind) with this id (\(hint)); see `memory list \(kind.listName)`")
    }

    /// The name a script file goes by: `hearts` for `…/hearts.lua`, `birds` for `…/birds/deck.lua`.
    static func fileStem(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let file = url.lastPathComponent == "deck.lua" ? url.deletingLastPathComponent() : url
        return file.deletingPathExtension().lastPathComponent
    }

    /// The error for a name that `resolve` found no script under.
    public static func unresolved(_ name: String, _ message: String) -> ScriptError {
        var error = ScriptError(path: name, message)
        error.unresolved = true
        return error
    }
}

extension ScriptKind {
    /// `decks`, `rules`, `variants`.
    public var listName: String { self == .rules ? "rules" : rawValue + "s" }
}
