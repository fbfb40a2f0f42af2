#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same check for a target of an Xcode project: the folder its files share is checked.
extension IntentKitBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = target.inputFiles.map(\.url)
        guard let folder = Self.commonFolder(of: inputs) else { return [] }
        return [
            try CheckCommandLine(
                tool: context.tool(named: "intentkit").url,
                folder: folder,
                inputs: inputs,
                workDirectory: context.pluginWorkDirectoryURL,
                targetName: target.displayName
            ).command,
        ]
    }

    /// The deepest folder that holds every one of `files`, or nil when there are none.
    static func commonFolder(of files: [URL]) -> URL? {
        guard var common = files.first?.deletingLastPathComponent().standardizedFileURL.pathComponents else { return nil }
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true)
    }
}
#endif
