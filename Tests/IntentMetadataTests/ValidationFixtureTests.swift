import Diagnostics
import Foundation
import IntentKitTestSupport
import IntentMetadata
import Testing

/// One expected diagnostic: where (a marker in the fixture), how serious, which check, what it says.
struct Expected: CustomStringConvertible {
    var marker: String
    var severity: Severity = .error
    var id: String
    var message: String
    var description: String { "\(marker) \(severity) [\(id)] \(message)" }
}

/// Loads a position-marked fixture and checks that it produces exactly the expected diagnostics.
func expectDiagnostics(in fixture: String, _ expected: [Expected], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let path = fixturesDirectory() + "/Validation/" + fixture
    let marked = MarkedText(try String(contentsOfFile: path, encoding: .utf8))
    let result = MetadataLoader.load(Array(marked.text.utf8), path: fixture)

    func key(line: Int?, column: Int?, severity: Severity, id: String, message: String) -> String {
        "\(line ?? 0):\(column ?? 0): \(severity.rawValue): \(message) [\(id)]"
    }
    let actual = result.diagnostics.map {
        key(line: $0.location?.line, column: $0.location?.column, severity: $0.severity, id: $0.id, message: $0.message)
    }
    var wanted: [String] = []
    for item in expected {
        guard let position = marked.location(of: item.marker) else {
            Issue.record("fixture \(fixture) has no marker \(item.marker)", sourceLocation: sourceLocation)
            return
        }
        wanted.append(key(line: position.line, column: position.column, severity: item.severity, id: item.id, message: item.message))
    }
    #expect(actual.sorted() == wanted.sorted(), "in \(fixture)", sourceLocation: sourceLocation)
    #expect(result.diagnostics.allSatisfy { $0.location?.file == fixture }, sourceLocation: sourceLocation)
}

@Suite struct ValidationFixtureTests {
    @Test func malformedJSONPointsAtTheFirstProblem() throws {
        try expectDiagnostics(in: "malformed-json.json", [
            Expected(marker: "1️⃣", id: "metadata.malformed-json", message: "trailing comma before ']'"),
        ])
    }

    @Test func theRootMustBeAnObject() throws {
        try expectDiagnostics(in: "root-not-object.json", [
            Expected(marker: "1️⃣", id: "metadata.invalid-document", message: "a metadata document is a JSON object, but this file holds an array"),
        ])
    }

    @Test func unknownVersionsAreRejected() throws {
        try expectDiagnostics(in: "unsupported-version.json", [
            Expected(marker: "1️⃣", id: "metadata.unsupported-version", message: "unsupported metadata document version 2; this IntentKit reads versions 1 and 1.1"),
        ])
        try expectDiagnostics(in: "missing-version.json", [
            Expected(marker: "1️⃣", id: "metadata.unsupported-version", message: "the document has no 'version'; this IntentKit reads versions 1 and 1.1"),
        ])
    }

    @Test func sectionsHaveTheirTypes() throws {
        try expectDiagnostics(in: "section-not-array.json", [
            Expected(marker: "1️⃣", id: "metadata.invalid-document", message: "'module' must be a string, found a number"),
            Expected(marker: "2️⃣", id: "metadata.invalid-document", message: "'intents' must be an array of intent definitions, found an object"),
        ])
    }

    @Test func duplicateKeysAreErrorsWithANoteAtTheFirst() throws {
        try expectDiagnostics(in: "duplicate-key.json", [
            Expected(marker: "2️⃣", id: "metadata.duplicate-key", message: "the key 'identifier' appears twice in one object; the last one would win"),
        ])
        let path = fixturesDirectory() + "/Validation/duplicate-key.json"
        let marked = MarkedText(try String(contentsOfFile: path, encoding: .utf8))
        let note = try #require(MetadataLoader.load(Array(marked.text.utf8), path: "d.json").diagnostics.first?.notes.first)
        #expect(note.message == "the first 'identifier' is here")
        #expect(note.location?.line == marked.location(of: "1️⃣")?.line && note.location?.column == marked.location(of: "1️⃣")?.column)
    }

