import AppCheck
import AppleMetadata
import AppShortcutsCheck
import ArgumentParser
import Diagnostics
import Foundation
import IntentExtraction
import IntentMetadata
import StringExtraction
import XcodeProject

/// What `intentkit extract` writes.
enum ExtractFormat: String, ExpressibleByArgument, CaseIterable {
    case document, actionsdata
}

extension ExtractCommand {
    /// One target to write Apple's metadata for: its extraction, its module, and where its bundle puts it.
    struct AppleTarget {
        var module: String
        var extraction: Extraction
        var swiftFiles: [String]
        /// The bundle folder relative to `-o`: `""` for the app, `PlugIns/Name.appex` for an extension.
        var bundleFolder: String
    }

    /// `--to actionsdata`: each target's `Metadata.appintents`, laid out as in the built app.
    func runActionsData() throws {
        guard let output else { return }
        var diagnostics: [Diagnostic] = []
        var couldNotRun = false
        var inputs = 0
        for target in appleTargets() {
            inputs += target.extraction.files.count
            diagnostics += target.extraction.diagnostics
            couldNotRun = couldNotRun || target.extraction.couldNotRun
            let document = target.extraction.document
            guard !target.extraction.couldNotRun, !target.extraction.diagnostics.contains(where: { $0.severity == .error }) else { continue }
            // Xcode writes nothing for a target without App Intents ("Extracted no relevant App Intents symbols").
            guard !(document.intents.isEmpty && document.entities.isEmpty && document.enums.isEmpty && document.queries.isEmpty && document.shortcutsProviders.isEmpty) else { continue }
            let facts = SourceTypeFacts.collect(for: document, module: target.module, files: target.swiftFiles, deploymentTargets: apple.defaultAvailability) { path in
                (try? FileIO.read(path).get()).map { String(decoding: $0, as: UTF8.self) }
            }
            let writer = apple.writer(module: target.module, facts: facts, documentPath: nil)
            let (root, writerDiagnostics) = writer.write(document)
            diagnostics += writerDiagnostics
            let folder = target.bundleFolder.isEmpty ? output : (output as NSString).appendingPathComponent(target.bundleFolder)
            do {
                try MetadataFolder.createFolder(folder, within: output)
                try MetadataFolder.write(actionsData: XcodeJSONWriter.compact(root), version: VersionFile.bytes(toolsVersion: writer.toolsVersion),
                                         to: (folder as NSString).appendingPathComponent(MetadataFolder.name), within: output)
            } catch {
                diagnostics.append(error.diagnostic)
            }
        }
        let checks = ExtractionChecks.all + MetadataChecks.all + AppShortcutsChecks.all + AppleMetadataChecks.all
        let status = report.emit(diagnostics.sortedForOutput(), inputs: inputs, couldNotRun: couldNotRun, checks: checks)
        if status != .success { throw ExitCode(status.rawValue) }
    }

    /// The targets to write: each app, extension and framework target of the projects under a single folder path,
    /// or the paths as one app.
    func appleTargets() -> [AppleTarget] {
        let options = extraction.options
        if paths.count == 1, let layout = Optional(SourceLayout.resolve(paths[0])), !layout.projectFiles.isEmpty {
            let units = layout.units.filter { $0.kind == .target && !$0.isTest && !$0.swiftFiles.isEmpty }
            let targets = units.map { unit in
                ExtractionTarget(name: unit.name, files: unit.swiftFiles, references: CheckPipeline.references(of: unit, in: layout) + options.referencePaths,
                                 builds: unit.builds(given: options.conditions, configuration: nil))
            }
            let applications = units.filter(\.isApplication)
            return zip(units, Extractor(options: options).extract(targets: targets)).map { unit, extraction in
                let module = Self.moduleName(unit.name)
                var extraction = extraction
                extraction.document.module = module
                let folder: String
                if unit.isApplication {
                    folder = applications.count == 1 ? "" : unit.name + ".app"
                } else if unit.isExtension {
                    folder = "PlugIns/\(unit.name).appex"
                } else {
                    folder = "Frameworks/\(unit.name).framework"
                }
                return AppleTarget(module: module, extraction: extraction, swiftFiles: unit.swiftFiles, bundleFolder: folder)
            }
        }
        let extraction = Extractor(options: options).extract(paths)
        let module = extraction.document.module ?? Self.moduleName((paths.first.map { ($0 as NSString).standardizingPath } .map { ($0 as NSString).lastPathComponent }) ?? "App")
        let swiftFiles = FileIO.expand(paths, skipping: Extractor.skippedFolders) { $0.hasSuffix(".swift") }.files
        return [AppleTarget(module: module, extraction: extraction, swiftFiles: swiftFiles, bundleFolder: "")]
    }

    /// The module Xcode names a target's code: its name with every character an identifier cannot hold as `_`
    /// (and a leading digit prefixed with `_`).
    static func moduleName(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result.isEmpty ? "App" : result
    }
}
