import Foundation
import SourceChecks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A submission read once, into memory: the copy is the scan. Every file is opened without following
/// a link (O_NOFOLLOW at every level, relative to its open folder), checked on the descriptor it was
/// read from (a regular file, one name, not too large), and everything after works on these bytes only.
public struct Snapshot: Sendable {
    /// Package.swift and every file under Sources/, by path from the submission's root.
    public var files: [String: [UInt8]] = [:]
    /// Why nothing of the submission may be used (links, special files, sizes, depth), in order found.
    public var problems: [String] = []

    public static let fileLimit = 1 << 20
    public static let entryLimit = 20_000
    public static let depthLimit = 64

    /// Reads `Package.swift` and `Sources/` of the folder at `root`.
    public init(root: String) {
        let top = open(root, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard top >= 0 else {
            problems.append(
                errno == ELOOP || errno == ENOTDIR
                    ? "the submission is a symbolic link or not a folder" : "the submission cannot be read")
            return
        }
        defer { close(top) }
        var entries = 0
        readEntry(folder: top, name: "Package.swift", path: "Package.swift", depth: 0, entries: &entries)
        readEntry(folder: top, name: "Sources", path: "Sources", depth: 0, entries: &entries)
    }

    private mutating func refuse(_ problem: String) {
        if problems.count < 3 {
            problems.append(problem)
        } else if problems.count == 3 {
            problems.append("and more links, special files or unreadable files")
        }
    }

    private mutating func readEntry(folder: Int32, name: String, path: String, depth: Int, entries: inout Int)
    {
        guard problems.count <= 3 else { return }
        entries += 1
        if entries > Snapshot.entryLimit {
            if entries == Snapshot.entryLimit + 1 {
                refuse("more than \(Snapshot.entryLimit) files and folders: nothing copied")
            }
            return
        }
        var info = stat()
        if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) != 0 {
            if errno != ENOENT { refuse("cannot be read: \(escapedPath(path))") }
            return
        }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR {
            guard depth < Snapshot.depthLimit else {
                refuse(
                    "a folder more than \(Snapshot.depthLimit) levels deep, not copied: \(escapedPath(String(path.prefix(120))))…"
                )
                return
            }
            let inner = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard inner >= 0 else {
                refuse("a symbolic link or special file, not followed: \(escapedPath(path))")
                return
            }
            guard let stream = fdopendir(inner) else {
                close(inner)
                refuse("cannot be read: \(escapedPath(path))")
                return
            }
            defer { closedir(stream) }
            var names: [String] = []
            while let entry = readdir(stream) {
                var raw = entry.pointee.d_name
                let bytes = withUnsafeBytes(of: &raw) { Array($0.prefix(while: { $0 != 0 })) }
                let child = String(decoding: bytes, as: UTF8.self)
                guard Array(child.utf8) == bytes else {
                    refuse(
                        "a file name that is not UTF-8, not copied: \(escapedPath(path))/\(escapedName(bytes))"
                    )
                    continue
                }
                if child != "." && child != ".." { names.append(child) }
            }
            for child in names.sorted() {
                readEntry(
                    folder: dirfd(stream), name: child, path: path + "/" + child, depth: depth + 1,
                    entries: &entries)
            }
            return
        }
        guard kind == S_IFREG else {
            refuse("a symbolic link or special file, not followed: \(escapedPath(path))")
            return
        }
        let file = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else {
            refuse("a symbolic link or special file, not followed: \(escapedPath(path))")
            return
        }
        defer { close(file) }
        var opened = stat()
        guard fstat(file, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else {
            refuse("a symbolic link or special file, not followed: \(escapedPath(path))")
            return
        }
        guard opened.st_nlink == 1 else {
            refuse("a hard link (a file with another name elsewhere), not read: \(escapedPath(path))")
            return
        }
        guard opened.st_size <= Snapshot.fileLimit else {
            refuse("a file larger than 1 MiB, not copied: \(escapedPath(path))")
            return
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if count < 0 {
                refuse("cannot be read: \(escapedPath(path))")
                return
            }
            if count == 0 { break }
            bytes += buffer[0..<count]
            if bytes.count > Snapshot.fileLimit {
                refuse("a file larger than 1 MiB, not copied: \(escapedPath(path))")
                return
            }
        }
        files[path] = bytes
    }
}

func escapedPath(_ path: String) -> String { escapedName(Array(path.utf8)) }
