import IntentMetadata

/// What an in-app search looks for (iOS 17.2).
public protocol SearchCriteria: _IntentValue {
    /// How the app describes which of its content a search covers; `Void` when it does not say.
    associatedtype SearchScopes = Void
}

/// A search for a string (iOS 17.2): the person's search term.
public struct StringSearchCriteria: SearchCriteria, Hashable, Sendable {
    public typealias SearchScopes = [StringSearchScope]

    /// The search term.
    public var term: String

    /// Creates criteria for a term.
    public init(term: String) {
        self.term = term
    }
}

extension StringSearchCriteria: _PrimitiveIntentValue {
    public static var _primitive: PrimitiveType { .string }
    public var _metadataValue: MetadataValue? { .string(term) }
    public var _displayText: String? { term }
}

/// The kinds of content a string search covers (iOS 17.2).
public enum StringSearchScope: String, CaseIterable, Hashable, Sendable {
    /// The app's content in general; right for most apps.
    case general
    /// Free-form video, such as clips people upload.
    case freeformVideo
}

/// An intent that shows the app's own search results for some criteria (iOS 17.2; the `.system.search` schema).
///
///     struct SearchNotes: ShowInAppSearchResultsIntent {
///         static let title: LocalizedStringResource = "Search Notes"
///         static let searchScopes: [StringSearchScope] = [.general]
///         @Parameter var criteria: StringSearchCriteria
///         func perform() async throws -> some IntentResult { … }
///     }
public protocol ShowInAppSearchResultsIntent: SystemIntent {
    /// What the search looks for.
    associatedtype Criteria: SearchCriteria
    /// The search criteria the system fills in.
    var criteria: Criteria { get set }
    /// Which of the app's content the search covers.
    static var searchScopes: Criteria.SearchScopes { get }
}

extension ShowInAppSearchResultsIntent where Criteria.SearchScopes == Void {
    /// No scopes, for a search intent whose criteria have none.
    public static var searchScopes: Void { () }
}

extension ShowInAppSearchResultsIntent where Criteria.SearchScopes == [StringSearchScope] {
    /// `[.general]`: Apple's default is not documented, and general content is what most apps search.
    public static var searchScopes: [StringSearchScope] { [.general] }
}
