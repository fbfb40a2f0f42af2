/// Apple's `LocalizedStringResource` is a Foundation type on Apple platforms; on Linux the
/// metadata document's resource type stands in for it, so intent sources that use it compile
/// with only `import AppIntentModel`.
@_exported import struct IntentMetadata.LocalizedStringResource
