import Diagnostics
import Foundation
import IntentKitTestSupport
import Testing

/// The input policy: what a walk lists and a read opens in a tree built to misbehave.
@Suite struct InputPolicyTests {
    /// A temporary folder, removed at the end of the test.
    final class Tree {
        let root: String
        let outside: String

        init() throws {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-policy-\(UUID().uuidString)").path
            root = base + "/root"
            outside = base + "/outside"
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        }

        func file(_ relative: String, _ text: String = "let x = 1\n", in folder: String? = nil) throws {
            let path = (folder ?? root) + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }

        func link(_ relative: String, to target: String) throws {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        }

        func fifo(_ relative: String) {
            let path = root + "/" + relative
            try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            #expect(mkfifo(path, 0o644) == 0)
        }

        var policy: InputPolicy { .checking([root]) }

        deinit {
            chmod(root, 0o755)
            try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent)
        }
    }

    static let secret = "SECRET-CANARY-7f3a"

    @Test func aWalkListsWhatIsInsideAndReportsEachRefusalOnce() throws {
        let tree = try Tree()
        try tree.file("secret.txt", "let key = \"\(Self.secret)\"\n", in: tree.outside)
        try tree.file("Sources/App.swift")
        try tree.file("Sources/Shared/Model.swift")
        try tree.link("Sources/secret.swift", to: tree.outside + "/secret.txt")
        try tree.link("Sources/outside", to: tree.outside)
        try tree.link("Sources/zero.swift", to: "/dev/zero")
        try tree.link("Sources/inside.swift", to: tree.root + "/Sources/App.swift")
        try tree.link("Sources/again", to: "../Sources")  // a cycle through a folder link
        try tree.link("loop", to: ".")
        try tree.link("Sources/dangling.swift", to: tree.root + "/gone.swift")
        tree.fifo("Sources/pipe.swift")
        tree.fifo("Sources/pipe.txt")  // a name nothing reads: not reported

        let (files, diagnostics) = FileIO.expand([tree.root], policy: tree.policy) { $0.hasSuffix(".swift") }
        let relative = files.map { String($0.dropFirst(tree.root.count + 1)) }
        // The files inside, each once, the link to one of them too (its contents are inside); nothing else.
        #expect(relative == ["Sources/App.swift", "Sources/Shared/Model.swift", "Sources/inside.swift"])
        let reported = diagnostics.map { "\($0.location!.file.dropFirst(tree.root.count + 1)) \($0.id) \($0.severity)" }.sorted()
        #expect(reported == [
            "Sources/dangling.swift input.unreadable warning",
            "Sources/outside input.outside-root warning",
            "Sources/pipe.swift input.not-a-file warning",
            "Sources/secret.swift input.outside-root warning",
            "Sources/zero.swift input.outside-root warning",
        ])
        #expect(!diagnostics.contains { $0.message.contains(Self.secret) })
    }

    @Test func aReadOpensOnlyRegularFilesInsideTheRootWithinTheLimit() throws {
        let tree = try Tree()
        try tree.file("secret.txt", Self.secret, in: tree.outside)
        try tree.file("App.swift", "struct App {}\n")
        try tree.link("secret.swift", to: tree.outside + "/secret.txt")
        tree.fifo("pipe.swift")
        let big = tree.root + "/Localizable.xcstrings"
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        #expect(truncate(big, 300 << 20) == 0)  // sparse: 300 MB of nothing, over the 256 MB limit for catalogs

        #expect(try FileIO.read(tree.root + "/App.swift", policy: tree.policy).get() == Array("struct App {}\n".utf8))
        func refusal(_ path: String, policy: InputPolicy? = nil) -> Diagnostic? {
            guard case .failure(let error) = FileIO.read(path, policy: policy ?? tree.policy) else { return nil }
            return error.diagnostic
        }
        #expect(refusal(tree.root + "/secret.swift")?.id == "input.outside-root")
        #expect(refusal(tree.root + "/secret.swift")?.message.contains(Self.secret) == false)
        let started = Date()
        #expect(refusal(tree.root + "/pipe.swift")?.id == "input.not-a-file")  // and it does not wait for a writer
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(refusal(big)?.id == "input.too-large")
        #expect(refusal(big)?.message.hasPrefix("is 300 MB, over the 256 MB limit") == true)
        // --max-file-size and --read-outside-root change the policy; a device is never a file.
        var generous = tree.policy
        generous.sizeLimitOverride = 1 << 30
        generous.readsOutsideRoots = true
        #expect(refusal(tree.root + "/secret.swift", policy: generous) == nil)
        #expect(refusal("/dev/zero", policy: generous)?.message.hasPrefix("is a character device") == true)
        // Named on the command line, a missing file stops the command; found in a walk, it is a warning.
        #expect(refusal(tree.root + "/gone.swift", policy: .checking([tree.root + "/gone.swift"]))?.id == "io.unreadable-file")
        #expect(refusal(tree.root + "/gone.swift")?.id == "input.unreadable")
    }

    @Test func aMapOpensWhatAReadOpensAndHoldsTheBytesTheFileHadWhenOpened() throws {
        let tree = try Tree()
        try tree.file("secret.txt", Self.secret, in: tree.outside)
        try tree.link("secret.swift", to: tree.outside + "/secret.txt")
        tree.fifo("pipe.swift")
        try tree.file("empty.swift", "")
        try FileManager.default.createDirectory(atPath: tree.root + "/Folder.swift", withIntermediateDirectories: true)
        let big = tree.root + "/Localizable.xcstrings"
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        #expect(truncate(big, 300 << 20) == 0)
        // Refused as a read refuses, with the same finding.
        for path in ["secret.swift", "pipe.swift", "Folder.swift", "Localizable.xcstrings", "gone.swift"].map({ tree.root + "/" + $0 }) {
            guard case .failure(let read) = FileIO.read(path, policy: tree.policy), case .failure(let mapped) = FileIO.map(path, policy: tree.policy) else {
                Issue.record("\(path) was read or mapped")
                continue
            }
            #expect(mapped.diagnostic == read.diagnostic)
        }
        // The bytes of a file of several pages, and of an empty one.
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<300_001).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let path = tree.root + "/results.pack"
        try FileIO.writeAtomically(bytes, to: path)
        let mapped = try FileIO.map(path, policy: tree.policy).get()
        #expect(mapped.count == bytes.count)
        #expect(mapped.withUnsafeBytes { Array($0) } == bytes)
        #expect(try FileIO.map(tree.root + "/empty.swift", policy: tree.policy).get().count == 0)
        // Bytes handed out in place outlive the mapping's holder, and changing them changes neither the file nor the mapping.
        var inPlace = try FileIO.map(path, policy: tree.policy).get().data(1000..<200_000)
        let copied = mapped.data(10..<20)
        #expect(inPlace == Data(bytes[1000..<200_000]))
        #expect(copied == Data(bytes[10..<20]))
        inPlace[inPlace.startIndex] ^= 0xFF
        #expect(inPlace.first == bytes[1000] ^ 0xFF)
        #expect(try FileIO.read(path, policy: tree.policy).get() == bytes)
        #expect(mapped.withUnsafeBytes { $0[1000] } == bytes[1000])
        // A file appended to, or replaced by a rename, after it was mapped: the mapping keeps what was opened.
        let appending = try #require(FileHandle(forWritingAtPath: path))
        appending.seekToEndOfFile()
        appending.write(Data([1, 2, 3]))
        try appending.close()
        #expect(mapped.withUnsafeBytes { Array($0) } == bytes)
        try FileIO.writeAtomically(Array("replaced".utf8), to: path)
        #expect(mapped.withUnsafeBytes { Array($0) } == bytes)
        #expect(try FileIO.map(path, policy: tree.policy).get().withUnsafeBytes { Array($0) } == Array("replaced".utf8))
    }

    @Test func aFileThatReportsNoSizeIsReadOnlyUpToTheLimit() throws {
        // /proc files report a size of 0 and hold more: the read stops at the limit rather than trusting the size.
        var policy = InputPolicy.unrestricted
        policy.sizeLimitOverride = 16
        guard case .failure(let error) = FileIO.read("/proc/self/status", policy: policy) else {
            Issue.record("a 16-byte limit read all of /proc/self/status")
            return
        }
        #expect(error.diagnostic.id == "input.too-large")
    }

    @Test func anUnreadableFolderIsAWarningWithItsReason() throws {
        let tree = try Tree()
        try tree.file("Locked/A.swift")
        try tree.file("Open/B.swift")
        chmod(tree.root + "/Locked", 0)
        defer { chmod(tree.root + "/Locked", 0o755) }
        let (files, diagnostics) = FileIO.expand([tree.root], policy: tree.policy) { $0.hasSuffix(".swift") }
        if getuid() == 0 {
            // The superuser reads a folder whatever its mode; the command-line test runs this as an unprivileged user.
            #expect(files.count == 2)
        } else {
            #expect(files.map { ($0 as NSString).lastPathComponent } == ["B.swift"])
            #expect(diagnostics.map(\.id) == ["input.unreadable"])
            #expect(diagnostics.first?.message.contains("Permission denied") == true)
        }
    }

    /// Random trees of files, folders, links (inside, outside, dangling, cycles) and special files: a walk ends, lists
    /// only regular files whose real paths are inside the root, and every read of what it lists stays inside and ends.
    @Test func randomTreesNeverLeadAReadOutsideTheRoot() throws {
        var random = SeededGenerator(seed: 0x7452_4545)
        for round in 0..<40 {
            let tree = try Tree()
            try tree.file("secret.txt", Self.secret, in: tree.outside)
            try FileManager.default.createDirectory(atPath: tree.outside + "/folder", withIntermediateDirectories: true)
            try tree.file("folder/inner.swift", Self.secret, in: tree.outside)
            var folders = [""]
            var names: [String] = []
            for index in 0..<Int.random(in: 5...25, using: &random) {
                let folder = random.pick(folders)
                let name = (folder.isEmpty ? "" : folder + "/") + "n\(index)" + random.pick([".swift", ".strings", "", ".xcstrings"])
                switch Int.random(in: 0..<9, using: &random) {
                case 0: try FileManager.default.createDirectory(atPath: tree.root + "/" + name, withIntermediateDirectories: true); folders.append(name)
                case 1: try tree.link(name, to: tree.outside + random.pick(["/secret.txt", "/folder", ""]))
                case 2: try tree.link(name, to: random.pick(["/dev/zero", "/dev/urandom", "/proc/self/environ", "/"]))
                case 3 where !names.isEmpty: try tree.link(name, to: tree.root + "/" + random.pick(names))
                case 4: try tree.link(name, to: random.pick([".", "..", "../..", tree.root]))
                case 5: tree.fifo(name)
                case 6: try tree.link(name, to: tree.root + "/missing\(index)")
                default: try tree.file(name, "let v\(index) = 1\n")
                }
                names.append(name)
            }
            let started = Date()
            let (files, _) = FileIO.expand([tree.root], policy: tree.policy) { _ in true }
            let realRoot = InputPolicy.realPath(tree.root)!
            for file in files {
                let real = try #require(InputPolicy.realPath(file), "round \(round): \(file)")
                #expect(real.hasPrefix(realRoot + "/"), "round \(round): \(file) is \(real)")
                if case .success(let bytes) = FileIO.read(file, policy: tree.policy) {
                    #expect(!String(decoding: bytes, as: UTF8.self).contains(Self.secret), "round \(round): \(file)")
                }
            }
            #expect(Date().timeIntervalSince(started) < 10, "round \(round) took too long")
        }
    }
}
