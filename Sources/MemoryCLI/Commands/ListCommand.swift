import ArgumentParser
import Foundation
import MemoryPackages
import MemoryScripting

/// `memory list`: every deck, rules, variant and campaign script on the search path.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the decks, rules, variants and campaigns found, and where.",
        discussion: """
        Scripts are looked for in ./Decks, then each folder of $MEMORY_DECKS_PATH (colon-separated), \
        then $XDG_DATA_HOME/memory/decks, then the decks shipped with memory. When two scripts \
        claim the same id, the first one found wins and the other is listed as hidden. A campaign \
        is listed with how far you got in it (kept in the data directory). Run in a package's \
        folder (one holding manifest.json, or its rules/, variants/ … folders), the package's own \
        scripts come first, marked (this package), as play, simulate and test find them there.

        Examples:
          memory list
          memory list rules
          memory list campaigns
          memory list decks --json
          memory list --installed        the packages memory install installed, and .zip
                                         packages dropped into a decks folder by hand
          memory list --installed --json
        """
    )

    enum Kinds: String, ExpressibleByArgument, CaseIterable {
        case decks, rules, variants, campaigns

        var kind: ScriptKind {
            switch self {
            case .decks: return .deck
            case .rules: return .rules
            case .variants: return .variant
            case .campaigns: return .campaign
            }
        }
    }

    @Argument(help: "Only decks, rules, variants or campaigns.")
    var what: Kinds?

    @Flag(help: "Print JSON.")
    var json = false

    @Flag(help: "List the packages installed with `memory install`, and .zip packages dropped into a decks folder, instead.")
    var installed = false

    @OptionGroup var data: DataOptions

    func run() throws {
        if installed {
            try reportingFailures {
                let list = InstalledList(installer: .user, catalogue: .standard())
                if json { Standard.json(try list.json()) } else { Standard.output(list.text()) }
            }
            return
        }
        try ListCommand.list(what, json: json, dataDir: data.dataDir)
    }

    /// Prints the listing of `what` (nil: everything). `QuickStart` calls it directly for
    /// `memory list [decks|rules|variants|campaigns]`.
    static func list(_ what: Kinds?, json: Bool, dataDir: String? = nil) throws {
        try reportingFailures {
            let catalogue = ScriptCatalogue.forPlay()
            let kinds = what.map { [$0] } ?? Kinds.allCases
            let listing = kinds.map { ($0, catalogue.list($0.kind)) }
            let progress = progressTexts(listing.first { $0.0 == .campaigns }?.1 ?? [], dataDir: dataDir)
            if json {
                Standard.json(try ListJSON.render(listing, progress: progress))
                return
            }
            if catalogue.roots.isEmpty {
                throw Failure.noDecksFolder
            }
            var out = ""
            for (kinds, entries) in listing {
                out += "\(kinds.rawValue.capitalized)\n"
                if entries.isEmpty { out += "  (none)\n" }
                for entry in entries { out += ListText.line(entry, progress: progress[entry.path]) }
                out += "\n"
            }
            out += "Searched: " + catalogue.roots.map { "\($0.path) (\($0.origin.rawValue))" }.joined(separator: ", ")
            Standard.output(out)
        }
    }

    /// What each campaign's line says of the player's progress, by the campaign's path.
    private static func progressTexts(_ campaigns: [ScriptCatalogue.Entry], dataDir: String?) -> [String: String] {
        guard !campaigns.isEmpty else { return [:] }
        let kept = CampaignProgressText.kept(dataDir: dataDir)
        var texts: [String: String] = [:]
        for entry in campaigns where entry.hiddenBy == nil {
            guard let id = entry.metadata?.id, let goals = CampaignProgressText.goals(entry.path) else { continue }
            texts[entry.path] = ([CampaignProgressText.text(kept[id], levels: goals.count)]
                + [CampaignProgressText.goal(kept[id], goals: goals).map { "goal: " + $0 }].compactMap { $0 }).joined(separator: ", ")
        }
        return texts
    }
}

