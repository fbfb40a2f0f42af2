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
        /// The table the coverage is of.
        var table: String
        /// The table's files, sorted.
        var files: [String]
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
        run.reportMachineTranslations()
        return Result(diagnostics: run.diagnostics, coverage: isSource ? nil : coverage, table: table.name,
                      files: isSource ? [] : Array(Set(table.files.values.joined())).sorted())
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
        run.sourceIsFormat = !isSource && references[index].signature?.isFormat == true
        if let value { run.checkOnItsOwn(value) }
        if isSource {
            if details[index].extractionState == "stale" {
                run.report(LintChecks.staleEntry, "\(run.shown) is marked stale: Xcode no longer finds it in the code; delete it or use it again", at: details[index].location)
            }
            return
        }
        guard let sourceValue = references[index].value else {
            if let value {
                run.report(
                    LintChecks.staleKey,
                    "\(run.shown) is translated into \(locale) but is not in the \(source) table, so its \(source) text must come from the code; if the code uses this key as its \(source) text, this is fine",
                    at: value.location ?? details[index].location
                )
            }
            return
        }
        if value == nil, !references[index].expectedLocales.contains(locale) {
            // The key's own catalog is not translated into this locale at all: another target's is.
            return
        }
        if !details[index].shouldTranslate {
            if value != nil {
                run.report(LintChecks.translatedDoNotTranslate, "\(run.shown) is marked Don't Translate but has a \(locale) translation", at: value?.location ?? details[index].location)
            }
            return
        }
        coverage.keys += 1
        if details[index].extractionState == "stale" { coverage.stale += 1 }
        guard let value else {
            coverage.missing += 1
            run.report(LintChecks.missingTranslation, "\(run.shown) has no \(locale) translation", at: sourceValue.location ?? details[index].location)
            return
        }
        var waiting = false
        var written = false
        var machine = false
        value.forEachUnit { unit in
            waiting = waiting || unit.state == .new || unit.state == .needsReview
            written = written || !unit.value.isEmpty
            machine = machine || unit.state == .machineTranslated
        }
        if waiting {
            coverage.needsReview += 1
        } else if written {
            coverage.translated += 1
            if machine { coverage.machineTranslated += 1 }
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
    /// The key as messages quote it (on one line, shortened), quoted only when a message is written.
    var shown: QuotedKey { QuotedKey(key: key) }
    /// Whether the key's development-language text is a format string, so this locale's text is formatted too.
    var sourceIsFormat = false
    var diagnostics: [Diagnostic] = []
    /// The placeholders of the value's main text, read by the checks on its own and reused by the comparison.
    var mainSignature: PlaceholderSignature?
    /// Whether the main text has a `%` that starts no conversion in a string used as a format (already an error).
    var mainHasInvalid = false
    /// The keys of this locale with a machine-made translation, and where the first one in the file is: reported
    /// once, at the end.
    var machineTranslatedKeys = 0
    var firstMachineTranslation: SourceLocation?
    /// The key last counted as machine translated, so a key with several machine-made forms counts once.
    private var lastMachineTranslatedKey: String?

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
            context: ["table": job.table.name, "key": key, "locale": job.locale],
            group: LintChecks.group(check.id, table: job.table.name, locale: job.locale)
        ))
    }

    // MARK: A value on its own

    mutating func checkOnItsOwn(_ value: LocalizedValue) {
        let inCatalog = value.location?.file.hasSuffix(".xcstrings") == true
        mainSignature = nil
        mainHasInvalid = false
        // The value's own text first; plural, device and width forms and the variables' forms follow. A form's
        // placeholders number the whole string's arguments, so a form may leave some out.
        if let unit = value.unit {
            let before = diagnostics.count
            mainSignature = checkUnit(unit, of: value, isForm: false, inCatalog: inCatalog)
            mainHasInvalid = diagnostics[before...].contains { $0.id == LintChecks.invalidSpecifier.id }
        }
        let variations = Array(value.plural.values) + Array(value.device.values) + Array(value.width.values)
        for variation in variations {
            variation.forEachUnit { unit in checkUnit(unit, of: value, isForm: true, inCatalog: inCatalog) }
        }
        if !value.substitutions.isEmpty {
            let numbers = value.unit.map { Substitution.argumentNumbers(in: $0.value, substitutions: value.substitutions) } ?? [:]
            for (name, substitution) in value.substitutions {
                let number = numbers[name] ?? substitution.argumentNumber ?? 1
                for form in substitution.plural.values {
                    form.forEachUnit { unit in
                        var resolved = unit
                        resolved.value = substitution.resolvingArg(in: unit.value, number: number)
                        checkUnit(resolved, of: value, isForm: true, inCatalog: inCatalog)
                    }
                }
            }
        }
        if !value.substitutions.isEmpty || mainSignature?.variables.isEmpty == false {
            checkStructure(value)
        }
        if !value.plural.isEmpty {
            checkCategories(Set(value.plural.keys), what: "\(shown)", at: value.location)
        }
        if !value.device.isEmpty, value.device["other"] == nil {
            report(
                LintChecks.deviceWithoutOther,
                "the \(job.locale) device variations of \(shown) (\(value.device.keys.sorted().joined(separator: ", "))) have no 'other', so other devices show nothing",
                at: value.location
            )
        }
    }

    /// Checks one unit of a value on its own, with the review state of a translation, and returns its placeholders.
    @discardableResult
    mutating func checkUnit(_ unit: StringUnit, of value: LocalizedValue, isForm: Bool, inCatalog: Bool) -> PlaceholderSignature {
        let signature = checkText(unit.value, at: unit.location ?? value.location, isForm: isForm, inCatalog: inCatalog)
        if !job.isSource, unit.state == .new || unit.state == .needsReview {
            report(LintChecks.needsReview, "the \(job.locale) translation of \(shown) is marked \(unit.state!); review it before shipping", at: unit.location ?? value.location)
        }
        if !job.isSource, unit.state == .machineTranslated {
            if lastMachineTranslatedKey != key {
                lastMachineTranslatedKey = key
                machineTranslatedKeys += 1
            }
            // The first in the file, whatever order the keys and forms are walked in.
            if let here = unit.location ?? value.location,
               firstMachineTranslation.map({ (here.line ?? 0, here.column ?? 0) < ($0.line ?? 0, $0.column ?? 0) }) ?? true {
                firstMachineTranslation = here
            }
        }
        return signature
    }

    /// One remark for the whole table and locale when any of its translations is machine-made: they are
    /// translations that ship (a machine translation counts as translated), so a line per string would only bury
    /// the findings that matter.
    mutating func reportMachineTranslations() {
        guard machineTranslatedKeys > 0 else { return }
        let count = machineTranslatedKeys == 1
            ? "1 key of \(job.table.name) has a machine translation (Xcode's on-device translation); it counts as translated and ships as it is"
            : "\(LintReport.number(machineTranslatedKeys)) keys of \(job.table.name) have machine translations (Xcode's on-device translation); they count as translated and ship as they are"
        diagnostics.append(LintChecks.machineTranslated.diagnostic(
            "\(job.locale): \(count), so have a translator review \(machineTranslatedKeys == 1 ? "it" : "them") if the text needs one",
            at: firstMachineTranslation,
            context: ["table": job.table.name, "locale": job.locale],
            group: LintChecks.group(LintChecks.machineTranslated.id, table: job.table.name, locale: job.locale)
        ))
    }

    /// Checks one text on its own and returns its placeholders.
    ///
    /// A text is used as a format when it has conversions, or when it translates a development-language text that
    /// has them: only then is a `%` that starts no conversion an error.
    @discardableResult
    mutating func checkText(_ text: String, at location: SourceLocation?, isForm: Bool, inCatalog: Bool) -> PlaceholderSignature {
        if text.utf8Contains(0xEF), text.unicodeScalars.contains("\u{FFFD}") {
            report(LintChecks.replacementCharacter, "the \(job.locale) text of \(shown) contains U+FFFD (�), left by a failed conversion", at: location)
        }
        let signature = PlaceholderSignature(text, asFormat: sourceIsFormat)
        guard !signature.isEmpty, !options.dialogTables.contains(job.table.name) else { return signature }
        let usedAsFormat = signature.isFormat || sourceIsFormat
        for (text, why) in signature.invalid {
            let invalid = Quoting.oneLine(text)
            let reason = Quoting.oneLine(why)
            if usedAsFormat {
                report(LintChecks.invalidSpecifier, "'\(invalid)' in the \(job.locale) text of \(shown) is not a valid conversion: \(reason)", at: location)
            } else {
                report(LintChecks.strayPercent, "'\(invalid)' in the \(job.locale) text of \(shown) is not a conversion: \(reason); it is fine only while the string is never used as a format", at: location)
            }
        }
        for conversion in signature.percentBeforeWord {
            report(
                LintChecks.percentBeforeWord,
                "'\(conversion)' in the \(job.locale) text of \(shown) reads as a number conversion with a space flag, not as a percent sign followed by a word",
                at: location,
                fixIt: "write %% for the percent sign"
            )
        }
        if !signature.isFormat {
            for conversion in signature.spaced where !signature.percentBeforeWord.contains(conversion) {
                report(
                    LintChecks.strayPercent,
                    "'\(conversion)' in the \(job.locale) text of \(shown) reads as a conversion with a space flag, not as a percent sign; it is fine only while the string is never used as a format",
                    at: location
                )
            }
        }
        // In a String Catalog a substitution's argNum numbers it, so only specifiers can mix.
        if inCatalog ? signature.mixesNumberedSpecifiers : signature.mixesNumbering {
            let written = signature.written.joined(separator: ", ")
            if let reread = signature.rereadArgument {
                report(
                    LintChecks.mixedPlaceholders,
                    "the \(job.locale) text of \(shown) mixes numbered and unnumbered placeholders (\(written)): Foundation counts the unnumbered ones from 1 on their own, so argument \(reread) is read twice and another is never shown; number all of them",
                    at: location
                )
            } else {
                report(
                    LintChecks.fragileNumbering,
                    "the \(job.locale) text of \(shown) mixes numbered and unnumbered placeholders (\(written)); Foundation reads each argument once here, but only because the unnumbered ones happen to come first; number all of them",
                    at: location
                )
            }
        }
        // A '%2$' that starts no conversion leaves the gap it is reported for; saying so twice would not help.
        if !isForm, !signature.gaps.isEmpty, !(usedAsFormat && !signature.invalid.isEmpty) {
            report(
                LintChecks.placeholderGap,
                "the \(job.locale) text of \(shown) skips argument \(signature.gaps.map(String.init).joined(separator: ", ")), so it never shows \(signature.gaps.count == 1 ? "it" : "them"); Foundation accepts the hole, but code generators must guess its type",
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
            report(LintChecks.stringsDictStructure, "\(shown) has plural variables but no NSStringLocalizedFormatKey to use them in", at: value.location)
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
                "the format of \(shown) uses %#@\(name)@, but there is no variable '\(name)'\(Suggestions.didYouMean(name, among: known))",
                at: value.unit?.location ?? value.location
            )
        }
        for name in value.substitutions.keys.sorted() {
            let substitution = value.substitutions[name]!
            let location = substitution.location ?? value.location
            if isStringsDict {
                if let type = substitution.ruleType {
                    if type != "NSStringPluralRuleType" {
                        report(LintChecks.stringsDictStructure, "the variable '\(name)' of \(shown) has NSStringFormatSpecTypeKey '\(type)'; the only type is NSStringPluralRuleType", at: location)
                    }
                } else {
                    report(LintChecks.stringsDictStructure, "the variable '\(name)' of \(shown) has no NSStringFormatSpecTypeKey (NSStringPluralRuleType)", at: location)
                }
                for (unknown, keyLocation) in substitution.unknownKeys.sorted(by: { $0.key < $1.key }) {
                    let known = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"] + PluralCategory.allCases.map(\.rawValue)
                    report(LintChecks.stringsDictUnknownKey, "unknown key '\(unknown)' in the variable '\(name)' of \(shown)\(Suggestions.didYouMean(unknown, among: known)); it is ignored", at: keyLocation)
                }
            }
            // A value type written with its '%' ('%ld'), as some generated files do, is read as Apple's formatter reads it.
            var integerArgument = false
            if let valueType = substitution.conversion {
                if case .specifier(let specifier)? = FormatParser.tokens(in: "%" + valueType).first, specifier.argumentKind.isNumeric {
                    // A number: plural rules can pick a form for it.
                    integerArgument = specifier.argumentKind == .integer || specifier.argumentKind == .unsignedInteger
                } else {
                    report(
                        LintChecks.stringsDictValueType,
                        "the variable '\(name)' of \(shown) takes '%\(valueType)', which is not a number: Foundation reads its argument as an object, so a plural form is chosen only when the caller passes an NSNumber, and an integer argument shows wrong text or crashes",
                        at: location
                    )
                }
            } else {
                let keyName = isStringsDict ? "NSStringFormatValueTypeKey" : "formatSpecifier"
                report(
                    LintChecks.stringsDictValueType,
                    "the variable '\(name)' of \(shown) has no \(keyName) (such as 'd' or 'lld'): Foundation then reads its argument as an object (%@), which is right only when the caller passes an NSNumber; an integer argument shows wrong text or crashes",
                    at: location
                )
            }
            if substitution.plural[.other] == nil {
                let forms = Set(substitution.plural.keys)
                if integerArgument, let integers = expectations.map({ Set($0.integerSamples.keys) }), !integers.contains(.other), integers.isSubset(of: forms) {
                    // Only fractions select 'other' here (be, ru, uk…), and an integer argument never is one.
                    report(
                        LintChecks.missingPluralCategory,
                        "the \(job.locale) plural of the variable '\(name)' of \(shown) has no 'other' form; \(job.locale) selects it only for fractions, which its integer argument never is, but Apple's format asks for it",
                        at: location
                    )
                } else {
                    report(LintChecks.stringsDictStructure, "the variable '\(name)' of \(shown) has no 'other' form, which every plural needs", at: location)
                }
            }
            checkCategories(Set(substitution.plural.keys), what: "the variable '\(name)' of \(shown)", at: location, otherReported: true)
            if isCatalog, substitution.argumentNumber == nil {
                let token = used.first { $0.name == name }
                if token?.position == nil, numbered {
                    report(LintChecks.substitutionWithoutArgument, "the substitution '\(name)' of \(shown) has no argNum, and its argument cannot be inferred because the string numbers its placeholders", at: location)
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
                "the \(locale) plural of \(what) lacks \(Self.list(missing)); \(locale) needs \(Self.list(expectations.required)), and numbers that select \(missing.count == 1 ? "it" : "them") get the 'other' form",
                at: location
            )
        }
        let optional = expectations.optional.subtracting(present)
        if !optional.isEmpty {
            report(LintChecks.optionalPluralCategory, "the \(locale) plural of \(what) has no \(Self.list(optional)); CLDR defines it for \(locale), but it is optional", at: location)
        }
        let unused = present.subtracting(expectations.all).subtracting([.zero])
        if !unused.isEmpty {
            report(LintChecks.unusedPluralCategory, "the \(locale) plural of \(what) has \(Self.list(unused)), which \(locale) never selects, so \(unused.count == 1 ? "its text is" : "their texts are") never shown", at: location)
        }
    }

    static func list(_ categories: Set<PluralCategory>) -> String {
        categories.sorted().map(\.rawValue).joined(separator: ", ")
    }

    // MARK: Against the development language

    mutating func compare(_ value: LocalizedValue, with sourceValue: LocalizedValue, reference: SourceInfo.Entry) {
        // Messages are built only when something is reported; they capture these copies, not `self`.
        let locale = job.locale
        let shown = self.shown
        let location = value.unit?.location ?? value.location
        if let text = value.unit?.value, let sourceText = sourceValue.unit?.value {
            if text.isEmpty, !sourceText.isEmpty {
                report(LintChecks.emptyValue, "the \(job.locale) translation of \(shown) is empty", at: location)
                return
            }
            if options.unchanged, text == sourceText, sourceText.contains(where: \.isLetter) {
                report(LintChecks.unchangedTranslation, "the \(job.locale) translation of \(shown) is the same as the \(job.source) text", at: location)
            }
            // Variables count as the arguments they stand for, as in the reference.
            let actual = value.substitutions.isEmpty ? mainSignature ?? PlaceholderSignature(text, asFormat: sourceIsFormat)
                : PlaceholderSignature(Substitution.withArguments(text, substitutions: value.substitutions), asFormat: sourceIsFormat)
            // An empty source text is no text to compare with. A '100% d' conversion or a '%' that starts no
            // conversion is already reported; comparing it would say the same again.
            if let expected = reference.signature, !sourceText.isEmpty, actual.percentBeforeWord.isEmpty, !mainHasInvalid,
               !options.dialogTables.contains(job.table.name) {
                comparePlaceholders(actual, with: expected, key: reference.keySignature, what: "the \(locale) translation of \(shown)", at: location)
            }
            if let expectedShape = reference.shape, !text.isEmpty {
                compareShape(TextShape(text), with: expectedShape, at: location)
            }
        }
        if let expected = reference.pluralReferences[""] {
            comparePluralForms(value.plural, with: expected, what: "\(shown)")
        }
        if !value.substitutions.isEmpty {
            let numbers = value.unit.map { Substitution.argumentNumbers(in: $0.value, substitutions: value.substitutions) } ?? [:]
            for (name, substitution) in value.substitutions {
                guard let expected = reference.pluralReferences[name] else { continue }
                let number = numbers[name] ?? substitution.argumentNumber ?? 1
                comparePluralForms(substitution.plural, with: expected, what: "the variable '\(name)' of \(shown)", argument: (substitution, number))
            }
        }
    }

    /// Reports a text whose arguments differ from the reference's: an error when it takes an argument the reference
    /// does not, or another type for one (it reads what was never passed, or reads it wrongly); a warning when it only
    /// leaves arguments out (the text shows less). An argument the key itself takes (`"favorites %lld"`: the format the
    /// code formats with) is passed, even where the development-language text leaves it out.
    mutating func comparePlaceholders(
        _ actual: PlaceholderSignature,
        with expected: PlaceholderSignature,
        key: PlaceholderSignature? = nil,
        what describe: @autoclosure () -> String,
        at location: SourceLocation?
    ) {
        guard actual != expected else { return }
        let what = describe()
        let passed = { (number: Int, kind: FormatSpecifier.ArgumentKind) in expected.arguments[number] == kind || key?.arguments[number] == kind }
        if actual.arguments.allSatisfy({ passed($0.key, $0.value) }) {
            let left = expected.arguments.filter { actual.arguments[$0.key] == nil }.sorted { $0.key < $1.key }
            guard !left.isEmpty else { return }
            let listed = left.map { "\($0.key) (\($0.value.rawValue))" }.joined(separator: ", ")
            report(
                LintChecks.droppedPlaceholder,
                "\(what) leaves out argument\(left.count == 1 ? "" : "s") \(listed) of the \(job.source) text, so it will not show \(left.count == 1 ? "it" : "them")",
                at: location
            )
            return
        }
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

    /// Compares plural forms with the reference's `other` form. A variable's forms come with the variable and its
    /// `argument` number: `%arg` is written as that argument, and unnumbered placeholders start there.
    mutating func comparePluralForms(
        _ forms: [PluralCategory: LocalizedValue],
        with expected: PlaceholderSignature,
        what: @autoclosure () -> String,
        argument: (substitution: Substitution, number: Int)? = nil
    ) {
        let locale = job.locale
        for category in forms.keys.sorted() {
            guard let written = forms[category]?.unit?.value else { continue }
            let text = argument.map { $0.substitution.resolvingArg(in: written, number: $0.number) } ?? written
            let location = forms[category]?.unit?.location ?? forms[category]?.location
            let actual = PlaceholderSignature(text, firstArgument: argument?.number ?? 1)
            guard actual != expected else { continue }
            let extra = actual.arguments.filter { expected.arguments[$0.key] != $0.value }
            if extra.isEmpty {
                // Only arguments left out: a form for exactly one number ("one file") may spell it out;
                // a form for several numbers that drops it reads wrong for all but one of them.
                if expected.showsNumber, !actual.showsNumber, let expectations, expectations.all.contains(category), !expectations.isExact(category) {
                    let numbers = (expectations.integerSamples[category] ?? []).prefix(4).map(String.init).joined(separator: ", ")
                    report(
                        LintChecks.pluralWithoutNumber,
                        "the '\(category.rawValue)' form of \(what()) in \(job.locale) does not show the number ('\(written)'), but \(job.locale) uses it for \(numbers), …",
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
                "the \(job.locale) translation of \(shown) \(expectedVerb(side == "leading" ? expected.leadingWhitespace : expected.trailingWhitespace)) \(side) whitespace, unlike the \(job.source) text",
                at: location
            )
        }
        if actual.lineBreaks != expected.lineBreaks {
            report(LintChecks.newlineMismatch, "the \(job.locale) translation of \(shown) has \(actual.lineBreaks) line break\(actual.lineBreaks == 1 ? "" : "s"); the \(job.source) text has \(expected.lineBreaks)", at: location)
        }
        if actual.finalPunctuation != expected.finalPunctuation {
            let expectedText = expected.finalPunctuation.map { "'\($0)'" } ?? "no punctuation"
            let actualText = actual.finalPunctuation.map { "'\($0)'" } ?? "no punctuation"
            report(LintChecks.punctuationMismatch, "the \(job.locale) translation of \(shown) ends with \(actualText); the \(job.source) text ends with \(expectedText)", at: location)
        }
    }

    private func expectedVerb(_ sourceHas: Bool) -> String {
        sourceHas ? "lacks the" : "adds"
    }
}

/// A key as messages quote it (``Quoting/quoted(_:)``), quoted when a message that names it is written: most keys
/// of most locales are reported by none.
struct QuotedKey: CustomStringConvertible {
    let key: String
    var description: String { Quoting.quoted(key) }
}
