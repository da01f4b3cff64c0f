import Foundation
import ZIPFoundation

/// Writes a package's files into a `.zip` with ZIPFoundation: entries sorted by name, deflated,
/// all dated 1980-01-01 so the same files always give the same archive. The archive is written
/// beside its destination and renamed into place, so a failure leaves no half-written file.
public enum PackageWriter {
    public static func write(_ files: [String: [UInt8]], to path: String) throws(PackageError) {
        let folder = FolderPath.parent(of: path)
        let temporary = folder.appending("/.\((path as NSString).lastPathComponent).\(getpid()).part")
        let temporaryPath = folder.isEmpty ? String(temporary.dropFirst()) : temporary
        try? FileManager.default.removeItem(atPath: temporaryPath)
        do {
            let archive = try Archive(url: URL(fileURLWithPath: temporaryPath), accessMode: .create)
            let date = Date(timeIntervalSince1970: 315_532_800)
            for (name, bytes) in files.sorted(by: { $0.key < $1.key }) {
                let data = Data(bytes)
                try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count), modificationDate: date,
                                     permissions: 0o644, compressionMethod: .deflate) { position, size in
                    data.subdata(in: Int(position)..<Int(position) + size)
                }
            }
        } catch {
            try? FileManager.default.removeItem(atPath: temporaryPath)
            throw PackageError(path: path, "cannot be written: \(error)")
        }
        guard rename(temporaryPath, path) == 0 else {
            let reason = SystemError.text()
            try? FileManager.default.removeItem(atPath: temporaryPath)
            throw PackageError(path: path, "cannot be written: \(reason)")
        }
    }
}
