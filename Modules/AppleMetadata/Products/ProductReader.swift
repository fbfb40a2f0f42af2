import Diagnostics
import Foundation
import IntentLocalization

/// Reads built products: finds their bundles and the files of each that IntentKit's checks read.
///
/// ```swift
/// let product = ProductReader.read("Build/Products/Release-iphoneos/WidgetSmith.app")
/// for bundle in product.bundles {
///     if let conversion = bundle.conversion() { print(bundle.name, conversion.document.intents.count) }
/// }
/// ```
///
/// An `.ipa` is read in place (nothing is unpacked), symbolic links that lead out of the product are not
/// followed, and every file is read within a size limit, so a hostile product gets diagnostics, never a crash, a
/// hang or a write.
public enum ProductReader {
    /// Whether `path` names something ``read(_:)`` reads, judged by its name or, for a folder, its layout.
    ///
    /// That is a bundle, an archive, an `.ipa`, a metadata folder or file, or a folder laid out as a bundle (its
    /// `Info.plist` beside `Metadata.appintents`, as a bundle copied out of an app under another name).
    public static func isProduct(_ path: String) -> Bool {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let name = (trimmed as NSString).lastPathComponent
        if [".app", ".appex", ".framework", ".xcarchive", ".ipa"].contains(where: { name.hasSuffix($0) }) || name == "Metadata.appintents" || name == "extract.actionsdata" {
            return true
        }
        return isBundleLayout(trimmed)
    }

    /// Whether the folder holds a bundle's `Info.plist` and its `Metadata.appintents` (iOS or macOS layout).
    static func isBundleLayout(_ folder: String) -> Bool {
        let manager = FileManager.default
        return (manager.fileExists(atPath: folder + "/Info.plist") && manager.fileExists(atPath: folder + "/Metadata.appintents/extract.actionsdata"))
            || (manager.fileExists(atPath: folder + "/Contents/Info.plist") && manager.fileExists(atPath: folder + "/Contents/Resources/Metadata.appintents/extract.actionsdata"))
    }

