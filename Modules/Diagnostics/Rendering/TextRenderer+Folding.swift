extension TextRenderer {
    /// How a text report folds findings that share a group, so a report of thousands of findings fits a screen.
    ///
    /// A group is a diagnostic's ``Diagnostic/group``.
    ///
    /// Findings of one group (one check in one table and locale) with the same severity fold into one line at the
    /// first finding's location, with their count and first few keys:
    ///
    ///     de.lproj/Localizable.strings:4:7: warning: Localizable (de): 57 findings, such as: the de translation of "a" is empty; also "b", "c", "d" and 53 more [localization.empty-value]
    ///
    /// A check whose groups would still take more than ``maximumLinesPerCheck`` lines folds into one line that
    /// lists its groups with their counts. Errors fold later (``minimumErrorGroupSize``,
    /// ``maximumErrorLinesPerCheck``): a handful of them print one by one. A group with a ``headlines`` entry (a locale's coverage) always folds,
    /// under its own words, and keeps its own line. Findings without a group are printed as they are, with
    /// their notes and fix-its; folded lines have neither. When anything was folded, a line before the summary
    /// says how much, and names the most frequent checks.
    public struct Folding: Sendable, Equatable {
        /// The fewest findings a group folds; a smaller group prints each of its findings.
        public var minimumGroupSize: Int
        /// The most lines one check's groups take before they fold into one line for the check.
        public var maximumLinesPerCheck: Int
        /// The fewest errors a group folds.
        public var minimumErrorGroupSize: Int
        /// The most lines one check's groups of errors take before they fold into one line for the check.
        public var maximumErrorLinesPerCheck: Int
        /// Words that replace a group's generic line, by group id.
        ///
        /// Such as `fr: 57 of 1,204 keys untranslated (95% translated)`; the group's first keys follow them.
        /// A group with a headline folds at any size.
        public var headlines: [String: String]
        /// How many of the most frequent checks the closing line names.
        public var topChecks: Int
        /// A last sentence for the closing line, such as how to see every finding.
        public var hint: String?

        /// Creates folding options.
        public init(
            minimumGroupSize: Int = 3,
            maximumLinesPerCheck: Int = 4,
            minimumErrorGroupSize: Int = 10,
            maximumErrorLinesPerCheck: Int = 20,
            headlines: [String: String] = [:],
            topChecks: Int = 3,
            hint: String? = nil
        ) {
            self.minimumGroupSize = minimumGroupSize
            self.maximumLinesPerCheck = maximumLinesPerCheck
            self.minimumErrorGroupSize = minimumErrorGroupSize
            self.maximumErrorLinesPerCheck = maximumErrorLinesPerCheck
            self.headlines = headlines
            self.topChecks = topChecks
            self.hint = hint
        }
    }

    /// Findings of one group with one check and severity.
    struct FoldKey: Hashable {
        var group: String
        var id: String
        var severity: Severity
    }

    /// One check at one severity.
    struct CheckKey: Hashable {
        var id: String
        var severity: Severity
    }

    /// The lines `diagnostics` print as under `folding`, and the closing line when anything was folded.
    static func fold(_ diagnostics: [Diagnostic], _ folding: Folding) -> (lines: [Diagnostic], closing: String?) {
        var members: [FoldKey: [Diagnostic]] = [:]
        var keysByCheck: [CheckKey: [FoldKey]] = [:]
        for diagnostic in diagnostics {
            guard let group = diagnostic.group else { continue }
            let key = FoldKey(group: group, id: diagnostic.id, severity: diagnostic.severity)
            if members[key] == nil { keysByCheck[CheckKey(id: key.id, severity: key.severity), default: []].append(key) }
            members[key, default: []].append(diagnostic)
        }
        func hasHeadline(_ key: FoldKey) -> Bool { folding.headlines[key.group] != nil }
        func folds(_ key: FoldKey) -> Bool {
            hasHeadline(key) || members[key]!.count >= (key.severity == .error ? folding.minimumErrorGroupSize : folding.minimumGroupSize)
        }
        // Checks whose groups, each folded or not, would take too many lines fold into one line per check.
        var foldedChecks = Set<CheckKey>()
        for (check, keys) in keysByCheck {
            let lines = keys.filter { !hasHeadline($0) }.reduce(0) { $0 + (folds($1) ? 1 : members[$1]!.count) }
            if lines > (check.severity == .error ? folding.maximumErrorLinesPerCheck : folding.maximumLinesPerCheck) { foldedChecks.insert(check) }
        }

        var lines: [Diagnostic] = []
        var printed = Set<FoldKey>()
        var printedChecks = Set<CheckKey>()
        var foldedCount = 0
        for diagnostic in diagnostics {
            guard let group = diagnostic.group else {
                lines.append(diagnostic)
                continue
            }
            let key = FoldKey(group: group, id: diagnostic.id, severity: diagnostic.severity)
            let check = CheckKey(id: key.id, severity: key.severity)
            if foldedChecks.contains(check), !hasHeadline(key) {
                guard printedChecks.insert(check).inserted else { continue }
                let keys = keysByCheck[check]!.filter { !hasHeadline($0) }
                lines.append(checkLine(keys.map { members[$0]! }))
                foldedCount += keys.reduce(0) { $0 + members[$1]!.count }
            } else if folds(key) {
                guard printed.insert(key).inserted else { continue }
                lines.append(groupLine(members[key]!, headline: folding.headlines[group]))
                foldedCount += members[key]!.count
            } else {
                lines.append(diagnostic)
            }
        }
        guard foldedCount > 0 else { return (lines, nil) }
        return (lines, closingLine(diagnostics, lines: lines.count, folding: folding))
    }

    /// One line for one group: its headline or its size and first finding, then its next keys.
    static func groupLine(_ members: [Diagnostic], headline: String?) -> Diagnostic {
        let first = members[0]
        let keys = uniqueKeys(members)
        let message: String
        if let headline {
            message = headline + (keys.isEmpty ? "" : ": " + list(keys, total: keys.count))
        } else {
            let keyList = keys.isEmpty ? "" : " for " + list(keys, total: keys.count)
            message = "\(label(of: first)): \(number(members.count)) findings\(keyList), such as: \(firstLine(of: first.message))"
        }
        return folded(first, message)
    }

    /// One line for all the groups of one check, with each group's size.
    static func checkLine(_ groups: [[Diagnostic]]) -> Diagnostic {
        let first = groups.map { $0[0] }.min(by: Diagnostic.outputOrder)!
        let total = groups.reduce(0) { $0 + $1.count }
        let tables = Set(groups.map { $0[0].context["table"] ?? "" })
        let oneTable = tables.count == 1 && !tables.first!.isEmpty && groups.allSatisfy { $0[0].context["locale"] != nil }
        let sized = groups.map { group in
            (label: oneTable ? group[0].context["locale"]! : label(of: group[0]), count: group.count)
        }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.label < $1.label }
        var counts = sized.prefix(4).map { "\($0.label) \(number($0.count))" }.joined(separator: ", ")
        if sized.count > 4 { counts += " and \(sized.count - 4) more" }
        let scope = oneTable ? "\(tables.first!): " + counts : counts
        return folded(first, "\(number(total)) findings in \(number(groups.count)) groups (\(scope)), such as: \(firstLine(of: first.message))")
    }

    /// The closing line: how much was folded and the most frequent checks.
    static func closingLine(_ diagnostics: [Diagnostic], lines: Int, folding: Folding) -> String {
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics { counts[diagnostic.id, default: 0] += 1 }
        let top = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(folding.topChecks)
        var line = "\(number(diagnostics.count)) findings in \(number(lines)) line\(lines == 1 ? "" : "s"); most frequent: "
            + top.map { "\($0.key) (\(number($0.value)))" }.joined(separator: ", ")
        if let hint = folding.hint { line += "; " + hint }
        return line
    }

    /// A folded line: the first member's check, severity and location, without notes or fix-it.
    private static func folded(_ first: Diagnostic, _ message: String) -> Diagnostic {
        Diagnostic(first.severity, id: first.id, message, at: first.location, context: first.context, group: first.group)
    }

    /// A group as people name it: `Localizable (de)`, a locale, a table, or the file.
    static func label(of diagnostic: Diagnostic) -> String {
        switch (diagnostic.context["table"], diagnostic.context["locale"]) {
        case let (table?, locale?): "\(table) (\(locale))"
        case let (nil, locale?): locale
        case let (table?, nil): table
        case (nil, nil): diagnostic.location.map { String($0.file.split(separator: "/").last ?? "") } ?? diagnostic.group ?? diagnostic.id
        }
    }

    /// The members' keys, each once, in order.
    private static func uniqueKeys(_ members: [Diagnostic]) -> [String] {
        var seen = Set<String>()
        return members.compactMap { $0.context["key"] }.filter { seen.insert($0).inserted }
    }

    /// Up to three keys, quoted and shortened, then how many more: `"a", "b", "c" and 54 more`.
    static func list(_ keys: [String], total: Int) -> String {
        let shown = keys.prefix(3).map { "\"\(shortened($0))\"" }.joined(separator: ", ")
        return total > 3 ? shown + " and \(number(total - 3)) more" : shown
    }

    /// A key on one line (line breaks and tabs written `\n`, `\r`, `\t`) and at most 50 characters.
    static func shortened(_ key: String) -> String {
        var oneLine = ""
        for character in key {
            switch character {
            case "\n": oneLine += "\\n"
            case "\r\n": oneLine += "\\r\\n"
            case "\r": oneLine += "\\r"
            case "\t": oneLine += "\\t"
            default: oneLine.append(character)
            }
        }
        return oneLine.count > 50 ? String(oneLine.prefix(49)) + "…" : oneLine
    }

    /// A message's first line (without a closing period, as it ends a sentence of its own), marked when more followed.
    private static func firstLine(of message: String) -> String {
        guard let end = message.firstIndex(of: "\n") else { return message.hasSuffix(".") ? String(message.dropLast()) : message }
        return String(message[..<end]) + " …"
    }

    /// A count with thousands separated by commas: `1,204`.
    static func number(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return value < 0 ? "-" + grouped : grouped
    }
}
