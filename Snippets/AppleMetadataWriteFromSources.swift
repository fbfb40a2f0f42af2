// Writes Apple's compiled App Intents metadata (Metadata.appintents) for a bundled example app, from its Swift sources.
import AppleMetadata
import Diagnostics
import Foundation
import IntentExtraction

// The app's App Intents, extracted from its sources under the module name its code is compiled as.
let sources = "Examples/WidgetSmith/Sources"
let module = "WidgetSmith"
let extraction = Extractor(options: ExtractionOptions(module: module)).extract([sources])

// What the document does not hold: each type's nesting and kind (for its mangled name) and its `@available`.
let swiftFiles = extraction.files
let facts = SourceTypeFacts.collect(for: extraction.document, module: module, files: swiftFiles) { path in
    try? String(contentsOfFile: path, encoding: .utf8)
}

// `extract.actionsdata` as Xcode's `appintentsmetadataprocessor` writes it, and what has no known form in it.
let writer = ActionsDataWriter(module: module, facts: facts)
let (root, unwritten) = writer.write(extraction.document)
let moveTile = root["actions"]?["MoveTile"]
print(moveTile?["fullyQualifiedTypeName"]?.stringValue ?? "", moveTile?["mangledTypeName"]?.stringValue ?? "")

// The folder a bundle carries: `extract.actionsdata` in Xcode's byte layout, and `version.json`.
let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("WidgetSmith-\(UUID().uuidString).app").path
try MetadataFolder.write(
    actionsData: XcodeJSONWriter.compact(root), version: VersionFile.bytes(toolsVersion: writer.toolsVersion),
    to: bundle + "/" + MetadataFolder.name, within: bundle
)
print(try FileManager.default.contentsOfDirectory(atPath: bundle + "/" + MetadataFolder.name).sorted())

// snippet.hide
precondition(extraction.diagnostics.isEmpty && unwritten.isEmpty, "everything the example declares has a known form")
precondition(moveTile?["fullyQualifiedTypeName"]?.stringValue == "WidgetSmith.MoveTile")
precondition(moveTile?["mangledTypeName"]?.stringValue == "11WidgetSmith8MoveTileV")
precondition(root["actions"]?["SetWidgetConstantIndex"]?["mangledTypeNameV2"]?.stringValue == "11WidgetSmith03SetA13ConstantIndexV")
precondition(root["queries"]?["WidgetEntityQuery"]?["mangledTypeName"]?.stringValue == "11WidgetSmith0A11EntityQueryV")
precondition(root["actions"]?.members?.count == 14 && root["entities"]?.members?.count == 3 && root["enums"]?.elements?.count == 1)
let written = try Data(contentsOf: URL(fileURLWithPath: bundle + "/Metadata.appintents/extract.actionsdata"))
precondition([UInt8](written) == XcodeJSONWriter.compact(root))
try FileManager.default.removeItem(atPath: bundle)
