import Diagnostics
import Foundation
import StringExtraction
import SwiftParser

/// String extraction from 100,000 generated lines of SwiftUI-heavy Swift across 500 files (goal: under 1 s),
/// against swift-syntax's bare parse of the same files (aim: at most 1.5×).
enum StringExtractionBenchmark {
    /// One file: a view with titled controls, modifiers, interpolations, a helper taking a `LocalizedStringKey`,
    /// `String(localized:)` and `NSLocalizedString` in a model, and ordinary code.
    static func file(_ index: Int, lines: Int) -> String {
        var text = """
            import SwiftUI

            struct Row\(index): View {
                let title: LocalizedStringKey
                var count: Int
                var body: some View {
                    HStack {
                        Text(title)
                        Spacer()
                        Text("\\(count) items")
                    }
                    .accessibilityLabel("Row \(index)")
                }
            }

            struct Screen\(index): View {
                @State private var name = ""
                @State private var isOn = false
                @State private var showAlert = false
                let limit: Int = 20

                var body: some View {
                    NavigationStack {
                        Form {
                            Section("Settings \(index)") {
                                Toggle("Enabled", isOn: $isOn)
                                TextField("Name", text: $name, prompt: Text("Your name"))
                                Row\(index)(title: "Favourites", count: 3)
                                Button("Save \\(name)") { showAlert = true }
                                Text(verbatim: "v1.\(index)")
                            }

            """
        var line = text.split(separator: "\n", omittingEmptySubsequences: false).count
        var section = 0
        while line < lines - 40 {
            text += """
                            Section {
                                Label("Item \(section) of screen \(index)", systemImage: "star")
                                HStack(spacing: 8) {
                                    Image(systemName: icon(for: \(section)))
                                        .foregroundStyle(isOn ? .green : .gray)
                                    VStack(alignment: .leading, spacing: 4) {
                                        Text(verbatim: name.isEmpty ? "-" : name)
                                            .font(.headline)
                                        Text("At most \\(limit) characters")
                                            .font(.caption)
                                            .foregroundStyle(.secondary)
                                    }
                                    Spacer()
                                    if isOn {
                                        ProgressView(value: Double(\(section)) / 10)
                                            .frame(width: 60)
                                    }
                                }
                                .padding(.vertical, 4)
                                Button {
                                    toggle(\(section))
                                } label: {
                                    Image(systemName: isOn ? "checkmark.circle" : "circle")
                                }
                                .buttonStyle(.borderless)
                                .accessibilityLabel("Toggle item \(section)")
                            } header: {
                                Text(isOn ? "On \(section)" : "Off \(section)")
                            }

                """
            line += 30
            section += 1
        }
        text += """
                        }
                        .navigationTitle("Screen \(index)")
                        .alert("Saved", isPresented: $showAlert) { Button("OK", role: .cancel) {} }
                        .help("Settings for screen \(index)")
                    }
                }

                private func icon(for item: Int) -> String {
                    item.isMultiple(of: 2) ? "star" : "circle"
                }

                private func toggle(_ item: Int) {
                    if item >= 0 { isOn.toggle() }
                }
            }

            struct Model\(index) {
                var items: [String] = []
                func summary(count: Int, ratio: Double) -> String {
                    let format = NSLocalizedString("%d of %d", tableName: "Model", comment: "Progress")
                    let title = String(localized: "Done \\(count) at \\(ratio)", comment: "Summary")
                    var total = 0
                    for value in 0..<count where value % 2 == 0 { total += value }
                    return String(format: format, total, count) + title
                }
            }

            """
        return text
    }

    static func run() throws {
        let files = (0..<500).map { (path: "Sources/Screen\($0).swift", text: file($0, lines: 203)) }
        let lines = files.reduce(0) { $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count }
        var keys = 0
        let extractor = StringExtractor()
        let ours = Harness.bestTime { keys = extractor.extract(sources: files).uses.count }
        precondition(keys > 500 * 10, "expected many strings, got \(keys)")
        let texts = files.map(\.text)
        let peer = Harness.bestTime {
            let trees = texts.concurrentMap { Parser.parse(source: $0).statements.count }
            precondition(trees.count == 500)
        }
        let oursCPU = Harness.bestCPUTime { _ = extractor.extract(sources: files) }
        let peerCPU = Harness.bestCPUTime { _ = texts.concurrentMap { Parser.parse(source: $0).statements.count } }
        let bytes = texts.reduce(0) { $0 + $1.utf8.count }
        Harness.report("extract strings (\(lines) lines in 500 files, \(bytes / 1024) KiB, \(keys) uses: one per \(lines / max(keys, 1)) lines)", operations: 500, ours: ours,
                       peerName: "swift-syntax parse only, all cores", peer: peer)
        print(String(format: "  CPU time on all threads: extract %.1f ms, parse %.1f ms (%.2fx)", oursCPU * 1000, peerCPU * 1000, oursCPU / peerCPU))
        print(String(format: "  goal: under 1 s — %@ (%.0f ms); at most 1.5x the bare parse — %@ (wall %.2fx, CPU %.2fx)",
                     ours < 1 ? "met" : "NOT met", ours * 1000, max(ours / peer, oursCPU / peerCPU) <= 1.5 ? "met" : "NOT met", ours / peer, oursCPU / peerCPU))
        try wholeApps()
    }

    /// The 16 whole apps of the real-world corpus, when it is beside the repository: real SwiftUI and UIKit code.
    static func wholeApps() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/realworld/whole-apps").standardized.path
        guard FileManager.default.fileExists(atPath: root) else {
            print("  (whole apps: the real-world corpus is not at \(root); skipped)")
            return
        }
        var files: [(path: String, text: String)] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            files.append((relative, try String(contentsOfFile: root + "/" + relative, encoding: .utf8)))
        }
        let lines = files.reduce(0) { $0 + $1.text.utf8.reduce(0) { $1 == 10 ? $0 + 1 : $0 } }
        let extractor = StringExtractor()
        let ours = Harness.bestTime(repetitions: 3) { _ = extractor.extract(sources: files) }
        let texts = files.map(\.text)
        let peer = Harness.bestTime(repetitions: 3) { _ = texts.concurrentMap { Parser.parse(source: $0).statements.count } }
        Harness.report("extract strings from the 16 whole apps (\(lines) lines in \(files.count) files)", operations: files.count, ours: ours,
                       peerName: "swift-syntax parse only, all cores", peer: peer)
    }
}
