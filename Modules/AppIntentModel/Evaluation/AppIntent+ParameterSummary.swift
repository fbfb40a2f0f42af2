import Foundation
import IntentMetadata

/// A parameter summary as the person sees it for one configuration.
public struct RenderedParameterSummary: Hashable, Sendable {
    /// The sentence with values filled in; a parameter without a value shows its title.
    public var text: String
    /// The sentence's format (`Order ${quantity} ${soup}`), the key in the strings table.
    public var format: String
    /// The parameters shown: those in the sentence, then those under "Show More".
    public var shownParameters: [String]
}

extension AppIntent {
    /// The parameter summary as the metadata document describes it, or `nil` if the intent declares none.
    ///
    /// Reflected once per intent type and cached: the summary is static metadata.
    public static var parameterSummaryDefinition: ParameterSummaryDefinition? {
        SummaryDefinitionCache.shared.definition(for: Self.self) {
            parameterSummary._definition(KeyPathResolver(intent: Self(), sink: DiagnosticSink()))
        }
    }

    /// The intent's current values and the widget family, as summary conditions see them.
    public func summaryConfiguration(widgetFamily: IntentWidgetFamily? = nil) -> SummaryConfiguration {
        Self.configuration(of: ParameterMirror.parameters(of: self), widgetFamily: widgetFamily)
    }

    private static func configuration(of parameters: [(name: String, parameter: any AnyIntentParameter)], widgetFamily: IntentWidgetFamily?) -> SummaryConfiguration {
        var values: [String: MetadataValue] = [:]
        for (name, parameter) in parameters {
            values[name] = parameter.metadataValue
        }
        return SummaryConfiguration(values: values, widgetFamily: widgetFamily?.widgetFamily)
    }

    /// The summary shown for the intent's current values in `widgetFamily`, or `nil` when no branch applies.
    public func renderedParameterSummary(for widgetFamily: IntentWidgetFamily? = nil) -> RenderedParameterSummary? {
        let mirrored = ParameterMirror.parameters(of: self)
        guard let sentence = Self.parameterSummaryDefinition?.sentence(for: Self.configuration(of: mirrored, widgetFamily: widgetFamily)) else { return nil }
        let parameters = Dictionary(mirrored.map { ($0.name, $0.parameter) }, uniquingKeysWith: { first, _ in first })
        let text = sentence.rendered { name in
            guard let parameter = parameters[name] else { return nil }
            return parameter.displayText.flatMap { $0.isEmpty ? nil : $0 } ?? parameter.titleText
        }
        return RenderedParameterSummary(text: text, format: sentence.format, shownParameters: sentence.shownParameters)
    }
}

/// The reflected summary of each intent type, computed once.
final class SummaryDefinitionCache: @unchecked Sendable {
    static let shared = SummaryDefinitionCache()
    private let lock = NSLock()
    private var definitions: [ObjectIdentifier: ParameterSummaryDefinition?] = [:]

    func definition(for type: any AppIntent.Type, reflect: () -> ParameterSummaryDefinition?) -> ParameterSummaryDefinition? {
        let key = ObjectIdentifier(type)
        if let cached = lock.withLock({ definitions[key] }) { return cached }
        let definition = reflect()
        lock.withLock { definitions[key] = definition }
        return definition
    }
}
