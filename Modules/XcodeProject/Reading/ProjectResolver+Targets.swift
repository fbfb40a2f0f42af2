import Diagnostics

/// Targets and build configurations: build phases, synchronized folders, dependencies, packages, layered settings.
extension ProjectResolver {
    // MARK: Targets

    func target(_ object: PBXObject, projectName: String, projectConfigurations: [String: [String: BuildSettings.Value]]) -> Target? {
        let kind: Target.Kind
        switch object.isa {
        case "PBXNativeTarget": kind = .native
        case "PBXAggregateTarget": kind = .aggregate
        case "PBXLegacyTarget": kind = .legacy
        default:
            report(ProjectChecks.invalidValue, "'targets' names \(object.id), a \(object.isa), not a target; it is ignored", at: object.offset)
            return nil
        }
        let name = string(object, "name") ?? object.id
        var sources: [ProjectFile] = []
        var resources: [ProjectFile] = []
        var frameworks: [ProjectFile] = []
        var phaseIDs: [String: String] = [:]  // build phase id → isa
        for phase in references(object, "buildPhases") {
            phaseIDs[phase.id] = phase.isa
            let phaseFiles = references(phase, "files").flatMap { self.files(ofBuildFile: $0) }
            switch phase.isa {
            case "PBXSourcesBuildPhase": sources += phaseFiles
            case "PBXResourcesBuildPhase": resources += phaseFiles
            case "PBXFrameworksBuildPhase": frameworks += phaseFiles
            default: break
            }
        }
        var synchronizedPaths: [String] = []
        let owned = references(object, "fileSystemSynchronizedGroups")
        for group in owned {
            guard group.isa == "PBXFileSystemSynchronizedRootGroup" else {
                report(ProjectChecks.invalidValue, "'fileSystemSynchronizedGroups' of \(describe(object)) names \(group.id), a \(group.isa); it is ignored", at: group.offset)
                continue
            }
            let folder = synchronizedFolder(group)
            synchronizedPaths.append(folder.path)
            let membership = folder.membership(ofOwner: object.id, phases: phaseIDs)
            sources += membership.sources
            resources += membership.resources
            frameworks += membership.frameworks
        }
        let ownedIDs = Set(owned.map(\.id))
        for group in synchronizedGroups where !ownedIDs.contains(group.id) {
            let added = synchronizedFolder(group).membership(ofOther: object.id)
            sources += added.sources
            resources += added.resources
            frameworks += added.frameworks
        }
        let list = reference(object, "buildConfigurationList")
        let builtins = ["TARGET_NAME": name, "PROJECT_NAME": projectName]
        let layered = list.map { self.configurations(ofList: $0, projectLevels: projectConfigurations, builtins: builtins) }
        return Target(
            name: name,
            kind: kind,
            productType: string(object, "productType").map(ProductType.init(rawValue:)),
            productName: string(object, "productName"),
            product: object.fields["productReference"] == nil ? nil : reference(object, "productReference").map { file($0) },
            sources: Self.unique(sources),
            resources: Self.unique(resources),
            frameworks: Self.unique(frameworks),
            packageProducts: references(object, "packageProductDependencies").compactMap(packageProduct),
            dependencies: Self.unique(names: references(object, "dependencies").compactMap(dependencyName)),
            synchronizedFolders: synchronizedPaths,
            configurations: layered?.resolved ?? [],
            defaultConfigurationName: list.flatMap { string($0, "defaultConfigurationName") },
            location: location(object.offset)
        )
    }

    func dependencyName(_ dependency: PBXObject) -> String? {
        if dependency.fields["target"] != nil, let target = reference(dependency, "target"), let name = string(target, "name") { return name }
        if dependency.fields["targetProxy"] != nil, let proxy = reference(dependency, "targetProxy"), let name = string(proxy, "remoteInfo") { return name }
        if let name = string(dependency, "name") { return name }
        if dependency.fields["productRef"] != nil, let product = reference(dependency, "productRef") { return string(product, "productName") }
        return nil
    }

