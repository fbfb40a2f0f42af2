import Diagnostics
import XcodeProject

/// Xcode project files (OpenStep, XML or binary property lists): positions inside the input, and no trap.
enum FuzzProject {
    static let path = "App.xcodeproj/project.pbxproj"

    static func run(_ bytes: [UInt8]) {
        let reading = ProjectReader.read(bytes, projectFile: path, listingSynchronizedFolders: false)
        let isBinary = bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }.starts(with: Array("bplist".utf8))
        FuzzCheck.positions(reading.diagnostics.filter { $0.location?.file == path }, path: path, bytes: bytes, needsLine: !isBinary)
    }
}
