import AppCheck
import Diagnostics
import Foundation
import IntentExtraction
import IntentLocalization
import LocalizationLint

/// `intentkit check ROOT --files FILE...`: only the apps some files belong to, as a pre-commit hook runs it.
///
/// Each file (a staged file, say) under ROOT that a check reads (Swift sources, catalogs, phrase files,
/// `manifest.json`, `relevance.yaml`, `.intentdefinition`, `.intentkit.yml`) belongs to the app in the
/// nearest folder above it that holds a `.intentkit.yml`, an Xcode project or a `Package.swift`, or else to
/// ROOT. Those apps are checked whole (a Swift file is only understood with the rest of its app), and the
/// report keeps what the files can have caused: every finding in one of them, and errors anywhere in
/// their apps (a Swift change can break a phrase file that did not change). Other files are ignored, so a
/// commit that touches none of them checks nothing.
extension CheckCommand {
    /// The findings `--files` reports: the apps of `files` checked, findings limited to what they affect.
    func findings(forFiles files: [String]) async -> CheckFindings {
        let selection = CheckFileSelection(root: path, files: files)
        var diagnostics: [Diagnostic] = []
        var inputs = 0
        var couldNotRun = false
        var checks: [Check] = []
        var headlines: [String: String] = [:]
        var stages = [selection.summary]
        for app in selection.apps {
            var command = self
            command.path = app
            let found = await command.findings()
            diagnostics += found.diagnostics.filter(selection.isRelevant)
            inputs += found.inputs
            couldNotRun = couldNotRun || found.couldNotRun
            if checks.isEmpty { checks = found.checks }
            headlines.merge(found.headlines) { first, _ in first }
            stages.append("\(app): " + found.stages.joined(separator: "; "))
        }
        return CheckFindings(
            diagnostics: diagnostics.sortedForOutput(),
            inputs: inputs,
            couldNotRun: couldNotRun,
            checks: checks,
            headlines: headlines,
            stages: stages,
            artifacts: CheckArtifacts(),
            tables: TableFiles()
        )
    }
}

/// Which apps a list of files belongs to, and which findings of those apps the files can have caused.
struct CheckFileSelection {
    /// The files a check reads, as absolute paths.
    let relevantFiles: Set<String>
    /// How many files were named.
    let namedCount: Int
    /// The app folders to check, as paths the user would write (relative to ROOT's spelling), sorted.
    let apps: [String]

    /// Markers of an app's folder: a file or folder with one of these names, or one of these extensions.
    static let markerNames: Set<String> = [LintConfiguration.fileName, "Package.swift"]
    static let markerExtensions: Set<String> = ["xcodeproj", "xcworkspace"]

    init(root: String, files: [String]) {
        let rootPath = Self.absolute(root)
        var relevant: Set<String> = []
        var apps: Set<String> = []
        for file in files {
            let absolute = Self.absolute(file)
            guard absolute.hasPrefix(rootPath == "/" ? "/" : rootPath + "/"), Self.isChecked(absolute),
                  !Self.isInSkippedFolder(absolute, under: rootPath)
            else { continue }
            relevant.insert(absolute)
            let app = Self.appFolder(of: absolute, root: rootPath)
            let relative = String(app.dropFirst(rootPath.count + 1))
            apps.insert(app == rootPath ? root : root == "." ? relative : (root as NSString).appendingPathComponent(relative))
        }
        relevantFiles = relevant
        namedCount = files.count
        self.apps = apps.sorted()
    }

    /// The first stage line: how many files were named, how many a check reads, which apps they belong to.
    var summary: String {
        let files = "\(namedCount) \(namedCount == 1 ? "file" : "files") named, \(relevantFiles.count) that IntentKit reads"
        return apps.isEmpty ? files + ", nothing to check" : files + ", in \(apps.count == 1 ? "app" : "apps") " + apps.joined(separator: ", ")
    }

    /// Whether a finding of an app is reported: it is in (or has a note in) one of the files, or it is an error.
    func isRelevant(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.severity < .error, let file = diagnostic.location?.file else { return true }
        let files = [file] + diagnostic.notes.compactMap(\.location?.file)
        return files.contains { relevantFiles.contains(Self.absolute($0)) }
    }

    /// Whether `intentkit check` reads a file of this name.
    static func isChecked(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        let checkedExtensions: Set<String> = ["swift", "strings", "stringsdict", "xcstrings", "intentdefinition"]
        return checkedExtensions.contains((name as NSString).pathExtension)
            || ["manifest.json", "relevance.yaml", LintConfiguration.fileName].contains(name)
    }

    /// Whether a file lies in a folder `check` skips (build folders, `.git`, dependencies).
    static func isInSkippedFolder(_ path: String, under root: String) -> Bool {
        path.dropFirst(root.count).split(separator: "/").dropLast().contains { folder in
            InputPolicy.skipsFolder(named: folder)
        }
    }

    /// The nearest folder above `file`, up to `root`, that holds an app marker; `root` when none does.
    static func appFolder(of file: String, root: String) -> String {
        var folder = (file as NSString).deletingLastPathComponent
        while folder.count > root.count {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if names.contains(where: { markerNames.contains($0) || markerExtensions.contains(($0 as NSString).pathExtension) }) {
                return folder
            }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return root
    }

    /// `path` made absolute against the current folder, with `.`, `..` and repeated slashes resolved.
    static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}
