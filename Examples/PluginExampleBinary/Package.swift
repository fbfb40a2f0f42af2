// swift-tools-version: 6.0
//
// PluginExample on a prebuilt intentkit: the same timer app's target and build-tool plugin, from
// IntentKitPlugins, the plugins package Tools/release.sh makes, whose `intentkit` is a binary target (an
// artifact bundle). `swift build` compiles TimerIntents and the two plugins, and no swift-syntax.
//
// In your own package, depend on the published plugins package:
//     .package(url: "<IntentKitPlugins repository URL>", from: "<version>"),
//     plugins: [.plugin(name: "IntentKitBuildToolPlugin", package: "IntentKitPlugins")]
//
// Here it is the one Tools/release.sh leaves in its output folder, with the bundle it built beside the
// manifest: ../../.build-release/dist/IntentKitPlugins by default, or the folder INTENTKIT_PLUGINS_PACKAGE
// names (Tests/Integration/plugin-binary-example.sh sets it).

import PackageDescription

let plugins = Context.environment["INTENTKIT_PLUGINS_PACKAGE"] ?? "../../.build-release/dist/IntentKitPlugins"

let package = Package(
    name: "PluginExampleBinary",
    defaultLocalization: "en",
    // On Apple platforms TimerIntents is Apple's App Intents; App Shortcuts' short titles are iOS 17 and macOS 14.
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(path: plugins),
    ],
    targets: [
        /// A timer app's intents (Apple's App Intents; nothing on Linux), checked by the prebuilt intentkit.
        .target(
            name: "TimerIntents",
            resources: [.process("Resources")],
            plugins: [
                .plugin(name: "IntentKitBuildToolPlugin", package: "IntentKitPlugins"),
            ]
        ),
    ]
)
