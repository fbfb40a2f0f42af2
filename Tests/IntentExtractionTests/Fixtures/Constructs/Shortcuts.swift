import AppIntents

struct CoffeeEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Coffee"
    static let defaultQuery = CoffeeQuery()
    var id: String
    @Property(title: "Strength") var strength: Int?
    @Property var originCountry: String
    var displayRepresentation: DisplayRepresentation { "Coffee" }
}

struct CoffeeQuery: EntityStringQuery, EntityPropertyQuery, EnumerableEntityQuery {
    static let properties = QueryProperties {
        Property(\CoffeeEntity.$strength) { EqualToComparator { $0 } }
        Property(\.$originCountry) { ContainsComparator { $0 } }
    }
    static let sortingOptions = SortingOptions { SortableBy(\CoffeeEntity.$originCountry) }
    func entities(for identifiers: [CoffeeEntity.ID]) async throws -> [CoffeeEntity] { [] }
    func entities(matching string: String) async throws -> [CoffeeEntity] { [] }
    func allEntities() async throws -> [CoffeeEntity] { [] }
}

struct BrewIntent: AppIntent {
    static let title: LocalizedStringResource = "Brew"
    @Parameter(title: "Coffee") var coffee: CoffeeEntity
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Brewing") }
}

struct CoffeeShortcuts: AppShortcutsProvider {
    static let shortcutTileColor: ShortcutTileColor = .navy
    static var appShortcuts: [AppShortcut] {
        [
            AppShortcut(
                intent: BrewIntent(),
                phrases: [
                    "Brew \(\.$coffee) with \(.applicationName)",
                    #"Brew a "strong" one in \#(.applicationName)"#,
                    "\(.applicationName): brew\tnow",
                ],
                shortTitle: LocalizedStringResource("brew.short", defaultValue: "Brew"),
                systemImageName: "cup.and.saucer"
            ),
        ]
    }
    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Stop brewing with \(.applicationName)"
            "Cancel \(.applicationName)"
        }
    }
}

struct CoffeeKitPackage: AppIntentsPackage {}
struct CoffeeAppPackage: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { [CoffeeKitPackage.self, SharedUI.Package.self] }
}
