import Testing
import XcodeProject

/// A file's name and extension, read from its path's bytes, are the path's last component and what follows its last dot.
@Suite struct ProjectFileNameTests {
    @Test func theNameIsTheLastComponent() {
        let paths = ["App/Localizable.xcstrings", "a//b/", "/", "", "Top.swift", "/abs/Info.plist", "x/.hidden", "ü/é.strings", "a/b.tar.GZ", "dir/noext"]
        for path in paths {
            let file = ProjectFile(path: path, base: .sourceRoot)
            #expect(file.name == (path.split(separator: "/").last.map(String.init) ?? path), "\(path)")
        }
        #expect(ProjectFile(path: "a/b.tar.GZ", base: .sourceRoot).pathExtension == "gz")
        #expect(ProjectFile(path: "x/.hidden", base: .sourceRoot).pathExtension == "")
        #expect(ProjectFile(path: "ü/é.strings", base: .sourceRoot).pathExtension == "strings")
        #expect(ProjectFile(path: "dir/noext", base: .sourceRoot).pathExtension == "")
    }
}
