import Foundation
import IntentKitTestSupport

/// Runs `swiftc -typecheck` over generated files against the AppIntentModel module this test run built.
enum SwiftCompiler {
    struct Result {
        var status: Int32
        var output: String
        /// How long the compiler took, in seconds.
        var seconds: Double
    }

    /// The folder of the built modules: beside the test bundle, where SwiftPM puts `Modules/`.
    static func modulesFolder() throws -> String {
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

    struct CompilerNotFound: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Type-checks `files` as one module and times it.
    static func typeCheck(_ files: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-I", try modulesFolder(), "-module-name", "Converted"] + files
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
