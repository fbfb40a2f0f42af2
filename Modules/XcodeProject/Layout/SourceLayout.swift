import Diagnostics
import Foundation
import IntentLocalization

/// What builds an app: its targets, each with the Swift files it compiles and the string tables it ships.
///
/// The targets are read from the Xcode projects under a folder, from its Swift packages, or (with neither) from
/// the folder itself.
///
///     let layout = SourceLayout.resolve("MyApp")
///     for unit in layout.units { print(unit.name, unit.swiftFiles.count, unit.localizationFiles) }
///
/// One walk of the folder finds every file; projects say which target builds which (synchronized folders
/// included), a Swift package's `Sources/<Target>/` folder holds that target's sources and resources, and files
/// no project or package claims form one unit for the folder, as when there is no project at all.
public struct SourceLayout: Sendable, Codable {
    /// One thing that is built on its own: a project's target, a package's target, or a folder.
    public struct Unit: Sendable, Hashable, Codable {
        /// Where a unit comes from.
        public enum Kind: String, Sendable, Hashable, Codable {
            /// A native target of an Xcode project.
            case target
            /// A target of a Swift package (`Sources/<Target>/`), whose strings are looked up in `Bundle.module`.
            case package
            /// The files of a folder that no project or package claims.
            case folder
        }

        /// The unit's name: the target's (`App`), the package's and target's (`Kit/Core`), or the folder's.
        public var name: String
        /// Where the unit comes from.
        public var kind: Kind
        /// The Swift files it compiles, sorted.
        public var swiftFiles: [String]
        /// The string tables it ships (`.xcstrings`, and `.strings` / `.stringsdict` in `.lproj` folders), sorted.
        public var localizationFiles: [String]
        /// The project file that declares the target (`nil` for packages and folders).
        public var projectFile: String?
        /// The project's development region (`nil` when unknown).
        public var developmentRegion: String?
        /// The regions the project lists (`knownRegions`, `Base` left out).
        public var knownRegions: [String]
        /// The `#if` conditions of the configuration read (`nil`: unknown, every clause is read).
        public var compilationConditions: [String]?
        /// Whether Xcode extracts the unit's strings when it builds (`SWIFT_EMIT_LOC_STRINGS`; packages: always).
        public var extractsStrings: Bool
        /// The name Siri speaks for the app (`INFOPLIST_KEY_CFBundleDisplayName`, else `PRODUCT_NAME`), for app targets.
        public var spokenAppName: String?
        /// Whether the target is an app (as opposed to an extension, a framework, a test bundle).
        public var isApplication: Bool
        /// Whether every Swift file the unit compiles is known to be here.
        ///
        /// It is true for a project's target whose files are all on disk, and for a package target; a folder's files
        /// may be only part of an app.
        public var isComplete: Bool = false
        /// Whether the target is an app extension (widgets, intents, share…) or ExtensionKit extension.
        public var isExtension: Bool = false
        /// Whether the target is a unit or UI test bundle.
        public var isTest: Bool = false
        /// The distinct `#if` conditions of the target's configurations, in configuration order (empty when unknown).
        public var conditionSets: [[String]] = []
        /// The platforms its configurations build for (empty when unknown).
        public var platforms: [Platform] = []
        /// Whether an iOS target is also built for the Mac with Mac Catalyst (`SUPPORTS_MACCATALYST`).
        public var supportsMacCatalyst: Bool = false
        /// The names of the units it links or depends on directly: targets, and package targets of the products it uses.
        public var links: [String] = []
        /// Where the project writes `knownRegions`.
        public var knownRegionsLocation: SourceLocation?
    }

    /// The units, projects' targets first (in project and target order), then packages' and the folder's.
    public var units: [Unit]
    /// Every file the walk found, sorted: what the other stages of a check look through.
    public var files: [String] = []
    /// The project files read.
    public var projectFiles: [String]
    /// String tables under the folder that no unit ships.
    public var unownedLocalizationFiles: [String]
    /// Problems reading the projects.
    public var diagnostics: [Diagnostic]

    /// Folders never searched: dependencies' checkouts and build products.
    ///
    /// This is `InputPolicy.skippedFolders` of the `Diagnostics` module, the one definition every walk uses.
    public static var skippedFolders: Set<String> { InputPolicy.skippedFolders }

