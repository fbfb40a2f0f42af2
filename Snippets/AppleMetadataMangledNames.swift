// Mangles and demangles type names as Apple's App Intents metadata records them (`mangledTypeName`).
import AppleMetadata

// A type is mangled from its module and its nesting path, each type with its kind.
let setIndex = SwiftMangling.mangle(module: "WidgetSmith", path: [SwiftMangling.Component("SetWidgetConstantIndex", .struct)])
let query = SwiftMangling.mangle(module: "WidgetSmith", path: [SwiftMangling.Component("WidgetEntityQuery", .struct)])
print(setIndex ?? "", query ?? "")

// Words are shared within one name only: the extension's module has no word `Widget` to reuse.
let inExtension = SwiftMangling.mangle(module: "WidgetsExtension", path: [SwiftMangling.Component("SetWidgetConstantIndex", .struct)])
print(inExtension ?? "")

// A private type's name carries its file's discriminator.
let discriminator = SwiftMangling.privateDiscriminator(module: "WidgetSmith", fileName: "Sources/TileIntents.swift")
let privateType = SwiftMangling.mangle(module: "WidgetSmith", path: [
    SwiftMangling.Component("Tiles", .enum), SwiftMangling.Component("Helper", .struct, privateDiscriminator: discriminator),
])
print(privateType ?? "")

// Reading a name back gives the module and the nesting path.
let type = SwiftMangling.demangle(privateType!)!
print(type.qualifiedName, type.path.map(\.kind))

// snippet.hide
precondition(setIndex == "11WidgetSmith03SetA13ConstantIndexV")
precondition(query == "11WidgetSmith0A11EntityQueryV")
precondition(inExtension == "16WidgetsExtension22SetWidgetConstantIndexV")
precondition(discriminator.count == 33 && discriminator.hasPrefix("_"))
precondition(privateType == "11WidgetSmith5TilesO6Helper33\(discriminator)LLV")
precondition(type.module == "WidgetSmith" && type.qualifiedName == "WidgetSmith.Tiles.Helper" && type.path.map(\.kind) == [.enum, .struct])
precondition(type.path[1].privateDiscriminator == discriminator)
precondition(SwiftMangling.demangle(setIndex!)?.qualifiedName == "WidgetSmith.SetWidgetConstantIndex")
