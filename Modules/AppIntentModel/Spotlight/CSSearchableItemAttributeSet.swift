import Foundation

// Stand-ins for the CoreSpotlight types App Intents uses. CoreSpotlight does not exist on Linux;
// code that imports it keeps compiling with
//
//     #if canImport(CoreSpotlight)
//     import CoreSpotlight
//     #endif

/// A stand-in for CoreSpotlight's `CSSearchableItemAttributeSet`: what Spotlight indexes for an item.
///
/// It has the common attributes (`title`, `displayName`, `contentDescription`, `keywords`, dates,
/// places, people, …), so `@Property(indexingKey: \.contentDescription)` and an `IndexedEntity`'s
/// `attributeSet` compile unchanged, and custom attributes (`setValue(_:forCustomKey:)`). Like
/// Apple's, it is a class: `let set = defaultAttributeSet; set.keywords = tags` changes `set`.
public final class CSSearchableItemAttributeSet: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    /// An empty attribute set for content of a type.
    public init(contentType: UTType) {
        values["contentType"] = contentType.identifier
    }

    /// An empty attribute set for an item of a type identifier (the older form).
    public convenience init(itemContentType: String) {
        self.init(contentType: UTType(exportedAs: itemContentType))
    }

    private func get<Value>(_ name: String) -> Value? {
        lock.withLock { values[name] as? Value }
    }

    private func set(_ name: String, _ value: Any?) {
        lock.withLock { values[name] = value }
    }

    /// The value of a custom attribute.
    public func value(forCustomKey key: CSCustomAttributeKey) -> Any? {
        lock.withLock { values["custom:" + key.keyName] }
    }

    /// Sets a custom attribute.
    public func setValue(_ value: Any?, forCustomKey key: CSCustomAttributeKey) {
        set("custom:" + key.keyName, value)
    }

    /// Sets the attribute named `name` (`contentDescription`), as an indexing key names it.
    func setValue(_ value: Any?, forAttributeNamed name: String) {
        set(name, value)
    }

    /// The attributes that are set, by name (custom ones as `custom:<keyName>`).
    public var attributeNames: [String] { lock.withLock { values.keys.sorted() } }

    /// The title.
    public var title: String? { get { get("title") } set { set("title", newValue) } }
    /// The name shown for the item.
    public var displayName: String? { get { get("displayName") } set { set("displayName", newValue) } }
    /// Other names for the item.
    public var alternateNames: [String]? { get { get("alternateNames") } set { set("alternateNames", newValue) } }
    /// A description of the item's content.
    public var contentDescription: String? { get { get("contentDescription") } set { set("contentDescription", newValue) } }
    /// Words the item is found by.
    public var keywords: [String]? { get { get("keywords") } set { set("keywords", newValue) } }
    /// The item's full text.
    public var textContent: String? { get { get("textContent") } set { set("textContent", newValue) } }
    /// The subject.
    public var subject: String? { get { get("subject") } set { set("subject", newValue) } }
    /// The theme.
    public var theme: String? { get { get("theme") } set { set("theme", newValue) } }
    /// The kind of item, as the person would say it.
    public var kind: String? { get { get("kind") } set { set("kind", newValue) } }
    /// An identifier of the item.
    public var identifier: String? { get { get("identifier") } set { set("identifier", newValue) } }
    /// The unique identifier of a related item.
    public var relatedUniqueIdentifier: String? { get { get("relatedUniqueIdentifier") } set { set("relatedUniqueIdentifier", newValue) } }
    /// The domain the item belongs to.
    public var domainIdentifier: String? { get { get("domainIdentifier") } set { set("domainIdentifier", newValue) } }
    /// Where the item's content is.
    public var contentURL: URL? { get { get("contentURL") } set { set("contentURL", newValue) } }
    /// A web address of the item.
    public var url: URL? { get { get("url") } set { set("url", newValue) } }
    /// A thumbnail image's file.
    public var thumbnailURL: URL? { get { get("thumbnailURL") } set { set("thumbnailURL", newValue) } }
    /// A thumbnail image.
    public var thumbnailData: Data? { get { get("thumbnailData") } set { set("thumbnailData", newValue) } }
    /// When the content was created.
    public var contentCreationDate: Date? { get { get("contentCreationDate") } set { set("contentCreationDate", newValue) } }
    /// When the content was last changed.
    public var contentModificationDate: Date? { get { get("contentModificationDate") } set { set("contentModificationDate", newValue) } }
    /// When the item was added.
    public var addedDate: Date? { get { get("addedDate") } set { set("addedDate", newValue) } }
    /// When the item was last used.
    public var lastUsedDate: Date? { get { get("lastUsedDate") } set { set("lastUsedDate", newValue) } }
    /// When the item is due.
    public var dueDate: Date? { get { get("dueDate") } set { set("dueDate", newValue) } }
    /// When the item was completed.
    public var completionDate: Date? { get { get("completionDate") } set { set("completionDate", newValue) } }
    /// When the item starts.
    public var startDate: Date? { get { get("startDate") } set { set("startDate", newValue) } }
    /// When the item ends.
    public var endDate: Date? { get { get("endDate") } set { set("endDate", newValue) } }
    /// A rating.
    public var rating: NSNumber? { get { get("rating") } set { set("rating", newValue) } }
    /// A description of the rating.
    public var ratingDescription: String? { get { get("ratingDescription") } set { set("ratingDescription", newValue) } }
    /// Who made the item.
    public var creator: String? { get { get("creator") } set { set("creator", newValue) } }
    /// The authors' names.
    public var authorNames: [String]? { get { get("authorNames") } set { set("authorNames", newValue) } }
    /// The editors' names.
    public var editors: [String]? { get { get("editors") } set { set("editors", newValue) } }
    /// The people taking part.
    public var participants: [String]? { get { get("participants") } set { set("participants", newValue) } }
    /// The artist.
    public var artist: String? { get { get("artist") } set { set("artist", newValue) } }
    /// The album.
    public var album: String? { get { get("album") } set { set("album", newValue) } }
    /// The composer.
    public var composer: String? { get { get("composer") } set { set("composer", newValue) } }
    /// The genre.
    public var genre: String? { get { get("genre") } set { set("genre", newValue) } }
    /// The length in seconds.
    public var duration: NSNumber? { get { get("duration") } set { set("duration", newValue) } }
    /// A place's name.
    public var namedLocation: String? { get { get("namedLocation") } set { set("namedLocation", newValue) } }
    /// The city.
    public var city: String? { get { get("city") } set { set("city", newValue) } }
    /// The state or province.
    public var stateOrProvince: String? { get { get("stateOrProvince") } set { set("stateOrProvince", newValue) } }
    /// The country.
    public var country: String? { get { get("country") } set { set("country", newValue) } }
    /// The postal code.
    public var postalCode: String? { get { get("postalCode") } set { set("postalCode", newValue) } }
    /// The whole address.
    public var fullyFormattedAddress: String? { get { get("fullyFormattedAddress") } set { set("fullyFormattedAddress", newValue) } }
    /// The latitude in degrees.
    public var latitude: NSNumber? { get { get("latitude") } set { set("latitude", newValue) } }
    /// The longitude in degrees.
    public var longitude: NSNumber? { get { get("longitude") } set { set("longitude", newValue) } }
    /// Phone numbers.
    public var phoneNumbers: [String]? { get { get("phoneNumbers") } set { set("phoneNumbers", newValue) } }
    /// Email addresses.
    public var emailAddresses: [String]? { get { get("emailAddresses") } set { set("emailAddresses", newValue) } }
    /// Messaging addresses.
    public var instantMessageAddresses: [String]? { get { get("instantMessageAddresses") } set { set("instantMessageAddresses", newValue) } }
    /// Other information.
    public var information: String? { get { get("information") } set { set("information", newValue) } }
    /// A comment.
    public var comment: String? { get { get("comment") } set { set("comment", newValue) } }
    /// The copyright notice.
    public var copyright: String? { get { get("copyright") } set { set("copyright", newValue) } }
    /// The content's languages.
    public var languages: [String]? { get { get("languages") } set { set("languages", newValue) } }
    /// The version.
    public var version: String? { get { get("version") } set { set("version", newValue) } }
    /// The number of pages.
    public var pageCount: NSNumber? { get { get("pageCount") } set { set("pageCount", newValue) } }
    /// The content's uniform type identifier.
    public var contentType: String? { get { get("contentType") } set { set("contentType", newValue) } }
    /// The uniform types the content conforms to.
    public var contentTypeTree: [String]? { get { get("contentTypeTree") } set { set("contentTypeTree", newValue) } }

    /// The attribute a key path into the set names (`\.contentDescription` → `contentDescription`), for indexing keys.
    static func attributeName(of keyPath: PartialKeyPath<CSSearchableItemAttributeSet>) -> String? {
        attributeNames[keyPath]
    }

    // Key paths are immutable values, safe to share; they are not marked Sendable only because their roots need not be.
    nonisolated(unsafe) private static let attributeNames: [PartialKeyPath<CSSearchableItemAttributeSet>: String] = [
        \.title: "title",
        \.displayName: "displayName",
        \.alternateNames: "alternateNames",
        \.contentDescription: "contentDescription",
        \.keywords: "keywords",
        \.textContent: "textContent",
        \.subject: "subject",
        \.theme: "theme",
        \.kind: "kind",
        \.identifier: "identifier",
        \.relatedUniqueIdentifier: "relatedUniqueIdentifier",
        \.domainIdentifier: "domainIdentifier",
        \.contentURL: "contentURL",
        \.url: "url",
        \.thumbnailURL: "thumbnailURL",
        \.thumbnailData: "thumbnailData",
        \.contentCreationDate: "contentCreationDate",
        \.contentModificationDate: "contentModificationDate",
        \.addedDate: "addedDate",
        \.lastUsedDate: "lastUsedDate",
        \.dueDate: "dueDate",
        \.completionDate: "completionDate",
        \.startDate: "startDate",
        \.endDate: "endDate",
        \.rating: "rating",
        \.ratingDescription: "ratingDescription",
        \.creator: "creator",
        \.authorNames: "authorNames",
        \.editors: "editors",
        \.participants: "participants",
        \.artist: "artist",
        \.album: "album",
        \.composer: "composer",
        \.genre: "genre",
        \.duration: "duration",
        \.namedLocation: "namedLocation",
        \.city: "city",
        \.stateOrProvince: "stateOrProvince",
        \.country: "country",
        \.postalCode: "postalCode",
        \.fullyFormattedAddress: "fullyFormattedAddress",
        \.latitude: "latitude",
        \.longitude: "longitude",
        \.phoneNumbers: "phoneNumbers",
        \.emailAddresses: "emailAddresses",
        \.instantMessageAddresses: "instantMessageAddresses",
        \.information: "information",
        \.comment: "comment",
        \.copyright: "copyright",
        \.languages: "languages",
        \.version: "version",
        \.pageCount: "pageCount",
        \.contentType: "contentType",
        \.contentTypeTree: "contentTypeTree",
    ]
}
