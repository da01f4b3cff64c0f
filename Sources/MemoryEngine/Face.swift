/// What a card shows. Cards match when their keys are equal; the label and the image are for the
/// player's eyes only, and the engine never looks at them.
public struct Face: Sendable, Hashable, Codable {
    /// The matching key: cards whose keys are equal form a group.
    public var key: String
    /// The text shown on the card.
    public var label: String
    /// An image to show instead of (or with) the label, as a path the front end understands.
    public var image: String?

    /// A face; `key` defaults to the label.
    public init(label: String, key: String? = nil, image: String? = nil) {
        self.label = label
        self.key = key ?? label
        self.image = image
    }
}
