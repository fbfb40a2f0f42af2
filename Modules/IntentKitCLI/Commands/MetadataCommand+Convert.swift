import AppleMetadata
import ArgumentParser
import Diagnostics
import Foundation
import IntentMetadata

extension MetadataCommand {
    /// `intentkit metadata convert IN -o OUT`: Apple's `Metadata.appintents` ⇄ IntentKit's metadata document.
    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "convert",
            abstract: "Convert between Apple's compiled metadata (Metadata.appintents) and IntentKit's metadata document.",
            discussion: """
                IN is a Metadata.appintents folder or an extract.actionsdata file (converted to a document), or a \
                metadata document (converted to Apple's files); --to names what to write, and must agree. \
                A document written from Apple's files comes with a sidecar beside it (OUT.apple.json) holding what \
                the document cannot: each type's module, nesting and availability, and every value Xcode wrote that \
                IntentKit's writer does not derive. Converting that document back with its sidecar gives Xcode's \
                bytes again. Apple's files are written to OUT/Metadata.appintents/ (or into OUT when it is named \
                Metadata.appintents), laid out as Xcode writes them. See docs/apple-metadata.md.
                """
        )

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case actionsdata, document
        }

        @Argument(help: "A Metadata.appintents folder, an extract.actionsdata file, or a metadata document.")
        var input: String

        @Option(name: .shortAndLong, help: "Where to write: the document's file, or the folder to write Metadata.appintents into.")
        var output: String

        @Option(name: .customLong("to"), help: "What to write: actionsdata or document (default: the other of what IN is).")
        var target: Format?

        @Option(help: ArgumentHelp("The sidecar to write Apple's files with (default: IN's, beside it, if there is one).", valueName: "path"))
        var sidecar: String?

        @OptionGroup var apple: AppleWritingArguments

        @OptionGroup var report: OutputOptions

        var inputIsApple: Bool {
            let name = ((input.hasSuffix("/") ? String(input.dropLast()) : input) as NSString).lastPathComponent
            return name == MetadataFolder.name || name.hasSuffix(".actionsdata")
        }

        func validate() throws {
            if let target, (target == .document) != inputIsApple {
                throw ValidationError("\(input) is \(inputIsApple ? "Apple's metadata" : "a metadata document"); it converts to \(inputIsApple ? "a document" : "Apple's files"), not to \(target == .document ? "a document" : "Apple's files").")
            }
        }

        func run() throws {
            let (diagnostics, couldNotRun) = inputIsApple ? toDocument() : toActionsData()
            let status = report.emit(diagnostics, inputs: 1, couldNotRun: couldNotRun, checks: AppleMetadataChecks.all + MetadataChecks.all)
            if status != .success { throw ExitCode(status.rawValue) }
        }

        /// Apple's files → a document and its sidecar.
        private func toDocument() -> ([Diagnostic], Bool) {
            let trimmed = input.hasSuffix("/") ? String(input.dropLast()) : input
            let isFolder = (trimmed as NSString).lastPathComponent == MetadataFolder.name
            let actionsPath = isFolder ? trimmed + "/extract.actionsdata" : trimmed
            let versionPath = (actionsPath as NSString).deletingLastPathComponent.isEmpty ? "version.json" : (actionsPath as NSString).deletingLastPathComponent + "/version.json"
            let file = ActionsDataReader.read(contentsOf: actionsPath)
            var diagnostics = file.diagnostics
            guard file.root != nil else { return (diagnostics, diagnostics.contains { $0.id == FileIO.unreadableFile.id }) }
            var version: VersionFile?
            if FileManager.default.fileExists(atPath: versionPath) {
                let read = ActionsDataReader.readVersion(contentsOf: versionPath)
                diagnostics += read.diagnostics
                version = read
            }
            let conversion = file.convert(version: version)
            diagnostics += conversion.diagnostics
            guard !diagnostics.contains(where: { $0.severity == .error }) else { return (diagnostics, false) }
            do {
                try FileIO.writeAtomically(try conversion.document.jsonString(), to: output)
                try FileIO.writeAtomically(conversion.sidecar.bytes(), to: AppleSidecar.path(besideDocument: output))
            } catch let error as DiagnosticError {
                diagnostics.append(error.diagnostic)
            } catch {
                diagnostics.append(FileIO.unwritableFile.diagnostic("cannot write the document: \(error)", at: SourceLocation(file: output)))
            }
            return (diagnostics, false)
        }

        /// A document (and its sidecar, if any) → Apple's files.
        private func toActionsData() -> ([Diagnostic], Bool) {
            let loaded = MetadataLoader.load(contentsOf: input)
            var diagnostics = loaded.diagnostics
            guard let document = loaded.document, !diagnostics.contains(where: { $0.severity == .error }) else { return (diagnostics, loaded.isUnreadable) }
            let sidecarPath = sidecar ?? AppleSidecar.path(besideDocument: input)
            var written: (root: AppleJSON, version: [UInt8])
            if FileManager.default.fileExists(atPath: sidecarPath) {
                let bytes: [UInt8]
                switch FileIO.read(sidecarPath) {
                case .success(let read): bytes = read
                case .failure(let error): return (diagnostics + [error.diagnostic], true)
                }
                switch AppleSidecar.read(bytes, path: sidecarPath) {
                case .success(let sidecar):
                    let result = sidecar.write(document, documentPath: input)
                    diagnostics += result.diagnostics
                    written = (result.root, result.version)
                case .failure(let error):
                    return (diagnostics + [error.diagnostic], false)
                }
            } else if sidecar != nil {
                return (diagnostics + [FileIO.unreadableFile.diagnostic("no such file", at: SourceLocation(file: sidecarPath))], true)
            } else {
                let writer = apple.writer(module: document.module ?? "", documentPath: input)
                let result = writer.write(document)
                diagnostics += result.diagnostics
                written = (result.root, VersionFile.bytes(toolsVersion: writer.toolsVersion))
            }
            do {
                try writeAppleFiles(actionsData: XcodeJSONWriter.compact(written.root), version: written.version, to: output)
            } catch {
                diagnostics.append(error.diagnostic)
            }
            return (diagnostics, false)
        }
    }
}

