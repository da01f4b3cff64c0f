import CLua
import CLuaBridge
import Foundation
import MemoryEngine
import MemoryPackages

/// Reads a list of faces (written in a deck, or returned by its generator) without running any
/// metamethod: each face a string, or `{ label = …, key = …, image = … }`.
struct FaceReader {
    /// Most faces a deck may have: no board holds more cards.
    static let maximumFaces = GameConfig.maximumCards
    /// Problems reported for one list before the rest are summed up.
    static let maximumReported = 8

    let vm: LuaVM
    let path: String
    /// The line of a problem no face's own line is known for (nil: the reader's caller decides).
    let line: Int?
    /// The deck's folder; images must be inside it.
    let directory: String
    /// The line of the `deck { }` call that wrote the list being read, or nil (a generated list).
    let constructorLine: Int?
    private(set) var diagnostics: [Diagnostic] = []
    private var problems = 0
    /// How many faces the list being read holds.
    private var count = 0
    /// Where the list's faces are written, found when a problem first needs it.
    private lazy var entryLines: ListEntryLines? = constructorLine.flatMap { constructorLine in
        vm.loading.flatMap { ListEntryLines(source: $0.source, constructor: "deck", line: constructorLine, list: "faces", count: count) }
    }

    /// A reader of faces whose problems are at `line`; of a list written in the `deck { }` call
    /// on `constructorLine` (of the script `vm` is loading), at the line of each face.
    init(vm: LuaVM, path: String, line: Int?, directory: String, constructorLine: Int? = nil) {
        self.vm = vm
        self.path = path
        self.line = line
        self.directory = directory
        self.constructorLine = constructorLine
    }

    /// Records a problem of face `face` (1-based; nil: of the whole list), at the line where its
    /// `field` is set when that is known, else where the face is written, else at `otherwise`,
    /// else at ``line``.
    private mutating func problem(_ message: String, face: Int? = nil, field: String? = nil, otherwise: Int? = nil) {
        problems += 1
        if problems <= FaceReader.maximumReported {
            diagnostics.append(Diagnostic(path: path, line: place(face: face, field: field) ?? otherwise ?? line, message: message))
        }
    }

    /// Where face `face`'s `field` (or the face) is written, when that is known.
    private mutating func place(face: Int?, field: String? = nil) -> Int? {
        face.flatMap { entryLines?.line(ofEntry: $0, field: field) }
    }

    /// The line of the script being loaded that names `image` in quotes (a face of a written
    /// list), or nil (a generated face, or a name built at run time).
    private func line(naming image: String) -> Int? {
        vm.loading.flatMap { FieldLines.line(quoting: image, in: $0.source) }
    }

    /// The faces of the list at `index`, or nil if any is wrong (see ``diagnostics``).
    mutating func read(at index: Int32) -> [Face]? {
        let L = vm.L
        let list = lua_absindex(L, index)
        guard lua_type(L, list) == LUA_TTABLE else {
            problem("faces must be a list of faces, not \(vm.describe(at: list))")
            return nil
        }
        count = Int(lua_rawlen(L, list))
        guard count > 0 else {
            problem("faces is empty: a deck needs at least one face")
            return nil
        }
        guard count <= FaceReader.maximumFaces else {
            problem("faces has \(count) entries; at most \(FaceReader.maximumFaces) are allowed")
            return nil
        }
        var faces: [Face] = []
        faces.reserveCapacity(count)
        for i in 1...count {
            lua_rawgeti(L, list, lua_Integer(i))
            if let face = readFace(number: i) { faces.append(face) }
            mb_pop(L, 1)
        }
        if problems > FaceReader.maximumReported {
            diagnostics.append(Diagnostic(path: path, line: line,
                                          message: "… and \(problems - FaceReader.maximumReported) more problems in faces"))
        }
        return problems == 0 ? faces : nil
    }

