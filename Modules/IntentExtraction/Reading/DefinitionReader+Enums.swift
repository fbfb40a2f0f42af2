import Diagnostics
import Foundation
import IntentMetadata
import SwiftSyntax

extension DefinitionReader {
    /// One case of an enum: its name, its value in the metadata (the raw value) and where it is declared.
    struct EnumCase {
        let name: String
        let value: MetadataValue
        let node: EnumCaseElementSyntax
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
            for member in part.members {
                guard let caseDecl = member.as(EnumCaseDeclSyntax.self) else { continue }
                for element in caseDecl.elements {
                    let caseName = element.name.name
                    let value: MetadataValue
                    if isInteger {
                        let raw = element.rawValue.flatMap { Literal.integer($0.value) } ?? next
                        next = raw + 1
                        value = .integer(raw)
                    } else if let raw = element.rawValue.flatMap({ Literal.string($0.value) }) {
                        value = .string(raw)
                    } else {
                        value = .string(caseName)
                    }
                    cases.append(EnumCase(name: caseName, value: value, node: element))
                }
            }
        }
        enumCaseCache[name] = cases
        return cases
    }

    /// The metadata value of the case `name` of the enum `identifier`.
    func enumCaseValue(_ name: String, of identifier: String) -> MetadataValue? {
        enumCases(of: identifier)?.first { $0.name == name }?.value
    }

    /// Reads an `AppEnum`: its type display representation and every case with its display representation.
    func readEnum(_ name: String) -> EnumDefinition? {
        guard let declaration = catalog.types[name] else { return nil }
        guard declaration.kind == .enum, let cases = enumCases(of: name) else {
            report(ExtractionChecks.enumCasesNotFound, AppleMessage.casesNotFound(name), at: declaration.location,
                   notes: [.init("'\(name)' is a \(declaration.kind.rawValue); an AppEnum is an enum whose cases the extractor can list")])
            return nil
        }
        var typeRepresentation = TypeDisplayRepresentationDefinition(name: LocalizedStringResource(name))
        if let property = staticProperty("typeDisplayRepresentation", of: name) {
            typeRepresentation = self.typeDisplayRepresentation(property) ?? typeRepresentation
        } else {
            report(ExtractionChecks.missingRequirement, "the AppEnum '\(name)' has no static 'typeDisplayRepresentation'", at: declaration.location)
        }

        var representations: [String: DisplayRepresentationDefinition] = [:]
        var isLiteralMap = false
        if let property = staticProperty("caseDisplayRepresentations", of: name) {
            if let value = property.value, let dictionary = value.as(DictionaryExprSyntax.self) {
                isLiteralMap = true
                if case .elements(let elements) = dictionary.content {
                    for element in elements {
                        guard let caseName = Literal.memberName(element.key) else {
                            report(ExtractionChecks.nonLiteralValue, AppleMessage.notStatic("caseDisplayRepresentations"), at: element.key, in: property.file,
                                   notes: [.init("a key is read only as a case, `.name`")])
                            continue
                        }
                        if let representation = displayRepresentation(element.value, in: property.file) {
                            representations[caseName] = representation
                        }
                    }
                }
            } else {
                report(ExtractionChecks.nonLiteralValue, AppleMessage.notStatic("caseDisplayRepresentations"),
                       at: property.node, in: property.file)
            }
        } else {
            report(ExtractionChecks.missingRequirement, "the AppEnum '\(name)' has no static 'caseDisplayRepresentations'", at: declaration.location)
        }

        let missing = cases.filter { representations[$0.name] == nil }
        if !missing.isEmpty, isLiteralMap {
            report(ExtractionChecks.nonExhaustiveCases, AppleMessage.nonExhaustiveCases, at: declaration.location,
                   notes: [.init("\(name) has no display representation for \(missing.map { "'\($0.name)'" }.joined(separator: ", "))")]
                       + missing.map { Diagnostic.Note("'\($0.name)' is declared here", at: declaration.file.location(of: $0.node)) })
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
            location: declaration.location
        )
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
