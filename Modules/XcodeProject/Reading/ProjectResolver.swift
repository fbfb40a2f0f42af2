import Diagnostics
import PositionedJSON

/// One object of a project file's `objects` dictionary.
struct PBXObject {
    let id: String
    let isa: String
    let fields: PlistDictionary
    /// The offset of the object's id (its key in `objects`).
    let offset: Int
    /// Its position in ``ProjectResolver/objectList``: the per-object caches are arrays indexed by it,
    /// so following a reference hashes its id once.
    let index: Int
}

/// Turns a project file's property list into a ``Project``: objects indexed, references followed,
/// paths resolved through groups, synchronized folders listed, settings layered.
final class ProjectResolver {
    let root: PlistValue
    let projectFile: String
    let lines: LineTable
    let listingSynchronizedFolders: Bool
    /// The `.xcodeproj` folder and the folder above it.
    let projectPath: String
    var sourceRoot: String

    var objects: [String: PBXObject] = [:]
    /// Every indexed object, by ``PBXObject/index`` (an id written twice has two entries; `objects` holds the last).
    var objectList: [PBXObject] = []
    var diagnostics: [Diagnostic] = []
    /// The checks already reported at each offset, so a reference followed twice is reported once.
    var reported: Set<String> = []

    /// Each group's, file's and synchronized folder's parent group's index (-1: none), by object index.
    var parents: [Int] = []
    var resolvedLocations: [(base: ProjectFile.Base, path: String)?] = []
    var resolvedFiles: [ProjectFile?] = []
    var folders: [String: SynchronizedFolder] = [:]
    /// Every folder the synchronized folders' listing opened or tried, and every entry it asked the kind of.
    var listed: [String] = []
    /// Every synchronized folder object, in file order.
    lazy var synchronizedGroups: [PBXObject] = objects.values.filter { $0.isa == "PBXFileSystemSynchronizedRootGroup" }.sorted { $0.offset < $1.offset }

    init(root: PlistValue, projectFile: String, lines: LineTable, listingSynchronizedFolders: Bool) {
        self.root = root
        self.projectFile = projectFile
        self.lines = lines
        self.listingSynchronizedFolders = listingSynchronizedFolders
        let parent = Self.parentFolder(projectFile)
        projectPath = parent
        sourceRoot = Self.parentFolder(parent)
    }

    // MARK: The whole project

    func resolve() -> Project? {
        guard let top = root.dictionary else {
            report(ProjectChecks.notAProject, "the file holds \(root.kindDescription), not a project dictionary", at: root.offset)
            return nil
        }
        guard let objectsValue = top["objects"] else {
            report(ProjectChecks.notAProject, "the project has no 'objects' dictionary", at: root.offset)
            return nil
        }
        guard let objectMembers = objectsValue.dictionary else {
            report(ProjectChecks.notAProject, "'objects' is \(objectsValue.kindDescription), not a dictionary", at: objectsValue.offset)
            return nil
        }
        index(objectMembers)
        guard let rootMember = top.member("rootObject") else {
            report(ProjectChecks.notAProject, "the project has no 'rootObject'", at: root.offset)
            return nil
        }
        guard let rootID = rootMember.value.string, let projectObject = objects[rootID] else {
            report(ProjectChecks.notAProject, "'rootObject' names \(describeValue(rootMember.value)), which 'objects' does not define", at: rootMember.value.offset)
            return nil
        }
        guard projectObject.isa == "PBXProject" else {
            report(ProjectChecks.notAProject, "the root object \(rootID) is a \(projectObject.isa), not a PBXProject", at: rootMember.value.offset)
            return nil
        }
        if let directory = string(projectObject, "projectDirPath"), !directory.isEmpty {
            sourceRoot = directory.hasPrefix("/") ? PathNormalization.normalize(directory) : PathNormalization.join(sourceRoot, directory)
        }
        guard let mainGroup = reference(projectObject, "mainGroup") else {
            if projectObject.fields["mainGroup"] == nil {
                report(ProjectChecks.notAProject, "the project has no 'mainGroup'", at: projectObject.offset)
            }
            return nil
        }
        linkGroups(from: mainGroup)

        let projectName = Self.projectName(projectPath)
        let projectConfigurations = configurations(of: projectObject, levelsBelow: [:], builtins: ["PROJECT_NAME": projectName])
        let packages = references(projectObject, "packageReferences").compactMap(package)
        var targets: [Target] = []
        for targetObject in references(projectObject, "targets") {
            if let target = target(targetObject, projectName: projectName, projectConfigurations: projectConfigurations.raw) {
                targets.append(target)
            }
        }
        let objectVersion = top["objectVersion"].flatMap { value in value.string.flatMap { Int($0) } }
        return Project(
            path: projectPath,
            projectFile: projectFile,
            sourceRoot: sourceRoot,
            objectVersion: objectVersion,
            developmentRegion: string(projectObject, "developmentRegion"),
            knownRegions: strings(projectObject, "knownRegions"),
            targets: targets,
            configurations: projectConfigurations.resolved,
            packages: packages,
            files: allFiles(),
            knownRegionsLocation: (projectObject.fields["knownRegions"]?.offset).map(location)
        )
    }

