@testable import Diagnostics
import Foundation
import Testing

/// The input policy's answers without `NSString` or a real path where they are not needed: the same answers.
@Suite struct InputPolicyNamingTests {
    @Test func theExtensionIsNSStrings() {
        let names = ["App.swift", "A.SWIFT", "Localizable.xcstrings", "x.b.yml", "noext", "a.", ".swift", "..swift", ".hidden.yaml",
                     "name with space.swift", "a..b", "Intents.intentdefinition", ".", "..", "", "tar.gz"]
        for name in names {
            #expect(InputPolicy.pathExtension(of: name) == Substring((name as NSString).pathExtension), "\(name)")
        }
    }

    /// Whether a path was named, as the policy answered it before looking at names first: by the path's real path.
    static func namedByRealPath(_ policy: InputPolicy, _ path: String) -> Bool {
        if InputPolicy.isLink(path) { return false }
        if policy.namedPaths.contains(InputPolicy.realPath(path) ?? InputPolicy.absolute(path)) { return true }
        let bundle = InputPolicy.folder(of: path)
        guard bundle.hasSuffix(".xcodeproj") || bundle.hasSuffix(".xcworkspace") else { return false }
        return policy.namedPaths.contains(InputPolicy.realPath(bundle) ?? InputPolicy.absolute(bundle))
    }

    @Test func aPathIsNamedExactlyWhenItsRealPathIs() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-named-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let files = ["App.swift", "Sub/App.swift", "Sub/Other.swift", "App.xcodeproj/project.pbxproj", "Sub/Other.xcodeproj/project.pbxproj", "Real/Target.swift"]
        for file in files {
            try FileManager.default.createDirectory(atPath: ((base + "/" + file) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: base + "/" + file))
        }
        try FileManager.default.createSymbolicLink(atPath: base + "/Linked", withDestinationPath: base + "/Real")
        try FileManager.default.createSymbolicLink(atPath: base + "/Sub/Link.swift", withDestinationPath: base + "/App.swift")
        let policies = [
            InputPolicy.checking([base + "/App.swift"]), InputPolicy.checking([base]), InputPolicy.checking([base + "/App.xcodeproj"]),
            InputPolicy.checking([base + "/Linked/Target.swift", base + "/Sub"]), InputPolicy.checking([base + "/Sub/Link.swift"]),
        ]
        let paths = files.map { base + "/" + $0 } + [base + "/Linked/Target.swift", base + "/Sub/Link.swift", base + "/Sub/../App.swift",
                                                     base + "/Sub/./App.swift", base + "/Sub/", base, base + "/Missing.swift", base + "/App.xcodeproj"]
        var named = 0
        for policy in policies {
            for path in paths {
                let expected = Self.namedByRealPath(policy, path)
                #expect(policy.isExplicit(path) == expected, "\(path) under \(policy.namedPaths)")
                if expected { named += 1 }
            }
        }
        #expect(named >= 5)
    }

    /// A file's real path made of its folder's, kept once per folder, is the one `realpath` gives the whole path:
    /// through linked folders, for a link (asked whole), for `.` and `..`, and none for a file that does not exist.
    @Test func aFilesRealPathFromItsFoldersIsRealpaths() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-real-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        for file in ["Real/Target.swift", "Real/Deeper/Inner.swift", "Top.swift"] {
            try FileManager.default.createDirectory(atPath: ((base + "/" + file) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: base + "/" + file))
        }
        try FileManager.default.createSymbolicLink(atPath: base + "/Linked", withDestinationPath: base + "/Real")
        try FileManager.default.createSymbolicLink(atPath: base + "/Real/Link.swift", withDestinationPath: base + "/Top.swift")
        let folders = RealFolders()
        let paths = ["Real/Target.swift", "Linked/Target.swift", "Linked/Deeper/Inner.swift", "Linked/Deeper/../Target.swift", "Real//Target.swift",
                     "Real/Link.swift", "Linked/Link.swift", "Top.swift", "Missing.swift", "Linked/Missing.swift", "Real/.", "Real/..", "Real/Deeper/"]
        var found = 0
        for _ in 0..<2 {  // the second time from the folders kept
            for path in paths.map({ base + "/" + $0 }) {
                let expected = InputPolicy.realPath(path)
                #expect(folders.realPath(ofFile: path, kind: InputPolicy.kind(of: path)) == expected, "\(path)")
                if expected != nil { found += 1 }
            }
        }
        #expect(found == 2 * 11)
        #expect(folders.realPath(ofFile: base + "/Linked/Target.swift", kind: S_IFREG) == InputPolicy.realPath(base + "/Real/Target.swift"))
    }

    /// A path's name and folder are read from its bytes as `NSString` reads them: trailing slashes ignored.
    @Test func aPathsNameAndFolderAreNSStrings() {
        let paths = ["a/b.swift", "a/b/", "a//b", "/a", "/", "b.swift", "a/b.swift//", "/a/b/c.d/e", "é/ü.swift", "a/./b", "./a"]
        for path in paths {
            #expect(FileIO.name(of: path) == Substring((path as NSString).lastPathComponent), "\(path)")
        }
        #expect(InputPolicy.folder(of: "a/b/") == "a")
        #expect(InputPolicy.folder(of: "/a") == "/")
        #expect(InputPolicy.folder(of: "b.swift") == ".")
        #expect(InputPolicy.folder(of: "é/ü.swift") == "é")
        #expect(InputPolicy.folder(of: "a//b") == "a/")
    }

    /// A folder whose real path was kept, then replaced by a link to another folder (or by another folder), is
    /// resolved again: a long-lived process never reads through a stale real path.
    @Test func aFolderReplacedSinceIsResolvedAgain() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-replaced-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        for file in ["Checkout/Sources/App.swift", "Outside/App.swift"] {
            try FileManager.default.createDirectory(atPath: ((base + "/" + file) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: base + "/" + file))
        }
        let folders = RealFolders()
        let file = base + "/Checkout/Sources/App.swift"
        let before = folders.realPath(ofFile: file, kind: InputPolicy.kind(of: file))
        #expect(before == InputPolicy.realPath(file))
        try FileManager.default.removeItem(atPath: base + "/Checkout/Sources")
        try FileManager.default.createSymbolicLink(atPath: base + "/Checkout/Sources", withDestinationPath: base + "/Outside")
        let after = folders.realPath(ofFile: file, kind: InputPolicy.kind(of: file))
        #expect(after == InputPolicy.realPath(base + "/Outside/App.swift"))
        #expect(after != before)
        try FileManager.default.removeItem(atPath: base + "/Checkout/Sources")
        try FileManager.default.createDirectory(atPath: base + "/Checkout/Sources", withIntermediateDirectories: true)
        #expect(folders.realPath(ofFile: file, kind: InputPolicy.kind(of: file)) == nil)
    }
}
