import Diagnostics
import Foundation

/// What every section needs: anchors, the table of contents, locales and how to link to files.
struct ReportContext {
    /// Each app's section anchor, in input order.
    let appAnchors: [String]
    /// The table of contents: anchor and title.
    let contents: [(String, String)]
    /// Every app's locales together, the first app's development language first.
    let locales: [String]
    /// The group anchors findings have.
    let groupAnchors: Set<String>
    /// The findings with a place, by file.
    let findingsByFile: [String: [Diagnostic]]
    private let root: String
    private let sourceURL: String?
    private let outputFolder: String?

    init(input: ReportInput) {
        root = input.root
        sourceURL = input.sourceURL
        outputFolder = input.outputFolder
        var used = Set<String>()
        appAnchors = input.apps.map { app in
            var anchor = "app-" + HTMLWriter.anchor(app.name)
            while !used.insert(anchor).inserted { anchor += "-2" }
            return anchor
        }
        var contents = [("findings", "Findings")]
        for (index, app) in input.apps.enumerated() { contents.append((appAnchors[index], "Target \(app.name)")) }
        contents.append(("coverage", "Localization coverage"))
        if !input.schedules.isEmpty { contents.append(("relevance", "Relevance")) }
        if input.migration != nil { contents.append(("migration", "Migration from SiriKit")) }
        self.contents = contents
        var locales: [String] = []
        for app in input.apps {
            for locale in ReportLocalizer(app: app).locales where !locales.contains(where: { ReportLocalizer.normalized($0) == ReportLocalizer.normalized(locale) }) {
                locales.append(locale)
            }
        }
        self.locales = locales
        groupAnchors = Set(input.findings.compactMap(\.group).map { "g-" + HTMLWriter.anchor($0) })
        findingsByFile = Dictionary(grouping: input.findings.filter { $0.location != nil }, by: { $0.location!.file })
    }

    /// A path as the report shows it: relative to the project's folder.
    func relative(_ path: String) -> String {
        let base = root.hasSuffix("/") ? root : root + "/"
        if path.hasPrefix(base) { return String(path.dropFirst(base.count)) }
        if path == root { return (root as NSString).lastPathComponent }
        return path
    }

    /// Where a link to a place in a file leads: the source URL's page, or the file by relative path.
    func link(to location: SourceLocation) -> String {
        let line = location.line.map { "#L\($0)" } ?? ""
        if let sourceURL { return sourceURL + Self.percentEncoded(relative(location.file)) + line }
        return Self.percentEncoded(Self.path(location.file, from: outputFolder)) + line
    }

    /// `file` relative to `folder` (both made absolute), or as given without a folder.
    static func path(_ file: String, from folder: String?) -> String {
        guard let folder else { return file }
        let fileParts = Self.absolute(file).split(separator: "/")
        let folderParts = Self.absolute(folder).split(separator: "/")
        var common = 0
        while common < min(fileParts.count, folderParts.count), fileParts[common] == folderParts[common] { common += 1 }
        let up = Array(repeating: "..", count: folderParts.count - common)
        return (up + fileParts[common...].map(String.init)).joined(separator: "/")
    }

    private static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// A path with the characters a URL cannot hold as they are percent-encoded (`/` kept).
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}

extension ReportContext {
    /// The findings at a place's line whose check id starts with `prefix`.
    func findings(at location: SourceLocation, prefix: String) -> [Diagnostic] {
        guard let line = location.line else { return [] }
        return findings(in: location.file, lines: line...line, prefix: prefix)
    }

    /// The findings in a file's lines whose check id starts with `prefix`.
    func findings(in file: String, lines: ClosedRange<Int>, prefix: String) -> [Diagnostic] {
        (findingsByFile[file] ?? []).filter { diagnostic in
            guard let line = diagnostic.location?.line else { return false }
            return lines.contains(line) && diagnostic.id.hasPrefix(prefix)
        }
    }
}
