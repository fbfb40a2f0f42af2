import Diagnostics
import IntentExtraction
import XcodeProject

extension SourceLayout.Unit {
    /// How the unit's `#if` is read, for App Intents and for strings alike: one build per set of conditions and platform.
    ///
    /// The `given` conditions (`-D`, `--no-conditions`) are used for every unit when there are any; otherwise its
    /// configurations' conditions (`configuration`'s alone when one is named), once per platform it builds for (Mac
    /// Catalyst included). A unit whose configurations or platforms are unknown (a package, a folder) has every
    /// branch read.
    ///
    /// A unit none of whose files has an `#if` reads the same in every build, so it is read once.
    public func builds(given: Set<String>?, configuration: String?) -> [ExtractionTarget.Build] {
        builds(given: given, configuration: configuration, hasConditionalCode: hasConditionalCode)
    }

    /// The unit's builds, as ``builds(given:configuration:)`` gives them, with its files' texts already read.
    ///
    /// `sources` holds the files by path; a file that is not among them is taken to have no `#if`.
    public func builds(given: Set<String>?, configuration: String?, sources: [String: SwiftSource]) -> [ExtractionTarget.Build] {
        let conditional = swiftFiles.contains { sources[$0]?.hasConditions ?? false }
        return builds(given: given, configuration: configuration, hasConditionalCode: conditional)
    }

    private func builds(given: Set<String>?, configuration: String?, hasConditionalCode: Bool) -> [ExtractionTarget.Build] {
        guard hasConditionalCode else { return [ExtractionTarget.Build(conditions: nil)] }
        let sets: [Set<String>]
        if let given {
            sets = [given]
        } else if configuration != nil, let conditions = compilationConditions {
            sets = [Set(conditions)]
        } else if configuration == nil, !conditionSets.isEmpty {
            sets = conditionSets.map(Set.init)
        } else {
            return [ExtractionTarget.Build(conditions: nil)]
        }
        let systems = platforms.filter { $0 != .driverKit }.map(\.rawValue) + (supportsMacCatalyst && platforms.contains(.iOS) ? ["macCatalyst"] : [])
        guard !systems.isEmpty else { return given.map { [ExtractionTarget.Build(conditions: $0)] } ?? [ExtractionTarget.Build(conditions: nil)] }
        return systems.flatMap { system in sets.map { ExtractionTarget.Build(conditions: $0, operatingSystem: system) } }
    }

    /// Whether a file of the unit has a `#if` (a textual search: a comment or string holding it counts too).
    var hasConditionalCode: Bool {
        swiftFiles.contains { file in
            guard let bytes = try? FileIO.read(file).get() else { return false }
            return bytes.withUnsafeBufferPointer(SwiftSource.containsConditional)
        }
    }
}
