extension String {
    /// The text without its control characters (C0, DEL and C1): what is left of a pasted text
    /// or a name read from a file when nothing of it may act on the terminal.
    var withoutControlCharacters: String {
        String(String.UnicodeScalarView(unicodeScalars.filter { $0.properties.generalCategory != .control }))
    }
}
