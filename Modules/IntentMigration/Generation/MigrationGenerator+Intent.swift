import Foundation
import Diagnostics

extension MigrationGenerator {
    /// The file of one converted intent: the struct, its options providers and its response dialogs.
    func intentSource(_ intent: SiriIntent, shape: IntentShape, file: String) -> String {
        let typeName = names.intent(intent)
        var writer = SwiftWriter()
        var docs = [SwiftSource.commentText(intent.title.value) + (intent.description.map { ": " + SwiftSource.commentText($0.value) } ?? ".")]
        docs += ["", "Converted from the SiriKit intent `\(intent.className)` in `\(file)`."]
        if intent.requiresUserConfirmation { docs += ["The SiriKit intent asked for confirmation before running: call `requestConfirmation()` in `perform()`."] }
        writer.doc(docs)
        var conformances = ["AppIntent"]
        if intent.isEligibleForWidgets { conformances.append("WidgetConfigurationIntent") }
        conformances.append("CustomIntentMigratedAppIntent")
        if let availability = options.availability(intent.isEligibleForWidgets ? MigrationOptions.widgetIntentsMinimum : MigrationOptions.appIntentsMinimum) {
            writer.line(availability)
        }
        var providers: [OptionsProvider] = []
        writer.block("\(access)struct \(typeName): \(conformances.joined(separator: ", "))") { w in
            w.line("\(access)static let intentClassName = \(SwiftSource.literal(intent.className))")
            w.line()
            w.line("\(access)static let title: LocalizedStringResource = \(SwiftSource.literal(intent.title.value))")
            if let description = intent.description {
                w.line("\(access)static let description = IntentDescription(\(SwiftSource.literal(description.value)))")
            }
            for parameter in shape.parameters {
                w.line()
                switch parameter {
                case .plain(let siri):
                    parameterDeclaration(siri, intent: intent, providers: &providers, into: &w)
                case .choice(let parent, let choice):
                    w.doc(["\(SwiftSource.commentText(parent.displayName.value)), and what it shows: flattened from `\(parent.name)` and its children."])
                    w.line("@Parameter(title: \(SwiftSource.literal(parent.displayName.value)))")
                    w.line("\(access)var \(SwiftSource.quoted(names.parameter(parent.name, of: intent))): \(choice.typeName)?")
                }
            }
            if let plan = shape.plan {
                w.line()
                w.block("\(access)static var parameterSummary: some ParameterSummary") { w in
                    summary(plan, intent: intent, kept: Set(shape.parameters.map(\.name)), into: &w)
                }
            }
            w.line()
            w.line("\(access)init() {}")
            w.line()
            w.block("\(access)func perform() async throws -> some IntentResult") { w in
                w.line("// TODO: Move the work of the SiriKit handler's handle(intent:completion:) for \(intent.className) here.")
                w.line(".result()")
            }
        }
        for provider in providers {
            writer.line()
            writer.doc(["The options of `\(provider.parameter)`, which the SiriKit intent provided dynamically."])
            writer.block("\(access)struct \(provider.typeName): DynamicOptionsProvider") { w in
                w.line("\(access)init() {}")
                w.line()
                w.block("\(access)func results() async throws -> [\(provider.valueType)]") { w in
                    w.line("// TODO: Return what provide\(SwiftSource.identifier(provider.parameter, upperFirst: true))OptionsCollection(for:with:) returned.")
                    w.line("[]")
                }
            }
        }
        dialogs(of: intent, typeName: typeName, into: &writer)
        let types = (intent.parameters + (intent.response?.parameters ?? [])).map(\.type)
        var file = SwiftWriter()
        file.imports(
            foundation: true,
            coreLocation: types.contains { $0 == .placemark || $0 == .location },
            uniformTypes: writer.text.contains("supportedContentTypes: [")
        )
        file.append(writer)
        return file.text
    }

    /// A dynamic options provider the intent file declares.
    struct OptionsProvider {
        var typeName: String
        var parameter: String
        var valueType: String
    }

    // MARK: Summaries

    func summary(_ plan: SummaryPlan, intent: SiriIntent, kept: Set<String>, into w: inout SwiftWriter) {
        switch plan {
        case .simplified(let title, let extra, let dropped, let summaries):
            w.line("// \(summaries) summaries, one per combination of parent values, would take the compiler minutes to")
            w.line("// type-check, so this one shows every parameter. Conditions left out\(dropped.isEmpty ? ": none." : ":")")
            for condition in dropped { w.line("// - \(condition)") }
            summary(.summary(title: title, extra: extra), intent: intent, kept: kept, into: &w)
        case .summary(let title, let extra):
            let sentence = summarySentence(title, intent: intent, kept: kept)
            let rest = extra.filter { kept.contains($0) && isSupported(intent.parameter(named: $0)) }
            if rest.isEmpty {
                w.line("Summary(\(sentence))")
            } else {
                w.block("Summary(\(sentence))") { w in
                    for name in rest { w.line("\\.$\(names.parameter(name, of: intent))") }
                }
            }
        case .when(let parent, let condition, let then, let otherwise):
            let keyPath = "\\.$\(names.parameter(parent, of: intent))"
            let test: String
            switch condition {
            case .equalToCase(let value): test = "\(keyPath), .equalTo, .\(caseMember(value, ofParent: parent, in: intent))"
            case .equalToBool(let flag): test = "\(keyPath), .equalTo, \(flag)"
            case .hasAnyValue: test = "\(keyPath), .hasAnyValue"
            case .identifierContains(let text): test = "\(keyPath), identifier: .contains, \(SwiftSource.literal(text))"
            }
            w.block("When(\(test))", footer: "} otherwise: {") { w in summary(then, intent: intent, kept: kept, into: &w) }
            w.indented { w in summary(otherwise, intent: intent, kept: kept, into: &w) }
            w.line("}")
        case .switchOn(let parent, let cases, let otherwise):
            w.block("Switch(\\.$\(names.parameter(parent, of: intent)))") { w in
                for item in cases {
                    w.block("Case(.\(caseMember(item.value, ofParent: parent, in: intent)))") { w in summary(item.plan, intent: intent, kept: kept, into: &w) }
                }
                w.block("DefaultCase") { w in summary(otherwise, intent: intent, kept: kept, into: &w) }
            }
        }
    }

