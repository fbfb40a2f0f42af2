import AppIntents

// Shade is declared in a framework (DeclaredElsewhere.swift): its cases are not in the sources read, yet a bare
// name in its extension is one of them.
1️⃣extension Shade: AppEnum {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shade"
    public static let caseDisplayRepresentations: [Shade: DisplayRepresentation] = [light: "Light", dark: "Dark"]
    public static let allCases: [Shade] = [dark, light]
}
