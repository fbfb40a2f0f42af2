import Diagnostics

/// The checks that reading, converting and writing Apple's compiled App Intents metadata perform.
public enum AppleMetadataChecks {
    /// The file is not JSON Xcode could have written: not UTF-8, cut off, malformed, nested too deep, a key twice.
    public static let malformed = Check("apple-metadata.malformed", .error, "The file is not well-formed JSON, so the system cannot read the bundle's App Intents.")
    /// The file is larger than any metadata Xcode writes, and is not read.
    public static let tooLarge = Check("apple-metadata.too-large", .error, "The file is larger than any App Intents metadata Xcode writes; it is not read.")
    /// A known key has a value of the wrong JSON type, or the root is not an object.
    public static let invalidValue = Check("apple-metadata.invalid-value", .error, "A key Xcode writes holds a value of the wrong type; the system's decoder rejects the file.")
    /// A key Xcode always writes is missing.
    public static let missingKey = Check("apple-metadata.missing-key", .warning, "A key Xcode always writes is missing; the system may not read the file.")
    /// Two fields that Xcode keeps in step disagree (an identifier and its table key, a name and its mangling, a reference).
    public static let inconsistent = Check("apple-metadata.inconsistent", .warning, "Two fields Xcode keeps in step disagree, or a reference names nothing in the file.")
    /// A key IntentKit does not know; kept as it is.
    public static let unknownKey = Check("apple-metadata.unknown-key", .remark, "A key IntentKit does not know; it is kept as it is, and its checks do not read it.")
    /// A value IntentKit does not know (a type identifier, a platform, a system protocol); kept as it is.
    public static let unknownValue = Check("apple-metadata.unknown-value", .remark, "A value IntentKit does not know; it is kept as it is, and the document holds the closest it can.")
    /// The file is not in the exact byte layout Xcode writes.
    public static let layout = Check("apple-metadata.layout", .remark, "The file is not laid out as Xcode writes it; written back, its bytes change (its values do not).")
    /// Something of the metadata document that Apple's format cannot hold, or holds in a form not known, is left out or approximated.
    public static let unwritten = Check("apple-metadata.unwritten", .warning, "Part of the document has no known form in Apple's metadata and is left out or approximated.")
    /// A title of the bundle's metadata has no translation in a locale the bundle ships.
    public static let untranslatedTitle = Check(
        "apple-metadata.untranslated-title", .warning,
        "A title the bundle's compiled metadata names has no translation in a locale the bundle ships; the system shows it untranslated."
    )
    /// A product (bundle, archive, `.ipa`) that is not read, or read only in part, to stay safe.
    public static let unsafeProduct = Check("apple-metadata.unsafe-product", .error, "A built product holds something that is not read to stay safe (a link out of it, an entry that inflates too much, a path that climbs out).")
    /// A product that is not an app, an extension, an archive, an `.ipa` or a `Metadata.appintents` folder, or cannot be read.
    public static let unreadableProduct = Check("apple-metadata.unreadable-product", .error, "A built product could not be read.")

    /// Every check, in documentation order.
    public static let all: [Check] = [
        malformed, tooLarge, invalidValue, missingKey, inconsistent, unknownKey, unknownValue, layout, unwritten, untranslatedTitle, unsafeProduct,
        unreadableProduct,
    ]
}
