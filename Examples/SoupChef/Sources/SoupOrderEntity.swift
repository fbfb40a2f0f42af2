import Foundation
#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// A placed order, returned by `OrderSoupIntent`.
public struct SoupOrderEntity: TransientAppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Soup Order"

    public var id = UUID()

    @Property(title: "Soup")
    public var soup: SoupEntity

    @Property(title: "Quantity")
    public var quantity: Int

    @Property(title: "Estimated Arrival")
    public var estimatedArrival: Date?

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(quantity) × \(soup.name)")
    }

    public init() {}
}