    /// The layout of the app at `path` (a folder, an `.xcodeproj` or an `.xcworkspace` in it, or a single file).
    ///
    /// - Parameters:
    ///   - path: the folder to read, or an `.xcodeproj` or `.xcworkspace` whose folder is read.
    ///   - configuration: the build configuration whose settings to use (`nil`: each target's default,
    ///     usually Release).
    public static func resolve(_ path: String, configuration: String? = nil) -> SourceLayout {
        resolveRecording(path, configuration: configuration).layout
    }

    /// What resolving a layout read of the disk besides the names of the files it found: a cache of the layout holds
    /// while each of these paths has the stamp it had (a folder's changes when an entry is added, removed or renamed).
    package struct Reads: Sendable, Codable {
        /// The folders listed, or tried: the walk's and the synchronized folders' listings.
        package var folders: [String] = []
        /// The files read: projects and manifests.
        package var files: [String] = []
        /// The paths whose kind, target or existence was asked: the path given, links followed, files a project
        /// names outside the folder.
        package var paths: [String] = []
    }

    /// ``resolve(_:configuration:)``, with what the resolution read (``Reads``).
    package static func resolveRecording(_ path: String, configuration: String? = nil) -> (layout: SourceLayout, reads: Reads) {
        let root = path.hasSuffix(".xcodeproj") || path.hasSuffix(".xcworkspace") ? (path as NSString).deletingLastPathComponent : path
        let folder = root.isEmpty ? "." : root
        let walked = FileIO.expandRecording([folder]) { _ in true }
        var reads = Reads(folders: walked.folders, paths: walked.looked)
        let files = walked.files.filter { !$0.utf8Contains("/.build") }
        // What the walk refused or could not read (links out of the folder, FIFOs, unreadable folders) is reported once,
        // here; a missing root is the command's to report.
        var layout = SourceLayout(units: [], files: files.sorted(), projectFiles: [], unownedLocalizationFiles: [],
                                  diagnostics: walked.missing.filter { $0.id != FileIO.unreadableFile.id })
        var linkNames: [String: [String]] = [:]
        var claimed: Set<String> = []
        let existing = Set(files)
        // A project may name files that are not there (ignored by git, generated by a build): they are left out.
        func exists(_ file: String) -> Bool {
            if existing.contains(file) { return true }
            guard !file.hasPrefix(root + "/") else { return false }
            reads.paths.append(file)
            return FileManager.default.fileExists(atPath: file)
        }

        let projects = path.hasSuffix(".xcodeproj") ? [path] : ProjectReader.projects(among: walked.files, in: folder)
        let packages = packageFolders(in: files, reading: &reads.files)
        for projectPath in projects {
            let reading = ProjectReader.read(contentsOf: projectPath)
            reads.files.append(Project.join(projectPath, "project.pbxproj"))
            reads.folders += reading.listed
            layout.diagnostics += reading.diagnostics
            guard let project = reading.project else { continue }
            layout.projectFiles.append(project.projectFile)
            for target in project.targets where target.kind == .native {
                let settings = configuration.flatMap(target.configuration(named:)) ?? target.defaultConfiguration
                let listed = target.swiftSources.compactMap(project.fileSystemPath(of:))
                let sources = listed.filter(exists)
                // A resource may be a folder (a Settings bundle, a folder reference): the tables inside ship with it.
                // An intent definition's localized tables come through the Sources phase.
                let resourcePaths = (target.resources + target.sources.filter { !$0.isSwift }).compactMap(project.fileSystemPath(of:))
                let folders = resourcePaths.filter { !isLocalizationFile($0) && !existing.contains($0) }.map { $0 + "/" }
                let inFolders = folders.isEmpty ? [] : files.filter { file in isLocalizationFile(file) && folders.contains { file.hasPrefix($0) } }
                let resources = resourcePaths.filter { isLocalizationFile($0) && exists($0) } + inFolders
                claimed.formUnion(sources)
                claimed.formUnion(resources)
                layout.units.append(Unit(
                    name: target.name, kind: .target, swiftFiles: sources.sorted(), localizationFiles: resources.sorted(),
                    projectFile: project.projectFile, developmentRegion: project.developmentRegion,
                    knownRegions: project.knownRegions.filter { $0 != "Base" },
                    compilationConditions: settings?.compilationConditions,
                    extractsStrings: settings?.emitsLocalizedStrings ?? false,
                    spokenAppName: settings?.spokenAppName, isApplication: target.productType?.isApplication ?? false,
                    isComplete: sources.count == listed.count,
                    isExtension: target.productType?.isExtension ?? false, isTest: target.productType?.isTest ?? false,
                    conditionSets: distinct(target.configurations.map(\.compilationConditions)), platforms: target.platforms,
                    supportsMacCatalyst: target.configurations.contains { $0.settings.bool("SUPPORTS_MACCATALYST") == true },
                    knownRegionsLocation: project.knownRegionsLocation
                ))
                linkNames[project.projectFile + "|" + target.name] = target.dependencies + target.packageProducts.map(\.name)
                    + target.frameworks.map { ($0.name as NSString).deletingPathExtension }
            }
        }

        // Packages: each `Sources/<Target>/` folder is a target with its own resources; the rest of a package is one unit.
        for package in packages {
            let inside = files.filter { $0.hasPrefix(package + "/") && !claimed.contains($0) && owner(of: $0, among: packages) == package }
            var byTarget: [String: [String]] = [:]
            for file in inside {
                let relative = file.dropFirst(package.count + 1).split(separator: "/")
                let target = relative.count > 2 && relative[0] == "Sources" ? String(relative[1]) : ""
                byTarget[target, default: []].append(file)
            }
            for (target, files) in byTarget.sorted(by: { $0.key < $1.key }) {
                let swift = files.filter { $0.hasSuffix(".swift") && !$0.hasSuffix("/Package.swift") }
                let tables = files.filter(isLocalizationFile)
                guard !swift.isEmpty || !tables.isEmpty else { continue }
                claimed.formUnion(swift)
                claimed.formUnion(tables)
                let packageName = (package as NSString).lastPathComponent
                layout.units.append(Unit(
                    name: target.isEmpty ? packageName : packageName + "/" + target, kind: .package,
                    swiftFiles: swift, localizationFiles: tables, projectFile: nil, developmentRegion: nil, knownRegions: [],
                    compilationConditions: nil, extractsStrings: true, spokenAppName: nil, isApplication: false, isComplete: true
                ))
            }
        }

        layout.resolveLinks(linkNames)
        let rest = files.filter { !claimed.contains($0) }
        let restTables = rest.filter(isLocalizationFile)
        if layout.projectFiles.isEmpty {
            layout.units += folderUnits(root: root, swiftFiles: rest.filter { $0.hasSuffix(".swift") && !isManifest($0, reading: &reads.files) },
                                        tables: restTables)
        } else {
            // Tables inside a prebuilt framework or bundle ship with it, not with a target's resources.
            layout.unownedLocalizationFiles = restTables.filter { file in
                !file.split(separator: "/").dropLast().contains { component in bundleExtensions.contains((String(component) as NSString).pathExtension) }
            }
        }
        return (layout, reads)
    }