/// Writes `Metadata.appintents` under `output`: into it when it is named so, else into `output/Metadata.appintents`.
func writeAppleFiles(actionsData: [UInt8], version: [UInt8], to output: String) throws(DiagnosticError) {
    let trimmed = output.count > 1 && output.hasSuffix("/") ? String(output.dropLast()) : output
    if (trimmed as NSString).lastPathComponent == MetadataFolder.name {
        let parent = (trimmed as NSString).deletingLastPathComponent
        try MetadataFolder.write(actionsData: actionsData, version: version, to: trimmed, within: parent.isEmpty ? "." : parent)
    } else {
        try MetadataFolder.write(actionsData: actionsData, version: version, to: (trimmed as NSString).appendingPathComponent(MetadataFolder.name), within: trimmed)
    }
}

/// How Apple's files are written where the document and the sources do not say.
struct AppleWritingArguments: ParsableArguments {
    @Option(help: ArgumentHelp("The Xcode build written as the metadata's generator and tools version.", valueName: "build"))
    var toolsVersion: String = ActionsDataWriter.defaultToolsVersion

    @Option(help: ArgumentHelp(
        "The deployment target, as PLATFORM=VERSION (iOS=17.0; repeatable): the availability written for types with no @available.",
        valueName: "platform=version"
    ))
    var deploymentTarget: [String] = []

    func validate() throws {
        for target in deploymentTarget {
            let parts = target.split(separator: "=")
            guard parts.count == 2, ActionsDataWriter.applePlatformName(String(parts[0])) != nil else {
                throw ValidationError("--deployment-target takes PLATFORM=VERSION with PLATFORM one of iOS, macOS, watchOS, tvOS, visionOS, macCatalyst: not '\(target)'.")
            }
        }
    }

    /// The availability of types without `@available`: the deployment targets, then the wildcard.
    var defaultAvailability: [PlatformAvailability] {
        deploymentTarget.compactMap { target in
            let parts = target.split(separator: "=").map(String.init)
            return ActionsDataWriter.applePlatformName(parts[0]).map { PlatformAvailability(platform: $0, introducedVersion: parts[1]) }
        } + [.wildcard]
    }

    func writer(module: String, facts: [String: TypeFacts] = [:], documentPath: String?) -> ActionsDataWriter {
        ActionsDataWriter(module: module, toolsVersion: toolsVersion, facts: facts, defaultAvailability: defaultAvailability, documentPath: documentPath)
    }
}
