import Diagnostics

extension MigrationGenerator {
    /// An `AppEnum` whose raw values are the SiriKit case names, without the `unknown` placeholder.
    func enumSource(_ enumeration: SiriEnum) -> String {
        let typeName = names.enumeration(enumeration.name)
        let values = enumeration.migratedValues.isEmpty ? enumeration.values : enumeration.migratedValues
        var writer = SwiftWriter()
        writer.imports()
        writer.doc(["\(SwiftSource.commentText(enumeration.displayName.value)): converted from the SiriKit enum `\(enumeration.name)`; raw values are its case names."])
        if let availability = options.availability(MigrationOptions.appIntentsMinimum) { writer.line(availability) }
        writer.block("\(access)enum \(typeName): String, AppEnum") { w in
            for value in values {
                let name = names.enumCase(value.name, of: enumeration.name)
                w.line(name == value.name ? "case \(SwiftSource.quoted(name))" : "case \(SwiftSource.quoted(name)) = \(SwiftSource.literal(value.name))")
                if name != value.name, SwiftSource.identifier(value.name, upperFirst: false) == value.name {
                    report.add(MigrationChecks.renamedIdentifier.diagnostic(
                        "\(enumeration.name): case '\(value.name)' becomes '\(name)' \(MigrationNames.renameReason(value.name)); its raw value stays '\(value.name)', so stored values still match it",
                        at: enumeration.location
                    ))
                }
            }
            w.line()
            w.line("\(access)static let typeDisplayRepresentation: TypeDisplayRepresentation = \(SwiftSource.literal(enumeration.displayName.value))")
            w.line("\(access)static let caseDisplayRepresentations: [\(typeName): DisplayRepresentation] = [")
            w.indented { w in
                for value in values {
                    let title = SwiftSource.literal(value.displayName.value)
                    let member = SwiftSource.quoted(names.enumCase(value.name, of: enumeration.name))
                    if value.synonyms.isEmpty {
                        w.line(".\(member): \(title),")
                    } else {
                        let synonyms = value.synonyms.map { SwiftSource.literal($0.value) }.joined(separator: ", ")
                        w.line(".\(member): DisplayRepresentation(title: \(title), synonyms: [\(synonyms)]),")
                    }
                }
            }
            w.line("]")
        }
        return writer.text
    }

    /// The parameters of `type` across the custom intents.
    private func uses(of type: SiriParameterType) -> [SiriParameter] {
        definition.customIntents.flatMap(\.parameters).filter { $0.type == type }
    }

    /// Whether the definition uses plain `INObject` values (`Object` without a custom type) anywhere the conversion declares them.
    var usesPlainObjects: Bool {
        definition.customIntents.contains { intent in
            (intent.parameters + (intent.response?.parameters ?? [])).contains { $0.type == .plainObject }
        } || definition.types.contains { type in type.customProperties.contains { $0.type == .plainObject } }
    }

    /// The custom type that stands for a plain `INObject`: an identifier and a display string.
    static let plainObjectType = SiriType(
        name: "INObject",
        displayName: DefinitionText("Object"),
        properties: [],
        location: SourceLocation(file: "", line: 1, column: 1)
    )

