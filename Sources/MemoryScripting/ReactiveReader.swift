import CLua
import CLuaBridge
import MemoryEngine

/// Reads the fields of an `api = 2` rules or variant table: its hooks, actions and params.
enum ReactiveReader {
    /// Keys the game itself uses during play; an action may not take one.
    static let gameKeys: Set<Character> = ["w", "a", "s", "d", "h", "j", "k", "l", "p", "q", "n", "b", "?", " "]
    /// Most actions a script may declare.
    static let maximumActions = 9

    /// Every field this reads: those an `api = 1` rules or variant script does not have.
    static let fieldNames = Set(EventHookDeclaration.names + CallHookDeclaration.all.filter { $0.place == .script }.map(\.name)
                                + ["actions", "params", "needs", "bot_keys_first"])

    static func read(_ fields: inout FieldChecker, vm: LuaVM) -> ReactiveHooks {
        var hooks = ReactiveHooks()
        for name in EventHookDeclaration.names {
            if let hook = Constructors.hook(name, &fields, vm: vm) { hooks.events[name] = hook }
        }
        for call in CallHookDeclaration.all where call.place == .script {
            if let hook = Constructors.hook(call.name, &fields, vm: vm) { hooks.calls[call.name] = hook }
        }
        hooks.actions = readActions(&fields, vm: vm)
        hooks.params = ParamReader.read(&fields, vm: vm)
        hooks.needs = fields.words("needs", example: "{ \"bomb\" }", maximumCount: FaceReader.maximumTags)
        hooks.botKeysFirst = fields.boolean("bot_keys_first") ?? false
        if hooks.botKeysFirst && hooks.calls[CallHookDeclaration.botKeys.name] == nil {
            fields.error("bot_keys_first = true needs a bot_keys hook (the keys computer players go for first)", field: "bot_keys_first")
        }
        lua_pushvalue(vm.L, fields.table)
        hooks.table = vm.ref()
        return hooks
    }

    private static func readActions(_ fields: inout FieldChecker, vm: LuaVM) -> [ActionDefinition] {
        let L = vm.L
        let type = fields.push("actions")
        defer { mb_pop(L, 1) }
        guard type != LUA_TNIL else { return [] }
        guard type == LUA_TTABLE else {
            fields.error("actions must be a list of { key = \"x\", name = \"…\", run = function(game, card) … end }, not \(vm.describe(at: -1))")
            return []
        }
        let list = lua_absindex(L, -1)
        let count = Int(lua_rawlen(L, list))
        guard count <= maximumActions else {
            fields.error("actions lists \(count) actions; at most \(maximumActions) are allowed")
            return []
        }
        var actions: [ActionDefinition] = []
        let entryLines = vm.loading.flatMap { loading in
            fields.line.flatMap { ListEntryLines(source: loading.source, constructor: fields.subject, line: $0, list: "actions", count: count) }
        }
        for n in stride(from: 1, through: count, by: 1) {
            lua_rawgeti(L, list, lua_Integer(n))
            defer { mb_pop(L, 1) }
            guard lua_type(L, -1) == LUA_TTABLE else {
                fields.error("actions[\(n)] must be a table { key = \"x\", name = \"…\", run = function(game, card) … end }")
                continue
            }
            // Its problems are at its own line in a written list (a field's where it is set in it), else at `actions =`.
            var action = FieldChecker(vm: vm, table: -1, path: fields.path, line: entryLines?.line(ofEntry: n) ?? fields.line(of: "actions"),
                                      subject: "actions[\(n)]")
            let key = action.string("key", required: true, maximumBytes: 4)
            let name = action.string("name", required: true, maximumBytes: 40)
            let description = action.string("description", maximumBytes: 200) ?? ""
            let charges = action.integer("charges", in: 0...1000)   // 0: none until game:grant gives some
            let takesCard = action.boolean("card") ?? true
            var calls: [String: Hook] = [:]
            for call in CallHookDeclaration.all where call.place == .action {
                if let hook = Constructors.hook(call.name, &action, vm: vm) {
                    calls[call.name] = hook
                } else if call.required {
                    action.error("actions[\(n)] needs \(call.name) = function … end (\(call.signature))")
                }
            }
            action.warnAboutUnknownFields()
            let character = key.flatMap { $0.count == 1 ? $0.first : nil }
            if key != nil && character == nil {
                action.error("actions[\(n)].key must be one character, such as \"x\"")
            } else if let character, let taken = taker(of: character, in: actions) {
                action.error("actions[\(n)].key \"\(character)\" is taken by \(taken); each action needs its own key", field: "key")
            }
            for d in action.diagnostics { fields.add(d, field: "actions") }
            if let character, let name, !action.hasErrors {
                actions.append(ActionDefinition(action: PlayerAction(key: character, name: name, charges: charges, description: description,
                                                                          takesCard: takesCard),
                                                calls: calls))
            }
        }
        return actions
    }

    /// What already uses `key`: the game (listing its keys) or an earlier action; nil when it is free.
    private static func taker(of key: Character, in actions: [ActionDefinition]) -> String? {
        if gameKeys.contains(key) { return "the game (it uses \(gameKeys.sorted().map { $0 == " " ? "space" : String($0) }.joined(separator: " ")))" }
        return actions.first { $0.action.key == key }.map { "the action '\($0.action.name)'" }
    }
}
