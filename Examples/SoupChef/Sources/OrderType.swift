#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// How the soup reaches the person.
public enum OrderType: String, AppEnum {
    case pickup
    case delivery

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Order Type"
    public static let caseDisplayRepresentations: [OrderType: DisplayRepresentation] = [
        .pickup: DisplayRepresentation(title: "Pickup", image: .init(systemName: "bag")),
        .delivery: DisplayRepresentation(title: "Delivery", image: .init(systemName: "car"), synonyms: ["Bring it to me"]),
    ]
}
