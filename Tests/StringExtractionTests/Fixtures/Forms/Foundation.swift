import Foundation

func messages(count: Int, user: String) -> [String] {
    let plain = String(localized: "Hello")
    let commented = String(localized: "Goodbye", comment: "Said when leaving")
    let tabled = String(localized: "Open", table: "Menus", comment: "Menu item")
    let withDefault = String(localized: "welcome.title", defaultValue: "Welcome!", comment: "Title")
    let counted = String(localized: "\(count) new messages")
    let legacy = NSLocalizedString("Cancel", comment: "Button")
    let legacyTable = NSLocalizedString("Quit", tableName: "Menus", value: "Quit App", comment: "Menu item")
    let resource = LocalizedStringResource("Shared", comment: "Share sheet")
    let value: String.LocalizationValue = "From \(user)"
    let notLocalized = "Plain string"
    return [plain, commented, tabled, withDefault, counted, legacy, legacyTable, String(localized: resource), String(localized: value), notLocalized]
}

func qualified() -> String {
    Swift.String(localized: "Through the standard library's name")
}
