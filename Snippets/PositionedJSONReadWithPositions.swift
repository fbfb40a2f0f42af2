// Parses JSON with the position of every value, decodes a Codable type from it, and reports a wrong type, a
// misspelt key and a syntax error at their lines and columns.
import Diagnostics
import PositionedJSON

// snippet.decode
struct Soup: Decodable {
    var name: String
    var price: Double
    var isVegetarian: Bool?
}

let text = """
    {
      "name": "Tomato",
      "price": 4.5,
      "isVegeterian": true
    }
    """
let document = try JSONDocument(parsing: Array(text.utf8), path: "soup.json")

// A `KeyUsage` records the keys the decoder asked for, so the ones nobody asked for can be reported.
let usage = KeyUsage()
let soup = try JSONNodeDecoder().decode(Soup.self, from: document.root, usage: usage)

var diagnostics: [Diagnostic] = []
for (member, known) in usage.unusedMembers(under: document.root) {
    diagnostics.append(Diagnostic(
        .warning, id: "example.unknown-key",
        "unknown key '\(member.key)' is ignored" + Suggestions.didYouMean(member.key, among: known.sorted()),
        at: document.location(ofOffset: member.keyOffset)
    ))
}
// snippet.end

// snippet.mismatch
// A decoding error's coding path leads back to the value at fault, and so to its line and column.
let wrongType = try JSONDocument(parsing: Array(#"{"name": "Tomato", "price": "cheap"}"#.utf8), path: "cheap.json")
do {
    _ = try JSONNodeDecoder().decode(Soup.self, from: wrongType.root)
} catch let DecodingError.typeMismatch(_, context) {
    let node = wrongType.root.descendant(at: context.codingPath)
    diagnostics.append(Diagnostic(
        .error, id: "example.invalid-value",
        "invalid value at '\(context.codingPath.map(JSONPathComponent.init).dottedDescription)': \(context.debugDescription)",
        at: wrongType.location(of: node)
    ))
}
// snippet.end

// snippet.syntax
// JSON that is not well-formed throws a `JSONSyntaxError` with the line and column of its first problem.
do {
    _ = try JSONDocument(parsing: Array("{\n  \"name\": \"Tomato\",\n}\n".utf8), path: "broken.json")
} catch {
    diagnostics.append(Diagnostic(
        .error, id: "example.malformed-json", error.message,
        at: SourceLocation(file: "broken.json", line: error.line, column: error.column)
    ))
}

for diagnostic in diagnostics { print(diagnostic) }
// snippet.end

// snippet.hide
precondition(soup.name == "Tomato" && soup.price == 4.5 && soup.isVegetarian == nil)
precondition(diagnostics.map(\.description) == [
    "soup.json:4:3: warning: unknown key 'isVegeterian' is ignored; did you mean 'isVegetarian'? [example.unknown-key]",
    "cheap.json:1:29: error: invalid value at 'price': expected a number, found a string [example.invalid-value]",
    "broken.json:3:1: error: trailing comma before '}' [example.malformed-json]",
], "\(diagnostics.map(\.description))")
guard case .object(let root) = document.root.value, let price = root.member("price") else { preconditionFailure() }
precondition(document.location(of: price.value) == SourceLocation(file: "soup.json", line: 3, column: 12))
guard case .number("4.5") = price.value.value else { preconditionFailure("numbers are kept as written") }