    /// The face on top of the stack.
    private mutating func readFace(number i: Int) -> Face? {
        let L = vm.L
        switch lua_type(L, -1) {
        case LUA_TSTRING:
            return text(at: -1, what: "faces[\(i)]", face: i).map { Face(label: $0) }
        case LUA_TTABLE:
            let table = lua_absindex(L, -1)
            let earlier = problems
            let label = field(table, "label", face: i)
            let imagePath = field(table, "image", face: i)
            let badLook = problems > earlier  // a label or image given, but wrong
            let key = field(table, "key", face: i, allowNumber: true)
            let tags = readTags(table, face: i)
            let shortTag = readShortTag(table, tags: tags, face: i)
            let data = readData(table, face: i)
            let group = readGroup(table, face: i)
            warnUnknownFields(table, face: i)
            var image: String?
            if let imagePath {
                switch ImagePath.resolve(imagePath, directory: directory) {
                case let .success(full): image = full
                case let .failure(reason):
                    problem("faces[\(i)]: image '\(imagePath)' \(reason)", face: i, field: "image", otherwise: line(naming: imagePath))
                    return nil
                }
                if let check = vm.imageCheck, let image, let reason = check(image) {
                    problem("faces[\(i)]: image '\(imagePath)' \(reason)", face: i, field: "image", otherwise: line(naming: imagePath))
                    return nil
                }
            }
            guard let shown = label ?? imagePath.map(ImagePath.stem) else {
                if !badLook { problem("faces[\(i)] needs a label or an image", face: i) }
                return nil
            }
            return Face(label: shown, key: key ?? label ?? imagePath, image: image, tags: tags, shortTag: shortTag, data: data, group: group)
        default:
            problem("faces[\(i)] must be a string or a table { label = …, key = …, image = … }, not \(vm.describe(at: -1))", face: i)
            return nil
        }
    }

    /// The text at `index`, which is `what` (of face `face`, in its `field`).
    private mutating func text(at index: Int32, what: String, face: Int, field: String? = nil) -> String? {
        switch TextCheck.check(vm.string(at: index), maximumBytes: 200) {
        case let .success(text): return text
        case let .failure(reason): problem("\(what) \(reason)", face: face, field: field); return nil
        }
    }

    private mutating func field(_ table: Int32, _ name: String, face i: Int, allowNumber: Bool = false) -> String? {
        vm.push(name)
        let type = lua_rawget(vm.L, table)
        defer { mb_pop(vm.L, 1) }
        switch type {
        case LUA_TNIL: return nil
        case LUA_TSTRING: return text(at: -1, what: "faces[\(i)].\(name)", face: i, field: name)
        case LUA_TNUMBER where allowNumber && lua_isinteger(vm.L, -1) != 0: return String(lua_tointegerx(vm.L, -1, nil))
        default:
            problem("faces[\(i)].\(name) must be a string, not \(vm.describe(at: -1))", face: i, field: name)
            return nil
        }
    }

    /// Most tags a face may carry, and most values in its data.
    static let maximumTags = 16

    /// `tags = { "wild", … }`: short strings.
    private mutating func readTags(_ table: Int32, face i: Int) -> [String] {
        let L = vm.L
        vm.push("tags")
        let type = lua_rawget(L, table)
        defer { mb_pop(L, 1) }
        guard type != LUA_TNIL else { return [] }
        guard type == LUA_TTABLE else {
            problem("faces[\(i)].tags must be a list of words such as { \"wild\" }, not \(vm.describe(at: -1))", face: i, field: "tags")
            return []
        }
        let list = lua_absindex(L, -1)
        let count = Int(lua_rawlen(L, list))
        guard count <= FaceReader.maximumTags else {
            problem("faces[\(i)].tags has \(count) tags; at most \(FaceReader.maximumTags) are allowed", face: i, field: "tags")
            return []
        }
        var tags: [String] = []
        for n in stride(from: 1, through: count, by: 1) {
            defer { mb_pop(L, 1) }
            guard lua_rawgeti(L, list, lua_Integer(n)) == LUA_TSTRING else {
                problem("faces[\(i)].tags[\(n)] must be a string, not \(vm.describe(at: -1))", face: i, field: "tags")
                continue
            }
            // A string that is not a fit tag has been reported by `text`.
            if let tag = text(at: -1, what: "faces[\(i)].tags[\(n)]", face: i, field: "tags") { tags.append(tag) }
        }
        return tags
    }

    /// `short_tag = "$8k"`: a shorter form of the first tag, for cards too narrow for the tag.
    private mutating func readShortTag(_ table: Int32, tags: [String], face i: Int) -> String? {
        guard let short = field(table, "short_tag", face: i) else { return nil }
        guard let tag = tags.first else {
            problem("faces[\(i)].short_tag is a short form of the face's first tag, but the face has no tags", face: i, field: "short_tag")
            return nil
        }
        // Characters, not columns (the terminal measures those): a short form is fewer of them.
        guard !short.isEmpty, short.count < tag.count else {
            problem("faces[\(i)].short_tag '\(short)' must be shorter than the tag it stands for, '\(tag)'", face: i, field: "short_tag")
            return nil
        }
        return short
    }

