import Diagnostics
import Foundation
import IntentMetadata

extension DefinitionReader {
    /// One case of an enum: its name, its value in the metadata (the raw value) and where it is declared.
    struct EnumCase {
        let name: String
        let value: MetadataValue
        let range: SourceRange
        let file: SourceFile
    }

    /// The cases of an enum declared in the sources, in declaration order, with their raw values.
    func enumCases(of name: String) -> [EnumCase]? {
        if let cached = enumCaseCache[name] { return cached }
        guard let declaration = catalog.types[name], declaration.kind == .enum else { return nil }
        let rawType = declaration.rawType ?? catalog.extensions[name]?.lazy.compactMap(\.rawType).first
        let isInteger = rawType.map { $0.hasPrefix("Int") || $0.hasPrefix("UInt") } ?? false
        var cases: [EnumCase] = []
        var next = 0
        for part in catalog.parts(of: name) {
            for member in part.enumCases {
                let value: MetadataValue
                if isInteger {
                    let raw = member.rawValue?.integerValue ?? next
                    next = raw + 1
                    value = .integer(raw)
                } else if let raw = member.rawValue?.stringValue {
                    value = .string(raw)
                } else {
                    value = .string(member.name)
                }
                cases.append(EnumCase(name: member.name, value: value, range: member.range, file: part.file))
            }
        }
        enumCaseCache[name] = cases
        return cases
    }

    /// The metadata value of the case `name` of the enum `identifier`.
    func enumCaseValue(_ name: String, of identifier: String) -> MetadataValue? {
        if let declared = enumCases(of: identifier) { return declared.first { $0.name == name }?.value }
        // An enum the sources only extend: its cases are its `allCases`, by name.
        return handWrittenAllCases(of: identifier)?.names.contains(name) == true ? .string(name) : nil
    }

    /// A hand-written `static let allCases = [.a, .b]`: the cases it lists, in order, and where it is.
    func handWrittenAllCases(of name: String) -> (names: [String], property: StaticProperty)? {
        guard let property = staticProperty("allCases", of: name), let elements = property.value?.arrayElements else { return nil }
        let names = elements.compactMap { member(of: name, $0, in: property.scope) }
        return names.count == elements.count ? (names, property) : nil
    }

    /// Reads an `AppEnum`: its type display representation and every case with its display representation.
    ///
    /// The cases are those of a hand-written literal `allCases` when there is one (in its order), else the
    /// declared cases. An enum the sources only extend (declared in a framework) is read from a hand-written
    /// `allCases`; without one, Apple's "cases not found".
    func readEnum(_ name: String) -> EnumDefinition? {
        guard let declaration = declaration(of: name) else { return nil }
        let isDeclared = catalog.types[name] != nil
        var cases: [EnumCase]
        let allCases = handWrittenAllCases(of: name)
        if isDeclared, declaration.kind == .enum, let declared = enumCases(of: name) {
            cases = declared
            if let allCases {
                let byName = Dictionary(declared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
                cases = allCases.names.compactMap { byName[$0] }
                for missing in allCases.names where byName[missing] == nil {
                    report(ExtractionChecks.unsupportedConstruct, "'\(missing)' in allCases of \(name) is not a case of the enum",
                           at: allCases.property.range, in: allCases.property.file)
                }
            }
        } else if let allCases {
            cases = allCases.names.map { EnumCase(name: $0, value: .string($0), range: allCases.property.range, file: allCases.property.file) }
            report(ExtractionChecks.unresolvedType,
                   "'\(name)' gains AppEnum here, but the enum is declared elsewhere; its cases are read from its allCases, each taken to have its name as its raw value",
                   at: declaration.location, fixIt: "pass the sources that declare '\(name)' with --reference")
        } else {
            let notes: [Diagnostic.Note] = isDeclared
                ? [.init("'\(name)' is a \(declaration.kind.rawValue); an AppEnum is an enum whose cases the extractor can list")]
                : [.init("'\(name)' is not declared in the sources read; a hand-written 'static let allCases: [\(name)] = [.a, .b]' lists its cases")]
            report(ExtractionChecks.enumCasesNotFound, AppleMessage.casesNotFound(name), at: declaration.location, notes: notes)
            return nil
        }

        let schemaAttribute = catalog.attribute(Set(MacroConformance.schemaMacros.keys), of: name)
        let schema = schemaAttribute.flatMap(MacroConformance.schema(of:))
        var typeRepresentation = TypeDisplayRepresentationDefinition(name: LocalizedStringResource(schema.map(Self.schemaTitle) ?? name))
        if let property = staticProperty("typeDisplayRepresentation", of: name) {
            typeRepresentation = self.typeDisplayRepresentation(property) ?? typeRepresentation
        } else if schema == nil {
            report(ExtractionChecks.missingRequirement, "the AppEnum '\(name)' has no static 'typeDisplayRepresentation'", at: declaration.location)
        }

        var representations: [String: DisplayRepresentationDefinition] = [:]
        var isLiteralMap = false
        if let property = staticProperty("caseDisplayRepresentations", of: name) {
            if let value = property.value, case .dictionary(let elements) = value.kind {
                isLiteralMap = true
                for element in elements {
                    guard let caseName = member(of: name, element.key, in: property.scope) else {
                        report(ExtractionChecks.nonLiteralValue, AppleMessage.notStatic("caseDisplayRepresentations"), at: element.key.range, in: property.file,
                               notes: [.init("a key is read only as a case of \(name): `.name`, `\(name).name`, `Self.name`, or a name Swift finds in \(name) from here")])
                        continue
                    }
                    if let representation = displayRepresentation(element.value, in: property.file, context: "caseDisplayRepresentations") {
                        representations[caseName] = representation
                    }
                }
            } else {
                report(ExtractionChecks.nonLiteralValue, AppleMessage.notStatic("caseDisplayRepresentations"),
                       at: property.valueRange, in: property.file)
            }
        } else {
            report(ExtractionChecks.missingRequirement, "the AppEnum '\(name)' has no static 'caseDisplayRepresentations'", at: declaration.location)
        }

        let missing = cases.filter { representations[$0.name] == nil }
        if !missing.isEmpty, isLiteralMap {
            report(ExtractionChecks.nonExhaustiveCases, AppleMessage.nonExhaustiveCases, at: declaration.location,
                   notes: [.init("\(name) has no display representation for \(missing.map { "'\($0.name)'" }.joined(separator: ", "))")]
                       + missing.map { Diagnostic.Note("'\($0.name)' is declared here", at: $0.file.location(of: $0.range)) })
        }
        return EnumDefinition(
            identifier: name,
            typeDisplayRepresentation: typeRepresentation,
            cases: cases.map { enumCase in
                EnumCaseDefinition(
                    value: enumCase.value,
                    displayRepresentation: representations[enumCase.name]
                        ?? DisplayRepresentationDefinition(title: LocalizedStringResource(enumCase.value.rawText))
                )
            },
            schema: schema,
            systemProtocols: EnumSystemProtocol.allCases.filter { catalog.conformances(of: name).contains($0.rawValue) },
            location: declaration.location
        )
    }

    /// The title a schema gives a type that does not declare one: its member in words (`books.openBook` → `Open Book`).
    static func schemaTitle(_ schema: String) -> String {
        ParameterDefinition.inferredTitle(fromName: String(schema.split(separator: ".").last ?? Substring(schema)))
    }
}

extension MetadataValue {
    /// The value as plain text (a raw value's description).
    var rawText: String {
        switch self {
        case .string(let text): text
        default: description
        }
    }
}
