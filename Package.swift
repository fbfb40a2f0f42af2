// swift-tools-version: 6.0
//
// IntentKit: open tooling for Apple's App Intents that runs wherever Swift runs.
//
// The package is layered. A module may depend only on modules in the layers
// below it, never on one beside or above it:
//
//   Plugins    IntentKitBuildToolPlugin, IntentKitCommandPlugin (Plugins/) → intentkit, built from source
//              (Tools/release.sh makes IntentKitPlugins: the same plugins on a prebuilt intentkit, a binary target)
//   CLI        intentkit (Tools/intentkit) → IntentKitCLI
//   Report     IntentReport (the HTML report of an app, over the domain modules' results)
//   Domain     IntentLocalization → CIntentKitICU (system ICU; libicucore on Apple platforms); AppShortcutsCheck;
//              AppIntentModel → AppIntentMacros (compiler plugin) → swift-syntax;
//              IntentPackages; LocalizationLint; IntentRelevance → CIntentKitYAML (system libyaml; Yams' on Apple platforms); IntentMigration;
//              XcodeProject → IntentLocalization (its XML property list reader)
//              IntentExtraction → swift-syntax; StringExtraction → IntentExtraction, IntentLocalization, XcodeProject
//              AppleMetadata → IntentLocalization, swift-syntax (Xcode's compiled metadata, built products)
//   Foundation IntentMetadata → PositionedJSON → Diagnostics
//
// Every module is its own library product, so an app's test target can depend
// on exactly the module it needs.

import CompilerPluginSupport
import PackageDescription

/// Settings every IntentKit target compiles with.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

/// Apple's platforms, where the C shims use what the OS and Xcode ship (libicucore, Yams' libyaml); elsewhere
/// they link the system's libraries (libicu-dev, libyaml-dev).
let applePlatforms: [Platform] = [.macOS, .macCatalyst, .iOS, .tvOS, .watchOS, .visionOS]
let otherPlatforms: [Platform] = [.linux, .android, .windows, .openbsd, .wasi]

