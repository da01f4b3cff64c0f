import CLuaBridge

/// How many scoring or board hooks were called in Lua and how many blocks of memory Lua
/// allocated during those calls (their event views included). The hot path promises to allocate
/// nothing per call once a state has warmed up; this is how the tests and `Scripts/bench` check
/// it. Hooks answered without entering Lua (a missing hook, a constant one) are not calls here.
public struct HookCallStatistics: Sendable, Hashable {
    /// Hook calls that entered Lua.
    public var calls: Int
    /// Blocks Lua allocated or grew during those calls.
    public var allocations: Int

    /// The sums over every Lua state this process has closed so far (a simulation's workers
    /// close theirs when the run ends).
    public static var closedStates: HookCallStatistics {
        var calls: UInt64 = 0, allocations: UInt64 = 0
        mb_closed_hook_totals(&calls, &allocations)
        return HookCallStatistics(calls: Int(calls), allocations: Int(allocations))
    }
}

extension ScriptedRules {
    /// The hook calls of this rules' own Lua state so far.
    public var hookCallStatistics: HookCallStatistics {
        let host = session.vm.host.pointee
        return HookCallStatistics(calls: Int(host.hook_calls), allocations: Int(host.hook_allocations))
    }
}
