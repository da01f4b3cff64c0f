extension Array {
    /// Whether both arrays use the same storage (cheap; equal arrays in different storage say no).
    /// A game redealt from the same deck, and the Lua host preparing for it, skip their copies and
    /// comparisons of the deck's faces this way.
    @inlinable public func isSameStorage(as other: [Element]) -> Bool {
        withUnsafeBufferPointer { a in other.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress && a.count == b.count } }
    }
}
