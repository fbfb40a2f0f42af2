import Diagnostics
import Foundation
import IntentExtraction
import PositionedJSON
import SwiftSyntax

/// Finds the localizable string literals of one file: the literals Apple's APIs, and the sources' own
/// declarations, take as `LocalizedStringKey`, `String.LocalizationValue` or `LocalizedStringResource`.
///
/// The file is not walked node by node: its string literals are found in its bytes (each `"`), and from each
/// literal the collector climbs to the nodes that decide whether it is localizable — the call it is an
/// argument of, the typed declaration or assignment it initializes, the attribute, the function or getter it is
/// returned from — and reads each of those once. Most of a file holds no literal, so most of its tree is never
/// visited.
final class StringCollector {
    private let path: String
    private let lines: LineTable
    private let index: IndexView
    private let types: TypeInference
    private let branches: BranchSelector
    /// The bytes the tree was parsed from, searched for quotes.
    private let bytes: [UInt8]
    /// The map from the tree's offsets to the file's, when the tree is of a reduced file.
    private let offsets: ReducedSource?
    private(set) var strings: [LocalizableString] = []
    /// Literals already taken, so a literal reached through two rules is reported once.
    private var seen: Set<Int> = []
    /// The nodes climbed through so far, by their index in the tree (`0` not climbed through, `1` in code that is
    /// read, `2` under an `#if` clause that is not): every owner among them has been read.
    private var climbed: [UInt8] = []
    /// Whether each `#if` clause met so far is read.
    private var activeClauses: [SyntaxIdentifier: Bool] = [:]

    /// Checks that every location given lies in a run the cache's key of the file's strings holds (`nil`: none to check).
    private let runCheck: RunCheck?

    init(path: String, bytes: [UInt8], lines: LineTable, offsets: ReducedSource?, index: IndexView, branches: BranchSelector, runCheck: RunCheck? = nil) {
        self.runCheck = runCheck
        self.path = path
        self.offsets = offsets
        self.bytes = bytes
        self.branches = branches
        self.lines = lines
        self.index = index
        self.types = TypeInference(index: index)
    }

