import AppleMetadata
import Foundation
import IntentMetadata

/// Apple's compiled metadata (`extract.actionsdata`): reading and writing 1,000 intents, beside JSONSerialization on
/// the same bytes (it reads into untyped Foundation objects and writes them back with sorted keys).
enum AppleMetadataBenchmark {
    /// A document with `intents` intents like a widget app's (string, integer, Boolean, entity and enum parameters),
    /// an entity and query for every ten intents and an enum for every hundred.
    static func document(intents: Int) -> MetadataDocument {
        var document = MetadataDocument(module: "GeneratedApp")
        for index in stride(from: 0, to: intents, by: 10) {
            document.entities.append(EntityDefinition(identifier: "ItemEntity\(index)", typeDisplayRepresentation: .init(name: "Item \(index)"), defaultQuery: "ItemQuery\(index)"))
            document.queries.append(QueryDefinition(identifier: "ItemQuery\(index)", kinds: [.entity], entity: "ItemEntity\(index)"))
        }
        for index in stride(from: 0, to: intents, by: 100) {
            document.enums.append(EnumDefinition(identifier: "Mode\(index)", typeDisplayRepresentation: "Mode", cases: [
                EnumCaseDefinition(value: .string("light"), displayRepresentation: "Light"),
                EnumCaseDefinition(value: .string("dark"), displayRepresentation: "Dark"),
            ]))
        }
        for index in 0..<intents {
            document.intents.append(IntentDefinition(
                identifier: "WidgetAction\(index)Intent",
                title: LocalizedStringResource("Widget Action \(index)"),
                description: IntentDescriptionDefinition("Runs the widget's action number \(index)"),
                isDiscoverable: index % 2 == 0,
                authenticationPolicy: index % 3 == 0 ? .alwaysAllowed : nil,
                parameters: [
                    ParameterDefinition(name: "widgetID", title: "widgetID", type: .primitive(.string)),
                    ParameterDefinition(name: "selectedIndex", title: "selectedIndex", type: .primitive(.integer)),
                    ParameterDefinition(name: "useAlternate", title: "useAlternate", type: .primitive(.boolean)),
                    ParameterDefinition(name: "item", title: "Item", type: .entity("ItemEntity\(index / 10 * 10)"), isOptional: true),
                    ParameterDefinition(name: "mode", title: "Mode", type: .enumeration("Mode\(index / 100 * 100)")),
                ],
                systemProtocols: index % 4 == 0 ? [.audioPlayback] : []
            ))
        }
        return document
    }

    /// The bytes Xcode's layout gives the generated document.
    static func generate(intents: Int) -> [UInt8] {
        XcodeJSONWriter.compact(ActionsDataWriter(module: "GeneratedApp").write(document(intents: intents)).root)
    }

    /// Prints the CPU times beside the wall times: on a shared machine, what the work costs the core it runs on.
    static func cpu(_ ours: Sample, _ peer: Sample) {
        print(String(format: "  CPU: %.1f ms; peer %.1f ms", ours.bestCPU * 1000, peer.bestCPU * 1000))
    }

    static func run() throws {
        let intents = 1_000
        let document = Self.document(intents: intents)
        let bytes = generate(intents: intents)
        let data = Data(bytes)
        print("apple metadata: \(intents) intents, \(bytes.count / 1024) KB of extract.actionsdata")

        var read: ActionsDataFile?
        let reading = Harness.sample { read = ActionsDataReader.read(bytes, path: "extract.actionsdata") }
        precondition(read?.diagnostics.isEmpty == true, "the generated file must read without a finding")
        let parsing = try Harness.sample { _ = try JSONSerialization.jsonObject(with: data) }
        Harness.report("read extract.actionsdata (parse, check every key, compare with Xcode's layout)", bytes: bytes.count, ours: reading.best,
                       peerName: "JSONSerialization.jsonObject", peer: parsing.best)
        cpu(reading, parsing)
        Harness.goal("apple-metadata", "read \(intents) intents (CPU)", unit: "ms", ours: reading.bestCPU * 1000, sample: reading,
                     peerName: "JSONSerialization.jsonObject", peer: parsing, goal: "under 100 ms of CPU", met: reading.bestCPU < 0.1)

        var converted = 0
        let converting = Harness.sample {
            converted = ActionsDataReader.read(bytes, path: "extract.actionsdata").document().document.intents.count
        }
        precondition(converted == intents)
        Harness.report("read into the metadata document (every definition located)", bytes: bytes.count, ours: converting.best,
                       peerName: "JSONSerialization.jsonObject", peer: parsing.best)
        cpu(converting, parsing)
        Harness.goal("apple-metadata", "read \(intents) intents into the document (CPU)", unit: "ms", ours: converting.bestCPU * 1000, sample: converting,
                     peerName: "JSONSerialization.jsonObject", peer: parsing, goal: "under 100 ms of CPU", met: converting.bestCPU < 0.1)

        var sidecarDifferences = -1
        let withSidecar = Harness.sample {
            sidecarDifferences = ActionsDataReader.read(bytes, path: "extract.actionsdata").convert().sidecar.differences.count
        }
        precondition(sidecarDifferences == 0)
        Harness.report("convert to the document and its sidecar (metadata convert)", bytes: bytes.count, ours: withSidecar.best,
                       peerName: "JSONSerialization.jsonObject", peer: parsing.best)
        cpu(withSidecar, parsing)

        var written: [UInt8] = []
        let writing = Harness.sample { written = XcodeJSONWriter.compact(ActionsDataWriter(module: "GeneratedApp").write(document).root) }
        precondition(written == bytes)
        let object = try JSONSerialization.jsonObject(with: data)
        let serializing = try Harness.sample { _ = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed]) }
        Harness.report("write extract.actionsdata from the document", bytes: bytes.count, ours: writing.best,
                       peerName: "JSONSerialization.data(.sortedKeys) of the parsed objects", peer: serializing.best)
        cpu(writing, serializing)
        Harness.goal("apple-metadata", "write \(intents) intents (CPU)", unit: "ms", ours: writing.bestCPU * 1000, sample: writing,
                     peerName: "JSONSerialization.data(.sortedKeys)", peer: serializing, goal: "under 100 ms of CPU", met: writing.bestCPU < 0.1)

        try MemoryProbe.report("apple-metadata", inputBytes: bytes.count, goalFactor: 4)
    }
}
