import Diagnostics
import IntentLocalization

/// Lints one locale of one table: each value on its own, and against the development language.
struct TableLocaleJob: Sendable {
    /// The table's keys and their details; its values are in the jobs' columns.
    let table: CatalogTable
    /// This locale's values, in key order.
    let column: [LocalizedValue?]
    let source: String
    let sourceInfo: SourceInfo
    let locale: String

    struct Result: Sendable {
        var diagnostics: [Diagnostic] = []
        var coverage: LocaleCoverage?
    }

    var isSource: Bool { locale == source }

    func run(expectations cache: PluralExpectationCache, options: LintOptions) -> Result {
        var run = JobRun(job: self, expectations: cache.expectations(for: locale), options: options)
        var coverage = LocaleCoverage(locale: locale)
        let keys = table.keys
        var column = column
        if column.count < keys.count { column += repeatElement(nil, count: keys.count - column.count) }
        // Values are read in place, through buffers, rather than copied out of their arrays.
        column.withUnsafeBufferPointer { values in
            table.keyDetails.withUnsafeBufferPointer { details in
                sourceInfo.entries.withUnsafeBufferPointer { references in
                    for index in keys.indices {
                        run.key = keys[index]
                        check(values[index], details: details, references: references, index: index, run: &run, coverage: &coverage)
                    }
                }
            }
        }
        return Result(diagnostics: run.diagnostics, coverage: isSource ? nil : coverage)
    }

    /// Checks one key's value in this locale (`nil` when it has none).
    private func check(
        _ value: LocalizedValue?,
        details: UnsafeBufferPointer<CatalogEntry>,
        references: UnsafeBufferPointer<SourceInfo.Entry>,
        index: Int,
        run: inout JobRun,
        coverage: inout LocaleCoverage
    ) {
        let key = run.key
        if let value { run.checkOnItsOwn(value) }
        if isSource {
            if details[index].extractionState == "stale" {
                run.report(LintChecks.staleEntry, "\"\(key)\" is marked stale: the code no longer uses it; delete it or use it again", at: details[index].location)
            }
            return
        }
        guard let sourceValue = references[index].value else {
            if let value {
                run.report(LintChecks.staleKey, "\"\(key)\" is translated into \(locale) but is not in the development language (\(source)); it is never shown", at: value.location ?? details[index].location)
            }
            return
        }
        if value == nil, !references[index].expectedLocales.contains(locale) {
            // The key's own catalog is not translated into this locale at all: another target's is.
            return
        }
        if !details[index].shouldTranslate {
            if value != nil {
                run.report(LintChecks.translatedDoNotTranslate, "\"\(key)\" is marked Don't Translate but has a \(locale) translation", at: value?.location ?? details[index].location)
            }
            return
        }
        coverage.keys += 1
        guard let value else {
            coverage.missing += 1
            run.report(LintChecks.missingTranslation, "\"\(key)\" has no \(locale) translation", at: sourceValue.location ?? details[index].location)
            return
        }
        var waiting = false
        var written = false
        value.forEachUnit { unit in
            waiting = waiting || unit.state == .new || unit.state == .needsReview
            written = written || !unit.value.isEmpty
        }
        if waiting {
            coverage.needsReview += 1
        } else if written {
            coverage.translated += 1
        }
        run.compare(value, with: sourceValue, reference: references[index])
    }
}

/// The state of one job while it walks its keys.
struct JobRun {
    let job: TableLocaleJob
    let expectations: PluralExpectations?
    let options: LintOptions
    var key = ""
    var diagnostics: [Diagnostic] = []
    /// The placeholders of the value's main text, read by the checks on its own and reused by the comparison.
    var mainSignature: PlaceholderSignature?

    init(job: TableLocaleJob, expectations: PluralExpectations?, options: LintOptions) {
        self.job = job
        self.expectations = expectations
        self.options = options
    }

    mutating func report(_ check: Check, _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = [], fixIt: String? = nil) {
        diagnostics.append(check.diagnostic(
            message,
            at: location,
            notes: notes,
            fixIt: fixIt,
            context: ["table": job.table.name, "key": key, "locale": job.locale]
        ))
    }

    // MARK: A value on its own

