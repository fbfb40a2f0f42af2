import Foundation
import IntentKitTestSupport
import Testing

/// A checkout built to make IntentKit leak a file, hang or crash, checked by every command that reads files: each
/// ends in time with 0 or 1, reports each refused path once with its reason, and no output holds the secret.
///
/// The tree is an app (the MultiTarget fixture: a project with three targets) plus, inside its folders, links to a
/// file outside it that holds a secret, to `/dev/zero`, `/dev/urandom` and `/proc/self/environ`, a FIFO and a socket
/// with Swift names, an unreadable folder holding a Swift file, a link cycle, a 1 GB sparse file with a catalog's name,
/// links in place of a definition, a metadata document, a package manifest and a relevance schedule, and a package
/// whose manifest lists a document that is a link out of the folder. Run as root, the commands run as an unprivileged
/// user (`setpriv`), for whom the unreadable folder really is unreadable.
@Suite struct UntrustedCheckoutTests {
    static let secret = "SECRET-CANARY-c0ffee-4242"

    final class Checkout {
        let base: String
        let app: String
        let output: String

        init() throws {
            let manager = FileManager.default
            base = manager.temporaryDirectory.appendingPathComponent("intentkit-untrusted-\(UUID().uuidString)").path
            app = base + "/app"
            output = base + "/output"
            try manager.createDirectory(atPath: base + "/outside", withIntermediateDirectories: true)
            try manager.createDirectory(atPath: output, withIntermediateDirectories: true)
            try manager.copyItem(atPath: packageRoot() + "/Tests/IntentKitCLITests/Fixtures/MultiTarget", toPath: app)
            let secretFile = base + "/outside/secret.txt"
            try Data("let leaked = \"\(UntrustedCheckoutTests.secret)\" ::: \(UntrustedCheckoutTests.secret)\n".utf8).write(to: URL(fileURLWithPath: secretFile))
            func link(_ relative: String, _ target: String) throws {
                try manager.createSymbolicLink(atPath: app + "/" + relative, withDestinationPath: target)
            }
            try link("Shelf/Secret.swift", secretFile)
            try link("Shelf/Zero.swift", "/dev/zero")
            try link("ShelfIntents/Random.swift", "/dev/urandom")
            try link("ShelfKit/Environment.swift", "/proc/self/environ")
            try link("Shelf/de.lproj", base + "/outside")
            try link("Loop", ".")
            try link("ShelfKit/Again", "../ShelfKit")
            try link("Intents.intentdefinition", secretFile)
            try link("metadata.json", secretFile)
            try link("manifest.json", secretFile)
            try link("relevance.yaml", secretFile)
            #expect(mkfifo(app + "/Shelf/Pipe.swift", 0o644) == 0)
            let socket = Process()
            socket.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            socket.arguments = ["-c", "import socket,sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])", app + "/ShelfIntents/Socket.swift"]
            try socket.run()
            socket.waitUntilExit()
            try manager.createDirectory(atPath: app + "/Locked", withIntermediateDirectories: true)
            try Data("struct Locked {}\n".utf8).write(to: URL(fileURLWithPath: app + "/Locked/Locked.swift"))
            #expect(manager.createFile(atPath: app + "/Shelf/Big.xcstrings", contents: nil))
            #expect(truncate(app + "/Shelf/Big.xcstrings", 1 << 30) == 0)
            // Inputs named on the command line, good ones, with a package document that is a link out of the folder.
            try manager.copyItem(atPath: packageRoot() + "/Examples/FrameworkPackages", toPath: app + "/Packages")
            try manager.removeItem(atPath: app + "/Packages/CookbookCore/metadata.json")
            try link("Packages/CookbookCore/metadata.json", secretFile)
            try manager.copyItem(atPath: packageRoot() + "/Examples/TransitWidget/relevance.yaml", toPath: app + "/Packages/relevance.yaml")
            // Readable by the unprivileged user the commands run as; the locked folder by nobody but root.
            for path in [base, base + "/outside", app, output] { chmod(path, 0o777) }
            chmod(app + "/Locked", 0)
        }

        /// The refused paths and the check each must be reported with.
        var refused: [(path: String, id: String)] {
            [
                ("Shelf/Secret.swift", "input.outside-root"), ("Shelf/Zero.swift", "input.outside-root"),
                ("ShelfIntents/Random.swift", "input.outside-root"), ("ShelfKit/Environment.swift", "input.outside-root"),
                ("Shelf/Pipe.swift", "input.not-a-file"), ("ShelfIntents/Socket.swift", "input.not-a-file"),
                ("Shelf/Big.xcstrings", "input.too-large"), ("Locked", "input.unreadable"),
            ].map { (app + "/" + $0.0, $0.1) }
        }

        deinit {
            chmod(app + "/Locked", 0o755)
            try? FileManager.default.removeItem(atPath: base)
        }
    }

    struct Run {
        var status: Int32
        /// Standard output.
        var standardOutput: String
        /// Standard output and standard error.
        var output: String
        var seconds: Double
    }