    /// An `AppEntity` with a query whose bodies are to-dos when some parameter lists or searches values of the type;
    /// otherwise a `TransientAppEntity`, as Apple's migration guide says. `plain` converts the plain `INObject`.
    func entitySource(_ type: SiriType, plain: Bool = false) -> String {
        let typeName = plain ? names.plainObject : names.type(type.name)
        let parameters = uses(of: plain ? .plainObject : .object(type.name))
        let queried = parameters.contains { $0.hasDynamicOptions || $0.supportsSearch }
        let searchable = parameters.contains { $0.supportsSearch }
        var writer = SwiftWriter()
        writer.imports(foundation: true, coreLocation: type.customProperties.contains { $0.type == .placemark || $0.type == .location })
        writer.doc([plain
            ? "A SiriKit `INObject`: the values of parameters typed Object without a custom type, an identifier and a display string."
            : "\(SwiftSource.commentText(type.displayName.value)): converted from the SiriKit custom type `\(type.name)`."])
        if let availability = options.availability(MigrationOptions.appIntentsMinimum) { writer.line(availability) }
        writer.block("\(access)struct \(typeName): \(queried ? "AppEntity" : "TransientAppEntity")") { w in
            w.line("\(access)static let typeDisplayRepresentation: TypeDisplayRepresentation = \(SwiftSource.literal(type.displayName.value))")
            if queried { w.line("\(access)static let defaultQuery = \(typeName)Query()") }
            w.line()
            w.doc(["The identifier the SiriKit object had (`identifier`); stored configurations refer to it."])
            w.line("\(access)var id: String")
            w.doc(["The text the SiriKit object showed (`displayString`)."])
            w.line("\(access)var displayString: String")
            for property in type.customProperties {
                w.line()
                guard let base = names.swiftType(property.type) else {
                    w.line("// TODO: '\(property.name)' (\(property.type)) has no counterpart in IntentKit's model.")
                    continue
                }
                let name = names.property(property.name, of: type.name)
                if name != property.name {
                    report.add(MigrationChecks.renamedIdentifier.diagnostic(
                        "\(type.name): property '\(property.name)' becomes '\(name)' \(MigrationNames.renameReason(property.name))"
                            + (Self.identifierMembers.contains(property.name) ? "; '\(property.name)' stays the SiriKit identifier or text, which stored configurations refer to" : ""),
                        at: property.location ?? type.location
                    ))
                }
                w.line("@Property(title: \(SwiftSource.literal(property.displayName?.value ?? property.name)))")
                w.line("\(access)var \(SwiftSource.quoted(name)): \(property.isArray ? "[\(base)]" : base)?")
            }
            w.line()
            w.block("\(access)var displayRepresentation: DisplayRepresentation") { w in
                w.line("DisplayRepresentation(title: \"\\(displayString)\")")
            }
            w.line()
            w.block("\(access)init(id: String, displayString: String)") { w in
                w.line("self.id = id")
                w.line("self.displayString = displayString")
            }
            if !queried {
                w.line()
                w.block("\(access)init()") { w in
                    w.line("self.init(id: UUID().uuidString, displayString: \"\")")
                }
            }
        }
        if queried {
            let names = parameters.filter { $0.hasDynamicOptions || $0.supportsSearch }.map { "`\($0.name)`" }
            writer.line()
            writer.doc(["Finds \(SwiftSource.commentText(type.displayName.value)) values: what the intent handler's options methods for \(names.joined(separator: ", ")) did."])
            writer.block("\(access)struct \(typeName)Query: \(searchable ? "EntityStringQuery" : "EntityQuery")") { w in
                w.line("\(access)init() {}")
                w.line()
                w.block("\(access)func entities(for identifiers: [String]) async throws -> [\(typeName)]") { w in
                    w.line("// TODO: Look up the values with these identifiers.")
                    w.line("[]")
                }
                w.line()
                w.block("\(access)func suggestedEntities() async throws -> [\(typeName)]") { w in
                    w.line("// TODO: Return what provide…OptionsCollection(for:with:) returned.")
                    w.line("[]")
                }
                if searchable {
                    w.line()
                    w.block("\(access)func entities(matching string: String) async throws -> [\(typeName)]") { w in
                        w.line("// TODO: Return the values matching a search, as the SiriKit options search did.")
                        w.line("[]")
                    }
                }
            }
        }
        return writer.text
    }