    /// Reads the product at `path`: its bundles and what each ships.
    ///
    /// A path that is not a product, or cannot be read, gives a product without bundles and with a diagnostic.
    public static func read(_ path: String) -> Product {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let name = (trimmed as NSString).lastPathComponent
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isFolder) else {
            return Product(path: path, kind: .application, bundles: [], diagnostics: [FileIO.unreadableFile.diagnostic("no such file or folder", at: SourceLocation(file: path))])
        }
        if name == "extract.actionsdata", !isFolder.boolValue {
            let folder = (trimmed as NSString).deletingLastPathComponent
            var bundle = emptyBundle(name: "Metadata.appintents", relativePath: "", path: folder.isEmpty ? "." : folder)
            bundle.metadata = ActionsDataReader.read(contentsOf: trimmed)
            let versionPath = (folder as NSString).appendingPathComponent("version.json")
            if FileManager.default.fileExists(atPath: versionPath) { bundle.version = ActionsDataReader.readVersion(contentsOf: versionPath) }
            return Product(path: path, kind: .actionsDataFile, bundles: [bundle], diagnostics: [])
        }
        if name.hasSuffix(".ipa"), !isFolder.boolValue {
            do {
                let archive = try ZipArchive(path: trimmed)
                return read(ArchiveSource(archive: archive), path: path, kind: .ipa)
            } catch {
                let reason: String
                switch error {
                case .notZip(let text), .entry(let text): reason = text
                case .tooLarge: reason = "it is too large"
                }
                return Product(path: path, kind: .ipa, bundles: [], diagnostics: [AppleMetadataChecks.unreadableProduct.diagnostic("the .ipa is not read: \(reason)", at: SourceLocation(file: path))])
            }
        }
        guard isFolder.boolValue else {
            return Product(path: path, kind: .application, bundles: [], diagnostics: [AppleMetadataChecks.unreadableProduct.diagnostic(
                "not a built product: give an .app, .appex, .framework, .xcarchive, .ipa, a Metadata.appintents folder or an extract.actionsdata file",
                at: SourceLocation(file: path)
            )])
        }
        let kind: Product.Kind = name.hasSuffix(".xcarchive") ? .archive : name.hasSuffix(".appex") ? .appExtension
            : name.hasSuffix(".framework") ? .framework : name == "Metadata.appintents" ? .metadataFolder : .application
        // A folder laid out as a bundle but named otherwise is read as the app it was copied from.
        let rootName = isBundleLayout(trimmed) && !bundleSuffixes.contains(where: name.hasSuffix) ? name + ".app" : name
        return read(FolderSource(root: trimmed), path: path, kind: kind, rootName: rootName)
    }

    private static func emptyBundle(name: String, relativePath: String, path: String) -> ProductBundle {
        ProductBundle(name: name, relativePath: relativePath, path: path, info: BundleInfo(), metadata: nil, version: nil,
                      localizationTables: [], phraseTables: [], intentDefinitions: [], diagnostics: [])
    }

    private static let bundleSuffixes = [".app", ".appex", ".framework"]

    static func read(_ source: some ProductSource, path: String, kind: Product.Kind, rootName: String? = nil) -> Product {
        let (items, refused) = source.items()
        var product = Product(path: path, kind: kind, bundles: [], diagnostics: refused)
        // Bundle folders: the root itself when it is one (or a bare metadata folder), and every nested one.
        var roots: [String] = []
        if let rootName, bundleSuffixes.contains(where: rootName.hasSuffix) || rootName == "Metadata.appintents" { roots.append("") }
        for item in items where item.kind == .directory {
            let name = (item.path as NSString).lastPathComponent
            if bundleSuffixes.contains(where: name.hasSuffix) { roots.append(item.path) }
        }
        var budget = ProductLimits.maximumTotalBytes
        // Each file belongs to the innermost bundle folder above it.
        let rootSet = Set(roots)
        var owned: [String: [ProductItem]] = [:]
        for item in items {
            if case .directory = item.kind { continue }
            var parent = (item.path as NSString).deletingLastPathComponent
            while !parent.isEmpty, !rootSet.contains(parent) { parent = (parent as NSString).deletingLastPathComponent }
            guard rootSet.contains(parent) else { continue }
            owned[parent, default: []].append(item)
        }
        let depth: (String) -> Int = { $0.isEmpty ? 0 : $0.split(separator: "/").count }
        for root in roots.sorted(by: { depth($0) != depth($1) ? depth($0) < depth($1) : $0 < $1 }) {
            let name = root.isEmpty ? (rootName ?? (path as NSString).lastPathComponent) : (root as NSString).lastPathComponent
            switch readBundle(name: name, root: root, files: owned[root] ?? [], source: source, isMetadataFolder: name == "Metadata.appintents", budget: &budget) {
            case .kept(let bundle): product.bundles.append(bundle)
            // A bundle with nothing to check is left out; what was refused in it is still reported.
            case .leftOut(let diagnostics): product.diagnostics += diagnostics
            }
        }
        if product.bundles.isEmpty {
            product.diagnostics.append(AppleMetadataChecks.unreadableProduct.diagnostic(
                "no app, extension or framework with App Intents metadata is in it", at: SourceLocation(file: path)
            ))
        }
        return product
    }

    private enum BundleReading {
        case kept(ProductBundle)
        case leftOut([Diagnostic])
    }

    private static func readBundle(
        name: String, root: String, files: [ProductItem], source: some ProductSource, isMetadataFolder: Bool, budget: inout Int
    ) -> BundleReading {
        func inside(_ relative: String) -> String { root.isEmpty ? relative : root + "/" + relative }
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let isMacLayout = byPath[inside("Contents/Info.plist")] != nil || files.contains { $0.path.hasPrefix(inside("Contents/Resources/")) }
        let resources = isMetadataFolder ? "" : isMacLayout ? "Contents/Resources/" : ""
        var bundle = emptyBundle(name: name, relativePath: root, path: source.displayPath(root))

        func load(_ relative: String, limit: Int) -> [UInt8]? {
            guard let item = byPath[relative] else { return nil }
            guard budget > 0 else {
                bundle.diagnostics.append(AppleMetadataChecks.unsafeProduct.diagnostic(
                    "more than \(ProductLimits.maximumTotalBytes) bytes were read from the product; this file is not", at: SourceLocation(file: source.displayPath(relative))
                ))
                return nil
            }
            let target: String
            if case .link(let linked) = item.kind { target = linked } else { target = relative }
            switch source.read(target, limit: min(limit, budget)) {
            case .success(let bytes):
                budget -= bytes.count
                return bytes
            case .failure(let error):
                bundle.diagnostics.append(error.diagnostic)
                return nil
            }
        }

        let metadataFolder = isMetadataFolder ? "" : resources + "Metadata.appintents/"
        if let bytes = load(inside(metadataFolder + "extract.actionsdata"), limit: ActionsDataReader.maximumSize) {
            bundle.metadata = ActionsDataReader.read(bytes, path: source.displayPath(inside(metadataFolder + "extract.actionsdata")))
        }
        if let bytes = load(inside(metadataFolder + "version.json"), limit: 1 << 20) {
            bundle.version = ActionsDataReader.readVersion(bytes, path: source.displayPath(inside(metadataFolder + "version.json")))
        }
        if !isMetadataFolder, let bytes = load(inside(isMacLayout ? "Contents/Info.plist" : "Info.plist"), limit: 4 << 20) {
            bundle.info = info(bytes, path: source.displayPath(inside(isMacLayout ? "Contents/Info.plist" : "Info.plist")), diagnostics: &bundle.diagnostics)
        }
        let resourcePrefix = inside(resources)
        for item in files where item.path.hasPrefix(resourcePrefix) {
            let relative = String(item.path.dropFirst(resourcePrefix.count))
            let parts = relative.split(separator: "/").map(String.init)
            let fileName = parts.last ?? ""
            let locale = parts.count == 2 && parts[0].hasSuffix(".lproj") ? String(parts[0].dropLast(6)) : nil
            let table = (fileName as NSString).deletingPathExtension
            if fileName.hasSuffix(".intentdefinition"), parts.count <= 2 {
                if let bytes = load(item.path, limit: ProductLimits.maximumResourceSize) {
                    bundle.intentDefinitions.append(ProductFile(path: source.displayPath(item.path), locale: locale, table: table, bytes: bytes))
                }
            } else if let locale, fileName.hasSuffix(".strings") || fileName.hasSuffix(".stringsdict") {
                guard let bytes = load(item.path, limit: ProductLimits.maximumResourceSize) else { continue }
                let file = ProductFile(path: source.displayPath(item.path), locale: locale, table: table, bytes: bytes)
                if fileName == "AppShortcuts.strings" { bundle.phraseTables.append(file) } else { bundle.localizationTables.append(file) }
            }
        }
        let isApp = name.hasSuffix(".app") || name.hasSuffix(".appex")
        guard bundle.metadata != nil || isMetadataFolder || (isApp && !(bundle.localizationTables.isEmpty && bundle.phraseTables.isEmpty && bundle.intentDefinitions.isEmpty)) else {
            return .leftOut(bundle.diagnostics)
        }
        return .kept(bundle)
    }

    /// The keys of an `Info.plist` (XML or binary) that checks use.
    static func info(_ bytes: [UInt8], path: String, diagnostics: inout [Diagnostic]) -> BundleInfo {
        guard case .success(let object) = BinaryPropertyList.read(bytes), let plist = object as? [String: Any] else {
            diagnostics.append(AppleMetadataChecks.unreadableProduct.diagnostic("the Info.plist is not a property list dictionary", at: SourceLocation(file: path)))
            return BundleInfo()
        }
        return BundleInfo(
            bundleIdentifier: plist["CFBundleIdentifier"] as? String,
            executable: plist["CFBundleExecutable"] as? String,
            displayName: plist["CFBundleDisplayName"] as? String ?? plist["CFBundleName"] as? String,
            developmentRegion: plist["CFBundleDevelopmentRegion"] as? String,
            minimumOSVersion: plist["MinimumOSVersion"] as? String ?? plist["LSMinimumSystemVersion"] as? String,
            packageType: plist["CFBundlePackageType"] as? String,
            xcodeBuild: plist["DTXcodeBuild"] as? String
        )
    }
}
