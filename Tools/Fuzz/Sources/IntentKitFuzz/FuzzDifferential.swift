import Diagnostics
import Foundation
import IntentLocalization

/// IntentKit's table readers against Foundation's on the same bytes: a `.strings` table against
/// `PropertyListSerialization`, an XML `.stringsdict` against it too, a String Catalog against `JSONSerialization`.
/// A disagreement that is not one of the known differences (`docs/localization.md`, "Readers against Foundation's")
/// traps.
enum FuzzDifferential {
    /// Whether disagreements with Foundation trap (`INTENTKIT_FUZZ_ORACLE=0` turns it off: CI's 15-second runs, where
    /// the gate is crashes, hangs and memory; the oracle is for longer campaigns, and `ReaderDifferentialTests` holds
    /// the agreement on the corpora and generated files in `swift test`).
    static let comparesWithFoundation = ProcessInfo.processInfo.environment["INTENTKIT_FUZZ_ORACLE"] != "0"

    static func run(_ bytes: [UInt8]) {
        guard comparesWithFoundation else {
            _ = StringsFile(parsing: bytes, path: "Fuzz.strings")
            _ = StringsDictFile(parsing: bytes, path: "Fuzz.stringsdict")
            _ = StringCatalogFile(parsing: bytes, path: "Fuzz.xcstrings")
            return
        }
        // Binary property lists are read through Foundation itself: nothing to compare.
        guard !bytes.starts(with: Array("bplist".utf8)) else { return }
        strings(bytes)
        let start = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        if start == UInt8(ascii: "<") { stringsDict(bytes) }
        if start == UInt8(ascii: "{") { catalog(bytes) }
    }

