import Diagnostics
import Foundation

/// One self-contained HTML page of a project: findings, intents, widget configuration sheets, phrases,
/// localization coverage, relevance and migration.
///
/// The page needs nothing but itself: the style sheet and a short script (the locale switcher) are inline,
/// charts are inline SVG, and links lead to its own sections or to the project's files. The same input gives
/// the same bytes.
public enum HTMLReport {
    /// The page for `input`.
    public static func render(_ input: ReportInput) -> String {
        let context = ReportContext(input: input)
        var html = HTMLWriter()
        html.raw("<!DOCTYPE html>\n")
        html.open("html", ["lang": "en"])
        html.newline()
        html.element("head") { head in
            head.open("meta", ["charset": "utf-8"])
            head.open("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
            head.open("meta", ["name": "generator", "content": "intentkit report"])
            head.element("title", text: "IntentKit report: \(input.title)")
            head.element("style") { $0.raw(ReportStyle.css) }
        }
        html.newline()
        html.open("body")
        html.newline()
        header(input, context: context, &html)
        html.open("main")
        html.newline()
        findings(input, context: context, &html)
        for (index, app) in input.apps.enumerated() {
            self.app(app, anchor: context.appAnchors[index], context: context, &html)
        }
        coverage(input, context: context, &html)
        relevance(input, &html)
        migration(input, context: context, &html)
        html.close("main")
        html.newline()
        html.element("footer", text: "Made by intentkit report from \(context.relative(input.root)). Open it from disk: it loads nothing from the network.")
        html.newline()
        html.element("script") { $0.raw(ReportStyle.script) }
        html.newline()
        html.close("body")
        html.newline()
        html.close("html")
        html.newline()
        return html.text
    }

    /// The page's title, the counts, the table of contents and the locale switcher.
    private static func header(_ input: ReportInput, context: ReportContext, _ html: inout HTMLWriter) {
        html.element("header") { header in
            header.element("h1", text: "IntentKit report: \(input.title)")
            let summary = DiagnosticSummary(counting: input.findings, inputs: input.inputs)
            header.element("p", ["class": "summary", "data-errors": "\(summary.count(of: .error))", "data-warnings": "\(summary.count(of: .warning))"], text: summary.line)
            header.element("nav", ["aria-label": "Contents"]) { nav in
                nav.element("ol") { list in
                    for (anchor, title) in context.contents {
                        list.element("li") { $0.element("a", ["href": "#" + anchor], text: title) }
                    }
                }
            }
            if context.locales.count > 1 {
                header.element("p", ["class": "locale-switcher"]) { line in
                    line.element("label", ["for": "locale"], text: "Show texts in ")
                    line.element("select", ["id": "locale"]) { select in
                        for (index, locale) in context.locales.enumerated() {
                            select.element("option", ["value": ReportLocalizer.normalized(locale), "selected": index == 0 ? "" : nil], text: locale)
                        }
                    }
                    line.text(" (untranslated texts show the development language, underlined)")
                }
            }
        }
        html.newline()
    }
}

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
