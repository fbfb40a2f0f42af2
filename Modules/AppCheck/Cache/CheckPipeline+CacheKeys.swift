import Diagnostics
import Foundation
import IntentExtraction

extension CheckPipeline {
    /// The format of the results this pipeline keeps: a change to what a stage computes or how it is stored changes
    /// it, so no result of an earlier format is taken.
    static let resultFormat = "AppCheck results 5"

    /// The options that change what is read of the Swift, in a stable spelling.
    static func describe(_ options: ExtractionOptions) -> String {
        [
            options.module ?? "-", options.conditions.map { $0.sorted().joined(separator: ",") } ?? "*", options.operatingSystem,
            options.referencePaths.joined(separator: ","), options.swiftVersion.description, options.languageMode.description,
        ].joined(separator: "|")
    }

    /// A build of a target, in a stable spelling.
    static func describe(_ build: ExtractionTarget.Build) -> String {
        (build.conditions.map { $0.sorted().joined(separator: ",") } ?? "*") + "@" + build.operatingSystem
    }

    /// The key of one target's extraction: its name, builds and files, each file by what extraction reads of it.
    static func extractionKey(_ target: ExtractionTarget, options: ExtractionOptions, facts: [String: SourceFacts], cache: any ResultCache) -> String? {
        var parts = [resultFormat, "extraction", describe(options), target.name, target.builds.map(describe).joined(separator: ";")].map { Array($0.utf8) }
        for (kind, files) in [("file", target.files), ("reference", target.references.sorted())] {
            for file in files {
                guard let fact = facts[file] else { return nil }
                parts.append(Array("\(kind) \(file) \(fact.extraction)".utf8))
            }
        }
        return cache.key(parts)
    }
}

extension CheckPipeline {
    /// What identifies a file's content without reading it: its device, inode, size, and the times of its last change
    /// of content and of state, which no one can set back (a file edited, replaced or made anew has another).
    static func fingerprint(_ path: String) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else { return Array("missing \(path)".utf8) }
        #if canImport(Darwin)
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #endif
        let fields: [Int64] = [
            Int64(info.st_dev), Int64(info.st_ino), Int64(info.st_size),
            Int64(modified.tv_sec), Int64(modified.tv_nsec), Int64(changed.tv_sec), Int64(changed.tv_nsec),
        ]
        return Array(path.utf8) + fields.flatMap { value in withUnsafeBytes(of: value.littleEndian, Array.init) }
    }
}
