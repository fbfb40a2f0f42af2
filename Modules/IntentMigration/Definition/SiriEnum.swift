import Diagnostics

/// An enum of a `.intentdefinition` (`INEnums[]`).
public struct SiriEnum: Sendable {
    /// One case of the enum (`INEnumValues[]`).
    public struct Value: Sendable {
        /// `INEnumValueName`: the case name, which a converted `AppEnum` keeps as its raw value.
        public var name: String
        /// The case's display name, which the converted case's display representation shows.
        public var displayName: DefinitionText
        /// `INEnumValueIndex` (absent means 0): what a stored configuration records.
        public var index: Int
        /// Other words for the case (`INEnumValueSynonyms`), which Siri matches.
        public var synonyms: [DefinitionText]

        /// A case with its name, display name, stored index and synonyms.
        public init(name: String, displayName: DefinitionText, index: Int, synonyms: [DefinitionText] = []) {
            self.name = name
            self.displayName = displayName
            self.index = index
            self.synonyms = synonyms
        }
    }

    /// `INEnumName`.
    public var name: String
    /// The display name of the type.
    public var displayName: DefinitionText
    /// The cases, in file order.
    public var values: [Value]
    /// Where the enum's dictionary starts.
    public var location: SourceLocation

    /// The cases an `AppEnum` keeps: every one but the placeholder `unknown` at index 0.
    public var migratedValues: [Value] {
        values.filter { !($0.name == "unknown" && $0.index == 0) }
    }
}
