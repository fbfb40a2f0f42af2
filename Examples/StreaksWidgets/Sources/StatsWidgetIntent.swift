#if canImport(AppIntents)
import AppIntents
#else
import AppIntentModel
#endif

/// Configures the statistics widget: a chart of one task's streak, over a time period for the charts that have one.
public struct StatsWidgetIntent: WidgetConfigurationIntent {
    public static let title: LocalizedStringResource = "Statistics"
    public static let description: IntentDescription = "Shows a chart of your progress."

    @Parameter(title: "Chart", default: .bar)
    public var chartType: ChartType

    @Parameter(title: "Time Period", default: .month)
    public var timePeriod: TimePeriod

    @Parameter(title: "Task")
    public var task: TaskEntity?

    /// Only the bar, line and calendar charts cover a time period; the others show all time.
    public static var parameterSummary: some ParameterSummary {
        When(\.$chartType, .oneOf, [.bar, .line, .calendar]) {
            Summary("Show a \(\.$chartType) chart of \(\.$timePeriod)") {
                \.$task
            }
        } otherwise: {
            Summary("Show a \(\.$chartType) chart") {
                \.$task
            }
        }
    }

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}

/// The chart the widget draws.
public enum ChartType: String, AppEnum {
    case bar, line, calendar, ring, bestStreak

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Chart"
    public static let caseDisplayRepresentations: [ChartType: DisplayRepresentation] = [
        .bar: "Bar",
        .line: "Line",
        .calendar: "Calendar",
        .ring: "Ring",
        .bestStreak: "Best Streak",
    ]
}

/// The period a chart covers.
public enum TimePeriod: String, AppEnum {
    case week, month, year

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Time Period"
    public static let caseDisplayRepresentations: [TimePeriod: DisplayRepresentation] = [
        .week: "This Week",
        .month: "This Month",
        .year: "This Year",
    ]
}
