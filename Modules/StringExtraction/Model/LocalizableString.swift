import Diagnostics

/// One use of a localizable string in Swift source, as Xcode's string extraction finds it.
public struct LocalizableString: Hashable, Sendable, Codable {
    /// Where the string comes from: which API made it localizable.
    public enum Origin: String, Hashable, Sendable, Codable {
        /// A SwiftUI view or modifier taking a `LocalizedStringKey`, or a literal typed as one.
        ///
        /// `Text("…")`, `.navigationTitle("…")`, `let title: LocalizedStringKey = "…"`.
        case swiftUI
        /// `String(localized:…)`, or a literal typed `String.LocalizationValue`.
        case stringLocalized
        /// `LocalizedStringResource(…)`, or a literal typed as one (App Intents titles, dialogs…).
        case resource
        /// `NSLocalizedString(…)`.
        case nsLocalizedString
        /// A call of a function, initializer or enum case the sources declare with a localizable parameter.
        ///
        /// The parameter is a `LocalizedStringKey`, `LocalizedStringResource` or `String.LocalizationValue`:
        /// `Row(title: "…")` for `struct Row { let title: LocalizedStringKey }`.
        case declared
        /// An App Shortcut phrase (it goes to `AppShortcuts.xcstrings`).
        case appShortcutPhrase
    }

    /// Which bundle's catalogs the string is looked up in.
    public enum Bundle: Hashable, Sendable, Codable {
        /// The main bundle (the default).
        case main
        /// `Bundle.module`, `.module`, `#bundle`: the Swift package target's own resources.
        case module
        /// Another bundle, as written.
        case other(String)
    }

    /// The key, with a format specifier for each interpolation, as Xcode writes it.
    public var key: String
    /// The table (catalog file stem); `nil` is `Localizable`.
    public var table: String?
    /// The default value, when the code gives one that differs from the key.
    public var defaultValue: String?
    /// The comment for translators, if the code gives one.
    public var comment: String?
    /// The bundle the string is looked up in.
    public var bundle: Bundle
    /// Which API made it localizable.
    public var origin: Origin
    /// Where the string literal starts.
    public var location: SourceLocation

    /// Creates a use of `key` in `table` (`nil`: `Localizable`) of `bundle`, made localizable by `origin`, at `location`.
    public init(key: String, table: String? = nil, defaultValue: String? = nil, comment: String? = nil,
                bundle: Bundle = .main, origin: Origin, location: SourceLocation) {
        self.key = key
        self.table = table
        self.defaultValue = defaultValue
        self.comment = comment
        self.bundle = bundle
        self.origin = origin
        self.location = location
    }

    /// The table name, `Localizable` when the code names none.
    public var tableName: String { table ?? "Localizable" }
}

extension LocalizableString {
    /// A key with its format specifiers' positions taken out: `%1$@, %2$lld` → `%@, %lld`.
    ///
    /// A catalog key written with numbered specifiers (by another tool: Xcode writes keys unnumbered) then matches
    /// the code's. `%%` is kept as it is.
    public static func normalized(_ key: String) -> String {
        guard key.utf8.contains(UInt8(ascii: "$")) else { return key }
        var result = ""
        var scalars = Array(key.unicodeScalars)[...]
        while let first = scalars.first {
            scalars = scalars.dropFirst()
            result.unicodeScalars.append(first)
            guard first == "%" else { continue }
            if scalars.first == "%" {
                result.unicodeScalars.append("%")
                scalars = scalars.dropFirst()
                continue
            }
            let digits = scalars.prefix { ("0"..."9").contains($0) }
            if !digits.isEmpty, scalars.dropFirst(digits.count).first == "$" {
                scalars = scalars.dropFirst(digits.count + 1)
            }
        }
        return result
    }
}
