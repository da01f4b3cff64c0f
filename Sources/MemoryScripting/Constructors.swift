import CLua
import CLuaBridge
import MemoryEngine
import MemoryPackages

/// `deck { }`, `rules { }` and `variant { }`: check the table at once and report mistakes at
/// the line of the script that called them (API versions 1 and 2).
enum Constructors {
    /// The newest API version; every older one still loads.
    static let apiVersion = PackageManifest.newestAPI
    static let commonFields = ["id", "name", "author", "version", "api", "description", "license", "requires"]

    static let deck: mb_swift_fn = { L in construct(L, .deck) }
    static let rules: mb_swift_fn = { L in construct(L, .rules) }
    static let variant: mb_swift_fn = { L in construct(L, .variant) }
    static let campaign: mb_swift_fn = { L in construct(L, .campaign) }

    private static func construct(_ L: OpaquePointer?, _ kind: ScriptKind) -> Int32 {
        let vm = LuaVM.owner(of: L)
        guard var context = vm.loading else {
            return SandboxPrelude.raise(L, "\(kind) { } can only be called while the script loads")
        }
        guard context.definition == nil, context.resultRef == nil else {
            return SandboxPrelude.raise(L, "a script builds one thing: deck { }, rules { }, variant { } or campaign { } is called a second time")
        }
        guard lua_type(L, 1) == LUA_TTABLE else {
            return SandboxPrelude.raise(L, "\(kind) expects a table: write \(kind) { id = \"…\", name = \"…\", api = 1, … }")
        }
        let line = Int(mb_caller_line(L, 1, nil, 0))
        var fields = FieldChecker(vm: vm, table: 1, path: context.path, line: line > 0 ? line : nil, subject: kind.rawValue)
        let (metadata, api) = readMetadata(kind, &fields, path: context.path)
        let definition: ScriptDefinition?
        switch kind {
        case .deck: definition = readDeck(metadata, &fields, vm: vm, directory: context.directory).map(ScriptDefinition.deck)
        case .rules: definition = readRules(metadata, api: api, &fields, vm: vm).map(ScriptDefinition.rules)
        case .variant: definition = readVariant(metadata, api: api, &fields, vm: vm).map(ScriptDefinition.variant)
        case .campaign: definition = CampaignReader.read(metadata, api: api, &fields, vm: vm).map(ScriptDefinition.campaign)
        }
        if let definition { warnAboutUndeclaredPlaceholders(definition, &fields) }
        let reactive = (kind == .rules || kind == .variant) && api == 1
        fields.warnAboutUnknownFields(apiTwoFields: reactive ? ReactiveReader.fieldNames : [])
        context.diagnostics += fields.diagnostics
        guard let definition, !fields.hasErrors else {
            vm.loading = context
            let first = fields.diagnostics.first { $0.severity == .error }
            return SandboxPrelude.raise(L, first?.message ?? "\(kind) { } is not valid")
        }
        context.definition = definition
        lua_pushvalue(L, 1)
        context.resultRef = vm.ref()
        vm.loading = context
        lua_pushvalue(L, 1)
        return 1
    }

    /// A `{name}` in a rules or variant description stands for a param's value (see
    /// ``ParamPlaceholders``): one that names no declared param is shown as written, so it is
    /// most likely a typo.
    private static func warnAboutUndeclaredPlaceholders(_ definition: ScriptDefinition, _ fields: inout FieldChecker) {
        let params: [String: ParamDeclaration]
        switch definition {
        case let .rules(r): params = r.reactive?.params ?? [:]
        case let .variant(v): params = v.reactive?.params ?? [:]
        case .deck, .campaign: return
        }
        for name in ParamPlaceholders.undeclared(in: definition.metadata.description ?? "", params: params) {
            fields.warning("description names {\(name)}, which is not one of the params: declare it in params, or write the text without braces",
                           field: "description")
        }
    }

    /// Whether `text` holds only what a script's id may: lower-case letters, digits, '-', '_' and '.'.
    private static func isID(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { "abcdefghijklmnopqrstuvwxyz0123456789-_.".unicodeScalars.contains($0) }
    }

