import Foundation

extension AnsweredStrings {
    /// The strings with their questions and answers in a compact form of their own, which ``init(packed:)`` reads back.
    ///
    /// A run that changed one file stores its answered strings for each build: through Codable, encoding them cost
    /// more than collecting them, most of it in the run time's first look at each generic container type. The form
    /// is the strings as ``LocalizableString/packed(_:)`` writes them (after their length), then each question and
    /// each answer as a tag and its parts.
    func packed() -> [UInt8] {
        var writer = PackWriter()
        let strings = LocalizableString.packed(self.strings)
        writer.unsigned(UInt64(strings.count))
        writer.bytes += strings
        writer.list(questions) { $0.lookup($1) }
        writer.list(answers) { $0.answer($1) }
        return writer.bytes
    }

    /// The answered strings ``packed()`` wrote into `bytes`, or `nil` when they are not such (cut short, with a count
    /// or length past their end, or an unknown tag).
    init?(packed bytes: some ContiguousBytes) {
        guard let kept = PackedAnswers(packed: bytes.withUnsafeBytes { Data($0) }) else { return nil }
        self.init(kept)
    }

    /// The answered strings `kept` holds, their strings unpacked; `nil` when those are not strings
    /// ``LocalizableString/packed(_:)`` wrote.
    init?(_ kept: PackedAnswers) {
        guard let strings = LocalizableString.unpacked(kept.strings) else { return nil }
        self.init(strings: strings, questions: kept.questions, answers: kept.answers)
    }
}

/// One file's answered strings as a pack keeps them (``AnsweredStrings/packed()``), read without their strings: a run
/// after a declaration changed asks of every other file only whether the answers hold, and passes its strings on in
/// their packed form (to the run's merged uses, which are kept by those bytes, and to the file's key under the
/// build's new index), so they are neither unpacked nor packed again.
struct PackedAnswers: Sendable {
    /// The record as it was kept.
    let bytes: Data
    /// The strings in their packed form (``LocalizableString/packed(_:)``): a slice of ``bytes``, not yet read.
    let strings: Data
    let questions: [DeclarationIndex.Lookup]
    let answers: [DeclarationIndex.Answer]

    /// The record in `bytes`, or `nil` when its frame, questions or answers are not such (cut short, a count or
    /// length past their end, an unknown tag); its strings are read only when they are used.
    init?(packed bytes: Data) {
        let read = bytes.withUnsafeBytes { buffer -> (strings: Range<Int>, [DeclarationIndex.Lookup], [DeclarationIndex.Answer])? in
            var reader = PackReader(buffer: buffer)
            guard let length = reader.count() else { return nil }
            let strings = reader.offset..<reader.offset + length
            reader.offset += length
            guard let questions = reader.list({ $0.lookup() }), let answers = reader.list({ $0.answer() }),
                  questions.count == answers.count, reader.isAtEnd
            else { return nil }
            return (strings, questions, answers)
        }
        guard let (range, questions, answers) = read else { return nil }
        self.bytes = bytes
        strings = bytes[(bytes.startIndex + range.lowerBound)..<(bytes.startIndex + range.upperBound)]
        (self.questions, self.answers) = (questions, answers)
    }

    /// Whether `index` answers every question as the index the strings were collected with did.
    func hold(in index: DeclarationIndex) -> Bool {
        DeclarationIndex.Lookup.answersHold(questions, answers, in: index)
    }
}

/// Questions and answers in the packed form: a tag, then the case's parts.
extension PackWriter {
    mutating func lookup(_ lookup: DeclarationIndex.Lookup) {
        switch lookup {
        case .typeAlias(let name): tagged(0, name)
        case .functionType(let name): tagged(1, name)
        case .enumCase(let type, let name): tagged(2, type, name)
        case .casePayload(let name): tagged(3, name)
        case .memberType(let owner, let name): tagged(4, owner, name)
        case .memberPath(let owner, let name): tagged(5, owner, name)
        case .hasMembers(let owner): tagged(6, owner)
        case .typesEnding(let suffix): tagged(7, suffix)
        case .signature(let name, let labels):
            tagged(8, name)
            strings(labels)
        case .hasSignature(let name): tagged(9, name)
        case .hasStringOverload(let name): tagged(10, name)
        case .takesString(let name, let owner, let labels):
            tagged(11, name, owner)
            strings(labels)
        }
    }

    mutating func answer(_ answer: DeclarationIndex.Answer) {
        switch answer {
        case .none:
            bytes.append(0)
        case .type(let type):
            bytes.append(1)
            optional(type) { $0.type($1) }
        case .elements(let elements):
            bytes.append(2)
            optional(elements) { $0.elements($1) }
        case .path(let path):
            bytes.append(3)
            optional(path) { $0.strings($1) }
        case .flag(let flag):
            bytes.append(flag ? 5 : 4)
        case .names(let names):
            bytes.append(6)
            strings(names)
        case .signature(let labels, let localizable, let owner):
            bytes.append(7)
            strings(labels)
            list(localizable) { $0.int($1) }
            string(owner)
        }
    }

    private mutating func tagged(_ tag: UInt8, _ parts: String...) {
        bytes.append(tag)
        for part in parts { string(part) }
    }

    private mutating func optional<Value>(_ value: Value?, _ write: (inout PackWriter, Value) -> Void) {
        guard let value else { return bytes.append(0) }
        bytes.append(1)
        write(&self, value)
    }
}

/// Questions and answers read back from the packed form.
extension PackReader {
    mutating func lookup() -> DeclarationIndex.Lookup? {
        guard let tag = byte() else { return nil }
        switch tag {
        case 0: return string().map { .typeAlias($0) }
        case 1: return string().map { .functionType($0) }
        case 2: return pair().map { .enumCase($0, $1) }
        case 3: return string().map { .casePayload($0) }
        case 4: return pair().map { .memberType($0, $1) }
        case 5: return pair().map { .memberPath($0, $1) }
        case 6: return string().map { .hasMembers($0) }
        case 7: return string().map { .typesEnding($0) }
        case 8:
            guard let name = string(), let labels = strings() else { return nil }
            return .signature(name, labels)
        case 9: return string().map { .hasSignature($0) }
        case 10: return string().map { .hasStringOverload($0) }
        case 11:
            guard let (name, owner) = pair(), let labels = strings() else { return nil }
            return .takesString(name, owner, labels)
        default: return nil
        }
    }

    mutating func answer() -> DeclarationIndex.Answer? {
        guard let tag = byte() else { return nil }
        switch tag {
        case 0: return DeclarationIndex.Answer.none
        case 1: return optional { $0.type() }.map { .type($0) }
        case 2: return optional { $0.elements() }.map { .elements($0) }
        case 3: return optional { $0.strings() }.map { .path($0) }
        case 4, 5: return .flag(tag == 5)
        case 6: return strings().map { .names($0) }
        case 7:
            guard let labels = strings(), let localizable = list({ $0.int() }), let owner = string() else { return nil }
            return .signature(labels, localizable, owner)
        default: return nil
        }
    }

    private mutating func pair() -> (String, String)? {
        guard let first = string(), let second = string() else { return nil }
        return (first, second)
    }

    /// A value that may be absent: `.some(nil)` for an absent one, `nil` when the bytes are not such a value.
    private mutating func optional<Value>(_ read: (inout PackReader) -> Value?) -> Value?? {
        guard let flag = byte(), flag <= 1 else { return nil }
        guard flag == 1 else { return .some(nil) }
        guard let value = read(&self) else { return nil }
        return .some(value)
    }
}
