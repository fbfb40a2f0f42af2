import IntentMetadata

/// What an intent says or shows to the person: a prompt, a confirmation, a result.
///
/// Written as a string literal, with interpolations (`"Ordered \(quantity) soups"`), or from
/// a full and a shorter supporting text.
public struct IntentDialog: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The full text, spoken or shown.
    public var full: LocalizedStringResource
    /// A shorter text shown beside a visual result.
    public var supporting: LocalizedStringResource?
    /// An SF Symbol shown with the dialog.
    public var systemImageName: String?

    /// Creates a dialog from a resource.
    public init(_ resource: LocalizedStringResource) {
        self.full = resource
    }

    /// Creates a dialog with a full and a supporting text.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String? = nil) {
        self.full = full
        self.supporting = supporting
        self.systemImageName = systemImageName
    }

    /// Creates a dialog with a full text and an image.
    public init(full: LocalizedStringResource, systemImageName: String) {
        self.full = full
        self.systemImageName = systemImageName
    }

    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(value))
    }

    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// The text as the person reads it, with interpolations filled in and no localization.
    public var description: String { full.fallbackText }
}
