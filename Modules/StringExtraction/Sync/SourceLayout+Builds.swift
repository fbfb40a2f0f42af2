import IntentExtraction
import XcodeProject

extension SourceLayout.Unit {
    /// How the unit's `#if` is read, for App Intents and for strings alike: the `given` conditions (`-D`,
    /// `--no-conditions`) for every unit when there are any; otherwise its configurations' conditions
    /// (`configuration`'s alone when one is named), once per platform it builds for (Mac Catalyst included). A unit whose configurations
    /// or platforms are unknown (a package, a folder) has every branch read.
    public func builds(given: Set<String>?, configuration: String?) -> [ExtractionTarget.Build] {
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
}
