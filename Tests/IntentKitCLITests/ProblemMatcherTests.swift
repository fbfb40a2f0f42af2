import Foundation
import IntentKitTestSupport
import Testing

/// The GitHub Actions problem matcher (`.github/problem-matchers/intentkit.json`) against real `intentkit check` output.
@Suite("GitHub problem matcher")
struct ProblemMatcherTests {
    /// One pattern of the matcher file: its regular expression and which group holds which field.
    struct Pattern {
        var owner: String
        var expression: NSRegularExpression
        var groups: [String: Int]

        /// The fields of `line` this pattern reads (`file`, `line`, `column`, `severity`, `message`, `code`), or nil.
        func match(_ line: String) -> [String: String]? {
            let range = NSRange(line.startIndex..., in: line)
            guard let found = expression.firstMatch(in: line, range: range) else { return nil }
            var fields: [String: String] = [:]
            for (field, group) in groups {
                if let range = Range(found.range(at: group), in: line) { fields[field] = String(line[range]) }
            }
            return fields
        }
    }

    static func patterns() throws -> [Pattern] {
        let url = URL(fileURLWithPath: packageRoot() + "/.github/problem-matchers/intentkit.json")
        let file = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let matchers = try #require(file?["problemMatcher"] as? [[String: Any]])
        return try matchers.map { matcher in
            let patterns = try #require(matcher["pattern"] as? [[String: Any]])
            #expect(patterns.count == 1, "one line per finding")
            let pattern = patterns[0]
            let groups = pattern.compactMapValues { $0 as? Int }
            return Pattern(
                owner: try #require(matcher["owner"] as? String),
                expression: try NSRegularExpression(pattern: try #require(pattern["regexp"] as? String)),
                groups: groups
            )
        }
    }

    /// The fields a matcher should read from a finding of the JSON report.
    static func expected(_ diagnostic: [String: Any]) -> [String: String] {
        var fields: [String: String] = ["code": diagnostic["id"] as? String ?? ""]
        let message = diagnostic["message"] as? String ?? ""
        fields["message"] = message
        if let location = diagnostic["location"] as? [String: Any] {
            fields["file"] = location["file"] as? String
            fields["line"] = (location["line"] as? Int).map(String.init)
            fields["column"] = (location["column"] as? Int).map(String.init)
        }
        if diagnostic["severity"] as? String != "remark" { fields["severity"] = diagnostic["severity"] as? String }
        return fields
    }

    @Test("every finding of `check --ungrouped` is one annotation with its file, line, column, severity, message and id", arguments: [
        "Tests/IntentKitCLITests/Fixtures/BrokenApp",
        "Examples/PluginExample",
        "Tests/LocalizationLintTests/Fixtures/Checks",
        "Tests/IntentExtractionTests/Fixtures/Diagnostics",
    ])
    func ungroupedFindings(folder: String) throws {
        let patterns = try Self.patterns()
        #expect(patterns.map(\.owner) == ["intentkit", "intentkit-remark"])
        let json = try intentkit("check", folder, "--format", "json")
        let report = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        let diagnostics = try #require(report?["diagnostics"] as? [[String: Any]])
        #expect(!diagnostics.isEmpty, "the folder has findings to annotate")
        let text = try intentkit("check", folder, "--ungrouped")
        #expect(text.status == json.status)
        let lines = text.standardOutput.split(separator: "\n").map(String.init)
        var matched: [[String: String]] = []
        for line in lines {
            let reads = patterns.compactMap { $0.match(line) }
            #expect(reads.count <= 1, "one matcher per line: \(line)")
            if let read = reads.first { matched.append(read) }
        }
        // Findings with one-line messages are matched whole; a message of several lines is matched by its first line.
        let expected = diagnostics.map(Self.expected)
        #expect(matched.count == expected.count, "\(text.standardOutput)")
        for (read, want) in zip(matched, expected) {
            if let message = want["message"], message.contains("\n") {
                #expect(read["file"] == want["file"] && read["line"] == want["line"] && read["severity"] == want["severity"])
                #expect(read["message"] == String(message.split(separator: "\n")[0]).trimmingCharacters(in: .whitespaces))
            } else {
                #expect(read == want, "\(read) against \(want)")
            }
        }
    }

    @Test("summary, note, fix-it and folded closing lines are not annotations")
    func otherLines() throws {
        let patterns = try Self.patterns()
        let lines = [
            "4 errors, 1 warning in 3 files",
            "no problems in 20 files",
            "Examples/App/metadata.json:6:21: note: 'OrderSoupIntent' is first defined here",
            "    fix-it: rename 'isTransiant' to 'isTransient'",
            "1,204 findings in 12 lines; most frequent: localization.missing-translation (1,100)",
        ]
        for line in lines {
            #expect(patterns.allSatisfy { $0.match(line) == nil }, "\(line)")
        }
        // A folded line is a finding line like any other; a path with spaces and a location-less finding both match.
        let folded = "App/fr.lproj/Localizable.strings:3:1: warning: fr: 57 findings for \"a\", \"b\", \"c\" and 54 more, such as: missing translation [localization.missing-translation]"
        #expect(patterns[0].match(folded)?["code"] == "localization.missing-translation")
        #expect(patterns[0].match("My App/Sources/A B.swift:9:1: error: bad [extraction.x]")?["file"] == "My App/Sources/A B.swift")
        #expect(patterns[0].match("error: no such file or folder [io.unreadable-file]")?["file"] == nil)
        #expect(patterns[0].match("error: no such file or folder [io.unreadable-file]")?["message"] == "no such file or folder")
        #expect(patterns[1].match("Cat.xcstrings:2:5: remark: optional category [localization.optional-plural-category]")?["line"] == "2")
    }
}
