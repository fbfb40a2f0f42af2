import Diagnostics
import PositionedJSON

extension MetadataValidator {
    mutating func checkIntent(_ intent: IntentDefinition, at path: [JSONPathComponent]) {
        let owner = "intent '\(intent.identifier)'"
        checkUnique(
            intent.parameters.map(\.name),
            in: owner,
            phrase: { "two parameters named '\($0)'" },
            first: { "the first '\($0)'" }
        ) { index in
            path + [.key("parameters"), .index(index), .key("name")]
        }
        for (index, parameter) in intent.parameters.enumerated() {
            checkParameter(parameter, of: intent, at: path + [.key("parameters"), .index(index)])
        }
        if let summary = intent.parameterSummary {
            checkSummary(summary, of: intent, at: path + [.key("parameterSummary")])
        }
        if let value = intent.result?.value {
            checkType(value, from: "the result of \(owner)", at: path + [.key("result"), .key("value")])
        }
        if let schema = intent.schema {
            checkSchemaName(schema, of: owner, at: path + [.key("schema")])
        }
    }

    /// A schema is written `domain.member` (`books.openBook`).
    mutating func checkSchemaName(_ schema: String, of owner: String, at path: [JSONPathComponent]) {
        let parts = schema.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            report(MetadataChecks.invalidOption, "the schema '\(schema)' of \(owner) is not of the form 'domain.member' (such as 'books.openBook')", at: path)
            return
        }
    }

    private mutating func checkParameter(_ parameter: ParameterDefinition, of intent: IntentDefinition, at path: [JSONPathComponent]) {
        let referrer = "parameter '\(parameter.name)' of intent '\(intent.identifier)'"
        checkType(parameter.type, from: referrer, at: path + [.key("type")])
        if let provider = parameter.optionsProvider {
            resolve(provider, as: QueryDefinition.kindName, from: "the options provider of \(referrer)", at: path + [.key("optionsProvider")])
        }
        checkSizes(of: parameter, referrer: referrer, at: path)
        if let value = parameter.defaultValue, let problem = mismatch(value, parameter.type) {
            report(MetadataChecks.invalidDefault, "the default of \(referrer) \(problem)", at: path + [.key("default")])
        }
        checkOptions(of: parameter, referrer: referrer, at: path)
    }

    /// Checks that the type-specific options (date kind, measurement units, content types) fit the parameter's type.
    private mutating func checkOptions(of parameter: ParameterDefinition, referrer: String, at path: [JSONPathComponent]) {
        let element = parameter.type.elementType
        func inapplicable(_ key: String, _ what: String) {
            report(MetadataChecks.invalidOption, "\(referrer) has '\(key)', which applies only to \(what), but its type is \(parameter.type)", at: path + [.key(key)])
        }
        if parameter.dateKind != nil, element != .primitive(.date), element != .primitive(.dateComponents) {
            inapplicable("dateKind", "Date and DateComponents parameters")
        }
        if case .measurement(let dimension) = element {
            for (key, name) in [("defaultUnit", parameter.defaultUnit), ("unit", parameter.unit)] {
                guard let name, !dimension.unitNames.contains(name) else { continue }
                report(
                    MetadataChecks.invalidOption,
                    "\(referrer) has the \(key) '\(name)', which is not a unit of \(dimension.unitTypeName)"
                        + Suggestions.didYouMean(name, among: dimension.unitNames),
                    at: path + [.key(key)]
                )
            }
            if parameter.defaultUnit != nil, parameter.unit != nil {
                report(MetadataChecks.invalidOption, "\(referrer) has both 'unit' and 'defaultUnit'; Apple's initializers take one or the other", at: path + [.key("unit")])
            }
        } else {
            for (key, isSet) in [("defaultUnit", parameter.defaultUnit != nil), ("unit", parameter.unit != nil),
                                 ("adjustsUnitForLocale", parameter.adjustsUnitForLocale != nil),
                                 ("supportsNegativeNumbers", parameter.supportsNegativeNumbers != nil)] where isSet {
                inapplicable(key, "Measurement parameters")
            }
        }
        if parameter.supportedContentTypes != nil {
            let isFile: Bool = switch element {
            case .primitive(.file): true
            case .entity(let identifier): entities[identifier].map { $0.adopts(.file) } ?? true
            default: false
            }
            if !isFile { inapplicable("supportedContentTypes", "IntentFile and FileEntity parameters") }
        }
    }

    private mutating func checkSizes(of parameter: ParameterDefinition, referrer: String, at path: [JSONPathComponent]) {
        let sizes: [(CollectionSize, [JSONPathComponent])] =
            (parameter.size.map { [($0, path + [.key("size")])] } ?? [])
            + (parameter.sizeByWidgetFamily ?? [:]).sorted { $0.key < $1.key }.map { family, size in
                (size, path + [.key("sizeByWidgetFamily"), .key(family.rawValue)])
            }
        guard !sizes.isEmpty else { return }
        guard parameter.type.isArray else {
            report(
                MetadataChecks.invalidArraySize,
                "\(referrer) has an array size, but its type \(parameter.type) is not an array",
                at: sizes[0].1
            )
            return
        }
        if parameter.size != nil, parameter.sizeByWidgetFamily != nil {
            report(
                MetadataChecks.invalidArraySize,
                "\(referrer) has both 'size' and 'sizeByWidgetFamily'; Apple's initializers take one or the other",
                at: path + [.key("sizeByWidgetFamily")]
            )
        }
        for (size, sizePath) in sizes {
            if (size.min ?? 0) < 0 || (size.max ?? 0) < 0 {
                report(MetadataChecks.invalidArraySize, "\(referrer) has an array size with a negative bound: \(size)", at: sizePath)
            } else if let min = size.min, let max = size.max, min > max {
                report(MetadataChecks.invalidArraySize, "\(referrer) has an array size whose minimum \(min) exceeds its maximum \(max)", at: sizePath)
            }
        }
    }

    /// Why `value` does not fit `type`, or `nil` if it does.
    func mismatch(_ value: MetadataValue, _ type: ValueType) -> String? {
        switch (type, value) {
        case let (.array(element), .array(values)):
            for item in values {
                if let problem = mismatch(item, element) { return problem }
            }
            return nil
        case (.array, _):
            return "is \(value), but the parameter is an array"
        case (_, .array):
            return "is an array, but the parameter is not"
        case let (.enumeration(identifier), _):
            guard let enumeration = enums[identifier] else { return nil }
            guard enumeration.enumCase(value) != nil else {
                let names = enumeration.cases.map { $0.value.description }.joined(separator: ", ")
                return "is \(value), which is not a case of enum '\(identifier)' (its cases are \(names))"
            }
            return nil
        case (.entity, .string):
            return nil
        case (.entity, _):
            return "is \(value), but an entity default is the entity's identifier as a string"
        case let (.primitive(primitive), _):
            return primitiveMismatch(value, primitive)
        case (.measurement, _):
            return value.number == nil ? "is \(value), but a measurement default is a number" : nil
        case (.union, _):
            return nil
        }
    }

    private func primitiveMismatch(_ value: MetadataValue, _ primitive: PrimitiveType) -> String? {
        let fits: Bool
        switch primitive {
        case .boolean:
            if case .boolean = value { fits = true } else { fits = false }
        case .integer:
            if case .integer = value { fits = true } else { fits = false }
        case .double, .decimal:
            fits = value.number != nil
        default:
            if case .string = value { fits = true } else { fits = false }
        }
        return fits ? nil : "is \(value), which is not a valid \(primitive.swiftName)"
    }
}
