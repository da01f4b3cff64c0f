import Glibc

/// Tells when files change, with inotify (Linux). It watches the folders that hold them rather
/// than the files themselves: an editor that saves by deleting and re-creating a file, or by
/// renaming a new one over it, leaves a watch on the old file with nothing to report, while the
/// folder sees the new one arrive.
final class FileWatcher {
    /// Readable when something changed (for `poll`).
    let fd: Int32
    /// The watched folders by watch descriptor, with the names of interest in each (nil: any).
    private var folders: [Int32: (path: String, names: Set<String>?)] = [:]
    private(set) var paths: [String] = []

    /// Nil when inotify is not available.
    init?() {
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        if fd < 0 { return nil }
    }

    deinit { close(fd) }

    /// Watches `paths` instead of what was watched: files (through their folder) and folders
    /// (any file in them, e.g. a deck's images).
    func watch(_ paths: [String]) {
        guard paths != self.paths else { return }
        for wd in folders.keys { inotify_rm_watch(fd, wd) }
        folders = [:]
        self.paths = paths
        // Folder → the names of interest in it (nil: any file in it).
        var wanted: [String: Set<String>?] = [:]
        for path in paths {
            var info = stat()
            if stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
                wanted[path] = .some(nil)
                continue
            }
            let (folder, name) = FileWatcher.split(path)
            switch wanted[folder] {
            case nil: wanted[folder] = [name]
            case let names??: wanted[folder] = names.union([name])
            case .some(nil): break
            }
        }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MODIFY)
        for (folder, names) in wanted {
            let wd = inotify_add_watch(fd, folder, mask)
            if wd >= 0 { folders[wd] = (folder, names) }
        }
    }

    /// Reads every pending event; whether one concerned a watched file.
    func takeChanges() -> Bool {
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count <= 0 { return changed }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (wd, length) = buffer.withUnsafeBytes { raw -> (Int32, Int) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, Int(event.len))
                }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let nameBytes = buffer[nameStart..<min(count, nameStart + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                if let folder = folders[wd], folder.names?.contains(name) ?? true { changed = true }
                offset = nameStart + length
            }
        }
    }

    /// A path's folder and last component.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }
}
