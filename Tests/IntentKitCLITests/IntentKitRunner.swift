import Foundation
import IntentKitTestSupport
import Testing

/// What one run of the `intentkit` executable printed and how it exited.
struct RunResult {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs the built `intentkit` binary from the package root.
func intentkit(_ arguments: String...) throws -> RunResult {
    try intentkit(arguments)
}

/// Runs the built `intentkit` binary with an argument array, from the package root or from `folder`.
func intentkit(_ arguments: [String], in folder: String = packageRoot()) throws -> RunResult {
    let process = Process()
    process.executableURL = try intentkitExecutable()
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    // A fixed language, so the summary line does not depend on the machine running the tests.
    var environment = ProcessInfo.processInfo.environment
    environment["LC_ALL"] = nil
    environment["LC_MESSAGES"] = nil
    environment["LANG"] = "C.UTF-8"
    // No cache in the fixtures' folders: every run checks cold (a test of the cache names its folder with --cache).
    environment["INTENTKIT_NO_CACHE"] = "1"
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read before waiting, so a large output cannot fill the pipe and block the child.
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RunResult(
        status: process.terminationStatus,
        standardOutput: String(decoding: outData, as: UTF8.self),
        standardError: String(decoding: errData, as: UTF8.self)
    )
}

/// The `intentkit` executable SwiftPM built next to the test bundle.
func intentkitExecutable() throws -> URL {
    var candidates: [URL] = []
    #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("intentkit"))
    }
    #endif
    candidates.append(Bundle.main.bundleURL.appendingPathComponent("intentkit"))
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("intentkit"))
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        throw CLITestError.executableNotFound(candidates.map(\.path))
    }
    return found
}

enum CLITestError: Error {
    case executableNotFound([String])
}

let cliFixtures = "Tests/IntentKitCLITests/Fixtures"
