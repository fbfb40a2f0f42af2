import Foundation
/// A strict reading of an HTML page's structure, for tests of pages IntentKit writes.
///
/// It follows the HTML5 tokenizer and tree builder where a writer can go wrong: every element but a void one is
/// closed, in order (in inline SVG, `/>` closes an element too); `script` and `style` are raw text; nothing a
/// browser would move or close on its own: a block element (`div`, `ul`, `table`…) inside an open `p`, a link in a
/// link, a heading in a heading, anything but rows and cells in a table's structure, anything but options in a
/// `select`; attribute values are quoted; `&` starts a character reference. It collects ids (an id inside a
/// `template` is no link target), links, label and `aria-labelledby` references, and every reference to another
/// resource.
public struct HTMLStructure {
    /// What is wrong, each with its offset in the page.
    public private(set) var problems: [String] = []
    /// Every `id`, each once (a repeated one is a problem).
    public private(set) var ids: Set<String> = []
    /// Every `href` that is a fragment (`#x`), without the `#`.
    public private(set) var fragmentLinks: [String] = []
    /// Every other `href` or `src` without a scheme: links to files, by relative path.
    public private(set) var relativeLinks: [String] = []
    /// Every `href`, `src`, `action`, `srcset`, `poster` or `data` value with a scheme or starting with `//`, and a style
    /// sheet's or script's `url(`, `@import`, `http:` or `https:` (text that merely mentions a URL loads nothing).
    public private(set) var externalReferences: [String] = []
    /// How many elements each `tag.class` pair has (one entry per class of an element; plain `tag` for every element).
    public private(set) var counts: [String: Int] = [:]