    func packageProduct(_ object: PBXObject) -> PackageProduct? {
        guard let name = string(object, "productName") else { return nil }
        let package = object.fields["package"] == nil ? nil : reference(object, "package").flatMap(package)
        return PackageProduct(name: name, package: package)
    }

    func package(_ object: PBXObject) -> PackageReference? {
        switch object.isa {
        case "XCRemoteSwiftPackageReference":
            var requirement: String?
            if let fields = dictionary(object, "requirement") {
                let kind = fields["kind"]?.string ?? "?"
                let values = ["minimumVersion", "maximumVersion", "version", "branch", "revision"].compactMap { fields[$0]?.string }
                requirement = ([kind] + values).joined(separator: " ")
            }
            return PackageReference(kind: .remote, location: string(object, "repositoryURL") ?? "", requirement: requirement, sourceLocation: location(object.offset))
        case "XCLocalSwiftPackageReference":
            return PackageReference(kind: .local, location: string(object, "relativePath") ?? string(object, "path") ?? "", requirement: nil, sourceLocation: location(object.offset))
        default:
            report(ProjectChecks.invalidValue, "\(object.id) is a \(object.isa), not a Swift package reference; it is ignored", at: object.offset)
            return nil
        }
    }

    // MARK: Configurations

    /// A configuration list's configurations, each layered over the project's configuration of the same name.
    func configurations(
        ofList list: PBXObject,
        projectLevels: [String: [String: BuildSettings.Value]],
        builtins: [String: String]
    ) -> (resolved: [BuildConfiguration], raw: [String: [String: BuildSettings.Value]]) {
        var resolved: [BuildConfiguration] = []
        var raw: [String: [String: BuildSettings.Value]] = [:]
        for object in references(list, "buildConfigurations") {
            let name = string(object, "name") ?? object.id
            let settings = settingsDictionary(object)
            raw[name] = settings
            var levels = [settings]
            if let below = projectLevels[name] { levels.append(below) }
            var all = builtins
            all["CONFIGURATION"] = name
            all["SRCROOT"] = sourceRoot
            all["PROJECT_DIR"] = sourceRoot
            all["SOURCE_ROOT"] = sourceRoot
            let base = object.fields["baseConfigurationReference"] == nil ? nil : reference(object, "baseConfigurationReference").map { file($0) }
            resolved.append(BuildConfiguration(name: name, settings: BuildSettings(levels: levels, builtins: all), baseConfiguration: base, location: location(object.offset)))
        }
        return (resolved, raw)
    }

    func configurations(of project: PBXObject, levelsBelow: [String: [String: BuildSettings.Value]], builtins: [String: String]) -> (resolved: [BuildConfiguration], raw: [String: [String: BuildSettings.Value]]) {
        guard let list = reference(project, "buildConfigurationList") else { return ([], [:]) }
        return configurations(ofList: list, projectLevels: levelsBelow, builtins: builtins)
    }

    func settingsDictionary(_ configuration: PBXObject) -> [String: BuildSettings.Value] {
        guard let settings = dictionary(configuration, "buildSettings") else { return [:] }
        var values: [String: BuildSettings.Value] = [:]
        for member in settings.members {
            switch member.value.kind {
            case .string(let text):
                values[member.key] = .string(text)
            case .array(let items):
                let texts = items.compactMap(\.string)
                if texts.count == items.count {
                    values[member.key] = .list(texts)
                } else {
                    report(ProjectChecks.invalidValue, "the setting \(member.key) lists a value that is not a string; it is ignored", at: member.value.offset)
                }
            default:
                report(ProjectChecks.invalidValue, "the setting \(member.key) is \(member.value.kindDescription), not a string or a list; it is ignored", at: member.value.offset)
            }
        }
        return values
    }
}