/// One entry of `memory list` as text.
enum ListText {
    /// `progress`: how far the player got, for a campaign.
    static func line(_ entry: ScriptCatalogue.Entry, progress: String? = nil) -> String {
        guard let m = entry.metadata else {
            let problem = entry.problems.first.map(\.description) ?? "does not load"
            // A problem that names the script's file already (`path:12: error: …`) is not
            // preceded by the same path again.
            return problem.hasPrefix(entry.path + ":") ? "  ✗ \(problem)\n" : "  ✗ \(entry.path): \(problem)\n"
        }
        var line = "  " + Columns.pad(m.id, 10) + " " + m.name
        if let version = m.version { line += " \(version)" }
        if let author = m.author { line += " by \(author)" }
        if let description = entry.description, !description.isEmpty { line += " — \(description)" }
        line += needs(entry)
        line += "\n      \(entry.path)"
        if entry.root.origin == .package { line += "  (this package)" }
        if let winner = entry.hiddenBy { line += "  (hidden by \(winner))" }
        if let setup = setup(entry) { line += "\n      plays with: \(setup)" }
        for (name, param) in entry.params.sorted(by: { $0.key < $1.key }) {
            line += "\n      --set \(Printable.text(name)): \(Printable.text(param.description))"
        }
        if let progress { line += "\n      progress: \(progress)" }
        for problem in entry.unmet { line += "\n      ✗ cannot be played: \(Printable.text(problem))" }
        for hidden in entry.hides { line += "\n      hides \(hidden)" }
        return line + "\n"
    }

    /// What a rules or variant script is played with when the player names nothing else: its
    /// deck, board and players ("the party deck, a 4x4 board, 2 players"), or nil.
    static func setup(_ entry: ScriptCatalogue.Entry) -> String? {
        var parts: [String] = []
        if let deck = entry.deck { parts.append("the \(Printable.text(deck)) deck") }
        if let size = entry.size { parts.append(size.description.hasSuffix("pairs") ? size.description : "a \(size) board") }
        if let players = entry.players, players > 1 { parts.append("\(players) players") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// ` (needs a card tagged bomb)` for a script with `needs`, else empty.
    static func needs(_ entry: ScriptCatalogue.Entry) -> String {
        entry.needs.isEmpty ? "" : " (needs a card tagged \(entry.needs.joined(separator: ", ")))"
    }
}

/// `memory list --json`.
enum ListJSON {
    struct Item: Encodable {
        var kind: String
        var id: String?
        var name: String?
        var author: String?
        var version: String?
        var description: String?
        var path: String
        var origin: String
        var hiddenBy: String?
        var hides: [String]
        var problems: [String]
        var unmet: [String]
        /// The tags a rules or variant script needs on the board, when it names any.
        var needs: [String]?
        /// What a rules or variant script is played with when the player names nothing else:
        /// the id of its deck, its board ("4x4", "8 pairs") and its players, when it names them.
        var deck: String?
        var board: String?
        var players: Int?
        /// How far the player got, for a campaign: "level 2 of 4, 25 points".
        var progress: String?
        /// The params a rules or variant script declares, when it declares any.
        var params: [String: Param]?
    }

    /// A declared param: its default and the values it takes.
    struct Param: Encodable {
        var `default`: String
        var takes: String?
        /// The words a text param takes, in order (nil: any text, or not a text param).
        var choices: [String]?
        var doc: String?

        init(_ declaration: ParamDeclaration) {
            self.default = declaration.value.description
            // A text param without choices takes any text: nothing to say.
            if case .text = declaration.value, declaration.choices == nil {} else { takes = declaration.kindText }
            choices = declaration.choices
            doc = declaration.doc
        }
    }

    static func render(_ listing: [(ListCommand.Kinds, [ScriptCatalogue.Entry])], progress: [String: String]) throws -> String {
        let items = listing.flatMap { kinds, entries in
            entries.map { e in
                Item(kind: kinds.kind.rawValue, id: e.metadata?.id, name: e.metadata?.name, author: e.metadata?.author,
                     version: e.metadata?.version, description: e.metadata?.description, path: e.path,
                     origin: e.root.origin.rawValue, hiddenBy: e.hiddenBy, hides: e.hides, problems: e.problems.map(\.description), unmet: e.unmet,
                     needs: e.needs.isEmpty ? nil : e.needs, deck: e.deck, board: e.size?.description, players: e.players,
                     progress: progress[e.path],
                     params: e.params.isEmpty ? nil : e.params.mapValues(Param.init))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return String(decoding: try encoder.encode(items), as: UTF8.self)
    }
}
