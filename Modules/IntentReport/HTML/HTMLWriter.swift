import Foundation

/// Writes HTML text: elements opened and closed in order, every text and attribute value escaped.
///
/// The writer never emits markup from data: text goes through ``escape(_:)`` and attribute values through
/// ``escapeAttribute(_:)``, so a key, a message or a file name containing `<`, `&` or quotes shows as written.
/// Elements it opens it also closes (``element(_:_:_:)``), so the page is well-formed by construction.
struct HTMLWriter {
    /// The text so far.
    private(set) var text = ""

    /// Elements HTML defines as having no content and no end tag.
    static let voidElements: Set<String> = ["br", "col", "hr", "img", "input", "meta", "link", "source", "wbr"]

    /// Appends markup as it is (constant markup of the report: its style sheet, its script, its SVG charts).
    mutating func raw(_ markup: String) {
        text += markup
    }

    /// Appends text, escaped.
    mutating func text(_ content: String) {
        text += Self.escape(content)
    }

    /// Appends an element with attributes and escaped text content (a void element takes no content).
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], text content: String) {
        open(name, attributes)
        text += Self.escape(content)
        close(name)
    }

    /// Appends an element with attributes, its content written by `body`.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], _ body: (inout HTMLWriter) -> Void) {
        open(name, attributes)
        body(&self)
        close(name)
    }

    /// Appends a start tag. Attributes with a `nil` value are left out; an empty value is written as `name=""`.
    mutating func open(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:]) {
        text += "<" + name
        for (key, value) in attributes {
            guard let value else { continue }
            // A locale identifier as a language tag (BCP 47): `pt_BR` → `pt-BR`.
            let written = key == "lang" ? value.replacingOccurrences(of: "_", with: "-") : value
            text += " " + key + "=\"" + Self.escapeAttribute(written) + "\""
        }
        text += ">"
    }

    /// Appends an end tag (nothing for a void element).
    mutating func close(_ name: String) {
        guard !Self.voidElements.contains(name) else { return }
        text += "</" + name + ">"
    }

    /// Appends a line break in the source, between block elements, so the page diffs line by line.
    mutating func newline() {
        text += "\n"
    }

    /// `text` with `&`, `<` and `>` escaped.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// `text` escaped for a double-quoted attribute value.
    static func escapeAttribute(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// A fragment identifier made of `parts`: ASCII letters and digits kept (an upper-case letter marked with `_`),
    /// every other character spelled as its code point, so distinct inputs stay distinct (`Table:de` → `_table-3a-de`).
    static func anchor(_ parts: String...) -> String {
        var out = ""
        for (index, part) in parts.enumerated() {
            if index > 0 { out += "--" }
            for scalar in part.unicodeScalars {
                switch scalar {
                case "a"..."z", "0"..."9": out.unicodeScalars.append(scalar)
                case "A"..."Z": out += "_" + String(Character(Unicode.Scalar(scalar.value + 32)!))
                default: out += "-" + String(scalar.value, radix: 16) + "-"
                }
            }
        }
        return out
    }
}