let package = Package(
    name: "IntentKit",
    // Apple platforms: where Swift's regex literals and string algorithms (wholeMatch, firstRange) are; Linux has them always.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Diagnostics", targets: ["Diagnostics"]),
        .library(name: "PositionedJSON", targets: ["PositionedJSON"]),
        .library(name: "IntentMetadata", targets: ["IntentMetadata"]),
        .library(name: "IntentLocalization", targets: ["IntentLocalization"]),
        .library(name: "AppShortcutsCheck", targets: ["AppShortcutsCheck"]),
        .library(name: "AppIntentModel", targets: ["AppIntentModel"]),
        .library(name: "IntentPackages", targets: ["IntentPackages"]),
        .library(name: "LocalizationLint", targets: ["LocalizationLint"]),
        .library(name: "IntentRelevance", targets: ["IntentRelevance"]),
        .library(name: "IntentMigration", targets: ["IntentMigration"]),
        .library(name: "IntentExtraction", targets: ["IntentExtraction"]),
        .library(name: "StringExtraction", targets: ["StringExtraction"]),
        .library(name: "XcodeProject", targets: ["XcodeProject"]),
        .library(name: "IntentReport", targets: ["IntentReport"]),
        .library(name: "AppCheck", targets: ["AppCheck"]),
        .library(name: "AppleMetadata", targets: ["AppleMetadata"]),
        .library(name: "IntentKitCLI", targets: ["IntentKitCLI"]),
        .executable(name: "intentkit", targets: ["intentkit"]),
        // SwiftPM plugins for apps' packages (docs/integration.md): the check during builds, `swift package intentkit`.
        .plugin(name: "IntentKitBuildToolPlugin", targets: ["IntentKitBuildToolPlugin"]),
        .plugin(name: "IntentKitCommandPlugin", targets: ["IntentKitCommandPlugin"]),
    ],
    dependencies: [
        // CLI only: command-line parsing for `intentkit`.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // LocalizationLint: lint configurations are YAML. On Apple platforms CIntentKitYAML also reads relevance schedules
        // with the libyaml Yams builds (elsewhere the system libyaml).
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // IntentExtraction: reads apps' Swift sources (parser, #if evaluation).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // Documentation only: `swift package generate-documentation` builds each module's DocC catalog (Tests/Integration/docs.sh).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: Foundation layer: how problems are reported, how intents are described.

        /// One `Diagnostic` type and its renderers (Xcode text, JSON, SARIF). No dependencies.
        .target(name: "Diagnostics", path: "Modules/Diagnostics"),

        /// A strict JSON reader that keeps the position of every value, and a Codable decoder over it.
        .target(name: "PositionedJSON", dependencies: ["Diagnostics"], path: "Modules/PositionedJSON"),

        /// The metadata document: Codable value types, loading with positioned diagnostics, validation.
        .target(name: "IntentMetadata", dependencies: ["Diagnostics", "PositionedJSON"], path: "Modules/IntentMetadata"),

        // MARK: Domain layer.

        /// ICU behind a header of plain C types, so it never meets Foundation's own ICU: the system ICU (libicu-dev)
        /// elsewhere; on Apple platforms the OS's libicucore, through the declarations the target carries (icucore/).
        .target(
            name: "CIntentKitICU",
            path: "Modules/CIntentKitICU",
            linkerSettings: [
                .linkedLibrary("icucore", .when(platforms: applePlatforms)),
                .linkedLibrary("icui18n", .when(platforms: otherPlatforms)),
                .linkedLibrary("icuuc", .when(platforms: otherPlatforms)),
                .linkedLibrary("icudata", .when(platforms: otherPlatforms)),
            ]
        ),

        /// libyaml's event parser behind a header of plain C types, so it never meets Yams' copy of yaml.h: the system
        /// libyaml (libyaml-dev) elsewhere; on Apple platforms, which have none, the copy Yams builds (its CYaml target).
        .target(
            name: "CIntentKitYAML",
            dependencies: [.product(name: "Yams", package: "Yams", condition: .when(platforms: applePlatforms))],
            path: "Modules/CIntentKitYAML",
            linkerSettings: [.linkedLibrary("yaml", .when(platforms: otherPlatforms)), .linkedLibrary("pthread", .when(platforms: [.linux]))]
        ),

        /// Plural rules and number formatting from ICU; catalogs and string resolution (in progress).
        .target(
            name: "IntentLocalization",
            dependencies: ["Diagnostics", "PositionedJSON", "IntentMetadata", "CIntentKitICU"],
            path: "Modules/IntentLocalization"
        ),

        /// App Shortcut phrases in code and in every locale's phrase file, with Apple's rules and messages.
        .target(
            name: "AppShortcutsCheck",
            dependencies: ["Diagnostics", "IntentMetadata", "IntentLocalization"],
            path: "Modules/AppShortcutsCheck"
        ),

        /// Apple's App Intents API, source-compatible, on Linux: reflection, summary evaluation, a runner.
        .target(
            name: "AppIntentModel",
            dependencies: ["Diagnostics", "IntentMetadata", "AppIntentMacros"],
            path: "Modules/AppIntentModel"
        ),

        /// The compiler plugin behind AppIntentModel's macros (`@AppIntent(schema:)`, `@UnionValue`, …) → swift-syntax.
        .macro(
            name: "AppIntentMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ],
            path: "Modules/AppIntentMacros"
        ),

        /// App Intents packages: include graphs resolved and merged into one app document, with provenance.
        .target(
            name: "IntentPackages",
            dependencies: ["Diagnostics", "PositionedJSON", "IntentMetadata", "AppIntentModel"],
            path: "Modules/IntentPackages"
        ),

        /// The catalog linter behind `intentkit localization lint`: checks across locales, configuration, baselines, coverage.
        .target(
            name: "LocalizationLint",
            dependencies: ["Diagnostics", "IntentLocalization", .product(name: "Yams", package: "Yams")],
            path: "Modules/LocalizationLint"
        ),

        /// Widget relevance: Apple's RelevantIntentManager, YAML schedules, ranking, timelines and their pictures.
        .target(
            name: "IntentRelevance",
            dependencies: ["Diagnostics", "IntentMetadata", "AppIntentModel", "CIntentKitYAML"],
            path: "Modules/IntentRelevance"
        ),

        /// SiriKit intent definitions: reading, conversion to App Intents source, compatibility, stored configurations.
        .target(
            name: "IntentMigration",
            dependencies: ["Diagnostics", "PositionedJSON", "IntentMetadata", "IntentLocalization"],
            path: "Modules/IntentMigration"
        ),

        /// Static extraction: an app's Swift sources read with swift-syntax into the metadata document.
        .target(
            name: "IntentExtraction",
            dependencies: [
                "Diagnostics", "IntentMetadata", "AppShortcutsCheck",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ],
            path: "Modules/IntentExtraction"
        ),

        /// String extraction: the localizable strings of Swift sources, as Xcode extracts them into String Catalogs.
        .target(
            name: "StringExtraction",
            dependencies: [
                "Diagnostics", "PositionedJSON", "IntentLocalization", "IntentExtraction", "XcodeProject",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Modules/StringExtraction"
        ),

        /// Xcode projects and workspaces read into targets, their files, settings, regions and packages.
        .target(
            name: "XcodeProject",
            dependencies: ["Diagnostics", "PositionedJSON", "IntentLocalization"],
            path: "Modules/XcodeProject"
        ),

        /// Apple's compiled App Intents metadata (`Metadata.appintents`): reading, writing, built products.
        .target(
            name: "AppleMetadata",
            dependencies: [
                "Diagnostics", "PositionedJSON", "IntentMetadata", "IntentLocalization",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Modules/AppleMetadata"
        ),

        // MARK: Report layer: what the domain modules compute, shown together.

        /// One self-contained HTML page of an app: findings, intents, widget configuration sheets, phrases, coverage, relevance, migration.
        .target(
            name: "IntentReport",
            dependencies: [
                "Diagnostics", "IntentMetadata", "IntentLocalization", "AppShortcutsCheck", "LocalizationLint", "IntentRelevance", "IntentMigration",
            ],
            path: "Modules/IntentReport"
        ),

        // MARK: CLI layer.

        /// IntentKit's own catalogs (Localization/Catalogs), shipped as a resource of the CLI.
        .target(
            name: "IntentKitStrings",
            path: "Localization",
            exclude: ["README.md"],
            resources: [.copy("Catalogs")]
        ),

        /// One check of an app in one pass: its files read once, the stages in order, the findings and what they computed.
        .target(
            name: "AppCheck",
            dependencies: [
                "Diagnostics", "IntentMetadata", "IntentLocalization", "AppShortcutsCheck", "IntentPackages", "LocalizationLint",
                "IntentRelevance", "IntentMigration", "IntentExtraction", "StringExtraction", "XcodeProject",
            ],
            path: "Modules/AppCheck"
        ),

        /// The commands behind `intentkit`, as a library so they can be tested and reused.
        .target(
            name: "IntentKitCLI",
            dependencies: [
                "Diagnostics",
                "IntentMetadata",
                "IntentLocalization",
                "AppShortcutsCheck",
                "IntentPackages",
                "LocalizationLint",
                "IntentRelevance",
                "IntentMigration",
                "IntentExtraction",
                "StringExtraction",
                "XcodeProject",
                "AppCheck",
                "IntentReport",
                "AppleMetadata",
                "IntentKitStrings",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Modules/IntentKitCLI"
        ),

        /// The `intentkit` executable: a thin shell over IntentKitCLI.
        .executableTarget(name: "intentkit", dependencies: ["IntentKitCLI"], path: "Tools/intentkit"),

        // MARK: Plugins: `intentkit` in apps' builds. Examples/PluginExample, its own package, uses both.

        /// `intentkit check` on a target's folder when its files change, findings in the compiler's form (SwiftPM and Xcode).
        .plugin(
            name: "IntentKitBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["intentkit"],
            path: "Plugins/IntentKitBuildToolPlugin"
        ),

        /// `swift package intentkit check` (each Swift target, or `--target T`) and every other subcommand.
        /// No permissions: it reads the package and prints, as `intentkit` does.
        .plugin(
            name: "IntentKitCommandPlugin",
            capability: .command(
                intent: .custom(verb: "intentkit", description: "Run intentkit: `check` checks each Swift target's folder"),
                permissions: []
            ),
            dependencies: ["intentkit"],
            path: "Plugins/IntentKitCommandPlugin"
        ),

        /// Benchmarks, run in release mode: `swift run -c release Benchmarks`.
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["Diagnostics", "PositionedJSON", "IntentMetadata", "IntentLocalization", "AppIntentModel", "IntentPackages", "LocalizationLint", "IntentRelevance", "CIntentKitYAML", "IntentMigration", "IntentExtraction", "StringExtraction", "XcodeProject", "AppleMetadata", .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax"), "SoupChefIntents", "StreaksWidgets", "JournalIntents"],
            path: "Tools/Benchmarks",
            exclude: ["rank_dateutil.py"]
        ),

        // MARK: Examples: sample apps' intents, written against Apple's API, compiled here against AppIntentModel.

        .target(name: "SoupChefIntents", dependencies: ["AppIntentModel"], path: "Examples/SoupChef/Sources"),
        .target(name: "StreaksWidgets", dependencies: ["AppIntentModel"], path: "Examples/StreaksWidgets/Sources"),
        .target(name: "TransitWidget", dependencies: ["AppIntentModel"], path: "Examples/TransitWidget/Sources"),
        // A journal (iOS 18–26 App Intents): a schema intent, controls, an indexed entity, a snippet intent, a union value.
        .target(name: "JournalIntents", dependencies: ["AppIntentModel"], path: "Examples/Journal/Sources"),
        // A widget app's intents (controls, audio, open, entity and enum parameters), written to match Apple's metadata of a
        // built app (../shared/realworld/actionsdata): AppleMetadataTests compares what IntentKit writes from it with Xcode's.
        .target(name: "WidgetSmith", dependencies: ["AppIntentModel"], path: "Examples/WidgetSmith/Sources"),
        // What `intentkit migrate convert` makes of the examples' SiriKit definitions (Examples/*/Legacy), compiled here.
        .target(name: "SoupChefMigrated", dependencies: ["AppIntentModel"], path: "Examples/SoupChef/Migrated", exclude: ["Localizable.xcstrings"]),
        .target(name: "StreaksWidgetsMigrated", dependencies: ["AppIntentModel"], path: "Examples/StreaksWidgets/Migrated", exclude: ["Localizable.xcstrings"]),
        // A cookbook app built from frameworks: app → features, widgets → core (a diamond).
        .target(name: "CookbookCore", dependencies: ["AppIntentModel"], path: "Examples/FrameworkPackages/CookbookCore/Sources"),
        .target(name: "CookbookFeatures", dependencies: ["AppIntentModel", "CookbookCore"], path: "Examples/FrameworkPackages/CookbookFeatures/Sources"),
        .target(name: "CookbookWidgets", dependencies: ["AppIntentModel", "CookbookCore"], path: "Examples/FrameworkPackages/CookbookWidgets/Sources"),
        .target(
            name: "CookbookApp",
            dependencies: ["AppIntentModel", "CookbookCore", "CookbookFeatures", "CookbookWidgets"],
            path: "Examples/FrameworkPackages/CookbookApp/Sources"
        ),

        /// Reflects the compiled examples into metadata documents: `swift run reflect-examples SoupChef`.
        .executableTarget(
            name: "reflect-examples",
            dependencies: [
                "AppIntentModel", "Diagnostics", "SoupChefIntents", "StreaksWidgets", "TransitWidget", "JournalIntents",
                "CookbookCore", "CookbookFeatures", "CookbookWidgets", "CookbookApp",
            ],
            path: "Tools/ReflectExamples"
        ),

        // MARK: Tests, one target per module, mirroring Modules/.

        /// Golden files and position-marked fixtures, shared by the test targets.
        .target(name: "IntentKitTestSupport", path: "Tests/IntentKitTestSupport"),

        .testTarget(
            name: "DiagnosticsTests",
            dependencies: ["Diagnostics", "IntentKitTestSupport"],
            path: "Tests/DiagnosticsTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "PositionedJSONTests",
            dependencies: ["PositionedJSON", "IntentKitTestSupport"],
            path: "Tests/PositionedJSONTests"
        ),
        .testTarget(
            name: "IntentMetadataTests",
            dependencies: ["IntentMetadata", "Diagnostics", "PositionedJSON", "IntentKitTestSupport"],
            path: "Tests/IntentMetadataTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "IntentLocalizationTests",
            dependencies: ["IntentLocalization", "IntentKitTestSupport", "PositionedJSON"],
            path: "Tests/IntentLocalizationTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "AppShortcutsCheckTests",
            dependencies: ["AppShortcutsCheck", "IntentMetadata", "IntentKitTestSupport"],
            path: "Tests/AppShortcutsCheckTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "AppIntentModelTests",
            dependencies: [
                "AppIntentModel", "IntentMetadata", "SoupChefIntents", "StreaksWidgets", "TransitWidget", "JournalIntents",
                "IntentKitTestSupport", "AppIntentModelSwift5Fixtures",
            ],
            path: "Tests/AppIntentModelTests",
            exclude: ["Fixtures", "Swift5Fixtures"]
        ),
        .testTarget(
            name: "AppIntentMacrosTests",
            dependencies: [
                "AppIntentMacros",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ],
            path: "Tests/AppIntentMacrosTests"
        ),
        /// App Intents written as Swift 5 apps write them (stored `static var`s, `@available(anyAppleOS 27.0, *)`), for AppIntentModelTests.
        .target(
            name: "AppIntentModelSwift5Fixtures",
            dependencies: ["AppIntentModel"],
            path: "Tests/AppIntentModelTests/Swift5Fixtures",
            swiftSettings: [.swiftLanguageMode(.v5), .enableExperimentalFeature("AnyAppleOSAvailability")]
        ),
        .testTarget(
            name: "IntentPackagesTests",
            dependencies: [
                "IntentPackages", "IntentMetadata", "AppIntentModel", "Diagnostics", "IntentKitTestSupport",
                "CookbookCore", "CookbookFeatures", "CookbookWidgets", "CookbookApp",
            ],
            path: "Tests/IntentPackagesTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "LocalizationLintTests",
            dependencies: ["LocalizationLint", "IntentLocalization", "Diagnostics", "IntentKitTestSupport"],
            path: "Tests/LocalizationLintTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "IntentRelevanceTests",
            dependencies: ["IntentRelevance", "AppIntentModel", "Diagnostics", "IntentKitTestSupport", .product(name: "Yams", package: "Yams")],
            path: "Tests/IntentRelevanceTests",
            exclude: ["Fixtures"]
        ),
        /// The conversion of the migration test fixtures, committed and compiled: generated code must build.
        .target(
            name: "MigratedFixtures", dependencies: ["AppIntentModel"], path: "Tests/MigratedFixtures",
            exclude: ["Hostile/Localizable.xcstrings", "Collisions/Localizable.xcstrings"]
        ),
        .testTarget(
            name: "IntentMigrationTests",
            dependencies: [
                "IntentMigration", "IntentMetadata", "AppIntentModel", "Diagnostics", "IntentKitTestSupport",
                "SoupChefMigrated", "StreaksWidgetsMigrated", "MigratedFixtures",
                .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            path: "Tests/IntentMigrationTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "IntentExtractionTests",
            dependencies: [
                "IntentExtraction", "IntentMetadata", "AppIntentModel", "Diagnostics", "IntentKitTestSupport",
                "SoupChefIntents", "StreaksWidgets", "TransitWidget",
                "CookbookCore", "CookbookFeatures", "CookbookWidgets", "CookbookApp",
                "SoupChefMigrated", "StreaksWidgetsMigrated", "MigratedFixtures", "JournalIntents",
            ],
            path: "Tests/IntentExtractionTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "StringExtractionTests",
            dependencies: ["StringExtraction", "IntentLocalization", "IntentExtraction", "XcodeProject", "PositionedJSON", "Diagnostics", "IntentKitTestSupport"],
            path: "Tests/StringExtractionTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "XcodeProjectTests",
            dependencies: ["XcodeProject", "Diagnostics", "IntentKitTestSupport"],
            path: "Tests/XcodeProjectTests",
            exclude: ["Fixtures", "pbxproj_oracle.py"]
        ),
        .testTarget(
            name: "IntentKitCLITests",
            dependencies: ["IntentKitCLI", "intentkit", "IntentKitTestSupport", "IntentMetadata", "IntentReport", "AppleMetadata", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Tests/IntentKitCLITests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "AppCheckTests",
            dependencies: ["AppCheck", "Diagnostics", "IntentExtraction", "StringExtraction", "IntentKitTestSupport"],
            path: "Tests/AppCheckTests"
        ),
        .testTarget(
            name: "AppleMetadataTests",
            dependencies: ["AppleMetadata", "IntentMetadata", "IntentExtraction", "Diagnostics", "IntentKitTestSupport"],
            path: "Tests/AppleMetadataTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "IntentReportTests",
            dependencies: ["IntentReport", "IntentMetadata", "LocalizationLint", "IntentLocalization", "Diagnostics", "IntentKitTestSupport"],
            path: "Tests/IntentReportTests"
        ),
    ]
)

for target in package.targets where target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + swiftSettings
}