    /// Records which units each target links: a target of that name, else package targets of that name, else
    /// a whole package of that name.
    private mutating func resolveLinks(_ names: [String: [String]]) {
        for index in units.indices where units[index].kind == .target {
            let wanted = names[(units[index].projectFile ?? "") + "|" + units[index].name] ?? []
            var links: [String] = []
            for name in wanted where !name.isEmpty {
                let targets = units.filter { $0.kind == .target && $0.name == name }
                let packageTargets = units.filter { $0.kind == .package && ($0.name.hasSuffix("/" + name) || $0.name == name) }
                let packages = units.filter { $0.kind == .package && $0.name.hasPrefix(name + "/") }
                let found = !targets.isEmpty ? targets : !packageTargets.isEmpty ? packageTargets : packages
                links += found.map(\.name).filter { $0 != units[index].name && !links.contains($0) }
            }
            units[index].links = links
        }
    }

    /// The Swift files of every unit `unit` links, directly or through the units it links.
    ///
    /// This is the code whose types the unit's own code can name; the unit's own files are left out.
    public func linkedSwiftFiles(of unit: Unit) -> [String] {
        var seen: Set<String> = [unit.name]
        var queue = unit.links
        var files: Set<String> = []
        while let name = queue.popLast() {
            guard seen.insert(name).inserted else { continue }
            for linked in units where linked.name == name {
                files.formUnion(linked.swiftFiles)
                queue += linked.links
            }
        }
        return files.subtracting(unit.swiftFiles).sorted()
    }

    /// The lists in their first order, each once.
    private static func distinct(_ lists: [[String]]) -> [[String]] {
        var seen: Set<[String]> = []
        return lists.map { $0.sorted() }.filter { seen.insert($0).inserted }
    }