    @Test func unknownKeysAreWarningsWithSuggestions() throws {
        try expectDiagnostics(in: "unknown-key.json", [
            Expected(marker: "1️⃣", severity: .warning, id: "metadata.unknown-key", message: "unknown key 'intnets' is ignored; did you mean 'intents'?"),
            Expected(marker: "2️⃣", severity: .warning, id: "metadata.unknown-key", message: "unknown key 'isDiscoverabel' is ignored; did you mean 'isDiscoverable'?"),
            Expected(marker: "3️⃣", severity: .warning, id: "metadata.unknown-key", message: "unknown key 'optional' is ignored; did you mean 'isOptional'?"),
        ])
    }

    @Test func brokenDefinitionsAreReportedAndLeftOutWithoutCascades() throws {
        try expectDiagnostics(in: "invalid-definition.json", [
            Expected(marker: "1️⃣", id: "metadata.invalid-definition", message: "intent 'NoTitleIntent' is missing the required key 'title'"),
            Expected(marker: "2️⃣", id: "metadata.invalid-definition", message: "invalid value at 'identifier' in intents[1]: expected a string, found a number"),
            Expected(marker: "3️⃣", id: "metadata.invalid-definition", message: "invalid value at 'parameterSummary.when.operator' in intent 'BadOperatorIntent': 'equals' is not a valid comparison operator; did you mean 'equalTo'?"),
            Expected(marker: "4️⃣", id: "metadata.invalid-definition", message: "invalid value at 'parameters[0].type' in intent 'BadTypeIntent': a value type has exactly one of the keys primitive, measurement, entity, enum, array, union; found none"),
        ])
        // The valid intent still loads; the shortcut to the broken one is not reported as dangling.
        let path = fixturesDirectory() + "/Validation/invalid-definition.json"
        let marked = MarkedText(try String(contentsOfFile: path, encoding: .utf8))
        let document = try #require(MetadataLoader.load(Array(marked.text.utf8), path: "x.json").document)
        #expect(document.intents.map(\.identifier) == ["GoodIntent"])
        #expect(document.shortcutsProviders.first?.shortcuts.count == 2)
    }

    @Test func identifiersAreUniqueAcrossKinds() throws {
        try expectDiagnostics(in: "duplicate-identifier.json", [
            Expected(marker: "2️⃣", id: "metadata.duplicate-identifier", message: "duplicate identifier 'OrderSoupIntent': it already names an intent"),
            Expected(marker: "3️⃣", id: "metadata.duplicate-identifier", message: "duplicate identifier 'OrderSoupIntent': it already names an intent"),
        ])
    }

    @Test func membersAreUniqueWithinADefinition() throws {
        try expectDiagnostics(in: "duplicate-member.json", [
            Expected(marker: "2️⃣", id: "metadata.duplicate-member", message: "intent 'OrderSoupIntent' has two parameters named 'quantity'"),
            Expected(marker: "4️⃣", id: "metadata.duplicate-member", message: "enum 'OrderType' has two cases with the value \"pickup\""),
        ])
    }

    @Test func everyDanglingReferenceIsReported() throws {
        try expectDiagnostics(in: "dangling-reference.json", [
            Expected(marker: "1️⃣", id: "metadata.dangling-reference", message: "parameter 'soup' of intent 'OrderSoupIntent' refers to entity 'SoupEntiy', which the document does not define; did you mean 'SoupEntity'?"),
            Expected(marker: "2️⃣", id: "metadata.dangling-reference", message: "parameter 'kind' of intent 'OrderSoupIntent' refers to entity 'OrderType', but 'OrderType' is an enum"),
            Expected(marker: "3️⃣", id: "metadata.dangling-reference", message: "the options provider of parameter 'topping' of intent 'OrderSoupIntent' refers to query 'ToppingOptions', which the document does not define"),
            Expected(marker: "4️⃣", id: "metadata.dangling-reference", message: "the parameter summary of intent 'OrderSoupIntent' names parameter 'soupp', which the intent does not declare; did you mean 'soup'?"),
            Expected(marker: "5️⃣", id: "metadata.dangling-reference", message: "the parameter summary of intent 'OrderSoupIntent' names parameter 'missing', which the intent does not declare"),
            Expected(marker: "6️⃣", id: "metadata.dangling-reference", message: "the default query of entity 'SoupEntity' refers to query 'SoupQuery', which the document does not define"),
            Expected(marker: "7️⃣", id: "metadata.dangling-reference", message: "query 'ToppingQuery' refers to entity 'Topping', which the document does not define"),
            Expected(marker: "8️⃣", id: "metadata.dangling-reference", message: "an App Shortcut of 'Shortcuts' refers to intent 'OrderSoup', which the document does not define; did you mean 'OrderSoupIntent'?"),
            Expected(marker: "9️⃣", id: "metadata.dangling-reference", message: "the phrase \"Order ${soups} with ${applicationName}\" names parameter 'soups', which intent 'OrderSoupIntent' does not declare; did you mean 'soup'?"),
        ])
    }

