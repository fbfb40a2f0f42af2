@_spi(RawSyntax) import SwiftSyntax

/// The types of interpolated values, for the format specifier each takes in a localized key: `\(count)` with
/// `count: Int` is `%lld`, `\(ratio)` with `ratio: Double` is `%lf`, a string or any other value `%@`.
///
/// Xcode asks the type checker. Without one, a value's type is found where the sources declare it: literals;
/// the locals, parameters and closure parameters in scope (a closure's from the collection it iterates:
/// `ForEach(1...5) { n in … }`); `for` loops, `if let`, and enum case patterns (from the case's declaration);
/// the enclosing type's properties and any type's members (through the declarations of every file);
/// arithmetic, `??`, ternaries, casts, subscripts and well-known members (`count` is `Int`). What cannot be
/// found is `%@`, the specifier of most interpolated values.
final class TypeInference {
    let index: IndexView
    /// The declarations each code block makes, by name, found once per block: `let`/`var` items and `guard` conditions;
    /// by the block's index in its tree (one tree per inference).
    private var blockDeclarations: [Int: [String: [(end: Int, item: CodeBlockItemSyntax)]]] = [:]
    /// By a node's index in the tree: whether the block's declarations are known (in ``blockDeclarations`` when
    /// it has any).
    private var knownBlocks: [Bool] = []
    /// The qualified name of the type each member block belongs to, found once per block.
    private var memberBlockPaths: [SyntaxIdentifier: String?] = [:]

    /// Type inference over the declarations of every file; one per file walked.
    init(index: IndexView) {
        self.index = index
    }

    /// Types by name, and the specifier each takes in a localized string.
    static let specifiers: [String: String] = [
        "Int": "%lld", "Int64": "%lld", "Int32": "%d", "Int16": "%d", "Int8": "%d",
        "UInt": "%llu", "UInt64": "%llu", "UInt32": "%u", "UInt16": "%u", "UInt8": "%u",
        "Double": "%lf", "CGFloat": "%lf", "TimeInterval": "%lf", "Float64": "%lf", "Float": "%f", "Float32": "%f",
    ]

    /// Apple's typealiases of number types, which take their type's specifier (`OSStatus` is `Int32`: `%d`).
    static let appleAliases: [String: String] = [
        "OSStatus": "Int32", "OSErr": "Int16", "OSType": "UInt32", "FourCharCode": "UInt32", "UniChar": "UInt16",
        "UTF32Char": "UInt32", "NSInteger": "Int", "NSUInteger": "UInt", "CFIndex": "Int", "CFTimeInterval": "Double",
        "NSTimeInterval": "Double", "CGGlyph": "UInt16", "AudioObjectID": "UInt32", "AudioDeviceID": "UInt32",
        "CLLocationDegrees": "Double", "CLLocationDistance": "Double", "CLLocationSpeed": "Double",
        "CLLocationDirection": "Double", "CLLocationAccuracy": "Double", "pid_t": "Int32", "uid_t": "UInt32",
        "gid_t": "UInt32", "mode_t": "UInt16", "kern_return_t": "Int32", "in_port_t": "UInt16", "useconds_t": "UInt32",
        "size_t": "Int", "ssize_t": "Int", "time_t": "Int", "off_t": "Int64",
    ]

    /// Members of Apple's types that messages interpolate, by type then member: the SDK declares them, the sources do
    /// not (`service.status` with `service: SMAppService` is an `SMAppService.Status`).
    static let appleMembers: [String: [String: TypeRef]] = [
        "SMAppService": ["status": .named("SMAppService.Status", [])],
        "HTTPURLResponse": ["statusCode": .int],
        "NSError": ["code": .int],
        "URLError": ["code": .named("URLError.Code", []), "errorCode": .int],
        "ProcessInfo": ["thermalState": .named("ProcessInfo.ThermalState", []), "processIdentifier": .named("Int32", []),
                        "processorCount": .int, "activeProcessorCount": .int],
        "Process": ["terminationStatus": .named("Int32", []), "processIdentifier": .named("Int32", [])],
        "CLLocationManager": ["authorizationStatus": .named("CLAuthorizationStatus", [])],
    ]
    /// Apple's enums imported from Objective-C `NS_ENUM(NSInteger, …)`: their `rawValue` is an `Int`.
    static let appleIntegerEnums: Set<String> = [
        "SMAppService.Status", "URLError.Code", "ProcessInfo.ThermalState", "CLAuthorizationStatus", "UNAuthorizationStatus",
        "AVAuthorizationStatus", "PHAuthorizationStatus", "CKAccountStatus",
    ]

