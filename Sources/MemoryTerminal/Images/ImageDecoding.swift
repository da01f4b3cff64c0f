import CImageLibraries
import MemoryEngine
import MemoryPackages

/// A deck's image file decoded to RGBA pixels with stb_image, read through `FileContents` (from
/// a package's .zip or from disk, where a FIFO or a device is refused, never waited on; at most
/// `RegularFile.imageLimit` bytes) and refused above 8192 pixels a side before its pixels are
/// decoded.
public enum ImageDecoding {
    /// Most pixels an image may have on a side.
    public static let maximumSide = 8192

    /// Pixels, four bytes each (RGBA), row by row.
    public struct Pixels: Sendable {
        public var data: [UInt8]
        public var width: Int
        public var height: Int
    }

    /// The decoded image, or why it cannot be shown (words that follow the path).
    public static func decode(_ path: String) -> Result<Pixels, ImageProblem> {
        guard let lib = mb_image_libraries_load()?.pointee else { return .failure(ImageProblem("cannot be decoded: the image libraries are missing")) }
        let bytes: [UInt8]
        do { bytes = try FileContents.read(path, limit: RegularFile.imageLimit) } catch {
            return .failure(ImageProblem(FileContents.describeImage(error)))
        }
        return bytes.withUnsafeBufferPointer { buffer -> Result<Pixels, ImageProblem> in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return .failure(ImageProblem("is empty")) }
            var w: Int32 = 0, h: Int32 = 0, n: Int32 = 0
            guard lib.stbi_info_from_memory(base, Int32(buffer.count), &w, &h, &n) != 0 else {
                return .failure(ImageProblem("is not a PNG, JPEG or GIF image stb_image can read"))
            }
            guard (1...maximumSide).contains(Int(w)), (1...maximumSide).contains(Int(h)) else {
                return .failure(ImageProblem("is an image of \(w)×\(h) pixels; use 1 to \(maximumSide) pixels a side"))
            }
            guard let raw = lib.stbi_load_from_memory(base, Int32(buffer.count), &w, &h, &n, 4), w > 0, h > 0 else {
                let reason = lib.stbi_failure_reason().map { String(cString: $0) } ?? "unknown"
                return .failure(ImageProblem("does not decode (\(reason)): the file is damaged or cut short"))
            }
            defer { lib.stbi_image_free(raw) }
            return .success(Pixels(data: Array(UnsafeBufferPointer(start: raw, count: Int(w) * Int(h) * 4)), width: Int(w), height: Int(h)))
        }
    }

    /// Why the image at `path` cannot be shown, or nil when it decodes (`memory check`).
    public static func problem(at path: String) -> String? {
        if case let .failure(problem) = decode(path) { return problem.reason }
        return nil
    }
}

/// Why an image cannot be shown.
public struct ImageProblem: Error, Sendable {
    public var reason: String
    init(_ reason: String) { self.reason = reason }
}