    private static func readMetadata(_ kind: ScriptKind, _ fields: inout FieldChecker, path: String) -> (ScriptMetadata?, api: Int) {
        let id = fields.string("id", required: true, maximumBytes: 64)
        if let id, !isID(id) {
            fields.error("id '\(id)' may hold only lower-case letters, digits, '-', '_' and '.' (it is typed on the command line)", field: "id")
        }
        let name = fields.string("name", required: true, maximumBytes: 80)
        let author = fields.string("author")
        let version = fields.string("version", maximumBytes: 40)
        let description = fields.string("description", maximumBytes: 500)
        let license = fields.string("license", maximumBytes: 80)
        let requires = fields.requirements("requires")
        var api = 1
        switch fields.push("api") {
        case LUA_TNIL:
            fields.error("api is missing: add api = 1 (or api = 2 for rules and variants that react to play)")
        case LUA_TNUMBER where (1...Int64(apiVersion)).contains(lua_tointegerx(fields.vm.L, -1, nil)) && lua_isinteger(fields.vm.L, -1) != 0:
            api = Int(lua_tointegerx(fields.vm.L, -1, nil))
        default:
            fields.error("api = \(fields.vm.describe(at: -1)) is not supported: this version of memory understands api = 1 and api = 2", field: "api")
        }
        mb_pop(fields.vm.L, 1)
        guard let id, let name else { return (nil, api) }
        return (ScriptMetadata(kind: kind, id: id, name: name, author: author, version: version,
                               description: description, path: path, api: api, license: license, requires: requires), api)
    }

    private static func readDeck(_ metadata: ScriptMetadata?, _ fields: inout FieldChecker, vm: LuaVM,
                                 directory: String) -> DeckDefinition? {
        let back = fields.string("back", maximumBytes: 32) ?? "?"
        let colour = fields.string("colour", maximumBytes: 32) ?? fields.string("color", maximumBytes: 32)
        let faces: FaceSource?
        switch fields.push("faces") {
        case LUA_TFUNCTION:
            lua_pushvalue(vm.L, -1)
            let line = Int(mb_function_line(vm.L))
            faces = .generator(Hook(name: "faces", ref: vm.ref(), line: line,
                                    label: vm.label("\(fields.path) (faces)")))
        case LUA_TTABLE:
            var reader = FaceReader(vm: vm, path: fields.path, line: nil, directory: directory, constructorLine: fields.line)
            let list = reader.read(at: -1)
            mb_pop(vm.L, 1)
            for d in reader.diagnostics { fields.add(d, field: "faces") }
            if let list { warnAboutDuplicates(list, &fields) }
            faces = list.map(FaceSource.list)
        case LUA_TNIL:
            mb_pop(vm.L, 1)
            fields.error("deck needs faces: a list such as { \"🐶\", \"🐱\" }, or a function(count, random) returning one")
            faces = nil
        default:
            fields.error("faces must be a list of faces or a function(count, random), not \(vm.describe(at: -1))", field: "faces")
            mb_pop(vm.L, 1)
            faces = nil
        }
        guard let metadata, let faces else { return nil }
        return DeckDefinition(metadata: metadata, back: back, colour: colour, faces: faces, directory: directory)
    }

    /// Two faces that look the same (label and image) and have the same key are one face listed
    /// twice: with `{ "A", "A" }` a player cannot tell which card goes with which. Faces that
    /// share a key but look different are meant to match each other (the tens deck's 1 and 9).
    private static func warnAboutDuplicates(_ faces: [Face], _ fields: inout FieldChecker) {
        // Keyed by one string (fields joined by NUL, which a face's text cannot hold): a dictionary
        // of a key type of its own costs a search of the program's conformances, at every start.
        var first: [String: Int] = [:]
        var reported = 0
        for (i, face) in faces.enumerated() {
            let look = face.key + "\u{0}" + face.label + "\u{0}" + (face.image.map { "\u{1}" + $0 } ?? "")
            guard let earlier = first[look] else {
                first[look] = i
                continue
            }
            guard reported < FaceReader.maximumReported else { break }
            reported += 1
            fields.warning("faces \(earlier + 1) and \(i + 1) are the same face '\(face.label.prefix(40))': "
                           + "which card matches which? Give each face its own label or key", field: "faces")
        }
    }

    static func hook(_ name: String, _ fields: inout FieldChecker, vm: LuaVM) -> Hook? {
        guard let ref = fields.function(name) else { return nil }
        return Hook(name: name, ref: ref, line: vm.definitionLine(ofRef: ref), label: vm.label("\(fields.path) (\(name))"))
    }

    private static func readRules(_ metadata: ScriptMetadata?, api: Int, _ fields: inout FieldChecker, vm: LuaVM) -> RulesDefinition? {
        let bonus = fields.number("bonus_time", in: 0.001...3600)
        let deck = readDeck(&fields)
        if api >= 2 {
            let reactive = ReactiveReader.read(&fields, vm: vm)
            guard let metadata else { return nil }
            return RulesDefinition(metadata: metadata, bonusTime: bonus, reactive: reactive, deck: deck)
        }
        let onMatch = hook("on_match", &fields, vm: vm)
        let onMismatch = hook("on_mismatch", &fields, vm: vm)
        let onFinish = hook("on_finish", &fields, vm: vm)
        guard let metadata else { return nil }
        return RulesDefinition(metadata: metadata, onMatch: onMatch, onMismatch: onMismatch, onFinish: onFinish, bonusTime: bonus,
                               deck: deck)
    }

