import Foundation

/// What a package says about itself: `manifest.json` at the top of a package folder or archive,
/// or the fields of the one script of a single-script package.
public struct PackageManifest: Sendable, Hashable, Codable {
    /// The file name of a package's manifest.
    public static let fileName = "manifest.json"
    /// The newest script API this memory understands; every older one still loads. A manifest
    /// asking for a newer one is for a newer memory.
    public static let newestAPI = 2

    /// Lower-case letters, digits, `-`, `_` and `.`; the folder it installs to.
    public var id: String
    public var name: String
    /// A semantic version (`1.2.0`).
    public var version: String
    /// The script API version its scripts are written for.
    public var api: Int
    public var author: String?
    public var license: String?
    public var description: String?
    /// Package or script ids, each with the versions it accepts (see ``VersionRange``).
    public var requires: [String: String]

    public init(id: String, name: String, version: String, api: Int, author: String? = nil, license: String? = nil,
                description: String? = nil, requires: [String: String] = [:]) {
        self.id = id
        self.name = name
        self.version = version
        self.api = api
        self.author = author
        self.license = license
        self.description = description
        self.requires = requires
    }

    enum CodingKeys: String, CodingKey {
        case id, name, version, api, author, license, description, requires
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        version = try c.decode(String.self, forKey: .version)
        api = try c.decode(Int.self, forKey: .api)
        author = try c.decodeIfPresent(String.self, forKey: .author)
        license = try c.decodeIfPresent(String.self, forKey: .license)
        description = try c.decodeIfPresent(String.self, forKey: .description)
        requires = try c.decodeIfPresent([String: String].self, forKey: .requires) ?? [:]
    }

    /// The parsed version (``validate()`` has checked it).
    public var semanticVersion: SemanticVersion { SemanticVersion(version) ?? SemanticVersion(0, 0, 0) }

    /// Reads and validates `manifest.json`'s bytes; `path` names it in messages.
    public static func decode(_ bytes: [UInt8], path: String) throws(PackageError) -> PackageManifest {
        let manifest: PackageManifest
        do {
            manifest = try JSONDecoder().decode(PackageManifest.self, from: Data(bytes))
        } catch let DecodingError.keyNotFound(key, _) {
            throw PackageError(path: path, "the manifest needs \"\(key.stringValue)\"")
        } catch let DecodingError.typeMismatch(_, context) {
            throw PackageError(path: path, "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type")
        } catch {
            throw PackageError(path: path, "is not valid JSON")
        }
        try manifest.validate(path: path)
        return manifest
    }

    /// Checks every field: an id usable as a folder name, a semantic version, printable text,
    /// valid ranges.
    public func validate(path: String) throws(PackageError) {
        guard PackageManifest.isValidID(id) else {
            throw PackageError(path: path, "id \(Printable.quoted(id)) must be 1 to 64 lower-case letters, digits, '-', '_' or '.', starting with a letter or digit")
        }
        guard SemanticVersion(version) != nil else {
            throw PackageError(path: path, "version \(Printable.quoted(version)) is not a semantic version such as 1.0.0")
        }
        guard api >= 1 else { throw PackageError(path: path, "api must be 1 or more") }
        guard api <= PackageManifest.newestAPI else {
            throw PackageError(path: path, "api \(api) is not supported: this version of memory understands api 1 to \(PackageManifest.newestAPI); the package needs a newer memory")
        }
        for (field, text) in [("name", name), ("author", author ?? "-"), ("license", license ?? "-"), ("description", description ?? "-")] {
            guard !text.isEmpty, text.utf8.count <= 400, Printable.isClean(text) else {
                throw PackageError(path: path, "\(field) must be 1 to 400 bytes of text without control characters")
            }
        }
        for (requirement, range) in requires.sorted(by: { $0.key < $1.key }) {
            guard PackageManifest.isValidID(requirement) || Printable.isClean(requirement) && !requirement.isEmpty && requirement.utf8.count <= 64 else {
                throw PackageError(path: path, "requires names \(Printable.quoted(requirement)), which is not an id")
            }
            guard VersionRange(range) != nil else {
                throw PackageError(path: path, "requires \(requirement) \(Printable.quoted(range)): not a version range (e.g. \">=1.0.0\", \"^1.2.0\", \"*\")")
            }
        }
    }

    /// Whether `id` can name a package (and its folder).
    public static func isValidID(_ id: String) -> Bool {
        guard (1...64).contains(id.utf8.count), let first = id.unicodeScalars.first,
              first.properties.isLowercase || ("0"..."9").contains(first) else { return false }
        return id.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isLowercase || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) }
    }

    /// The manifest as `manifest.json` writes it.
    public func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array((try? encoder.encode(self)) ?? Data()) + [0x0A]
    }
}
