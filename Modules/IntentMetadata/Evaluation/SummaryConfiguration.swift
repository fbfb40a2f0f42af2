/// One configuration of an intent, as a parameter summary sees it: parameter values and the widget family.
///
/// A parameter missing from `values` has no value. Enum parameters hold their case's raw
/// value, entity parameters their identifier, and the widget family is `nil` outside a
/// widget (in the Shortcuts editor, for example).
public struct SummaryConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// Parameter values by parameter name.
    public var values: [String: MetadataValue]
    /// The widget family being configured, if any.
    public var widgetFamily: WidgetFamily?

    /// Creates a configuration.
    public init(values: [String: MetadataValue] = [:], widgetFamily: WidgetFamily? = nil) {
        self.values = values
        self.widgetFamily = widgetFamily
    }

    /// The value `subject` refers to.
    public func value(of subject: SummarySubject) -> MetadataValue? {
        switch subject {
        case .parameter(let name): values[name]
        case .widgetFamily: widgetFamily.map { .string($0.rawValue) }
        }
    }

    /// `orderType = "delivery", widgetFamily = systemSmall`, names sorted; `(no values)` when empty.
    public var description: String {
        var parts = values.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" }
        if let widgetFamily { parts.append("widgetFamily = \(widgetFamily.rawValue)") }
        return parts.isEmpty ? "(no values)" : parts.joined(separator: ", ")
    }
}
