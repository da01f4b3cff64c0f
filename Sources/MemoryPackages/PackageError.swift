/// Why a package cannot be read, packed or installed: one clear sentence for the user.
public struct PackageError: Error, Sendable, CustomStringConvertible {
    /// The file, folder or archive entry concerned.
    public var path: String
    public var message: String

    public init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
