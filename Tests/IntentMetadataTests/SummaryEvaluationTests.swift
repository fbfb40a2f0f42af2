import IntentMetadata
import Testing

@Suite struct SummaryEvaluationTests {
    func condition(_ op: ComparisonOperator, _ values: MetadataValue...) -> SummaryCondition {
        SummaryCondition(subject: .parameter("p"), operator: op, values: values)
    }

    func holds(_ condition: SummaryCondition, _ value: MetadataValue?) -> Bool {
        condition.isSatisfied(by: SummaryConfiguration(values: value.map { ["p": $0] } ?? [:]))
    }

    @Test func operatorsOnValuesAndOnNoValue() {
        #expect(holds(condition(.equalTo, 1), .double(1.0)), "numbers compare by value")
        #expect(!holds(condition(.equalTo, 1), nil))
        #expect(holds(condition(.notEqualTo, "a"), nil), "no value is not equal to a value")
        #expect(holds(condition(.lessThan, 5), .integer(4)))
        #expect(!holds(condition(.lessThan, 5), .integer(5)))
        #expect(holds(condition(.lessThanOrEqualTo, 5), .integer(5)))
        #expect(holds(condition(.greaterThan, "2026-01-01"), .string("2026-06-01")), "ISO dates order as strings")
        #expect(!holds(condition(.greaterThanOrEqualTo, 5), .string("x")), "unordered values do not compare")
        #expect(holds(condition(.oneOf, "bar", "line"), .string("line")))
        #expect(!holds(condition(.oneOf, "bar", "line"), nil))
        #expect(holds(condition(.hasAnyValue), .string("")))
        #expect(!holds(condition(.hasAnyValue), .array([])), "an empty array has no value")
        #expect(holds(condition(.hasNoValue), nil))
        #expect(holds(condition(.hasPrefix, "task:"), .string("task:read")))
        #expect(holds(condition(.hasSuffix, "read"), .string("task:read")))
        #expect(holds(condition(.contains, "k:r"), .string("task:read")))
        #expect(holds(condition(.doesNotContain, "page"), .string("task:read")))
        #expect(holds(condition(.doesNotContain, "page"), nil))
    }

    @Test func widgetFamilyConditions() {
        let large = SummaryCondition(subject: .widgetFamily, operator: .oneOf, values: [.string("systemLarge")])
        #expect(large.isSatisfied(by: SummaryConfiguration(widgetFamily: .systemLarge)))
        #expect(!large.isSatisfied(by: SummaryConfiguration(widgetFamily: .systemSmall)))
        #expect(!large.isSatisfied(by: SummaryConfiguration()), "outside a widget there is no family")
    }

    @Test func switchTakesTheFirstMatchingCaseThenTheDefault() {
        let summary = ParameterSummaryDefinition.switch(
            .parameter("p"),
            cases: [
                SummaryCase(values: [.string("a")], then: .summary(SummarySentence("A"))),
                SummaryCase(values: [.string("a"), .string("b")], then: .summary(SummarySentence("A or B"))),
            ],
            default: .summary(SummarySentence("Other"))
        )
        #expect(summary.sentence(for: SummaryConfiguration(values: ["p": .string("a")]))?.format == "A")
        #expect(summary.sentence(for: SummaryConfiguration(values: ["p": .string("b")]))?.format == "A or B")
        #expect(summary.sentence(for: SummaryConfiguration())?.format == "Other")
    }

    @Test func renderingAndShownParameters() {
        let sentence = SummarySentence("Order ${quantity} ${soup} ${soup}", additionalParameters: ["toppings", "quantity"])
        #expect(sentence.shownParameters == ["quantity", "soup", "toppings"])
        #expect(sentence.rendered { $0 == "soup" ? "Minestrone" : nil } == "Order ${quantity} Minestrone Minestrone")
    }

    @Test func variantsEnumerateEnumCasesOptionalityAndFamilies() throws {
        let document = MetadataDocument(
            intents: [IntentDefinition(
                identifier: "I",
                title: "I",
                parameters: [
                    ParameterDefinition(name: "kind", title: "Kind", type: .enumeration("K"), defaultValue: .string("a")),
                    ParameterDefinition(name: "count", title: "Count", type: .primitive(.integer), isOptional: true),
                ],
                parameterSummary: .when(
                    SummaryCondition(subject: .parameter("count"), operator: .greaterThan, values: [.integer(3)]),
                    then: .summary(SummarySentence("Many")),
                    otherwise: .switch(.parameter("kind"), cases: [SummaryCase(values: [.string("a")], then: .summary(SummarySentence("A")))], default: nil)
                )
            )],
            enums: [EnumDefinition(identifier: "K", typeDisplayRepresentation: "K", cases: [
                EnumCaseDefinition(value: .string("a"), displayRepresentation: "A"),
                EnumCaseDefinition(value: .string("b"), displayRepresentation: "B"),
            ])]
        )
        let variants = try #require(document.intents.first).summaryVariants(in: document)
        // count (the first subject): no value, 3, 2, 4; kind: a, b. "Many" needs count 4.
        #expect(variants.map { $0.sentence?.format ?? "(none)" } == ["A", "(none)", "Many"])
        #expect(variants[1].configurations.count == 3, "kind b with count none, 3 or 2")
        #expect(variants[2].configurations.count == 2)
        #expect(variants[2].configurations.allSatisfy { $0.values["count"] == .double(4) })
    }
}
