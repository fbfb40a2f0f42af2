import Foundation

/// Where a `LocalizedStringResource`'s table lives: `.main`, a URL, or a `Bundle` (`bundle: Resources.bundle`).
public protocol _LocalizationBundle: Sendable {}

extension Bundle: _LocalizationBundle {}

extension LocalizedStringResource {
    /// The bundle a resource's table is in (Apple's `LocalizedStringResource.BundleDescription`): `.main` or `.atURL(_:)`.
    public struct BundleDescription: _LocalizationBundle, Hashable {
        /// The bundle's location; `nil` for the main bundle.
        let url: URL?
    }

    /// A resource with a locale or a bundle, which the metadata document does not record.
    ///
    /// For example `LocalizedStringResource("title", bundle: Resources.bundle)`.
    ///
    /// The resource keeps its key, default value, table and comment; IntentKit looks keys up in
    /// the app's catalogs, not in bundles.
    @_disfavoredOverload
    public init(
        _ key: String,
        defaultValue: String? = nil,
        table: String? = nil,
        locale: Locale? = nil,
        bundle: some _LocalizationBundle = BundleDescription.main,
        comment: String? = nil
    ) {
        self.init(key, defaultValue: defaultValue, table: table, comment: comment)
    }
}

extension _LocalizationBundle where Self == LocalizedStringResource.BundleDescription {
    /// The app's main bundle.
    public static var main: Self { LocalizedStringResource.BundleDescription(url: nil) }
    /// The bundle at a URL.
    public static func atURL(_ url: URL) -> Self { LocalizedStringResource.BundleDescription(url: url) }
}