    mutating func checkOnItsOwn(_ value: LocalizedValue) {
        let inCatalog = value.location?.file.hasSuffix(".xcstrings") == true
        mainSignature = nil
        var isMain = value.unit != nil
        value.forEachUnit { unit in
            // The first unit is the value's own text; plural, device and width forms follow. A form's
            // placeholders number the whole string's arguments, so a form may leave some out.
            let signature = checkText(unit.value, at: unit.location ?? value.location, isForm: !isMain, inCatalog: inCatalog)
            if isMain { mainSignature = signature }
            isMain = false
            if !job.isSource, unit.state == .new || unit.state == .needsReview {
                report(LintChecks.needsReview, "the \(job.locale) translation of \"\(key)\" is marked \(unit.state!); review it before shipping", at: unit.location ?? value.location)
            }
        }
        if !value.substitutions.isEmpty || mainSignature?.variables.isEmpty == false {
            checkStructure(value)
        }
        if !value.plural.isEmpty {
            checkCategories(Set(value.plural.keys), what: "\"\(key)\"", at: value.location)
        }
        if !value.device.isEmpty, value.device["other"] == nil {
            report(
                LintChecks.deviceWithoutOther,
                "the \(job.locale) device variations of \"\(key)\" (\(value.device.keys.sorted().joined(separator: ", "))) have no 'other', so other devices show nothing",
                at: value.location
            )
        }
    }

    /// Checks one text on its own and returns its placeholders.
    @discardableResult
    mutating func checkText(_ text: String, at location: SourceLocation?, isForm: Bool, inCatalog: Bool) -> PlaceholderSignature {
        if text.utf8Contains(0xEF), text.unicodeScalars.contains("\u{FFFD}") {
            report(LintChecks.replacementCharacter, "the \(job.locale) text of \"\(key)\" contains U+FFFD (�), left by a failed conversion", at: location)
        }
        let signature = PlaceholderSignature(text)
        guard !signature.isEmpty else { return signature }
        let usedAsFormat = !signature.arguments.isEmpty || !signature.variables.isEmpty
        for (invalid, reason) in signature.invalid {
            if usedAsFormat {
                report(LintChecks.invalidSpecifier, "'\(invalid)' in the \(job.locale) text of \"\(key)\" is not a valid conversion: \(reason)", at: location)
            } else {
                report(LintChecks.strayPercent, "'\(invalid)' in the \(job.locale) text of \"\(key)\" is not a conversion: \(reason); it is fine only while the string is never used as a format", at: location)
            }
        }
        for conversion in signature.percentBeforeWord {
            report(
                LintChecks.percentBeforeWord,
                "'\(conversion)' in the \(job.locale) text of \"\(key)\" reads as a number conversion with a space flag, not as a percent sign followed by a word",
                at: location,
                fixIt: "write %% for the percent sign"
            )
        }
        // In a String Catalog a substitution's argNum numbers it, so only specifiers can mix.
        if inCatalog ? signature.mixesNumberedSpecifiers : signature.mixesNumbering {
            report(LintChecks.mixedPlaceholders, "the \(job.locale) text of \"\(key)\" mixes numbered and unnumbered placeholders (\(signature.written.joined(separator: ", "))); number all of them", at: location)
        }
        if !isForm, !signature.gaps.isEmpty {
            report(
                LintChecks.placeholderGap,
                "the \(job.locale) text of \"\(key)\" skips argument \(signature.gaps.map(String.init).joined(separator: ", ")); the arguments after it are read with the wrong types",
                at: location
            )
        }
        return signature
    }

    // MARK: Plural structure and categories

