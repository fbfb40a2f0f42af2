import ArgumentParser
import Diagnostics
import Foundation
import XcodeProject

/// `intentkit project`: what an Xcode project says about its targets.
struct ProjectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "project",
        abstract: "Read Xcode projects and workspaces: targets, their files, settings, regions and packages.",
        subcommands: [Show.self]
    )
}

extension ProjectCommand {
    /// `intentkit project show PATH [--format text|json] [--files]`
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Print what a project says: each target's product, platforms, files, compilation conditions and spoken app name.",
            discussion: """
                PATH is an .xcodeproj (or its project.pbxproj), an .xcworkspace (or its contents.xcworkspacedata; \
                every project it lists is read), or a folder (every .xcodeproj under it, skipping Pods, Carthage \
                and build folders). Both forms of project.pbxproj are read: OpenStep text and XML. Files in \
                synchronized folders are listed from disk. Problems go to standard error; when a project cannot \
                be read nothing is printed on standard output. See docs/projects.md.
                """
        )

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, json
        }

        @Argument(help: "An .xcodeproj, .xcworkspace, project.pbxproj, contents.xcworkspacedata, or a folder.")
        var path: String

        @Option(help: "text (a summary per target) or json (the whole resolved model).")
        var format: Format = .text

        @Flag(help: "List every file of every target (text format).")
        var files = false

        @OptionGroup var report: ReportOptions

        func run() throws {
            var diagnostics: [Diagnostic] = []
            var unreadable = false
            var workspace: Workspace?
            var projectPaths: [String] = []
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            if trimmed.hasSuffix(".xcworkspace") || trimmed.hasSuffix(".xcworkspacedata") {
                let read = WorkspaceReader.read(contentsOf: trimmed)
                diagnostics += read.diagnostics
                unreadable = read.isUnreadable
                workspace = read.workspace
                projectPaths = read.workspace?.projects ?? []
                // The projects a named workspace lists are what was asked for, wherever they are.
                InputPolicy.current.namedPaths.formUnion(projectPaths.map { InputPolicy.realPath($0) ?? InputPolicy.absolute($0) })
            } else if trimmed.hasSuffix(".xcodeproj") || trimmed.hasSuffix(".pbxproj") || !Self.isFolder(trimmed) {
                projectPaths = [trimmed]
            } else {
                projectPaths = ProjectReader.projects(in: trimmed)
                if projectPaths.isEmpty {
                    diagnostics.append(FileIO.unreadableFile.diagnostic("no .xcodeproj in this folder", at: SourceLocation(file: trimmed)))
                    unreadable = true
                }
            }
            var projects: [Project] = []
            for projectPath in projectPaths {
                let read = ProjectReader.read(contentsOf: projectPath)
                diagnostics += read.diagnostics
                unreadable = unreadable || read.isUnreadable
                if let project = read.project { projects.append(project) }
            }
            let complete = !unreadable && projects.count == projectPaths.count && (workspace != nil || !trimmed.hasSuffix("xcworkspacedata") && !trimmed.hasSuffix(".xcworkspace"))
            if complete {
                switch format {
                case .text: Console.standardOutput(Self.text(workspace: workspace, projects: projects, listFiles: files))
                case .json: Console.standardOutput(try Self.json(workspace: workspace, projects: projects))
                }
            }
            try report.reportBesideOutput(diagnostics, format: .text, couldNotRun: unreadable, checks: ProjectChecks.all + [FileIO.unreadableFile])
        }

        static func isFolder(_ path: String) -> Bool {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }

        // MARK: JSON

        private struct Output: Encodable {
            var workspace: Workspace?
            var projects: [Project]
        }

        static func json(workspace: Workspace?, projects: [Project]) throws -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(Output(workspace: workspace, projects: projects)), as: UTF8.self) + "\n"
        }

        // MARK: Text

        static func text(workspace: Workspace?, projects: [Project], listFiles: Bool) -> String {
            var out = ""
            if let workspace {
                out += "Workspace \(workspace.path): \(plural(workspace.projects.count, "project"))\n"
                for project in workspace.projects { out += "  \(project)\n" }
                out += "\n"
            }
            for (index, project) in projects.enumerated() {
                if index > 0 { out += "\n" }
                out += text(project, listFiles: listFiles)
            }
            return out
        }

        static func text(_ project: Project, listFiles: Bool) -> String {
            var out = "Project \(project.path)"
            if let version = project.objectVersion { out += " (objectVersion \(version))" }
            out += "\n"
            out += "  development region: \(project.developmentRegion ?? "none"); known regions: \(list(project.knownRegions))\n"
            out += "  configurations: \(list(project.configurations.map(\.name)))\n"
            if !project.packages.isEmpty {
                out += "  packages:\n"
                for package in project.packages {
                    out += "    \(package.kind.rawValue) \(package.location)"
                    if let requirement = package.requirement { out += " (\(requirement))" }
                    out += "\n"
                }
            }
            out += "  targets: \(project.targets.count)\n"
            for target in project.targets {
                out += "    \(target.name): \(target.productType?.shortName ?? target.kind.rawValue)"
                if let deployment = target.defaultConfiguration?.deploymentTargets, !deployment.isEmpty {
                    out += ", " + deployment.map(\.description).joined(separator: ", ")
                } else if !target.platforms.isEmpty {
                    out += ", " + target.platforms.map(\.rawValue).joined(separator: ", ")
                }
                out += "\n"
                if target.kind == .native {
                    if let name = target.defaultConfiguration?.spokenAppName { out += "      spoken app name: \(name)\n" }
                    let conditions = target.configurations.map { "\($0.name): \($0.compilationConditions.isEmpty ? "none" : $0.compilationConditions.joined(separator: " "))" }
                    if !conditions.isEmpty { out += "      compilation conditions: \(conditions.joined(separator: "; "))\n" }
                }
                out += "      sources: \(target.sources.count) (\(target.swiftSources.count) Swift), resources: \(target.resources.count), frameworks: \(target.frameworks.count)\n"
                if !target.packageProducts.isEmpty { out += "      package products: \(list(target.packageProducts.map(\.name)))\n" }
                if !target.synchronizedFolders.isEmpty { out += "      synchronized folders: \(list(target.synchronizedFolders))\n" }
                if !target.dependencies.isEmpty { out += "      depends on: \(list(target.dependencies))\n" }
                if listFiles {
                    for (title, files) in [("sources", target.sources), ("resources", target.resources), ("frameworks", target.frameworks)] where !files.isEmpty {
                        out += "      \(title):\n"
                        for file in files { out += "        \(describe(file))\n" }
                    }
                }
            }
            let unbuilt = project.filesNoTargetBuilds.filter { $0.base == .sourceRoot || $0.base == .absolute }
            out += "  files no target builds: \(unbuilt.count)\n"
            if listFiles {
                for file in unbuilt { out += "    \(describe(file))\n" }
            }
            return out
        }

        /// A file's path (prefixed with its base when that is not the source root) and how the project names it.
        static func describe(_ file: ProjectFile) -> String {
            var text = file.base == .sourceRoot || file.base == .absolute ? file.path : "$(\(file.base.rawValue))/\(file.path)"
            switch file.origin {
            case .reference: break
            case .synchronizedFolder: text += " [synchronized]"
            case .synchronizedException: text += " [synchronized, by exception]"
            }
            return text
        }

        static func list(_ items: [String]) -> String {
            items.isEmpty ? "none" : items.joined(separator: ", ")
        }

        static func plural(_ count: Int, _ noun: String) -> String {
            "\(count) \(noun)\(count == 1 ? "" : "s")"
        }
    }
}