    /// The summary's string literal: text escaped, `${name}` tokens of kept parameters as `\(\.$name)`, others dropped and reported.
    private func summarySentence(_ title: [FormatToken], intent: SiriIntent, kept: Set<String>) -> String {
        var body = ""
        for token in title {
            switch token {
            case .text(let text):
                body += SwiftSource.escaped(text)
            case .parameter(let name):
                if kept.contains(name), isSupported(intent.parameter(named: name)) {
                    body += "\\(\\.$\(names.parameter(name, of: intent)))"
                } else if intent.parameter(named: name) == nil {
                    report.add(MigrationChecks.unknownToken.diagnostic(
                        "\(intent.className): the summary \"${\(name)}\" names no parameter; it is left out",
                        at: intent.location
                    ))
                }
            }
        }
        let trimmed = body.trimmingCharacters(in: .whitespaces)
        return "\"" + (trimmed.isEmpty ? SwiftSource.escaped(intent.title.value) : body) + "\""
    }

    /// A case of the enum of the parent parameter `parent`, as the converted enum declares it (backquoted if a keyword).
    private func caseMember(_ value: String, ofParent parent: String, in intent: SiriIntent) -> String {
        guard case .enumeration(let enumeration)? = intent.parameter(named: parent)?.type else { return SwiftSource.memberName(value) }
        return SwiftSource.quoted(names.enumCase(value, of: enumeration))
    }

    func isSupported(_ parameter: SiriParameter?) -> Bool {
        guard let parameter else { return false }
        return names.swiftType(parameter.type) != nil
    }

    // MARK: Dialogs

    /// `extension IntentDialog` with a function per response code that has a dialog.
    private func dialogs(of intent: SiriIntent, typeName: String, into writer: inout SwiftWriter) {
        let codes = (intent.response?.codes ?? []).filter { $0.formatString != nil }
        guard !codes.isEmpty else { return }
        writer.line()
        writer.doc(["What \(typeName) says, one function per SiriKit response code."])
        writer.block("extension IntentDialog") { w in
            for (index, code) in codes.enumerated() {
                if index > 0 { w.line() }
                guard let format = code.formatString else { continue }
                let full = FormatToken.parse(format.value)
                let concise = code.conciseFormatString.map { FormatToken.parse($0.value) }
                let arguments = FormatToken.parameterNames(full + (concise ?? []))
                let typed = arguments.map { name -> (name: String, value: (type: SiriParameterType, isArray: Bool)?, type: String?) in
                    let value = definition.dialogValue(named: name, in: intent)
                    return (name, value, value.flatMap { value in names.swiftType(value.type).map { value.isArray ? "[\($0)]" : $0 } })
                }
                for argument in typed where argument.value == nil {
                    report.add(MigrationChecks.unknownToken.diagnostic(
                        "\(intent.className): the \(code.name) dialog's ${\(argument.name)} names no parameter of the intent or its response; it becomes a String argument",
                        at: intent.location
                    ))
                }
                let argumentNames = Dictionary(zip(arguments, MigrationNames.dialogArguments(arguments)), uniquingKeysWith: { first, _ in first })
                let signature = typed.map { "\(SwiftSource.quoted(argumentNames[$0.name]!)): \($0.type ?? "String")" }.joined(separator: ", ")
                let function = names.dialogFunction(code.name, of: intent)
                w.doc(["`\(code.name)`\(code.isSuccess ? ", a success" : ""): \"\(SwiftSource.commentText(format.value))\""])
                w.block("\(access)static func \(function)(\(signature)) -> Self") { w in
                    if let concise {
                        w.line("IntentDialog(full: \(dialogLiteral(full, argumentNames)), supporting: \(dialogLiteral(concise, argumentNames)))")
                    } else {
                        w.line(dialogLiteral(full, argumentNames))
                    }
                }
            }
        }
    }

    /// A string literal with `${name}` tokens interpolating the function's arguments, `arguments` by token.
    private func dialogLiteral(_ tokens: [FormatToken], _ arguments: [String: String]) -> String {
        "\"" + tokens.map { token in
            switch token {
            case .text(let text): SwiftSource.escaped(text)
            case .parameter(let name): "\\(\(SwiftSource.quoted(arguments[name] ?? SwiftSource.identifier(name, upperFirst: false))))"
            }
        }.joined() + "\""
    }
}

extension SwiftWriter {
    /// Runs `body` one level deeper, without braces.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        var inner = SwiftWriter()
        body(&inner)
        for line in inner.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            self.line(line.isEmpty ? "" : "    " + line)
        }
    }
}
