import Diagnostics
import Foundation
import IntentMetadata
import PositionedJSON
import Testing

/// Encodes a value and decodes it back, both with Foundation and with IntentKit's positioned decoder.
func roundTrip<T: Codable & Equatable>(_ value: T, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let data = try JSONEncoder().encode(value)
    #expect(try JSONDecoder().decode(T.self, from: data) == value, sourceLocation: sourceLocation)
    let node = try JSONDocument(parsing: [UInt8](data), path: "x").root
    #expect(try JSONNodeDecoder().decode(T.self, from: node) == value, sourceLocation: sourceLocation)
}

@Suite struct RoundTripTests {
    @Test func localizedStringResourcesInBothForms() throws {
        try roundTrip(LocalizedStringResource("Order Soup"))
        try roundTrip(LocalizedStringResource("order.title", defaultValue: "Order Soup", table: "Intents", comment: "The intent's title"))
        let plain = String(decoding: try JSONEncoder().encode(LocalizedStringResource("Key")), as: UTF8.self)
        #expect(plain == "\"Key\"")
    }

    @Test func valuesAndTypes() throws {
        for value: MetadataValue in [.string("a"), .integer(3), .double(2.5), .boolean(true), .array([.integer(1), .string("b")])] {
            try roundTrip(value)
        }
        #expect(MetadataValue.integer(1) == .double(1.0))
        #expect(Set([MetadataValue.integer(1), .double(1.0)]).count == 1)
        let types: [ValueType] = [
            .primitive(.string), .measurement(.length), .entity("SoupEntity"), .enumeration("OrderType"),
            .array(.array(.entity("ToppingEntity"))),
        ]
        for type in types { try roundTrip(type) }
        #expect(ValueType.array(.measurement(.temperature)).description == "[Measurement<UnitTemperature>]")
    }

    @Test func everyKeyword() throws {
        for value in AuthenticationPolicy.allCases { try roundTrip(value) }
        for value in WidgetFamily.allCases { try roundTrip(value) }
        for value in ComparisonOperator.allCases { try roundTrip(value) }
        for value in QueryKind.allCases { try roundTrip(value) }
        for value in ControlStyle.allCases { try roundTrip(value) }
        for value in TileColor.allCases { try roundTrip(value) }
        for value in PrimitiveType.allCases { try roundTrip(value) }
        for value in MeasurementUnit.allCases { try roundTrip(value) }
    }

    @Test func collectionSizes() throws {
        try roundTrip(CollectionSize(exactly: 3))
        try roundTrip(CollectionSize(min: 1, max: 5))
        try roundTrip(CollectionSize(min: 2))
        try roundTrip(CollectionSize(max: 4))
        #expect(CollectionSize(min: 1, max: 3).allows(3) && !CollectionSize(min: 1, max: 3).allows(4))
    }

    @Test func summaryTrees() throws {
        let tree = ParameterSummaryDefinition.when(
            SummaryCondition(subject: .parameter("chart"), operator: .oneOf, values: [.string("bar"), .string("line")]),
            then: .switch(
                .widgetFamily,
                cases: [SummaryCase(values: [.string("systemSmall")], then: .summary(SummarySentence("${chart}")))],
                default: .summary(SummarySentence("${chart} over ${period}", table: "Widgets", additionalParameters: ["color"]))
            ),
            otherwise: .when(
                SummaryCondition(subject: .widgetFamily, operator: .hasAnyValue),
                then: .summary(SummarySentence("Plain")),
                otherwise: nil
            )
        )
        try roundTrip(tree)
        #expect(tree.sentences.map(\.format) == ["${chart}", "${chart} over ${period}", "Plain"])
    }

    @Test func everyDefinition() throws {
        let location = Diagnostics.SourceLocation(file: "App/Intent.swift", line: 3, column: 8)
        try roundTrip(IntentDefinition(
            identifier: "I",
            title: "T",
            description: IntentDescriptionDefinition("D", categoryName: "C", searchKeywords: ["k"], resultValueName: "R"),
            openAppWhenRun: true,
            isDiscoverable: false,
            authenticationPolicy: .requiresLocalDeviceAuthentication,
            parameters: [ParameterDefinition(
                name: "p", title: "P", description: "d", type: .array(.primitive(.string)), isOptional: true,
                defaultValue: .array([.string("x")]), requestValueDialog: "v?", requestDisambiguationDialog: "which?",
                optionsProvider: "Q", sizeByWidgetFamily: [.systemSmall: .init(exactly: 1), .systemLarge: .init(min: 1, max: 5)],
                inputOptions: StringInputOptions(keyboardType: "default", capitalizationType: "words", multiline: true, autocorrect: false, smartQuotes: true, smartDashes: false),
                controlStyle: .slider, inclusiveRange: NumericRange(0, 10), location: location
            )],
            parameterSummary: .summary(SummarySentence("${p}")),
            result: ResultDefinition(value: .entity("E"), providesDialog: true, opensIntent: true, showsSnippetView: true),
            intentClassName: "OldIntent",
            isWidgetConfiguration: true,
            location: location
        ))
        try roundTrip(EntityDefinition(
            identifier: "E",
            typeDisplayRepresentation: .init(name: "E", numericFormat: "%lld Es"),
            properties: [PropertyDefinition(name: "n", title: "N", type: .primitive(.string), isOptional: true)],
            defaultQuery: "Q", isTransient: true, location: location
        ))
        try roundTrip(EnumDefinition(
            identifier: "En",
            typeDisplayRepresentation: "En",
            cases: [EnumCaseDefinition(value: .integer(1), displayRepresentation: .init(title: "One", subtitle: "1", synonyms: ["uno"], systemImageName: "1.circle", imageName: "one"))],
            location: location
        ))
        try roundTrip(QueryDefinition(
            identifier: "Q", kinds: [.string, .entity, .string], entity: "E", resultType: .primitive(.string),
            dependencies: [ParameterDependency(intent: "I", parameter: "p")], properties: ["n"], sortingOptions: ["n"], location: location
        ))
        try roundTrip(ShortcutsProviderDefinition(
            identifier: "S",
            shortcuts: [AppShortcutDefinition(intent: "I", phrases: ["Do ${p} in ${applicationName}"], shortTitle: "Do", systemImageName: "star", location: location)],
            negativePhrases: ["Never ${applicationName}"], tileColor: .navy, location: location
        ))
        try roundTrip(PackageDefinition(identifier: "P", includedPackages: ["Core"], location: location))
        #expect(QueryDefinition(identifier: "Q", kinds: [.string, .entity, .string]).kinds == [.entity, .string])
    }
}
