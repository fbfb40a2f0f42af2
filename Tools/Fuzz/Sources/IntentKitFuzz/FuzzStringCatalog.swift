import Diagnostics
import IntentLocalization
import PositionedJSON

/// String Catalogs: positions inside the input, and Xcode's formatting a fixed point that keeps every key.
enum FuzzStringCatalog {
    static let path = "Localizable.xcstrings"

    static func run(_ bytes: [UInt8]) {
        let file = StringCatalogFile(parsing: bytes, path: path)
        FuzzCheck.positions(file.diagnostics, path: path, bytes: bytes)
        let lines = FuzzCheck.lineBound(of: bytes)
        for key in file.table.keys {
            guard let entry = file.table[key] else { FuzzCheck.fail("key \(key) is listed but has no entry") }
            if let location = entry.location {
                FuzzCheck.checkLocation(location, path: path, lines: lines, bytes: bytes.count, needsLine: true, what: "the key \(key)")
            }
        }
        guard let json = try? JSONDocument(parsing: bytes, path: path) else { return }
        let text = CatalogJSON(json.root).xcodeText()
        guard let again = try? JSONDocument(parsing: Array(text.utf8), path: path) else {
            FuzzCheck.fail("Xcode formatting is not JSON:\n\(text)")
        }
        FuzzCheck.expect(CatalogJSON(again.root).xcodeText() == text, "Xcode formatting is not a fixed point:\n\(text)")
        guard !file.diagnostics.contains(where: { $0.severity == .error }) else { return }
        let reread = StringCatalogFile(parsing: Array(text.utf8), path: path)
        FuzzCheck.expect(Set(reread.table.keys) == Set(file.table.keys), "Xcode formatting changed the keys")
        for key in file.table.keys {
            let before = file.table[key]?.localizations.mapValues(shape), after = reread.table[key]?.localizations.mapValues(shape)
            FuzzCheck.expect(before == after, "Xcode formatting changed the localizations of \(key): \(String(describing: before)) → \(String(describing: after))")
        }
    }

    /// A value without its locations (which formatting moves): units, sets, variations and substitutions.
    static func shape(_ value: LocalizedValue) -> String {
        var parts: [String] = []
        if let unit = value.unit { parts.append("unit(\(unit.value.debugDescription), \(String(describing: unit.state)))") }
        if let set = value.stringSet { parts.append("set(\(set.values), \(String(describing: set.state)))") }
        for (category, form) in value.plural.sorted(by: { "\($0.key)" < "\($1.key)" }) { parts.append("plural.\(category)(\(shape(form)))") }
        for (device, form) in value.device.sorted(by: { $0.key < $1.key }) { parts.append("device.\(device)(\(shape(form)))") }
        for (width, form) in value.width.sorted(by: { $0.key < $1.key }) { parts.append("width.\(width)(\(shape(form)))") }
        for (name, substitution) in value.substitutions.sorted(by: { $0.key < $1.key }) {
            let forms = substitution.plural.sorted(by: { "\($0.key)" < "\($1.key)" }).map { "\($0.key)(\(shape($0.value)))" }
            parts.append("sub.\(name)(\(String(describing: substitution.argumentNumber)), \(String(describing: substitution.formatSpecifier)), \(forms))")
        }
        return parts.joined(separator: " ")
    }
}
