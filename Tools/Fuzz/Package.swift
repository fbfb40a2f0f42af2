// swift-tools-version: 6.0
//
// IntentKit's fuzz targets: one libFuzzer executable hosting every target (chosen by
// INTENTKIT_FUZZ_TARGET), built by Tools/Fuzz/fuzz.sh into its own scratch folder
// (Tools/Fuzz/.build-fuzz). Not part of the root package, so an ordinary `swift build` or
// `swift test` never compiles it.
//
// Why not `swift build --sanitize=fuzzer`: SwiftPM applies it to the host tools too, and the
// AppIntentMacros plugin, linked with libFuzzer's own `main`, no longer links ("multiple
// definition of 'main'"). So everything is built with `--sanitize=address` and the coverage
// instrumentation `-sanitize=fuzzer` implies (`-sanitize-coverage=edge,trace-cmp,
// inline-8bit-counters,pc-table`), and only this executable links libFuzzer, in its
// `fuzzer_no_main` form, started from main.swift through `LLVMFuzzerRunDriver`.

import Foundation
import PackageDescription

/// libFuzzer without its `main`: `INTENTKIT_FUZZER_LIBRARY` (fuzz.sh sets it), or the toolchain's copy beside `swiftc`.
let fuzzerLibrary: String = {
    if let path = ProcessInfo.processInfo.environment["INTENTKIT_FUZZER_LIBRARY"] { return path }
    let candidates = ["/opt/swift/usr/lib/swift/clang/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a",
                      "/usr/lib/swift/clang/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a"]
    return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates[0]
}()

let package = Package(
    name: "IntentKitFuzz",
    dependencies: [
        .package(name: "IntentKit", path: "../.."),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "IntentKitFuzz",
            dependencies: [
                .product(name: "Diagnostics", package: "IntentKit"),
                .product(name: "PositionedJSON", package: "IntentKit"),
                .product(name: "IntentMetadata", package: "IntentKit"),
                .product(name: "IntentLocalization", package: "IntentKit"),
                .product(name: "AppShortcutsCheck", package: "IntentKit"),
                .product(name: "IntentPackages", package: "IntentKit"),
                .product(name: "LocalizationLint", package: "IntentKit"),
                .product(name: "IntentRelevance", package: "IntentKit"),
                .product(name: "IntentMigration", package: "IntentKit"),
                .product(name: "IntentExtraction", package: "IntentKit"),
                .product(name: "StringExtraction", package: "IntentKit"),
                .product(name: "XcodeProject", package: "IntentKit"),
                .product(name: "AppleMetadata", package: "IntentKit"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            path: "Sources/IntentKitFuzz",
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")],
            linkerSettings: [.unsafeFlags(["-Xlinker", fuzzerLibrary, "-lstdc++"])]
        ),
    ]
)
