import Diagnostics

/// Turns `\.$parameter` key paths into parameter names, using an instance of the intent, and collects problems.
///
/// Key paths to a property wrapper's projected value carry no name at run time, so the
/// resolver reads the parameter object the key path leads to and finds the stored property
/// that holds it.
public final class KeyPathResolver: @unchecked Sendable {
    let typeName: String
    private let instance: Any
    private let names: [ObjectIdentifier: String]
    private let sink: DiagnosticSink

    init(intent: any AppIntent, sink: DiagnosticSink) {
        self.instance = intent
        self.typeName = _typeIdentifier(type(of: intent))
        self.sink = sink
        var names: [ObjectIdentifier: String] = [:]
        for (name, parameter) in ParameterMirror.parameters(of: intent) {
            names[ObjectIdentifier(parameter)] = name
        }
        self.names = names
    }

    /// A resolver for another intent that reports to the same place.
    func scoped(to intent: any AppIntent) -> KeyPathResolver {
        KeyPathResolver(intent: intent, sink: sink)
    }

    /// The name of the parameter `keyPath` leads to; reports and returns `nil` when it is not a parameter.
    func parameterName(of keyPath: AnyKeyPath, context: String) -> String? {
        if let parameter = instance[keyPath: keyPath] as? any AnyIntentParameter, let name = names[ObjectIdentifier(parameter)] {
            return name
        }
        report(ReflectionChecks.unresolvedKeyPath, "\(context) in \(typeName) refers to \(keyPath), which is not a @Parameter of \(typeName)")
        return nil
    }

    func report(_ check: Check, _ message: String) {
        sink.append(check.diagnostic(message, at: nil, context: ["type": typeName]))
    }
}

/// Collects diagnostics from the parts of one reflection.
final class DiagnosticSink: @unchecked Sendable {
    private(set) var diagnostics: [Diagnostic] = []

    func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}
