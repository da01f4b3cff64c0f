/// Turns bytes from the terminal into keys and mouse reports.
///
/// Escape sequences may arrive split across reads: an incomplete one is kept until more bytes
/// come. A lone ESC is ambiguous (the Escape key, or the start of a sequence), so it waits until
/// the caller sees no more input for a moment and calls ``flush()``. Unknown or malformed
/// sequences are dropped whole; nothing the decoder is given can make it crash, loop or hold more
/// than ``maximumPending`` bytes. Terminal replies that come late (device attributes, a kitty
/// graphics reply `ESC _ G … ESC \`) are dropped the same way. A control string (APC `ESC _`, OSC
/// `ESC ]`, DCS `ESC P`, SOS `ESC X`, PM `ESC ^`: a terminal's reply, or pasted garbage such as a
/// window title `ESC ] 0;… BEL`) is skipped up to its terminator (ST `ESC \` or BEL), a quiet time
/// (``flush()``) or ``maximumString`` bytes, so that none of its text is read as keys. A
/// bracketed paste (`ESC [200~` … `ESC [201~`) comes as one ``InputEvent/paste(_:)``, however
/// many reads and quiet times it spans, up to ``maximumPaste`` bytes.
public struct InputDecoder: Sendable {
    /// The longest escape sequence kept waiting; longer ones are garbage and dropped.
    public static let maximumPending = 64
    /// The longest control string skipped; what follows a longer one is read as input again.
    public static let maximumString = 4096

    /// The most bytes a paste may take before its end marker: past them, what follows is read
    /// as input again (a terminal that never ends its paste cannot swallow every key).
    public static let maximumPaste = 1 << 20
    /// The most bytes of a paste's text kept for its event (a name field takes 24 characters).
    public static let maximumPasteKept = 256
    static let pasteEnd = Array("\u{1B}[201~".utf8)

    private var pending: [UInt8] = []
    /// Inside a bracketed paste: its text so far, the last bytes (watched for the end marker),
    /// and how many bytes it has taken.
    private var inPaste = false
    private var pasteText: [UInt8] = []
    private var pasteTail: [UInt8] = []
    private var pasteLength = 0
    /// Inside a control string: bytes are skipped until ST (`ESC \`) or BEL.
    private var inString = false
    private var stringEscape = false
    private var stringLength = 0

    public init() {}

    /// Whether bytes are waiting for the rest of a sequence (the caller should then flush after a
    /// short quiet time).
    public var hasPending: Bool { !pending.isEmpty || inString }

    /// Decodes `bytes`, appending the events to `events`.
    public mutating func feed<S: Sequence<UInt8>>(_ bytes: S, into events: inout [InputEvent]) {
        for b in bytes { feedByte(b, into: &events) }
    }

    private mutating func feedByte(_ b: UInt8, into events: inout [InputEvent]) {
        if inPaste {
            pasted(b, into: &events)
            return
        }
        if inString {
            if stringEscape {
                stringEscape = false
                inString = false
                if b == UInt8(ascii: "\\") { return }
                // ESC and something else: the string was cut short by a new sequence.
                pending.append(0x1B)
            } else if b == 0x1B {
                stringEscape = true
                return
            } else if b == 0x07 {
                inString = false
                return
            } else {
                stringLength += 1
                if stringLength > Self.maximumString { inString = false }
                return
            }
        }
        pending.append(b)
        decodePending(final: false, into: &events)
        if (inString || inPaste) && !pending.isEmpty {
            let rest = pending
            pending.removeAll()
            for r in rest { feedByte(r, into: &events) }
        }
    }

    /// A byte of a bracketed paste: kept (while there is room) once it is known not to begin the
    /// end marker; the marker ends the paste with its event.
    private mutating func pasted(_ b: UInt8, into events: inout [InputEvent]) {
        pasteLength += 1
        pasteTail.append(b)
        if pasteTail.count > Self.pasteEnd.count {
            let byte = pasteTail.removeFirst()
            if pasteText.count < Self.maximumPasteKept { pasteText.append(byte) }
        }
        if pasteTail == Self.pasteEnd || pasteLength > Self.maximumPaste {
            inPaste = false
            events.append(.paste(String(decoding: pasteText, as: UTF8.self).withoutControlCharacters))
        }
    }

    /// Convenience: decodes `bytes` and returns the events.
    public mutating func feed<S: Sequence<UInt8>>(_ bytes: S) -> [InputEvent] {
        var events: [InputEvent] = []
        feed(bytes, into: &events)
        return events
    }

    /// Resolves what is waiting as if no more bytes will come: a lone ESC becomes the Escape key,
    /// anything else incomplete is dropped.
    public mutating func flush() -> [InputEvent] {
        inString = false
        stringEscape = false
        var events: [InputEvent] = []
        decodePending(final: true, into: &events)
        return events
    }

    private enum Step {
        /// A complete token of this many bytes (with its event, if it means anything).
        case token(Int, InputEvent?)
        case needMore
        /// `ESC _`, `ESC ]`, `ESC P`, `ESC X` or `ESC ^`: a control string begins (2 bytes).
        case controlString
        /// `ESC [200~` (this many bytes): a bracketed paste begins.
        case pasteStart(Int)
    }