    /// The sectioned entity that replaces an enum parent and its children: one section per option kind,
    /// the parent's default as the default result.
    func choiceSource(_ choice: ParentChoice) -> String {
        let typeName = choice.typeName
        var writer = SwiftWriter()
        writer.imports()
        writer.doc([
            "\(SwiftSource.commentText(choice.enumeration.displayName.value)) and the value it picks, in one parameter: flattened from the SiriKit enum `\(choice.enumeration.name)` and the parameters shown for its cases.",
            "",
            "One parameter of this type replaces a parent and its children, so the intent needs one summary instead of one per combination.",
        ])
        if let availability = options.availability(MigrationOptions.appIntentsMinimum) { writer.line(availability) }
        writer.block("\(access)struct \(typeName): AppEntity") { w in
            w.doc(["How the value is picked: a case per option kind."])
            w.block("\(access)enum Kind: String, Sendable") { w in
                for kind in choice.kinds { w.line("case \(kindCase(kind, of: choice))") }
            }
            w.line()
            w.line("\(access)static let typeDisplayRepresentation: TypeDisplayRepresentation = \(SwiftSource.literal(choice.enumeration.displayName.value))")
            w.line("\(access)static let defaultQuery = \(typeName)Query()")
            w.line()
            w.doc(["The kind, or the kind and the picked value's identifier: `kind` or `kind:identifier`."])
            w.line("\(access)let id: String")
            w.line("\(access)let kind: Kind")
            w.line("\(access)let title: String")
            w.line()
            w.block("\(access)var displayRepresentation: DisplayRepresentation") { w in
                w.line("DisplayRepresentation(title: \"\\(title)\")")
            }
            w.line()
            w.doc(["A choice of `kind`, with the identifier of the value it picks when the kind has one."])
            w.block("\(access)init(kind: Kind, valueIdentifier: String? = nil, title: String)") { w in
                w.line("self.kind = kind")
                w.line("self.id = valueIdentifier.map { \"\\(kind.rawValue):\\($0)\" } ?? kind.rawValue")
                w.line("self.title = title")
            }
        }
        writer.line()
        writer.doc(["Offers the choices in sections, one per option kind."])
        writer.block("\(access)struct \(typeName)Query: EntityQuery") { w in
            w.line("\(access)init() {}")
            w.line()
            let fixed = choice.kinds.filter { $0.child == nil }
            w.doc(["The choices that pick no further value."])
            w.line("\(access)static let fixedChoices: [\(typeName)] = [")
            w.indented { w in
                for kind in fixed {
                    w.line("\(typeName)(kind: .\(kindCase(kind, of: choice)), title: \(SwiftSource.literal(kind.value.displayName.value))),")
                }
            }
            w.line("]")
            w.line()
            w.block("\(access)func entities(for identifiers: [String]) async throws -> [\(typeName)]") { w in
                w.line("// TODO: Also look up the picked values (identifiers `kind:identifier`).")
                w.line("Self.fixedChoices.filter { identifiers.contains($0.id) }")
            }
            w.line()
            w.block("\(access)func suggestedEntities() async throws -> IntentItemCollection<\(typeName)>") { w in
                w.block("ItemCollection") { w in
                    for kind in choice.kinds {
                        let member = kindCase(kind, of: choice)
                        if let child = kind.child {
                            w.line("// TODO: One item per \(SwiftSource.commentText(child.displayName.value)), as the options of `\(child.name)` were:")
                            w.line("// \(typeName)(kind: .\(member), valueIdentifier: value.id, title: value.title)")
                            w.line("ItemSection(\(SwiftSource.literal(child.displayName.value)), items: [\(typeName)]())")
                        } else {
                            w.line("ItemSection(\(SwiftSource.literal(kind.value.displayName.value)), items: Self.fixedChoices.filter { $0.kind == .\(member) })")
                        }
                    }
                }
            }
            w.line()
            w.block("\(access)func defaultResult() async -> \(typeName)?") { w in
                let kind = choice.kinds.first { $0.value.name == choice.defaultKind } ?? choice.kinds[0]
                w.line("\(typeName)(kind: .\(kindCase(kind, of: choice)), title: \(SwiftSource.literal(kind.value.displayName.value)))")
            }
        }
        return writer.text
    }

    /// A case of a choice's `Kind` enum: the name the parent enum's case has in its `AppEnum`.
    private func kindCase(_ kind: ParentChoice.Kind, of choice: ParentChoice) -> String {
        SwiftSource.quoted(names.enumCase(kind.value.name, of: choice.enumeration.name))
    }

    /// The members of a converted entity that hold the SiriKit object's identifier and text.
    static let identifierMembers: Set<String> = ["id", "displayString"]
}