    @Test func arraySizesMustFitTheirParameter() throws {
        try expectDiagnostics(in: "invalid-array-size.json", [
            Expected(marker: "1️⃣", id: "metadata.invalid-array-size", message: "parameter 'stop' of intent 'FavoritesIntent' has an array size, but its type String is not an array"),
            Expected(marker: "2️⃣", id: "metadata.invalid-array-size", message: "parameter 'routes' of intent 'FavoritesIntent' has an array size whose minimum 5 exceeds its maximum 3"),
            Expected(marker: "3️⃣", id: "metadata.invalid-array-size", message: "parameter 'lines' of intent 'FavoritesIntent' has an array size with a negative bound: -1..."),
            Expected(marker: "4️⃣", id: "metadata.invalid-array-size", message: "parameter 'both' of intent 'FavoritesIntent' has both 'size' and 'sizeByWidgetFamily'; Apple's initializers take one or the other"),
            Expected(marker: "5️⃣", id: "metadata.invalid-definition", message: "invalid value at 'parameters[0].sizeByWidgetFamily.systemHuge' in intent 'BadFamilyIntent': 'systemHuge' is not a valid widget family; did you mean 'systemLarge'?"),
        ])
    }

    @Test func summaryConditionsMustBeAbleToMatch() throws {
        try expectDiagnostics(in: "invalid-condition.json", [
            Expected(marker: "1️⃣", id: "metadata.invalid-condition", message: "the parameter summary of intent 'StatsIntent' compares parameter 'chart' with \"pie\", which is not a case of enum 'ChartType'; did you mean \"line\"?"),
            Expected(marker: "2️⃣", id: "metadata.invalid-condition", message: "'hasAnyValue' in the parameter summary of intent 'StatsIntent' takes no values, but 1 is given"),
            Expected(marker: "3️⃣", id: "metadata.invalid-condition", message: "the parameter summary of intent 'StatsIntent' compares the widget family with 'systemHuge', which is not a valid widget family; did you mean 'systemLarge'?"),
            Expected(marker: "4️⃣", id: "metadata.invalid-condition", message: "'oneOf' in the parameter summary of intent 'StatsIntent' needs at least one value"),
        ])
    }

    @Test func defaultsMustFitTheirType() throws {
        try expectDiagnostics(in: "invalid-default.json", [
            Expected(marker: "1️⃣", id: "metadata.invalid-default", message: "the default of parameter 'quantity' of intent 'OrderSoupIntent' is \"one\", which is not a valid Int"),
            Expected(marker: "2️⃣", id: "metadata.invalid-default", message: "the default of parameter 'orderType' of intent 'OrderSoupIntent' is \"takeaway\", which is not a case of enum 'OrderType' (its cases are \"pickup\", \"delivery\")"),
            Expected(marker: "3️⃣", id: "metadata.invalid-default", message: "the default of parameter 'toppings' of intent 'OrderSoupIntent' is \"cheese\", but the parameter is an array"),
        ])
    }

    @Test func optionsMustApplyToTheirType() throws {
        let referrer = "parameter '%@' of intent 'PauseIntent'"
        func of(_ name: String) -> String { referrer.replacingOccurrences(of: "%@", with: name) }
        try expectDiagnostics(in: "invalid-option.json", [
            Expected(marker: "1️⃣", id: "metadata.invalid-option", message: "the schema 'books' of intent 'PauseIntent' is not of the form 'domain.member' (such as 'books.openBook')"),
            Expected(marker: "2️⃣", id: "metadata.invalid-option", message: "\(of("pause")) has the defaultUnit 'meters', which is not a unit of UnitDuration"),
            Expected(marker: "3️⃣", id: "metadata.invalid-option", message: "\(of("span")) has both 'unit' and 'defaultUnit'; Apple's initializers take one or the other"),
            Expected(marker: "4️⃣", id: "metadata.invalid-option", message: "\(of("note")) has 'dateKind', which applies only to Date and DateComponents parameters, but its type is String"),
            Expected(marker: "5️⃣", id: "metadata.invalid-option", message: "\(of("note")) has 'supportsNegativeNumbers', which applies only to Measurement parameters, but its type is String"),
            Expected(marker: "6️⃣", id: "metadata.invalid-option", message: "\(of("count")) has 'supportedContentTypes', which applies only to IntentFile and FileEntity parameters, but its type is Int"),
            Expected(marker: "7️⃣", id: "metadata.invalid-option", message: "entity 'NoteEntity' has 'supportedContentTypes', which only a FileEntity declares"),
        ])
    }