    mutating func checkStructure(_ value: LocalizedValue) {
        let file = value.location?.file ?? ""
        let isStringsDict = file.hasSuffix(".stringsdict")
        let isCatalog = file.hasSuffix(".xcstrings")
        guard let format = value.unit?.value else {
            report(LintChecks.stringsDictStructure, "\"\(key)\" has plural variables but no NSStringLocalizedFormatKey to use them in", at: value.location)
            return
        }
        let tokens = FormatParser.tokens(in: format)
        var numbered = false
        var used: [(name: String, position: Int?)] = []
        for token in tokens {
            switch token {
            case let .substitution(name, position): used.append((name, position))
            case .specifier(let specifier): numbered = numbered || specifier.position != nil
            default: break
            }
        }
        for (name, _) in used where value.substitutions[name] == nil {
            let known = value.substitutions.keys.sorted()
            report(
                LintChecks.stringsDictStructure,
                "the format of \"\(key)\" uses %#@\(name)@, but there is no variable '\(name)'\(Suggestions.didYouMean(name, among: known))",
                at: value.unit?.location ?? value.location
            )
        }
        for name in value.substitutions.keys.sorted() {
            let substitution = value.substitutions[name]!
            let location = substitution.location ?? value.location
            if isStringsDict {
                if let type = substitution.ruleType {
                    if type != "NSStringPluralRuleType" {
                        report(LintChecks.stringsDictStructure, "the variable '\(name)' of \"\(key)\" has NSStringFormatSpecTypeKey '\(type)'; the only type is NSStringPluralRuleType", at: location)
                    }
                } else {
                    report(LintChecks.stringsDictStructure, "the variable '\(name)' of \"\(key)\" has no NSStringFormatSpecTypeKey (NSStringPluralRuleType)", at: location)
                }
                for (unknown, keyLocation) in substitution.unknownKeys.sorted(by: { $0.key < $1.key }) {
                    let known = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"] + PluralCategory.allCases.map(\.rawValue)
                    report(LintChecks.stringsDictStructure, "unknown key '\(unknown)' in the variable '\(name)' of \"\(key)\"\(Suggestions.didYouMean(unknown, among: known)); it is ignored", at: keyLocation)
                }
            }
            if let valueType = substitution.formatSpecifier {
                if case .specifier(let specifier)? = FormatParser.tokens(in: "%" + valueType).first, specifier.argumentKind.isNumeric {
                    // A number: plural rules can pick a form for it.
                } else {
                    report(LintChecks.stringsDictStructure, "the variable '\(name)' of \"\(key)\" takes '%\(valueType)', which is not a number, so no plural form can be chosen for it", at: location)
                }
            } else {
                let keyName = isStringsDict ? "NSStringFormatValueTypeKey" : "formatSpecifier"
                report(LintChecks.stringsDictStructure, "the variable '\(name)' of \"\(key)\" has no \(keyName) (such as 'd' or 'lld')", at: location)
            }
            if substitution.plural[.other] == nil {
                report(LintChecks.stringsDictStructure, "the variable '\(name)' of \"\(key)\" has no 'other' form, which every plural needs", at: location)
            }
            checkCategories(Set(substitution.plural.keys), what: "the variable '\(name)' of \"\(key)\"", at: location, otherReported: true)
            if isCatalog, substitution.argumentNumber == nil {
                let token = used.first { $0.name == name }
                if token?.position == nil, numbered {
                    report(LintChecks.substitutionWithoutArgument, "the substitution '\(name)' of \"\(key)\" has no argNum, and its argument cannot be inferred because the string numbers its placeholders", at: location)
                }
            }
        }
    }

    /// Reports missing, optional and unused categories of one plural dictionary for the job's locale.
    mutating func checkCategories(_ present: Set<PluralCategory>, what: String, at location: SourceLocation?, otherReported: Bool = false) {
        guard let expectations else { return }
        let locale = job.locale
        var missing = expectations.required.subtracting(present)
        if otherReported { missing.remove(.other) }
        if !missing.isEmpty {
            report(
                LintChecks.missingPluralCategory,
                "the \(locale) plural of \(what) lacks \(Self.list(missing)); \(locale) needs \(Self.list(expectations.required))",
                at: location
            )
        }
        let optional = expectations.optional.subtracting(present)
        if !optional.isEmpty {
            report(LintChecks.optionalPluralCategory, "the \(locale) plural of \(what) has no \(Self.list(optional)); CLDR defines it for \(locale), but it is optional", at: location)
        }
        let unused = present.subtracting(expectations.all).subtracting([.zero])
        if !unused.isEmpty {
            report(LintChecks.unusedPluralCategory, "the \(locale) plural of \(what) has \(Self.list(unused)), which \(locale) never selects", at: location)
        }
    }

    static func list(_ categories: Set<PluralCategory>) -> String {
        categories.sorted().map(\.rawValue).joined(separator: ", ")
    }

    // MARK: Against the development language