    /// Collects the file's localizable strings.
    ///
    /// The bytes are scanned for `"` first; the tree is then walked only into nodes that hold one, so a file's
    /// code without strings is never visited, and every string literal on the way is climbed from.
    func collect(_ tree: SourceFileSyntax) {
        var quotes: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\"")), buffer.count - offset) {
                let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                quotes.append(position)
                offset = position + 1
            }
        }
        guard !quotes.isEmpty else { return }
        let finder = LiteralFinder(quotes: quotes)
        finder.walk(tree)
        for literal in finder.literals { climb(from: literal) }
        strings.sort { ($0.location.line ?? 0, $0.location.column ?? 0) < ($1.location.line ?? 0, $1.location.column ?? 0) }
    }

    /// Reads the nodes around a literal that can make it localizable, nearest first.
    ///
    /// A climb stops at the first node an earlier climb passed: the nodes above it, and the owners among them,
    /// have been read already (or are in an `#if` clause that is not, which that climb recorded).
    private func climb(from literal: StringLiteralExprSyntax) {
        var owners: [Syntax] = []
        var passed: [Int] = []
        var node = Syntax(literal)
        var isRead = true
        climbing: while let parent = node.parent {
            defer { node = parent }
            let index = Int(parent.id.indexInTree.toOpaque())
            if index < climbed.count, climbed[index] != 0 {
                isRead = climbed[index] == 1
                break
            }
            passed.append(index)
            switch parent.kind {
            case .ifConfigClause:
                guard isActive(parent.cast(IfConfigClauseSyntax.self)) else {
                    isRead = false
                    break climbing
                }
            case .macroExpansionDecl, .macroExpansionExpr:
                // `#Preview { … }`: Xcode's extraction does not read a preview's body (the compiler reads it only
                // in the macro's expansion, which string extraction skips).
                guard !Self.isPreview(parent) else {
                    isRead = false
                    break climbing
                }
            case .functionCallExpr, .variableDecl, .functionDecl, .attribute, .sequenceExpr:
                owners.append(parent)
            default:
                continue
            }
        }
        if let last = passed.max(), last >= climbed.count { climbed += repeatElement(0, count: last - climbed.count + 1) }
        for index in passed { climbed[index] = isRead ? 1 : 2 }
        guard isRead else { return }
        for owner in owners {
            switch owner.as(SyntaxEnum.self) {
            case .functionCallExpr(let call): handle(call)
            case .variableDecl(let variable): handle(variable)
            case .functionDecl(let function): handle(function)
            case .attribute(let attribute): handle(attribute)
            case .sequenceExpr(let sequence): handle(sequence)
            default: break
            }
        }
    }

    /// Whether an `#if` clause is read (every clause a version check does not rule out, by default).
    private func isActive(_ clause: IfConfigClauseSyntax) -> Bool {
        if let known = activeClauses[clause.id] { return known }
        guard let decl = clause.parent?.parent?.as(IfConfigDeclSyntax.self) else { return true }
        let active = Set(branches.clauses(of: decl).clauses.map(\.id))
        for other in decl.clauses { activeClauses[other.id] = active.contains(other.id) }
        return activeClauses[clause.id] ?? true
    }

    /// Whether a macro expansion is `#Preview`.
    private static func isPreview(_ node: Syntax) -> Bool {
        if let decl = node.as(MacroExpansionDeclSyntax.self) { return decl.macroName.text == "Preview" }
        return node.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview"
    }

    /// Whether an unqualified call of `name` (or one through `self`) at `node` calls a function of the sources that
    /// takes a plain `String` there: Swift looks a name up in the types around the call, then in the module, before
    /// the modules it imports, so such a function hides Apple's (`func NSLocalizedString(_ key: String, comment: String)`,
    /// a view's own `func badge(_ text: String)`).
    private func isShadowed(_ name: String, labels: [String], at node: FunctionCallExprSyntax) -> Bool {
        guard index.hasStringOverload(named: name) else { return false }
        let owners = (types.enclosingTypePath(of: node)?.split(separator: ".").map(String.init) ?? []).reversed() + [""]
        return owners.contains { index.takesString(name, owner: $0, labels: labels) }
    }

    /// `$name`, `self.$name`: the projection of a property wrapper (an App Intents parameter's).
    private static func isParameterProjection(_ expr: ExprSyntax) -> Bool {
        let name = expr.as(DeclReferenceExprSyntax.self)?.baseName ?? expr.as(MemberAccessExprSyntax.self)?.declName.baseName
        guard let name, case .identifier(let text) = name.tokenKind else { return false }
        return text.hasPrefix("$") && text.count > 1
    }

    /// `.init(…)`: an implicit member initializer call, whose type the context gives.
    private static func implicitInit(_ expr: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let call = expr.as(FunctionCallExprSyntax.self), case .implicitMember("init") = Callee(call.calledExpression) else { return nil }
        return call
    }

    /// `.init(…)` where the context says the type is `name`: that type's initializer, read as `Name(…)` is.
    /// `LocalizedStringKey` and `String.LocalizationValue` are left out: `.init("…")` picks their `init(_: String)`,
    /// which takes a `String` (only `Name("…")` is the literal itself, SE-0213).
    private func implicitInit(_ initializer: FunctionCallExprSyntax, as name: String) {
        guard name != "LocalizedStringKey", name != "LocalizationValue", hasQuote(initializer.arguments) else { return }
        let arguments = Array(initializer.arguments)
        call(name, node: initializer, arguments: arguments, labels: arguments.map { $0.label?.text ?? "_" }, isType: true)
    }

    private func hasQuote(_ node: some SyntaxProtocol) -> Bool {
        let start = node.position.utf8Offset, end = min(node.endPosition.utf8Offset, bytes.count)
        guard start < end else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            memchr(buffer.baseAddress! + start, Int32(UInt8(ascii: "\"")), end - start) != nil
        }
    }

    // MARK: Calls

    private func handle(_ node: FunctionCallExprSyntax) {
        // A literal in a trailing closure is not an argument.
        guard hasQuote(node.arguments) else { return }
        let arguments = Array(node.arguments)
        let labels = arguments.map { $0.label?.text ?? "_" }
        switch Callee(node.calledExpression) {
        case .type(let name), .function(let name):
            // A function of the sources of that name, in the types around the call or the module, is the one called.
            guard !isShadowed(name, labels: labels, at: node) else { return }
            call(name, node: node, arguments: arguments, labels: labels, isType: name.startsUppercase)
        case .foreignType(let name):
            resourceLabelled(arguments)
            declared(name, arguments: arguments, labels: labels)
        case .member(let name, let base):
            if let localizable = LocalizingAPIs.parameterMethods[name], Self.isParameterProjection(base) {
                resourceArguments(arguments, localizable: localizable)
            }
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self), isShadowed(name, labels: labels, at: node) { return }
            modifier(name, node: node, arguments: arguments, labels: labels)
        case .implicitMember(let name):
            if name == "init" {
                // `.init(intent:phrases:…)` in an `appShortcuts` builder is an `AppShortcut`.
                if labels.contains("intent"), labels.contains("phrases") { call("AppShortcut", node: node, arguments: arguments, labels: labels, isType: true) }
                break
            }
            if let localizable = LocalizingAPIs.implicitMembers[name], arguments.count >= 2 {
                for (position, argument) in arguments.enumerated() where argument.label == nil && localizable.contains(position) {
                    take(argument.expression, origin: .swiftUI, style: .key, in: [], tableLabel: nil, defaultLabel: nil)
                }
            }
            modifier(name, node: node, arguments: arguments, labels: labels)
        case .other:
            break
        }
    }

    private func call(_ name: String, node: FunctionCallExprSyntax, arguments: [LabeledExprSyntax], labels: [String], isType: Bool) {
        switch name {
        case "NSLocalizedString":
            guard let first = arguments.first, first.label == nil else { return }
            take(first.expression, origin: .nsLocalizedString, style: .value, in: arguments,
                 tableLabel: "tableName", defaultLabel: "value")
            return
        case "String", "AttributedString":
            if let key = arguments.first, key.label?.text == "localized" {
                take(key.expression, origin: .stringLocalized, style: .value, in: arguments, tableLabel: "table", defaultLabel: "defaultValue")
            }
            return
        case "LocalizedStringResource", "LocalizationValue", "LocalizedStringKey":
            if let first = arguments.first, first.label == nil || first.label?.text == "stringLiteral" {
                let origin: LocalizableString.Origin = name == "LocalizedStringKey" ? .swiftUI : (name == "LocalizedStringResource" ? .resource : .stringLocalized)
                take(first.expression, origin: origin, style: name == "LocalizedStringKey" ? .key : .value, in: arguments,
                     tableLabel: "table", defaultLabel: "defaultValue")
            }
            return
        case "AppShortcut":
            phrases(in: arguments)
        default:
            break
        }
        if isType, LocalizingAPIs.titledViews.contains(name), let first = arguments.first, first.label == nil {
            take(first.expression, origin: .swiftUI, style: .key, in: arguments, tableLabel: name == "Text" ? "tableName" : nil, defaultLabel: nil)
        }
        if isType, let types = LocalizingAPIs.argumentTypes[name] {
            for argument in arguments {
                guard let label = argument.label?.text, let type = types[label], let initializer = Self.implicitInit(argument.expression) else { continue }
                implicitInit(initializer, as: type)
            }
        }
        if let localizable = LocalizingAPIs.appIntentsInitializers[name] {
            resourceArguments(arguments, localizable: localizable)
        }
        resourceLabelled(arguments)
        declared(name, arguments: arguments, labels: labels)
    }

    /// A call of a method or a modifier: `.navigationTitle("…")`, `.alert("…", isPresented:)`, `view.help("…")`.
    private func modifier(_ name: String, node: FunctionCallExprSyntax, arguments: [LabeledExprSyntax], labels: [String]) {
        if let localizable = LocalizingAPIs.modifiers[name] {
            for (position, argument) in arguments.enumerated() {
                let label = argument.label?.text
                let isFirstUnlabelled = label == nil && !arguments.prefix(position).contains { $0.label == nil }
                if (isFirstUnlabelled && localizable.contains(nil)) || (label != nil && localizable.contains(label)) {
                    if name == "accessibilityInputLabels", let array = argument.expression.as(ArrayExprSyntax.self) {
                        for element in array.elements { take(element.expression, origin: .swiftUI, style: .key, in: [], tableLabel: nil, defaultLabel: nil) }
                    } else {
                        take(argument.expression, origin: .swiftUI, style: .key, in: [], tableLabel: nil, defaultLabel: nil)
                    }
                }
            }
        }
        resourceLabelled(arguments)
        declared(name, arguments: arguments, labels: labels)
    }

    /// The arguments a call passes to localizable parameters of a function or initializer the sources declare,
    /// matched to the declaration's parameters by label in order (parameters with defaults may be skipped).
    private func declared(_ name: String, arguments: [LabeledExprSyntax], labels: [String]) {
        guard let signature = index.signature(callee: name, labels: labels) else { return }
        var parameter = 0
        for argument in arguments {
            let given = argument.label?.text ?? "_"
            while parameter < signature.labels.count, signature.labels[parameter] != given { parameter += 1 }
            guard parameter < signature.labels.count else { return }
            if signature.localizable.contains(parameter) {
                take(argument.expression, origin: .declared, style: .key, in: [], tableLabel: nil, defaultLabel: nil)
            }
            parameter += 1
        }
    }

    /// Arguments labelled like App Intents' `LocalizedStringResource` parameters, in any call.
    private func resourceLabelled(_ arguments: [LabeledExprSyntax]) {
        for argument in arguments where argument.label.map({ LocalizingAPIs.resourceLabels.contains($0.text) }) == true {
            take(argument.expression, origin: .resource, style: .value, in: [], tableLabel: nil, defaultLabel: nil)
        }
    }

    private func resourceArguments(_ arguments: [LabeledExprSyntax], localizable: Set<String?>) {
        for (position, argument) in arguments.enumerated() {
            let label = argument.label?.text
            let isFirstUnlabelled = label == nil && !arguments.prefix(position).contains { $0.label == nil }
            guard (isFirstUnlabelled && localizable.contains(nil)) || (label != nil && localizable.contains(label)) else { continue }
            if let array = argument.expression.as(ArrayExprSyntax.self) {
                for element in array.elements { take(element.expression, origin: .resource, style: .value, in: [], tableLabel: nil, defaultLabel: nil) }
            } else {
                take(argument.expression, origin: .resource, style: .value, in: arguments, tableLabel: "table", defaultLabel: nil)
            }
        }
    }

    /// `AppShortcut(intent:phrases:…)`: the phrases, in the `AppShortcuts` table, as the phrase catalog keys them.
    private func phrases(in arguments: [LabeledExprSyntax]) {
        guard let phrases = arguments.first(where: { $0.label?.text == "phrases" })?.expression.as(ArrayExprSyntax.self) else { return }
        for element in phrases.elements {
            guard let literal = element.expression.as(StringLiteralExprSyntax.self), seen.insert(literal.position.utf8Offset).inserted else { continue }
            var key = ""
            for segment in literal.segments {
                switch segment {
                case .stringSegment(let text): key += text.content.text
                case .expressionSegment(let interpolation):
                    guard let expr = interpolation.expressions.first?.expression else { continue }
                    if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "applicationName" {
                        key += "${applicationName}"
                    } else if let keyPath = expr.as(KeyPathExprSyntax.self),
                              let component = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self) {
                        key += "${\(component.declName.baseName.text.drop { $0 == "$" })}"
                    }
                }
            }
            strings.append(LocalizableString(key: key, table: "AppShortcuts", origin: .appShortcutPhrase, location: location(of: literal)))
        }
    }

    // MARK: Declarations

    private func handle(_ node: VariableDeclSyntax) {
        for binding in node.bindings {
            guard let written = binding.typeAnnotation.flatMap({ TypeRef($0.type) }) else { continue }
            let type = resolvingSelf(written, at: node)
            if let value = binding.initializer?.value { typed(value, as: type) }
            if let body = Self.getterBody(binding) { results(of: body, type: type) }
        }
    }

    private func handle(_ node: FunctionDeclSyntax) {
        if let type = node.signature.returnClause.flatMap({ TypeRef($0.type) }), let body = node.body {
            results(of: body.statements, type: resolvingSelf(type, at: node))
        }
    }

    /// `Self` as the type it stands for where it is written: in `extension IntentDialog { static var done: Self { "Done" } }`,
    /// `IntentDialog`.
    private func resolvingSelf(_ type: TypeRef, at node: some SyntaxProtocol) -> TypeRef {
        switch type {
        case .named("Self", let arguments): types.enclosingType(of: node).map { .named($0, arguments) } ?? type
        case .optional(let wrapped): .optional(resolvingSelf(wrapped, at: node))
        default: type
        }
    }

    private func handle(_ node: AttributeSyntax) {
        guard let name = TypeText.simpleName(node.attributeName), let localizable = LocalizingAPIs.attributes[name],
              case .argumentList(let list) = node.arguments else { return }
        resourceArguments(Array(list), localizable: localizable)
        resourceLabelled(Array(list))
    }

    /// `title = "…"`, `self.title = "…"`: an assignment to a property or local of a localizable type.
    private func handle(_ node: SequenceExprSyntax) {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), Self.mayBeLocalizable(elements[2]),
           let type = types.type(of: elements[0]) {
            typed(elements[2], as: type)
        }
    }

    /// Whether an expression could hold a literal to take (a cheap test before looking a type up).
    private static func mayBeLocalizable(_ expr: ExprSyntax) -> Bool {
        expr.is(StringLiteralExprSyntax.self) || expr.is(TernaryExprSyntax.self) || expr.is(SequenceExprSyntax.self)
            || expr.is(ArrayExprSyntax.self) || expr.is(DictionaryExprSyntax.self)
    }

    /// A value of a declared type: a localizable type takes its literal; collections of one take their elements.
    private func typed(_ value: ExprSyntax, as type: TypeRef) {
        switch type.unwrapped {
        case .dictionary(_, let valueType):
            if let literal = value.as(DictionaryExprSyntax.self), case .elements(let elements) = literal.content {
                for element in elements { typed(element.value, as: valueType) }
            }
            return
        case .array(let element):
            if let literal = value.as(ArrayExprSyntax.self) {
                for item in literal.elements { typed(item.expression, as: element) }
            }
            return
        default:
            break
        }
        if let initializer = Self.implicitInit(value), let name = type.name {
            // `let preview: SharePreview = .init("Photo", image: …)`, `var dialog: IntentDialog { .init("Done") }`.
            implicitInit(initializer, as: name)
            return
        }
        guard let name = type.name, LocalizingAPIs.localizableTypes.contains(name) else { return }
        let origin: LocalizableString.Origin = switch name {
        case "LocalizedStringKey": .swiftUI
        case "LocalizationValue": .stringLocalized
        default: .resource
        }
        take(value, origin: origin, style: name == "LocalizedStringKey" ? .key : .value,
             in: [], tableLabel: nil, defaultLabel: nil)
    }

    /// The literals a getter or function of a localizable type returns.
    private func results(of body: CodeBlockItemListSyntax, type: TypeRef) {
        if type.containsLocalizable {
            for expr in Self.resultExpressions(body) { typed(expr, as: type) }
        } else if let name = type.unwrapped.name, takesLiteralsWhenInitialized(name) {
            // `var preview: SharePreview<Image, Never> { .init("Photo", image: image) }`.
            for expr in Self.resultExpressions(body) where Self.implicitInit(expr) != nil { typed(expr, as: type) }
        }
    }

    /// Whether an initializer of the type `name` may take a localizable literal: Apple's titled views and App
    /// Intents types, and types of the sources with a localizable initializer.
    private func takesLiteralsWhenInitialized(_ name: String) -> Bool {
        LocalizingAPIs.titledViews.contains(name) || LocalizingAPIs.appIntentsInitializers[name] != nil || index.hasSignature(named: name)
    }

    /// The expressions a body produces: its single expression, its `return`s (not inside nested closures or
    /// functions), and the single expressions of a `switch` or `if` that is its only statement.
    static func resultExpressions(_ body: CodeBlockItemListSyntax) -> [ExprSyntax] {
        var results: [ExprSyntax] = []
        if body.count == 1, let only = body.first?.item {
            if let expr = only.as(ExprSyntax.self) { results += branchExpressions(expr) }
            if let statement = only.as(ExpressionStmtSyntax.self) { results += branchExpressions(statement.expression) }
        }
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        return results + finder.values.flatMap(branchExpressions)
    }

    /// `switch` / `if` expressions: the single expression of each branch; any other expression itself.
    private static func branchExpressions(_ expr: ExprSyntax) -> [ExprSyntax] {
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            return switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.flatMap { switchCase -> [ExprSyntax] in
                guard switchCase.statements.count == 1, let item = switchCase.statements.first?.item else {
                    return switchCase.statements.compactMap { $0.item.as(ReturnStmtSyntax.self)?.expression }.flatMap(branchExpressions)
                }
                if let value = item.as(ExprSyntax.self) { return branchExpressions(value) }
                if let value = item.as(ReturnStmtSyntax.self)?.expression { return branchExpressions(value) }
                return []
            }
        }
        if let ifExpr = expr.as(IfExprSyntax.self) {
            var values: [ExprSyntax] = []
            if ifExpr.body.statements.count == 1, let value = ifExpr.body.statements.first?.item.as(ExprSyntax.self) { values += branchExpressions(value) }
            switch ifExpr.elseBody {
            case .codeBlock(let block)?:
                if block.statements.count == 1, let value = block.statements.first?.item.as(ExprSyntax.self) { values += branchExpressions(value) }
            case .ifExpr(let nested)?:
                values += branchExpressions(ExprSyntax(nested))
            case nil:
                break
            }
            return values
        }
        return [expr]
    }

    private final class ReturnFinder: SyntaxVisitor {
        var values: [ExprSyntax] = []
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            if let value = node.expression { values.append(value) }
            return .skipChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    private static func getterBody(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let body): body
        case .accessors(let accessors): accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: nil
        }
    }

    // MARK: Taking a literal

    /// How interpolations are written: `LocalizedStringKey`'s and `String.LocalizationValue`'s agree on
    /// specifiers, so one style serves both.
    enum Style {
        case key, value
    }

    /// Takes a string literal (or both literals of a `?:`) passed where a localizable string is expected.
    private func take(_ expr: ExprSyntax, origin: LocalizableString.Origin, style: Style, in arguments: [LabeledExprSyntax],
                      tableLabel: String?, defaultLabel: String?) {
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return take(inner, origin: origin, style: style, in: arguments, tableLabel: tableLabel, defaultLabel: defaultLabel)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            // `{ … }()`: a closure called where it is written produces the value, so what it returns is taken.
            for result in Self.resultExpressions(closure.statements) {
                take(result, origin: origin, style: style, in: arguments, tableLabel: tableLabel, defaultLabel: defaultLabel)
            }
            return
        }
        if origin == .resource, let initializer = Self.implicitInit(expr) {
            // `.result(dialog: .init("Done"))`: where an `IntentDialog` or a `LocalizedStringResource` is expected,
            // `.init`'s first argument is one too.
            if let first = initializer.arguments.first, first.label == nil {
                take(first.expression, origin: origin, style: style, in: Array(initializer.arguments), tableLabel: "table", defaultLabel: "defaultValue")
            }
            return
        }
        if let ternary = expr.as(TernaryExprSyntax.self), Self.isLiteralChoice(ternary) {
            take(ternary.thenExpression, origin: origin, style: style, in: arguments, tableLabel: tableLabel, defaultLabel: defaultLabel)
            take(ternary.elseExpression, origin: origin, style: style, in: arguments, tableLabel: tableLabel, defaultLabel: defaultLabel)
            return
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if let choices = Self.literalChoices(elements) {
                // `c ? "a" : "b"`, `c ? "a" : d ? "b" : "c"`: every branch is a key.
                for choice in choices { take(choice, origin: origin, style: style, in: arguments, tableLabel: tableLabel, defaultLabel: defaultLabel) }
            } else if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
                      elements[2].is(StringLiteralExprSyntax.self) {
                if let produced = Self.literalResults(ofMap: elements[0]) {
                    // `mode.map { "Mode: \($0.name)" } ?? "Select mode"`: both sides are literals, whose type the
                    // place decides, as for a literal alone (a `LocalizedStringKey` overload wins over a disfavored
                    // `StringProtocol` one), so the closure's literals and the default are keys.
                    for result in produced { take(result, origin: origin, style: style, in: arguments, tableLabel: tableLabel, defaultLabel: defaultLabel) }
                    take(elements[2], origin: origin, style: style, in: arguments, tableLabel: tableLabel, defaultLabel: defaultLabel)
                } else if let name = types.type(of: elements[0])?.name, LocalizingAPIs.localizableTypes.contains(name) {
                    // `title ?? "Untitled"` with `title: LocalizedStringKey?`: the default is a key too.
                    take(elements[2], origin: origin, style: style, in: arguments, tableLabel: tableLabel, defaultLabel: defaultLabel)
                }
            }
            return
        }
        guard let literal = expr.as(StringLiteralExprSyntax.self), seen.insert(literal.position.utf8Offset).inserted,
              let key = key(of: literal) else { return }
        var string = LocalizableString(key: key, origin: origin, location: location(of: literal))
        for argument in arguments {
            switch argument.label?.text {
            case let label? where label == tableLabel:
                string.table = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            case let label? where label == defaultLabel:
                if let value = argument.expression.as(StringLiteralExprSyntax.self), let text = self.key(of: value) { string.defaultValue = text }
            case "comment":
                string.comment = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            case "bundle":
                string.bundle = Self.bundle(argument.expression)
            default:
                break
            }
        }
        strings.append(string)
    }

    /// `x.map { "…" }`, `x.flatMap { c ? "a" : "b" }`: an `Optional.map` whose closure produces only literals (or
    /// choices of literals), so the value's type is the literals' type: what those results are.
    private static func literalResults(ofMap expr: ExprSyntax) -> [ExprSyntax]? {
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base != nil, ["map", "flatMap"].contains(member.declName.baseName.text), call.arguments.count <= 1 else { return nil }
        guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else { return nil }
        let results = resultExpressions(closure.statements)
        guard !results.isEmpty, results.allSatisfy(isChoiceBranch) else { return nil }
        return results
    }

    /// `c ? "a" : "b"`: both sides literals (or nested choices of literals).
    private static func isLiteralChoice(_ ternary: TernaryExprSyntax) -> Bool {
        func isLiteral(_ expr: ExprSyntax) -> Bool {
            if expr.is(StringLiteralExprSyntax.self) { return true }
            if let nested = expr.as(TernaryExprSyntax.self) { return isLiteralChoice(nested) }
            return false
        }
        return isLiteral(ternary.thenExpression) && isLiteral(ternary.elseExpression)
    }

    /// A branch of a choice of literals: a literal, or a parenthesized choice of literals (`c ? "a" : (d ? "b" : "c")`).
    private static func isChoiceBranch(_ expr: ExprSyntax) -> Bool {
        if expr.is(StringLiteralExprSyntax.self) { return true }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return isChoiceBranch(inner)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) { return literalChoices(Array(sequence.elements)) != nil }
        return false
    }

    /// The branches of an unfolded chain of `?:` (the parser leaves operators unfolded) when every branch is
    /// a string literal or a parenthesized such chain: `c ? "a" : "b"`, `c ? "a" : d ? "b" : "c"`, `c ? "a" : (d ? "b" : "c")`.
    private static func literalChoices(_ elements: [ExprSyntax]) -> [ExprSyntax]? {
        let markers = elements.compactMap { $0.as(UnresolvedTernaryExprSyntax.self) }
        guard !markers.isEmpty, let last = elements.last, isChoiceBranch(last),
              markers.allSatisfy({ isChoiceBranch($0.thenExpression) }),
              !elements.contains(where: { $0.is(AssignmentExprSyntax.self) }) else { return nil }
        // The element before the last is the last marker: nothing else applies to the final branch.
        guard elements.count >= 3, elements[elements.count - 2].is(UnresolvedTernaryExprSyntax.self) else { return nil }
        return markers.map(\.thenExpression) + [last]
    }

    /// The key of a literal: its text, each interpolation a format specifier or, for a summary's parameter,
    /// `${name}`; `%` doubled when there is a specifier.
    ///
    /// Specifiers are never numbered, however many there are (`%@ of %lld`): the key is what
    /// `LocalizedStringKey` and `String.LocalizationValue` build from the interpolation at run time, which appends
    /// each value's unnumbered specifier, and the key a build looks up. Xcode writes the numbered form
    /// (`%1$@ of %2$lld`) only as the development language's value of a new key, for translators to reorder.
    private func key(of literal: StringLiteralExprSyntax) -> String? {
        enum Part {
            case text(String)
            case specifier(String)
            case parameter(String)
        }
        let segments = literal.segments
        let isSingleLine = literal.openingQuote.tokenKind == .stringQuote
        if isSingleLine, segments.count == 1, case .stringSegment(let text)? = segments.first {
            // Most keys: one segment without an escape, its text as written.
            let content = text.content.text
            if !content.utf8.contains(UInt8(ascii: "\\")) { return content }
        }
        var parts: [Part] = []
        for segment in segments {
            switch segment {
            case .stringSegment(let text):
                let isPlain = isSingleLine && !text.content.text.utf8.contains(UInt8(ascii: "\\"))
                if isPlain {
                    parts.append(.text(text.content.text))
                } else {
                    let alone = literal.with(\.segments, StringLiteralSegmentListSyntax([.stringSegment(text)]))
                    guard let value = alone.representedLiteralValue else { return nil }
                    parts.append(.text(value))
                }
            case .expressionSegment(let interpolation):
                if let parameter = Self.parameterKeyPath(interpolation.expressions) {
                    // `Summary("Send \(\.$message)")`: a parameter placeholder, written `${message}` in the key.
                    parts.append(.parameter(parameter))
                } else {
                    parts.append(.specifier(types.specifier(for: interpolation.expressions)))
                }
            }
        }
        let count = parts.reduce(0) { count, part in if case .specifier = part { count + 1 } else { count } }
        var key = ""
        for part in parts {
            switch part {
            case .text(let text):
                key += count == 0 || !text.utf8.contains(UInt8(ascii: "%")) ? text : Self.doublingPercents(text)
            case .specifier(let specifier):
                key += specifier
            case .parameter(let name):
                key += "${\(name)}"
            }
        }
        return key
    }

    /// `50%` → `50%%`: a literal percent sign in a key that has specifiers.
    private static func doublingPercents(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            result.unicodeScalars.append(character)
            if character == "%" { result.unicodeScalars.append("%") }
        }
        return result
    }

    /// `\(\.$name)`: the parameter a summary's interpolation names.
    private static func parameterKeyPath(_ arguments: LabeledExprListSyntax) -> String? {
        guard arguments.count == 1, let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self), keyPath.root == nil,
              keyPath.components.count == 1, let component = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self),
              component.declName.baseName.text.hasPrefix("$"), component.declName.baseName.text.count > 1 else { return nil }
        return String(component.declName.baseName.text.dropFirst())
    }

    private static func bundle(_ expr: ExprSyntax) -> LocalizableString.Bundle {
        let text = expr.trimmedDescription
        if text == ".module" || text == "Bundle.module" || text == "#bundle" || text == ".atURL(Bundle.module.bundleURL)" { return .module }
        if text == ".main" || text == "Bundle.main" { return .main }
        return .other(text)
    }

    private func location(of node: some SyntaxProtocol) -> Diagnostics.SourceLocation {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let original = offsets?.originalOffset(offset) ?? offset
        runCheck?.note(original: original)
        return lines.location(path: path, offset: original)
    }
}

