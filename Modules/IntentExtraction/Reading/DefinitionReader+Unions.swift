import Diagnostics
import IntentMetadata

extension DefinitionReader {
    /// Reads a `@UnionValue` enum: each case with the type of its one associated value.
    ///
    /// The macro's expansion (`names: arbitrary`) is not visible in source, so the cases come from the
    /// enum's declaration, as Apple's reference says an extractor must read them.
    func readUnion(_ name: String) -> UnionDefinition? {
        guard let declaration = catalog.types[name], declaration.kind == .enum else {
            if let declaration = declaration(of: name) {
                report(ExtractionChecks.unsupportedConstruct, "@UnionValue is read on an enum declared in the sources; '\(name)' is not one",
                       at: declaration.location)
            }
            return nil
        }
        var union = UnionDefinition(identifier: name, cases: [], location: declaration.location)
        for part in catalog.parts(of: name) {
            for member in part.enumCases {
                let context = "the case '\(member.name)' of \(name)"
                guard let values = member.associatedValues, values.count == 1 else {
                    report(ExtractionChecks.invalidUnionCase,
                           "every case of a @UnionValue enum carries exactly one value; \(context) carries \(member.associatedValues?.count ?? 0)",
                           at: member.range, in: part.file)
                    continue
                }
                guard let declared = declaredType(values[0], owner: name, in: part.file, at: member.range, for: context) else { continue }
                union.cases.append(UnionCaseDefinition(name: member.name, type: declared.type))
            }
        }
        if let property = staticProperty("typeDisplayRepresentation", of: name) {
            union.typeDisplayRepresentation = typeDisplayRepresentation(property)
        }
        if let property = staticProperty("caseDisplayRepresentations", of: name), let value = property.value, case .dictionary(let elements) = value.kind {
            for element in elements {
                // The keys are cases of the `Cases` enum the macro generates: `.name`, `Cases.name`, `Self.Cases.name`.
                guard let caseName = member(of: "Cases", element.key, in: property.scope),
                      let index = union.cases.firstIndex(where: { $0.name == caseName }) else {
                    unsupported("this key of the caseDisplayRepresentations of \(name) (read as a case of \(name).Cases: .name, Cases.name)",
                                at: element.key.range, in: property.file)
                    continue
                }
                union.cases[index].displayRepresentation = displayRepresentation(element.value, in: property.file, context: "caseDisplayRepresentations")
            }
        }
        return union
    }
}
