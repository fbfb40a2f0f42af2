import AppIntents

/// The weather widget's configuration, on the phone and on the watch (both SiriKit definitions had `ConfigurationIntent`).
struct WeatherConfiguration: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "ConfigurationIntent"
    static let title: LocalizedStringResource = "Configuration"

    @Parameter(title: "City")
    var city: String?

    @Parameter(title: "Unit")
    var unit: TemperatureUnit?
}

/// The watch complication's configuration (only the watch widget's definition had `ComplicationIntent`).
struct ComplicationConfiguration: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "ComplicationIntent"
    static let title: LocalizedStringResource = "Complication"

    @Parameter(title: "City")
    var city: String?
}

enum TemperatureUnit: String, AppEnum {
    case celsius
    case fahrenheit

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Unit"
    static let caseDisplayRepresentations: [TemperatureUnit: DisplayRepresentation] = [
        .celsius: "Celsius",
        .fahrenheit: "Fahrenheit",
    ]
}
