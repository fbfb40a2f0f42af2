/// What string collection asks of a build's declaration index, each question written down when a log is kept.
///
/// A file's strings depend on the file and on the answers the index gave to its questions: when another build's
/// index, or a later run's, gives the same answer to every question the file asked, the file's strings are the same,
/// and are not collected again (``AnsweredStrings``).
struct IndexView {
    let index: DeclarationIndex
    /// Where the questions are written down; `nil`: they are not.
    let log: LookupLog?

    init(_ index: DeclarationIndex, log: LookupLog? = nil) {
        self.index = index
        self.log = log
    }

    private func note(_ lookup: DeclarationIndex.Lookup) {
        log?.lookups.insert(lookup)
    }

    func typeAlias(_ name: String) -> TypeRef? {
        note(.typeAlias(name))
        return index.typeAlias(name)
    }

    func functionType(_ name: String) -> TypeRef? {
        note(.functionType(name))
        return index.functionType(name)
    }

    func enumCase(_ name: String, of type: String) -> [TypeRef.Element]? {
        note(.enumCase(type, name))
        return index.enumCase(name, of: type)
    }

    func casePayload(_ name: String) -> [TypeRef.Element]? {
        note(.casePayload(name))
        return index.casePayload(name)
    }

    func memberType(_ name: String, of owner: String) -> TypeRef? {
        note(.memberType(owner, name))
        return index.memberType(name, of: owner)
    }

    func memberPath(_ name: String, of owner: String) -> [String]? {
        note(.memberPath(owner, name))
        return index.memberPath(name, of: owner)
    }

    func hasMembers(_ owner: String) -> Bool {
        note(.hasMembers(owner))
        return index.hasMembers(owner)
    }

    /// The types with members whose qualified names end with `suffix`.
    func typesWithMembers(endingWith suffix: String) -> Set<String> {
        note(.typesEnding(suffix))
        return index.typesWithMembers(endingWith: suffix)
    }

    func signature(callee name: String, labels: [String]) -> DeclarationIndex.Signature? {
        note(.signature(name, labels))
        return index.signature(callee: name, labels: labels)
    }

    func hasSignature(named name: String) -> Bool {
        note(.hasSignature(name))
        return index.hasSignature(named: name)
    }

    func hasStringOverload(named name: String) -> Bool {
        note(.hasStringOverload(name))
        return index.hasStringOverload(named: name)
    }

    func takesString(_ name: String, owner: String, labels: [String]) -> Bool {
        note(.takesString(name, owner, labels))
        return index.takesString(name, owner: owner, labels: labels)
    }
}

/// The questions one file's string collection asked of an index.
final class LookupLog: @unchecked Sendable {
    // @unchecked: one collection, on one task, writes it; it is read only after that task has ended.
    var lookups: Set<DeclarationIndex.Lookup> = []
}

/// One file's strings under one build, with the questions their collection asked of the index and its answers: they
/// hold for any index that answers alike.
///
/// They are kept across runs in their packed form (``packed()``).
struct AnsweredStrings: Sendable, Equatable {
    var strings: [LocalizableString]
    var questions: [DeclarationIndex.Lookup]
    var answers: [DeclarationIndex.Answer]

    /// Strings, questions and answers as they were kept.
    init(strings: [LocalizableString], questions: [DeclarationIndex.Lookup], answers: [DeclarationIndex.Answer]) {
        (self.strings, self.questions, self.answers) = (strings, questions, answers)
    }

    /// The strings collected with `log` of questions, answered by `index`.
    init(strings: [LocalizableString], log: LookupLog, index: DeclarationIndex) {
        self.strings = strings
        questions = Array(log.lookups)
        answers = questions.map { $0.answer(in: index) }
    }

    /// Whether `index` answers every question as the index the strings were collected with did.
    func hold(in index: DeclarationIndex) -> Bool {
        DeclarationIndex.Lookup.answersHold(questions, answers, in: index)
    }
}

extension DeclarationIndex {
    /// One question string collection asks of an index.
    enum Lookup: Hashable, Sendable {
        case typeAlias(String)
        case functionType(String)
        case enumCase(String, String)
        case casePayload(String)
        case memberType(String, String)
        case memberPath(String, String)
        case hasMembers(String)
        case typesEnding(String)
        case signature(String, [String])
        case hasSignature(String)
        case hasStringOverload(String)
        case takesString(String, String, [String])

        /// Whether `index` gives each of `questions` the answer of `answers` in the same place (and there are as many).
        static func answersHold(_ questions: [Lookup], _ answers: [Answer], in index: DeclarationIndex) -> Bool {
            questions.count == answers.count && zip(questions, answers).allSatisfy { $0.answer(in: index) == $1 }
        }

        /// What `index` answers.
        func answer(in index: DeclarationIndex) -> Answer {
            switch self {
            case .typeAlias(let name): .type(index.typeAlias(name))
            case .functionType(let name): .type(index.functionType(name))
            case .enumCase(let type, let name): .elements(index.enumCase(name, of: type))
            case .casePayload(let name): .elements(index.casePayload(name))
            case .memberType(let owner, let name): .type(index.memberType(name, of: owner))
            case .memberPath(let owner, let name): .path(index.memberPath(name, of: owner))
            case .hasMembers(let owner): .flag(index.hasMembers(owner))
            case .typesEnding(let suffix): .names(index.typesWithMembers(endingWith: suffix).sorted())
            case .signature(let name, let labels):
                index.signature(callee: name, labels: labels).map { .signature($0.labels, $0.localizable.sorted(), $0.owner) } ?? .none
            case .hasSignature(let name): .flag(index.hasSignature(named: name))
            case .hasStringOverload(let name): .flag(index.hasStringOverload(named: name))
            case .takesString(let name, let owner, let labels): .flag(index.takesString(name, owner: owner, labels: labels))
            }
        }
    }

    /// An index's answer to a ``Lookup``, in a form that is the same in every run (sets sorted).
    enum Answer: Hashable, Sendable {
        case none
        case type(TypeRef?)
        case elements([TypeRef.Element]?)
        case path([String]?)
        case flag(Bool)
        case names([String])
        case signature([String], [Int], String)
    }
}