    mutating func compare(_ value: LocalizedValue, with sourceValue: LocalizedValue, reference: SourceInfo.Entry) {
        // Messages are built only when something is reported; they capture these copies, not `self`.
        let locale = job.locale
        let key = self.key
        let location = value.unit?.location ?? value.location
        if let text = value.unit?.value, let sourceText = sourceValue.unit?.value {
            if text.isEmpty, !sourceText.isEmpty {
                report(LintChecks.emptyValue, "the \(job.locale) translation of \"\(key)\" is empty", at: location)
                return
            }
            if options.unchanged, text == sourceText, sourceText.contains(where: \.isLetter) {
                report(LintChecks.unchangedTranslation, "the \(job.locale) translation of \"\(key)\" is the same as the \(job.source) text", at: location)
            }
            let actual = mainSignature ?? PlaceholderSignature(text)
            // A '100% d' conversion is already reported; comparing it would say the same again.
            if let expected = reference.signature, actual.percentBeforeWord.isEmpty {
                comparePlaceholders(actual, with: expected, what: "the \(locale) translation of \"\(key)\"", at: location)
            }
            if let expectedShape = reference.shape, !text.isEmpty {
                compareShape(TextShape(text), with: expectedShape, at: location)
            }
        }
        if let expected = reference.pluralReferences[""] {
            comparePluralForms(value.plural, with: expected, what: "\"\(key)\"")
        }
        for (name, substitution) in value.substitutions {
            guard let expected = reference.pluralReferences[name] else { continue }
            comparePluralForms(substitution.plural, with: expected, what: "the variable '\(name)' of \"\(key)\"")
        }
    }

    mutating func comparePlaceholders(_ actual: PlaceholderSignature, with expected: PlaceholderSignature, what describe: @autoclosure () -> String, at location: SourceLocation?) {
        guard actual != expected else { return }
        let what = describe()
        var hint = ""
        let sameKinds = actual.arguments.values.sorted { $0.rawValue < $1.rawValue } == expected.arguments.values.sorted { $0.rawValue < $1.rawValue }
        if sameKinds, !actual.mixesNumbering, actual.gaps.isEmpty {
            hint = "; to change the order, number the placeholders (%1$@, %2$d)"
        }
        report(
            LintChecks.placeholderMismatch,
            "\(what) takes \(actual.summary), but the \(job.source) text takes \(expected.summary)\(hint)",
            at: location
        )
    }

    mutating func comparePluralForms(_ forms: [PluralCategory: LocalizedValue], with expected: PlaceholderSignature, what: @autoclosure () -> String) {
        let locale = job.locale
        for category in forms.keys.sorted() {
            guard let text = forms[category]?.unit?.value else { continue }
            let location = forms[category]?.unit?.location ?? forms[category]?.location
            let actual = PlaceholderSignature(text)
            guard actual != expected else { continue }
            let extra = actual.arguments.filter { expected.arguments[$0.key] != $0.value }
            if extra.isEmpty {
                // Only arguments left out: a form for exactly one number ("one file") may spell it out;
                // a form for several numbers that drops it reads wrong for all but one of them.
                if expected.showsNumber, !actual.showsNumber, let expectations, expectations.all.contains(category), !expectations.isExact(category) {
                    let numbers = (expectations.integerSamples[category] ?? []).prefix(4).map(String.init).joined(separator: ", ")
                    report(
                        LintChecks.pluralWithoutNumber,
                        "the '\(category.rawValue)' form of \(what()) in \(job.locale) does not show the number ('\(text)'), but \(job.locale) uses it for \(numbers), …",
                        at: location
                    )
                }
                continue
            }
            comparePlaceholders(actual, with: expected, what: "the '\(category.rawValue)' form of \(what()) in \(locale)", at: location)
        }
    }

    mutating func compareShape(_ actual: TextShape, with expected: TextShape, at location: SourceLocation?) {
        if actual.leadingWhitespace != expected.leadingWhitespace || actual.trailingWhitespace != expected.trailingWhitespace {
            let side = actual.leadingWhitespace != expected.leadingWhitespace ? "leading" : "trailing"
            report(
                LintChecks.whitespaceMismatch,
                "the \(job.locale) translation of \"\(key)\" \(expectedVerb(side == "leading" ? expected.leadingWhitespace : expected.trailingWhitespace)) \(side) whitespace, unlike the \(job.source) text",
                at: location
            )
        }
        if actual.lineBreaks != expected.lineBreaks {
            report(LintChecks.newlineMismatch, "the \(job.locale) translation of \"\(key)\" has \(actual.lineBreaks) line break\(actual.lineBreaks == 1 ? "" : "s"); the \(job.source) text has \(expected.lineBreaks)", at: location)
        }
        if actual.finalPunctuation != expected.finalPunctuation {
            let expectedText = expected.finalPunctuation.map { "'\($0)'" } ?? "no punctuation"
            let actualText = actual.finalPunctuation.map { "'\($0)'" } ?? "no punctuation"
            report(LintChecks.punctuationMismatch, "the \(job.locale) translation of \"\(key)\" ends with \(actualText); the \(job.source) text ends with \(expectedText)", at: location)
        }
    }

    private func expectedVerb(_ sourceHas: Bool) -> String {
        sourceHas ? "lacks the" : "adds"
    }
}
