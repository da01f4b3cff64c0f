extension Double {
    /// The number as messages and tables write it: `3` rather than `3.0`, `0.5` as it is.
    public var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