    /// Indexes `objects` by id; members that are not dictionaries with an `isa` are reported and left out.
    private func index(_ members: PlistDictionary) {
        objects.reserveCapacity(members.members.count)
        for member in members.members {
            guard let fields = member.value.dictionary else {
                report(ProjectChecks.invalidValue, "the object \(member.key) is \(member.value.kindDescription), not a dictionary; it is ignored", at: member.value.offset)
                continue
            }
            guard let isa = fields["isa"]?.string else {
                report(ProjectChecks.invalidValue, "the object \(member.key) has no 'isa'; it is ignored", at: member.keyOffset)
                continue
            }
            let object = PBXObject(id: member.key, isa: isa, fields: fields, offset: member.keyOffset, index: objectList.count)
            objectList.append(object)
            objects[member.key] = object
        }
        parents = Array(repeating: -1, count: objectList.count)
        resolvedLocations = Array(repeating: nil, count: objectList.count)
        resolvedFiles = Array(repeating: nil, count: objectList.count)
    }

    /// The group that holds `object`, if a group does.
    func parent(of object: PBXObject) -> PBXObject? {
        let index = parents[object.index]
        return index < 0 ? nil : objectList[index]
    }

    // MARK: Files

    /// Every file object (file references, version groups) and every file of every synchronized folder, once each.
    private func allFiles() -> [ProjectFile] {
        var seen: Set<ProjectFile.Key> = []
        var files: [ProjectFile] = []
        let fileObjects = objects.values.filter { $0.isa == "PBXFileReference" || $0.isa == "XCVersionGroup" }.sorted { $0.offset < $1.offset }
        for object in fileObjects {
            // A version group's models are inside the .xcdatamodeld it stands for.
            if parent(of: object)?.isa == "XCVersionGroup" { continue }
            let file = self.file(object)
            if seen.insert(file.key).inserted { files.append(file) }
        }
        for object in synchronizedGroups {
            let folder = synchronizedFolder(object)
            for relative in folder.files {
                let file = folder.file(relative, origin: .synchronizedFolder)
                if seen.insert(file.key).inserted { files.append(file) }
            }
        }
        return files
    }

    /// The file a file object stands for, its path resolved through its groups.
    func file(_ object: PBXObject) -> ProjectFile {
        if let known = resolvedFiles[object.index] { return known }
        let resolved = location(of: object)
        let file = ProjectFile(
            path: resolved.path,
            base: resolved.base,
            fileType: string(object, "explicitFileType") ?? string(object, "lastKnownFileType"),
            origin: .reference,
            region: Self.region(of: resolved.path),
            location: location(object.offset)
        )
        resolvedFiles[object.index] = file
        return file
    }

