import Foundation
#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// A soup on the menu.
public struct SoupEntity: AppEntity {
    public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Soup", numericFormat: "%lld soups")
    public static let defaultQuery = SoupQuery()

    public let id: String

    @Property(title: "Name")
    public var name: String

    @Property(title: "Price")
    public var price: Double

    @Property(title: "Vegetarian")
    public var isVegetarian: Bool

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(price) €")
    }

    public init(id: String, name: String, price: Double, isVegetarian: Bool) {
        self.id = id
        self.name = name
        self.price = price
        self.isVegetarian = isVegetarian
    }
}

/// Finds soups by identifier, by name, and by their properties.
public struct SoupQuery: EntityStringQuery, EntityPropertyQuery {
    public typealias ComparatorMappingType = @Sendable (SoupEntity) -> Bool

    public static let properties = QueryProperties {
        Property(\SoupEntity.$name) {
            EqualToComparator { (name: String) in { @Sendable (soup: SoupEntity) in soup.name == name } }
            ContainsComparator { (text: String) in { @Sendable (soup: SoupEntity) in soup.name.localizedCaseInsensitiveContains(text) } }
        }
        Property(\SoupEntity.$isVegetarian) {
            EqualToComparator { (flag: Bool) in { @Sendable (soup: SoupEntity) in soup.isVegetarian == flag } }
        }
    }

    public static let sortingOptions = SortingOptions {
        SortableBy(\SoupEntity.$name)
    }

    public init() {}

    public func entities(for identifiers: [String]) async throws -> [SoupEntity] {
        SoupMenu.soups.filter { identifiers.contains($0.id) }
    }

    public func suggestedEntities() async throws -> [SoupEntity] {
        // One suggestion per dish; the variants are offered by disambiguation.
        var dishes: Set<Substring> = []
        return SoupMenu.soups.filter { dishes.insert(SoupMenu.dish(of: $0)).inserted }
    }

    public func entities(matching string: String) async throws -> [SoupEntity] {
        SoupMenu.soups.filter { $0.name.localizedCaseInsensitiveContains(string) }
    }

    public func entities(
        matching comparators: [ComparatorMappingType],
        mode: ComparatorMode,
        sortedBy: [EntityQuerySort<SoupEntity>],
        limit: Int?
    ) async throws -> [SoupEntity] {
        var soups = SoupMenu.soups.filter { soup in
            mode == .and ? comparators.allSatisfy { $0(soup) } : comparators.contains { $0(soup) }
        }
        if let sort = sortedBy.first {
            soups.sort { sort.order == .ascending ? $0.name < $1.name : $0.name > $1.name }
        }
        return Array(soups.prefix(limit ?? soups.count))
    }
}

/// Today's menu.
public enum SoupMenu {
    /// Every soup, variants included.
    public static var soups: [SoupEntity] {
        [
            SoupEntity(id: "tomato", name: "Tomato Bisque", price: 6.5, isVegetarian: true),
            SoupEntity(id: "chowder-new-england", name: "New England Clam Chowder", price: 8.0, isVegetarian: false),
            SoupEntity(id: "chowder-manhattan", name: "Manhattan Clam Chowder", price: 8.0, isVegetarian: false),
            SoupEntity(id: "minestrone", name: "Minestrone", price: 7.0, isVegetarian: true),
        ]
    }

    /// The soups that are variants of the same dish as `soup` (both chowders), `soup` first.
    public static func variants(of soup: SoupEntity) -> [SoupEntity] {
        let variants = soups.filter { dish(of: $0) == dish(of: soup) }
        return variants.filter { $0.id == soup.id } + variants.filter { $0.id != soup.id }
    }

    /// The dish a soup is a variant of: its identifier up to the first hyphen.
    public static func dish(of soup: SoupEntity) -> Substring {
        soup.id.split(separator: "-").first ?? ""
    }
}