    @Test func unionsAndPresentationsResolve() throws {
        try expectDiagnostics(in: "dangling-reference-1-1.json", [
            Expected(marker: "1️⃣", id: "metadata.dangling-reference", message: "parameter 'to' of intent 'SendIntent' refers to union 'Recipents', which the document does not define; did you mean 'Recipients'?"),
            Expected(marker: "2️⃣", id: "metadata.dangling-reference", message: "case 'group' of union 'Recipients' refers to entity 'GroupEntity', which the document does not define"),
            Expected(marker: "3️⃣", id: "metadata.duplicate-member", message: "union 'Recipients' has two cases named 'person'"),
            Expected(marker: "4️⃣", id: "metadata.dangling-reference", message: "the parameter presentation of an App Shortcut of 'Shortcuts' names parameter 'too', which intent 'SendIntent' does not declare; did you mean 'to'?"),
            Expected(marker: "5️⃣", id: "metadata.dangling-reference", message: "an options collection of an App Shortcut of 'Shortcuts' refers to query 'GroupOptions', which the document does not define"),
        ])
    }

    /// A document that uses every key of version 1.1 loads without a diagnostic, and is written as 1.1.
    @Test func version1_1DocumentsLoadCleanly() throws {
        try expectDiagnostics(in: "version-1-1.json", [])
        let text = try String(contentsOfFile: fixturesDirectory() + "/Validation/version-1-1.json", encoding: .utf8)
        let document = try #require(MetadataLoader.load(Array(text.utf8), path: "v.json").document)
        #expect(document.version == .v1_1)
        #expect(document.intents.first { $0.identifier == "OpenNoteIntent" }?.supportedModes == [.background, .foregroundDynamic])
        #expect(document.unions.first?.cases.map(\.type) == [.primitive(.person), .entity("GroupEntity")])
        let json = try document.jsonString()
        #expect(json.hasPrefix("{\n  \"entities\"") && json.contains("\"version\" : 1.1"))
        let reloaded = try #require(MetadataLoader.load(Array(json.utf8), path: "w.json").document)
        #expect(try reloaded.jsonString() == json)
        // Without the 1.1 keys, the same document is a version 1 document again.
        var plain = reloaded
        plain.unions = []
        plain.intents = plain.intents.map {
            IntentDefinition(identifier: $0.identifier, title: $0.title, parameters: $0.parameters.filter { !$0.usesNewOptions })
        }
        plain.entities = plain.entities.map { EntityDefinition(identifier: $0.identifier, typeDisplayRepresentation: $0.typeDisplayRepresentation) }
        plain.enums = plain.enums.map { EnumDefinition(identifier: $0.identifier, typeDisplayRepresentation: $0.typeDisplayRepresentation, cases: $0.cases) }
        plain.shortcutsProviders = []
        #expect(plain.version == .v1_0)
        #expect(try plain.jsonString().contains("\"version\" : 1\n"))
    }

    /// Every check fires in at least one fixture, so adding a check without a fixture fails here.
    @Test func everyCheckHasAFixture() throws {
        let folder = fixturesDirectory() + "/Validation"
        var fired = Set<String>()
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".json") {
            let marked = MarkedText(try String(contentsOfFile: folder + "/" + name, encoding: .utf8))
            fired.formUnion(MetadataLoader.load(Array(marked.text.utf8), path: name).diagnostics.map(\.id))
        }
        #expect(Set(MetadataChecks.all.map(\.id)).subtracting(fired).isEmpty, "checks without a fixture")
    }

}

extension ParameterDefinition {
    /// Whether the parameter uses a type or option added in version 1.1.
    fileprivate var usesNewOptions: Bool {
        if case .union = type { return true }
        return dateKind != nil || defaultUnit != nil || supportedContentTypes != nil || supportsNegativeNumbers != nil
    }
}
