import Foundation
import PackagePlugin

/// Runs `intentkit check` on a target's folder during `swift build` and Xcode builds.
///
/// The check is a build command, not a prebuild command: its inputs (the target's files and the
/// `intentkit` tool) and its one output are declared, so the build system runs it only when one of
/// them changed, and a tool built from source can run it. Findings are printed as the compiler
/// prints them (`file:line:col: warning: message [check-id]`), which SwiftPM prints and Xcode shows
/// on the line; an error fails the build, as `intentkit check` exits 1.
@main
struct IntentKitBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        // App Intents are Swift; a C target has nothing to check.
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let inputs = target.sourceFiles.map(\.url)
        guard !inputs.isEmpty else { return [] }
        return [
            try CheckCommandLine(
                tool: context.tool(named: "intentkit").url,
                folder: target.directoryURL,
                inputs: inputs,
                workDirectory: context.pluginWorkDirectoryURL,
                targetName: target.name
            ).command,
        ]
    }
}

/// The build command that checks one target's folder: the tool, what it reads, what it writes.
struct CheckCommandLine {
    var tool: URL
    var folder: URL
    var inputs: [URL]
    var workDirectory: URL
    var targetName: String

    /// The file the command leaves behind once the check passes, so the build system can tell when to run it again.
    ///
    /// A Swift file, because SwiftPM makes a resource of any other kind of file a plugin writes (a
    /// resource bundle the target would not otherwise have); this one holds only a comment.
    var stamp: URL { workDirectory.appendingPathComponent("IntentKitBuildToolPluginStamp.swift") }

    /// The shell script behind the command: the check, then the stamp, written once so the target
    /// is not recompiled because of it. `$1` is the tool, `$2` the folder, `$3` the stamp.
    static let script = #"""
        "$1" check "$2" --ungrouped || exit $?
        [ -f "$3" ] || printf '%s\n' '// Written by IntentKitBuildToolPlugin when `intentkit check` passes: a comment only, so the build can tell when to check again.' > "$3"
        """#

    var command: Command {
        .buildCommand(
            displayName: "intentkit check \(targetName)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", Self.script, "intentkit-check", tool.path, folder.path, stamp.path],
            inputFiles: [tool] + inputs,
            outputFiles: [stamp]
        )
    }
}
