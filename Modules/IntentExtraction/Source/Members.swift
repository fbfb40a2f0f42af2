/// The members of a type or extension that extraction reads, copied out of the syntax tree, by kind.
struct Members: Sendable, Codable {
    var variables: [VariableMember] = []
    /// The functions extraction reads (``SyntaxConverter/readFunctions``), by signature only.
    var functions: [FunctionMember] = []
    var enumCases: [EnumCaseMember] = []
    var typeAliases: [TypeAliasMember] = []
    /// Freestanding macros used as members (`#Preview`, `#SomeMacro(…)`): their names and where they are.
    var macros: [MacroUse] = []

    static func += (lhs: inout Members, rhs: Members) {
        lhs.variables += rhs.variables
        lhs.functions += rhs.functions
        lhs.enumCases += rhs.enumCases
        lhs.typeAliases += rhs.typeAliases
        lhs.macros += rhs.macros
    }
}

/// A freestanding macro used as a member: its name and where it is.
struct MacroUse: Sendable, Codable {
    var name: String
    var range: SourceRange
}

/// An attribute as written: `@Parameter(title: "Soup")`, `@available(iOS 18, *)`, `@AppIntent(schema: .books.openBook)`.
struct Attribute: Sendable, Codable {
    /// The attribute's simple name (`Parameter`, `AppIntent`).
    var name: String
    /// Generic arguments of the name (`@IntentParameterDependency<Intent>`).
    var genericArguments: [TypeRef]
    /// The arguments, when the attribute has an argument list: read for the attributes of
    /// ``ReadMembers/attributeArguments``, empty for others; `nil` when it has none.
    var arguments: [Argument]?
    var range: SourceRange
}

/// A `var` or `let` (one binding of it).
struct VariableMember: Sendable, Codable {
    var name: String
    var isStatic: Bool
    var isLet: Bool
    var attributes: [Attribute]
    /// The declared type, if written.
    var type: TypeRef?
    /// Where the declared type is written.
    var typeRange: SourceRange?
    /// The initial value (`= …`) of a static property extraction reads (``ReadMembers/staticProperties``).
    var initializer: Expr?
    /// The getter body (`{ x }`, `{ get { x } }`) of a static property extraction reads; `nil` when stored or not read.
    var getter: [Statement]?
    /// Whether the property has a getter (is computed), whether or not its body was kept.
    var isComputed: Bool
    /// The whole binding (`title: LocalizedStringResource = "Order"`).
    var range: SourceRange
    /// The declaration, attributes included.
    var declarationRange: SourceRange

    /// The first attribute named one of `names`.
    func attribute(_ names: Set<String>) -> Attribute? {
        attributes.first { names.contains($0.name) }
    }
}

/// A function's signature: its name, parameter labels and return type (never its body).
struct FunctionMember: Sendable, Codable {
    var name: String
    var parameterCount: Int
    var isStatic: Bool
    var returnType: TypeRef?
    /// Where the return type is written.
    var returnTypeRange: SourceRange?
    var range: SourceRange
}

/// One `case` of an enum: its name, raw value and associated values.
struct EnumCaseMember: Sendable, Codable {
    var name: String
    var rawValue: Expr?
    /// The types of its associated values, if it has any.
    var associatedValues: [TypeRef]?
    var range: SourceRange
}

/// `typealias Name<T> = Target`.
struct TypeAliasMember: Sendable, Codable {
    var name: String
    var genericParameters: [String]
    var target: TypeRef
    /// Where it is; a file-level alias's is not read by extraction (``Extractor/ScannedFile/Shape`` leaves it out).
    var range: SourceRange
}
