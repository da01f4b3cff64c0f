import Foundation
import MemoryEngine
import MemoryPackages

/// A minimal look at an image file's header: decoding proper is the terminal's job.
public enum ImageSignature {
    /// Why the file at `path` is not a usable image, or nil when its header looks right.
    public static func problem(at path: String) -> String? {
        let header: [UInt8]
        do { header = Array(try FileContents.read(path, limit: RegularFile.imageLimit).prefix(32)) } catch {
            return FileContents.describeImage(error)
        }
        if header.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            guard header.count >= 24, Array(header[12..<16]) == Array("IHDR".utf8) else { return "is a damaged PNG (no IHDR header)" }
            let width = header[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = header[20..<24].reduce(0) { $0 << 8 | Int($1) }
            guard (1...8192).contains(width), (1...8192).contains(height) else {
                return "is a PNG of \(width)×\(height) pixels; use 1 to 8192 pixels a side"
            }
            return nil
        }
        if header.starts(with: [0xFF, 0xD8, 0xFF]) || header.starts(with: Array("GIF8".utf8)) { return nil }
        return "is not a PNG, JPEG or GIF image"
    }
}