    /// `data = { value = 3, … }`: names with numbers, strings or booleans.
    private mutating func readData(_ table: Int32, face i: Int) -> [String: FaceValue] {
        let L = vm.L
        vm.push("data")
        let type = lua_rawget(L, table)
        defer { mb_pop(L, 1) }
        guard type != LUA_TNIL else { return [:] }
        guard type == LUA_TTABLE else {
            problem("faces[\(i)].data must be a table such as { value = 3 }, not \(vm.describe(at: -1))", face: i, field: "data")
            return [:]
        }
        let data = lua_absindex(L, -1)
        var values: [String: FaceValue] = [:]
        lua_pushnil(L)
        while lua_next(L, data) != 0 {
            defer { mb_pop(L, 1) }
            guard lua_type(L, -2) == LUA_TSTRING, values.count < FaceReader.maximumTags else {
                problem("faces[\(i)].data takes at most \(FaceReader.maximumTags) values named by strings", face: i, field: "data")
                continue
            }
            let name = String(decoding: vm.string(at: -2), as: UTF8.self)
            switch lua_type(L, -1) {
            case LUA_TNUMBER:
                let number = lua_tonumberx(L, -1, nil)
                guard number.isFinite else { problem("faces[\(i)].data.\(name) must be a finite number", face: i, field: "data"); continue }
                values[name] = .number(number)
            case LUA_TBOOLEAN: values[name] = .boolean(lua_toboolean(L, -1) != 0)
            case LUA_TSTRING:
                if let text = text(at: -1, what: "faces[\(i)].data.\(name)", face: i, field: "data") { values[name] = .string(text) }
            default:
                problem("faces[\(i)].data.\(name) must be a number, a string or a boolean, not \(vm.describe(at: -1))", face: i, field: "data")
            }
        }
        return values
    }

    /// The face's `group`, how many cards of its key make a group (2 to 4), if it gives one.
    private mutating func readGroup(_ table: Int32, face i: Int) -> Int? {
        let L = vm.L
        vm.push("group")
        lua_rawget(L, table)
        defer { mb_pop(L, 1) }
        if lua_type(L, -1) == LUA_TNIL { return nil }
        var isInteger: Int32 = 0
        let n = lua_tointegerx(L, -1, &isInteger)
        guard isInteger != 0, (2...Int64(GameConfig.maximumGroup)).contains(n) else {
            problem("faces[\(i)].group must be 2, 3 or 4 (how many cards of its key make a group), not \(vm.describe(at: -1))", face: i, field: "group")
            return nil
        }
        return Int(n)
    }

    private mutating func warnUnknownFields(_ table: Int32, face i: Int) {
        let L = vm.L
        lua_pushnil(L)
        while lua_next(L, table) != 0 {
            mb_pop(L, 1)
            var name: String?
            if lua_type(L, -1) == LUA_TSTRING, case let .success(text) = TextCheck.check(vm.string(at: -1), maximumBytes: 64) { name = text }
            guard !(name.map(FaceReader.fields.contains) ?? false), diagnostics.count < FaceReader.maximumReported else { continue }
            diagnostics.append(Diagnostic(path: path, line: place(face: i, field: name) ?? line, severity: .warning,
                message: "unknown field \(name.map { "'\($0)'" } ?? vm.describe(at: -1)) in faces[\(i)] is ignored (a face has label, key, image, tags, short_tag, data and group)"))
        }
    }

    /// The fields a face table may have.
    private static let fields = ["label", "key", "image", "tags", "short_tag", "data", "group"]
}

/// Image paths in decks: relative to the deck file, inside its folder, existing.
enum ImagePath {
    enum Outcome { case success(String), failure(String) }

    static func resolve(_ relative: String, directory: String) -> Outcome {
        if relative.hasPrefix("/") || relative.hasPrefix("~") {
            return .failure("is absolute: give a path relative to the deck file, inside its folder")
        }
        if relative.split(separator: "/").contains("..") {
            return .failure("leaves the deck's folder ('..' is not allowed)")
        }
        if ArchivePath.split(directory + "/") != nil {
            let full = URL(fileURLWithPath: relative, relativeTo: URL(fileURLWithPath: directory + "/")).standardizedFileURL.path
            return ArchivePath.isFile(full) ? .success(full) : .failure("does not exist (looked for \(full) in the archive)")
        }
        let base = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath().path
        let full = URL(fileURLWithPath: relative, relativeTo: URL(fileURLWithPath: base + "/")).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return .failure("does not exist (looked for \(full.path))")
        }
        var info = stat()
        if stat(full.path, &info) == 0, let kind = RegularFile.kind(info.st_mode) {
            return .failure("is \(kind), not an image file")
        }
        guard full.resolvingSymlinksInPath().path.hasPrefix(base + "/") else {
            return .failure("leaves the deck's folder through a symbolic link")
        }
        return .success(full.path)
    }

    /// `img/cat.png` → `cat`.
    static func stem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.split(separator: ".").first.map(String.init) ?? name
    }
}