    /// Members whose type is `Int` whatever they are members of.
    static let integerMembers: Set<String> = ["count", "endIndex", "startIndex", "hashValue", "underestimatedCount", "distance", "offset"]
    /// Members and methods whose type is `String` whatever they are members of.
    static let stringMembers: Set<String> = [
        "description", "localizedDescription", "debugDescription", "absoluteString", "path", "lastPathComponent",
        "formatted", "uppercased", "lowercased", "capitalized", "joined", "trimmingCharacters", "localizedCapitalized",
        "replacingOccurrences", "appending", "appendingPathComponent",
    ]
    /// Methods that keep a collection's element type (`x.sorted()` iterates as `x` does).
    static let sameCollectionMethods: Set<String> = ["sorted", "filter", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast"]
    /// Methods whose trailing closure receives a collection's elements.
    static let iteratingMethods: Set<String> = [
        "map", "compactMap", "flatMap", "forEach", "filter", "first", "last", "contains", "allSatisfy", "sorted", "min", "max",
        "firstIndex", "lastIndex", "drop", "prefix", "reduce",
    ]

    /// Deep enough for real code, shallow enough that a cycle (`let x = x + 1` across scopes) ends.
    private static let depthLimit = 12

    /// The specifier for an interpolation's arguments: `\(x)`, `\(x, specifier: "%.1f")`, `\(x, format: …)`.
    /// `String.LocalizationValue.Placeholder` cases and the specifiers they put in a key.
    static let placeholderSpecifiers = ["int": "%lld", "uint": "%llu", "float": "%f", "double": "%lf", "object": "%@"]

    func specifier(for arguments: LabeledExprListSyntax) -> String {
        if let specifier = arguments.first(where: { $0.label?.text == "specifier" })?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
            return specifier
        }
        // `"\(placeholder: .int) books"` (App Intents' numericFormat): Foundation's placeholder types.
        if arguments.count == 1, let first = arguments.first, first.label?.text == "placeholder",
           let kind = first.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
            return Self.placeholderSpecifiers[kind] ?? "%@"
        }
        guard let first = arguments.first, first.label == nil else { return "%@" }
        if arguments.count > 1 { return "%@" }  // `format:`, `style:`, `formatter:`: formatted text.
        guard case .named(let name, _)? = type(of: first.expression) else { return "%@" }
        return specifier(ofType: name) ?? "%@"
    }

    /// The specifier of a named type, through the sources' typealiases and Apple's (`OSStatus` → `Int32`: `%d`).
    private func specifier(ofType name: String) -> String? {
        var name = name
        for _ in 0..<4 {
            if let specifier = Self.specifiers[name] { return specifier }
            if case .named(let aliased, _)? = index.typeAlias(name) {
                name = aliased
            } else if let aliased = Self.appleAliases[name] {
                name = aliased
            } else {
                return nil
            }
        }
        return nil
    }

    /// The type of an expression, when the sources say it.
    func type(of expr: ExprSyntax) -> TypeRef? {
        type(of: expr, depth: 0)
    }

    private func type(of expr: ExprSyntax, depth: Int) -> TypeRef? {
        guard depth < Self.depthLimit else { return nil }
        let next = depth + 1
        if let literal = TypeText.valueType(expr), !expr.is(FunctionCallExprSyntax.self) { return literal }
        if let tuple = expr.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let inner = tuple.elements.first?.expression { return type(of: inner, depth: next) }
            return nil
        }
        if let wrapped = expr.as(TryExprSyntax.self) { return type(of: wrapped.expression, depth: next) }
        if let wrapped = expr.as(AwaitExprSyntax.self) { return type(of: wrapped.expression, depth: next) }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return type(of: unwrap.expression, depth: next)?.unwrapped }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return type(of: optional.expression, depth: next)?.unwrapped }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
            return prefix.operator.text == "!" ? .bool : type(of: prefix.expression, depth: next)
        }
        if let cast = expr.as(AsExprSyntax.self) {
            return TypeRef(cast.type).map { cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? .optional($0) : $0 }
        }
        if expr.is(IsExprSyntax.self) { return .bool }
        if let sequence = expr.as(SequenceExprSyntax.self) { return type(ofSequence: Array(sequence.elements), depth: next) }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return type(of: ternary.thenExpression, depth: next) ?? type(of: ternary.elseExpression, depth: next)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) { return type(ofCall: call, depth: next) }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
            let base = type(of: subscriptCall.calledExpression, depth: next)?.unwrapped
            switch base {
            case .dictionary(_, let value)?: return .optional(value)
            case let base?:
                // One index gives an element; a range (or a labelled subscript) something else.
                guard subscriptCall.arguments.count == 1, let index = subscriptCall.arguments.first, index.label == nil,
                      !(index.expression.as(SequenceExprSyntax.self)?.elements.contains { $0.as(BinaryOperatorExprSyntax.self)?.operator.text.hasPrefix("..") == true } ?? false),
                      !index.expression.is(PostfixOperatorExprSyntax.self), !index.expression.is(PrefixOperatorExprSyntax.self)
                else { return nil }
                return base.element
            case nil: return nil
            }
        }
        if let member = expr.as(MemberAccessExprSyntax.self) { return type(ofMember: member, depth: next) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name.startsUppercase { return .named(name, []) }  // A type, for its static members.
            if reference.baseName.tokenKind == .keyword(.self) { return enclosingType(of: expr).map { .named($0, []) } }
            if case .dollarIdentifier = reference.baseName.tokenKind {
                return closureParameterType(position: Int(name.dropFirst()) ?? 0, at: Syntax(expr), depth: next)
            }
            return declaredType(of: name, at: Syntax(expr), depth: next)
        }
        return nil
    }

    /// The type of an operator sequence as the parser leaves it (unfolded, so every operand keeps its place in
    /// the file and its scope): the operator of lowest precedence decides.
    private func type(ofSequence elements: [ExprSyntax], depth: Int) -> TypeRef? {
        let operators = elements.enumerated().compactMap { offset, element in offset % 2 == 1 ? element : nil }
        let operands = elements.enumerated().compactMap { offset, element in offset % 2 == 0 ? element : nil }
        func op(_ element: ExprSyntax) -> String? { element.as(BinaryOperatorExprSyntax.self)?.operator.text }
        if operators.contains(where: { $0.is(AssignmentExprSyntax.self) }) { return nil }
        if let ternary = operators.lazy.compactMap({ $0.as(UnresolvedTernaryExprSyntax.self) }).first {
            return type(of: ternary.thenExpression, depth: depth) ?? elements.last.flatMap { type(of: $0, depth: depth) }
        }
        if operators.contains(where: { ["||", "&&"].contains(op($0) ?? "") }) { return .bool }
        if let coalescing = operators.firstIndex(where: { op($0) == "??" }) {
            return type(ofSequence: Array(elements[..<(coalescing * 2 + 1)]), depth: depth)?.unwrapped
                ?? type(ofSequence: Array(elements[(coalescing * 2 + 2)...]), depth: depth)
        }
        if operators.contains(where: { ["==", "!=", "<", ">", "<=", ">=", "===", "!==", "~="].contains(op($0) ?? "") || $0.is(UnresolvedIsExprSyntax.self) }) {
            return .bool
        }
        if let cast = operators.firstIndex(where: { $0.is(UnresolvedAsExprSyntax.self) }), cast * 2 + 2 < elements.count,
           let written = elements[cast * 2 + 2].as(TypeExprSyntax.self), let type = TypeRef(written.type) {
            let isOptional = operators[cast].as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
            return isOptional ? .optional(type) : type
        }
        if let range = operators.firstIndex(where: { ["..<", "..."].contains(op($0) ?? "") }) {
            let bound = type(ofSequence: Array(elements[..<(range * 2 + 1)]), depth: depth) ?? (Self.isNumberLiteral(elements[range * 2]) ? .int : nil)
            return bound.map { .named(op(operators[range]) == "..<" ? "Range" : "ClosedRange", [$0]) }
        }
        guard operators.allSatisfy({ Self.arithmetic.contains(op($0) ?? "") }) else { return nil }
        // The operand whose type is declared decides; a literal adapts to it.
        for operand in operands where !Self.isNumberLiteral(operand) {
            if let type = type(of: operand, depth: depth) { return type }
        }
        if operands.contains(where: { $0.is(FloatLiteralExprSyntax.self) }) { return .double }
        if operands.contains(where: { $0.is(IntegerLiteralExprSyntax.self) }) { return .int }
        return nil
    }

    private static let arithmetic: Set<String> = ["+", "-", "*", "/", "%", "&+", "&-", "&*", "<<", ">>", "&", "|", "^"]

    private static func isNumberLiteral(_ expr: ExprSyntax) -> Bool {
        expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self)
    }

    private func type(ofCall call: FunctionCallExprSyntax, depth: Int) -> TypeRef? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "Array" || name == "Set", let first = call.arguments.first, first.label == nil {
                // `Array(items)`, `Array(stride(from: 1, to: 5, by: 1))`: the elements of the argument.
                return (type(of: first.expression, depth: depth)?.element).map { name == "Array" ? .array($0) : .named("Set", [$0]) }
            }
            if name.startsUppercase { return .named(name, []) }  // `Int(x)`, `Double(y)`
            if name == "stride", let from = call.arguments.first(where: { $0.label?.text == "from" }) {
                return type(of: from.expression, depth: depth).map { .named("StrideTo", [$0]) }
            }
            if ["min", "max", "abs"].contains(name), let first = call.arguments.first {
                return type(of: first.expression, depth: depth) ?? call.arguments.dropFirst().lazy.compactMap { self.type(of: $0.expression, depth: depth) }.first
            }
            if let type = enclosingMember(name, of: call) { return type }
            return index.functionType(name)
        }
        if let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
           let element = array.elements.first.flatMap({ TypeText.valueType($0.expression) ?? $0.expression.as(DeclReferenceExprSyntax.self).map { .named($0.baseName.text, []) } }) {
            return .array(element)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        if Self.stringMembers.contains(name) { return .string }
        if name == "count" { return .int }
        guard let base = member.base else { return nil }
        let baseType = type(of: base, depth: depth)
        if name == "init", let baseType { return baseType.unwrapped }
        if let baseType {
            if Self.sameCollectionMethods.contains(name), baseType.element != nil {
                if case .named("String", _) = baseType.unwrapped { return name == "sorted" || name == "filter" ? .array(.named("Character", [])) : baseType }
                return .array(baseType.element!)
            }
            switch name {
            case "enumerated":
                if let element = baseType.element { return .array(.tuple([.init(label: "offset", type: .int), .init(label: "element", type: element)])) }
            case "first", "last", "randomElement", "min", "max", "popLast":
                if let element = baseType.element { return .optional(element) }
            case "firstIndex", "lastIndex":
                return .optional(.int)
            case "rounded", "magnitude":
                return baseType
            default:
                break
            }
            if let name = baseType.name, let type = memberType(member.declName.baseName.text, of: name) { return type }
        }
        return index.functionType(name)
    }

    private func type(ofMember member: MemberAccessExprSyntax, depth: Int) -> TypeRef? {
        let name = member.declName.baseName.text
        if Self.integerMembers.contains(name) { return .int }
        if Self.stringMembers.contains(name) { return .string }
        guard let base = member.base else { return nil }  // `.foo`: an implicit member, of an unknown type.
        if name.startsUppercase { return .named(name, []) }  // `Outer.Inner`: a nested type, for its static members.
        if let baseReference = base.as(DeclReferenceExprSyntax.self), baseReference.baseName.tokenKind == .keyword(.self) {
            return enclosingMember(name, of: member)
        }
        guard let baseType = type(of: base, depth: depth) else { return nil }
        switch baseType.unwrapped {
        case .tuple(let elements):
            if let position = Int(name), position < elements.count { return elements[position].type }
            return elements.first { $0.label == name }?.type
        case .array(let element):
            switch name {
            case "first", "last": return .optional(element)
            case "indices": return .named("Range", [.int])
            case "isEmpty": return .bool
            default: return nil
            }
        case .named(let typeName, let arguments):
            if name == "isEmpty" { return .bool }
            if ["Double", "Float", "CGFloat"].contains(typeName), ["magnitude", "rounded"].contains(name) { return baseType }
            if typeName == "ActivityViewContext", let attributes = arguments.first?.name {
                // A Live Activity's `context`: its `state` is the attributes' `ContentState`.
                if name == "state" { return nestedType("ContentState", in: attributes, at: member).map { .named($0, []) } }
                if name == "attributes" { return arguments.first }
            }
            if let declared = memberType(name, of: typeName) { return declared }
            if name == "rawValue", Self.appleIntegerEnums.contains(typeName) { return .int }
            return Self.appleMembers[typeName]?[name]
        default:
            return nil
        }
    }

    // MARK: Names in scope

    /// The type of a name where it is used: a local, a parameter, a loop or pattern variable, a property of the
    /// enclosing type, or a global.
    private func declaredType(of name: String, at node: Syntax, depth: Int) -> TypeRef? {
        var child = node
        var current = node.parent
        while let here = current {
            defer { child = here; current = here.parent }
            // One switch on the kind rather than a cast to each scope's type: this runs for every level of every climb.
            switch here.kind {
            case .codeBlockItemList:
                // Locals and `guard` bindings declared before the use, nearest first.
                let limit = child.position.utf8Offset
                for (end, item) in declarations(in: here.cast(CodeBlockItemListSyntax.self))[name, default: []].reversed() where end <= limit {
                    if let variable = item.item.as(VariableDeclSyntax.self), let type = local(name, in: variable, depth: depth) { return type }
                    if let guardStmt = item.item.as(GuardStmtSyntax.self) {
                        for condition in guardStmt.conditions { if let type = bound(name, in: condition.condition, depth: depth) { return type } }
                    }
                }
            case .closureExpr:
                let closure = here.cast(ClosureExprSyntax.self)
                if let parameters = Self.closureParameters(closure), let position = parameters.firstIndex(where: { $0.name == name }) {
                    return parameters[position].type ?? closureParameterType(position: position, of: closure, count: parameters.count, depth: depth)
                }
            case .functionDecl:
                if let parameter = here.cast(FunctionDeclSyntax.self).signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    return TypeRef(parameter.type)
                }
            case .initializerDecl:
                if let parameter = here.cast(InitializerDeclSyntax.self).signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    return TypeRef(parameter.type)
                }
            case .forStmt:
                let forIn = here.cast(ForStmtSyntax.self)
                if child.id != forIn.sequence.id, let type = loopVariable(name, in: forIn, depth: depth) { return type }
            case .conditionElementList:
                // `if let x = …, let y = x.first`: bindings in the conditions before the one using them.
                for condition in here.cast(ConditionElementListSyntax.self) where condition.endPosition <= child.position {
                    if let type = bound(name, in: condition.condition, depth: depth) { return type }
                }
            case .ifExpr:
                let ifExpr = here.cast(IfExprSyntax.self)
                if child.id == ifExpr.body.id {
                    for condition in ifExpr.conditions { if let type = bound(name, in: condition.condition, depth: depth) { return type } }
                }
            case .whileStmt:
                let whileStmt = here.cast(WhileStmtSyntax.self)
                if child.id == whileStmt.body.id {
                    for condition in whileStmt.conditions { if let type = bound(name, in: condition.condition, depth: depth) { return type } }
                }
            case .switchCase:
                if case .case(let label) = here.cast(SwitchCaseSyntax.self).label {
                    let subject = here.parent?.parent?.as(SwitchExprSyntax.self)?.subject
                    for item in label.caseItems { if let type = patternType(name, item.pattern, subject: subject, depth: depth) { return type } }
                }
            case .memberBlock:
                return member(name, ofTypeOf: here) ?? memberType(name, of: "")
            default:
                continue
            }
        }
        return memberType(name, of: "")
    }

    /// The names a block's `let`/`var` items and `guard` conditions declare, with the items, in order.
    private func declarations(in block: CodeBlockItemListSyntax) -> [String: [(end: Int, item: CodeBlockItemSyntax)]] {
        let slot = Int(block.id.indexInTree.toOpaque())
        if slot >= knownBlocks.count { knownBlocks += repeatElement(false, count: slot - knownBlocks.count + 1) }
        if knownBlocks[slot] { return blockDeclarations[slot] ?? [:] }
        var found: [String: [(end: Int, item: CodeBlockItemSyntax)]] = [:]
        // Most blocks declare nothing: their items' kinds are read from the raw tree (an item's second child is
        // what it holds), and nodes are made only for a block that declares something.
        let declares = block.raw.layoutView?.children.contains { item in
            guard let kind = item?.layoutView?.children[1]?.kind else { return false }
            return kind == .variableDecl || kind == .guardStmt
        } ?? true
        for item in block where declares {
            switch item.item.kind {
            case .variableDecl:
                guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    for name in Self.names(in: binding.pattern) { found[name, default: []].append((item.endPosition.utf8Offset, item)) }
                }
            case .guardStmt:
                guard let guardStmt = item.item.as(GuardStmtSyntax.self) else { continue }
                for condition in guardStmt.conditions {
                    switch condition.condition {
                    case .optionalBinding(let binding):
                        for name in Self.names(in: binding.pattern) { found[name, default: []].append((item.endPosition.utf8Offset, item)) }
                    case .matchingPattern(let matching):
                        for name in Self.boundNames(in: Syntax(matching.pattern)) { found[name, default: []].append((item.endPosition.utf8Offset, item)) }
                    default:
                        break
                    }
                }
            default:
                continue
            }
        }
        knownBlocks[slot] = true
        if !found.isEmpty { blockDeclarations[slot] = found }
        return found
    }

    /// The names a `let`/`var` pattern binds: `x`, `(a, b)`.
    private static func names(in pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { names(in: $0.pattern) } }
        return []
    }

    /// The names a `case` pattern binds (`.a(let x, let y)`, `let .a(x, y)`).
    private static func boundNames(in pattern: Syntax) -> [String] {
        pattern.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier(let name) = token.tokenKind, token.parent?.is(IdentifierPatternSyntax.self) == true
                    || token.parent?.is(DeclReferenceExprSyntax.self) == true else { return nil }
            return name
        }
    }

    /// The type a `let` / `var` declaration gives `name`, if it declares it.
    private func local(_ name: String, in variable: VariableDeclSyntax, depth: Int) -> TypeRef? {
        for binding in variable.bindings {
            if let identifier = binding.pattern.as(IdentifierPatternSyntax.self), identifier.identifier.text == name {
                if let type = binding.typeAnnotation.flatMap({ TypeRef($0.type) }) { return type }
                if let value = binding.initializer?.value { return type(of: value, depth: depth + 1) }
                return nil
            }
            if let tuple = binding.pattern.as(TuplePatternSyntax.self),
               let position = tuple.elements.firstIndex(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) {
                let offset = tuple.elements.distance(from: tuple.elements.startIndex, to: position)
                if case .tuple(let elements)? = binding.initializer.flatMap({ type(of: $0.value, depth: depth + 1) }), offset < elements.count {
                    return elements[offset].type
                }
                return nil
            }
        }
        return nil
    }

    /// `for x in sequence`, `for (i, x) in sequence.enumerated()`.
    private func loopVariable(_ name: String, in forIn: ForStmtSyntax, depth: Int) -> TypeRef? {
        guard let element = type(of: forIn.sequence, depth: depth + 1)?.element ?? Self.rangeElement(forIn.sequence) else {
            return nil
        }
        return destructure(name, pattern: forIn.pattern, type: element)
    }

    /// The part of `type` that `name` is bound to in `pattern`.
    private func destructure(_ name: String, pattern: PatternSyntax, type: TypeRef) -> TypeRef? {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return identifier.identifier.text == name ? type : nil }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return destructure(name, pattern: binding.pattern, type: type) }
        if let tuple = pattern.as(TuplePatternSyntax.self), case .tuple(let elements) = type.unwrapped {
            for (offset, element) in tuple.elements.enumerated() where offset < elements.count {
                if let found = destructure(name, pattern: element.pattern, type: elements[offset].type) { return found }
            }
        }
        return nil
    }

    /// A condition's binding of `name`: `let x = value`, `let x` (shadowing an optional), `case .a(let x) = value`.
    private func bound(_ name: String, in condition: ConditionElementSyntax.Condition, depth: Int) -> TypeRef? {
        switch condition {
        case .optionalBinding(let binding):
            guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return nil }
            if let type = binding.typeAnnotation.flatMap({ TypeRef($0.type) }) { return type }
            if let value = binding.initializer?.value { return type(of: value, depth: depth + 1)?.unwrapped }
            // `if let x`: the optional `x` declared further out.
            return declaredType(of: name, at: Syntax(binding).parent?.parent?.parent ?? Syntax(binding), depth: depth + 1)?.unwrapped
        case .matchingPattern(let matching):
            return patternType(name, matching.pattern, subject: matching.initializer.value, depth: depth)
        default:
            return nil
        }
    }

    /// The type `name` has in an enum case pattern: `.done(let count)`, `let .done(count, _)`, `.done(count: let n)`,
    /// matched against `subject` (the value an `if case` or a `switch` matches).
    ///
    /// The case is the one of the enum the pattern names (`Kind.done(…)`) or the subject's type is; only when neither
    /// is known, the first case of that name the sources declare.
    private func patternType(_ name: String, _ pattern: PatternSyntax, subject: ExprSyntax?, depth: Int) -> TypeRef? {
        var expr: ExprSyntax?
        if let expression = pattern.as(ExpressionPatternSyntax.self) { expr = expression.expression }
        if let binding = pattern.as(ValueBindingPatternSyntax.self), let inner = binding.pattern.as(ExpressionPatternSyntax.self) {
            expr = inner.expression
        }
        guard let call = expr?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let caseName = member.declName.baseName.text
        let enumType: String?
        if let base = member.base {
            enumType = base.trimmedDescription
        } else if let subject, let type = type(of: subject, depth: depth + 1)?.unwrapped, case .named(let typeName, _) = type {
            enumType = typeName
        } else {
            enumType = nil
        }
        let found: [TypeRef.Element]?
        if let enumType {
            let simple = enumType.split(separator: ".").last.map(String.init) ?? enumType
            // An enum the sources do not declare (an SDK's) has no payload types to give.
            found = index.enumCase(caseName, of: enumType) ?? index.enumCase(caseName, of: simple)
        } else {
            found = index.casePayload(caseName)
        }
        guard let payload = found else { return nil }
        for (offset, argument) in call.arguments.enumerated() where offset < payload.count {
            if Self.binds(name, argument.expression) { return payload[offset].type }
        }
        return nil
    }

    /// Whether a pattern argument binds `name`: `let name`, `name` (under an outer `let`), `var name`.
    private static func binds(_ name: String, _ expr: ExprSyntax) -> Bool {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name }
        if let pattern = expr.as(PatternExprSyntax.self) {
            if let binding = pattern.pattern.as(ValueBindingPatternSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            }
            return pattern.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }
        return false
    }

    // MARK: Closures

    /// A closure's parameters as written: names and, when written, types.
    private static func closureParameters(_ closure: ClosureExprSyntax) -> [(name: String, type: TypeRef?)]? {
        guard let clause = closure.signature?.parameterClause else { return nil }
        switch clause {
        case .simpleInput(let names):
            return names.map { ($0.name.text, nil) }
        case .parameterClause(let parameters):
            return parameters.parameters.map { (($0.secondName ?? $0.firstName).text, $0.type.flatMap(TypeRef.init)) }
        }
    }

    /// The type of `$n` in the closure around `node`.
    private func closureParameterType(position: Int, at node: Syntax, depth: Int) -> TypeRef? {
        var current = node.parent
        while let here = current {
            if let closure = here.as(ClosureExprSyntax.self) {
                return closureParameterType(position: position, of: closure, count: nil, depth: depth)
            }
            current = here.parent
        }
        return nil
    }

    /// The type of a closure's parameter from the call it is passed to: `ForEach(items) { item in }`,
    /// `items.map { $0 }`, `ForEach(Array(items.enumerated()), id: \.offset) { index, item in }`.
    private func closureParameterType(position: Int, of closure: ClosureExprSyntax, count: Int?, depth: Int) -> TypeRef? {
        var call: FunctionCallExprSyntax?
        if let parent = closure.parent?.as(FunctionCallExprSyntax.self) {
            call = parent
        } else if let argument = closure.parent?.as(LabeledExprSyntax.self), let list = argument.parent, let parent = list.parent?.as(FunctionCallExprSyntax.self) {
            call = parent
        } else if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self), let list = element.parent,
                  let parent = list.parent?.as(FunctionCallExprSyntax.self) {
            call = parent  // `call { … } label: { … }`: a labelled trailing closure.
        }
        guard let call else { return nil }
        if case .type("ActivityConfiguration") = Callee(call.calledExpression), position == 0,
           let attributes = Self.metatypeArgument("for", of: call) {
            // `ActivityConfiguration(for: Attributes.self) { context in … }`, and its `dynamicIsland:` closure.
            return .named("ActivityViewContext", [.named(attributes, [])])
        }
        if case .type("TableColumn") = Callee(call.calledExpression), position == 0 {
            // `Table(of: Track.self) { TableColumn("Name") { track in … } }`: a column's content receives a row.
            return tableRowType(around: call, depth: depth)
        }
        var element: TypeRef?
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           Self.iteratingMethods.contains(member.declName.baseName.text) {
            let baseType = type(of: base, depth: depth + 1)
            if case .optional(let wrapped)? = baseType, ["map", "flatMap"].contains(member.declName.baseName.text) {
                element = wrapped  // `Optional.map`: the closure receives the wrapped value.
            } else {
                element = baseType?.element ?? Self.rangeElement(base)
            }
        } else if case .type("ForEach") = Callee(call.calledExpression), let data = call.arguments.first?.expression {
            element = type(of: data, depth: depth + 1)?.element ?? Self.rangeElement(data)
        } else if case .type("Array") = Callee(call.calledExpression), let data = call.arguments.first?.expression {
            element = type(of: data, depth: depth + 1)?.element
        }
        guard let element else { return nil }
        // A closure taking two parameters over tuples (`enumerated()`, dictionaries) receives the tuple's parts.
        if let count, count > 1, case .tuple(let parts) = element.unwrapped {
            return position < parts.count ? parts[position].type : nil
        }
        return position == 0 ? element : nil
    }

    /// The row type of the `Table` a column is written in: `Table(of: Row.self)`, or the elements of `Table(rows)`.
    private func tableRowType(around column: FunctionCallExprSyntax, depth: Int) -> TypeRef? {
        var current = column.parent
        while let here = current {
            switch here.kind {
            case .functionDecl, .memberBlock, .variableDecl:
                return nil  // Columns built elsewhere (`@TableColumnBuilder var columns`) do not say their table.
            case .functionCallExpr:
                let call = here.cast(FunctionCallExprSyntax.self)
                guard case .type("Table") = Callee(call.calledExpression) else { break }
                if let row = Self.metatypeArgument("of", of: call) { return .named(row, []) }
                if let data = call.arguments.first, data.label == nil { return type(of: data.expression, depth: depth + 1)?.element }
                return nil
            default:
                break
            }
            current = here.parent
        }
        return nil
    }

    /// The type a call's argument labelled `label` names as `Type.self`, as written (`for: Attributes.self`).
    private static func metatypeArgument(_ label: String, of call: FunctionCallExprSyntax) -> String? {
        guard let argument = call.arguments.first(where: { $0.label?.text == label })?.expression.as(MemberAccessExprSyntax.self),
              argument.declName.baseName.text == "self", let base = argument.base else { return nil }
        return base.trimmedDescription
    }

    /// `0..<n`, `1...5`: `Int`.
    private static func rangeElement(_ expr: ExprSyntax) -> TypeRef? {
        var expr = expr
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression { expr = inner }
        if let sequence = expr.as(SequenceExprSyntax.self),
           sequence.elements.contains(where: { ["..<", "..."].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "") }),
           sequence.elements.contains(where: { $0.is(IntegerLiteralExprSyntax.self) }) {
            return .int  // `0..<n` whatever `n` is: a literal bound makes the range one of `Int`s unless `n` says otherwise.
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "indices" { return .int }
        return nil
    }

    // MARK: Helpers

    /// The type of a member of the type named `typeName` (qualified, `Outer.Inner`, or simple), from its
    /// declaration: its written type, or the type of the static member its initial value names.
    private func memberType(_ name: String, of typeName: String, hops: Int = 0) -> TypeRef? {
        let simple = typeName.split(separator: ".").last.map(String.init) ?? typeName
        for owner in simple == typeName ? [typeName] : [typeName, simple] {
            if let type = index.memberType(name, of: owner) { return type }
            if hops < 4, let path = index.memberPath(name, of: owner), let member = path.last {
                return memberType(member, of: path.dropLast().joined(separator: "."), hops: hops + 1)
            }
        }
        return nil
    }

    /// The qualified name of the type `name` nested in `owner`, `owner` named as written at `node`: looked up from
    /// the types `node` is in outwards, as Swift looks a name up (`Attributes` inside `Courier` is
    /// `Courier.Attributes`), then as the one declared type whose qualified name ends so. `nil` when none or
    /// several are, rather than another type's namesake.
    private func nestedType(_ name: String, in owner: String, at node: some SyntaxProtocol) -> String? {
        var scopes = enclosingTypePath(of: node).map { $0.split(separator: ".").map(String.init) } ?? []
        while true {
            let qualified = (scopes + [owner, name]).joined(separator: ".")
            if index.hasMembers(qualified) { return qualified }
            guard !scopes.isEmpty else { break }
            scopes.removeLast()
        }
        let candidates = index.typesWithMembers(endingWith: "." + owner + "." + name)
        return candidates.count == 1 ? candidates.first : nil
    }

    /// The type of a member of the type `node` is in: of the type as nested (`Outer.Inner`) first.
    private func enclosingMember(_ name: String, of node: some SyntaxProtocol) -> TypeRef? {
        guard let path = enclosingTypePath(of: node) else { return nil }
        return memberType(name, of: path)
    }

    /// ``enclosingMember(_:of:)`` for a member block, whose type's name is found once.
    private func member(_ name: String, ofTypeOf block: Syntax) -> TypeRef? {
        let path: String?
        if let known = memberBlockPaths[block.id] {
            path = known
        } else {
            path = enclosingTypePath(of: block)
            memberBlockPaths[block.id] = path
        }
        return path.flatMap { memberType(name, of: $0) }
    }

    /// The qualified name of the type whose member `node` is in: `Outer.Inner`, an extension's as it writes the type.
    func enclosingTypePath(of node: some SyntaxProtocol) -> String? {
        var names: [String] = []
        var current = node.parent
        while let here = current {
            switch here.as(SyntaxEnum.self) {
            case .structDecl(let type): names.append(type.name.text)
            case .classDecl(let type): names.append(type.name.text)
            case .enumDecl(let type): names.append(type.name.text)
            case .actorDecl(let type): names.append(type.name.text)
            case .protocolDecl(let type): names.append(type.name.text)
            case .extensionDecl(let type):
                names.append(TypeText.qualifiedName(type.extendedType) ?? TypeText.simpleName(type.extendedType) ?? "")
                current = nil
                continue
            default: break
            }
            current = here.parent
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
    }

    /// The name of the type whose member `node` is in: the last name of ``enclosingTypePath(of:)``.
    func enclosingType(of node: some SyntaxProtocol) -> String? {
        enclosingTypePath(of: node)?.split(separator: ".").last.map(String.init)
    }
}
