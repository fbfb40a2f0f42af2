// Declares checks, reports findings with their positions, renders them as text, JSON and SARIF, folds a group of
// findings in a text report, and picks the exit status.
import Diagnostics

// snippet.declare
// A check is declared once, with a stable identifier, a default severity and a one-line summary.
let unknownKey = Check("example.unknown-key", .warning, "A key the schema does not define; it is ignored.")
let duplicateIdentifier = Check("example.duplicate-identifier", .error, "Two definitions share one identifier.")
// snippet.end

// snippet.report
let file = "Examples/App/metadata.json"
let known = ["identifier", "isTransient", "title"]

// A diagnostic of the check, at a line and column of the file, with a suggestion and a fix-it.
let typo = unknownKey.diagnostic(
    "unknown key 'isTransiant' is ignored" + Suggestions.didYouMean("isTransiant", among: known),
    at: SourceLocation(file: file, line: 118, column: 7),
    fixIt: "rename 'isTransiant' to 'isTransient'"
)

// A note points at a related place, such as the first of two definitions.
let duplicate = duplicateIdentifier.diagnostic(
    "duplicate identifier 'OrderSoupIntent': it already names an intent",
    at: SourceLocation(file: file, line: 80, column: 21),
    notes: [Diagnostic.Note("'OrderSoupIntent' is first defined here", at: SourceLocation(file: file, line: 6, column: 21))]
)
// snippet.end

// snippet.render
// Output order: by file, line and column.
let diagnostics = [typo, duplicate].sortedForOutput()
let summary = DiagnosticSummary(counting: diagnostics, inputs: 1)

// Compiler-style text, which Xcode, editors and CI annotate.
let text = TextRenderer().render(diagnostics, summary: summary)
print(text, terminator: "")

// JSON and SARIF name the tool that made the report; SARIF describes the checks as rules.
let tool = ToolInfo(name: "example", version: "1.0.0")
let json = DiagnosticFormat.json.renderer(tool: tool).render(diagnostics, summary: summary)
let sarif = DiagnosticFormat.sarif.renderer(tool: tool, checks: [unknownKey, duplicateIdentifier])
    .render(diagnostics, summary: summary)

// The exit status a command ends with: 1, as there is an error.
let status = ToolExitStatus(diagnostics: diagnostics)
// snippet.end

// snippet.fold
// Findings that share a group (one check in one table and locale) fold into one line in a text report.
let emptyValue = Check("example.empty-value", .warning, "A translation is empty.")
let empty = ["a", "b", "c", "d", "e"].enumerated().map { index, key in
    emptyValue.diagnostic(
        "the de translation of \"\(key)\" is empty",
        at: SourceLocation(file: "de.lproj/Localizable.strings", line: index + 1, column: 7),
        context: ["table": "Localizable", "locale": "de", "key": key],
        group: "example.empty-value:Localizable:de"
    )
}
let folded = TextRenderer(folding: TextRenderer.Folding()).render(empty, summary: DiagnosticSummary(counting: empty))
print(folded, terminator: "")
// snippet.end

// snippet.hide
precondition(typo.message == "unknown key 'isTransiant' is ignored; did you mean 'isTransient'?")
precondition(typo.severity == .warning && typo.id == "example.unknown-key")
precondition(diagnostics.map(\.id) == ["example.duplicate-identifier", "example.unknown-key"])
precondition(text == """
    Examples/App/metadata.json:80:21: error: duplicate identifier 'OrderSoupIntent': it already names an intent [example.duplicate-identifier]
    Examples/App/metadata.json:6:21: note: 'OrderSoupIntent' is first defined here
    Examples/App/metadata.json:118:7: warning: unknown key 'isTransiant' is ignored; did you mean 'isTransient'? [example.unknown-key]
        fix-it: rename 'isTransiant' to 'isTransient'
    1 error, 1 warning in 1 file

    """)
precondition(summary.line == "1 error, 1 warning in 1 file")
precondition(json.contains("\"schemaVersion\" : 1") && json.contains("\"fixIt\" : \"rename 'isTransiant' to 'isTransient'\""))
precondition(sarif.contains("\"version\" : \"2.1.0\"") && sarif.contains("\"relatedLocations\""))
precondition(status == .problemsFound && status.rawValue == 1)
precondition(ToolExitStatus(diagnostics: [typo]) == .success)
precondition(ToolExitStatus(diagnostics: [typo], warningsAsErrors: true) == .problemsFound)
precondition(folded == """
    de.lproj/Localizable.strings:1:7: warning: Localizable (de): 5 findings for "a", "b", "c" and 2 more, such as: the de translation of "a" is empty [example.empty-value]
    5 findings in 1 line; most frequent: example.empty-value (5)
    5 warnings

    """)
precondition(TextRenderer().render(empty, summary: DiagnosticSummary(counting: empty)).split(separator: "\n").count == 6)
