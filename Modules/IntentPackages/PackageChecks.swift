import Diagnostics

/// The checks `IntentPackages` runs on package manifests, include graphs and merged app documents.
public enum PackageChecks {
    /// The manifest is not a valid package manifest.
    public static let invalidManifest = Check("packages.invalid-manifest", .error, "The package manifest is malformed or does not match its schema.")
    /// A manifest key the schema does not define.
    public static let unknownKey = Check("packages.unknown-key", .warning, "A manifest key the schema does not define; it is ignored.")
    /// A document that declares no package, or several without saying which owns its definitions.
    public static let unownedDocument = Check("packages.unowned-document", .error, "A metadata document's definitions belong to no package, or it is unclear which.")
    /// Two documents declare one package.
    public static let duplicatePackage = Check("packages.duplicate-package", .error, "Two documents or modules declare the same package.")
    /// A package is included but not defined anywhere.
    public static let missingPackage = Check("packages.missing-package", .error, "A package is included but no document or module defines it.")
    /// Packages include each other in a cycle.
    public static let includeCycle = Check("packages.include-cycle", .error, "Packages include each other in a cycle.")
    /// A package the app never reaches: its metadata is silently left out.
    public static let unreachablePackage = Check("packages.unreachable-package", .warning, "A package is described but not reachable from the app's root package, so its definitions are left out.")
    /// One identifier, two different definitions.
    public static let conflictingDefinition = Check("packages.conflicting-definition", .error, "Two packages define the same identifier differently.")
    /// One identifier used for two kinds of definition.
    public static let identifierKindClash = Check("packages.identifier-kind-clash", .error, "Two packages use one identifier for different kinds of definition.")
    /// A reference no package in the app provides.
    public static let danglingReference = Check("packages.dangling-reference", .error, "A definition refers to an entity, enum, query or intent that no package in the app provides.")
    /// A reference satisfied only by a package the referring package does not include.
    public static let undeclaredDependency = Check("packages.undeclared-dependency", .warning, "A definition uses one from a package its own package does not include; it works only inside this app.")
    /// More than one `AppShortcutsProvider` in the merged app.
    public static let multipleShortcutsProviders = Check("packages.multiple-shortcuts-providers", .error, "The merged app has more than one AppShortcutsProvider; the system uses only one.")
    /// More than 10 App Shortcuts in the merged app.
    public static let tooManyShortcuts = Check("packages.too-many-shortcuts", .error, "The merged app has more than 10 App Shortcuts.")

    /// Every check, in the order the docs list them.
    public static let all: [Check] = [
        invalidManifest, unknownKey, unownedDocument, duplicatePackage, missingPackage, includeCycle, unreachablePackage,
        conflictingDefinition, identifierKindClash, danglingReference, undeclaredDependency, multipleShortcutsProviders, tooManyShortcuts,
    ]
}
