import Diagnostics
import Foundation

/// An Xcode 16 synchronized folder (`PBXFileSystemSynchronizedRootGroup`): the files on disk under it and
/// its exception sets, from which each target's membership follows.
///
/// - A target that lists the folder in `fileSystemSynchronizedGroups` builds every file in it, except
///   those a `PBXFileSystemSynchronizedBuildFileExceptionSet` for that target names.
/// - A target that does not list it builds exactly the files such an exception set for it names.
/// - A `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet` moves the files it names into
///   the build phase it names (a Copy Files phase, or Resources for an `.intentdefinition`).
/// - Otherwise a file's kind chooses the phase: source code, `.intentdefinition` and models compile;
///   headers, `.xcconfig`, `.entitlements`, test plans and StoreKit files are in no phase; frameworks
///   and libraries link; everything else is a resource.
///
/// Exception paths are relative to the folder and name a file or a folder (everything inside it).
struct SynchronizedFolder {
    /// The folder's base and path, as its groups resolve it.
    var base: ProjectFile.Base
    var path: String
    /// The files under the folder on disk, relative to it, sorted (empty when the folder is not on disk).
    var files: [String]
    /// Where the folder's object is in the project file.
    var location: SourceLocation
    /// Target id → the paths its membership exception sets name.
    var membershipExceptions: [String: [String]]
    /// Build phase id → the paths moved into that phase.
    var phaseExceptions: [String: [String]]
    /// Relative path → file type, from `explicitFileTypes`.
    var explicitFileTypes: [String: String]

    /// The files a target that syncs this folder builds, by phase.
    func membership(ofOwner target: String, phases: [String: String]) -> (sources: [ProjectFile], resources: [ProjectFile], frameworks: [ProjectFile]) {
        let excluded = membershipExceptions[target] ?? []
        var moved: [(paths: [String], isa: String)] = []
        for (phase, paths) in phaseExceptions.sorted(by: { $0.key < $1.key }) {
            if let isa = phases[phase] { moved.append((paths, isa)) }
        }
        var result: (sources: [ProjectFile], resources: [ProjectFile], frameworks: [ProjectFile]) = ([], [], [])
        for relative in files where !Self.matches(relative, excluded) {
            let phase: Phase
            if let move = moved.first(where: { Self.matches(relative, $0.paths) }) {
                phase = Phase(isa: move.isa)
            } else {
                phase = Phase(path: relative, fileType: explicitFileTypes[relative])
            }
            append(relative, origin: .synchronizedFolder, phase: phase, to: &result)
        }
        return result
    }

    /// The files a target that does not sync this folder builds: those its exception sets name.
    func membership(ofOther target: String) -> (sources: [ProjectFile], resources: [ProjectFile], frameworks: [ProjectFile]) {
        var result: (sources: [ProjectFile], resources: [ProjectFile], frameworks: [ProjectFile]) = ([], [], [])
        for named in membershipExceptions[target] ?? [] {
            let inside = files.filter { Self.matches($0, [named]) }
            for relative in inside.isEmpty ? [named] : inside {
                append(relative, origin: .synchronizedException, phase: Phase(path: relative, fileType: explicitFileTypes[relative]), to: &result)
            }
        }
        return result
    }

    /// The file at `relative` inside the folder.
    func file(_ relative: String, origin: ProjectFile.Origin) -> ProjectFile {
        let full = PathNormalization.join(path, relative)
        return ProjectFile(path: full, base: base, fileType: explicitFileTypes[relative], origin: origin, region: ProjectResolver.region(of: full), location: location)
    }

    private func append(_ relative: String, origin: ProjectFile.Origin, phase: Phase, to result: inout (sources: [ProjectFile], resources: [ProjectFile], frameworks: [ProjectFile])) {
        switch phase {
        case .sources: result.sources.append(file(relative, origin: origin))
        case .resources: result.resources.append(file(relative, origin: origin))
        case .frameworks: result.frameworks.append(file(relative, origin: origin))
        case .none: break
        }
    }

    /// Whether `relative` is one of `paths` or inside one of them.
    static func matches(_ relative: String, _ paths: [String]) -> Bool {
        paths.contains { named in
            let folder = named.hasSuffix("/") ? String(named.dropLast()) : named
            return relative == folder || relative.hasPrefix(folder + "/")
        }
    }

    /// The build phase a synchronized file lands in.
    enum Phase {
        case sources, resources, frameworks, none

        init(isa: String) {
            switch isa {
            case "PBXSourcesBuildPhase": self = .sources
            case "PBXResourcesBuildPhase": self = .resources
            case "PBXFrameworksBuildPhase": self = .frameworks
            default: self = .none
            }
        }

        init(path: String, fileType: String?) {
            if let fileType {
                if fileType.hasPrefix("sourcecode.") && !fileType.hasPrefix("sourcecode.c.h") { self = .sources; return }
                if fileType.hasPrefix("wrapper.framework") || fileType.hasPrefix("wrapper.xcframework") || fileType.hasPrefix("compiled.mach-o") {
                    self = .frameworks
                    return
                }
            }
            let ext = SynchronizedFolder.pathExtension(path)
            if Self.compiled.contains(ext) {
                self = .sources
            } else if Self.linked.contains(ext) {
                self = .frameworks
            } else if Self.unbuilt.contains(ext) {
                self = .none
            } else {
                self = .resources
            }
        }

