import Foundation
import IntentKitTestSupport

/// Table files made up from a seed, in every form the formats allow, for the differential tests: what Foundation
/// reads from them is what IntentKit's readers must read.
enum ReaderGenerators {
    // MARK: .strings

    /// An old-style `.strings` text: quoted (both quote kinds) and unquoted tokens, every escape, `"key";` entries,
    /// comments and whitespace of every kind between tokens, optional braces; in one of the encodings Apple reads.
    /// One in ten is damaged (a character removed or a quote added), so both readers must also reject alike.
    static func strings(_ random: inout SeededGenerator) -> [UInt8] {
        var text = random.chance(10) ? "{" : ""
        let braces = !text.isEmpty
        for _ in 0..<Int.random(in: 0...10, using: &random) {
            text += separator(&random) + stringsToken(&random) + separator(&random)
            if random.chance(10) {
                text += ";"
                continue
            }
            text += "=" + separator(&random) + stringsToken(&random) + separator(&random) + ";"
        }
        text += separator(&random) + (braces ? "}" : "")
        if random.chance(10), !text.isEmpty {
            var scalars = Array(text.unicodeScalars)
            let index = Int.random(in: 0..<scalars.count, using: &random)
            if random.chance(50) { scalars.remove(at: index) } else { scalars.insert("\"", at: index) }
            text = String(String.UnicodeScalarView(scalars))
        }
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        case 1, 2: return [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case 3: return [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        default: return Array(text.utf8)
        }
    }

    static func separator(_ random: inout SeededGenerator) -> String {
        random.pick(["", "", " ", "\n", "\t", "\r\n", " /* a comment */ ", "// a line comment\n", "\u{2028}", " \n  "])
    }

    static func stringsToken(_ random: inout SeededGenerator) -> String {
        if random.chance(20) {
            let characters = Array("abcXYZ019_$/:.-")
            return String((0..<Int.random(in: 1...8, using: &random)).map { _ in random.pick(characters) })
        }
        let quote = random.chance(85) ? "\"" : "'"
        var body = ""
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            body += random.pick([
                "Done", "a b", "é", "漢字", "😀", "%@", "%1$lld", "=", ";", "{", "}", "/*", "//",
                "\\n", "\\t", "\\\"", "\\'", "\\\\", "\\U00E9", "\\UD83D\\UDE00", "\\101", "\\a", "\\0", "\\\n", "\\u0041",
                quote == "\"" ? "'" : "\"",
            ])
        }
        return quote + body + quote
    }

    // MARK: .stringsdict

    /// An XML `.stringsdict`: entries with format keys, plural variables (value types Apple's files use, spec types,
    /// categories, an odd unknown key), width rules, text with entities, character references, CDATA and comments.
    static func stringsDict(_ random: inout SeededGenerator) -> [UInt8] {
        var xml = random.chance(80) ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
        if random.chance(70) { xml += "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n" }
        xml += "<plist version=\"1.0\">\n<dict>\n"
        for index in 0..<Int.random(in: 0...5, using: &random) {
            xml += whitespace(&random) + "<key>\(xmlText(&random))\(index)</key>" + whitespace(&random) + "<dict>\n"
            if random.chance(90) { xml += "<key>NSStringLocalizedFormatKey</key>" + whitespace(&random) + xmlString(&random, prefix: "%#@n@ ") }
            for variable in ["n", "m"].prefix(Int.random(in: 0...2, using: &random)) {
                xml += "<key>\(variable)</key>" + whitespace(&random) + "<dict>\n"
                if random.chance(90) { xml += "<key>NSStringFormatSpecTypeKey</key><string>\(random.chance(95) ? "NSStringPluralRuleType" : "NSStringGenderRuleType")</string>\n" }
                if random.chance(85) { xml += "<key>NSStringFormatValueTypeKey</key><string>\(random.pick(["d", "ld", "lld", "u", "f", "@", "%ld"]))</string>\n" }
                for category in ["zero", "one", "two", "few", "many", "other"] where random.chance(50) {
                    xml += "<key>\(category)</key>" + whitespace(&random) + xmlString(&random, prefix: "%d ")
                }
                if random.chance(5) { xml += "<key>singular</key><string>x</string>\n" }
                xml += "</dict>\n"
            }
            if random.chance(5) {
                xml += "<key>NSStringVariableWidthRuleType</key><dict><key>20</key>\(xmlString(&random, prefix: ""))<key>50</key>\(xmlString(&random, prefix: ""))</dict>\n"
            }
            xml += "</dict>" + whitespace(&random)
        }
        xml += "</dict>\n</plist>\n"
        return Array(xml.utf8)
    }

    static func whitespace(_ random: inout SeededGenerator) -> String {
        random.pick(["", "\n", "\n\t", "  ", "\n<!-- a comment -->\n", "\r\n"])
    }