    /// Runs `intentkit` (as an unprivileged user when the tests run as root), stopped after 30 seconds.
    static func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        let executable = try intentkitExecutable().path
        if getuid() == 0 {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        }
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let started = Date()
        try process.run()
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: deadline)
        // Standard error read on its own thread, so neither pipe can fill and block the child.
        let errorData = Slot()
        let reader = Thread { errorData.value = error.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { usleep(1_000) }
        deadline.cancel()
        let standardOutput = String(decoding: data, as: UTF8.self)
        return Run(status: process.terminationStatus, standardOutput: standardOutput,
                   output: standardOutput + String(decoding: errorData.value ?? Data(), as: UTF8.self), seconds: Date().timeIntervalSince(started))
    }

    @Test func everyCommandEndsInTimeReportsEachRefusalOnceAndLeaksNothing() throws {
        let checkout = try Checkout()
        let app = checkout.app
        let out = checkout.output
        let commands: [[String]] = [
            ["check", app], ["check", app, "--format", "json"], ["check", app, "--format", "sarif"],
            ["report", app, "-o", out + "/report.html"],
            ["extract", app], ["localization", "lint", app], ["localization", "sync", "--check", app],
            ["localization", "extract", app, "-o", out + "/strings"], ["localization", "show", app, "--key", "Shelf", "--locale", "de"],
            ["shortcuts", "check", app], ["project", "show", app + "/Shelf.xcodeproj"],
            ["migrate", "convert", app + "/Intents.intentdefinition", "-o", out + "/migrated"],
            ["metadata", "validate", app + "/Packages/CookbookApp/metadata.json"], ["packages", "merge", app + "/Packages/manifest.json"],
            ["relevance", "check", app + "/Packages/relevance.yaml"],
        ]
        for command in commands {
            let run = try Self.run(command)
            let name = command.prefix(2).joined(separator: " ")
            #expect(run.seconds < 30, "\(name) took \(run.seconds) s")
            #expect(run.status == 0 || run.status == 1, "\(name) exited \(run.status): \(run.output.suffix(2000))")
            #expect(!run.output.contains(Self.secret), "\(name) printed the secret")
            #expect(!run.output.contains("Fatal error"), "\(name) crashed: \(run.output.suffix(2000))")
        }
        // A named input that is a link out of the folder is refused with its reason; with nothing else to read, the
        // command could not run (status 2), as for any unreadable input.
        for command in [["metadata", "validate", app + "/metadata.json"], ["packages", "merge", app + "/manifest.json"], ["relevance", "check", app + "/relevance.yaml"]] {
            let run = try Self.run(command)
            #expect(run.status == 2 && run.output.contains("is a link to a file outside the checked folder"), "\(command): \(run.output)")
            #expect(!run.output.contains(Self.secret))
        }
        let merged = try Self.run(["packages", "merge", app + "/Packages/manifest.json"])
        #expect(merged.output.contains("CookbookCore/metadata.json: is a link to a file outside the checked folder"), "\(merged.output)")
        let report = try String(contentsOfFile: out + "/report.html", encoding: .utf8)
        #expect(!report.contains(Self.secret))
        for folder in ["strings", "migrated"] {
            for file in FileManager.default.enumerator(atPath: out + "/" + folder)?.compactMap({ $0 as? String }) ?? [] {
                #expect(!((try? String(contentsOfFile: out + "/" + folder + "/" + file, encoding: .utf8)) ?? "").contains(Self.secret), "\(folder)/\(file)")
            }
        }

        // `check` names every refused path once, with its check and reason.
        let check = try Self.run(["check", app, "--format", "json", "--ungrouped"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [String: Any])
        let findings = (json["diagnostics"] as? [[String: Any]] ?? []).compactMap { finding -> (file: String, id: String, message: String)? in
            guard let file = (finding["location"] as? [String: Any])?["file"] as? String else { return nil }
            return (file, finding["id"] as? String ?? "", finding["message"] as? String ?? "")
        }
        for (path, id) in checkout.refused {
            if id == "input.unreadable", getuid() == 0, !FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") { continue }
            let matching = findings.filter { $0.file == path && $0.id == id }
            #expect(matching.count == 1, "\(path): \(findings.filter { $0.file == path })")
            #expect(matching.allSatisfy { !$0.message.isEmpty })
        }
        // The link out of the folder and the link cycle end the walk; no finding is reported twice.
        let keys = findings.map { "\($0.file)|\($0.id)|\($0.message)" }
        #expect(keys.count == Set(keys).count)
        // The rest of the app is still read: its intents are extracted.
        let extracted = try Self.run(["extract", app])
        #expect(extracted.standardOutput.contains("OpenShelfIntent") && extracted.standardOutput.contains("CountBooksIntent"), "\(extracted.output.prefix(2000))")
    }
}

/// A value one thread sets and another waits for.
private final class Slot: @unchecked Sendable {
    // @unchecked: set once, by one thread, before `isSet` is read true.
    private let lock = NSLock()
    private var stored: Data?
    private var done = false

    var value: Data? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue; done = true } }
    }

    var isSet: Bool { lock.withLock { done } }
}
