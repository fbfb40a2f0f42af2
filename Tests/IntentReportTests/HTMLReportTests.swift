import Diagnostics
import IntentKitTestSupport
import IntentLocalization
import IntentMetadata
import LocalizationLint
import Testing

@testable import IntentReport

@Suite struct HTMLWriterTests {
    @Test("text and attribute values are escaped; elements are closed, void ones not")
    func escaping() {
        var html = HTMLWriter()
        html.element("p", ["title": "a \"b\" <c> & d", "hidden": nil], text: "<script>alert(1)</script> & co")
        html.element("br", text: "")
        #expect(html.text == "<p title=\"a &quot;b&quot; &lt;c&gt; &amp; d\">&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</p><br>")
    }

    @Test("anchors keep distinct names distinct and use only characters an id may hold")
    func anchors() {
        let names = ["Localizable:de", "localizable:de", "Localizable-de", "Localizable:de ", "Café", "a--b", "a", "A"]
        let anchors = names.map { HTMLWriter.anchor($0) }
        #expect(Set(anchors).count == names.count)
        for anchor in anchors {
            #expect(anchor.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        }
        #expect(HTMLWriter.anchor("Table", "de") != HTMLWriter.anchor("Table--de"))
    }
}

@Suite struct ReportModelTests {
    /// A widget intent whose summary shows `style` inline and lists `task` below, except for the small family.
    static var widgetIntent: IntentDefinition {
        IntentDefinition(
            identifier: "ProgressWidgetIntent",
            title: "Progress",
            parameters: [
                ParameterDefinition(name: "style", title: "Style", type: .enumeration("ChartStyle"), defaultValue: "ring"),
                ParameterDefinition(name: "task", title: "Task", type: .primitive(.string), isOptional: true),
            ],
            parameterSummary: .when(
                SummaryCondition(subject: .widgetFamily, operator: .equalTo, values: ["systemSmall"]),
                then: .summary(SummarySentence("Show ${style}")),
                otherwise: .summary(SummarySentence("Show ${style}", additionalParameters: ["task"]))
            ),
            isWidgetConfiguration: true
        )
    }

    static var document: MetadataDocument {
        var document = MetadataDocument(module: "Widgets")
        document.intents = [widgetIntent]
        document.enums = [EnumDefinition(identifier: "ChartStyle", typeDisplayRepresentation: "Style", cases: [
            EnumCaseDefinition(value: "ring", displayRepresentation: "Ring"), EnumCaseDefinition(value: "bar", displayRepresentation: "Bar"),
        ])]
        return document
    }

    @Test("a summary that looks at the family gives one sheet per distinct sentence, with the families that show it")
    func sheetsByFamily() {
        let sheets = ConfigurationSheet.sheets(of: Self.widgetIntent, in: Self.document)
        #expect(sheets.count == 2)
        let rows = sheets.map { $0.rows.map(\.name) }
        #expect(rows == [["task"], []] || rows == [[], ["task"]])
        let small = sheets.first { $0.rows.isEmpty }
        #expect(small?.families == [.systemSmall])
        let others = sheets.first { !$0.rows.isEmpty }
        #expect(others?.families.contains(nil) == true)
        #expect(others?.families.contains(.systemSmall) == false)
        #expect(others?.families.count == WidgetFamily.allCases.count)
    }

    @Test("an intent without a summary has one sheet listing every parameter")
    func sheetWithoutSummary() {
        let intent = IntentDefinition(identifier: "Plain", title: "Plain", parameters: Self.widgetIntent.parameters, isWidgetConfiguration: true)
        let sheets = ConfigurationSheet.sheets(of: intent, in: Self.document)
        #expect(sheets.count == 1)
        #expect(sheets[0].sentence == nil)
        #expect(sheets[0].rows.map(\.name) == ["style", "task"])
    }