    /// `<string>…</string>` (or `<string/>` for an empty one) holding generated text.
    static func xmlString(_ random: inout SeededGenerator, prefix: String) -> String {
        let text = xmlText(&random)
        if text.isEmpty, prefix.isEmpty, random.chance(50) { return "<string/>\n" }
        return "<string>\(prefix)\(text)</string>\n"
    }

    /// Element text: letters, predefined entities, character references, CDATA sections, spaces and line breaks.
    static func xmlText(_ random: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...5, using: &random) {
            text += random.pick([
                "files", "a b", "é", "漢字", "😀", "&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#233;", "&#x1F600;", "&#10;",
                "<![CDATA[a <b> & c]]>", " ", "\n", "\t", "%%", "%1$@",
            ])
        }
        return text
    }

    // MARK: .xcstrings

    /// A String Catalog as JSON text: every member the format has, strings with every JSON escape (surrogate pairs,
    /// `\/`), laid out compactly or as Xcode does; one in twenty repeats a key.
    static func catalog(_ random: inout SeededGenerator) -> [UInt8] {
        let pretty = random.chance(50)
        let space = pretty ? " " : ""
        func object(_ members: [(String, String)]) -> String {
            "{" + members.map { "\(json($0.0))\(space):\(space)\($0.1)" }.joined(separator: ",") + "}"
        }
        var entries: [(String, String)] = []
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            var members: [(String, String)] = []
            if random.chance(40) { members.append(("comment", json(jsonText(&random)))) }
            if random.chance(20) { members.append(("commentGenerationVersion", json("1"))) }
            if random.chance(30) { members.append(("extractionState", json(random.pick(["manual", "stale", "extracted_with_value", "migrated"])))) }
            if random.chance(10) { members.append(("generatesSymbol", random.pick(["true", "false"]))) }
            if random.chance(20) { members.append(("isCommentAutoGenerated", "true")) }
            if random.chance(10) { members.append(("shouldTranslate", "false")) }
            if random.chance(80) {
                var locales: [(String, String)] = []
                for locale in ["en", "de", "fr", "ja", "ru"] where random.chance(50) {
                    locales.append((locale, localization(&random, object: object)))
                }
                members.append(("localizations", object(locales)))
            }
            members.shuffle(using: &random)
            entries.append((jsonText(&random), object(members)))
        }
        if random.chance(5), let repeated = entries.first {
            entries.append((repeated.0, object([("comment", json("the repeat"))])))
        }
        let version = random.pick(["1.0", "1.1", "1.2", "1.3"])
        let text = object([("sourceLanguage", json("en")), ("strings", object(entries)), ("version", json(version))])
        return Array(text.utf8)
    }

    static func localization(_ random: inout SeededGenerator, object: ([(String, String)]) -> String) -> String {
        func unit() -> String {
            let state = random.pick(["new", "translated", "needs_review", "stale", "machine_translated"])
            return object([("stringUnit", object([("state", json(state)), ("value", json(jsonText(&random)))]))])
        }
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1:
            let forms = ["one", "few", "other"].filter { _ in random.chance(70) }.map { ($0, unit()) }
            return object([("variations", object([("plural", object(forms))]))])
        case 2:
            let devices = ["iphone", "ipad", "mac", "applewatch", "applevision", "appletv", "other"].filter { _ in random.chance(40) }.map { ($0, unit()) }
            return object([("variations", object([("device", object(devices))]))])
        case 3:
            var substitution: [(String, String)] = [("formatSpecifier", json(random.pick(["lld", "d", "@"])))]
            if random.chance(70) { substitution.append(("argNum", "\(Int.random(in: 1...3, using: &random))")) }
            substitution.append(("variations", object([("plural", object([("one", unit()), ("other", unit())]))])))
            let main = object([("state", json("translated")), ("value", json("%#@count@ " + jsonText(&random)))])
            return object([("stringUnit", main), ("substitutions", object([("count", object(substitution))]))])
        case 4:
            return object([("stringSet", object([("state", json("translated")), ("values", "[" + (0..<Int.random(in: 0...3, using: &random)).map { _ in json(jsonText(&random)) }.joined(separator: ",") + "]")]))])
        default:
            return unit()
        }
    }

    /// Text for JSON strings, with escapes spelled in several ways (written by ``json(_:)``).
    static func jsonText(_ random: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...5, using: &random) {
            text += random.pick(["Done", "a b", "é", "漢字", "😀", "\"", "\\", "/", "\n", "\t", "\u{1}", "%lld", "%@", "\u{2028}"])
        }
        return text
    }

    /// `text` as a JSON string, each character that may be escaped escaped in one of the ways JSON allows.
    static func json(_ text: String) -> String {
        var result = "\""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "/": result += index % 2 == 0 ? "\\/" : "/"
            case "\n": result += index % 2 == 0 ? "\\n" : "\\u000a"
            case "\t": result += "\\t"
            case "é": result += index % 2 == 0 ? "\\u00e9" : "é"
            case "😀": result += index % 2 == 0 ? "\\ud83d\\ude00" : "😀"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04X", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
