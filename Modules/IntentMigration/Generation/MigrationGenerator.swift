import Diagnostics

/// Converts a SiriKit intent definition into App Intents Swift source and a string catalog.
///
/// The output follows what Xcode's "Convert to App Intent…" produces — one struct per custom
/// intent conforming to `AppIntent` and `CustomIntentMigratedAppIntent` (and
/// `WidgetConfigurationIntent` when the intent configures widgets), `AppEnum`s for enums,
/// `AppEntity`s with queries (or `TransientAppEntity`s) for custom types, response dialogs as an
/// `IntentDialog` extension — and goes further: parameter summaries rebuilt from the combinations
/// and the parent relationships, translations carried over, and deterministic, formatted files.
///
///     let output = MigrationGenerator(definition: definition, options: MigrationOptions()).generate()
///     try output.write(to: "Sources/Intents", force: false)
public struct MigrationGenerator {
    /// The definition being converted.
    public let definition: SiriIntentDefinition
    /// What the conversion is asked for.
    public let options: MigrationOptions
    /// Whether declarations are `public` (for intents compiled into a framework or an example target).
    public var isPublic: Bool

    let names: MigrationNames
    let report = GenerationReport()

    /// Prepares the conversion of `definition`; nothing is generated until ``generate()``.
    ///
    /// - Parameters:
    ///   - definition: The definition to convert, as ``IntentDefinitionReader`` reads it (with its translations,
    ///     for the string catalog).
    ///   - options: Deployment targets, flattening and the catalog's development language.
    ///   - isPublic: Whether the generated declarations are `public`.
    public init(definition: SiriIntentDefinition, options: MigrationOptions, isPublic: Bool = false) {
        self.definition = definition
        self.options = options
        self.isPublic = isPublic
        names = MigrationNames(definition)
    }

    /// `public ` or nothing.
    var access: String { isPublic ? "public " : "" }

    /// Converts the whole definition: the files, in path order, and what the conversion noticed.
    ///
    /// One file per custom intent (and a widget configuration helper per widget intent), enum and custom type,
    /// the entities flattening or plain `Object` parameters need, and `Localizable.xcstrings`. System intents are
    /// skipped with a `migration.system-intent` remark.
    public func generate() -> MigrationOutput {
        var files: [GeneratedFile] = []
        var counts: [String: Int] = [:]
        var choices = ChoiceRegistry(names: names)
        let file = definition.path.split(separator: "/").last.map(String.init) ?? definition.path
        for intent in definition.intents where intent.isSystem {
            report.add(MigrationChecks.systemIntent.diagnostic(
                "\(intent.className) is a system intent; App Intents has no migrated counterpart to generate, so it is skipped",
                at: intent.location
            ))
        }
        for intent in definition.customIntents {
            let shape = shapeParameters(of: intent, choices: &choices)
            counts[intent.className] = shape.summaryCount
            files.append(GeneratedFile(path: names.intent(intent) + ".swift", contents: intentSource(intent, shape: shape, file: file)))
            if intent.isEligibleForWidgets {
                files.append(GeneratedFile(path: names.intent(intent) + "+WidgetConfiguration.swift", contents: widgetSource(intent)))
            }
        }
        for enumeration in definition.enums {
            files.append(GeneratedFile(path: names.enumeration(enumeration.name) + ".swift", contents: enumSource(enumeration)))
        }
        for type in definition.types {
            files.append(GeneratedFile(path: names.type(type.name) + ".swift", contents: entitySource(type)))
        }
        if usesPlainObjects {
            files.append(GeneratedFile(path: names.plainObject + ".swift", contents: entitySource(Self.plainObjectType, plain: true)))
        }
        for choice in choices.choices {
            files.append(GeneratedFile(path: choice.typeName + ".swift", contents: choiceSource(choice)))
        }
        files.append(GeneratedFile(path: "Localizable.xcstrings", contents: catalogSource(choices: choices.choices)))
        files.sort { $0.path < $1.path }
        return MigrationOutput(files: files, diagnostics: report.diagnostics, summaryCounts: counts)
    }
}

/// Collects what a conversion reports.
final class GenerationReport {
    private(set) var diagnostics: [Diagnostic] = []
    /// The diagnostics added so far, for constant-time repeats (a definition of 100,000 intents reports as many).
    private var seen: Set<Diagnostic> = []
    /// Adds `diagnostic` unless the same one was already added (a summary token is seen once per summary).
    func add(_ diagnostic: Diagnostic) {
        if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }
}
