/// Checks text that a script gives the host: valid UTF-8, not empty, not too long, and free of
/// control characters (an escape sequence in a label could take over the player's terminal).
enum TextCheck {
    enum Outcome {
        case success(String)
        case failure(String)
    }

    static func check(_ bytes: [UInt8], maximumBytes: Int) -> Outcome {
        guard !bytes.isEmpty else { return .failure("is empty") }
        guard bytes.count <= maximumBytes else { return .failure("is \(bytes.count) bytes long; at most \(maximumBytes) are allowed") }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure("is not valid UTF-8 text")
        }
        if let bad = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            return .failure("contains the control character U+\(String(bad.value, radix: 16, uppercase: true)), which a terminal would obey")
        }
        return .success(text)
    }
}
