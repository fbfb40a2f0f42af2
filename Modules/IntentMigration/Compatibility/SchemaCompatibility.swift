import Diagnostics
import IntentMetadata

/// Checks that migrated app intents keep what people configured with the SiriKit intents they replace.
///
/// The system converts a stored SiriKit configuration by finding the app intent whose
/// `intentClassName` is the configuration's class, then copying each parameter whose name and
/// type match; everything else is dropped without a word. This check says, before shipping,
/// which values would be dropped.
public enum SchemaCompatibility {
    /// The verdicts for every custom intent of `old` against the intents of `new`.
    public static func check(old: SiriIntentDefinition, new document: MetadataDocument, newPath: String) -> [Diagnostic] {
        check(old: [old], new: document, newPath: newPath)
    }

    /// The verdicts for the custom intents of all of an app's definitions against its intents.
    ///
    /// An app intent's `intentClassName` is fine when any of the definitions has an intent of that class (an app often has
    /// one definition per widget extension, such as a phone and a watch widget); one that none has gets the closest class
    /// name of all of them. An app with no intent adopting `CustomIntentMigratedAppIntent` has not started migrating: each
    /// definition gets one remark, and nothing is an error.
    public static func check(old definitions: [SiriIntentDefinition], new document: MetadataDocument, newPath: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let fallback = SourceLocation(file: newPath, line: 1, column: 1)
        let migrated = document.intents.filter { $0.intentClassName != nil }
        guard !migrated.isEmpty else {
            for definition in definitions {
                let intents = definition.customIntents
                guard let first = intents.first else { continue }
                diagnostics.append(MigrationChecks.notMigratedYet.diagnostic(
                    "\(definition.name).intentdefinition: not migrated yet: \(intents.count) \(intents.count == 1 ? "intent" : "intents") (\(intents.prefix(3).map(\.className).joined(separator: ", "))\(intents.count > 3 ? ", …" : "")); no app intent adopts CustomIntentMigratedAppIntent",
                    at: first.location
                ))
            }
            return diagnostics
        }
        let classes = definitions.flatMap { $0.customIntents.map(\.className) }
        let known = Set(classes)
        let files = definitions.map { "\($0.name).intentdefinition" }
        let owners = files.count == 1 ? files[0] : (files.dropLast().joined(separator: ", ") + " or " + (files.last ?? ""))
        for intent in migrated {
            guard let className = intent.intentClassName, !known.contains(className) else { continue }
            diagnostics.append(MigrationChecks.unknownClassName.diagnostic(
                "\(intent.identifier).intentClassName is '\(className)', which no intent of \(owners) has; no stored configuration will reach it\(Suggestions.didYouMean(className, among: classes))",
                at: intent.location ?? fallback
            ))
        }
        var seen = Set<Diagnostic>()
        for old in definitions {
            for siri in old.customIntents {
                let matches = migrated.filter { $0.intentClassName == siri.className }
                guard let intent = matches.first else {
                    diagnostics.append(MigrationChecks.intentNotMigrated.diagnostic(
                        "\(siri.className) has no app intent with intentClassName \"\(siri.className)\"; its shortcuts and stored widget configurations stop working",
                        at: siri.location
                    ))
                    continue
                }
                // The same class in two definitions (a phone and a watch widget) is compared with each; a verdict is said once.
                diagnostics += compare(siri, intent, old: old, document: document, fallback: fallback).filter { seen.insert($0).inserted }
            }
        }
        return diagnostics
    }

    private static func compare(
        _ siri: SiriIntent,
        _ intent: IntentDefinition,
        old: SiriIntentDefinition,
        document: MetadataDocument,
        fallback: SourceLocation
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let location = intent.location ?? fallback
        let oldNames = Set(siri.parameters.map(\.name))
        let added = intent.parameters.filter { !oldNames.contains($0.name) }
        for parameter in siri.parameters {
            let oldType = TypeEquivalence.describe(parameter.type, isArray: parameter.isArray)
            guard let new = intent.parameter(named: parameter.name) else {
                let renamed = added.filter { TypeEquivalence.accepts(parameter.type, $0.type.elementType) && $0.type.isArray == parameter.isArray }
                let hint = renamed.isEmpty ? "" : "; if it was renamed to \(renamed.map { "'\($0.name)'" }.joined(separator: " or ")), restore the old name, since the system matches by name"
                diagnostics.append(MigrationChecks.parameterRemoved.diagnostic(
                    "\(intent.identifier) no longer has parameter '\(parameter.name)' (\(oldType)) of \(siri.className); stored values of it are dropped\(hint)",
                    at: location
                ))
                continue
            }
            let newLocation = new.location ?? location
            guard new.type.isArray == parameter.isArray, TypeEquivalence.accepts(parameter.type, new.type.elementType) else {
                diagnostics.append(MigrationChecks.parameterDropped.diagnostic(
                    "stored widget configurations and shortcuts drop parameter '\(parameter.name)' of \(siri.className): it was \(oldType) and is now \(new.type)",
                    at: newLocation
                ))
                continue
            }
            if case .enumeration(let oldEnum) = parameter.type, case .enumeration(let newEnum) = new.type.elementType,
               let siriEnum = old.enumeration(named: oldEnum), let appEnum = document.enums.first(where: { $0.identifier == newEnum }) {
                let rawValues = Set(appEnum.cases.map { Self.rawText($0.value) })
                let lost = siriEnum.migratedValues.filter { !rawValues.contains($0.name) }.map(\.name)
                if !lost.isEmpty {
                    diagnostics.append(MigrationChecks.enumCaseDropped.diagnostic(
                        "stored values \(lost.map { "'\($0)'" }.joined(separator: ", ")) of parameter '\(parameter.name)' are dropped: \(newEnum) has no case with that raw value",
                        at: newLocation
                    ))
                }
            }
            if !new.isOptional, new.defaultValue == nil {
                diagnostics.append(MigrationChecks.parameterNowRequired.diagnostic(
                    "parameter '\(parameter.name)' of \(intent.identifier) is no longer optional; configurations without a value for it ask for one",
                    at: newLocation
                ))
            }
        }
        for parameter in added {
            if parameter.isOptional || parameter.defaultValue != nil {
                diagnostics.append(MigrationChecks.parameterAdded.diagnostic(
                    "\(intent.identifier) adds parameter '\(parameter.name)'; migrated configurations get \(parameter.defaultValue.map { "its default \($0)" } ?? "no value")",
                    at: parameter.location ?? location
                ))
            } else {
                diagnostics.append(MigrationChecks.requiredParameterAdded.diagnostic(
                    "\(intent.identifier) adds the required parameter '\(parameter.name)' without a default; migrated widget configurations have no value for it",
                    at: parameter.location ?? location,
                    fixIt: "make '\(parameter.name)' optional or give it a default"
                ))
            }
        }
        return diagnostics
    }
}

extension SchemaCompatibility {
    /// An enum case's raw value as text, as SiriKit case names are compared with it.
    static func rawText(_ value: MetadataValue) -> String {
        switch value {
        case .string(let text): text
        case .integer(let number): String(number)
        default: value.description
        }
    }
}