    /// The base and path of a file, group or synchronized folder: its own path after its parent's, as `sourceTree` says.
    ///
    /// The parent chain is walked with a loop, not recursion: a project can nest groups deeper than the stack allows.
    func location(of object: PBXObject) -> (base: ProjectFile.Base, path: String) {
        if let known = resolvedLocations[object.index] { return known }
        // The chain up to the first object whose start is known: resolved already, or not group-relative.
        var chain: [PBXObject] = []
        var current: PBXObject? = object
        var start: (base: ProjectFile.Base, path: String) = (.sourceRoot, "")
        while let link = current {
            if let known = resolvedLocations[link.index] {
                start = known
                break
            }
            chain.append(link)
            let tree = string(link, "sourceTree") ?? "<group>"
            guard tree == "<group>" else {
                switch tree {
                case "SOURCE_ROOT": start = (.sourceRoot, "")
                case "<absolute>": start = (.absolute, "")
                default: start = (ProjectFile.Base(rawValue: tree), "")
                }
                break
            }
            current = parent(of: link)
        }
        var result = start
        for link in chain.reversed() {
            var own = string(link, "path")
            if own == nil, link.isa == "PBXFileReference" || link.isa == "PBXReferenceProxy" { own = string(link, "name") }
            var base = result.base
            let tree = string(link, "sourceTree") ?? "<group>"
            let parentPath = tree == "<group>" ? result.path : ""
            let path = PathNormalization.join(parentPath, own ?? "")
            if base == .sourceRoot, path.hasPrefix("/") { base = .absolute }
            result = (base, path)
            resolvedLocations[link.index] = result
        }
        return result
    }

    /// The files a build file stands for: a file reference, a variant group's localized files, a version group.
    func files(ofBuildFile buildFile: PBXObject) -> [ProjectFile] {
        guard buildFile.fields["fileRef"] != nil, let object = reference(buildFile, "fileRef") else { return [] }
        switch object.isa {
        case "PBXVariantGroup":
            return references(object, "children").map { file($0) }
        default:
            return [file(object)]
        }
    }

    // MARK: Groups

    /// Records every group's children's parent, walking from the main group and then from groups outside it,
    /// and reports a group found inside itself (the reference that closes the loop is not followed).
    private func linkGroups(from mainGroup: PBXObject) {
        let (unseen, walking, done): (UInt8, UInt8, UInt8) = (0, 1, 2)
        var state = [UInt8](repeating: unseen, count: objectList.count)
        let groups = objects.values.filter { $0.fields["children"] != nil }.sorted { $0.offset < $1.offset }
        for start in [mainGroup] + groups where state[start.index] == unseen {
            // An explicit stack: project files can nest groups deeper than the call stack should go.
            var stack: [(group: PBXObject, children: [PlistValue], next: Int)] = [(start, array(start, "children"), 0)]
            state[start.index] = walking
            while !stack.isEmpty {
                let top = stack.count - 1
                let (group, children, next) = stack[top]
                guard next < children.count else {
                    state[group.index] = done
                    stack.removeLast()
                    continue
                }
                stack[top].next += 1
                let value = children[next]
                guard let child = referenced(value, key: "children", of: group) else { continue }
                if state[child.index] == walking {
                    let inside = stack.drop { $0.group.index != child.index }.map { name(of: $0.group) }
                    let loop = inside + [name(of: child)]
                    report(ProjectChecks.groupCycle, "the group \(quoted(name(of: child))) contains itself: \(loop.joined(separator: " → "))", at: value.offset)
                    continue
                }
                if parents[child.index] < 0, child.index != mainGroup.index { parents[child.index] = group.index }
                if state[child.index] == unseen, child.fields["children"] != nil {
                    state[child.index] = walking
                    stack.append((child, array(child, "children"), 0))
                }
            }
        }
    }

}
