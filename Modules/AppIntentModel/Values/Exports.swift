/// Apple's `LocalizedStringResource` is a Foundation type on Apple platforms; on Linux the
/// metadata document's resource type stands in for it, so intent sources that use it compile
/// with only `import AppIntentModel`.
@_exported import struct IntentMetadata.LocalizedStringResource

/// A stand-in for Foundation's `CustomLocalizedStringResourceConvertible`, which swift-corelibs-foundation does not have.
///
/// A value, typically an error thrown from `perform()`, that describes itself with a localizable string.
///
/// The runner shows a failed run's error through it, as the system does.
public protocol CustomLocalizedStringResourceConvertible {
    /// The description.
    var localizedStringResource: LocalizedStringResource { get }
}
