import Foundation
import PackagePlugin

/// `swift package intentkit SUBCOMMAND [ARGUMENTS...]`: runs `intentkit` in the package: built from source (this
/// package), or the prebuilt binary of IntentKitPlugins (the same source, made by Tools/release.sh).
///
/// `swift package intentkit check [OPTIONS]` with no folder checks every Swift target of the package
/// (or those named with `--target`), each on its own, as the build-tool plugin does; with a folder
/// (`swift package intentkit check Sources/App`) and for every other subcommand the arguments are
/// passed on unchanged, from the package's folder. The exit status is the worst of the runs.
@main
struct IntentKitCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "intentkit").url
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let rest = extractor.remainingArguments

        var runs: [[String]] = []
        if rest.first == "check", rest.dropFirst().first.map({ $0.hasPrefix("-") }) ?? true {
            let targets = try Self.targets(context.package, named: targetNames)
            guard !targets.isEmpty else {
                Diagnostics.error("the package has no Swift target to check")
                throw IntentKitPluginError.failed(status: 2)
            }
            // One JSON or SARIF document per run: several targets' would not make one valid document.
            guard targets.count == 1 || Self.printsText(Array(rest.dropFirst())) else {
                Diagnostics.error("--format json and sarif print one document: name one target with --target, or a folder")
                throw IntentKitPluginError.failed(status: 2)
            }
            runs = targets.map { ["check", $0.directoryURL.path] + rest.dropFirst() }
        } else {
            guard targetNames.isEmpty else {
                Diagnostics.error("--target applies to `check` without a folder only")
                throw IntentKitPluginError.failed(status: 2)
            }
            runs = [rest]
        }

        var worst: Int32 = 0
        for arguments in runs {
            worst = max(worst, try Self.run(tool, arguments, in: context.package.directoryURL))
        }
        if worst != 0 { throw IntentKitPluginError.failed(status: worst) }
    }

    /// The package's Swift targets with sources, test targets left out; or those named, in the order named.
    static func targets(_ package: Package, named names: [String]) throws -> [SwiftSourceModuleTarget] {
        let swiftTargets = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
        guard !names.isEmpty else { return swiftTargets.filter { $0.kind != .test } }
        return try names.map { name in
            guard let target = swiftTargets.first(where: { $0.name == name }) else {
                Diagnostics.error("no Swift target named '\(name)' in the package")
                throw IntentKitPluginError.failed(status: 2)
            }
            return target
        }
    }

    /// Whether `check` arguments leave the output format at text.
    static func printsText(_ arguments: [String]) -> Bool {
        var format = "text"
        for (index, argument) in arguments.enumerated() {
            if argument == "--format", index + 1 < arguments.count { format = arguments[index + 1] }
            if argument.hasPrefix("--format=") { format = String(argument.dropFirst("--format=".count)) }
        }
        return format == "text"
    }

    /// Runs the tool with its output going straight to this process's, and returns its exit status.
    static func run(_ tool: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// Why the plugin failed: `intentkit` reported errors (1) or could not run (2).
enum IntentKitPluginError: Error, CustomStringConvertible {
    case failed(status: Int32)

    var description: String {
        switch self {
        case .failed(let status): "intentkit exited with status \(status)"
        }
    }
}
