// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Garden",
    defaultLocalization: "de",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Garden", targets: ["Garden"])],
    targets: [.target(name: "Garden", resources: [.process("Resources")])]
)
