import Foundation
import IntentMetadata
import PositionedJSON

/// Loading metadata documents: our positioned load (parse, decode, validate) against Foundation's JSONDecoder.
enum MetadataBenchmark {
    /// A document with `intents` intents, each with a few parameters, an entity and a summary.
    static func generate(intents: Int) throws -> [UInt8] {
        var document = MetadataDocument(module: "Generated")
        for index in 0..<intents {
            document.entities.append(EntityDefinition(
                identifier: "Entity\(index)",
                typeDisplayRepresentation: .init(name: LocalizedStringResource("Entity \(index)")),
                properties: [PropertyDefinition(name: "name", title: "Name", type: .primitive(.string))],
                defaultQuery: "Query\(index)"
            ))
            document.queries.append(QueryDefinition(identifier: "Query\(index)", kinds: [.entity, .string], entity: "Entity\(index)"))
            document.intents.append(IntentDefinition(
                identifier: "Intent\(index)",
                title: LocalizedStringResource("intent.\(index).title", defaultValue: "Intent \(index)"),
                parameters: [
                    ParameterDefinition(name: "item", title: "Item", type: .entity("Entity\(index)")),
                    ParameterDefinition(name: "count", title: "Count", type: .primitive(.integer), defaultValue: .integer(1)),
                    ParameterDefinition(name: "note", title: "Note", type: .primitive(.string), isOptional: true),
                ],
                parameterSummary: .summary(SummarySentence("Use ${count} ${item}", additionalParameters: ["note"]))
            ))
        }
        return Array(try document.jsonString().utf8)
    }

    static func run() throws {
        let bytes = try generate(intents: 5_000)
        let data = Data(bytes)
        var loaded = 0
        let ours = Harness.bestTime {
            let result = MetadataLoader.load(bytes, path: "generated.json")
            loaded = result.document?.intents.count ?? 0
        }
        precondition(loaded == 5_000, "the generated document must load")
        let peer = try Harness.bestTime {
            _ = try JSONDecoder().decode(MetadataDocument.self, from: data)
        }
        Harness.report("metadata load (positions + validation)", bytes: bytes.count, ours: ours, peerName: "JSONDecoder (no positions, no validation)", peer: peer)

        let parse = try Harness.bestTime { _ = try JSONDocument(parsing: bytes, path: "generated.json") }
        let serialization = try Harness.bestTime { _ = try JSONSerialization.jsonObject(with: data) }
        Harness.report("JSON parse with positions", bytes: bytes.count, ours: parse, peerName: "JSONSerialization", peer: serialization)
        try MemoryProbe.report("metadata", inputBytes: bytes.count)
    }
}
