import Diagnostics

/// The checks of migration: reading definitions, converting them, compatibility and stored configurations.
public enum MigrationChecks {
    // MARK: Reading

    /// The file is not a property list, or not an intent definition.
    public static let unreadableDefinition = Check("migration.unreadable-definition", .error, "The file is not a readable intent definition property list.")
    /// A key has a value of the wrong kind.
    public static let invalidValue = Check("migration.invalid-value", .error, "A key of the intent definition has a value of the wrong kind.")
    /// A required key is absent.
    public static let missingKey = Check("migration.missing-key", .error, "A key every intent, parameter, enum or type needs is absent.")
    /// A key the reader does not know.
    public static let unknownKey = Check("migration.unknown-key", .warning, "The intent definition has a key IntentKit does not know; it is not migrated.")
    /// A parameter type or relationship predicate the reader does not know.
    public static let unknownType = Check("migration.unknown-type", .warning, "A parameter type or relationship predicate IntentKit does not know.")
    /// A name that refers to nothing: an enum or type, a parent parameter, a parameter of a combination.
    public static let danglingReference = Check("migration.dangling-reference", .error, "A parameter, enum or type the definition refers to does not exist.")
    /// A system intent, which has no App Intents counterpart to generate.
    public static let systemIntent = Check("migration.system-intent", .remark, "A system intent (such as INPlayMediaIntent) is not converted.")
    /// A translation whose key the definition no longer uses.
    public static let staleTranslation = Check("migration.stale-translation", .warning, "A locale's table has a key the definition no longer uses; it is not carried over.")
    /// Texts a locale's table does not translate.
    public static let missingTranslation = Check("migration.missing-translation", .remark, "A locale's table lacks texts of the definition; they fall back to the development language.")
    /// A parent relationship without a parent name.
    public static let orphanedRelationship = Check("migration.orphaned-relationship", .warning, "A parameter relationship names no parent parameter; the parameter is converted as always shown.")
    /// A localized full copy of the definition (`xx.lproj/Name.intentdefinition`) whose texts are carried over as that locale's translations.
    public static let localizedCopy = Check("migration.localized-copy", .remark, "A localized copy of the definition is read for its translations; the base definition is converted.")
    /// A localized copy that differs from the definition in more than its texts.
    public static let localizedCopyDiffers = Check("migration.localized-copy-differs", .warning, "A localized copy of the definition differs from it in more than texts; only the base definition is converted.")

    // MARK: Conversion

    /// A name that had to change to be a valid Swift identifier.
    public static let renamedIdentifier = Check("migration.renamed-identifier", .remark, "A name was changed to be a valid Swift identifier, or so as not to collide with another.")
    /// A SiriKit class name that Swift cannot name, so no widget code can refer to the class Xcode would generate.
    public static let invalidClassName = Check("migration.invalid-class-name", .warning, "A SiriKit class name is not a Swift identifier: Xcode generates no usable class for it, so the widget helper's SiriKit configuration is left out.")
    /// A parameter type with no App Intents counterpart.
    public static let unsupportedType = Check("migration.unsupported-type", .warning, "A parameter type has no App Intents counterpart IntentKit can generate; it is left as a to-do.")
    /// A setting of the definition that App Intents has no place for.
    public static let notCarriedOver = Check("migration.not-carried-over", .remark, "A setting of the definition has no App Intents counterpart and is not carried over.")
    /// A `${token}` that names no parameter.
    public static let unknownToken = Check("migration.unknown-token", .warning, "A ${token} in a summary or dialog names no parameter; it is kept as text.")
    /// Parent relationships that need more summaries than the threshold.
    public static let summaryExplosion = Check("migration.summary-explosion", .warning, "Parent-parameter relationships need more parameter summaries than the threshold; consider --flatten-parents. Above the type-checking budget the summary is flattened into one.")
    /// An output file exists and `--force` was not given.
    public static let outputExists = Check("migration.output-exists", .error, "An output file exists; pass --force to overwrite it.")

    // MARK: Compatibility

    /// An old intent no migrated intent names in `intentClassName`.
    public static let intentNotMigrated = Check("compat.intent-not-migrated", .error, "A SiriKit intent has no app intent with its intentClassName; its shortcuts and widgets stop working.")
    /// A definition none of whose intents has a migrated app intent, in an app with no migrated intent at all.
    public static let notMigratedYet = Check("compat.not-migrated-yet", .remark, "The app has not started migrating: no app intent adopts CustomIntentMigratedAppIntent.")
    /// An `intentClassName` that names no old intent.
    public static let unknownClassName = Check("compat.unknown-class-name", .error, "An intentClassName names no intent of the definition.")
    /// A parameter removed, or one whose name or type changed.
    public static let parameterDropped = Check("compat.parameter-dropped", .error, "An old parameter has no parameter of the same name and an equivalent type; stored values are dropped.")
    /// A parameter removed on purpose (reported as a note).
    public static let parameterRemoved = Check("compat.parameter-removed", .note, "An old parameter was removed; stored values of it are dropped.")
    /// An optional parameter, or one with a default, added.
    public static let parameterAdded = Check("compat.parameter-added", .note, "A new optional parameter, or one with a default; old configurations get nil or the default.")
    /// A required parameter without a default added.
    public static let requiredParameterAdded = Check("compat.required-parameter-added", .error, "A new required parameter without a default; old configurations have no value for it.")
    /// A parameter that became non-optional.
    public static let parameterNowRequired = Check("compat.parameter-now-required", .note, "A parameter became non-optional; configurations without a value get asked for one.")
    /// An enum case whose value old configurations may hold is gone.
    public static let enumCaseDropped = Check("compat.enum-case-dropped", .error, "An old enum case has no case of the same raw value; stored values of it are dropped.")

    // MARK: Stored configurations

    /// A stored value the new intent cannot take.
    public static let valueDropped = Check("configs.value-dropped", .warning, "A stored configuration's value has no parameter of the same name and type; the system drops it.")
    /// A stored configuration of a class no intent migrates.
    public static let configurationOrphaned = Check("configs.orphaned", .error, "A stored configuration's intent class has no migrated intent; the widget loses its configuration.")
    /// The configurations file is malformed.
    public static let invalidConfigurations = Check("configs.invalid", .error, "The stored configurations file does not follow the documented JSON form.")

    /// Every migration check.
    public static let all: [Check] = [
        unreadableDefinition, invalidValue, missingKey, unknownKey, unknownType, danglingReference, systemIntent,
        staleTranslation, missingTranslation, orphanedRelationship, localizedCopy, localizedCopyDiffers,
        renamedIdentifier, invalidClassName, unsupportedType, notCarriedOver, unknownToken, summaryExplosion,
        outputExists, notMigratedYet, intentNotMigrated, unknownClassName, parameterDropped, parameterRemoved, parameterAdded,
        requiredParameterAdded, parameterNowRequired, enumCaseDropped, valueDropped, configurationOrphaned,
        invalidConfigurations,
    ]
}