/// What a call calls, as written.
enum Callee {
    /// `Text(…)`, `Module.Text(…)`, `Text.init(…)`.
    case type(String)
    /// `Defaults.Toggle(…)`: a SwiftUI view's name through a module or type that is not Apple's, so another type
    /// of that name; only the sources' own declarations say what it takes.
    case foreignType(String)
    /// `foo(…)`.
    case function(String)
    /// `x.foo(…)`.
    case member(String, base: ExprSyntax)
    /// `.foo(…)`.
    case implicitMember(String)
    case other

    init(_ expr: ExprSyntax) {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            self = name.startsUppercase ? .type(name) : .function(name)
        } else if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else {
                self = .implicitMember(name)
                return
            }
            if name == "init", let type = base.as(DeclReferenceExprSyntax.self).map({ Self.type($0.baseName.text, qualifier: nil) })
                ?? base.as(MemberAccessExprSyntax.self).map({ Self.type($0.declName.baseName.text, qualifier: $0.base) }) {
                self = type
            } else if name.startsUppercase, base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) {
                // `SwiftUI.Text(…)`, `String.LocalizationValue(…)`: a type named through its module or outer type.
                self = Self.type(name, qualifier: base)
            } else {
                self = .member(name, base: base)
            }
        } else if let specialized = expr.as(GenericSpecializationExprSyntax.self) {
            self.init(specialized.expression)
        } else {
            self = .other
        }
    }

    /// A type named `name`, through `qualifier` when written `Qualifier.Name`: a SwiftUI view's name through a
    /// qualifier that is not Apple's is another type of that name (`Defaults.Toggle`).
    private static func type(_ name: String, qualifier: ExprSyntax?) -> Callee {
        guard let qualifier, LocalizingAPIs.titledViews.contains(name),
              let last = qualifier.as(DeclReferenceExprSyntax.self)?.baseName.text ?? qualifier.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
              last.startsUppercase, !LocalizingAPIs.appleQualifiers.contains(last) else { return .type(name) }
        return .foreignType(name)
    }
}

/// Finds the string literals of a tree, entering only the nodes whose bytes hold a `"`.
///
/// The visitor meets nodes in file order, so the first quote at or after a node's start is found by moving one
/// cursor forward.
private final class LiteralFinder: SyntaxAnyVisitor {
    /// The offsets of every `"` in the file, ascending.
    private let quotes: [Int]
    /// The first quote not before the last node met.
    private var cursor = 0
    private(set) var literals: [StringLiteralExprSyntax] = []

    init(quotes: [Int]) {
        self.quotes = quotes
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        holdsQuote(from: node.position.utf8Offset, length: node.totalLength.utf8Length) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        literals.append(node)
        return .visitChildren  // Interpolations may hold literals of their own.
    }

    /// Whether a `"` lies in `start..<start + length`: the first quote at or after `start` is before its end.
    private func holdsQuote(from start: Int, length: Int) -> Bool {
        while cursor < quotes.count, quotes[cursor] < start { cursor += 1 }
        return cursor < quotes.count && quotes[cursor] < start + length
    }
}