        static let compiled: Set<String> = [
            "swift", "m", "mm", "c", "cc", "cp", "cpp", "cxx", "c++", "s", "metal", "intentdefinition", "xcdatamodeld",
            "xcdatamodel", "xcmappingmodel", "mlmodel", "mlpackage", "rcproject", "docc", "defs", "mig", "l", "lm", "y", "ym", "iig",
        ]
        static let linked: Set<String> = ["framework", "xcframework", "a", "dylib", "tbd"]
        static let unbuilt: Set<String> = ["h", "hh", "hpp", "hxx", "pch", "xcconfig", "entitlements", "xctestplan", "storekit", "modulemap"]
    }

    // MARK: Listing

    /// Folder extensions Xcode treats as one file (bundles, catalogs, packages), never listed inside.
    static let packageExtensions: Set<String> = [
        "xcassets", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "bundle", "framework", "xcframework", "app", "appex",
        "playground", "scnassets", "rcproject", "reality", "docc", "mlpackage", "mlmodelc", "xcstickers", "storyboardc", "nib",
        "rtfd", "icon", "xcappdata", "plugin", "kext", "xpc", "spriteatlas", "textureset",
    ]

    /// The extension of a path's last component, lowercased: what follows its last `.` that has a name part before
    /// it (`""` for `Makefile` and `.gitignore`; `"b"` for `a..b` and for `a.b.`, as splitting at every `.` finds
    /// it). Read from the bytes: the layout asks it of every file of every synchronized folder.
    static func pathExtension(_ path: String) -> String {
        var utf8 = FileIO.name(of: path).utf8
        while let last = utf8.last, last == 0x2E { utf8 = utf8.dropLast() }
        guard let dot = utf8.lastIndex(of: 0x2E), utf8[..<dot].contains(where: { $0 != 0x2E }) else { return "" }
        let ext = Substring(utf8[utf8.index(after: dot)...])
        return ext.utf8.contains { $0 >= 0x41 && $0 <= 0x5A || $0 >= 0x80 } ? ext.lowercased() : String(ext)
    }

    /// The files under `folder`, relative to it and sorted; hidden files are skipped, as Xcode skips them.
    ///
    /// `opened` gets every folder listed or tried, and every entry whose kind was asked of the file system (a link).
    static func list(_ folder: String, explicitFolders: Set<String>, opened: inout [String]) -> [String] {
        var found: [String] = []
        var pending: [(String, Int)] = [("", 0)]
        while let (relative, depth) = pending.popLast() {
            let absolute = relative.isEmpty ? folder : folder + "/" + relative
            guard depth < 64 else { continue }
            opened.append(absolute)
            guard let directory = opendir(absolute) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                // A name that is not UTF-8 cannot be named in a project, nor read by the path a check would give.
                let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
                guard bytes.first != 0x2E, let name = String(validating: bytes, as: UTF8.self) else { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                // The entry's own type when the folder gives it; a link (followed, as Xcode follows it) or an
                // unknown type is asked of the file system, and a link that leads nowhere is left out.
                let isDirectory: Bool
                switch entry.pointee.d_type {
                case UInt8(DT_DIR): isDirectory = true
                case UInt8(DT_REG): isDirectory = false
                default:
                    var info = stat()
                    opened.append(folder + "/" + child)
                    guard stat(folder + "/" + child, &info) == 0 else { continue }
                    isDirectory = info.st_mode & S_IFMT == S_IFDIR
                }
                if isDirectory, !packageExtensions.contains(pathExtension(name)), !explicitFolders.contains(child) {
                    pending.append((child, depth + 1))
                } else {
                    found.append(child)
                }
            }
        }
        return found.sorted()
    }
}

extension ProjectResolver {
    /// The synchronized folder an object stands for, listed from disk once.
    func synchronizedFolder(_ object: PBXObject) -> SynchronizedFolder {
        if let known = folders[object.id] { return known }
        let resolved = location(of: object)
        var membership: [String: [String]] = [:]
        var phases: [String: [String]] = [:]
        for set in references(object, "exceptions") {
            let paths = strings(set, "membershipExceptions")
            switch set.isa {
            case "PBXFileSystemSynchronizedBuildFileExceptionSet":
                if let target = reference(set, "target") { membership[target.id, default: []] += paths }
            case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
                if let phase = reference(set, "buildPhase") { phases[phase.id, default: []] += paths }
            default:
                report(ProjectChecks.invalidValue, "'exceptions' of \(describe(object)) names \(set.id), a \(set.isa); it is ignored", at: set.offset)
            }
        }
        var types: [String: String] = [:]
        for member in dictionary(object, "explicitFileTypes")?.members ?? [] {
            if let type = member.value.string { types[member.key] = type }
        }
        var files: [String] = []
        if listingSynchronizedFolders, resolved.base == .sourceRoot || resolved.base == .absolute {
            let onDisk = resolved.base == .absolute ? resolved.path : Project.join(sourceRoot, resolved.path)
            files = SynchronizedFolder.list(onDisk.isEmpty ? "." : onDisk, explicitFolders: Set(strings(object, "explicitFolders")), opened: &listed)
        }
        let folder = SynchronizedFolder(
            base: resolved.base,
            path: resolved.path,
            files: files,
            location: location(object.offset),
            membershipExceptions: membership,
            phaseExceptions: phases,
            explicitFileTypes: types
        )
        folders[object.id] = folder
        return folder
    }
}
