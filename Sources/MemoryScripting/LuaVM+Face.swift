import CLua
import CLuaBridge
import MemoryEngine

extension LuaVM {
    /// Pushes a new list of `face`'s tags, as scripts read a face's `tags`.
    func pushTags(of face: Face) {
        lua_createtable(L, Int32(face.tags.count), 0)
        for (n, tag) in face.tags.enumerated() {
            push(tag)
            lua_rawseti(L, -2, lua_Integer(n + 1))
        }
    }

    /// Pushes a new table of `face`'s data, as scripts read a face's `data` (a whole number as an
    /// integer, as the deck wrote it).
    func pushData(of face: Face) {
        lua_createtable(L, 0, Int32(face.data.count))
        for (name, value) in face.data {
            switch value {
            case let .number(x): push(number: x)
            case let .string(s): push(s)
            case let .boolean(b): lua_pushboolean(L, b ? 1 : 0)
            }
            lua_setfield(L, -2, name)
        }
    }
}
