import Diagnostics
import Yams

extension LintConfiguration {
    /// The configuration file looked for at the project root.
    public static let fileName = ".intentkit.yml"

    /// Reads a configuration file, reporting every problem with its line and column.
    ///
    /// A problem leaves the affected setting at its default; the rest of the file still applies.
    public static func load(contentsOf path: String) -> (configuration: LintConfiguration, diagnostics: [Diagnostic]) {
        switch FileIO.read(path) {
        case .failure(let error):
            return (LintConfiguration(), [error.diagnostic])
        case .success(let bytes):
            return load(yaml: String(decoding: bytes, as: UTF8.self), path: path)
        }
    }

    /// Reads a configuration from YAML text, naming `path` in diagnostics.
    public static func load(yaml: String, path: String) -> (configuration: LintConfiguration, diagnostics: [Diagnostic]) {
        var reader = ConfigurationReader(path: path)
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            return (LintConfiguration(), [reader.syntaxError(error)])
        } catch {
            return (LintConfiguration(), [LintChecks.invalidConfiguration.diagnostic("\(error)", at: SourceLocation(file: path))])
        }
        guard let root else { return (LintConfiguration(), []) }
        let configuration = reader.read(root)
        return (configuration, reader.diagnostics)
    }
}

/// Reads the configuration's YAML nodes, keeping the position of every problem.
private struct ConfigurationReader {
    let path: String
    var diagnostics: [Diagnostic] = []

    static let topLevelKeys = ["localization"]
    static let localizationKeys = ["developmentLanguage", "exclude", "checks"]
    static let severityNames = ["error", "warning", "note", "remark", "off"]

    init(path: String) {
        self.path = path
    }

    func location(_ node: Node) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(file: path) }
        return SourceLocation(file: path, line: mark.line, column: mark.column)
    }

    mutating func report(_ message: String, at node: Node, severity: Severity? = nil) {
        var diagnostic = LintChecks.invalidConfiguration.diagnostic(message, at: location(node))
        if let severity { diagnostic.severity = severity }
        diagnostics.append(diagnostic)
    }

    func syntaxError(_ error: YamlError) -> Diagnostic {
        switch error {
        case let .scanner(context, problem, mark, yaml), let .parser(context, problem, mark, yaml),
             // An undefined alias, say: Yams composes the document after parsing it.
             let .composer(context, problem, mark, yaml):
            let prefix = context.map { "\($0.text), " } ?? ""
            return LintChecks.invalidConfiguration.diagnostic("malformed YAML: \(prefix)\(problem)", at: location(line: mark.line, column: mark.column, in: yaml))
        case let .duplicatedKeysInMapping(_, context):
            return LintChecks.invalidConfiguration.diagnostic("malformed YAML: \(error)", at: SourceLocation(file: path, line: context.mark.line, column: context.mark.column))
        case let .reader(_, offset, _, yaml):
            // A control character or invalid text: Yams gives the offset of the character, not a mark.
            let position = offset.flatMap { Self.position(ofCharacter: $0, in: yaml) }
            return LintChecks.invalidConfiguration.diagnostic("malformed YAML: \(error)", at: SourceLocation(file: path, line: position?.line, column: position?.column))
        default:
            return LintChecks.invalidConfiguration.diagnostic("malformed YAML: \(error)", at: SourceLocation(file: path))
        }
    }

    /// Where libyaml's mark points, kept inside the text: at the end of the input libyaml starts a line
    /// the file does not have (`[` alone fails at 2:1), which becomes the end of the last line.
    func location(line: Int, column: Int, in yaml: String) -> SourceLocation {
        var lines = 1
        var lastLineStart = yaml.startIndex
        var index = yaml.startIndex
        while index < yaml.endIndex {
            let character = yaml[index]
            index = yaml.index(after: index)
            if character.isNewline {
                lines += 1
                lastLineStart = index
            }
        }
        guard line > lines else { return SourceLocation(file: path, line: line, column: column) }
        return SourceLocation(file: path, line: lines, column: yaml.utf16.distance(from: lastLineStart, to: yaml.endIndex) + 1)
    }

    /// The 1-based line and UTF-16 column of the character `offset` characters into `yaml`, as Yams' messages count them.
    static func position(ofCharacter offset: Int, in yaml: String) -> (line: Int, column: Int)? {
        guard let index = yaml.index(yaml.startIndex, offsetBy: offset, limitedBy: yaml.endIndex) else { return nil }
        var line = 1
        var lineStart = yaml.startIndex
        var current = yaml.startIndex
        while current < index {
            let character = yaml[current]
            current = yaml.index(after: current)
            if character.isNewline {
                line += 1
                lineStart = current
            }
        }
        return (line, yaml.utf16.distance(from: lineStart, to: index) + 1)
    }

    mutating func read(_ root: Node) -> LintConfiguration {
        var configuration = LintConfiguration()
        guard let mapping = root.mapping else {
            report("the configuration is a mapping of settings, but this file holds \(kind(of: root))", at: root)
            return configuration
        }
        for (key, value) in mapping {
            let name = key.string ?? ""
            guard name == "localization" else {
                report("unknown key '\(name)' is ignored\(Suggestions.didYouMean(name, among: Self.topLevelKeys))", at: key, severity: .warning)
                continue
            }
            readLocalization(value, into: &configuration)
        }
        return configuration
    }

    mutating func readLocalization(_ node: Node, into configuration: inout LintConfiguration) {
        guard let mapping = node.mapping else {
            report("'localization' must be a mapping, found \(kind(of: node))", at: node)
            return
        }
        for (key, value) in mapping {
            switch key.string ?? "" {
            case "developmentLanguage":
                guard let language = value.scalar?.string, !language.isEmpty else {
                    report("'developmentLanguage' must be a locale identifier such as en, found \(kind(of: value))", at: value)
                    continue
                }
                configuration.developmentLanguage = language
            case "exclude":
                guard let sequence = value.sequence else {
                    report("'exclude' must be a list of folder or file names, found \(kind(of: value))", at: value)
                    continue
                }
                for element in sequence {
                    guard let name = element.scalar?.string else {
                        report("an 'exclude' entry must be a name, found \(kind(of: element))", at: element)
                        continue
                    }
                    configuration.excludes.insert(name)
                }
            case "checks":
                readChecks(value, into: &configuration)
            default:
                let name = key.string ?? ""
                report("unknown key '\(name)' is ignored\(Suggestions.didYouMean(name, among: Self.localizationKeys))", at: key, severity: .warning)
            }
        }
    }

    mutating func readChecks(_ node: Node, into configuration: inout LintConfiguration) {
        guard let mapping = node.mapping else {
            report("'checks' must map check ids to a severity or off, found \(kind(of: node))", at: node)
            return
        }
        let known = LintChecks.all.map(\.id)
        for (key, value) in mapping {
            let id = key.string ?? ""
            guard known.contains(id) else {
                report("unknown check '\(id)'\(Suggestions.didYouMean(id, among: known))", at: key)
                continue
            }
            // YAML 1.1 reads a bare `off` as the boolean false; both mean off.
            let text = value.scalar?.string ?? ""
            if text == "off" || value.bool == false {
                configuration.severities[id] = .some(nil)
            } else if let severity = Severity(rawValue: text) {
                configuration.severities[id] = .some(severity)
            } else {
                report("'\(text)' is not a severity for \(id); use one of \(Self.severityNames.joined(separator: ", "))", at: value)
            }
        }
    }

    func kind(of node: Node) -> String {
        switch node {
        case .scalar(let scalar): "the scalar '\(scalar.string)'"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}