    static func strings(_ bytes: [UInt8]) {
        let ours = StringsFile(parsing: bytes, path: "Fuzz.strings")
        let errors = ours.diagnostics.filter { $0.severity == .error }
        let ids = Set(ours.diagnostics.map(\.id))
        let theirs = (try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)) as? [String: String]
        guard let theirs else {
            // Known: BOM-less UTF-16LE (IntentKit reads it and warns), an empty file, non-string values.
            let known = ids.contains("localization.fragile-encoding") || ids.contains("localization.empty-file") || ids.contains("localization.non-string-value")
            FuzzCheck.expect(!errors.isEmpty || known, "Foundation rejects a .strings file IntentKit reads: \(ours.dictionary)")
            return
        }
        // Known: text Foundation ignores at the end, which IntentKit reports as an error when it holds entries; an
        // unpaired UTF-16 surrogate, which Foundation reads as U+FFFD and IntentKit reports as an error (the text
        // shown is not the text written).
        let ignoredTail = errors.allSatisfy { $0.message.contains("Apple's readers keep the entries before it") }
        let unpairedSurrogate = errors.count == 1 && errors[0].id == "localization.invalid-encoding" && errors[0].message.contains("UTF-16")
        guard !unpairedSurrogate else { return }
        // Known: bytes that are not UTF-8 in an old-style table, which Foundation reads as U+FFFD (wrong text at run
        // time: an error for IntentKit, as for unpaired surrogates); an XML table whose first tag never closes, which
        // Foundation reads as an empty table and IntentKit reports as the parse error it is.
        // (IntentKit does so wherever the bytes are, a comment included, where Foundation's U+FFFD shows nowhere.)
        let replacedText = errors.count == 1 && errors[0].id == "localization.invalid-encoding" && errors[0].message.contains("UTF-8")
        let unterminatedTag = errors.count == 1 && errors[0].id == "localization.parse-error" && errors[0].message.contains("unterminated <") && theirs.isEmpty
        guard !replacedText, !unterminatedTag else { return }
        // Known: UTF-16 without a byte order mark, which IntentKit reads as UTF-16 (and warns) while Foundation reads
        // the same bytes another way, or not at all.
        guard !ours.diagnostics.contains(where: { $0.id == "localization.fragile-encoding" && $0.message.contains("without a byte order mark") }) else { return }
        FuzzCheck.expect(errors.isEmpty || ignoredTail, "IntentKit rejects a .strings file Foundation reads: \(errors)")
        FuzzCheck.expect(ours.dictionary == theirs, "the tables differ: IntentKit \(ours.dictionary), Foundation \(theirs)")
    }

    static func stringsDict(_ bytes: [UInt8]) {
        let ours = StringsDictFile(parsing: bytes, path: "Fuzz.stringsdict")
        guard let theirs = (try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)) as? [String: Any] else { return }
        // Known: an XML table whose first tag never closes, which Foundation reads as empty (documented).
        // So is one with bytes that are not UTF-8 where it does not parse (documented, as for `.strings`).
        guard !(theirs.isEmpty && ours.diagnostics.contains { ($0.id == "localization.parse-error" && $0.message.contains("unterminated <")) || $0.id == "localization.invalid-encoding" }) else { return }
        guard !ours.diagnostics.contains(where: { $0.id == "localization.parse-error" || $0.id == "localization.invalid-encoding" }) else {
            FuzzCheck.fail("IntentKit rejects a property list Foundation reads: \(ours.diagnostics)")
        }
        // Known: entries and members of the wrong type are reported and left out.
        guard !ours.diagnostics.contains(where: { $0.id == "localization.invalid-catalog" }) else { return }
        var table: [String: LocalizedValue] = [:]
        for entry in ours.entries { table[entry.key] = entry.value }
        FuzzCheck.expect(Set(table.keys) == Set(theirs.keys), "the keys differ: IntentKit \(table.keys.sorted()), Foundation \(theirs.keys.sorted())")
        for (key, value) in theirs {
            guard let entry = value as? [String: Any], let our = table[key] else { continue }
            FuzzCheck.expect(our.unit?.value == entry["NSStringLocalizedFormatKey"] as? String, "the format key of \(key) differs")
            for (name, substitution) in our.substitutions {
                let variable = entry[name] as? [String: Any] ?? [:]
                for (category, form) in substitution.plural {
                    FuzzCheck.expect(form.unit?.value == variable[category.rawValue] as? String, "the \(category) form of \(name) in \(key) differs")
                }
            }
        }
    }

    static func catalog(_ bytes: [UInt8]) {
        guard let theirs = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] else { return }
        let ours = StringCatalogFile(parsing: bytes, path: "Fuzz.xcstrings")
        // Known: a trailing comma, which JSON does not allow and Foundation's JSONSerialization on Linux reads.
        guard !ours.diagnostics.contains(where: { $0.id == "localization.parse-error" && $0.message.contains("trailing comma") }) else { return }
        FuzzCheck.expect(!ours.diagnostics.contains { $0.id == "localization.parse-error" }, "IntentKit rejects JSON Foundation reads: \(ours.diagnostics)")
        // Known: a repeated key (each reader keeps another copy) and members of the wrong type are reported.
        guard !ours.diagnostics.contains(where: { ["localization.duplicate-key", "localization.redundant-key", "localization.invalid-catalog"].contains($0.id) }) else { return }
        let strings = theirs["strings"] as? [String: Any] ?? [:]
        FuzzCheck.expect(Set(ours.table.keys) == Set(strings.keys), "the keys differ: IntentKit \(ours.table.keys.sorted()), Foundation \(strings.keys.sorted())")
        for (key, value) in strings {
            guard let entry = value as? [String: Any], let our = ours.table[key] else { continue }
            FuzzCheck.expect(our.comment == entry["comment"] as? String, "the comment of \(key) differs")
            for (locale, localization) in entry["localizations"] as? [String: Any] ?? [:] {
                let unit = ((localization as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
                FuzzCheck.expect(our.localizations[locale]?.unit?.value == unit, "the \(locale) text of \(key) differs")
            }
        }
    }
}
