/// What a card shows. Cards match when their keys are equal byte for byte (or when a script's
/// `match` hook says so); the label and the image are for the player's eyes only, and the engine never looks
/// at them.
public struct Face: Sendable, Hashable, Codable {
    /// The matching key: cards whose keys are equal (the same UTF-8 bytes) form a group when the
    /// deck is dealt.
    public var key: String
    /// The text shown on the card.
    public var label: String
    /// An image to show instead of (or with) the label, as a path the front end understands.
    public var image: String?
    /// Words a variant reads (`wild`, `bomb`, …); the front end marks a tagged card face up.
    public var tags: [String]
    /// A shorter form of the first tag (`$8k` for `$8000`), for the front end to mark a card
    /// too narrow for the tag itself; nil when the deck gives none. Scripts never read it.
    public var shortTag: String?
    /// Any other values a variant reads, by name.
    public var data: [String: FaceValue]
    /// How many cards of this face's key make its group (2 to 4), when the deck says: a deck
    /// may mix pairs and triples on one board. Nil: the game's group (``GameConfig/group``).
    /// Every face of one key declares the same (see ``Deck/init(faces:needing:)``).
    public var group: Int?

    /// A face; `key` defaults to the label.
    public init(label: String, key: String? = nil, image: String? = nil, tags: [String] = [], shortTag: String? = nil,
                data: [String: FaceValue] = [:], group: Int? = nil) {
        self.label = label
        self.group = group
        self.key = key ?? label
        self.image = image
        self.tags = tags
        self.shortTag = shortTag
        self.data = data
    }

    enum CodingKeys: String, CodingKey { case key, label, image, tags, shortTag, data, group }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        key = try c.decode(String.self, forKey: .key)
        label = try c.decode(String.self, forKey: .label)
        image = try c.decodeIfPresent(String.self, forKey: .image)
        tags = try c.decodeIfPresent([String].self, forKey: .tags) ?? []
        shortTag = try c.decodeIfPresent(String.self, forKey: .shortTag)
        data = try c.decodeIfPresent([String: FaceValue].self, forKey: .data) ?? [:]
        group = try c.decodeIfPresent(Int.self, forKey: .group)
    }

    /// Whether it carries `tag`.
    public func has(_ tag: String) -> Bool { tags.contains(tag) }
}

/// A plain value a deck attaches to a face (`data = { value = 3 }`).
public enum FaceValue: Sendable, Hashable, Codable {
    case number(Double)
    case string(String)
    case boolean(Bool)
}
