import MemoryEngine

/// A param that two or more scripts played together declare differently (another default,
/// range or doc): a value given with `--set` goes to every one of them, which is right only if
/// they mean the same thing by it (`lives` in `lives+shop`: 3 and 5 by default).
public struct DifferentlyDeclaredParam: Sendable, Hashable {
    public let name: String
    /// The ids of the scripts declaring it, in play order.
    public let ids: [String]
    /// Each script's default, in play order: `lives: 3, shop: 5`.
    public let defaults: String
}

extension ScriptedRulesFactory {
    /// The params its scripts declare differently, by name (see ``DifferentlyDeclaredParam``).
    public var differentlyDeclaredParams: [DifferentlyDeclaredParam] {
        params.keys.sorted().compactMap { name in
            let declaring = declared.filter { $0.params[name] != nil }
            guard let first = declaring.first, declaring.contains(where: { $0.params[name] != first.params[name] }) else { return nil }
            return DifferentlyDeclaredParam(name: name, ids: declaring.map(\.id),
                                            defaults: declaring.map { "\($0.id): \($0.params[name]!.value)" }.joined(separator: ", "))
        }
    }
}
