/// An intent the system suggests at the right moment, with predictions built from its parameters (iOS 16).
///
///     static var predictionConfiguration: some IntentPredictionConfiguration {
///         IntentPrediction(parameters: (\.$playlist)) { playlist in
///             DisplayRepresentation(title: "Play \(playlist)")
///         }
///     }
public protocol PredictableIntent: AppIntent {
    /// The type of `predictionConfiguration`, as `@IntentPredictionsBuilder` builds it.
    associatedtype Prediction: IntentPredictionConfiguration
    /// How the system shows predictions of this intent.
    @IntentPredictionsBuilder<Self> static var predictionConfiguration: Prediction { get }
}

/// The predictions of a `PredictableIntent`.
public protocol IntentPredictionConfiguration: Sendable {
    /// How many predictions the configuration declares.
    var _predictionCount: Int { get }
}

/// One prediction: parameters the system fills in, and how to show them.
public struct IntentPrediction<Intent: AppIntent>: IntentPredictionConfiguration, @unchecked Sendable {
    let keyPaths: [PartialKeyPath<Intent>]

    /// A prediction shown the same way whatever the parameters are.
    public init(displayRepresentation: @escaping () -> DisplayRepresentation) {
        self.keyPaths = []
    }

    /// A prediction of one or more parameters: `IntentPrediction(parameters: (\.$a, \.$b)) { a, b in … }`.
    public init<each Value>(
        parameters keyPaths: (repeat KeyPath<Intent, IntentParameter<each Value>>),
        displayRepresentation: @escaping (repeat each Value) -> DisplayRepresentation
    ) {
        var collected: [PartialKeyPath<Intent>] = []
        for keyPath in repeat each keyPaths {
            collected.append(keyPath)
        }
        self.keyPaths = collected
    }

    public var _predictionCount: Int { 1 }
}

/// Several predictions, as `@IntentPredictionsBuilder` collects them.
public struct IntentPredictions: IntentPredictionConfiguration {
    let predictions: [any IntentPredictionConfiguration]

    public var _predictionCount: Int { predictions.reduce(0) { $0 + $1._predictionCount } }
}

/// Builds `predictionConfiguration`: one prediction per line.
@resultBuilder
public enum IntentPredictionsBuilder<Intent: AppIntent> {
    /// Takes `IntentPrediction<Intent>`, written in the block, as one of its parts.
    public static func buildExpression(_ prediction: IntentPrediction<Intent>) -> any IntentPredictionConfiguration { prediction }
    /// Joins the parts of a block, in order.
    public static func buildBlock(_ predictions: any IntentPredictionConfiguration...) -> IntentPredictions {
        IntentPredictions(predictions: predictions)
    }
}
