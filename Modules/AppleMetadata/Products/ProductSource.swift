import Diagnostics
import Foundation

/// One item of a built product: a file, a folder or a symbolic link, by its path inside the product.
struct ProductItem: Sendable {
    enum Kind: Sendable, Equatable {
        case file
        case directory
        /// A link whose target stays inside the product (the target's path inside it).
        case link(String)
    }

    var path: String
    var kind: Kind
}

/// Where a product's items come from: a folder on disk, or a zip archive read in place.
protocol ProductSource {
    /// The product's items, and what was left out to stay safe.
    func items() -> (items: [ProductItem], refused: [Diagnostic])
    /// The bytes of the file at `path` (inside the product), at most `limit` of them.
    func read(_ path: String, limit: Int) -> Result<[UInt8], DiagnosticError>
    /// The path diagnostics name an item by.
    func displayPath(_ path: String) -> String
}

/// The limits of reading one product.
enum ProductLimits {
    /// The most items listed in a product folder.
    static let maximumItems = 400_000
    /// The deepest folder nesting followed.
    static let maximumDepth = 48
    /// The most bytes read from one product in all.
    static let maximumTotalBytes = 512 << 20
    /// The largest strings table, property list or intent definition read.
    static let maximumResourceSize = 16 << 20
}

/// A product folder on disk: an `.app`, an `.appex`, an `.xcarchive`, a `Metadata.appintents`.
struct FolderSource: ProductSource {
    let root: String
    private let realRoot: String

    init(root: String) {
        self.root = root
        realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
    }

    func displayPath(_ path: String) -> String {
        path.isEmpty ? root : (root as NSString).appendingPathComponent(path)
    }

    func items() -> (items: [ProductItem], refused: [Diagnostic]) {
        var items: [ProductItem] = []
        var refused: [Diagnostic] = []
        var pending: [(path: String, depth: Int)] = [("", 0)]
        while let (folder, depth) = pending.popLast() {
            let full = displayPath(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: full) else { continue }
            for name in names.sorted() {
                let relative = folder.isEmpty ? name : folder + "/" + name
                let absolute = displayPath(relative)
                var info = stat()
                guard lstat(absolute, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    items.append(ProductItem(path: relative, kind: .directory))
                    if depth + 1 < ProductLimits.maximumDepth { pending.append((relative, depth + 1)) }
                case S_IFREG:
                    items.append(ProductItem(path: relative, kind: .file))
                case S_IFLNK:
                    let target = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
                    if target == realRoot || target.hasPrefix(realRoot + "/") {
                        items.append(ProductItem(path: relative, kind: .link(String(target.dropFirst(realRoot.count + 1)))))
                    } else {
                        refused.append(AppleMetadataChecks.unsafeProduct.diagnostic(
                            "a symbolic link leads out of the product (to \(target)); it is not followed, and what it names is not read",
                            at: SourceLocation(file: absolute)
                        ))
                    }
                default:
                    continue
                }
                if items.count >= ProductLimits.maximumItems {
                    refused.append(AppleMetadataChecks.unsafeProduct.diagnostic(
                        "the product holds more than \(ProductLimits.maximumItems) items; the rest are not read", at: SourceLocation(file: root)
                    ))
                    return (items, refused)
                }
            }
        }
        return (items, refused)
    }

    func read(_ path: String, limit: Int) -> Result<[UInt8], DiagnosticError> {
        let absolute = displayPath(path)
        // The file itself must not be a link out (links are resolved when listed; this guards a path given directly).
        let real = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
        guard real == realRoot || real.hasPrefix(realRoot + "/") else {
            return .refused(AppleMetadataChecks.unsafeProduct.diagnostic("the file is a link out of the product; it is not read", at: SourceLocation(file: absolute)))
        }
        return ProductFileReading.read(absolute, limit: limit)
    }
}

/// An `.ipa` (a zip archive), read in place.
struct ArchiveSource: ProductSource {
    let archive: ZipArchive
    /// The entries by name.
    private let entries: [String: ZipArchive.Entry]

    init(archive: ZipArchive) {
        self.archive = archive
        entries = Dictionary(archive.entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func displayPath(_ path: String) -> String {
        path.isEmpty ? archive.path : archive.path + "/" + path
    }

    func items() -> (items: [ProductItem], refused: [Diagnostic]) {
        var refused = archive.unsafeNames.prefix(20).map { name in
            AppleMetadataChecks.unsafeProduct.diagnostic("the entry '\(name)' climbs out of the archive or is absolute; it is not read", at: SourceLocation(file: archive.path))
        }
        var items: [ProductItem] = []
        var folders = Set<String>()
        func addFolders(of path: String) {
            var parts = path.split(separator: "/").dropLast()
            while !parts.isEmpty {
                let folder = parts.joined(separator: "/")
                guard folders.insert(folder).inserted else { break }
                items.append(ProductItem(path: folder, kind: .directory))
                parts = parts.dropLast()
            }
        }
        for entry in archive.entries {
            let path = entry.name.hasSuffix("/") ? String(entry.name.dropLast()) : entry.name
            guard !path.isEmpty else { continue }
            addFolders(of: path)
            if entry.isDirectory {
                if folders.insert(path).inserted { items.append(ProductItem(path: path, kind: .directory)) }
            } else if entry.isSymbolicLink {
                guard let target = try? archive.contents(of: entry, limit: 4096) else { continue }
                let text = String(decoding: target, as: UTF8.self)
                if let resolved = Self.resolve(text, from: path) {
                    items.append(ProductItem(path: path, kind: .link(resolved)))
                } else {
                    refused.append(AppleMetadataChecks.unsafeProduct.diagnostic(
                        "the symbolic link '\(path)' leads out of the archive (to \(text)); it is not followed", at: SourceLocation(file: displayPath(path))
                    ))
                }
            } else {
                items.append(ProductItem(path: path, kind: .file))
            }
        }
        return (items, refused)
    }

    /// The path inside the archive a link at `path` to `target` names, or `nil` when it leads out.
    static func resolve(_ target: String, from path: String) -> String? {
        guard !target.hasPrefix("/") else { return nil }
        var parts = path.split(separator: "/").dropLast().map(String.init)
        for part in target.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    func read(_ path: String, limit: Int) -> Result<[UInt8], DiagnosticError> {
        guard let entry = entries[path] else {
            return .refused(FileIO.unreadableFile.diagnostic("no such entry", at: SourceLocation(file: displayPath(path))))
        }
        do {
            return .success(try archive.contents(of: entry, limit: limit))
        } catch .tooLarge {
            return .refused(AppleMetadataChecks.unsafeProduct.diagnostic(
                "the entry inflates to more than the \(limit) bytes read for it (a zip bomb, or not a file Xcode writes); it is not read",
                at: SourceLocation(file: displayPath(path))
            ))
        } catch {
            let reason: String
            switch error {
            case .entry(let text), .notZip(let text): reason = text
            case .tooLarge: reason = "it is too large"
            }
            return .refused(AppleMetadataChecks.unreadableProduct.diagnostic("the entry is not read: \(reason)", at: SourceLocation(file: displayPath(path))))
        }
    }
}
