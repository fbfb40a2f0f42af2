import AppIntents

enum Speed: Int, AppEnum {
    case slow = 1, normal, fast = 10, turbo
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Speed", numericFormat: "%lld speeds")
    static let caseDisplayRepresentations: [Speed: DisplayRepresentation] = [
        .slow: DisplayRepresentation(title: "Slow", subtitle: "Careful", image: .init(named: "turtle")),
        .normal: "Normal", .fast: "Fast", .turbo: "Turbo",
    ]
}

struct ConfigureIntent: AppIntent {
    static let title: LocalizedStringResource = "Configure"
    static let isDiscoverable = false
    static let authenticationPolicy: IntentAuthenticationPolicy = .requiresLocalDeviceAuthentication

    @Parameter var dueDate: Date?
    @Parameter(title: "Speed", default: .fast) var speed: Speed
    @Parameter(title: "Speeds", default: [.slow, .turbo]) var speeds: [Speed]
    @Parameter(title: "Volume", default: -2.5, controlStyle: .slider, inclusiveRange: (-10, 10.5)) var volume: Double
    @Parameter(title: "Count", size: 3) var counts: [Int]
    @Parameter(title: "Exactly", size: IntentCollectionSize(exactly: 2)) var pair: [String]?
    @Parameter(title: "Per family", size: [.systemSmall: 1, .accessoryRectangular: .init(min: 1, max: 2)]) var tags: Array<String>
    @Parameter(title: "Distance", default: 5) var distance: Measurement<UnitLength>
    @Parameter(title: "Note", requestValueDialog: IntentDialog("What note?"), inputOptions: .init(multiline: true, autocorrect: false)) var note: Optional<String>
    @Parameter(title: "Flag", default: true, displayName: Bool.IntentDisplayName(true: "On", false: "Off")) var flag: Bool
    @Parameter(title: "Link", requestValueDialog: IntentDialog(full: "Which link?", supporting: "Paste it")) var link: URL
    @Parameter(title: "Color", optionsProvider: ColorOptions()) var color: String

    var notAParameter = 3

    func perform() async throws -> some IntentResult { .result() }
}

struct ColorOptions: DynamicOptionsProvider {
    @IntentParameterDependency<ConfigureIntent>(\.$speed, \.$flag) var configure
    func results() async throws -> ItemCollection<String> { ItemCollection { ItemSection("Colors") { "Red" } } }
}
