import Diagnostics

/// The checks that loading and validating a metadata document perform.
public enum MetadataChecks {
    /// The file is not well-formed JSON.
    public static let malformedJSON = Check("metadata.malformed-json", .error, "The file is not well-formed JSON.")
    /// The document's overall shape is wrong (the root is not an object, a section is not an array).
    public static let invalidDocument = Check("metadata.invalid-document", .error, "The document's top-level structure is not a metadata document.")
    /// The document has no version, or one this IntentKit cannot read.
    public static let unsupportedVersion = Check("metadata.unsupported-version", .error, "The document's format version is missing or not supported.")
    /// An object has the same key twice.
    public static let duplicateKey = Check("metadata.duplicate-key", .error, "A JSON object has the same key twice; readers disagree on which one wins.")
    /// An object has a key the schema does not know (usually a typo).
    public static let unknownKey = Check("metadata.unknown-key", .warning, "A key the schema does not define; it is ignored.")
    /// A definition does not match the schema (missing key, wrong type, unknown keyword).
    public static let invalidDefinition = Check("metadata.invalid-definition", .error, "A definition does not match the schema and is left out.")
    /// Two definitions share an identifier.
    public static let duplicateIdentifier = Check("metadata.duplicate-identifier", .error, "Two definitions share one identifier.")
    /// Two members of one definition share a name (parameters, properties, enum cases).
    public static let duplicateMember = Check("metadata.duplicate-member", .error, "Two parameters, properties or enum cases of one definition share a name or value.")
    /// A reference names a definition, parameter or property that does not exist, or one of another kind.
    public static let danglingReference = Check("metadata.dangling-reference", .error, "A reference names something the document does not define.")
    /// An array size is given for a parameter that is not an array, or is not a valid size.
    public static let invalidArraySize = Check("metadata.invalid-array-size", .error, "An array size is not valid for its parameter.")
    /// A summary condition compares with the wrong number or kind of values.
    public static let invalidCondition = Check("metadata.invalid-condition", .error, "A parameter summary condition cannot match as written.")
    /// A parameter's default value does not fit its type.
    public static let invalidDefault = Check("metadata.invalid-default", .error, "A parameter's default value does not fit its type.")
    /// An option that does not apply where it is written (a unit of another dimension, a date kind on a string, a malformed schema name).
    public static let invalidOption = Check(
        "metadata.invalid-option", .error,
        "An option that does not apply to its parameter's type or definition (unit, date kind, content types, schema name)."
    )

    /// Every check, in documentation order.
    public static let all: [Check] = [
        malformedJSON, invalidDocument, unsupportedVersion, duplicateKey, unknownKey, invalidDefinition,
        duplicateIdentifier, duplicateMember, danglingReference, invalidArraySize, invalidCondition, invalidDefault, invalidOption,
    ]
}
