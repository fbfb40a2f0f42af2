// swift-tools-version: 6.0
//
// An app's package that checks its App Intents on every build with IntentKit's plugins:
// `swift build` runs `intentkit check` on TimerIntents and prints its findings as compiler
// warnings; `swift package intentkit check` runs the same check on demand.
//
// In your own package, depend on IntentKit by URL and name it by its identity:
//     .package(url: "<IntentKit repository URL>", branch: "main"),
//     plugins: [.plugin(name: "IntentKitBuildToolPlugin", package: "intentkit")]

import PackageDescription

// SwiftPM names a package reached by a path after its folder, so the IntentKit checkout two
// folders up is called whatever its clone's folder is called.
let parts = #filePath.split(separator: "/")
let intentKit = String(parts[parts.count - 4])

let package = Package(
    name: "PluginExample",
    defaultLocalization: "en",
    // On Apple platforms TimerIntents is Apple's App Intents; App Shortcuts' short titles are iOS 17 and macOS 14.
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        /// A timer app's intents: Apple's App Intents on Apple platforms, IntentKit's `AppIntentModel` on Linux.
        .target(
            name: "TimerIntents",
            dependencies: [
                .product(name: "AppIntentModel", package: intentKit, condition: .when(platforms: [.linux])),
            ],
            resources: [.process("Resources")],
            plugins: [
                .plugin(name: "IntentKitBuildToolPlugin", package: intentKit),
            ]
        ),
    ]
)
