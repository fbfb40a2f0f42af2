#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// SoupChef's App Shortcuts.
public struct SoupChefShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderSoupIntent(),
            phrases: [
                "Order \(\.$soup) with \(.applicationName)",
                "Order a soup with \(.applicationName)",
                "\(.applicationName), I'd like \(\.$soup)",
            ],
            shortTitle: "Order Soup",
            systemImageName: "cup.and.saucer"
        )
        AppShortcut(
            intent: ShowMenuIntent(),
            phrases: [
                "Show the \(.applicationName) menu",
                "What soups does \(.applicationName) have today",
            ],
            shortTitle: "Today's Menu",
            systemImageName: "menucard"
        )
    }

    public static let shortcutTileColor: ShortcutTileColor = .orange

    public static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Cancel my \(.applicationName) order"
        }
    }
}

/// The app's App Intents package, which includes the shared SoupKit framework's.
public struct SoupChefPackage: AppIntentsPackage {
    public static var includedPackages: [any AppIntentsPackage.Type] {
        [SoupKitPackage.self]
    }
}

/// The SoupKit framework's package (declared here so the example stands alone).
public struct SoupKitPackage: AppIntentsPackage {}
