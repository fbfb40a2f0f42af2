import Diagnostics
import Foundation
import IntentLocalization
import PositionedJSON

/// Reads Xcode projects: `project.pbxproj` in its OpenStep text form or its XML form, resolved into a ``Project``.
///
///     let read = ProjectReader.read(contentsOf: "App.xcodeproj")
///     if let project = read.project { print(project.targets.map(\.name)) }
///     read.diagnostics.forEach { print($0) }   // App.xcodeproj/project.pbxproj:12:5: error: … [project.syntax]
///
/// A syntax error stops the read with one diagnostic at its line and column and no project. Problems in
/// a project that parses (a reference to an object that is not there, a group inside itself) are reported
/// at the place that has them, and the rest of the project is still resolved.
public enum ProjectReader {
    /// What a read produced: the project, when the file is one, and what was wrong with it.
    public struct Reading: Sendable {
        /// The resolved project, or `nil` when the file could not be read or is not a project.
        public var project: Project?
        /// Every problem found, in file order.
        public var diagnostics: [Diagnostic]
        /// Whether the file could not be read at all (missing, a folder without a project file, unreadable).
        public var isUnreadable: Bool
        /// The folders the synchronized folders were listed from (and the entries whose kind was asked): a cache of
        /// what was made from the project holds while these and the project file are unchanged.
        package var listed: [String] = []
    }

    /// Reads the project at `path`: an `.xcodeproj` folder or a `project.pbxproj` file.
    ///
    /// Files in synchronized folders are listed from disk, under the project's source root.
    public static func read(contentsOf path: String) -> Reading {
        let projectFile = path.hasSuffix(".xcodeproj") || isFolder(path) ? Project.join(path, "project.pbxproj") : path
        switch FileIO.read(projectFile) {
        case .failure(let error):
            return Reading(project: nil, diagnostics: [error.diagnostic], isUnreadable: true)
        case .success(let bytes):
            return read(bytes, projectFile: projectFile)
        }
    }

    /// Reads a project file's bytes; `projectFile` names it in diagnostics and places the project.
    ///
    /// The `.xcodeproj` is the folder holding `projectFile` and the source root is the folder above it
    /// (plus the project's `projectDirPath`). With `listingSynchronizedFolders` false, synchronized folders
    /// contribute only the files their exception sets name, as when the project is read without its sources.
    public static func read(_ bytes: [UInt8], projectFile: String, listingSynchronizedFolders: Bool = true) -> Reading {
        let text = transcodedToUTF8(bytes)
        let lines = LineTable(text)
        let root: PlistValue
        do {
            root = try parse(text)
        } catch {
            let (line, column) = lines.lineAndColumn(ofOffset: error.offset)
            let diagnostic = ProjectChecks.syntax.diagnostic(error.message, at: SourceLocation(file: projectFile, line: line, column: column))
            return Reading(project: nil, diagnostics: [diagnostic], isUnreadable: false)
        }
        let resolver = ProjectResolver(root: root, projectFile: projectFile, lines: lines, listingSynchronizedFolders: listingSynchronizedFolders)
        let project = resolver.resolve()
        return Reading(project: project, diagnostics: resolver.diagnostics.sortedForOutput(), isUnreadable: false, listed: resolver.listed)
    }

    /// The `.xcodeproj` folders under `folder`, sorted.
    ///
    /// They are found by the walk every command makes (build, dependency and package-checkout folders skipped,
    /// links followed only inside the checked folder), outside hidden folders and workspace bundles.
    public static func projects(in folder: String) -> [String] {
        projects(among: FileIO.expand([folder]) { isProjectFile($0) }.files, in: folder)
    }

    /// The `.xcodeproj` folders among `files`, the files a walk of `folder` found (``projects(in:)`` without a second
    /// walk, for a caller that walked the folder already), sorted.
    package static func projects(among files: [String], in folder: String) -> [String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return files.compactMap { file -> String? in
            guard file.hasPrefix(prefix) else { return nil }
            let relative = String(file.dropFirst(prefix.count))
            return isProjectFile(relative) ? Project.join(folder, String(relative.dropLast(projectFileSuffix.count))) : nil
        }.sorted()
    }

    private static let projectFileSuffix = "/project.pbxproj"

    /// Whether `relative`, a path inside a walked folder, is a project's `project.pbxproj` outside hidden folders,
    /// workspace bundles and other projects.
    private static func isProjectFile(_ relative: String) -> Bool {
        guard relative.hasSuffix(".xcodeproj" + projectFileSuffix) else { return false }
        let folders = relative.split(separator: "/").dropLast(2)
        return !folders.contains { $0.hasPrefix(".") || $0.hasSuffix(".xcworkspace") || $0.hasSuffix(".xcodeproj") }
    }

    /// Parses text that is already UTF-8: the XML form when it starts like XML, the OpenStep form otherwise.
    static func parse(_ text: [UInt8]) throws(PlistSyntaxError) -> PlistValue {
        var start = text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < text.count, text[start] == 0x20 || (0x09...0x0D).contains(text[start]) { start += 1 }
        if text[start...].starts(with: Array("bplist".utf8)) {
            guard let xml = PlistValue.binaryAsXML(text) else { throw PlistSyntaxError("the binary property list is damaged", at: 0) }
            return try PlistValue.parseXML(xml)
        }
        if start < text.count, text[start] == 0x3C, start + 1 < text.count, text[start + 1] == 0x3F || text[start + 1] == 0x21 || text[start + 1] == 0x70 {
            return try PlistValue.parseXML(text)  // <?xml, <!DOCTYPE, <plist
        }
        return try OpenStepParser.parse(text)
    }

    /// UTF-16 text (with a byte order mark, or big-endian without one, as CoreFoundation reads it) as UTF-8; other bytes unchanged.
    static func transcodedToUTF8(_ bytes: [UInt8]) -> [UInt8] {
        var bigEndian: Bool
        var body: ArraySlice<UInt8>
        if bytes.starts(with: [0xFE, 0xFF]) {
            (bigEndian, body) = (true, bytes.dropFirst(2))
        } else if bytes.starts(with: [0xFF, 0xFE]) {
            (bigEndian, body) = (false, bytes.dropFirst(2))
        } else if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 {
            (bigEndian, body) = (bytes[0] == 0, bytes[...])
        } else {
            return bytes
        }
        var units: [UInt16] = []
        units.reserveCapacity(body.count / 2)
        var index = body.startIndex
        while index + 1 < body.endIndex {
            let a = UInt16(body[index]), b = UInt16(body[index + 1])
            units.append(bigEndian ? a << 8 | b : b << 8 | a)
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

extension PlistValue {
    /// A binary property list converted to XML through Foundation (so its positions are not the file's).
    static func binaryAsXML(_ bytes: [UInt8]) -> [UInt8]? {
        guard let object = BinaryPropertyList.object(from: bytes),
              let data = try? PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
        else { return nil }
        return [UInt8](data)
    }
}
