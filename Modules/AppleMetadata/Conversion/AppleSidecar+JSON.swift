import Diagnostics

extension AppleSidecar {
    /// The sidecar as JSON: pretty-printed, keys sorted, a final line break.
    public func bytes() -> [UInt8] {
        var factMembers: [AppleJSON.Member] = []
        for (identifier, typeFacts) in facts.sorted(by: { XcodeJSONWriter.precedes($0.key, $1.key) }) {
            var members: [AppleJSON.Member] = [
                .init("availability", .array(typeFacts.availability.map { .array([.string($0.platform), .string($0.introducedVersion)]) })),
            ]
            if let mangled = typeFacts.mangledName { members.append(.init("mangledName", .string(mangled))) }
            members.append(.init("module", .string(typeFacts.module)))
            members.append(.init("path", .array(typeFacts.path.map { component in
                var parts: [AppleJSON.Member] = [.init("kind", .string(component.kind.rawValue)), .init("name", .string(component.name))]
                if let discriminator = component.privateDiscriminator { parts.append(.init("privateDiscriminator", .string(discriminator))) }
                return .object(parts)
            })))
            factMembers.append(.init(identifier, .object(members)))
        }
        let differenceValues: [AppleJSON] = differences.map { difference in
            var members: [AppleJSON.Member] = []
            if let derived = difference.derived { members.append(.init("derived", derived)) }
            members.append(.init("path", .array(difference.path.map { component in
                switch component {
                case .key(let key): .string(key)
                case .index(let index): .integer(index)
                }
            })))
            if let xcode = difference.xcode { members.append(.init("xcode", xcode)) }
            return .object(members)
        }
        var members: [AppleJSON.Member] = [
            .init("differences", .array(differenceValues)),
            .init("facts", .object(factMembers)),
            .init("format", .string(Self.formatName)),
            .init("module", .string(module)),
            .init("toolsVersion", .string(toolsVersion)),
            .init("version", .integer(1)),
        ]
        if let versionFile { members.append(.init("versionJSON", versionFile)) }
        return XcodeJSONWriter.pretty(.object(members)) + [0x0A]
    }

    /// Reads a sidecar; `path` names it in diagnostics.
    public static func read(_ bytes: [UInt8], path: String) -> Result<AppleSidecar, DiagnosticError> {
        let root: AppleJSON
        do {
            root = try AppleJSONParser.parse(bytes)
        } catch {
            return .refused(AppleMetadataChecks.malformed.diagnostic(error.message, at: ActionsDataFile.location(ofOffset: min(error.offset, bytes.count), in: bytes, path: path)))
        }
        func invalid(_ message: String, _ place: [AppleJSONPathComponent]) -> Diagnostic {
            AppleMetadataChecks.invalidValue.diagnostic(message, at: ActionsDataFile.location(ofOffset: AppleJSONLocator.offset(of: place, in: bytes), in: bytes, path: path))
        }
        guard root["format"]?.stringValue == formatName else {
            return .refused(invalid("the file is not an IntentKit sidecar of Apple metadata ('format' is not '\(formatName)')", [.key("format")]))
        }
        guard root["version"]?.intValue == 1 else { return .refused(invalid("the sidecar's version is not 1, the one this IntentKit reads", [.key("version")])) }
        var facts: [String: TypeFacts] = [:]
        for member in root["facts"]?.members ?? [] {
            let place: [AppleJSONPathComponent] = [.key("facts"), .key(member.key)]
            var components: [SwiftMangling.Component] = []
            for (index, component) in (member.value["path"]?.elements ?? []).enumerated() {
                guard let name = component["name"]?.stringValue, let kind = component["kind"]?.stringValue.flatMap(SwiftMangling.NominalKind.init(rawValue:)) else {
                    return .refused(invalid("a path component needs a 'name' and a 'kind' (struct, enum, class, protocol)", place + [.key("path"), .index(index)]))
                }
                components.append(SwiftMangling.Component(name, kind, privateDiscriminator: component["privateDiscriminator"]?.stringValue))
            }
            var availability: [PlatformAvailability] = []
            for (index, pair) in (member.value["availability"]?.elements ?? []).enumerated() {
                guard let items = pair.elements, items.count == 2, let platform = items[0].stringValue, let version = items[1].stringValue else {
                    return .refused(invalid("an availability entry is [platform, version]", place + [.key("availability"), .index(index)]))
                }
                availability.append(PlatformAvailability(platform: platform, introducedVersion: version))
            }
            guard let module = member.value["module"]?.stringValue, !components.isEmpty else {
                return .refused(invalid("the facts of '\(member.key)' need a 'module' and a 'path'", place))
            }
            facts[member.key] = TypeFacts(module: module, path: components, availability: availability, mangledName: member.value["mangledName"]?.stringValue)
        }
        var differences: [Difference] = []
        for (index, value) in (root["differences"]?.elements ?? []).enumerated() {
            var differencePath: [AppleJSONPathComponent] = []
            for step in value["path"]?.elements ?? [] {
                if let key = step.stringValue {
                    differencePath.append(.key(key))
                } else if let position = step.intValue {
                    differencePath.append(.index(position))
                } else {
                    return .refused(invalid("a difference's path holds keys (strings) and indices (integers)", [.key("differences"), .index(index), .key("path")]))
                }
            }
            differences.append(Difference(path: differencePath, xcode: value["xcode"], derived: value["derived"]))
        }
        return .success(AppleSidecar(
            module: root["module"]?.stringValue ?? "",
            toolsVersion: root["toolsVersion"]?.stringValue ?? ActionsDataWriter.defaultToolsVersion,
            facts: facts,
            differences: differences,
            versionFile: root["versionJSON"]
        ))
    }

    /// The sidecar's path beside a document's: `metadata.json` → `metadata.apple.json`.
    public static func path(besideDocument documentPath: String) -> String {
        let base = documentPath.hasSuffix(".json") ? String(documentPath.dropLast(5)) : documentPath
        return base + "." + pathExtension
    }
}
