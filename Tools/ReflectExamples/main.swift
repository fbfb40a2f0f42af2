// reflect-examples: reflects the compiled example apps in Examples/ into metadata documents.
//
//   swift run reflect-examples                 lists the examples
//   swift run reflect-examples SoupChef        prints SoupChef's document
//   swift run reflect-examples SoupChef -o F   writes it to F (atomically)
//
// Then `swift run intentkit metadata print F` shows it as an outline.

import AppIntentModel
import CookbookApp
import CookbookCore
import CookbookFeatures
import CookbookWidgets
import Diagnostics
import Foundation
import JournalIntents
import SoupChefIntents
import StreaksWidgets
import TransitWidget

let examples: [(name: String, reflect: @Sendable () async -> MetadataReflection)] = [
    ("SoupChef", SoupChefApp.reflect),
    ("StreaksWidgets", StreaksApp.reflect),
    ("TransitWidget", TransitApp.reflect),
    ("Journal", JournalApp.reflect),
    ("CookbookApp", CookbookAppModule.reflect),
    ("CookbookFeatures", CookbookFeaturesModule.reflect),
    ("CookbookWidgets", CookbookWidgetsModule.reflect),
    ("CookbookCore", CookbookCoreModule.reflect),
]

var arguments = Array(CommandLine.arguments.dropFirst())
var output: String?
if let flag = arguments.firstIndex(of: "-o") {
    guard flag + 1 < arguments.count else {
        FileHandle.standardError.write(Data("reflect-examples: error: -o needs a file\n".utf8))
        exit(2)
    }
    output = arguments[flag + 1]
    arguments.removeSubrange(flag...(flag + 1))
}

guard let name = arguments.first else {
    print(examples.map(\.name).joined(separator: "\n"))
    exit(0)
}
guard arguments.count == 1, let example = examples.first(where: { $0.name == name }) else {
    let known = examples.map(\.name).joined(separator: ", ")
    FileHandle.standardError.write(Data("reflect-examples: error: unknown example '\(name)'; the examples are \(known)\n".utf8))
    exit(2)
}

let reflection = await example.reflect()
for diagnostic in reflection.diagnostics {
    FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
}
do {
    let json = try reflection.document.jsonString()
    if let output {
        try FileIO.writeAtomically(json, to: output)
    } else {
        print(json, terminator: "")
    }
} catch {
    FileHandle.standardError.write(Data("reflect-examples: error: \(error)\n".utf8))
    exit(1)
}
exit(reflection.diagnostics.contains { $0.severity == .error } ? 1 : 0)