    /// The units of files no project or package claims: each Swift file uses, of every table, the file nearest
    /// above it (a table serves the folder it is in, or the folder above its `.lproj` and above a `Resources`,
    /// `Localization` or `Supporting Files` folder), or every file of that table when none is above it; files
    /// served by the same tables form one unit.
    static func folderUnits(root: String, swiftFiles: [String], tables: [String]) -> [Unit] {
        let served = tables.map { (file: $0, name: ((($0 as NSString).lastPathComponent) as NSString).deletingPathExtension, root: servedFolder(of: $0)) }
        var groups: [[String]: [String]] = [:]
        for file in swiftFiles {
            var nearest: [String: (depth: Int, files: [String])] = [:]
            for table in served where table.root.isEmpty || file.hasPrefix(table.root + "/") {
                let depth = table.root.count
                if let current = nearest[table.name], current.depth > depth { continue }
                if nearest[table.name]?.depth == depth {
                    nearest[table.name]!.files.append(table.file)
                } else {
                    nearest[table.name] = (depth, [table.file])
                }
            }
            // A table of a name none is above (code beside its resources, not under them): every table of that name.
            for table in served where nearest[table.name] == nil || nearest[table.name]!.depth == -1 {
                nearest[table.name, default: (-1, [])].files.append(table.file)
            }
            groups[nearest.values.flatMap(\.files).sorted(), default: []].append(file)
        }
        if swiftFiles.isEmpty && !tables.isEmpty { groups[tables] = [] }
        return groups.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map { tables, swift in
            let folders = Set(tables.map(servedFolder(of:)))
            let name = folders.count == 1 && !folders.first!.isEmpty ? (folders.first! as NSString).lastPathComponent : (root as NSString).lastPathComponent
            return Unit(name: name, kind: .folder, swiftFiles: swift, localizationFiles: tables, projectFile: nil, developmentRegion: nil,
                        knownRegions: [], compilationConditions: nil, extractsStrings: true, spokenAppName: nil, isApplication: true)
        }
    }

    /// The folder whose sources a table file serves when no project says: its own folder, above a `.lproj` and
    /// above a folder that only holds resources.
    static func servedFolder(of table: String) -> String {
        var folder = (table as NSString).deletingLastPathComponent
        if (folder as NSString).pathExtension == "lproj" { folder = (folder as NSString).deletingLastPathComponent }
        let resourceFolders: Set<String> = ["Resources", "Resource", "Localization", "Localizations", "Localizable", "Supporting Files", "Strings", "i18n"]
        while resourceFolders.contains((folder as NSString).lastPathComponent) { folder = (folder as NSString).deletingLastPathComponent }
        return folder == "." ? "" : folder
    }

    /// The extensions of folders that are built products: what is inside ships with them.
    static let bundleExtensions: Set<String> = ["framework", "xcframework", "bundle", "app", "appex", "plugin", "kext", "docc"]

    /// Whether a file is a string table: a String Catalog, or a `.strings` or `.stringsdict` file in a `.lproj` folder.
    public static func isLocalizationFile(_ path: String) -> Bool {
        if path.hasSuffix(".xcstrings") { return true }
        guard path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") else { return false }
        return ((path as NSString).deletingLastPathComponent as NSString).pathExtension == "lproj"
    }

    /// The folders holding a Swift package manifest, longest first (so a nested package owns its files).
    static func packageFolders(in files: [String], reading read: inout [String]) -> [String] {
        files.filter { $0.hasSuffix("/Package.swift") && isManifest($0, reading: &read) }
            .map { ($0 as NSString).deletingLastPathComponent }
            .sorted { $0.count > $1.count }
    }

    /// The innermost package folder holding `file`.
    static func owner(of file: String, among packages: [String]) -> String? {
        packages.first { file.hasPrefix($0 + "/") }
    }

    /// Whether a Swift file is a package or Tuist manifest (a source file may be named `Package.swift` too).
    static func isManifest(_ path: String, reading read: inout [String]) -> Bool {
        let name = FileIO.name(of: path)
        guard name == "Package.swift" || name == "Project.swift" || name == "Workspace.swift" else { return false }
        read.append(path)
        guard let bytes = try? FileIO.read(path).get() else { return false }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.contains("import PackageDescription") || text.contains("import ProjectDescription")
    }
}
