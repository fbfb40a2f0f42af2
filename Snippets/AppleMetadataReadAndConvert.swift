// Reads a built bundle's Metadata.appintents, converts it into a metadata document and back, and compares two files field by field.
import AppleMetadata
import Diagnostics
import Foundation
import IntentExtraction
import IntentMetadata

// snippet.hide
// A bundle with the metadata of the WidgetSmith example, as `intentkit extract --to actionsdata` writes it.
let bundlePath = FileManager.default.temporaryDirectory.appendingPathComponent("WidgetSmith-\(UUID().uuidString).app").path
do {
    let extraction = Extractor(options: ExtractionOptions(module: "WidgetSmith")).extract(["Examples/WidgetSmith/Sources"])
    let facts = SourceTypeFacts.collect(for: extraction.document, module: "WidgetSmith", files: extraction.files) { try? String(contentsOfFile: $0, encoding: .utf8) }
    let writer = ActionsDataWriter(module: "WidgetSmith", facts: facts)
    try MetadataFolder.write(actionsData: XcodeJSONWriter.compact(writer.write(extraction.document).root),
                             version: VersionFile.bytes(toolsVersion: writer.toolsVersion), to: bundlePath + "/Metadata.appintents", within: bundlePath)
}
defer { try? FileManager.default.removeItem(atPath: bundlePath) }
// snippet.show

// `bundlePath` is a bundle's folder; here, one with the metadata written from the WidgetSmith example's sources.
// A built product (`.app`, `.appex`, `.xcarchive`, `.ipa`…): each bundle in it, with its metadata read and checked.
let product = ProductReader.read(bundlePath)
let bundle = product.bundles[0]
let file = bundle.metadata!
print(bundle.name, file.diagnostics.count, "findings;", file.writesBackIdentically ? "in Xcode's byte layout" : "not in Xcode's layout")

// The metadata as a document, located in `extract.actionsdata`, and a sidecar with what the document cannot hold.
let conversion = bundle.conversion()!
let document = conversion.document
print(document.intents.count, "intents; MoveTile at", document.intent("MoveTile")?.location.map { "\($0)" } ?? "")

// Written back with its sidecar, the unchanged document gives the same bytes.
let rewritten = conversion.sidecar.write(document)
print(XcodeJSONWriter.compact(rewritten.root) == XcodeJSONWriter.compact(file.root!) ? "same bytes" : "different bytes")

// Edit the document, write it again, and compare with the file field by field, as `intentkit metadata diff` does.
var edited = document
let index = edited.intents.firstIndex { $0.identifier == "MoveTile" }!
edited.intents[index].title = "Move the Tile"
let comparison = MetadataComparison(product: file.root!, sources: conversion.sidecar.write(edited).root)
print(comparison.text(productName: "bundle", sourcesName: "edited"))

// snippet.hide
precondition(product.kind == .application && product.allDiagnostics.isEmpty)
precondition(file.diagnostics.isEmpty && file.writesBackIdentically)
precondition(conversion.diagnostics.isEmpty && document.intents.count == 14 && document.module == "WidgetSmith")
precondition(document.intent("MoveTile")?.location?.file == bundlePath + "/Metadata.appintents/extract.actionsdata")
precondition(XcodeJSONWriter.compact(rewritten.root) == XcodeJSONWriter.compact(file.root!) && rewritten.diagnostics.isEmpty)
precondition(conversion.sidecar.facts["MoveTile"]?.mangled == "11WidgetSmith8MoveTileV")
precondition(comparison.changes.count == 1 && comparison.changes[0].definition == "intent MoveTile" && comparison.changes[0].field == "title.key")
