import AppIntents

// `allCases` written by hand leaves `legacy` out: the representations need not cover it.
enum Theme: String, AppEnum {
    case light, dark, legacy
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Theme"
    static let allCases: [Theme] = [.dark, .light]
    static let caseDisplayRepresentations: [Theme: DisplayRepresentation] = [.light: "Light", .dark: "Dark"]
}