    private mutating func decodePending(final: Bool, into events: inout [InputEvent]) {
        while !pending.isEmpty {
            switch Self.step(pending, final: final) {
            case let .token(n, event):
                if let event { events.append(event) }
                pending.removeFirst(min(max(n, 1), pending.count))
            case .controlString:
                pending.removeFirst(min(2, pending.count))
                inString = true
                stringEscape = false
                stringLength = 0
                return
            case let .pasteStart(n):
                pending.removeFirst(min(n, pending.count))
                inPaste = true
                pasteText = []
                pasteTail = []
                pasteLength = 0
                return
            case .needMore:
                if pending.count >= Self.maximumPending {
                    pending.removeAll()
                    return
                }
                if !final { return }
                if pending == [0x1B] { events.append(.key(.escape)) }
                pending.removeAll()
                return
            }
        }
    }

    private static func step(_ b: [UInt8], final: Bool) -> Step {
        let first = b[0]
        switch first {
        case 0x1B: return escape(b, final: final)
        case 0x03: return .token(1, .key(.interrupt))
        case 0x1A: return .token(1, .key(.suspend))
        case 0x0D, 0x0A: return .token(1, .key(.enter))
        case 0x09: return .token(1, .key(.tab))
        case 0x7F, 0x08: return .token(1, .key(.backspace))
        case 0x00..<0x20: return .token(1, nil)
        case 0x20..<0x7F: return .token(1, .key(.char(Character(Unicode.Scalar(first)))))
        default: return utf8(b)
        }
    }

    private static func utf8(_ b: [UInt8]) -> Step {
        let first = b[0]
        let length: Int
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .token(1, nil)
        }
        for i in 1..<min(length, b.count) where b[i] & 0xC0 != 0x80 { return .token(i, nil) }
        guard b.count >= length else { return .needMore }
        guard let s = String(validating: b[0..<length], as: UTF8.self), let c = s.first, s.count == 1 else {
            return .token(length, nil)
        }
        return .token(length, .key(.char(c)))
    }

    private static func escape(_ b: [UInt8], final: Bool) -> Step {
        guard b.count >= 2 else { return .needMore }
        switch b[1] {
        case UInt8(ascii: "["): return csi(b)
        case UInt8(ascii: "_"), UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"):
            return .controlString
        case UInt8(ascii: "O"):
            guard b.count >= 3 else { return .needMore }
            return .token(3, ss3(b[2]).map { .key($0) })
        case 0x1B: return .token(1, .key(.escape))
        default:
            // Alt+key or a stray ESC: report Escape and let the next byte stand on its own.
            return .token(1, .key(.escape))
        }
    }

    private static func ss3(_ c: UInt8) -> Key? {
        switch c {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "M"): return .enter
        case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(c) - Int(UInt8(ascii: "P")) + 1)
        default: return nil
        }
    }

    /// `ESC [ params intermediates final`, with the parameters 0x30–0x3F, intermediates
    /// 0x20–0x2F and a final byte 0x40–0x7E. Any other byte ends the sequence as garbage.
    private static func csi(_ b: [UInt8]) -> Step {
        var i = 2
        while i < b.count {
            let c = b[i]
            switch c {
            case 0x20...0x3F: i += 1
            case 0x40...0x7E:
                if c == UInt8(ascii: "~") && b[2..<i].elementsEqual("200".utf8) { return .pasteStart(i + 1) }
                return .token(i + 1, csiEvent(params: b[2..<i], final: c))
            case 0x1B: return .token(i, nil)
            default: return .token(i + 1, nil)
            }
        }
        return .needMore
    }

    private static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int]? {
        var result: [Int] = []
        var current = 0
        var digits = 0
        for c in bytes {
            if c == UInt8(ascii: ";") {
                result.append(current)
                current = 0
                digits = 0
            } else if c >= 0x30 && c <= 0x39 {
                digits += 1
                guard digits <= 6 else { return nil }
                current = current * 10 + Int(c - 0x30)
            } else {
                return nil
            }
        }
        result.append(current)
        return result
    }

    private static func csiEvent(params: ArraySlice<UInt8>, final: UInt8) -> InputEvent? {
        if params.first == UInt8(ascii: "<") {
            guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
            return mouse(params.dropFirst(), release: final == UInt8(ascii: "m"))
        }
        guard let n = numbers(params) else { return nil }
        let key: Key?
        switch final {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "Z"): key = .backTab
        case UInt8(ascii: "~"):
            switch n[0] {
            case 1, 7: key = .home
            case 2: key = .insert
            case 3: key = .delete
            case 4, 8: key = .end
            case 5: key = .pageUp
            case 6: key = .pageDown
            case 11...15: key = .function(n[0] - 10)
            case 17...21: key = .function(n[0] - 11)
            case 23, 24: key = .function(n[0] - 12)
            default: key = nil
            }
        default: key = nil
        }
        return key.map { .key($0) }
    }

    private static func mouse(_ params: ArraySlice<UInt8>, release: Bool) -> InputEvent? {
        guard let n = numbers(params), n.count == 3, n[1] >= 1, n[2] >= 1 else { return nil }
        let code = n[0]
        let x = n[1] - 1, y = n[2] - 1
        if code & 64 != 0 {
            return .mouse(MouseEvent(kind: code & 1 == 0 ? .wheelUp : .wheelDown, button: 0, x: x, y: y))
        }
        let kind: MouseEvent.Kind = release ? .release : (code & 32 != 0 ? .drag : .press)
        return .mouse(MouseEvent(kind: kind, button: code & 3, x: x, y: y))
    }
}