    /// A variant's or rules script's `deck`: a deck's id (resolved when the variant is played or checked), or nil
    /// when it names none or after an error.
    private static func readDeck(_ fields: inout FieldChecker) -> NamedDeck? {
        guard let id = fields.string("deck", maximumBytes: 64) else { return nil }
        guard !id.isEmpty, isID(id) else {
            fields.error("deck = \"\(id)\" is not a deck's id (lower-case letters, digits, '-', '_' and '.'; see memory list decks)",
                         field: "deck")
            return nil
        }
        return NamedDeck(id: id, path: fields.path, line: fields.line(of: "deck"))
    }

    private static func readVariant(_ metadata: ScriptMetadata?, api: Int, _ fields: inout FieldChecker, vm: LuaVM) -> VariantDefinition? {
        var settings = VariantSettings()
        settings.group = fields.integer("group", in: 2...GameConfig.maximumGroup)
        settings.players = fields.integer("players", in: 1...GameConfig.maximumPlayers)
        settings.extraTurnOnMatch = fields.boolean("extra_turn")
        settings.coop = fields.boolean("coop")
        let stock = ParamField.stock.read(&fields, vm: vm)
        (settings.stock, settings.stockParam) = (stock.number.map { Int($0) }, stock.param)
        let timeLimit = ParamField.timeLimit.read(&fields, vm: vm)
        (settings.timeLimit, settings.timeLimitParam) = (timeLimit.number, timeLimit.param)
        settings.peek = fields.number("peek", in: 0...3600)
        if fields.push("reveal") == LUA_TSTRING {
            let text = String(decoding: vm.string(at: -1), as: UTF8.self)
            mb_pop(vm.L, 1)
            if text == "next-flip" { settings.reveal = .untilNextFlip } else {
                fields.error("reveal = \"\(text.prefix(40))\" is not allowed: use a number of seconds or \"next-flip\"", field: "reveal")
            }
        } else {
            mb_pop(vm.L, 1)
            settings.reveal = fields.number("reveal", in: 0...3600).map(RevealPolicy.seconds)
        }
        let pairs = fields.integer("pairs", in: 1...GameConfig.maximumCards)
        let grid = fields.string("grid", maximumBytes: 16)
        if let pairs { settings.size = .groups(pairs) }
        if let grid {
            if let size = BoardSize(grid: grid) { settings.size = size } else {
                fields.error("grid = \"\(grid)\" is not a grid: write rows x columns, e.g. \"4x4\"", field: "grid")
            }
        }
        if pairs != nil && grid != nil { fields.error("give pairs or grid, not both", field: "grid") }
        settings.deck = readDeck(&fields)
        settings.excludes = fields.words("excludes", example: "{ \"simon\" }", maximumBytes: 64)
        if api >= 2 {
            let reactive = ReactiveReader.read(&fields, vm: vm)
            if let param = timeLimit.param { settings.timeLimit = ParamField.timeLimit.value(of: param, params: reactive.params, &fields) }
            if let param = stock.param { settings.stock = ParamField.stock.value(of: param, params: reactive.params, &fields).map { Int($0) } }
            validate(settings, &fields)
            guard let metadata else { return nil }
            return VariantDefinition(metadata: metadata, settings: settings, reactive: reactive)
        }
        if timeLimit.param != nil {
            fields.error("time_limit can come from a param only in an api = 2 script (params are declared there)", field: "time_limit")
        }
        if stock.number != nil || stock.param != nil {
            fields.error("stock needs an api = 2 script: its cards come onto the board only by game:deal", field: "stock")
        }
        validate(settings, &fields)
        let onMismatch = hook("on_mismatch", &fields, vm: vm)
        guard let metadata else { return nil }
        return VariantDefinition(metadata: metadata, settings: settings, onMismatch: onMismatch)
    }

    /// Checks the rules of play a variant sets together (its stock fits beside its board), with
    /// their defaults, unless a field was refused already.
    private static func validate(_ settings: VariantSettings, _ fields: inout FieldChecker) {
        guard !fields.hasErrors else { return }
        var config = GameConfig()
        settings.apply(to: &config)
        do { try config.validate() } catch { fields.error(error.message, field: settings.stock != nil && error.message.hasPrefix("stock") ? "stock" : nil) }
    }
}
