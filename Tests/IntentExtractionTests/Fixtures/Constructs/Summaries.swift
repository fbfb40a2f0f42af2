import AppIntents

enum Layout: String, AppEnum {
    case list, grid, map
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Layout"
    static let caseDisplayRepresentations: [Layout: DisplayRepresentation] = [.list: "List", .grid: "Grid", .map: "Map"]
}

struct PlaceEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Place"
    static let defaultQuery = PlaceQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "Place" }
}

struct PlaceQuery: EntityQuery {
    typealias Entity = PlaceEntity
    func entities(for identifiers: [String]) async throws -> [PlaceEntity] { [] }
}

struct BrowseIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Browse"
    @Parameter(title: "Layout", default: .grid) var layout: Layout
    @Parameter(title: "Columns", default: 2) var columns: Int
    @Parameter(title: "Place") var place: PlaceEntity?
    @Parameter(title: "Title") var heading: String?

    static var parameterSummary: some ParameterSummary {
        Switch(\.$layout) {
            Case(.list) {
                Summary("Show a list of \(\.$place)", table: "Summaries") {
                    \.$heading
                }
            }
            Case([.grid, .map]) {
                When(\.$columns, .greaterThan, 3) {
                    Summary("Wide \(\.$layout)")
                } otherwise: {
                    When(\.$place, identifier: .hasPrefix, "home-") {
                        Summary { \.$columns }
                    } otherwise: {
                        When(\.$heading, .hasNoValue) {
                            Summary()
                        }
                    }
                }
            }
            DefaultCase {
                Switch(.widgetFamily) {
                    Case(.systemSmall) { Summary("Small \(\.$layout)") }
                    DefaultCase {
                        When(widgetFamily: .oneOf, [.systemLarge, .systemExtraLarge]) {
                            Summary("Large")
                        } otherwise: {
                            Summary("Other")
                        }
                    }
                }
            }
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}
