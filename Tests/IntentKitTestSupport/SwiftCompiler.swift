import Foundation

/// Runs `swiftc -typecheck` over generated files or fixtures against the AppIntentModel module this test run built.
public enum SwiftCompiler {
    public struct Result: Sendable {
        public var status: Int32
        public var output: String
        /// How long the compiler took, in seconds.
        public var seconds: Double
    }

    /// The folder of the built modules: beside the test bundle, where SwiftPM puts `Modules/`.
    public static func modulesFolder() throws -> String {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while url.path != "/" {
            let candidate = url.appendingPathComponent("Modules/AppIntentModel.swiftmodule").path
            if FileManager.default.fileExists(atPath: candidate) { return url.appendingPathComponent("Modules").path }
            url.deleteLastPathComponent()
        }
        let fallback = packageRoot() + "/.build/debug/Modules"
        guard FileManager.default.fileExists(atPath: fallback + "/AppIntentModel.swiftmodule") else {
            throw CompilerNotFound(message: "no built AppIntentModel module beside \(CommandLine.arguments[0]) or in \(fallback)")
        }
        return fallback
    }

    public struct CompilerNotFound: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// Type-checks `files` as one module and times it, with AppIntentModel's macros (`@UnionValue`…) when their plugin is built.
    ///
    /// The files are checked by one frontend job (`-wmo`), which loads the imported modules once rather than once per
    /// file: 300 small files take 1.3 s instead of 42 s on this project's machine, with the same errors.
    public static func typeCheck(_ files: [String]) throws -> Result {
        let modules = try modulesFolder()
        let plugin = URL(fileURLWithPath: modules).deletingLastPathComponent().appendingPathComponent("AppIntentMacros-tool").path
        let macros = FileManager.default.isExecutableFile(atPath: plugin) ? ["-load-plugin-executable", plugin + "#AppIntentMacros"] : []
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-wmo", "-I", modules] + macros + ["-module-name", "Converted"] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let start = Date()
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self), seconds: Date().timeIntervalSince(start))
    }
}