    @Test("the coverage grid has a cell per table and locale; a table linted twice counts once, two tables of one name are two rows")
    func coverageGrid() {
        func row(_ table: String, _ locale: String, missing: Int, files: [String]) -> TableCoverage {
            var coverage = LocaleCoverage(locale: locale)
            coverage.keys = 10
            coverage.missing = missing
            coverage.translated = 10 - missing
            return TableCoverage(table: table, coverage: coverage, files: files)
        }
        let app = ["App/Localizable.xcstrings"], widget = ["Widget/Localizable.xcstrings"]
        let grid = CoverageGrid([
            row("Localizable", "de", missing: 2, files: app), row("Intents", "fr", missing: 0, files: ["App/Intents.xcstrings"]),
            row("Localizable", "de", missing: 2, files: app), row("Localizable", "de", missing: 9, files: widget),
        ])
        #expect(grid.rows.map(\.table) == ["Intents", "Localizable", "Localizable"])
        #expect(grid.locales == ["de", "fr"])
        #expect(grid.cellCount == 6)
        #expect(grid.sharedNames == ["Localizable"])
        #expect(grid.cells[CoverageGrid.Row(table: "Localizable", files: app)]?["de"]?.missing == 2)
        #expect(grid.cells[CoverageGrid.Row(table: "Localizable", files: widget)]?["de"]?.missing == 9)
        #expect(grid.cells[CoverageGrid.Row(table: "Intents", files: ["App/Intents.xcstrings"])]?["de"] == nil)
    }

    @Test("two intents of one identifier get distinct anchors")
    func repeatedIdentifiers() {
        #expect(HTMLReport.uniqueAnchors(["A", "B", "A"], prefix: "x-") == ["x-_a", "x-_b", "x-_a-2"])
    }

    @Test("a page of the model draws both sheets, the summary token with the parameter's title, and parses")
    func page() {
        var input = ReportInput(title: "Widgets <test>", root: "/app", findings: [
            Diagnostic(.warning, id: "localization.missing-translation", "\"Progress\" has no de translation", at: SourceLocation(file: "/app/de.lproj/Localizable.strings", line: 3, column: 1),
                       context: ["table": "Localizable", "locale": "de"], group: "localization.missing-translation:de"),
        ])
        input.apps = [ReportApp(name: "Widgets", document: Self.document, developmentLanguage: "en")]
        var coverage = LocaleCoverage(locale: "de")
        coverage.keys = 4
        coverage.missing = 1
        coverage.translated = 3
        input.coverage = [TableCoverage(table: "Localizable", coverage: coverage)]
        let page = HTMLReport.render(input)
        let structure = HTMLStructure(page)
        #expect(structure.problems.isEmpty, "\(structure.problems)")
        #expect(structure.externalReferences.isEmpty)
        #expect(structure.counts["figure.sheet"] == 2)
        #expect(structure.counts["td.cell"] == 1)
        #expect(page.contains("<title>IntentKit report: Widgets &lt;test&gt;</title>"))
        #expect(page.contains("<span class=\"token\" data-parameter=\"style\">Style</span>"))
        // The cell with a missing translation links to its group of findings.
        #expect(structure.fragmentLinks.contains("g-" + HTMLWriter.anchor("localization.missing-translation:de")))
        #expect(page.contains("<a class=\"place\" href=\"/app/de.lproj/Localizable.strings#L3\">de.lproj/Localizable.strings:3:1</a>"))
    }

    @Test("a verdict belongs to an intent it names as a whole identifier")
    func mentions() {
        #expect(HTMLReport.mentions("drop parameter 'slot1' of TasksWidgetIntent: it was enum", "TasksWidgetIntent"))
        #expect(!HTMLReport.mentions("drop parameter 'slot1' of TasksWidgetIntent: it was enum", "TasksWidget"))
        #expect(HTMLReport.mentions("TasksWidget no longer has parameter 'slot1Page'", "TasksWidget"))
        #expect(!HTMLReport.mentions("MyTasksWidget", "TasksWidget"))
    }
}
