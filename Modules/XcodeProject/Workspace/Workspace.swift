import Diagnostics
import Foundation
import PositionedJSON

/// An Xcode workspace (`contents.xcworkspacedata`): the projects and files it lists, in its groups.
public struct Workspace: Sendable, Encodable {
    /// A `FileRef` or a `Group` of the workspace.
    public struct Item: Sendable, Encodable {
        /// A file reference or a group.
        public enum Kind: String, Sendable, Encodable {
            /// A `FileRef`: a project or another file.
            case fileRef
            /// A `Group` of items.
            case group
        }

        /// A file reference or a group.
        public var kind: Kind
        /// The `location` attribute as written, such as `group:App.xcodeproj` or `self:`.
        public var location: String
        /// The `name` attribute of a group, if any.
        public var name: String?
        /// The path the location resolves to on this machine; `nil` for `developer:` locations.
        public var path: String?
        /// A group's items.
        public var items: [Item]
        /// Where the element is in the workspace file.
        public var sourceLocation: SourceLocation?
    }

    /// The `.xcworkspace` folder (or the data file, when it is not in one), as given.
    public var path: String
    /// The top-level items.
    public var items: [Item]

    /// The paths of the `.xcodeproj` folders the workspace lists, in order, groups included.
    public var projects: [String] {
        var found: [String] = []
        func walk(_ items: [Item]) {
            for item in items {
                if item.kind == .fileRef, let path = item.path, path.hasSuffix(".xcodeproj") { found.append(path) }
                walk(item.items)
            }
        }
        walk(items)
        return found
    }
}

/// Reads `contents.xcworkspacedata` files.
public enum WorkspaceReader {
    /// What a read produced: the workspace, and what was wrong with it.
    public struct Reading: Sendable {
        /// The workspace, or `nil` when the file could not be read or parsed.
        public var workspace: Workspace?
        /// Every problem found.
        public var diagnostics: [Diagnostic]
        /// Whether the file could not be read at all.
        public var isUnreadable: Bool
    }

    /// Reads the workspace at `path`: an `.xcworkspace` folder or its `contents.xcworkspacedata`.
    public static func read(contentsOf path: String) -> Reading {
        let dataFile = path.hasSuffix(".xcworkspacedata") || !ProjectReader.isFolder(path) ? path : Project.join(path, "contents.xcworkspacedata")
        switch FileIO.read(dataFile) {
        case .failure(let error):
            return Reading(workspace: nil, diagnostics: [error.diagnostic], isUnreadable: true)
        case .success(let bytes):
            return read(bytes, dataFile: dataFile)
        }
    }

    /// Reads a workspace file's bytes; `dataFile` names it in diagnostics and places the paths it lists.
    public static func read(_ bytes: [UInt8], dataFile: String) -> Reading {
        let lines = LineTable(bytes)
        func location(_ offset: Int) -> SourceLocation {
            let (line, column) = lines.lineAndColumn(ofOffset: offset)
            return SourceLocation(file: dataFile, line: line, column: column)
        }
        let root: XMLElement
        do {
            root = try XMLElementParser.parse(bytes)
        } catch {
            return Reading(workspace: nil, diagnostics: [ProjectChecks.workspaceSyntax.diagnostic(error.message, at: location(error.offset))], isUnreadable: false)
        }
        guard root.name == "Workspace" else {
            let diagnostic = ProjectChecks.workspaceSyntax.diagnostic("the root element is <\(root.name)>, not <Workspace>", at: location(root.offset))
            return Reading(workspace: nil, diagnostics: [diagnostic], isUnreadable: false)
        }
        let workspacePath = ProjectResolver.parentFolder(dataFile)
        let container = ProjectResolver.parentFolder(workspacePath)
        func items(_ elements: [XMLElement], groupPath: String) -> [Workspace.Item] {
            elements.compactMap { element in
                let kind: Workspace.Item.Kind
                switch element.name {
                case "FileRef": kind = .fileRef
                case "Group": kind = .group
                default: return nil  // Xcode ignores elements it does not know
                }
                let written = element.attributes["location"] ?? ""
                let path = resolve(written, groupPath: groupPath, container: container, workspace: workspacePath)
                return Workspace.Item(
                    kind: kind,
                    location: written,
                    name: element.attributes["name"],
                    path: path,
                    items: items(element.children, groupPath: path ?? groupPath),
                    sourceLocation: location(element.offset)
                )
            }
        }
        let workspace = Workspace(path: workspacePath, items: items(root.children, groupPath: container))
        return Reading(workspace: workspace, diagnostics: [], isUnreadable: false)
    }

    /// The path a workspace location (`kind:path`) names, as Xcode resolves it.
    static func resolve(_ location: String, groupPath: String, container: String, workspace: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return Project.join(groupPath, location) }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return path.isEmpty ? groupPath : Project.join(groupPath, path)
        case "container": return path.isEmpty ? container : Project.join(container, path)
        case "absolute": return PathNormalization.normalize(path)
        case "self":
            // The project that holds an embedded workspace (App.xcodeproj/project.xcworkspace).
            return workspace.hasSuffix(".xcworkspace") && container.hasSuffix(".xcodeproj") ? container : workspace
        default: return nil
        }
    }
}
