import Foundation

/// Hostile `.zip` files, made at test time with Python's zipfile module (and a few bytes patched
/// afterwards where zipfile will not write what an attacker would).
enum CraftedArchive {
    /// The Python that writes archive `kind` to the path in argv[2].
    static let script = #"""
import sys, zipfile, struct
kind, out = sys.argv[1], sys.argv[2]
deck = b'return deck { id = "x", name = "X", api = 1, version = "1.0.0", faces = { "a", "b", "c" } }\n'
def patch(old, new):
    data = open(out, 'rb').read()
    assert old in data, old
    open(out, 'wb').write(data.replace(old, new))
def flags(bit):
    data = bytearray(open(out, 'rb').read())
    for sig, offset in ((b'PK\x03\x04', 6), (b'PK\x01\x02', 8)):
        i = data.find(sig)
        while i >= 0:
            value = struct.unpack_from('<H', data, i + offset)[0] | bit
            struct.pack_into('<H', data, i + offset, value)
            i = data.find(sig, i + 4)
    open(out, 'wb').write(bytes(data))
with zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED) as z:
    if kind == 'slip':
        z.writestr('deck.lua', deck); z.writestr('../evil.lua', deck)
    elif kind == 'absolute':
        z.writestr('deck.lua', deck); z.writestr(zipfile.ZipInfo('/tmp/evil.lua'), deck)
    elif kind == 'backslash':
        z.writestr('deck.lua', deck); z.writestr('..\\..\\evil.lua', deck)
    elif kind == 'longpart':
        z.writestr('deck.lua', deck); z.writestr('img/' + 'a' * 256 + '.png', b'x')
    elif kind == 'longname':
        z.writestr('deck.lua', deck); z.writestr('/'.join(['abcdefgh'] * 120) + '.png', b'x')
    elif kind == 'symlink':
        info = zipfile.ZipInfo('deck.lua'); info.create_system = 3; info.external_attr = 0o120777 << 16
        z.writestr(info, '/etc/passwd')
    elif kind in ('bomb', 'lyingbomb'):
        z.writestr('deck.lua', deck); z.writestr('img/big.png', b'\0' * (20 << 20))
    elif kind == 'many':
        for i in range(100000): z.writestr('f%d' % i, b'')
    elif kind == 'duplicate':
        z.writestr('deck.lua', deck); z.writestr('deck.lua', deck)
    elif kind == 'casetwin':
        z.writestr('deck.lua', deck); z.writestr('Deck.lua', deck)
    elif kind in ('notutf8', 'encrypted', 'truncated', 'good'):
        z.writestr('deck.lua', deck); z.writestr('img/cat_Q.png', b'\x89PNG')
    elif kind == 'control':
        z.writestr('deck.lua', deck); z.writestr('img/\x1b[31mred.png', b'x')
    else:
        raise SystemExit('unknown kind ' + kind)
if kind == 'notutf8':
    patch(b'cat_Q.png', b'cat_\xff.png')
elif kind == 'encrypted':
    flags(1)
elif kind == 'lyingbomb':
    # Both headers declare 1,000 bytes; the entry inflates to 20 MiB.
    data = bytearray(open(out, 'rb').read())
    for sig, offset in ((b'PK\x03\x04', 22), (b'PK\x01\x02', 24)):
        i = data.find(sig)
        while i >= 0:
            if struct.unpack_from('<I', data, i + offset)[0] == 20 << 20:
                struct.pack_into('<I', data, i + offset, 1000)
            i = data.find(sig, i + 4)
    open(out, 'wb').write(bytes(data))
elif kind == 'truncated':
    data = open(out, 'rb').read()
    open(out, 'wb').write(data[:len(data) // 2])
"""#

    /// Writes archive `kind` into `folder` and returns its path.
    static func make(_ kind: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(kind + ".zip").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, kind, path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CraftError(kind: kind) }
        return path
    }

    struct CraftError: Error { var kind: String }

    /// A new empty temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("memory-packages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
