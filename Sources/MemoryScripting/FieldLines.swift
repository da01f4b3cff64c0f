import Foundation

/// Where the fields of a constructor's table are written in the script: a Lua table constructor
/// records no positions, so the script's text is read from the constructor's line on, and a
/// field's line is that of the first `name =` there (outside comments). Messages about a field
/// then point at its own line rather than at `deck {`.
struct FieldLines {
    /// The script's lines from the constructor's on, with the number of the first.
    private let lines: [Substring]
    private let first: Int

    /// The lines of the script at `path` from `line` on; none when the file cannot be read (the
    /// constructor's line is used then).
    init(path: String, from line: Int?) {
        guard let line, line > 0, let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            lines = []
            first = 0
            return
        }
        lines = Array(text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(line - 1))
        first = line
    }

    /// The line on which `field` is first set (`field =`, not `field ==`), or nil if not found.
    func line(of field: String) -> Int? {
        let name = Array(field.utf8)
        guard !name.isEmpty else { return nil }
        for (offset, line) in lines.enumerated() {
            let code = Array((line.range(of: "--").map { line[..<$0.lowerBound] } ?? line).utf8)
            var i = 0
            while i + name.count <= code.count {
                if code[i..<(i + name.count)].elementsEqual(name), Self.startsName(code, at: i), Self.isAssignment(code, after: i + name.count) {
                    return first + offset
                }
                i += 1
            }
        }
        return nil
    }

    /// The first line holding `text` as a quoted string (`"text"` or `'text'`), or nil.
    func line(quoting text: String) -> Int? {
        lines.firstIndex { $0.contains("\"\(text)\"") || $0.contains("'\(text)'") }.map { first + $0 }
    }

    private static func isNamePart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    /// Whether a name starts at `i` (no letter, digit, `_` or `.` just before it).
    private static func startsName(_ code: [UInt8], at i: Int) -> Bool {
        i == 0 || !(isNamePart(code[i - 1]) || code[i - 1] == UInt8(ascii: "."))
    }

    /// Whether `=` (not `==`) follows position `j`, after spaces.
    private static func isAssignment(_ code: [UInt8], after j: Int) -> Bool {
        var k = j
        while k < code.count, code[k] == UInt8(ascii: " ") || code[k] == UInt8(ascii: "\t") { k += 1 }
        guard k < code.count, code[k] == UInt8(ascii: "=") else { return false }
        return k + 1 >= code.count || code[k + 1] != UInt8(ascii: "=")
    }
}
