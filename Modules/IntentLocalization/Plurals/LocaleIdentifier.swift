/// A locale identifier as Apple projects write it (`pt-BR`, `zh-Hant-TW`, `en_GB`), in the forms ICU needs.
struct LocaleIdentifier: Hashable, Sendable {
    /// The identifier as written.
    let text: String

    init(_ text: String) {
        self.text = text
    }

    /// The ICU form: subtags joined with `_` (`zh_Hant_TW`).
    var icuIdentifier: String { text.replacingOccurrences(of: "-", with: "_") }

    /// The language subtag, lower-cased (`zh`).
    var language: String {
        String(text.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
    }
}
