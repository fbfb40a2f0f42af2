import Foundation

/// The app's model, as far as its intents need one: widgets by identifier, each with a tile index, an
/// alternate state and the media it plays. A stand-in for the real app's storage.
public final class WidgetStore: @unchecked Sendable {
    public static let shared = WidgetStore()

    public var selectedIndex: [String: Int] = [:]
    public var usesAlternate: Set<String> = []
    public var playing: (widgetID: String, item: Int)?
    public var actions: [String] = []

    public init() {}
}