    /// Elements with no end tag.
    static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]
    /// Elements that end the search for an open `p` (HTML's "button scope").
    static let paragraphScope: Set<String> = ["applet", "button", "caption", "html", "marquee", "object", "table", "td", "th", "template", "foreignobject"]
    /// What each table-structure element may hold directly.
    static let tableChildren: [String: Set<String>] = [
        "table": ["caption", "colgroup", "thead", "tbody", "tfoot", "tr", "script", "template"],
        "thead": ["tr", "script", "template"], "tbody": ["tr", "script", "template"], "tfoot": ["tr", "script", "template"],
        "tr": ["td", "th", "script", "template"],
        "select": ["option", "optgroup", "hr"],
    ]
    static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]
    /// Elements whose start tag closes an open `p`.
    static let closesParagraph: Set<String> = [
        "address", "article", "aside", "blockquote", "details", "div", "dl", "fieldset", "figcaption", "figure", "footer", "form",
        "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "main", "menu", "nav", "ol", "p", "pre", "section", "table", "ul",
    ]

    /// Reads `html`.
    public init(_ html: String) {
        let bytes = Array(html.utf8)
        var stack: [String] = []
        var index = 0
        var allIDs = Set<String>()
        var references: [String] = []
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        func problem(_ message: String) { problems.append("offset \(index): \(message)") }

        if html.hasPrefix("<!DOCTYPE html>") {
            index = "<!DOCTYPE html>".utf8.count
        } else {
            problems.append("the page does not start with <!DOCTYPE html>")
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                var end = index + 1
                while end < bytes.count, end - index < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
                let name = end < bytes.count ? text(index + 1..<end) : ""
                if !(["amp", "lt", "gt", "quot", "nbsp"].contains(name) || (name.hasPrefix("#") && name.count > 1)) {
                    problem("a bare & (\(text(index..<min(index + 12, bytes.count))))")
                }
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "<") else { index += 1; continue }
            if text(index..<min(index + 4, bytes.count)) == "<!--" {
                guard let end = html.utf8.index(of: "-->", from: index) else { problem("an unclosed comment"); break }
                index = end + 3
                continue
            }
            let closing = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")
            var cursor = index + (closing ? 2 : 1)
            let nameStart = cursor
            while cursor < bytes.count, Self.isNameByte(bytes[cursor]) { cursor += 1 }
            let name = text(nameStart..<cursor).lowercased()
            guard !name.isEmpty else { problem("a '<' that starts no tag"); index += 1; continue }
            var attributes: [(String, String)] = []
            var selfClosing = false
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">") {
                if bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\n") { cursor += 1; continue }
                if bytes[cursor] == UInt8(ascii: "/") { selfClosing = true; cursor += 1; continue }
                let keyStart = cursor
                while cursor < bytes.count, Self.isNameByte(bytes[cursor]) || bytes[cursor] == UInt8(ascii: ":") { cursor += 1 }
                let key = text(keyStart..<cursor)
                guard !key.isEmpty else { problem("a malformed attribute in <\(name)>"); cursor += 1; continue }
                var value = ""
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") {
                    cursor += 1
                    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else { problem("an unquoted value of \(key) in <\(name)>"); continue }
                    let valueStart = cursor + 1
                    cursor = valueStart
                    while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\"") { cursor += 1 }
                    value = Self.unescape(text(valueStart..<cursor))
                    cursor += 1
                }
                attributes.append((key, value))
            }
            index = cursor + 1
            let inSVG = stack.contains("svg")
            if closing {
                guard let last = stack.last else { problem("</\(name)> closes nothing"); continue }
                if last != name { problem("</\(name)> closes <\(last)>") }
                stack.removeLast()
                continue
            }
            if Self.closesParagraph.contains(name), let open = stack.last(where: { $0 == "p" || Self.paragraphScope.contains($0) }), open == "p" {
                problem("<\(name)> inside an open <p> would close it")
            }
            if name == "a", stack.contains("a") { problem("<a> inside <a>") }
            if Self.headings.contains(name), let last = stack.last, Self.headings.contains(last) { problem("<\(name)> inside <\(last)>") }
            if let last = stack.last, let allowed = Self.tableChildren[last], !allowed.contains(name) { problem("<\(name)> directly inside <\(last)> would be moved") }
            let inTemplate = stack.contains("template")
            counts[name, default: 0] += 1
            for (key, value) in attributes {
                switch key {
                case "id":
                    if !allIDs.insert(value).inserted { problem("the id '\(value)' is repeated") }
                    if !inTemplate { ids.insert(value) }
                case "for":
                    references.append(value)
                case "aria-labelledby", "aria-describedby":
                    references += value.split(separator: " ").map(String.init)
                case "style":
                    if value.contains("url(") { externalReferences.append("url( in a style attribute") }
                case "class":
                    for item in value.split(separator: " ") { counts[name + "." + item, default: 0] += 1 }
                case "href", "src", "action", "srcset", "poster", "data", "xlink:href":
                    if value.hasPrefix("#") {
                        fragmentLinks.append(String(value.dropFirst()))
                    } else if value.hasPrefix("//") || value.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil {
                        externalReferences.append(value)
                    } else {
                        relativeLinks.append(value)
                    }
                default: break
                }
            }
            if Self.voidElements.contains(name) || (inSVG || name == "svg") && selfClosing { continue }
            if selfClosing { problem("<\(name)/> is not a void element") }
            if name == "script" || name == "style" {
                guard let end = html.utf8.index(of: "</" + name + ">", from: index) else { problem("an unclosed <\(name)>"); break }
                let content = text(index..<end)
                for marker in ["url(", "@import", "http:", "https:"] where content.contains(marker) {
                    externalReferences.append("\(marker) in a <\(name)>")
                }
                index = end + name.utf8.count + 3
                continue
            }
            stack.append(name)
        }
        if !stack.isEmpty { problems.append("unclosed at the end: \(stack.joined(separator: " > "))") }
        for link in fragmentLinks where !ids.contains(link) { problems.append("#\(link) links to no id outside a template") }
        for reference in references where !ids.contains(reference) { problems.append("a label or aria reference names no id: \(reference)") }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    private static func unescape(_ value: String) -> String {
        value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}

extension String.UTF8View {
    /// The offset of the first `needle` at or after `offset`.
    fileprivate func index(of needle: String, from offset: Int) -> Int? {
        let bytes = Array(self)
        let target = Array(needle.utf8)
        guard target.count <= bytes.count else { return nil }
        var position = offset
        while position + target.count <= bytes.count {
            if bytes[position] == target[0], Array(bytes[position..<position + target.count]) == target { return position }
            position += 1
        }
        return nil
    }
}
