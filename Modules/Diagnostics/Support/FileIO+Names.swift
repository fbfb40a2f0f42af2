extension FileIO {
    /// The name of the file or folder at `path`: its last component, trailing slashes ignored (the whole path when it
    /// is all slashes). Read from the bytes: a split allocates every component, and this is asked of every file.
    package static func name(of path: String) -> Substring {
        var end = path.utf8.endIndex
        while end > path.utf8.startIndex, path.utf8[path.utf8.index(before: end)] == UInt8(ascii: "/") { end = path.utf8.index(before: end) }
        guard end > path.utf8.startIndex else { return Substring(path) }
        let trimmed = path[..<end]
        guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return trimmed }
        return trimmed[trimmed.utf8.index(after: slash)...]
    }
}
