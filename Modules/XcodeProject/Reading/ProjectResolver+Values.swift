import Diagnostics

/// Reading fields of objects: kinds checked, references followed, problems reported once at their position.
extension ProjectResolver {
    // MARK: Values and references

    /// A string field; another kind of value is reported and read as absent.
    func string(_ object: PBXObject, _ key: String) -> String? {
        guard let value = object.fields[key] else { return nil }
        guard let text = value.string else {
            report(ProjectChecks.invalidValue, "'\(key)' of \(describe(object)) is \(value.kindDescription), not a string; it is ignored", at: value.offset)
            return nil
        }
        return text
    }

    /// The strings of a list field; elements of another kind are reported and left out.
    func strings(_ object: PBXObject, _ key: String) -> [String] {
        array(object, key).compactMap { value in
            guard let text = value.string else {
                report(ProjectChecks.invalidValue, "'\(key)' of \(describe(object)) lists \(value.kindDescription), not a string; it is ignored", at: value.offset)
                return nil
            }
            return text
        }
    }

    func array(_ object: PBXObject, _ key: String) -> [PlistValue] {
        guard let value = object.fields[key] else { return [] }
        guard let elements = value.array else {
            report(ProjectChecks.invalidValue, "'\(key)' of \(describe(object)) is \(value.kindDescription), not a list; it is ignored", at: value.offset)
            return []
        }
        return elements
    }

    func dictionary(_ object: PBXObject, _ key: String) -> PlistDictionary? {
        guard let value = object.fields[key] else { return nil }
        guard let members = value.dictionary else {
            report(ProjectChecks.invalidValue, "'\(key)' of \(describe(object)) is \(value.kindDescription), not a dictionary; it is ignored", at: value.offset)
            return nil
        }
        return members
    }

    /// The object a field names; a missing object is reported.
    func reference(_ object: PBXObject, _ key: String) -> PBXObject? {
        guard let value = object.fields[key] else { return nil }
        return referenced(value, key: key, of: object)
    }

    /// The objects a list field names, in order; missing objects are reported and left out.
    func references(_ object: PBXObject, _ key: String) -> [PBXObject] {
        array(object, key).compactMap { referenced($0, key: key, of: object) }
    }

    func referenced(_ value: PlistValue, key: String, of object: PBXObject) -> PBXObject? {
        guard let id = value.string else {
            report(ProjectChecks.invalidValue, "'\(key)' of \(describe(object)) holds \(value.kindDescription) where an object id belongs; it is ignored", at: value.offset)
            return nil
        }
        guard let found = objects[id] else {
            report(ProjectChecks.unknownReference, "'\(key)' of \(describe(object)) names \(id), which the project does not define", at: value.offset)
            return nil
        }
        return found
    }

    // MARK: Reporting

    func report(_ check: Check, _ message: String, at offset: Int) {
        let key = "\(check.id)@\(offset)"
        guard reported.insert(key).inserted else { return }
        diagnostics.append(check.diagnostic(message, at: location(offset)))
    }

    func location(_ offset: Int) -> SourceLocation {
        let (line, column) = lines.lineAndColumn(ofOffset: offset)
        return SourceLocation(file: projectFile, line: line, column: column)
    }

    /// `PBXGroup "Sources"`, `PBXNativeTarget "App"`, or the type and id of an object without a name.
    func describe(_ object: PBXObject) -> String {
        let label = object.fields["name"]?.string ?? object.fields["path"]?.string
        return label.map { "\(object.isa) \(quoted($0))" } ?? "\(object.isa) \(object.id)"
    }

    func name(of object: PBXObject) -> String {
        object.fields["name"]?.string ?? object.fields["path"]?.string ?? object.id
    }

    func describeValue(_ value: PlistValue) -> String {
        value.string ?? value.kindDescription
    }

    func quoted(_ text: String) -> String { "\"\(text)\"" }

    // MARK: Helpers

    static func parentFolder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// A project's name as `PROJECT_NAME` gives it: the name of its folder (the last component of `projectPath`) with
    /// every `.xcodeproj` in it taken out.
    static func projectName(_ projectPath: String) -> String {
        let name = String(FileIO.name(of: projectPath))
        // Nearly every name is a stem without a dot and the one `.xcodeproj` at its end: the stem is then the name,
        // without the standard library's general search (whose first use cost each re-check about 0.15 ms).
        let stem = name.utf8.dropLast(".xcodeproj".utf8.count)
        if name.hasSuffix(".xcodeproj"), !stem.contains(UInt8(ascii: ".")) { return String(Substring(stem)) }
        return name.replacing(".xcodeproj", with: "")
    }

    /// The localization of a path inside a `<region>.lproj` folder.
    static func region(of path: String) -> String? {
        guard PathNormalization.contains(path, ".lproj") else { return nil }
        let components = path.split(separator: "/")
        for component in components.dropLast().reversed() where component.hasSuffix(".lproj") {
            return String(component.dropLast(6))
        }
        return nil
    }

    static func unique(names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    static func unique(_ files: [ProjectFile]) -> [ProjectFile] {
        var seen: Set<ProjectFile.Key> = []
        return files.filter { seen.insert($0.key).inserted }
    }
}
